//! Per-player facts the Dutch criteria look at, derived once per round.
//!
//! C.04.3 Art. 1.7 (colour preferences), C.04.2 3.4 (only played games count for colours, in
//! order, unplayed rounds skipped), Art. 1.4 (floats: who met someone with a different score,
//! and who scored more than a loss without playing), C.04.1 art. 4 (PAB eligibility).

use super::input::{EngineInput, PlayerInput, Side};

/// The float a player had in a past round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Float {
    /// Met a lower-scored opponent, or scored more than a loss without playing.
    Down,
    /// Met a higher-scored opponent.
    Up,
    /// Neither.
    None,
}

/// What the pairing criteria need to know about one player to be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerState {
    /// Index of the player (TPN − 1).
    pub index: usize,
    /// Rank among the active players (0-based): ties in score are broken by it, and colour
    /// rule 5 looks at its parity.
    pub rank: usize,
    /// Pairing score in tenths (points plus acceleration).
    pub score: u32,
    /// Points in tenths, without acceleration (board order uses them).
    pub points: u32,
    /// |whites − blacks| over played games.
    pub imbalance: u32,
    /// The colour the player should get next, if any.
    pub preference: Option<Side>,
    /// The colour of the last two played games when they were the same.
    pub repeated: Option<Side>,
    /// Colour difference of exactly one, without two equal colours in a row.
    pub strong: bool,
    /// Number of games played over the board.
    pub played_games: u32,
    /// May receive the pairing-allocated bye (C2).
    pub bye_eligible: bool,
    /// Floats one and two rounds ago.
    pub floats: [Float; 2],
    /// Colours of the games played over the board, oldest first.
    pub colours: Vec<Side>,
}

/// The attributes of a player that its edge weights depend on (see
/// [`PlayerState::weight_key`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WeightKey {
    score: u32,
    imbalance: u32,
    preference: Option<Side>,
    repeated: Option<Side>,
    strong: bool,
    played_games: u32,
    bye_eligible: bool,
    floats: [Float; 2],
}

impl PlayerState {
    /// Colour difference beyond ±1.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// Absolute colour preference: colour difference beyond ±1 or the same colour twice in a row.
    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }

    /// Everything [`edge_weight`](super::weights::edge_weight) reads of a player: two players
    /// with the same key get the same weights against anyone.
    pub fn weight_key(&self) -> WeightKey {
        WeightKey {
            score: self.score,
            imbalance: self.imbalance,
            preference: self.preference,
            repeated: self.repeated,
            strong: self.strong,
            played_games: self.played_games,
            bye_eligible: self.bye_eligible,
            floats: self.floats,
        }
    }

    /// Float `rounds_back` rounds ago (1 or 2).
    pub fn float(&self, rounds_back: usize) -> Float {
        self.floats
            .get(rounds_back.wrapping_sub(1))
            .copied()
            .unwrap_or(Float::None)
    }
}

/// Pairing score (points plus acceleration) of `player` before the round played
/// `rounds_back` rounds ago (0: the round about to be paired).
pub fn score_before(input: &EngineInput, player: &PlayerInput, rounds_back: usize) -> u32 {
    let keep = input.played_rounds.saturating_sub(rounds_back);
    let points = player
        .rounds
        .iter()
        .take(keep)
        .fold(0u32, |sum, r| sum.saturating_add(r.points));
    points.saturating_add(player.acceleration.get(keep).copied().unwrap_or(0))
}

/// Points of `player` over all past rounds, without acceleration.
pub fn points(player: &PlayerInput) -> u32 {
    player
        .rounds
        .iter()
        .fold(0u32, |sum, r| sum.saturating_add(r.points))
}

/// Rank of every active player (index = player index), `None` for inactive players.
pub fn ranks(input: &EngineInput) -> Vec<Option<usize>> {
    let mut next = 0usize;
    input
        .players
        .iter()
        .map(|p| {
            if p.active {
                next += 1;
                Some(next - 1)
            } else {
                None
            }
        })
        .collect()
}

/// Derives the state of player `index`.
pub fn derive(input: &EngineInput, index: usize, rank: usize) -> PlayerState {
    let empty = PlayerInput {
        rounds: Vec::new(),
        acceleration: Vec::new(),
        to_pair: false,
        active: false,
    };
    let player = input.players.get(index).unwrap_or(&empty);
    let mut whites = 0u32;
    let mut blacks = 0u32;
    let mut consecutive = 0u32;
    let mut last: Option<Side> = None;
    let mut played_games = 0u32;
    let mut colours = Vec::new();
    for record in &player.rounds {
        if !record.played {
            continue;
        }
        let Some(colour) = record.colour else {
            continue;
        };
        played_games += 1;
        colours.push(colour);
        match colour {
            Side::White => whites += 1,
            Side::Black => blacks += 1,
        }
        if consecutive == 0 || Some(colour) != last {
            consecutive = 1;
        } else {
            consecutive += 1;
        }
        last = Some(colour);
    }
    let lower = if whites > blacks {
        Side::Black
    } else {
        Side::White
    };
    let imbalance = whites.abs_diff(blacks);
    let preference = if imbalance > 1 {
        Some(lower)
    } else if consecutive > 1 {
        last.map(Side::opposite)
    } else if imbalance > 0 {
        Some(lower)
    } else if consecutive > 0 {
        last.map(Side::opposite)
    } else {
        None
    };
    let repeated = if consecutive > 1 { last } else { None };
    let absolute = imbalance > 1 || repeated.is_some();
    let strong = !absolute && imbalance > 0;

    let values = &input.values;
    let bye_eligible = !player
        .rounds
        .iter()
        .any(|r| !r.played && r.points >= values.win);

    let mut floats = [Float::None; 2];
    for (slot, rounds_back) in floats.iter_mut().zip(1..=2usize) {
        if input.played_rounds < rounds_back {
            continue;
        }
        let round = input.played_rounds - rounds_back;
        let Some(record) = player.rounds.get(round) else {
            continue;
        };
        *slot = if !record.played {
            if record.points > values.loss {
                Float::Down
            } else {
                Float::None
            }
        } else {
            let own = score_before(input, player, rounds_back);
            let opponent = record
                .opponent
                .and_then(|o| input.players.get(o))
                .map_or(0, |o| score_before(input, o, rounds_back));
            match own.cmp(&opponent) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            }
        };
    }

    PlayerState {
        index,
        rank,
        score: score_before(input, player, 0),
        points: points(player),
        imbalance,
        preference,
        repeated,
        strong,
        played_games,
        bye_eligible,
        floats,
        colours,
    }
}
