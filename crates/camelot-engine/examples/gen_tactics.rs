//! Writes the tactical suite (`tests/data/tactics.jsonl`): positions with a forced win in 1, 2
//! or 3 moves, and positions where exactly one move saves the game, each proven by an
//! exhaustive AND-OR search that uses the rules crate alone (no evaluation, no pruning beyond
//! the proof's own short cuts), so the suite does not trust the engine it tests.
//!
//! `cargo run --release -p camelot-engine --example gen_tactics -- OUT [SEED] [COUNT] [TRIES]`
//!
//! COUNT positions of each kind and variant at most, from at most TRIES playouts, then 2 × COUNT
//! wins that end with the loser unable to move.
//!
//! `cargo run --release -p camelot-engine --example gen_tactics -- --walled-in OUT [SEED] [N]
//! [TRIES]`
//!
//! Up to N wins of each length (1, 2, 3 moves) in Camelot and Chivalry that wall a piece in its
//! own castle, its side keeping four pieces or more, from at most TRIES positions.
//!
//! `PLIES=5 WANTED=N EVERY=K cargo run … --example gen_tactics -- --from-games OUT GAMES…`
//!
//! The same kinds of position (up to N of each) from every K-th position of Camelot games
//! written by `camelot-match play --games-out`, until N wins of PLIES plies are found.
//!
//! Positions come from random playouts of each goal's variants, played on until few pieces are
//! left, where tactics decide games.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a generator: a panic is a bug report

use std::io::Write;

mod proof;

