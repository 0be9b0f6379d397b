//! Game status: ongoing, or over with a result and the rule that ended it (`CAMELOT.md` §5,
//! `VARIANTS.md` §5 for the other goals).

use std::fmt;

use crate::movegen;
use crate::position::Position;
use crate::side::Side;
use crate::variant::Goal;

/// The result of a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Outcome {
    /// The game goes on (`*`).
    Ongoing,
    /// White has won (`1-0`).
    WhiteWins,
    /// Black has won (`0-1`).
    BlackWins,
    /// Drawn (`1/2-1/2`).
    Draw,
}

/// The board rule that ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum EndReason {
    /// Pieces in the opponent's castle: two of the winner's (§5 rule 1); on Cam and Camette
    /// one; in anti variants one of the loser's.
    Castle,
    /// A side lost its last piece: the capturer wins keeping two or more (§5 rule 3); on Cam
    /// and Camette whatever it keeps; in anti variants the side left without pieces wins.
    Capture,
    /// The side to move has no legal move (§5 rule 4): a win for the other side when it has two
    /// or more pieces, else a draw; on Cam and Camette a loss, in anti variants a win, for the
    /// side to move.
    NoMoves,
    /// Neither side has more than one piece (§5 rule 2): a draw.
    BareBoard,
}

impl EndReason {
    /// The word used by the CLI: `castle`, `capture`, `no-moves` or `bare-board`.
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Castle => "castle",
            EndReason::Capture => "capture",
            EndReason::NoMoves => "no-moves",
            EndReason::BareBoard => "bare-board",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Status of a position: its outcome and, when the game is over, the reason.
///
/// `Display` prints the token, then a space and the reason when the game is over:
/// `*`, `1-0 castle`, `0-1 capture`, `1/2-1/2 bare-board`, `1-0 no-moves`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Status {
    /// Who won, if anyone, or whether the game goes on.
    pub outcome: Outcome,
    /// Why the game ended; `None` while it goes on.
    pub reason: Option<EndReason>,
}

impl Status {
    /// The game goes on.
    pub const ONGOING: Status = Status {
        outcome: Outcome::Ongoing,
        reason: None,
    };

    fn won(side: Side, reason: EndReason) -> Status {
        Status {
            outcome: match side {
                Side::White => Outcome::WhiteWins,
                Side::Black => Outcome::BlackWins,
            },
            reason: Some(reason),
        }
    }

    fn drawn(reason: EndReason) -> Status {
        Status {
            outcome: Outcome::Draw,
            reason: Some(reason),
        }
    }

    /// `*`, `1-0`, `0-1` or `1/2-1/2`.
    pub const fn token(&self) -> &'static str {
        match self.outcome {
            Outcome::Ongoing => "*",
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        !matches!(self.outcome, Outcome::Ongoing)
    }

    /// The winner, if the game is won.
    pub const fn winner(&self) -> Option<Side> {
        match self.outcome {
            Outcome::WhiteWins => Some(Side::White),
            Outcome::BlackWins => Some(Side::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            Some(reason) => write!(f, "{} {}", self.token(), reason),
            None => f.write_str(self.token()),
        }
    }
}

/// The end-of-game rules that need no move generation, for the position's goal. `None` when
/// they do not end the game.
pub(crate) fn material_status(pos: &Position) -> Option<Status> {
    match pos.variant.goal() {
        Goal::TwoSquareCastle => two_square_material(pos),
        Goal::OneSquareCastle => one_square_material(pos),
        Goal::Anti => anti_material(pos),
    }
}

/// `CAMELOT.md` §5 rules 1–3.
fn two_square_material(pos: &Position) -> Option<Status> {
    let mover = pos.side;
    let g = pos.geometry();
    // The side that just moved is checked first: only it can have completed a castle win in a
    // real game (a hand-made position where both sides qualify is decided the same way).
    for side in [mover.opponent(), mover] {
        if (pos.pieces(side) & g.castle(side.opponent())).count() >= 2 {
            return Some(Status::won(side, EndReason::Castle));
        }
    }
    let white = pos.piece_count(Side::White);
    let black = pos.piece_count(Side::Black);
    if white <= 1 && black <= 1 {
        return Some(Status::drawn(EndReason::BareBoard));
    }
    if black == 0 && white >= 2 {
        return Some(Status::won(Side::White, EndReason::Capture));
    }
    if white == 0 && black >= 2 {
        return Some(Status::won(Side::Black, EndReason::Capture));
    }
    None
}

/// `VARIANTS.md` §5.2: one piece on the opponent's castle square wins (the mover is checked
/// first); a side to move without pieces has lost.
fn one_square_material(pos: &Position) -> Option<Status> {
    let g = pos.geometry();
    let mover = pos.side.opponent();
    for side in [mover, pos.side] {
        if !(pos.pieces(side) & g.castle(side.opponent())).is_empty() {
            return Some(Status::won(side, EndReason::Castle));
        }
    }
    if pos.piece_count(pos.side) == 0 {
        return Some(Status::won(mover, EndReason::Capture));
    }
    None
}

/// `VARIANTS.md` §5.3: a piece in the opponent's castle loses (the mover's is checked first);
/// a side to move without pieces has won.
fn anti_material(pos: &Position) -> Option<Status> {
    let g = pos.geometry();
    let mover = pos.side.opponent();
    for side in [mover, pos.side] {
        if !(pos.pieces(side) & g.castle(side.opponent())).is_empty() {
            return Some(Status::won(side.opponent(), EndReason::Castle));
        }
    }
    if pos.piece_count(pos.side) == 0 {
        return Some(Status::won(pos.side, EndReason::Capture));
    }
    None
}

/// The status when the side to move has no legal move (and [`material_status`] said nothing).
pub(crate) fn no_move_status(pos: &Position) -> Status {
    let other = pos.side.opponent();
    match pos.variant.goal() {
        Goal::TwoSquareCastle => {
            if pos.piece_count(other) >= 2 {
                Status::won(other, EndReason::NoMoves)
            } else {
                Status::drawn(EndReason::NoMoves)
            }
        }
        Goal::OneSquareCastle => Status::won(other, EndReason::NoMoves),
        Goal::Anti => Status::won(pos.side, EndReason::NoMoves),
    }
}

/// The full status of a position (§5, in order).
pub(crate) fn status(pos: &Position) -> Status {
    if let Some(s) = material_status(pos) {
        return s;
    }
    if movegen::has_legal_move(pos) {
        Status::ONGOING
    } else {
        no_move_status(pos)
    }
}
