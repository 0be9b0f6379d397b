//! Positions: the board, the side to move and the counters, with the contract's string form.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::bitboard::Bitboard;
use crate::error::ParseError;
use crate::geometry::Geometry;
use crate::side::{Piece, PieceKind, Side};
use crate::square::Square;
use crate::variant::{BoardShape, Variant};

/// The start position in the contract's notation.
pub const START_POSITION: &str =
    "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1";

/// A game position of a variant: pieces (and River's trees), side to move, castle moves used by
/// each side, quiet plies and move number.
///
/// Cheap to copy (a few words). `FromStr` reads a standard Camelot position;
/// [`Position::parse_variant`] reads any variant's. Parsed from and printed to the contract's position string
/// (`<board> <side> <white castle moves> <black castle moves> [<quiet plies> <move number>]`);
/// printing always writes the counters, so `print(parse(s)) == s` for every valid string that
/// has them.
///
/// ```
/// use camelot_rules::{Position, Side};
/// let p: Position = "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0".parse()?;
/// assert_eq!(p, Position::start());
/// assert_eq!(p.side_to_move(), Side::White);
/// assert_eq!(p.to_string(), camelot_rules::START_POSITION);
/// # Ok::<(), camelot_rules::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) occupied: [Bitboard; 2],
    pub(crate) knights: Bitboard,
    /// River's trees (always empty in other variants).
    pub(crate) trees: Bitboard,
    pub(crate) variant: Variant,
    pub(crate) side: Side,
    pub(crate) castle_moves: [u8; 2],
    pub(crate) quiet_plies: u32,
    pub(crate) move_number: u32,
}

/// What makes two positions "the same" for the repetition rule: board (with trees), side to
/// move and castle moves used (not the counters).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RepetitionKey {
    occupied: [Bitboard; 2],
    knights: Bitboard,
    trees: Bitboard,
    side: Side,
    castle_moves: [u8; 2],
}

impl Position {
    /// The start position of standard Camelot (White to move); other variants:
    /// [`Variant::start`].
    pub fn start() -> Position {
        const fn bits(squares: &[(u8, u8)]) -> Bitboard {
            let mut words = [0u64; 4];
            let mut i = 0;
            while i < squares.len() {
                if let Some(sq) = Square::from_file_rank(squares[i].0, squares[i].1) {
                    let idx = sq.index();
                    words[idx >> 6] |= 1u64 << (idx & 63);
                }
                i += 1;
            }
            Bitboard::from_words(words)
        }
        // Files: A=0 .. L=11.
        let white_knights = bits(&[(2, 6), (3, 7), (8, 7), (9, 6)]);
        let white_men = bits(&[
            (3, 6),
            (4, 6),
            (5, 6),
            (6, 6),
            (7, 6),
            (8, 6),
            (4, 7),
            (5, 7),
            (6, 7),
            (7, 7),
        ]);
        let black_knights = bits(&[(2, 11), (3, 10), (8, 10), (9, 11)]);
        let black_men = bits(&[
            (3, 11),
            (4, 11),
            (5, 11),
            (6, 11),
            (7, 11),
            (8, 11),
            (4, 10),
            (5, 10),
            (6, 10),
            (7, 10),
        ]);
        Position {
            occupied: [white_knights | white_men, black_knights | black_men],
            knights: white_knights | black_knights,
            trees: Bitboard::EMPTY,
            variant: Variant::Camelot,
            side: Side::White,
            castle_moves: [0, 0],
            quiet_plies: 0,
            move_number: 1,
        }
    }

    /// An empty board of `variant` with `side` to move and fresh counters (useful to build
    /// positions).
    pub fn empty(variant: Variant, side: Side) -> Position {
        Position {
            occupied: [Bitboard::EMPTY; 2],
            knights: Bitboard::EMPTY,
            trees: Bitboard::EMPTY,
            variant,
            side,
            castle_moves: [0, 0],
            quiet_plies: 0,
            move_number: 1,
        }
    }

