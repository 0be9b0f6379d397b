//! The match as Elo with a 95 % interval (fishtest's pentanomial statistics over pairs of
//! games), and `stats`: the games of several `--games-out` files as one match.

use serde_json::{Value, json};

use crate::game::Result3;

/// Elo difference of a score fraction.
pub fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// `x` to a tenth, without the sign of a negative zero (an even match printed `-0.0`).
pub fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0 + 0.0
}

/// Pentanomial statistics over game pairs: the Elo of A over B with a 95 % interval.
pub fn pentanomial(pairs: &[f64]) -> (f64, f64, f64) {
    let n = pairs.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let mean = pairs.iter().sum::<f64>() / n;
    let var = pairs.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / n;
    let sd = (var / n).sqrt();
    (elo(mean), elo(mean - 1.96 * sd), elo(mean + 1.96 * sd))
}

/// Games, wins, draws, losses, pentanomial counts and Elo (95 %) of A over pairs of games.
pub fn summarize(pairs: impl Iterator<Item = [Option<f64>; 2]>) -> Value {
    let mut counts = [0usize; 3];
    let mut penta = [0usize; 5];
    let mut pair_scores = Vec::new();
    for points in pairs {
        for p in points.iter().flatten() {
            counts[(2.0 - 2.0 * p) as usize] += 1;
        }
        if let [Some(x), Some(y)] = points {
            let s = (x + y) / 2.0;
            penta[(s * 4.0).round() as usize] += 1;
            pair_scores.push(s);
        }
    }
    let [wins, draws, losses] = counts;
    let n = (wins + draws + losses) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / n.max(1.0);
    let (e, lo, hi) = pentanomial(&pair_scores);
    json!({
        "games": wins + draws + losses, "a_wins": wins, "draws": draws, "a_losses": losses,
        "score": (score * 1000.0).round() / 1000.0,
        "pentanomial": penta,
        "elo": tenth(e),
        "elo_95": [tenth(lo), tenth(hi)],
    })
}

/// `stats FILE...`: the games of `--games-out` files as one match. A pair is an opening (its
/// number and position) with A as White and as Black; a game found twice is refused, since
/// counting it twice would narrow the interval for nothing.
pub fn stats(files: &[String]) -> Result<(), String> {
    if files.is_empty() {
        return Err("stats needs at least one --games-out file".into());
    }
    let mut pairs: std::collections::BTreeMap<(u64, String), [Option<f64>; 2]> =
        std::collections::BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |what: &str| format!("{file}:{}: {what}", n + 1);
            let game: Value = serde_json::from_str(line).map_err(|_| bad("not a JSON line"))?;
            let pair = game["pair"].as_u64().ok_or_else(|| bad("no pair number"))?;
            let start = game["start"]
                .as_str()
                .ok_or_else(|| bad("no start position"))?;
            let a_white = game["a_white"].as_bool().ok_or_else(|| bad("no a_white"))?;
            let result = game["result"]
                .as_str()
                .and_then(Result3::from_name)
                .ok_or_else(|| bad("no result"))?;
            let a_points = match (result, a_white) {
                (Result3::Draw, _) => 0.5,
                (Result3::WhiteWins, true) | (Result3::BlackWins, false) => 1.0,
                _ => 0.0,
            };
            let slot =
                &mut pairs.entry((pair, start.to_owned())).or_default()[usize::from(!a_white)];
            if slot.is_some() {
                return Err(bad("this game (pair and colour) was already read"));
            }
            *slot = Some(a_points);
        }
    }
    println!("{}", summarize(pairs.into_values()));
    Ok(())
}
