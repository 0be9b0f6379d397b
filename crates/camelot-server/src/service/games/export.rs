//! Game records for other programs: CGN (a PGN-like text in WCF notation) and JSON.
//!
//! When the game has a finished computer analysis, the CGN shows it after each move in a
//! comment of its own (after the `{conditional}` one, if any): `{+0.35}` is the evaluation after
//! the move from White's view in Men (hundredths as two decimals), `{#+7}` / `{#-7}` means White
//! wins / loses in 7 plies; a judged move starts with PGN's annotation symbol, the judgment and
//! the engine's best move, e.g. `{?? blunder; best F7-D5; -2.71}` (`?!` inaccuracy, `?`
//! mistake, `??` blunder). Readers that ignore comments replay the moves unchanged.

use camelot_rating::Rating;
use serde_json::{Value, json};

use super::record::GameRecord;
use crate::domain::TimeControl;
use crate::domain::time_control::DAY;
use crate::service::analysis::{Judgment, PlyAnalysis, WhiteScore};

/// The tag pairs of a game, in CGN order.
fn tags(r: &GameRecord, base_url: &str) -> Vec<(&'static str, String)> {
    let g = &r.game;
    let event = if g.rated {
        "Rated correspondence game"
    } else {
        "Casual correspondence game"
    };
    let termination = g.termination.map_or("unterminated", |t| t.as_str());
    let mut tags = vec![
        ("Event", event.to_owned()),
        ("Site", format!("{base_url}/api/v1/games/{}", g.id)),
        ("Date", g.created_at.format("%Y.%m.%d").to_string()),
        ("White", r.white.username.clone()),
        ("Black", r.black.username.clone()),
        ("Result", result_token(r).to_owned()),
        // The API's name of the variant: a reader needs it to replay the moves.
        ("Variant", g.variant.as_str().to_owned()),
        (
            "WhiteElo",
            Rating::from_hundredths(g.white_rating_centi)
                .rounded()
                .to_string(),
        ),
        (
            "BlackElo",
            Rating::from_hundredths(g.black_rating_centi)
                .rounded()
                .to_string(),
        ),
        ("TimeControl", time_control_tag(r)),
        ("Termination", termination.to_owned()),
    ];
    if let Ok(TimeControl::Fischer { max_days, .. }) = g.time_control() {
        tags.push(("TimeControlMax", (max_days * DAY).to_string()));
    }
    tags
}

/// PGN's `TimeControl` forms: "moves/seconds" for a fixed time per move, "seconds+increment"
/// for a bank with an increment (the cap of an ICCF bank has no PGN form; it is in
/// `TimeControlMax`).
fn time_control_tag(r: &GameRecord) -> String {
    match r.game.time_control() {
        Ok(TimeControl::PerMove { days }) => format!("1/{}", days * DAY),
        Ok(TimeControl::Fischer {
            initial_days,
            increment_days,
            ..
        }) => format!("{}+{}", initial_days * DAY, increment_days * DAY),
        Err(_) => "?".to_owned(),
    }
}

