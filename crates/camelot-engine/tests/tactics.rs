//! The tactical suite (`tests/data/tactics.jsonl`, `tactics-games.jsonl` and
//! `tactics-walled.jsonl`, made by `examples/gen_tactics.rs`): forced wins in 1–3 moves (castle
//! entries, captures of the last pieces, no legal move) and positions with one saving move, each
//! proven by exhaustive search with the rules crate alone. Full strength solves every one at
//! depth = the win's length.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::sync::atomic::AtomicBool;

use camelot_engine::{Elapsed, Engine, Limits, Score, SearchOptions};
use camelot_rules::{Position, Variant};
use serde_json::Value;

struct NoClock;
impl Elapsed for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

/// The suite: the playouts' positions (`tactics.jsonl`), the crowded middlegames of engine
/// games (`tactics-games.jsonl`) and pieces walled in their own castle while their side has
/// four pieces or more (`tactics-walled.jsonl`).
fn suite() -> Vec<Value> {
    [
        "tactics.jsonl",
        "tactics-games.jsonl",
        "tactics-walled.jsonl",
    ]
    .iter()
    .flat_map(|name| {
        let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        text.lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .collect::<Vec<_>>()
    })
    .collect()
}

fn solve(engine: &Engine, line: &Value, depth: i32) -> (String, Score) {
    let variant: Variant = line["variant"].as_str().unwrap().parse().unwrap();
    let p = Position::parse_variant(line["position"].as_str().unwrap(), variant).unwrap();
    let options = SearchOptions {
        limits: Limits {
            depth: Some(depth),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    engine.new_game();
    let r = engine
        .search(&p, &[], &options, &NoClock, &AtomicBool::new(false))
        .unwrap();
    (r.best_path, r.score)
}

/// Every position of the suite solved by an engine searching with `threads` threads.
fn solves_every_position(threads: usize) {
    let lines = suite();
    assert!(lines.len() >= 130, "{}", lines.len());
    let engine = Engine::new(16, threads);
    let mut failures = Vec::new();
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    for line in &lines {
        let plies = line["plies"].as_u64().unwrap() as i32;
        let best: Vec<&str> = line["best"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        let kind = line["kind"].as_str().unwrap();
        *kinds
            .entry(format!("{kind} {}", line["ends_by"].as_str().unwrap_or("")))
            .or_default() += 1;
        let (mv, score) = solve(&engine, line, plies);
        let solved = best.contains(&mv.as_str())
            && match kind {
                "win" => score == Score::WinIn(plies as u32),
                _ => true,
            };
        if !solved {
            failures.push(format!(
                "{threads} thread(s): {kind} {} {}: played {mv} ({score:?}), wanted one of {best:?} (win in {plies} plies)",
                line["variant"], line["position"]
            ));
        }
    }
    eprintln!("{kinds:?}");
    assert!(
        failures.is_empty(),
        "{} of {}:\n{}",
        failures.len(),
        lines.len(),
        failures.join("\n")
    );
}

#[test]
fn full_strength_solves_every_position_at_the_depth_of_its_win() {
    solves_every_position(1);
}

/// Threads sharing one table (lazy SMP) find the same proven results: whichever thread finishes
/// the depth first answers, and an entry another thread stored must not change a value.
#[test]
fn several_threads_solve_every_position_too() {
    solves_every_position(2);
    solves_every_position(3);
}

/// The same proven results with and without the transposition table.
#[test]
fn proven_results_do_not_depend_on_the_table() {
    let with = Engine::new(16, 1);
    let without = Engine::without_table(1);
    for line in suite().iter().filter(|l| l["kind"] == "win").step_by(3) {
        let plies = line["plies"].as_u64().unwrap() as i32;
        let a = solve(&with, line, plies);
        let b = solve(&without, line, plies);
        assert_eq!(a.1, b.1, "{}", line["position"]);
        assert_eq!(a.1, Score::WinIn(plies as u32), "{}", line["position"]);
    }
}
