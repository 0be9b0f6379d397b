//! Property tests over random playouts and random hand-made-like positions, cross-checked
//! against a brute-force oracle that enumerates every valid path (tests/common/oracle.rs).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

mod common;

use std::collections::BTreeSet;

use camelot_rules::{Game, Perft, Piece, PieceKind, Position, Side, Square};
use common::oracle;
use proptest::prelude::*;

/// Everything that must hold in any position.
fn check_position(p: &Position) {
    // Position strings round-trip.
    let text = p.to_string();
    assert_eq!(text.parse::<Position>().unwrap(), *p, "{text}");

    let moves = p.legal_moves();
    let status = p.status();
    assert_eq!(p.legal_move_count(), moves.len() as u64, "{text}");
    if status.is_over() {
        assert!(moves.is_empty(), "{text}");
    } else {
        assert!(!moves.is_empty(), "{text}: ongoing without moves");
    }

    // The engine's listing is the oracle's listing.
    let (expected, aliases) = oracle::listing(p);
    let actual: Vec<(String, String)> = moves
        .iter()
        .map(|m| (m.path.to_string(), m.result.to_string()))
        .collect();
    assert_eq!(actual, expected, "listing differs in {text}");

    // Every valid path (alias) is accepted as its canonical move, in any letter case.
    for (alias, canonical) in &aliases {
        for spelled in [alias.clone(), alias.to_lowercase()] {
            let mv = p
                .check(&spelled)
                .unwrap_or_else(|e| panic!("{spelled} rejected ({}: {e}) in {text}", e.tag()));
            assert_eq!(mv.path.to_string(), *canonical, "{spelled} in {text}");
        }
    }

    // Every listed move validates to itself, and its result is consistent.
    let me = p.side_to_move();
    let them = me.opponent();
    let opp_castle: Vec<Square> = match them {
        Side::White => vec!["F1".parse().unwrap(), "G1".parse().unwrap()],
        Side::Black => vec!["F16".parse().unwrap(), "G16".parse().unwrap()],
    };
    let in_castle = |q: &Position, side: Side| -> Vec<Square> {
        opp_castle
            .iter()
            .copied()
            .filter(|&s| q.piece_at(s).is_some_and(|pc| pc.side == side))
            .collect()
    };
    for m in &moves {
        let again = p.check(&m.path.to_string()).unwrap();
        assert_eq!(&again, m);
        let r = &m.result;
        assert_eq!(r.side_to_move(), them);
        // Piece counts fall only by captures.
        assert_eq!(r.piece_count(me), p.piece_count(me));
        assert_eq!(
            r.piece_count(them) + m.captures.len() as u32,
            p.piece_count(them)
        );
        // No piece leaves the opponent's castle (it may only step to the other square).
        let before = in_castle(p, me).len();
        assert!(
            in_castle(r, me).len() >= before,
            "{} left the castle in {text}",
            m.path
        );
        // Castle moves never exceed two.
        for side in Side::BOTH {
            assert!(r.castle_moves_used(side) <= 2);
            assert!(r.castle_moves_used(side) >= p.castle_moves_used(side));
        }
        // Counters.
        let expected_number = p.move_number() + u32::from(me == Side::Black);
        assert_eq!(r.move_number(), expected_number);
    }

    // Mutated paths are accepted exactly when the oracle knows them as valid.
    let valid: BTreeSet<&str> = aliases.iter().map(|(a, _)| a.as_str()).collect();
    for m in moves.iter().take(12) {
        for mutated in mutations(&m.path.to_string()) {
            let accepted = p.check(&mutated).is_ok();
            let upper = mutated.to_uppercase().replace('X', "x");
            assert_eq!(
                accepted,
                valid.contains(upper.as_str()),
                "{mutated} in {text}"
            );
        }
    }
}

/// Perft to depth 2 (whose leaf counting reuses per-piece counts between sibling positions),
/// with and without a transposition table, equals the count from the full listings.
fn check_perft(p: &Position) {
    let by_listing: u64 = p
        .legal_moves()
        .iter()
        .map(|m| m.result.legal_moves().len() as u64)
        .sum();
    assert_eq!(Perft::new(None).count(p, 2), by_listing, "perft(2) of {p}");
    assert_eq!(
        Perft::new(Some(4)).count(p, 2),
        by_listing,
        "perft(2) with a table of {p}"
    );
}

/// Small edits of a valid path: other separator, a neighbouring square, truncation, an extra
/// step.
fn mutations(path: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, c) in path.char_indices() {
        if c == '-' || c == 'x' {
            let flipped = if c == '-' { 'x' } else { '-' };
            out.push(format!("{}{}{}", &path[..i], flipped, &path[i + 1..]));
            out.push(path[..i].to_owned());
        }
    }
    let last_sep = path.rfind(['-', 'x']).unwrap_or(0);
    let (head, last) = path.split_at(last_sep + 1);
    if let Ok(sq) = last.parse::<Square>() {
        for (df, dr) in [(1i8, 0i8), (-1, 0), (0, 1), (0, -1), (2, 2), (-2, 0)] {
            let f = sq.file() as i8 + df;
            let r = sq.rank() as i8 + dr;
            if f >= 0 && r >= 0 {
                if let Some(t) = Square::from_file_rank(f as u8, r as u8) {
                    out.push(format!("{head}{t}"));
                    out.push(format!("{path}-{t}"));
                    out.push(format!("{path}x{t}"));
                }
            }
        }
    }
    out
}

