//! Levels for people, 1 to 8: 8 is full strength; below it the engine looks less far and
//! blurs its judgement on purpose, so that level 1 is beatable by a beginner and each level is
//! clearly stronger than the one below (the ladder's figures are in BENCHMARKS.md).

use std::fmt;

/// A playing level, 1 (weakest) to 8 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// depth, noise (hundredths of a Man, ±), blunder percent, node cap
const TABLE: [(Option<i32>, i32, u32, Option<u64>); 8] = [
    (Some(1), 300, 30, None),
    (Some(1), 120, 10, None),
    (Some(2), 60, 4, None),
    (Some(3), 70, 0, None),
    (Some(4), 45, 0, None),
    (None, 0, 0, Some(20_000)),
    (None, 0, 0, Some(200_000)),
    (None, 0, 0, None),
];

impl Level {
    /// Full strength.
    pub const FULL: Level = Level(8);

    /// The level `n` (1..=8).
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    fn row(self) -> (Option<i32>, i32, u32, Option<u64>) {
        TABLE[usize::from(self.0.clamp(1, 8) - 1)]
    }

    /// The deepest the level looks (none: as deep as the limits allow).
    pub fn depth(self) -> Option<i32> {
        self.row().0
    }

    /// How much the level blurs its move values (0: it plays its best move).
    pub fn noise(self) -> i32 {
        self.row().1
    }

    /// How often, in percent, it picks a lesser move among its best few.
    pub fn blunder_percent(self) -> u32 {
        self.row().2
    }

    /// The most nodes it searches per move.
    pub fn nodes(self) -> Option<u64> {
        self.row().3
    }

    /// A sentence for people choosing an opponent.
    pub fn description(self) -> &'static str {
        match self.0 {
            1 => "Just learned the moves: looks one move ahead and often picks the wrong one.",
            2 => "A beginner: sees captures one move ahead, still careless.",
            3 => "A casual player: looks two moves ahead.",
            4 => "A club player: three moves ahead, rarely careless.",
            5 => "A strong club player: four moves ahead.",
            6 => "An expert: a real search, some twenty thousand positions per move.",
            7 => "A master: a deep search of a couple of hundred thousand positions.",
            _ => "Full strength: the engine at its best.",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