    /// This position with `piece` put on `square` (replacing what stood there, a tree
    /// included), or the square emptied when `piece` is `None`. A square that is not on the
    /// variant's board is left alone.
    pub fn with_piece(mut self, square: Square, piece: Option<Piece>) -> Position {
        if !self.board().contains(square) {
            return self;
        }
        self.occupied[0].remove(square);
        self.occupied[1].remove(square);
        self.knights.remove(square);
        self.trees.remove(square);
        if let Some(p) = piece {
            self.occupied[p.side.index()].insert(square);
            if p.kind == PieceKind::Knight {
                self.knights.insert(square);
            }
        }
        self
    }

    /// This position with River trees on the squares of `trees` that are tree squares of its
    /// board and hold no piece (any other square is left alone; other boards get no trees).
    pub fn with_trees(mut self, trees: Bitboard) -> Position {
        let board = self.board();
        let allowed = (board.tree_squares(Side::White) | board.tree_squares(Side::Black))
            & !(self.occupied[0] | self.occupied[1]);
        self.trees |= trees & allowed;
        self
    }

    /// This position with `side` to move.
    pub fn with_side_to_move(mut self, side: Side) -> Position {
        self.side = side;
        self
    }

    /// This position with the castle moves used by `side` set to `used` (capped at 2).
    pub fn with_castle_moves_used(mut self, side: Side, used: u8) -> Position {
        self.castle_moves[side.index()] = used.min(2);
        self
    }

    /// This position with the given quiet-ply counter and move number (a move number of 0 is
    /// stored as 1).
    pub fn with_counters(mut self, quiet_plies: u32, move_number: u32) -> Position {
        self.quiet_plies = quiet_plies;
        self.move_number = move_number.max(1);
        self
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The variant this position belongs to.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The variant's board.
    #[inline]
    pub fn board(&self) -> BoardShape {
        self.variant.board()
    }

    #[inline]
    pub(crate) fn geometry(&self) -> &'static Geometry {
        self.variant.board().geometry()
    }

    /// River's trees (empty in other variants).
    #[inline]
    pub fn trees(&self) -> Bitboard {
        self.trees
    }

    /// River: whether the side to move has still to place its trees (its only moves are then
    /// placements).
    #[inline]
    pub fn in_placement_phase(&self) -> bool {
        self.variant.board() == BoardShape::River
            && (self.trees & self.variant.board().tree_squares(self.side)).is_empty()
    }

