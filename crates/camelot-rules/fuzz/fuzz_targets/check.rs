//! `check` on random positions of every variant: the first byte picks the variant and the
//! counters, the next bytes place pieces (game-like counts: at most the variant's Knights and
//! Men a side) and, in River, trees; the rest is the submitted path. Never panics, and agrees
//! with the move listing and the fast move count.
#![no_main]

use camelot_rules::{Bitboard, Piece, PieceKind, Position, Side, Square, Variant};
use libfuzzer_sys::fuzz_target;

fn position(bytes: &[u8]) -> Position {
    let mut it = bytes.iter().copied();
    let header = it.next().unwrap_or(0);
    let variant = Variant::ALL[usize::from(header) % Variant::ALL.len()];
    let flags = it.next().unwrap_or(0);
    let side = if flags & 1 == 0 {
        Side::White
    } else {
        Side::Black
    };
    let mut pos = Position::empty(variant, side)
        .with_castle_moves_used(Side::White, (flags >> 1) % 3)
        .with_castle_moves_used(Side::Black, (flags >> 3) % 3)
        .with_counters(u32::from(flags >> 5) * 20, 1);
    let squares: Vec<Square> = variant.board().squares().iter().collect();
    let (knights, men) = variant.army();
    let mut counts = [[0u32; 2]; 2];
    let mut trees = Bitboard::EMPTY;
    while let (Some(square), Some(code)) = (it.next(), it.next()) {
        let sq = squares[usize::from(square) % squares.len()];
        if code & 4 != 0 {
            // A tree, where River allows one (with_trees ignores the rest).
            trees.insert(sq);
            continue;
        }
        let side = if code & 1 == 0 {
            Side::White
        } else {
            Side::Black
        };
        let knight = code & 2 != 0;
        let count = &mut counts[side.index()][usize::from(knight)];
        if *count >= if knight { knights } else { men } || pos.piece_at(sq).is_some() {
            continue;
        }
        *count += 1;
        let kind = if knight {
            PieceKind::Knight
        } else {
            PieceKind::Man
        };
        pos = pos.with_piece(sq, Some(Piece { side, kind }));
    }
    pos.with_trees(trees)
}

fuzz_target!(|data: &[u8]| {
    let split = data.iter().position(|&b| b == b'|').unwrap_or(data.len());
    let (board, path) = data.split_at(split);
    let pos = position(board);
    let path = String::from_utf8_lossy(path.get(1..).unwrap_or_default());
    let _ = pos.to_string();
    if pos.in_placement_phase() {
        // Thousands of placements: count them, check the path, skip the full listing.
        let _ = pos.legal_move_count();
        if let Err(e) = pos.check(&path) {
            assert!(!e.tag().is_empty() && !e.to_string().is_empty());
        }
        return;
    }
    let moves = pos.legal_moves();
    assert_eq!(pos.legal_move_count(), moves.len() as u64);
    match pos.check(&path) {
        Ok(m) => assert!(
            moves.contains(&m),
            "{path} accepted as {} but not listed",
            m.path
        ),
        Err(e) => assert!(!e.tag().is_empty() && !e.to_string().is_empty()),
    }
    // Every listed move validates to itself.
    for m in moves.iter().take(8) {
        match pos.check(&m.path.to_string()) {
            Ok(again) => assert_eq!(&again, m),
            Err(e) => panic!("listed move {} rejected: {} ({e})", m.path, e.tag()),
        }
    }
});
