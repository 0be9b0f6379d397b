//! The engine's own view of a tournament before a round is paired.
//!
//! Everything the Dutch rules look at, and nothing else: per player and round, who the
//! opponent was, the colour, whether the game was played, the game score, and whether the
//! round came out of a pairing (a game, a forfeit or the PAB) or was known beforehand (a
//! requested bye or an absence). Points are counted in tenths so that 1-½-0 and 3-1-0 (and any
//! other system with tenths) are exact integers.

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

/// The game score of one round, as the point system sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameScore {
    /// Loss, forfeit loss, zero-point bye or absence.
    Loss,
    /// Draw or half-point bye.
    Draw,
    /// Win, forfeit win, full-point bye or pairing-allocated bye.
    Win,
}

/// One player's record of one past round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundRecord {
    /// The opponent's index (TPN − 1) for games and forfeits.
    pub opponent: Option<usize>,
    /// The colour of a game or forfeit.
    pub colour: Option<Side>,
    /// The score the point system gives for the round.
    pub score: GameScore,
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
        score: GameScore::Loss,
        played: false,
        paired: false,
    };

    /// A pairing-allocated bye.
    pub const fn pairing_allocated_bye() -> RoundRecord {
        RoundRecord {
            opponent: None,
            colour: None,
            score: GameScore::Win,
            played: false,
            paired: true,
        }
    }
}

/// Points per kind of result, in tenths of a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointsTenths {
    /// A win (over the board, by forfeit, or a full-point bye).
    pub win: u32,
    /// A draw or a half-point bye.
    pub draw: u32,
    /// A loss over the board.
    pub loss: u32,
    /// A forfeit loss.
    pub forfeit_loss: u32,
    /// A zero-point bye or an absence.
    pub zero_point_bye: u32,
    /// The pairing-allocated bye.
    pub pairing_allocated_bye: u32,
}

impl PointsTenths {
    /// 1-½-0.
    pub const STANDARD: PointsTenths = PointsTenths {
        win: 10,
        draw: 5,
        loss: 0,
        forfeit_loss: 0,
        zero_point_bye: 0,
        pairing_allocated_bye: 10,
    };

    /// Points one round is worth.
    pub fn of(&self, record: &RoundRecord) -> u32 {
        match record.score {
            GameScore::Loss => {
                if !record.paired {
                    self.zero_point_bye
                } else if record.played {
                    self.loss
                } else {
                    self.forfeit_loss
                }
            }
            GameScore::Draw => self.draw,
            GameScore::Win => {
                if record.opponent.is_none() && record.paired {
                    self.pairing_allocated_bye
                } else {
                    self.win
                }
            }
        }
    }
}

/// A player as the engine sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerInput {
    /// Past rounds, exactly `EngineInput::played_rounds` of them.
    pub rounds: Vec<RoundRecord>,
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
    /// The point system.
    pub points: PointsTenths,
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
