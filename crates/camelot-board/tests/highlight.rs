//! The last-move highlight: legal and illegal paths, captured squares, and what the form that
//! only knows the position after the move accepts and rejects.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use camelot_board::{BoardError, Highlight};
use camelot_rules::{Game, Piece, PieceKind, Position, Side, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn names(squares: &[Square]) -> Vec<String> {
    squares.iter().map(Square::to_string).collect()
}

/// Black's double capture E10xG8xE8 after D6-F8 C11-B10 F7-F9: (before, after).
fn double_capture() -> (Position, Position) {
    let game = Game::replay(Position::start(), &["D6-F8", "C11-B10", "F7-F9"]).unwrap();
    let before = *game.position();
    (before, before.play("E10xG8xE8").unwrap())
}

fn man(side: Side) -> Option<Piece> {
    Some(Piece {
        side,
        kind: PieceKind::Man,
    })
}

/// A hand-made position: White Men and Black Men on the given squares.
fn board(white: &[&str], black: &[&str], to_move: Side) -> Position {
    let mut position = Position::empty(camelot_rules::Variant::Camelot, to_move);
    for name in white {
        position = position.with_piece(sq(name), man(Side::White));
    }
    for name in black {
        position = position.with_piece(sq(name), man(Side::Black));
    }
    position
}

#[test]
fn legal_paths_in_the_position_before() {
    let start = Position::start();
    let plain = Highlight::from_position_before(&start, "i7-i8").unwrap();
    assert_eq!(plain.path().to_string(), "I7-I8");
    assert_eq!(names(&plain.visited()), ["I7", "I8"]);
    assert!(plain.captures().is_empty());

    let canter = Highlight::from_position_before(&start, "D7-D5-B7").unwrap();
    assert_eq!(names(&canter.visited()), ["D7", "D5", "B7"]);
    assert!(canter.captures().is_empty());

    let (before, _) = double_capture();
    let jump = Highlight::from_position_before(&before, "E10XG8XE8").unwrap();
    assert_eq!(jump.path().to_string(), "E10xG8xE8");
    assert_eq!(names(&jump.visited()), ["E10", "G8", "E8"]);
    assert_eq!(names(jump.captures()), ["F9", "F8"]);
    let mv = before.check("E10xG8xE8").unwrap();
    assert_eq!(Highlight::from_legal_move(&mv), jump);
}

#[test]
fn illegal_paths_in_the_position_before() {
    let start = Position::start();
    let err = Highlight::from_position_before(&start, "F6-F7").unwrap_err();
    assert_eq!(err.reason(), "landing-occupied");
    assert_eq!(err.field(), Some("last"));
    assert_eq!(
        err.to_string(),
        "F7 is occupied: a piece may only land on an empty square"
    );

    let err = Highlight::from_position_before(&start, "F6").unwrap_err();
    assert!(matches!(err, BoardError::Path(_)));
    assert_eq!(err.reason(), "malformed");
    assert!(err.to_string().contains("`F6` is not a move path"), "{err}");

    let err = Highlight::from_position_before(&start, "A1-B2").unwrap_err();
    assert_eq!(err.reason(), "off-board");
    assert_eq!(err.to_string(), "`A1` is not a square of the board");

    // Black's pieces in White's turn.
    let err = Highlight::from_position_before(&start, "F10-F9").unwrap_err();
    assert_eq!(err.reason(), "not-your-piece");

    // A quiet move when a capture is due.
    let (before, _) = double_capture();
    let err = Highlight::from_position_before(&before, "B10-B9").unwrap_err();
    assert_eq!(err.reason(), "capture-required");
    assert!(err.to_string().contains("capture is compulsory"), "{err}");
}

#[test]
fn position_after_infers_the_captured_squares() {
    let (before, after) = double_capture();
    let inferred = Highlight::from_position_after(&after, "e10xg8xe8").unwrap();
    assert_eq!(names(inferred.captures()), ["F9", "F8"]);
    assert_eq!(
        inferred,
        Highlight::from_position_before(&before, "E10xG8xE8").unwrap()
    );

    let after_plain = Position::start().play("C6-E8").unwrap();
    let plain = Highlight::from_position_after(&after_plain, "C6-E8").unwrap();
    assert!(plain.captures().is_empty());
    assert_eq!(names(&plain.visited()), ["C6", "E8"]);
}

/// For every legal move along a few deterministic playouts, the highlight inferred from the
/// position after the move equals the one checked in the position before it.
#[test]
fn position_after_agrees_with_position_before_on_every_legal_move() {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut checked = 0;
    let mut with_captures = 0;
    for _game in 0..6 {
        let mut position = Position::start();
        for _ply in 0..60 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            for mv in &moves {
                let path = mv.path.to_string();
                let before = Highlight::from_position_before(&position, &path).unwrap();
                let after = Highlight::from_position_after(&mv.result, &path)
                    .unwrap_or_else(|e| panic!("{position} {path}: {e}"));
                assert_eq!(before, after, "{position} {path}");
                let mut expected = mv.captures.clone();
                let mut got = after.captures().to_vec();
                expected.sort();
                got.sort();
                assert_eq!(got, expected, "{position} {path}");
                checked += 1;
                with_captures += usize::from(!mv.captures.is_empty());
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let pick = usize::try_from(seed >> 33).unwrap() % moves.len();
            position = moves[pick].result;
        }
    }
    assert!(checked > 2000, "{checked} moves checked");
    assert!(
        with_captures > 50,
        "{with_captures} capturing moves checked"
    );
}

#[test]
fn position_after_rejects_paths_that_do_not_fit_it() {
    let start = Position::start();
    let after = start.play("D6-F8").unwrap(); // Black to move: White moved last.

    // The destination is empty.
    let err = Highlight::from_position_after(&start, "F10-F9").unwrap_err();
    assert_eq!(err, BoardError::DestinationEmpty { square: sq("F9") });
    assert_eq!(
        err.to_string(),
        "F9 is empty, but the last move would have ended there"
    );
    assert_eq!(err.field(), Some("last"));

    // The destination holds a piece of the side to move.
    let err = Highlight::from_position_after(&after, "H9-H11").unwrap_err();
    assert_eq!(
        err,
        BoardError::DestinationNotMover {
            square: sq("H11"),
            mover: Side::White
        }
    );
    assert_eq!(
        err.to_string(),
        "the last move was white's, but the piece on H11 is not white's"
    );

    // The origin is occupied.
    let err = Highlight::from_position_after(&after, "E6-F8").unwrap_err();
    assert_eq!(err, BoardError::OriginOccupied { square: sq("E6") });

    // A jumped-over square still holds a piece.
    let err = Highlight::from_position_after(&after, "D6xF8").unwrap_err();
    assert_eq!(err, BoardError::CapturedSquareOccupied { square: sq("E7") });
    assert_eq!(err.reason(), "captured-square-occupied");

    // Not a step or a leap: the rules reject it in the rebuilt position.
    let err = Highlight::from_position_after(&after, "D5-F8").unwrap_err();
    assert_eq!(err.reason(), "not-adjacent");

    // A capture written with `-`: nothing to leap in the rebuilt position.
    let (_, after_capture) = double_capture();
    let err = Highlight::from_position_after(&after_capture, "E10-G8-E8").unwrap_err();
    assert_eq!(err.reason(), "nothing-to-leap");
}

#[test]
fn position_after_enforces_the_rules_in_the_rebuilt_position() {
    // White could capture D4xF6 but moved A8-A9 instead: the capture duty is broken.
    let after = board(&["D4", "A9", "B4"], &["E5", "K10"], Side::Black);
    let err = Highlight::from_position_after(&after, "A8-A9").unwrap_err();
    assert_eq!(err.reason(), "capture-required");
    // Had the Black Man not stood on E5, the move was fine.
    let after = board(&["D4", "A9", "B4"], &["E6", "K10"], Side::Black);
    assert!(Highlight::from_position_after(&after, "A8-A9").is_ok());

    // A Man may not canter then jump (only a Knight charges): a White Man D6-F6 over E6
    // (a friend), then F6xH6 over G6 (an enemy, captured).
    let after = board(&["E6", "H6", "A4"], &["K10"], Side::Black);
    let err = Highlight::from_position_after(&after, "D6-F6xH6").unwrap_err();
    assert_eq!(err.reason(), "man-cannot-charge");
}

#[test]
fn castle_moves_and_castle_counters() {
    // A White Man made a Castle Move F16-G16 in Black's castle.
    let after =
        board(&["G16", "A4"], &["E8", "F8"], Side::Black).with_castle_moves_used(Side::White, 1);
    let h = Highlight::from_position_after(&after, "F16-G16").unwrap();
    assert_eq!(names(&h.visited()), ["F16", "G16"]);

    // The same with no Castle Move counted: inconsistent.
    let uncounted = after.with_castle_moves_used(Side::White, 0);
    let err = Highlight::from_position_after(&uncounted, "F16-G16").unwrap_err();
    assert_eq!(err, BoardError::CastleMoveNotCounted { mover: Side::White });
    assert_eq!(
        err.to_string(),
        "the last move is a Castle Move, but the position counts no Castle Move for white"
    );

    // Two counted: the move before it was the second, which is allowed.
    let twice = after.with_castle_moves_used(Side::White, 2);
    assert!(Highlight::from_position_after(&twice, "F16-G16").is_ok());
}

#[test]
fn quiet_plies_must_be_reset_by_captures_and_castle_entries() {
    let (_, after) = double_capture();
    let stale = after.with_counters(5, after.move_number());
    let err = Highlight::from_position_after(&stale, "E10xG8xE8").unwrap_err();
    assert_eq!(
        err,
        BoardError::QuietPliesNotReset {
            what: "captures",
            plies: 5
        }
    );
    assert_eq!(
        err.to_string(),
        "the last move captures, so the position's quiet-plies counter must be 0, not 5"
    );

    // Entering the opponent's castle resets the counter too.
    let entered = board(&["F16", "A4"], &["E8", "F8"], Side::Black).with_counters(3, 7);
    let err = Highlight::from_position_after(&entered, "F15-F16").unwrap_err();
    assert_eq!(
        err,
        BoardError::QuietPliesNotReset {
            what: "enters the opponent's castle",
            plies: 3
        }
    );
    assert!(Highlight::from_position_after(&entered.with_counters(0, 7), "F15-F16").is_ok());

    // A quiet move may leave any count.
    let quiet = Position::start().play("I7-I8").unwrap().with_counters(9, 1);
    assert!(Highlight::from_position_after(&quiet, "I7-I8").is_ok());
}

#[test]
fn a_jump_may_come_back_to_its_origin() {
    // A White Knight on F8 jumps round four Black Men (G9, G11, E11, E9) back to F8.
    let before = Position::empty(camelot_rules::Variant::Camelot, Side::White)
        .with_piece(
            sq("F8"),
            Some(Piece {
                side: Side::White,
                kind: PieceKind::Knight,
            }),
        )
        .with_piece(sq("A4"), man(Side::White))
        .with_piece(sq("G9"), man(Side::Black))
        .with_piece(sq("G11"), man(Side::Black))
        .with_piece(sq("E11"), man(Side::Black))
        .with_piece(sq("E9"), man(Side::Black))
        .with_piece(sq("L13"), man(Side::Black));
    let path = "F8xH10xF12xD10xF8";
    let after = before.play(path).unwrap();
    let from_after = Highlight::from_position_after(&after, path).unwrap();
    assert_eq!(names(from_after.captures()), ["G9", "G11", "E11", "E9"]);
    assert_eq!(names(&from_after.visited()), ["F8", "H10", "F12", "D10"]);
    assert_eq!(
        from_after,
        Highlight::from_position_before(&before, path).unwrap()
    );
}

/// Any one-step path gets a highlight or an error about `last`, never a panic. The form
/// that only knows the position after the move accepts exactly the paths that are a legal
/// move into that position from some position: here every accepted path is checked by
/// undoing it by hand and asking the rules crate.
#[test]
fn every_one_step_path_is_answered() {
    let (_, after) = double_capture();
    let mover = after.side_to_move().opponent();
    let mut accepted = 0;
    for from in Square::all() {
        for to in Square::all() {
            for mark in ['-', 'x'] {
                let path = format!("{from}{mark}{to}");
                match Highlight::from_position_after(&after, &path) {
                    Ok(h) => {
                        accepted += 1;
                        assert_eq!(h.path().to_string(), path);
                        let piece = after.piece_at(to).unwrap();
                        assert_eq!(piece.side, mover, "{path}");
                        let mut before = after
                            .with_piece(to, None)
                            .with_piece(from, Some(piece))
                            .with_side_to_move(mover);
                        for &captured in h.captures() {
                            before = before.with_piece(captured, man(mover.opponent()));
                        }
                        let mv = before.check(&path).unwrap();
                        for square in Square::all() {
                            assert_eq!(mv.result.piece_at(square), after.piece_at(square));
                        }
                    }
                    Err(e) => assert_eq!(e.field(), Some("last"), "{path}: {e}"),
                }
            }
        }
    }
    // Black's pieces that could have stepped or cantered to where they stand.
    assert!(accepted > 50, "{accepted}");
}