    /// The piece on `square`, if any.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let side = if self.occupied[0].contains(square) {
            Side::White
        } else if self.occupied[1].contains(square) {
            Side::Black
        } else {
            return None;
        };
        let kind = if self.knights.contains(square) {
            PieceKind::Knight
        } else {
            PieceKind::Man
        };
        Some(Piece { side, kind })
    }

    /// The squares holding `side`'s pieces.
    #[inline]
    pub fn pieces(&self, side: Side) -> Bitboard {
        self.occupied[side.index()]
    }

    /// The squares holding Knights (both sides).
    #[inline]
    pub fn knights(&self) -> Bitboard {
        self.knights
    }

    /// Number of pieces `side` has on the board.
    #[inline]
    pub fn piece_count(&self, side: Side) -> u32 {
        self.occupied[side.index()].count()
    }

    /// Castle Moves `side` has made so far in the game (0, 1 or 2).
    #[inline]
    pub fn castle_moves_used(&self, side: Side) -> u8 {
        self.castle_moves[side.index()]
    }

    /// Plies since the last capture or castle entry (the fifty-move claim needs 100).
    #[inline]
    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    /// Move number: starts at 1 and grows after each Black move.
    #[inline]
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// The key the repetition rule compares: board, side to move, castle moves used.
    pub fn repetition_key(&self) -> RepetitionKey {
        RepetitionKey {
            occupied: self.occupied,
            knights: self.knights,
            trees: self.trees,
            side: self.side,
            castle_moves: self.castle_moves,
        }
    }

    /// The square of a piece of the side to move standing in its own castle, if any: that piece
    /// must leave this turn and no other piece may move.
    pub fn must_leave_castle(&self) -> Option<Square> {
        (self.occupied[self.side.index()] & self.geometry().castle(self.side)).first()
    }

    /// The position after the piece on `from` moves to `to` capturing `captured` (no legality
    /// check: the caller has generated or validated the move).
    pub(crate) fn after(&self, from: Square, to: Square, captured: Bitboard) -> Position {
        // Built field by field rather than copied and then changed: the copy of a whole
        // position (144 bytes) went through `memcpy` twice a move, about 1 % of the search.
        let us = self.side.index();
        let them = self.side.opponent().index();
        let moved = Bitboard::from_square(from);
        let landed = Bitboard::from_square(to);
        let is_knight = self.knights.contains(from);
        let mut occupied = self.occupied;
        occupied[us] = (occupied[us] & !moved) | landed;
        occupied[them] &= !captured;
        let mut knights = self.knights & !moved & !captured;
        if is_knight {
            knights |= landed;
        }
        let opp_castle = self.geometry().castle(self.side.opponent());
        let castle_move = opp_castle.contains(from);
        let castle_entry = opp_castle.contains(to) && !castle_move;
        let mut castle_moves = self.castle_moves;
        if castle_move {
            castle_moves[us] = castle_moves[us].saturating_add(1).min(2);
        }
        Position {
            occupied,
            knights,
            trees: self.trees,
            variant: self.variant,
            side: self.side.opponent(),
            castle_moves,
            quiet_plies: if !captured.is_empty() || castle_entry {
                0
            } else {
                self.quiet_plies.saturating_add(1)
            },
            move_number: if self.side == Side::Black {
                self.move_number.saturating_add(1)
            } else {
                self.move_number
            },
        }
    }

    /// The position after the side to move places its trees on `trees` (River; no legality
    /// check): the side switches, the move number grows after Black, the quiet-ply counter
    /// stays (`VARIANTS.md` §6).
    pub(crate) fn after_placement(&self, trees: Bitboard) -> Position {
        let mut next = *self;
        next.trees |= trees;
        if self.side == Side::Black {
            next.move_number = self.move_number.saturating_add(1);
        }
        next.side = self.side.opponent();
        next
    }

    fn write_board(&self, out: &mut String) {
        let board = self.board();
        for rank in (1..=board.ranks()).rev() {
            let mut run = 0u8;
            for sq in board.rank_squares(rank) {
                let letter = if self.trees.contains(sq) {
                    Some('T')
                } else {
                    self.piece_at(sq).map(|p| p.letter())
                };
                match letter {
                    None => run += 1,
                    Some(c) => {
                        if run > 0 {
                            let _ = write!(out, "{run}");
                            run = 0;
                        }
                        out.push(c);
                    }
                }
            }
            if run > 0 {
                let _ = write!(out, "{run}");
            }
            if rank > 1 {
                out.push('/');
            }
        }
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl fmt::Display for Position {
    /// The contract's position string, always with both counters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut board = String::with_capacity(64);
        self.write_board(&mut board);
        write!(
            f,
            "{board} {} {} {} {} {}",
            self.side.letter(),
            self.castle_moves[0],
            self.castle_moves[1],
            self.quiet_plies,
            self.move_number
        )
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

fn parse_rank(rank: u8, text: &str, pos: &mut Position) -> Result<(), ParseError> {
    let squares: Vec<Square> = pos.board().rank_squares(rank).collect();
    let width = squares.len();
    let mut file = 0usize; // squares described so far
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_ascii_digit() {
            let mut end = start + 1;
            while let Some(&(i, d)) = chars.peek() {
                if !d.is_ascii_digit() {
                    break;
                }
                end = i + 1;
                chars.next();
            }
            let digits = text.get(start..end).unwrap_or_default();
            if digits.starts_with('0') {
                return Err(ParseError::EmptyRun {
                    rank,
                    text: digits.to_owned(),
                });
            }
            // Longer than the widest rank: no need to read the exact value.
            let run = if digits.len() > 2 {
                usize::MAX / 2
            } else {
                digits.parse::<usize>().unwrap_or(usize::MAX / 2)
            };
            file = file.saturating_add(run);
        } else if c == 'T' && pos.board() == BoardShape::River {
            if let Some(&sq) = squares.get(file) {
                if !(pos.board().tree_squares(Side::White) | pos.board().tree_squares(Side::Black))
                    .contains(sq)
                {
                    return Err(ParseError::TreeSquare(sq.to_string()));
                }
                pos.trees.insert(sq);
            }
            file = file.saturating_add(1);
        } else if let Some(piece) = Piece::from_letter(c) {
            if let Some(&sq) = squares.get(file) {
                *pos = pos.with_piece(sq, Some(piece));
            }
            file = file.saturating_add(1);
        } else {
            return Err(ParseError::BoardCharacter { rank, character: c });
        }
    }
    if file != width {
        return Err(ParseError::RankLength {
            rank,
            expected: width as u8,
            found: file,
        });
    }
    Ok(())
}

fn parse_number(text: &str, field: &'static str, extra: &'static str) -> Result<u32, ParseError> {
    let err = || ParseError::Counter {
        field,
        extra,
        text: text.to_owned(),
    };
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err());
    }
    if text.len() > 1 && text.starts_with('0') {
        return Err(err());
    }
    text.parse::<u32>().map_err(|_| err())
}

