//! Search invariants: principal variations are legal lines, win distances are exact against a
//! brute-force search on endgames of few pieces, a single-threaded search with a depth or
//! node limit is deterministic, and the side ahead in an ending makes progress.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::sync::atomic::AtomicBool;

use camelot_engine::{Elapsed, Engine, Limits, Score, SearchOptions};
use camelot_rules::{MoveGenerator, Outcome, Position, Side, Variant};

struct NoClock;
impl Elapsed for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

fn depth(d: i32) -> SearchOptions {
    SearchOptions {
        limits: Limits {
            depth: Some(d),
            ..Limits::default()
        },
        ..SearchOptions::default()
    }
}

/// Positions from playouts of `variant`, played until at most `pieces` pieces are left.
fn endgames(variant: Variant, pieces: u32, count: usize, seed: u64) -> Vec<Position> {
    let mut out = Vec::new();
    let mut g = MoveGenerator::new();
    let mut state = seed;
    let mut roll = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % n as u64) as usize
    };
    while out.len() < count {
        let mut p = variant.start();
        for _ in 0..300 {
            if p.status().is_over() {
                break;
            }
            if p.piece_count(Side::White) + p.piece_count(Side::Black) <= pieces {
                out.push(p);
                break;
            }
            let mut moves = Vec::new();
            g.generate(&p, &mut moves);
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).copied().collect();
            let m = if !captures.is_empty() && roll(3) > 0 {
                captures[roll(captures.len())]
            } else {
                moves[roll(moves.len())]
            };
            p = p.play_move(&m);
        }
    }
    out
}

/// A result known by brute force, for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Known {
    Win(u32),
    Loss(u32),
    Open,
}

/// The exact result of `pos` for the side to move within `plies` plies (minimax over every
/// move, nothing pruned).
fn brute(g: &mut MoveGenerator, pos: &Position, plies: u32) -> Known {
    let status = pos.status();
    if status.is_over() {
        let winner = match status.outcome {
            Outcome::WhiteWins => Some(Side::White),
            Outcome::BlackWins => Some(Side::Black),
            _ => None,
        };
        return match winner {
            Some(w) if w == pos.side_to_move() => Known::Win(0),
            Some(_) => Known::Loss(0),
            None => Known::Open,
        };
    }
    if plies == 0 {
        return Known::Open;
    }
    let mut moves = Vec::new();
    g.generate(pos, &mut moves);
    let mut fastest_win: Option<u32> = None;
    let mut slowest_loss: Option<u32> = Some(0);
    for m in &moves {
        match brute(g, &pos.play_move(m), plies - 1) {
            Known::Loss(k) => fastest_win = Some(fastest_win.map_or(k + 1, |w| w.min(k + 1))),
            Known::Win(k) => slowest_loss = slowest_loss.map(|l| l.max(k + 1)),
            Known::Open => slowest_loss = None,
        }
    }
    match (fastest_win, slowest_loss) {
        (Some(w), _) => Known::Win(w),
        (None, Some(l)) if !moves.is_empty() => Known::Loss(l),
        _ => Known::Open,
    }
}

#[test]
fn win_distances_are_exact_on_small_endgames() {
    let engine = Engine::new(16, 1);
    let mut g = MoveGenerator::new();
    let mut decided = 0;
    for (variant, pieces) in [
        (Variant::Camette, 4),
        (Variant::Cam, 5),
        (Variant::Camelot, 5),
        (Variant::Anti, 4),
    ] {
        for (i, p) in endgames(variant, pieces, 25, 7 + pieces as u64)
            .into_iter()
            .enumerate()
        {
            let exact = brute(&mut g, &p, 5);
            engine.new_game();
            let r = engine
                .search(&p, &[], &depth(6), &NoClock, &AtomicBool::new(false))
                .unwrap();
            let expected = match exact {
                Known::Win(d) => Some(Score::WinIn(d)),
                Known::Loss(d) => Some(Score::LossIn(d)),
                Known::Open => None,
            };
            if let Some(e) = expected {
                decided += 1;
                assert_eq!(r.score, e, "{variant} #{i} {p}");
            } else {
                // No forced result within 5 plies: the engine may not claim one.
                assert!(
                    !matches!(r.score, Score::WinIn(n) | Score::LossIn(n) if n <= 5),
                    "{variant} #{i} {p}: {:?}",
                    r.score
                );
            }
        }
    }
    assert!(decided >= 10, "only {decided} decided positions");
}