/// Plays `choices` from `start` (each picks a move index modulo the number of moves), checking
/// every position; returns the game.
fn playout(start: Position, choices: &[u16]) -> Game {
    let mut game = Game::new(start);
    for &c in choices {
        let p = *game.position();
        check_position(&p);
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = &moves[usize::from(c) % moves.len()];
        let played = game.play(&m.path.to_string()).unwrap();
        assert_eq!(&played, m);
    }
    check_position(game.position());
    game
}

/// A random position shaped like the vectors' special positions: few pieces, many of them near
/// the castles, counters that a game could produce.
fn special_position() -> impl Strategy<Value = Position> {
    let piece = (0usize..160, any::<bool>(), any::<bool>(), 0u8..10);
    (
        proptest::collection::vec(piece, 2..18),
        any::<bool>(),
        0u8..3,
        0u8..3,
        0u32..120,
    )
        .prop_map(|(pieces, black_to_move, wc, bc, quiet)| {
            let side = if black_to_move {
                Side::Black
            } else {
                Side::White
            };
            let mut p = Position::empty(camelot_rules::Variant::Camelot, side);
            let mut counts = [[0u8; 2]; 2];
            for (index, black, knight, near) in pieces {
                // Pull most pieces near the castles (the 40 squares at either end of the board).
                let index = if near < 6 {
                    let band = index % 40;
                    if index % 2 == 0 { band } else { 159 - band }
                } else {
                    index
                };
                let sq = Square::all().nth(index).unwrap();
                let side = if black { Side::Black } else { Side::White };
                let kind = if knight {
                    PieceKind::Knight
                } else {
                    PieceKind::Man
                };
                let c = &mut counts[side as usize][knight as usize];
                let limit = if knight { 4 } else { 10 };
                if *c < limit && p.piece_at(sq).is_none() {
                    *c += 1;
                    p = p.with_piece(sq, Some(Piece { side, kind }));
                }
            }
            // At most one piece of a side in its own castle; castle moves used only by a side
            // with a piece in the opponent's castle.
            for s in Side::BOTH {
                let own: Vec<Square> = match s {
                    Side::White => vec!["F1".parse().unwrap(), "G1".parse().unwrap()],
                    Side::Black => vec!["F16".parse().unwrap(), "G16".parse().unwrap()],
                };
                let inside: Vec<Square> = own
                    .iter()
                    .copied()
                    .filter(|&q| p.piece_at(q).is_some_and(|pc| pc.side == s))
                    .collect();
                if inside.len() > 1 {
                    p = p.with_piece(inside[1], None);
                }
                let owner = s.opponent();
                let used = if owner == Side::White { wc } else { bc };
                let in_opp = own
                    .iter()
                    .copied()
                    .filter(|&q| p.piece_at(q).is_some_and(|pc| pc.side == owner))
                    .count();
                if in_opp > 0 {
                    p = p.with_castle_moves_used(owner, used);
                }
            }
            p.with_counters(quiet, 1 + quiet / 2)
        })
}

/// The oracle and the engine agree on every position of the shared move vectors (this also
/// checks the oracle against the vectors' independent implementation, via the engine).
#[test]
fn vector_positions_agree_with_oracle() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/vectors/moves.jsonl"
    ))
    .unwrap();
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let p: Position = v["position"].as_str().unwrap().parse().unwrap();
        check_position(&p);
    }
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24)
}

proptest! {
    // 24 cases keep a debug run of this file well under a minute on 2 cores; set
    // PROPTEST_CASES for a longer search.
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// Random playouts from the start: every position passes `check_position`, and replaying
    /// the game's canonical moves rebuilds the same positions.
    #[test]
    fn random_playouts(choices in proptest::collection::vec(any::<u16>(), 1..90)) {
        let game = playout(Position::start(), &choices);
        let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
        let replayed = Game::replay(Position::start(), &moves).unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.positions(), game.positions());
        check_perft(game.position());
    }

    /// Random sparse positions with pieces near the castles, played out a few plies.
    #[test]
    fn special_positions(p in special_position(), choices in proptest::collection::vec(any::<u16>(), 0..12)) {
        let game = playout(p, &choices);
        let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
        let replayed = Game::replay(p, &moves).unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        check_perft(game.position());
    }

    /// Position strings round-trip, and arbitrary text never panics the parsers.
    #[test]
    fn parsers_never_panic(text in "\\PC{0,80}") {
        if let Ok(p) = text.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        }
        let _ = Position::start().check(&text);
    }
}
