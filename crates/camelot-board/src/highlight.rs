//! The last-move highlight: the squares a move visited and the squares it captured, checked
//! against the rules before anything is drawn.
//!
//! Two ways in, for the two places a picture is asked for:
//!
//! * [`Highlight::from_position_before`]: a game knows the position before its last move; the
//!   rules crate checks the path there, exactly as when the move was played.
//! * [`Highlight::from_position_after`]: the analysis endpoint only has the position after the
//!   move. The position before it is rebuilt from the path (see that function for what this
//!   can and cannot verify) and the rules crate checks the path there.

use camelot_rules::{Bitboard, LegalMove, Mark, Path, Piece, PieceKind, Position, Side, Square};

use crate::error::BoardError;

/// A move to highlight: its path (as given, in the canonical spelling: upper-case squares,
/// `-`/`x`) and the squares of the pieces it captured, in the order the path captures them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Highlight {
    path: Path,
    captures: Vec<Square>,
}

impl Highlight {
    /// The highlight of a legal move, with the legal move's canonical path.
    pub fn from_legal_move(mv: &LegalMove) -> Highlight {
        Highlight::from_valid_path(mv.path.clone())
    }

    /// The highlight of `path` (any valid spelling, any letter case) played in `before`.
    ///
    /// The path is drawn as given (the player's route among equivalent ones), so
    /// `E7-C5-C7` shows the detour that `E7-C7` would not.
    ///
    /// Errors: [`BoardError::Path`] when the text is not a path, [`BoardError::Illegal`] (with
    /// the rules' reason and sentence) when the move is not legal in `before`.
    ///
    /// ```
    /// use camelot_board::Highlight;
    /// use camelot_rules::Position;
    /// let h = Highlight::from_position_before(&Position::start(), "c6-e8")?;
    /// assert_eq!(h.path().to_string(), "C6-E8");
    /// assert!(h.captures().is_empty());
    /// let err = Highlight::from_position_before(&Position::start(), "F6-F7").unwrap_err();
    /// assert_eq!(err.to_string(), "F7 is occupied: a piece may only land on an empty square");
    /// # Ok::<(), camelot_board::BoardError>(())
    /// ```
    pub fn from_position_before(before: &Position, path: &str) -> Result<Highlight, BoardError> {
        let path = Path::parse_for(path, before.variant()).map_err(BoardError::Path)?;
        let mv = before.check_path(&path).map_err(BoardError::Illegal)?;
        // A placement's squares come in any order and draw no route: it is kept canonical.
        Ok(Highlight::from_valid_path(if path.is_placement() {
            mv.path
        } else {
            path
        }))
    }

    /// The highlight of `path` (any valid spelling, any letter case) as the move that led to
    /// `after`, when the position before it is not known.
    ///
    /// The side that moved is the opponent of `after`'s side to move. First the path is
    /// checked against `after` itself: its squares exist; its last square holds a piece of the
    /// side that moved; its first square is empty (unless the piece came back to it); every
    /// square jumped over with `x` is empty (that piece was captured). Then the only position
    /// that can have come before is rebuilt: the piece goes back to the first square, a
    /// piece of the other side goes back on every captured square, the side to move and (for
    /// a Castle Move) the Castle-Move count go back one. The rules crate checks the path in that
    /// position, so every rule is enforced: steps and leaps, separators, canter and jump
    /// order, charges by Knights only, capture duty, the Knight canter rule, castles and the
    /// two-Castle-Move limit. Finally, a capture or a castle entry requires `after`'s
    /// quiet-plies counter to be 0.
    ///
    /// So it accepts exactly the paths that are a legal move into `after` from some
    /// position. What it cannot verify: which of those moves was really played (several
    /// pieces of the side that moved may each have just arrived where they stand); the kinds
    /// of the captured pieces (Man or Knight: no rule depends on them for this move, and they
    /// are not drawn); that the rebuilt position ever occurred in a game (any position string
    /// is accepted, contract §7); the move number and the quiet-plies count before the move
    /// (history the position does not keep; they never decide whether a move is legal).
    ///
    /// ```
    /// use camelot_board::Highlight;
    /// use camelot_rules::{Position, Square};
    /// let before: Position = "2/8/10/11m/12/12/12/12/4m7/3M8/12/12/M11/10/8/2 w 0 0".parse()?;
    /// let after = before.play("D7xF9").map_err(|e| e.to_string())?;
    /// let h = Highlight::from_position_after(&after, "d7xf9")?;
    /// assert_eq!(h.captures(), &["E8".parse::<Square>()?]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_position_after(after: &Position, path: &str) -> Result<Highlight, BoardError> {
        let path = Path::parse_for(path, after.variant()).map_err(BoardError::Path)?;
        if path.is_placement() {
            return Self::placement_after(after, path);
        }
        let mover = after.side_to_move().opponent();
        let origin = path.origin();
        let destination = path.destination();