#[test]
fn principal_variations_are_legal_lines() {
    let engine = Engine::new(16, 1);
    for variant in Variant::ALL {
        if variant.board() == camelot_rules::BoardShape::River {
            continue;
        }
        for p in endgames(variant, 14, 3, 99) {
            let r = engine
                .search(&p, &[], &depth(5), &NoClock, &AtomicBool::new(false))
                .unwrap();
            let mut q = p;
            for path in &r.lines[0].moves {
                q = q
                    .check(path)
                    .unwrap_or_else(|e| panic!("{variant}: {path} illegal ({e}) in {q}"))
                    .result;
            }
            assert_eq!(r.lines[0].moves.first(), Some(&r.best_path));
        }
    }
}

#[test]
fn one_thread_with_a_depth_or_node_limit_is_deterministic() {
    let p = Position::start();
    let run = |options: &SearchOptions| {
        let e = Engine::new(16, 1);
        let r = e
            .search(&p, &[], options, &NoClock, &AtomicBool::new(false))
            .unwrap();
        (r.best_path, r.score, r.nodes, r.lines[0].moves.clone())
    };
    let by_depth = depth(6);
    assert_eq!(run(&by_depth), run(&by_depth));
    let by_nodes = SearchOptions {
        limits: Limits {
            nodes: Some(30_000),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let a = run(&by_nodes);
    assert_eq!(a, run(&by_nodes));
    assert!(a.2 <= 30_000 + 64, "{}", a.2);
}

/// Levels 6 and 7 cap their nodes; that cap is one thread's, however many the engine has, so
/// that a level plays as the ladder measured it and the same move twice.
#[test]
fn a_level_with_a_node_cap_searches_on_one_thread() {
    let p = Position::start();
    let run = |threads: usize| {
        let e = Engine::new(16, threads);
        let options = SearchOptions {
            level: camelot_engine::Level::new(6),
            ..SearchOptions::default()
        };
        let r = e
            .search(&p, &[], &options, &NoClock, &AtomicBool::new(false))
            .unwrap();
        (r.best_path, r.score, r.nodes)
    };
    let one = run(1);
    assert_eq!(run(2), one);
    assert_eq!(run(4), one);
}

/// A table kept between searches (`serve` without `new_game`, the server's engine threads)
/// holds one variant's values apart from another's: Camelot and Anti share the board and the
/// start position, but not the goal, so an Anti search after a Camelot one must find nothing
/// of it. (It did: the same search then took 315,235 nodes instead of 222,987.)
#[test]
fn variants_do_not_read_each_others_table_entries() {
    let search = |e: &Engine, p: &Position, d: i32| {
        let r = e
            .search(p, &[], &depth(d), &NoClock, &AtomicBool::new(false))
            .unwrap();
        (r.best_path, r.score, r.nodes)
    };
    let anti = Variant::Anti.start();
    let fresh = search(&Engine::new(16, 1), &anti, 4);
    let warm = Engine::new(16, 1);
    search(&warm, &Position::start(), 9);
    assert_eq!(search(&warm, &anti, 4), fresh);
    // And back: Camelot after Anti is Camelot's own search, too.
    let camelot_fresh = search(&Engine::new(16, 1), &Position::start(), 6);
    let after_anti = Engine::new(16, 1);
    search(&after_anti, &anti, 4);
    assert_eq!(search(&after_anti, &Position::start(), 6), camelot_fresh);
}

/// A Knight's Charge is optional, so it creates no capture duty, but it may take several
/// pieces at once: the quiescence search looks at the charges of a free turn. Here Black's
/// Knight on H9 canters over G8 and its neighbours and charges through White's centre, taking
/// six pieces, and no White move stops it: a search of one ply must see that at its leaves.
/// (Standing pat on every free turn, it scored the position +0.78 for White at depth 1, and a
/// full-strength engine walked into it at 100 ms a move.)
#[test]
fn the_quiescence_search_sees_a_threatened_charge() {
    let p: Position =
        "2/8/10/12/12/3mmmmmm3/3k1mmm4/6kk4/6m5/2K1M1M5/2KMMMMMMK2/6K2M2/12/10/8/2 w 0 0 4 6"
            .parse()
            .unwrap();
    for d in 1..=3 {
        let r = Engine::new(16, 1)
            .search(&p, &[], &depth(d), &NoClock, &AtomicBool::new(false))
            .unwrap();
        assert!(
            matches!(r.score, Score::Cp(cp) if cp < -400),
            "depth {d}: {r:?}"
        );
    }
    // And the side that can set it up finds the move that does, at the depth of the threat.
    let before: Position =
        "2/8/10/12/12/3mmmmmm3/3k1mmmm3/6kk4/12/2K1M1M5/2KMMMMMMK2/6K2M2/12/10/8/2 b 0 0 3 5"
            .parse()
            .unwrap();
    let r = Engine::new(16, 1)
        .search(&before, &[], &depth(3), &NoClock, &AtomicBool::new(false))
        .unwrap();
    assert_eq!(r.best_path, "I10-G8", "{r:?}");
}

/// A clock that says the time is long up.
struct LateClock;
impl Elapsed for LateClock {
    fn elapsed_ms(&self) -> u64 {
        1_000_000
    }
}

#[test]
fn the_first_iteration_finishes_whatever_the_limit() {
    let p = Position::start();
    let tiny = [
        Limits {
            nodes: Some(1),
            ..Limits::default()
        },
        Limits {
            movetime_ms: Some(1),
            ..Limits::default()
        },
    ];
    for limits in tiny {
        let options = SearchOptions {
            limits,
            ..SearchOptions::default()
        };
        for threads in [1, 2] {
            let r = Engine::new(1, threads)
                .search(&p, &[], &options, &LateClock, &AtomicBool::new(false))
                .unwrap();
            // Depth 1 at the start looks at each of the 100 moves.
            assert!(r.depth >= 1 && r.nodes >= 100, "{limits:?}: {r:?}");
            assert_eq!(r.lines[0].moves.first(), Some(&r.best_path));
        }
    }
}

/// River's tree placements: full strength places as its evaluation says, whatever the seed; a
/// level that blurs its judgement blurs the placements too (the seed changes them), and every
/// placement it makes is legal.
#[test]
fn weaker_levels_place_river_trees_their_own_way() {
    let engine = Engine::new(1, 1);
    let start = Variant::River.start();
    let place = |level: u8, seed: u64| {
        let options = SearchOptions {
            level: camelot_engine::Level::new(level),
            seed,
            ..SearchOptions::default()
        };
        let result = engine
            .search(&start, &[], &options, &NoClock, &AtomicBool::new(false))
            .unwrap();
        assert!(
            start.check(&result.best_path).is_ok(),
            "{}",
            result.best_path
        );
        result.best_path
    };
    let full: Vec<String> = (0..6).map(|seed| place(8, seed)).collect();
    assert!(full.iter().all(|p| *p == full[0]), "{full:?}");
    for level in [1, 3, 5] {
        let mut blurred: Vec<String> = (0..6).map(|seed| place(level, seed)).collect();
        blurred.sort();
        blurred.dedup();
        assert!(blurred.len() > 1, "level {level}: {blurred:?}");
    }
}

#[test]
fn contempt_values_a_draw_below_even_for_the_side_that_asks() {
    // The start position with 99 quiet plies behind it: every move is quiet, so every line
    // ends in a fifty-move draw a ply later, which the side to move at the root values at
    // minus its contempt, whichever side it is.
    for side in ["w", "b"] {
        let start = Variant::Camelot.start().to_string();
        let mut fields: Vec<&str> = start.split(' ').collect();
        fields[1] = side;
        fields[4] = "99";
        let root: Position = fields.join(" ").parse().unwrap();
        for contempt in [0, 30, -30] {
            let options = SearchOptions {
                contempt,
                ..depth(3)
            };
            let result = Engine::new(8, 1)
                .search(&root, &[], &options, &NoClock, &AtomicBool::new(false))
                .unwrap();
            assert_eq!(result.score, Score::Cp(-contempt), "{side} {contempt}");
        }
    }
}

/// The lines of every root move of `root` after `history`, searched to `plies` with
/// `contempt`, by their first move.
fn every_line(
    root: &Position,
    history: &[u64],
    plies: i32,
    contempt: i32,
) -> std::collections::HashMap<String, Score> {
    let options = SearchOptions {
        multipv: 256,
        contempt,
        ..depth(plies)
    };
    Engine::new(8, 1)
        .search(root, history, &options, &NoClock, &AtomicBool::new(false))
        .unwrap()
        .lines
        .into_iter()
        .map(|l| (l.moves[0].clone(), l.score))
        .collect()
}

#[test]
fn a_position_met_a_third_time_is_a_draw() {
    // White and Black each step out and back: the start comes round again every four plies.
    let mut game = vec![Position::start()];
    for _ in 0..2 {
        for path in ["E7-E8", "H10-H9", "E8-E7", "H9-H10"] {
            let next = game.last().unwrap().check(path).unwrap().result;
            game.push(next);
        }
    }
    let keys: Vec<u64> = game.iter().map(Position::zobrist).collect();
    let root = game[8];
    // Twice before, E7-E8 would meet its position a third time: a draw the side to move
    // counts at minus its contempt. Once before, it would not yet be one.
    for (history, drawn) in [(&keys[..8], true), (&keys[4..8], false)] {
        for contempt in [0, 100] {
            let lines = every_line(&root, history, 2, contempt);
            let e7e8 = lines["E7-E8"];
            assert_eq!(
                e7e8 == Score::Cp(-contempt),
                drawn,
                "{drawn} {contempt}: {e7e8:?}"
            );
        }
    }
}

/// The engine playing both sides from `start`, `nodes` a move (one thread: the same game every
/// time), until the game ends or `plies` plies are played: the final position and its status.
fn self_play(start: &str, nodes: u64, plies: usize) -> (Position, camelot_rules::Status) {
    let engine = Engine::new(16, 1);
    let options = SearchOptions {
        limits: Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let mut p: Position = start.parse().unwrap();
    let mut keys = Vec::new();
    for _ in 0..plies {
        if p.status().is_over() {
            break;
        }
        let r = engine
            .search(&p, &keys, &options, &NoClock, &AtomicBool::new(false))
            .unwrap();
        keys.push(p.zobrist());
        p = p.play_move(&r.best);
    }
    (p, p.status())
}

/// Won endings from engine games that the stronger side had drawn by the fifty-move rule,
/// shuffling at home (the quiet-move count set back to 0 here): three Knights against a lone
/// Man with a Man already in Black's castle, and three Knights and a Man against three Men,
/// White's Men guarding their castle. The side ahead must march on the castle it attacks and
/// win before the fifty-move rule draws the game.
#[test]
fn the_side_ahead_converts_a_won_ending() {
    for (start, winner) in [
        (
            "M1/8/10/12/12/12/12/12/12/12/9m2/12/12/5K4/4KK2/2 w 2 0 0 201",
            Outcome::WhiteWins,
        ),
        (
            "1M/2kkm3/10/12/12/12/12/12/12/12/12/12/12/k9/2MM4/2 b 2 0 0 135",
            Outcome::BlackWins,
        ),
    ] {
        let (end, status) = self_play(start, 20_000, 200);
        assert_eq!(status.outcome, winner, "{start}: {end} {status:?}");
    }
}
