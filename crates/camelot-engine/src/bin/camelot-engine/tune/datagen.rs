//! `tune datagen`: self-play games labelled for fitting.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use camelot_engine::protocol::{Spelling, read_depth, read_limits};
use camelot_engine::{Engine, Limits, SearchOptions};
use camelot_rules::{Position, Variant};

use crate::{Failure, Since};

/// Self-play games at a low depth from random openings; quiet positions labelled with the
/// result and a deeper search's score, one JSON line each.
pub fn datagen(
    variant: Variant,
    games: u64,
    play_depth: i64,
    label_depth: i64,
    random_plies: u64,
    seed: &mut u64,
    out: &mut impl Write,
) -> Result<(), Failure> {
    use camelot_rules::MoveGenerator;
    let mut roll = |n: usize| {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((*seed >> 33) % n.max(1) as u64) as usize
    };
    let engine = Engine::new(16, 1);
    let player = SearchOptions {
        limits: read_limits(Some(play_depth), None, None, Spelling::Options)?,
        ..SearchOptions::default()
    };
    let labeller = SearchOptions {
        limits: Limits {
            depth: Some(read_depth(label_depth, "--label-depth")?),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let clock = Since(Instant::now());
    let stop = AtomicBool::new(false);
    let mut g = MoveGenerator::new();
    for _ in 0..games {
        engine.new_game();
        let mut p = variant.start();
        let mut ply = 0u64;
        let mut kept: Vec<Position> = Vec::new();
        let mut seen = std::collections::HashMap::new();
        let result = loop {
            let status = p.status();
            if status.is_over() {
                break status.winner();
            }
            if ply > 300 || p.quiet_plies() >= 100 || *seen.get(&p.zobrist()).unwrap_or(&0) >= 2 {
                break None;
            }
            *seen.entry(p.zobrist()).or_insert(0) += 1;
            let mut moves = Vec::new();
            g.generate(&p, &mut moves);
            let mv = if ply < random_plies || p.in_placement_phase() || roll(20) == 0 {
                moves[roll(moves.len())]
            } else {
                if ply.is_multiple_of(2) && !p.capture_required() {
                    kept.push(p);
                }
                engine.search(&p, &[], &player, &clock, &stop)?.best
            };
            p = p.play_move(&mv);
            ply += 1;
        };
        for q in kept {
            let r = match result {
                None => 0.5,
                Some(w) if w == q.side_to_move() => 1.0,
                Some(_) => 0.0,
            };
            engine.new_game();
            let label = engine.search(&q, &[], &labeller, &clock, &stop)?;
            let cp = match label.score {
                camelot_engine::Score::Cp(cp) => cp,
                camelot_engine::Score::WinIn(_) => 2000,
                camelot_engine::Score::LossIn(_) => -2000,
            };
            let line = serde_json::json!({
                "variant": variant.name(), "position": q.to_string(), "result": r, "score": cp,
            });
            writeln!(out, "{line}").map_err(|_| Failure::Output)?;
        }
        out.flush().map_err(|_| Failure::Output)?;
    }
    Ok(())
}
