//! `play`: a match between two engines, the games played by `--concurrency` workers, each
//! with its own pair of engine processes.

use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use camelot_rules::Variant;
use serde_json::{Value, json};

use crate::flags::{count, flag_values, limits, number, read_book, timeout};
use crate::game::{Result3, Settings, play_game};
use crate::player::Engine;
use crate::stats::summarize;

/// One pair of games: its number, A's points in each, and how each ended.
type PairResult = (usize, [Option<f64>; 2], Vec<String>);

/// Plays the match `args` describe and prints its summary.
pub fn play(args: &[String]) -> Result<(), String> {
    let flags = flag_values(
        args,
        &[
            "a",
            "b",
            "a-limits",
            "b-limits",
            "variant",
            "book",
            "games",
            "first-pair",
            "concurrency",
            "max-plies",
            "adjudicate",
            "games-out",
            "timeout-ms",
        ],
    )?;
    let a = flags.get("a").ok_or("--a CMD is required")?.clone();
    let b = flags.get("b").ok_or("--b CMD is required")?.clone();
    let a_limits = limits(flags.get("a-limits"))?;
    let b_limits = limits(flags.get("b-limits"))?;
    let variant: Variant = flags
        .get("variant")
        .map_or(Ok(Variant::Camelot), |v| v.parse())
        .map_err(|e| format!("{e}"))?;
    let book = read_book(flags.get("book"), variant)?;
    let games = count(&flags, "games", 2 * book.len())?;
    let first_pair = number(&flags, "first-pair", 0)?;
    let concurrency = count(&flags, "concurrency", 1)?;
    let timeout = timeout(&flags)?;
    let settings = Settings {
        variant,
        max_plies: count(&flags, "max-plies", 400)?,
        adjudicate: flags
            .get("adjudicate")
            .map(|v| v.parse().map_err(|_| "--adjudicate must be a number"))
            .transpose()?,
    };
    let pairs = games.div_ceil(2);
    let next = AtomicUsize::new(0);
    // Per pair: A's points in its two games.
    let results: Mutex<Vec<PairResult>> = Mutex::new(Vec::new());
    let counts = Mutex::new([0usize; 3]);
    let games_out = flags.get("games-out");
    let log: Mutex<Option<std::fs::File>> = Mutex::new(
        games_out
            .map(|path| std::fs::File::create(path).map_err(|e| format!("{path}: {e}")))
            .transpose()?,
    );
    std::thread::scope(|scope| -> Result<(), String> {
        let mut workers = Vec::new();
        for _ in 0..concurrency {
            workers.push(scope.spawn(|| -> Result<(), String> {
                let mut ea = Engine::start(&a, &a_limits, timeout)?;
                let mut eb = Engine::start(&b, &b_limits, timeout)?;
                loop {
                    let nth = next.fetch_add(1, Ordering::Relaxed);
                    if nth >= pairs {
                        return Ok(());
                    }
                    let pair = first_pair.saturating_add(nth);
                    let opening = &book[pair % book.len()];
                    let mut points = [None, None];
                    let mut notes = Vec::new();
                    for (k, a_is_white) in [true, false].into_iter().enumerate() {
                        if 2 * nth + k >= games {
                            break;
                        }
                        ea.revive()?;
                        eb.revive()?;
                        let (result, why, moves) = if a_is_white {
                            play_game(&settings, opening, &mut ea, &mut eb)
                        } else {
                            play_game(&settings, opening, &mut eb, &mut ea)
                        };
                        let a_points = match (result, a_is_white) {
                            (Result3::Draw, _) => 0.5,
                            (Result3::WhiteWins, true) | (Result3::BlackWins, false) => 1.0,
                            _ => 0.0,
                        };
                        points[k] = Some(a_points);
                        if let Ok(mut c) = counts.lock() {
                            c[(2.0 - 2.0 * a_points) as usize] += 1;
                        }
                        notes.push(why.clone());
                        if let Ok(mut file) = log.lock()
                            && let (Some(f), Some(path)) = (file.as_mut(), games_out)
                        {
                            let line = json!({
                                "pair": pair, "a_white": a_is_white, "start": opening.to_string(),
                                "result": result.name(), "why": why, "moves": moves,
                            });
                            writeln!(f, "{line}").map_err(|e| format!("{path}: {e}"))?;
                        }
                    }
                    if let Ok(mut r) = results.lock() {
                        r.push((pair, points, notes));
                        let done = r.len();
                        if let Ok(c) = counts.lock() {
                            eprintln!("pair {done}/{pairs}: A +{} ={} -{}", c[0], c[1], c[2]);
                        }
                    }
                }
            }));
        }
        for w in workers {
            w.join().map_err(|_| "a worker panicked".to_string())??;
        }
        Ok(())
    })?;
    let results = results.into_inner().map_err(|_| "poisoned")?;
    let mut summary = summarize(results.iter().map(|(_, points, _)| *points));
    let head = json!({
        "variant": variant.name(), "a": a, "a_limits": a_limits, "b": b, "b_limits": b_limits,
    });
    if let (Value::Object(head), Value::Object(rest)) = (head, &mut summary) {
        let mut all = head;
        all.append(rest);
        summary = Value::Object(all);
    }
    println!("{summary}");
    Ok(())
}