        let piece = match after.piece_at(destination) {
            None => {
                return Err(BoardError::DestinationEmpty {
                    square: destination,
                });
            }
            Some(piece) if piece.side != mover => {
                return Err(BoardError::DestinationNotMover {
                    square: destination,
                    mover,
                });
            }
            Some(piece) => piece,
        };
        if origin != destination && after.piece_at(origin).is_some() {
            return Err(BoardError::OriginOccupied { square: origin });
        }
        let captures = jumped_squares(&path);
        if let Some(&square) = captures
            .iter()
            .find(|&&sq| sq != destination && after.piece_at(sq).is_some())
        {
            return Err(BoardError::CapturedSquareOccupied { square });
        }

        let castle_move = is_castle_move(after, &path, mover);
        let used = after.castle_moves_used(mover);
        let used_before = if castle_move {
            used.checked_sub(1)
                .ok_or(BoardError::CastleMoveNotCounted { mover })?
        } else {
            used
        };

        // The position before: the piece back on its origin, a piece of the other side on every
        // captured square (a Man: no rule depends on the captured pieces' kinds).
        let captured_piece = Piece {
            side: mover.opponent(),
            kind: PieceKind::Man,
        };
        let mut before = after.with_piece(destination, None);
        for &square in &captures {
            before = before.with_piece(square, Some(captured_piece));
        }
        let move_number = match mover {
            Side::White => after.move_number(),
            Side::Black => after.move_number().saturating_sub(1).max(1),
        };
        let before = before
            .with_piece(origin, Some(piece))
            .with_side_to_move(mover)
            .with_castle_moves_used(mover, used_before)
            .with_counters(0, move_number);
        let mv = before.check_path(&path).map_err(BoardError::Illegal)?;

        // With the quiet-plies counter 0 before, the move's result says whether it resets it.
        if mv.result.quiet_plies() == 0 && after.quiet_plies() != 0 {
            let what = if mv.captures.is_empty() {
                "enters the opponent's castle"
            } else {
                "captures"
            };
            return Err(BoardError::QuietPliesNotReset {
                what,
                plies: after.quiet_plies(),
            });
        }
        Ok(Highlight { path, captures })
    }

    /// River: the placement that led to `after`. The position before it is `after` without
    /// those three trees and with the other side to move; the rules check the placement there
    /// (the mover's own free tree squares, in the placement phase).
    fn placement_after(after: &Position, path: Path) -> Result<Highlight, BoardError> {
        let placed: Bitboard = path.squares().collect();
        if let Some(square) = placed.iter().find(|&sq| !after.trees().contains(sq)) {
            return Err(BoardError::TreeMissing { square });
        }
        let mover = after.side_to_move().opponent();
        let move_number = match mover {
            Side::White => after.move_number(),
            Side::Black => after.move_number().saturating_sub(1).max(1),
        };
        // Trees can only be added to a position, so the position before is built up again:
        // the same pieces, the other trees.
        let mut before = Position::empty(after.variant(), mover);
        for square in after.board().squares() {
            before = before.with_piece(square, after.piece_at(square));
        }
        let before = before
            .with_trees(after.trees() & !placed)
            .with_counters(after.quiet_plies(), move_number);
        let mv = before.check_path(&path).map_err(BoardError::Illegal)?;
        Ok(Highlight::from_valid_path(mv.path))
    }

    /// A highlight for a path already known to be valid: its captures are the squares its
    /// jump steps leap over.
    fn from_valid_path(path: Path) -> Highlight {
        let captures = jumped_squares(&path);
        Highlight { path, captures }
    }

    /// The path, in the canonical spelling (upper-case squares, `-`/`x`).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Every square the move visited, origin first, each once (a jump may come back to a
    /// square visited earlier).
    pub fn visited(&self) -> Vec<Square> {
        let mut squares: Vec<Square> = Vec::with_capacity(self.path.len() + 1);
        for square in self.path.squares() {
            if !squares.contains(&square) {
                squares.push(square);
            }
        }
        squares
    }

    /// The squares of the captured pieces, in the order the path captures them.
    pub fn captures(&self) -> &[Square] {
        &self.captures
    }
}

