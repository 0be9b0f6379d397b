//! `book`: balanced openings for a match.

use camelot_rules::{MoveGenerator, Variant};
use serde_json::{Map, json};

use crate::flags::{count, flag_values, number, timeout};
use crate::player::Engine;

/// A book of balanced openings: random moves from the start, kept when a short search of the
/// position they reach finds it level.
pub fn book(args: &[String]) -> Result<(), String> {
    let flags = flag_values(
        args,
        &[
            "variant",
            "count",
            "plies",
            "seed",
            "depth",
            "engine",
            "timeout-ms",
        ],
    )?;
    let variant: Variant = flags
        .get("variant")
        .map_or(Ok(Variant::Camelot), |v| v.parse())
        .map_err(|e| format!("{e}"))?;
    // Depth 6 by default; a variant whose search to 6 plies takes a minute (Anti-Chivalry) is
    // judged shallower.
    let depth = count(&flags, "depth", 6)?;
    let count = number(&flags, "count", 100)?;
    let plies = number(&flags, "plies", 6)?;
    let mut state = number(&flags, "seed", 1)? as u64;
    let engine_cmd = flags
        .get("engine")
        .cloned()
        .unwrap_or_else(|| "camelot-engine serve".into());
    let mut limits = Map::new();
    limits.insert("depth".into(), json!(depth));
    let mut engine = Engine::start(&engine_cmd, &limits, timeout(&flags)?)?;
    let mut roll = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % n as u64) as usize
    };
    let mut g = MoveGenerator::new();
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count.saturating_mul(100) {
        tries += 1;
        let mut p = variant.start();
        if p.in_placement_phase() {
            // River: both sides' trees at random first.
            for _ in 0..2 {
                let mut moves = Vec::new();
                g.generate(&p, &mut moves);
                p = p.play_move(&moves[roll(moves.len())]);
            }
        }
        for _ in 0..plies {
            let mut moves = Vec::new();
            g.generate(&p, &mut moves);
            if moves.is_empty() || p.status().is_over() {
                break;
            }
            p = p.play_move(&moves[roll(moves.len())]);
        }
        if p.status().is_over() || out.contains(&p) {
            continue;
        }
        let (_, cp) = engine.ask(variant, &p, &[], false)?;
        if cp.is_some_and(|cp| cp.abs() <= 40) {
            out.push(p);
        }
    }
    if out.len() < count {
        eprintln!(
            "warning: {} balanced openings found in {tries} tries, not {count}",
            out.len()
        );
    }
    println!(
        "# {} balanced openings of {} ({plies} random plies, |score| <= 40 at depth {depth})",
        out.len(),
        variant.name()
    );
    for p in out {
        println!("{p}");
    }
    Ok(())
}