use camelot_rules::{EndReason, Move, MoveGenerator, Position, Side, Variant};
use proof::{proves, proves_by, shortest_win_within};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn playout(rng: &mut Rng, variant: Variant, max_pieces: u32) -> Option<Position> {
    let mut g = MoveGenerator::new();
    let mut p = variant.start();
    for _ in 0..400 {
        if p.status().is_over() {
            return None;
        }
        let total = p.piece_count(Side::White) + p.piece_count(Side::Black);
        if total <= max_pieces && rng.below(4) == 0 {
            return Some(p);
        }
        let mut moves = Vec::new();
        g.generate(&p, &mut moves);
        // Captures are taken more often than chance, so that games thin out.
        let captures: Vec<&Move> = moves.iter().filter(|m| m.is_capture()).collect();
        let m = if !captures.is_empty() && rng.below(3) > 0 {
            *captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        p = p.play_move(&m);
    }
    None
}

/// A sparse position made for hemming in: the side not to move has one or two pieces on
/// squares with few neighbours (edges, corners, its own castle), the side to move three to
/// six pieces around them.
fn sparse(rng: &mut Rng, variant: Variant) -> Position {
    use camelot_rules::{Piece, PieceKind};
    let board = variant.board();
    let all: Vec<_> = board.squares().iter().collect();
    let cramped: Vec<_> = all
        .iter()
        .copied()
        .filter(|&sq| {
            board.adjacent(sq).count() <= 5
                && !board.castle(Side::White).contains(sq)
                && !board.castle(Side::Black).contains(sq)
        })
        .collect();
    let side = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    let loser = side.opponent();
    let mut p = Position::empty(variant, side);
    let kind = |rng: &mut Rng| {
        if rng.below(2) == 0 {
            PieceKind::Man
        } else {
            PieceKind::Knight
        }
    };
    let mut around = camelot_rules::Bitboard::EMPTY;
    for _ in 0..1 + rng.below(2) {
        let sq = if rng.below(4) == 0 {
            // In its own castle.
            let c: Vec<_> = board.castle(loser).iter().collect();
            c[rng.below(c.len())]
        } else {
            cramped[rng.below(cramped.len())]
        };
        if p.piece_at(sq).is_none() && (p.pieces(loser) & board.castle(loser)).is_empty() {
            let k = kind(rng);
            p = p.with_piece(
                sq,
                Some(Piece {
                    side: loser,
                    kind: k,
                }),
            );
            around |= board.adjacent(sq);
            for (over, to) in board.leaps(sq) {
                around.insert(over);
                around.insert(to);
            }
        }
    }
    let near: Vec<_> = (around & !board.castle(loser) & !board.castle(side))
        .iter()
        .collect();
    if near.is_empty() {
        return p;
    }
    let (knights, men) = variant.army();
    for _ in 0..3 + rng.below(4) {
        let sq = near[rng.below(near.len())];
        let k = kind(rng);
        let have = (p.pieces(side) & p.knights()).count();
        let full = match k {
            PieceKind::Knight => have >= knights,
            PieceKind::Man => p.piece_count(side) - have >= men,
        };
        if p.piece_at(sq).is_none() && !full {
            p = p.with_piece(sq, Some(Piece { side, kind: k }));
        }
    }
    p
}

/// Forced wins that end with the loser unable to move: rare in playouts, so they are looked
/// for in sparse positions.
fn no_move_wins(
    rng: &mut Rng,
    g: &mut MoveGenerator,
    file: &mut std::fs::File,
    wanted: usize,
) -> usize {
    let mut found = 0;
    for _ in 0..2_000_000 {
        if found >= wanted {
            break;
        }
        let variant = [Variant::Camette, Variant::Cam, Variant::Camelot][rng.below(3)];
        let p = sparse(rng, variant);
        if p.status().is_over() {
            continue;
        }
        let stm = p.side_to_move();
        let mut moves = Vec::new();
        g.generate(&p, &mut moves);
        if moves.len() < 2 {
            continue;
        }
        let Some(plies) = shortest_win(g, &p) else {
            continue;
        };
        let mut nodes = 0;
        if proves_by(g, &p, stm, plies, &mut nodes, Some(EndReason::NoMoves)).is_none() {
            continue;
        }
        if write_no_move_win(g, file, variant, &p, &moves, plies) {
            found += 1;
        }
    }
    found
}

/// Writes `p`, a proven win in `plies` plies that ends with the loser unable to move, with its
/// winning moves, unless every move wins.
fn write_no_move_win(
    g: &mut MoveGenerator,
    file: &mut std::fs::File,
    variant: Variant,
    p: &Position,
    moves: &[Move],
    plies: u32,
) -> bool {
    let stm = p.side_to_move();
    let mut winning = Vec::new();
    for m in moves {
        let mut nodes = 0;
        if proves(g, &p.play_move(m), stm, plies - 1, &mut nodes).is_some() {
            winning.push(p.path_of(m).unwrap().to_string());
        }
    }
    if winning.len() == moves.len() {
        return false;
    }
    let line = serde_json::json!({
        "kind": "win", "variant": variant.name(), "position": p.to_string(),
        "moves": plies.div_ceil(2), "plies": plies, "ends_by": "no-moves", "best": winning,
    });
    writeln!(file, "{line}").unwrap();
    true
}

/// A Camelot or Chivalry position where the side not to move has a piece in its own castle,
/// which must leave on its turn, so that no other piece of that side may move (CAMELOT.md §4):
/// the side to move has pieces on most squares that piece could step or leap to and a few more
/// a step further out, the other side three to six more pieces away from them. Walling the castle piece in wins however many pieces its side
/// keeps elsewhere.
fn walled_in(rng: &mut Rng, variant: Variant) -> Position {
    use camelot_rules::{Bitboard, Piece, PieceKind};
    let board = variant.board();
    let side = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    let loser = side.opponent();
    let kind = |rng: &mut Rng| {
        if rng.below(2) == 0 {
            PieceKind::Man
        } else {
            PieceKind::Knight
        }
    };
    let castle: Vec<_> = board.castle(loser).iter().collect();
    let home = castle[rng.below(castle.len())];
    let mut p = Position::empty(variant, side).with_piece(
        home,
        Some(Piece {
            side: loser,
            kind: kind(rng),
        }),
    );
    let castles = board.castle(Side::White) | board.castle(Side::Black);
    let mut around = board.adjacent(home);
    for (over, to) in board.leaps(home) {
        around.insert(over);
        around.insert(to);
    }
    let near: Vec<_> = (around & !castles).iter().collect();
    let (knights, men) = variant.army();
    let place = |p: Position, rng: &mut Rng, owner: Side, squares: &[camelot_rules::Square]| {
        let sq = squares[rng.below(squares.len())];
        let k = kind(rng);
        let have = (p.pieces(owner) & p.knights()).count();
        let full = match k {
            PieceKind::Knight => have >= knights,
            PieceKind::Man => p.piece_count(owner) - have >= men,
        };
        if p.piece_at(sq).is_none() && !full {
            p.with_piece(
                sq,
                Some(Piece {
                    side: owner,
                    kind: k,
                }),
            )
        } else {
            p
        }
    };
    for _ in 0..5 + rng.below(4) {
        p = place(p, rng, side, &near);
    }
    // And a few a step further out, free to close the last gap.
    let mut ring = Bitboard::EMPTY;
    for &sq in &near {
        ring |= board.adjacent(sq);
    }
    let further: Vec<_> = (ring & !around & !castles).iter().collect();
    for _ in 0..1 + rng.below(3) {
        p = place(p, rng, side, &further);
    }
    // The bystanders: away from the castle and from every piece of the side to move.
    let mut crowded: Bitboard = around | castles;
    for sq in p.pieces(side).iter() {
        crowded |= board.adjacent(sq);
    }
    let away: Vec<_> = board
        .squares()
        .iter()
        .filter(|&sq| !crowded.contains(sq))
        .collect();
    for _ in 0..3 + rng.below(4) {
        p = place(p, rng, loser, &away);
    }
    p
}

/// Forced wins that end with a piece walled in its own castle and its side, four pieces or
/// more, left without a move: up to `wanted` of each length (1, 2 and 3 moves) in Camelot and
/// Chivalry, from at most `max_tries` positions (the longer wins are rare: the walled piece
/// usually breaks out). The sparse positions of [`no_move_wins`] leave the loser one or two pieces, which
/// any search checks for a move; here the loser's other pieces have moves the rules forbid.
fn walled_in_wins(rng: &mut Rng, out: &str, wanted: usize, max_tries: usize) {
    let mut g = MoveGenerator::new();
    let mut file = std::fs::File::create(out).expect("the output file");
    let mut found = Found::new();
    for tries in 0..max_tries {
        if found.len() == 6 && found.values().all(|&n| n >= wanted) {
            break;
        }
        if tries % 1000 == 0 {
            eprintln!("{tries} positions, {} wins", found.values().sum::<usize>());
        }
        let variant = [Variant::Camelot, Variant::Chivalry][rng.below(2)];
        let p = walled_in(rng, variant);
        let stm = p.side_to_move();
        if p.status().is_over() || p.piece_count(stm.opponent()) < 4 {
            continue;
        }
        let mut moves = Vec::new();
        g.generate(&p, &mut moves);
        if moves.len() < 2 {
            continue;
        }
        // Five plies cost a proof of millions of nodes where there is no win: only while
        // they are still wanted.
        let long = ("win".to_string(), variant.name().to_string(), 5);
        let most = if found.get(&long).copied().unwrap_or(0) < wanted {
            5
        } else {
            3
        };
        let Some(plies) = shortest_win_within(&mut g, &p, most) else {
            continue;
        };
        let key = ("win".to_string(), variant.name().to_string(), plies);
        if found.get(&key).copied().unwrap_or(0) >= wanted {
            continue;
        }
        let mut nodes = 0;
        if proves_by(&mut g, &p, stm, plies, &mut nodes, Some(EndReason::NoMoves)).is_none()
            || proves(&mut g, &p, stm, plies, &mut 0) != Some(EndReason::NoMoves)
        {
            continue;
        }
        if write_no_move_win(&mut g, &mut file, variant, &p, &moves, plies) {
            *found.entry(key).or_default() += 1;
        }
    }
    for (k, v) in &found {
        eprintln!("{k:?}: {v}");
    }
}

type Found = std::collections::BTreeMap<(String, String, u32), usize>;

/// The fewest plies (up to 5) within which the side to move wins whatever the other does; in
/// the anti goal the last move of a win is often the loser's, so the count may be even.
fn shortest_win(g: &mut MoveGenerator, p: &Position) -> Option<u32> {
    shortest_win_within(g, p, 5)
}

/// Writes `p` as a forced win if it is one (and not every move wins).
#[allow(clippy::too_many_arguments)]
fn try_win(
    g: &mut MoveGenerator,
    found: &mut Found,
    file: &mut std::fs::File,
    variant: Variant,
    p: &Position,
    moves: &[Move],
    wanted: usize,
    most: u32,
) {
    let Some(plies) = shortest_win_within(g, p, most) else {
        return;
    };
    let stm = p.side_to_move();
    let n = plies.div_ceil(2);
    let key = ("win".to_string(), variant.name().to_string(), n);
    if found.get(&key).copied().unwrap_or(0) >= wanted {
        return;
    }
    let mut winning = Vec::new();
    let mut reason = None;
    for m in moves {
        let mut nodes = 0;
        let r = proves(g, &p.play_move(m), stm, plies - 1, &mut nodes);
        if nodes > 3_000_000 {
            return;
        }
        if let Some(r) = r {
            winning.push(p.path_of(m).unwrap().to_string());
            reason.get_or_insert(r);
        }
    }
    let Some(reason) = reason else {
        return;
    };
    if winning.len() < moves.len() {
        let line = serde_json::json!({
            "kind": "win", "variant": variant.name(), "position": p.to_string(),
            "moves": n, "plies": plies, "ends_by": reason.as_str(), "best": winning,
        });
        writeln!(file, "{line}").unwrap();
        *found.entry(key).or_default() += 1;
    }
}

/// Writes `p` if exactly one move avoids a loss within 3 plies.
fn try_save(
    g: &mut MoveGenerator,
    found: &mut Found,
    file: &mut std::fs::File,
    variant: Variant,
    p: &Position,
    moves: &[Move],
    wanted: usize,
) {
    let key = ("save".to_string(), variant.name().to_string(), 2);
    if found.get(&key).copied().unwrap_or(0) >= wanted {
        return;
    }
    let stm = p.side_to_move();
    let mut saving = Vec::new();
    for m in moves {
        let mut nodes = 0;
        let lost = proves(g, &p.play_move(m), stm.opponent(), 3, &mut nodes).is_some();
        if nodes > 3_000_000 {
            return;
        }
        if !lost {
            saving.push(p.path_of(m).unwrap().to_string());
            if saving.len() > 1 {
                return;
            }
        }
    }
    if saving.len() == 1 {
        let line = serde_json::json!({
            "kind": "save", "variant": variant.name(), "position": p.to_string(),
            "plies": 4, "best": saving,
        });
        writeln!(file, "{line}").unwrap();
        *found.entry(key).or_default() += 1;
    }
}

/// Forced wins (up to `most` plies) and single saving moves in the Camelot positions of games
/// played by `camelot-match` (its `--games-out` files): the crowded positions of real play,
/// which random playouts thinned out to a few pieces do not reach. Every `every`-th position
/// from ply 10 on, until `wanted` wins of `most` plies are found (the rarest kind).
fn from_games(out: &str, files: &[String], wanted: usize, every: usize, most: u32) {
    let mut g = MoveGenerator::new();
    let mut file = std::fs::File::create(out).expect("the output file");
    let mut found = Found::new();
    let mut looked = 0;
    let longest = (
        "win".to_string(),
        Variant::Camelot.name().to_string(),
        most.div_ceil(2),
    );
    for game in proof::games(files) {
        if found.get(&longest).copied().unwrap_or(0) >= wanted {
            break;
        }
        for (ply, (p, _)) in game.plies.iter().enumerate() {
            if ply >= 10 && ply % every == 0 && !p.status().is_over() {
                let mut moves = Vec::new();
                g.generate(p, &mut moves);
                if moves.len() >= 2 {
                    looked += 1;
                    let v = Variant::Camelot;
                    try_win(&mut g, &mut found, &mut file, v, p, &moves, wanted, most);
                    try_save(&mut g, &mut found, &mut file, v, p, &moves, wanted);
                }
            }
        }
    }
    eprintln!("{looked} positions");
    for (k, v) in &found {
        eprintln!("{k:?}: {v}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--walled-in") {
        let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2026);
        let wanted = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(4);
        let max_tries = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(20_000);
        return walled_in_wins(&mut Rng(seed), &args[1], wanted, max_tries);
    }
    if args.first().is_some_and(|a| a == "--from-games") {
        let wanted = std::env::var("WANTED")
            .ok()
            .and_then(|w| w.parse().ok())
            .unwrap_or(50);
        let every = std::env::var("EVERY")
            .ok()
            .and_then(|w| w.parse().ok())
            .unwrap_or(3);
        let most = std::env::var("PLIES")
            .ok()
            .and_then(|w| w.parse().ok())
            .unwrap_or(3);
        return from_games(&args[1], &args[2..], wanted, every, most);
    }
    let out = args
        .first()
        .cloned()
        .unwrap_or_else(|| "tactics.jsonl".into());
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2026);
    let wanted: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let max_tries: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(60_000);
    let mut rng = Rng(seed);
    let mut g = MoveGenerator::new();
    let mut file = std::fs::File::create(&out).expect("the output file");
    let variants = [
        (Variant::Camelot, 10),
        (Variant::Chivalry, 12),
        (Variant::Cam, 6),
        (Variant::Camette, 5),
        (Variant::Anti, 8),
    ];
    let mut found = Found::new();
    let mut tries = 0;
    while tries < max_tries {
        tries += 1;
        if tries % 10_000 == 0 {
            eprintln!(
                "{tries} playouts, {} positions",
                found.values().sum::<usize>()
            );
        }
        let (variant, max_pieces) = variants[rng.below(variants.len())];
        let Some(p) = playout(&mut rng, variant, max_pieces) else {
            continue;
        };
        let mut moves = Vec::new();
        g.generate(&p, &mut moves);
        if moves.len() < 2 {
            continue;
        }
        try_win(
            &mut g, &mut found, &mut file, variant, &p, &moves, wanted, 5,
        );
        try_save(&mut g, &mut found, &mut file, variant, &p, &moves, wanted);
        if found.values().filter(|&&n| n >= wanted).count() >= variants.len() * 4 - 1 {
            break;
        }
    }
    for (k, v) in &found {
        eprintln!("{k:?}: {v}");
    }
    eprintln!("{tries} playouts");
    let no_moves = no_move_wins(&mut rng, &mut g, &mut file, 2 * wanted);
    eprintln!("no-moves wins: {no_moves}");
}