/// The squares leapt over by the path's `x` steps that are straight leaps (a jump step that is
/// not a leap is left to the rules check to reject).
fn jumped_squares(path: &Path) -> Vec<Square> {
    let mut from = path.origin();
    let mut jumped = Vec::new();
    for &(mark, to) in path.steps() {
        if mark == Mark::Jump {
            if let Some(over) = leapt_over(from, to) {
                jumped.push(over);
            }
        }
        from = to;
    }
    jumped
}

/// The square between `from` and `to` when `to` is two squares away in one of the eight
/// directions.
fn leapt_over(from: Square, to: Square) -> Option<Square> {
    let df = i16::from(to.file()) - i16::from(from.file());
    let dr = i16::from(to.rank()) - i16::from(from.rank());
    let straight_leap = matches!(df, -2 | 0 | 2) && matches!(dr, -2 | 0 | 2) && (df, dr) != (0, 0);
    if !straight_leap {
        return None;
    }
    let file = u8::try_from(i16::from(from.file()) + df / 2).ok()?;
    let rank = u8::try_from(i16::from(from.rank()) + dr / 2).ok()?;
    // A place of the frame every board is drawn on: the rules check it is on the board.
    Square::at(file, rank)
}

/// Whether `path` is a single step between the two squares of the castle of `mover`'s
/// opponent on `position`'s board: a Castle Move, if legal (never on a one-square castle).
fn is_castle_move(position: &Position, path: &Path, mover: Side) -> bool {
    let castle = position.board().castle(mover.opponent());
    path.len() == 1 && castle.contains(path.origin()) && castle.contains(path.destination())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn leaps_have_a_middle_square() {
        assert_eq!(leapt_over(sq("D7"), sq("F9")), Some(sq("E8")));
        assert_eq!(leapt_over(sq("F6"), sq("F8")), Some(sq("F7")));
        assert_eq!(leapt_over(sq("F6"), sq("F7")), None);
        assert_eq!(leapt_over(sq("F6"), sq("G8")), None);
        assert_eq!(leapt_over(sq("F6"), sq("F10")), None);
    }

    #[test]
    fn castle_moves_are_single_steps_inside_the_opponents_castle() {
        let path = |text: &str| text.parse::<Path>().unwrap();
        let start = Position::start();
        assert!(is_castle_move(&start, &path("F16-G16"), Side::White));
        assert!(!is_castle_move(&start, &path("F16-G16"), Side::Black));
        assert!(is_castle_move(&start, &path("G1-F1"), Side::Black));
        assert!(!is_castle_move(&start, &path("F15-F16"), Side::White));
    }

    #[test]
    fn a_river_placement_is_highlighted_from_the_position_after_it() {
        let start = camelot_rules::Variant::River.start();
        let after = start.play("l6,k5,L5").unwrap();
        let h = Highlight::from_position_after(&after, "l6,K5,L5").unwrap();
        assert_eq!(h.path().to_string(), "K5,L5,L6");
        assert!(h.captures().is_empty());
        let err = Highlight::from_position_after(&after, "K5,L5,L7").unwrap_err();
        assert_eq!(err, BoardError::TreeMissing { square: sq("L7") });
    }
}
