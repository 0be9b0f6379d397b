//! `check` on random positions: the first bytes place pieces (game-like counts: at most 4
//! Knights and 10 Men a side), the rest is the submitted path. Never panics, and agrees with
//! the move listing and the fast move count.
#![no_main]

use camelot_rules::{Piece, PieceKind, Position, Side, Square};
use libfuzzer_sys::fuzz_target;

fn position(bytes: &[u8]) -> Position {
    let mut it = bytes.iter().copied();
    let header = it.next().unwrap_or(0);
    let side = if header & 1 == 0 {
        Side::White
    } else {
        Side::Black
    };
    let mut pos = Position::empty(side)
        .with_castle_moves_used(Side::White, (header >> 1) % 3)
        .with_castle_moves_used(Side::Black, (header >> 3) % 3)
        .with_counters(u32::from(header >> 5) * 20, 1);
    let mut counts = [[0u8; 2]; 2];
    while let (Some(square), Some(code)) = (it.next(), it.next()) {
        let Some(sq) = Square::from_index(usize::from(square) % 160) else {
            continue;
        };
        let side = if code & 1 == 0 {
            Side::White
        } else {
            Side::Black
        };
        let knight = code & 2 != 0;
        let count = &mut counts[side.index()][usize::from(knight)];
        if *count >= if knight { 4 } else { 10 } || pos.piece_at(sq).is_some() {
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
    pos
}

fuzz_target!(|data: &[u8]| {
    let split = data.iter().position(|&b| b == b'|').unwrap_or(data.len());
    let (board, path) = data.split_at(split);
    let pos = position(board);
    let path = String::from_utf8_lossy(path.get(1..).unwrap_or_default());
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
