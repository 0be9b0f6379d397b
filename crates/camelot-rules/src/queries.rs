//! The rules questions the service asks of a position: status, legal moves, path checks and
//! the obligations of the turn.

use crate::bitboard::Bitboard;
use crate::listing::{self, LegalMove};
use crate::movegen::{self, Board, Collector, Move, Scratch, Turn};
use crate::path::Path;
use crate::position::Position;
use crate::status::{self, Status};
use crate::validate::{self, Illegal};

impl Position {
    /// Status of the position: ongoing, or over with result and reason (contract §5, rules
    /// checked in order: castle, bare board, capture, no legal move).
    pub fn status(&self) -> Status {
        status::status(self)
    }

    /// Every legal move, one per moving piece and distinct resulting position, with its
    /// canonical path; sorted by path string. Empty when the game is over.
    ///
    /// ```
    /// use camelot_rules::Position;
    /// let moves = Position::start().legal_moves();
    /// assert_eq!(moves.len(), 100);
    /// assert_eq!(moves[0].path.to_string(), "C6-B5");
    /// ```
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        if status::material_status(self).is_some() {
            return Vec::new();
        }
        listing::list(self, None)
    }

    /// Number of distinct legal moves (0 when the game is over); much cheaper than
    /// [`Position::legal_moves`].
    pub fn legal_move_count(&self) -> u64 {
        if status::material_status(self).is_some() {
            return 0;
        }
        movegen::count_moves(self, &mut Scratch::default())
    }

    /// Checks a submitted path (any valid spelling, case-insensitive) and returns the move with
    /// its canonical path and resulting position, or why it is illegal.
    ///
    /// ```
    /// use camelot_rules::Position;
    /// let start = Position::start();
    /// let mv = start.check("d7-d5-b7").unwrap_or_else(|e| panic!("{e}"));
    /// assert_eq!(mv.path.to_string(), "D7-D5-B7");
    /// assert_eq!(start.check("c6xe8").unwrap_err().tag(), "wrong-separator");
    /// let err = start.check("F6-F7").unwrap_err();
    /// assert_eq!(err.tag(), "landing-occupied");
    /// ```
    pub fn check(&self, path: &str) -> Result<LegalMove, Illegal> {
        validate::check_text(self, path)
    }

    /// [`Position::check`] for an already parsed path.
    pub fn check_path(&self, path: &Path) -> Result<LegalMove, Illegal> {
        validate::check_path(self, path)
    }

    /// Whether the side to move must capture this turn: the capture duty (§4), or a piece
    /// leaving its own castle that can jump. (A capture open only to a Knight's Charge creates
    /// no duty.)
    pub fn capture_required(&self) -> bool {
        if self.in_placement_phase() {
            return false;
        }
        let board = Board::new(self);
        match Turn::of(&board) {
            Turn::LeaveOwnCastle(pieces) => pieces.into_iter().any(|sq| board.can_jump(sq)),
            Turn::CaptureDuty => true,
            Turn::Free => false,
        }
    }

    /// The position after `mv` (a move returned for this position).
    pub fn apply(&self, mv: &LegalMove) -> Position {
        mv.result
    }

    /// Checks `path` and returns the resulting position.
    pub fn play(&self, path: &str) -> Result<Position, Illegal> {
        self.check(path).map(|m| m.result)
    }
}

/// Legal moves without paths, for programs that search many positions (a game engine): a
/// generator keeps its buffers between calls, and [`Move`] is a small `Copy` value.
///
/// The generator does not look at the game status: ask [`Position::decided_status`] first,
/// and [`Position::no_move_status`] when it finds no move.
///
/// ```
/// use camelot_rules::{MoveGenerator, Position};
/// let mut generator = MoveGenerator::new();
/// let mut moves = Vec::new();
/// let start = Position::start();
/// generator.generate(&start, &mut moves);
/// assert_eq!(moves.len(), 100);
/// let next = start.play_move(&moves[0]);
/// assert_eq!(next.zobrist(), start.zobrist_after(start.zobrist(), &moves[0]));
/// ```
#[derive(Default)]
pub struct MoveGenerator {
    scratch: Scratch,
}

impl MoveGenerator {
    /// A generator with empty buffers.
    pub fn new() -> MoveGenerator {
        MoveGenerator::default()
    }

