//! Scores: hundredths of a Man from the side to move's view, and game ends at a distance.

use serde::{Deserialize, Serialize};

/// A search score in hundredths of a Man, from the side to move's view. Scores beyond
/// [`WIN_BOUND`] are game ends: `WIN - p` wins in `p` plies, `-(WIN - p)` loses in `p`.
pub type Value = i32;

/// A won game at the root (0 plies away).
pub const WIN: Value = 30_000;
/// Scores at least this far from 0 are wins or losses.
pub const WIN_BOUND: Value = WIN - 1_000;
/// Above any score.
pub const INFINITE: Value = WIN + 1;
/// A drawn game.
pub const DRAW: Value = 0;

/// Whether a score is a game end (won or lost).
#[inline]
pub fn is_decisive(v: Value) -> bool {
    v.abs() >= WIN_BOUND
}

/// A score as the command line and the API show it: `{"cp":N}`, `{"win_in":P}` or
/// `{"loss_in":P}` (plies until the game ends), from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Score {
    /// Hundredths of a Man.
    Cp(i32),
    /// The side to move wins in this many plies.
    WinIn(u32),
    /// The side to move loses in this many plies.
    LossIn(u32),
}

impl Score {
    /// The score of a search value.
    pub fn from_value(v: Value) -> Score {
        if v >= WIN_BOUND {
            Score::WinIn((WIN - v).max(0) as u32)
        } else if v <= -WIN_BOUND {
            Score::LossIn((WIN + v).max(0) as u32)
        } else {
            Score::Cp(v)
        }
    }

    /// The same score seen from the other side.
    pub fn flipped(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::WinIn(p) => Score::LossIn(p),
            Score::LossIn(p) => Score::WinIn(p),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ends_read_as_distances() {
        assert_eq!(Score::from_value(WIN - 3), Score::WinIn(3));
        assert_eq!(Score::from_value(-(WIN - 4)), Score::LossIn(4));
        assert_eq!(Score::from_value(35), Score::Cp(35));
        assert_eq!(
            serde_json::to_string(&Score::from_value(35)).unwrap_or_default(),
            r#"{"cp":35}"#
        );
        assert_eq!(
            serde_json::to_string(&Score::WinIn(5)).unwrap_or_default(),
            r#"{"win_in":5}"#
        );
    }
}