fn result_token(r: &GameRecord) -> &str {
    r.game.result.map_or("*", |r| r.as_str())
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// An evaluation as a CGN comment shows it: Men with two decimals and a sign, or `#+P` / `#-P`
/// when White wins / loses in P plies.
fn score_text(score: WhiteScore) -> String {
    match score {
        WhiteScore::Cp(cp) => {
            let sign = if cp < 0 { '-' } else { '+' };
            let abs = cp.unsigned_abs();
            format!("{sign}{}.{:02}", abs / 100, abs % 100)
        }
        WhiteScore::WinIn(p) => format!("#+{p}"),
        WhiteScore::LossIn(p) => format!("#-{p}"),
    }
}

/// The comment after an analysed move (see the module's documentation for the format).
pub fn analysis_comment(a: &PlyAnalysis) -> String {
    let score = score_text(a.score);
    match a.judgment {
        None => format!("{{{score}}}"),
        Some(j) => {
            let (symbol, word) = match j {
                Judgment::Inaccuracy => ("?!", "inaccuracy"),
                Judgment::Mistake => ("?", "mistake"),
                Judgment::Blunder => ("??", "blunder"),
            };
            match &a.best {
                Some(best) => format!("{{{symbol} {word}; best {best}; {score}}}"),
                None => format!("{{{symbol} {word}; {score}}}"),
            }
        }
    }
}

/// CGN: tag pairs, a blank line, numbered movetext wrapped at 80 columns, the result.
/// `analysis` is the game's finished analysis (empty when it has none): each analysed move
/// gets its comment.
pub fn cgn(r: &GameRecord, base_url: &str, analysis: &[PlyAnalysis]) -> String {
    let mut out = String::new();
    for (k, v) in tags(r, base_url) {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(&v)));
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    for m in &r.moves {
        if m.ply % 2 == 1 {
            tokens.push(format!("{}.", m.ply.div_euclid(2) + 1));
        }
        tokens.push(m.path.clone());
        // A move played from its player's conditional moves says so, in a comment.
        if r.game.conditional_plies.contains(&m.ply) {
            tokens.push("{conditional}".to_owned());
        }
        if let Some(a) = analysis.iter().find(|a| a.ply == m.ply) {
            tokens.push(analysis_comment(a));
        }
    }
    tokens.push(result_token(r).to_owned());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The whole record as JSON.
pub fn json(r: &GameRecord, base_url: &str) -> Value {
    let g = &r.game;
    let tags: serde_json::Map<String, Value> = tags(r, base_url)
        .into_iter()
        .map(|(k, v)| (k.to_owned(), Value::String(v)))
        .collect();
    json!({
        "id": g.id,
        "tags": tags,
        "white": {"username": r.white.username, "rating": Rating::from_hundredths(g.white_rating_centi).rounded()},
        "black": {"username": r.black.username, "rating": Rating::from_hundredths(g.black_rating_centi).rounded()},
        "rated": g.rated,
        "variant": g.variant,
        "days_per_move": g.days_per_move,
        "time_control": g.time_control().ok(),
        "status": g.status,
        "result": g.result,
        "termination": g.termination,
        "start_position": g.start_position,
        "position": g.position,
        "moves": r.moves.iter().map(|m| json!({
            "ply": m.ply,
            "path": m.path,
            "played_at": m.played_at,
            "conditional": g.conditional_plies.contains(&m.ply),
        })).collect::<Vec<_>>(),
        "created_at": g.created_at,
        "ended_at": g.ended_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ply(score: WhiteScore, judgment: Option<Judgment>, best: Option<&str>) -> PlyAnalysis {
        PlyAnalysis {
            ply: 1,
            played: "D6-F8".into(),
            score,
            best: best.map(str::to_owned),
            line: Vec::new(),
            loss: 0,
            judgment,
        }
    }

    #[test]
    fn comments_show_the_evaluation_and_judged_moves_the_best_move() {
        assert_eq!(
            analysis_comment(&ply(WhiteScore::Cp(35), None, Some("D6-F8"))),
            "{+0.35}"
        );
        assert_eq!(
            analysis_comment(&ply(WhiteScore::Cp(0), None, None)),
            "{+0.00}"
        );
        assert_eq!(
            analysis_comment(&ply(
                WhiteScore::Cp(-271),
                Some(Judgment::Blunder),
                Some("F7-D5")
            )),
            "{?? blunder; best F7-D5; -2.71}"
        );
        assert_eq!(
            analysis_comment(&ply(
                WhiteScore::Cp(-5),
                Some(Judgment::Inaccuracy),
                Some("A1-B2")
            )),
            "{?! inaccuracy; best A1-B2; -0.05}"
        );
        assert_eq!(
            analysis_comment(&ply(WhiteScore::LossIn(7), Some(Judgment::Mistake), None)),
            "{? mistake; #-7}"
        );
        assert_eq!(
            analysis_comment(&ply(WhiteScore::WinIn(3), None, None)),
            "{#+3}"
        );
    }
}
