//! The engine's own view of a tournament before a round is paired.
//!
//! Everything the Dutch rules look at, and nothing else: per player and round, who the
//! opponent was, the colour, whether the game was played, the game score, and whether the
//! round came out of a pairing (a game, a forfeit or the PAB) or was known beforehand (a
//! requested bye or an absence), and what it was worth. Points are counted in tenths so that
//! 1-½-0 and 3-1-0 (and any other system with tenths) are exact integers.

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// The other side.
    pub const fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// One player's record of one past round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundRecord {
    /// The opponent's index (TPN − 1) for games and forfeits.
    pub opponent: Option<usize>,
    /// The colour of a game or forfeit.
    pub colour: Option<Side>,
    /// Points the round is worth, in tenths.
    pub points: u32,
    /// Played over the board (counts for colours, rematches and floats).
    pub played: bool,
    /// Produced by a pairing: a game, a forfeit, or the pairing-allocated bye.
    pub paired: bool,
}

impl RoundRecord {
    /// An absence with no points (a zero-point bye, or no entry at all).
    pub const ABSENT: RoundRecord = RoundRecord {
        opponent: None,
        colour: None,
        points: 0,
        played: false,
        paired: false,
    };
}

/// The values of a win, a draw and a loss, in tenths of a point: the rules compare unplayed
/// rounds with them (PAB eligibility, floats) and derive the topscorer threshold from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultValues {
    /// A win.
    pub win: u32,
    /// A draw.
    pub draw: u32,
    /// A loss.
    pub loss: u32,
}

impl ResultValues {
    /// 1-½-0.
    pub const STANDARD: ResultValues = ResultValues {
        win: 10,
        draw: 5,
        loss: 0,
    };
}

/// A player as the engine sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerInput {
    /// Past rounds, exactly `EngineInput::played_rounds` of them.
    pub rounds: Vec<RoundRecord>,
    /// Acceleration points (tenths) added to the pairing score, per round: entry `r` applies
    /// when pairing round `r + 1`. Missing entries are zero.
    pub acceleration: Vec<u32>,
    /// The player is to be paired this round (not absent, no pre-set bye, not withdrawn).
    pub to_pair: bool,
    /// The player takes part in the tournament (has been or is to be paired); players who
    /// never took part do not count when numbering the ranking for colour allocation.
    pub active: bool,
}

/// Everything needed to pair the next round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineInput {
    /// Players in pairing-number order (index = TPN − 1).
    pub players: Vec<PlayerInput>,
    /// Number of rounds already played.
    pub played_rounds: usize,
    /// Total number of rounds of the tournament.
    pub total_rounds: usize,
    /// The values of a win, a draw and a loss.
    pub values: ResultValues,
    /// The colour drawn for the first player in round 1.
    pub initial_colour: Side,
    /// Pairs (by index) that must not meet, in addition to rematches.
    pub forbidden: Vec<(usize, usize)>,
}

/// The engine's answer: pairs as `(white, black)` indices in board order, then the PAB.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EngineOutput {
    /// `(white, black)` player indices, in FIDE board order.
    pub pairs: Vec<(usize, usize)>,
    /// The player index receiving the pairing-allocated bye.
    pub bye: Option<usize>,
}