impl Position {
    /// Reads a position string of `variant` (`VARIANTS.md` §7: each rank lists the squares of
    /// that board; River's trees are `T`).
    pub fn parse_variant(s: &str, variant: Variant) -> Result<Position, ParseError> {
        let fields: Vec<&str> = s.split(' ').collect();
        if fields.iter().any(|f| f.is_empty()) && fields.len() > 1 {
            return Err(ParseError::EmptyField);
        }
        let (board, side, wc, bc, counters) = match fields.as_slice() {
            [board, side, wc, bc] => (*board, *side, *wc, *bc, None),
            [board, side, wc, bc, quiet, number] => {
                (*board, *side, *wc, *bc, Some((*quiet, *number)))
            }
            other => return Err(ParseError::FieldCount(other.len())),
        };
        let ranks: Vec<&str> = board.split('/').collect();
        let expected = variant.board().ranks();
        if ranks.len() != usize::from(expected) {
            return Err(ParseError::RankCount {
                expected,
                found: ranks.len(),
            });
        }
        let side = match side {
            "w" => Side::White,
            "b" => Side::Black,
            other => return Err(ParseError::SideToMove(other.to_owned())),
        };
        let mut pos = Position::empty(variant, side);
        for (i, text) in ranks.iter().enumerate() {
            parse_rank(expected - i as u8, text, &mut pos)?;
        }
        for (s, text) in [(Side::White, wc), (Side::Black, bc)] {
            pos.castle_moves[s.index()] = match text {
                "0" => 0,
                "1" => 1,
                "2" => 2,
                _ => {
                    return Err(ParseError::CastleMoves {
                        side: s,
                        text: text.to_owned(),
                    });
                }
            };
        }
        if let Some((quiet, number)) = counters {
            pos.quiet_plies = parse_number(quiet, "quiet-ply count", "")?;
            pos.move_number = parse_number(number, "move number", " and at least 1")?;
            if pos.move_number == 0 {
                return Err(ParseError::Counter {
                    field: "move number",
                    extra: " and at least 1",
                    text: number.to_owned(),
                });
            }
        }
        if variant.board() == BoardShape::River {
            check_trees(&pos)?;
        }
        Ok(pos)
    }
}

