//! [`MoveGenerator::is_legal`], [`MoveGenerator::has_capture`] and
//! [`MoveGenerator::generate_captures`] against the generator's own listing.

use camelot_rules::{Bitboard, Move, MoveGenerator, Position, Square};

/// Every generated move is legal; a capture is found exactly when one is generated, and the
/// captures listed alone are the generated ones; every non-capturing move of a piece of the side to move to any
/// square is legal exactly when it is generated; a capture with one piece fewer taken, or ending
/// elsewhere, is legal exactly when that is generated too.
pub fn check_is_legal(p: &Position) {
    let text = p.to_string();
    let mut generator = MoveGenerator::new();
    let mut generated = Vec::new();
    generator.generate(p, &mut generated);
    for mv in &generated {
        assert!(
            generator.is_legal(p, mv),
            "{mv:?} generated, not legal in {text}"
        );
    }
    assert_eq!(
        generator.has_capture(p),
        generated.iter().any(Move::is_capture),
        "{text}"
    );
    let mut captures = Vec::new();
    generator.generate_captures(p, &mut captures);
    let mut expected: Vec<Move> = generated.iter().copied().filter(Move::is_capture).collect();
    captures.sort_unstable();
    expected.sort_unstable();
    assert_eq!(captures, expected, "captures alone in {text}");
    let squares: Vec<Square> = p.board().squares().iter().collect();
    for from in p.pieces(p.side_to_move()) {
        for &to in &squares {
            let mv = Move::Piece {
                from,
                to,
                captured: Bitboard::EMPTY,
            };
            assert_eq!(
                generator.is_legal(p, &mv),
                generated.contains(&mv),
                "{from}-{to} in {text}"
            );
        }
    }
    for mv in &generated {
        let Move::Piece { from, to, captured } = *mv else {
            continue;
        };
        let mut variants = Vec::new();
        for sq in captured {
            let mut fewer = captured;
            fewer.remove(sq);
            variants.push(Move::Piece {
                from,
                to,
                captured: fewer,
            });
        }
        if !captured.is_empty() {
            for &elsewhere in &squares {
                variants.push(Move::Piece {
                    from,
                    to: elsewhere,
                    captured,
                });
            }
        }
        for other in variants {
            assert_eq!(
                generator.is_legal(p, &other),
                generated.contains(&other),
                "{other:?} in {text}"
            );
        }
    }
}
