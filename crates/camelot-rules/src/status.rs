//! Game status: ongoing, or over with a result and the rule that ended it (contract §5).

use std::fmt;

use crate::geometry::castle;
use crate::movegen;
use crate::position::Position;
use crate::side::Side;

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
    /// Two pieces of the winner stand in the opponent's castle (§5 rule 1).
    Castle,
    /// The winner captured every enemy piece and kept two or more (§5 rule 3).
    Capture,
    /// The side to move has no legal move (§5 rule 4): a win for the other side when it has two
    /// or more pieces, else a draw.
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

/// §5 rules 1–3, which need no move generation. `None` when they do not end the game.
pub(crate) fn material_status(pos: &Position) -> Option<Status> {
    let mover = pos.side;
    // The side that just moved is checked first: only it can have completed a castle win in a
    // real game (a hand-made position where both sides qualify is decided the same way).
    for side in [mover.opponent(), mover] {
        if (pos.pieces(side) & castle(side.opponent())).count() >= 2 {
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

/// §5 rule 4, given that the side to move has no legal move.
pub(crate) fn no_move_status(pos: &Position) -> Status {
    let other = pos.side.opponent();
    if pos.piece_count(other) >= 2 {
        Status::won(other, EndReason::NoMoves)
    } else {
        Status::drawn(EndReason::NoMoves)
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