/// River's three tree arrangements (`VARIANTS.md` §7): none with White to move, White's three
/// with Black to move, or three of each.
fn check_trees(pos: &Position) -> Result<(), ParseError> {
    let board = pos.board();
    let white = (pos.trees & board.tree_squares(Side::White)).count();
    let black = (pos.trees & board.tree_squares(Side::Black)).count();
    let fits = matches!(
        (white, black, pos.side),
        (0, 0, Side::White) | (3, 0, Side::Black) | (3, 3, _)
    );
    if fits {
        Ok(())
    } else {
        Err(ParseError::TreeArrangement { white, black })
    }
}

impl FromStr for Position {
    type Err = ParseError;

    /// A standard Camelot position string.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Position::parse_variant(s, Variant::Camelot)
    }
}

#[cfg(feature = "serde")]
crate::serde_as_string!(Position);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let p: Position = START_POSITION.parse().unwrap();
        assert_eq!(p, Position::start());
        assert_eq!(p.to_string(), START_POSITION);
        assert_eq!(p.piece_count(Side::White), 14);
        assert_eq!(p.piece_count(Side::Black), 14);
        assert_eq!(p.knights().count(), 8);
    }

    #[test]
    fn counters_are_optional_on_input() {
        let p: Position = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 2 1"
            .parse()
            .unwrap();
        assert_eq!(
            p.to_string(),
            "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 b 2 1 0 1"
        );
    }

    #[test]
    fn precise_errors() {
        let e = |s: &str| s.parse::<Position>().unwrap_err();
        let empty = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2";
        assert_eq!(e(""), ParseError::FieldCount(1));
        assert_eq!(e(&format!("{empty} w 0")), ParseError::FieldCount(3));
        assert_eq!(e(&format!("{empty} w 0 0 0")), ParseError::FieldCount(5));
        assert_eq!(e(&format!("{empty}  w 0 0")), ParseError::EmptyField);
        assert_eq!(e(&format!("{empty} w 0 0 ")), ParseError::EmptyField);
        assert_eq!(
            e(&format!("{empty} x 0 0")),
            ParseError::SideToMove("x".into())
        );
        assert!(matches!(
            e(&format!("{empty} w 3 0")),
            ParseError::CastleMoves { .. }
        ));
        assert!(matches!(
            e(&format!("{empty} w 0 0 01 1")),
            ParseError::Counter { .. }
        ));
        assert!(matches!(
            e(&format!("{empty} w 0 0 0 0")),
            ParseError::Counter { .. }
        ));
        assert!(matches!(
            e(&format!("{empty} w 0 0 -1 1")),
            ParseError::Counter { .. }
        ));
        assert!(matches!(
            e(&format!("{empty} w 0 0 0 99999999999")),
            ParseError::Counter { .. }
        ));
        assert_eq!(
            e("2/8/10 w 0 0"),
            ParseError::RankCount {
                expected: 16,
                found: 3
            }
        );
        assert!(matches!(
            e("3/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0"),
            ParseError::RankLength {
                rank: 16,
                expected: 2,
                found: 3
            }
        ));
        assert!(matches!(
            e("2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/1 w 0 0"),
            ParseError::RankLength { rank: 1, .. }
        ));
        assert!(matches!(
            e("2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/02 w 0 0"),
            ParseError::EmptyRun { rank: 1, .. }
        ));
        assert!(matches!(
            e("2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/1Q w 0 0"),
            ParseError::BoardCharacter {
                rank: 1,
                character: 'Q'
            }
        ));
        assert!(matches!(
            e("2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/99999999999999999999 w 0 0"),
            ParseError::RankLength { rank: 1, .. }
        ));
        // Adjacent runs are one number: "11" is eleven, so "1" "1" cannot be written apart.
        assert!(matches!(
            e("2/8/10/12/12/12/12/12/12/12/12/12/12/10/44/2 w 0 0"),
            ParseError::RankLength { rank: 2, .. }
        ));
    }
}