    /// Appends every legal move of the side to move to `out` (each distinct move once).
    pub fn generate(&mut self, pos: &Position, out: &mut Vec<Move>) {
        let _ = movegen::generate(pos, None, &mut self.scratch, &mut Collector(out));
    }

    /// The number of legal moves of the side to move.
    pub fn count(&mut self, pos: &Position) -> u64 {
        movegen::count_moves(pos, &mut self.scratch)
    }

    /// Whether the side to move has a legal move (stops at the first one found).
    pub fn has_move(&mut self, pos: &Position) -> bool {
        movegen::has_legal_move_with(pos, &mut self.scratch)
    }

    /// Whether `mv` is one of the moves [`MoveGenerator::generate`] lists for `pos`: for a move
    /// met in another position (a search's killer moves). A non-capturing move is checked at
    /// the cost of one piece's canter, without listing the others.
    ///
    /// ```
    /// use camelot_rules::{Move, MoveGenerator, Position, Square};
    /// let mut generator = MoveGenerator::new();
    /// let start = Position::start();
    /// let quiet = |from: &str, to: &str| Move::Piece {
    ///     from: from.parse::<Square>().unwrap(),
    ///     to: to.parse::<Square>().unwrap(),
    ///     captured: Default::default(),
    /// };
    /// assert!(generator.is_legal(&start, &quiet("C6", "B5")), "a plain step");
    /// assert!(generator.is_legal(&start, &quiet("D7", "B7")), "a canter, D7-D5-B7");
    /// assert!(!generator.is_legal(&start, &quiet("C6", "C9")), "out of reach");
    /// assert!(!generator.is_legal(&start, &quiet("D7", "D6")), "onto a piece");
    /// ```
    pub fn is_legal(&mut self, pos: &Position, mv: &Move) -> bool {
        movegen::is_legal(pos, mv, &mut self.scratch)
    }

    /// Appends every legal capturing move of the side to move to `out`: the captures among
    /// the moves [`MoveGenerator::generate`] lists (ignoring the game status). On a free turn
    /// only the Knights' charges are searched, so a search's leaves can look at them without
    /// listing the quiet moves.
    pub fn generate_captures(&mut self, pos: &Position, out: &mut Vec<Move>) {
        let _ = movegen::generate_captures(pos, &mut self.scratch, &mut Collector(out));
    }

    /// Whether the side to move has a capturing move (ignoring the game status). Cheaper than
    /// generating: on a free turn only the Knights' canters are searched, for a charge.
    pub fn has_capture(&mut self, pos: &Position) -> bool {
        movegen::has_capture(pos, &mut self.scratch)
    }
}

impl Position {
    /// The status if an end-of-game rule decides it without looking at the moves (castle,
    /// bare board, captures); `None` otherwise. Cheap: a few bit counts.
    pub fn decided_status(&self) -> Option<Status> {
        status::material_status(self)
    }

    /// The status when the side to move has no legal move (and
    /// [`Position::decided_status`] said nothing).
    pub fn no_move_status(&self) -> Status {
        status::no_move_status(self)
    }

    /// The position after `mv`, a move generated for this position.
    #[inline]
    pub fn play_move(&self, mv: &Move) -> Position {
        match *mv {
            Move::Piece { from, to, captured } => self.after(from, to, captured),
            Move::Trees(trees) => self.after_placement(trees),
        }
    }

    /// The canonical path of `mv` (a move generated for this position), or `None` if it is
    /// not a legal move here.
    pub fn path_of(&self, mv: &Move) -> Option<Path> {
        match *mv {
            Move::Trees(trees) => Path::placement(trees),
            Move::Piece { from, to, captured } => listing::list(self, Some(from))
                .into_iter()
                .find(|m| {
                    m.to == to && m.captures.iter().copied().collect::<Bitboard>() == captured
                })
                .map(|m| m.path),
        }
    }
}

impl LegalMove {
    /// The move without its path.
    pub fn as_move(&self) -> Move {
        if self.path.is_placement() {
            Move::Trees(self.path.squares().collect())
        } else {
            Move::Piece {
                from: self.from,
                to: self.to,
                captured: self.captures.iter().copied().collect(),
            }
        }
    }
}
