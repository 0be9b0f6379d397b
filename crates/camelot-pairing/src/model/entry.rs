//! One player's round: opponent, colour, result.

use std::fmt;

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Colour {
    /// White (TRF `w`).
    #[default]
    White,
    /// Black (TRF `b`).
    Black,
}

impl Colour {
    /// The other colour.
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The lower-case TRF letter: `w` or `b`.
    pub const fn trf_letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "White",
            Colour::Black => "Black",
        })
    }
}

/// What happened to a player in one round (the TRF-2026 result codes).
///
/// The distinctions matter: colours and rematches count only over-the-board games, the Dutch
/// system floats and the PAB rule look at unplayed points, and C.07 Art. 16 treats each kind of
/// unplayed round differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ResultCode {
    /// Won over the board (TRF `1`).
    Win,
    /// Drew over the board (`=`).
    Draw,
    /// Lost over the board (`0`).
    Loss,
    /// Won a game that lasted less than one move: played for pairing, not rated (`W`).
    UnratedWin,
    /// Drew a game that lasted less than one move (`D`).
    UnratedDraw,
    /// Lost a game that lasted less than one move (`L`).
    UnratedLoss,
    /// Won by forfeit: the opponent did not play (`+`). Not a game for colours or rematches.
    ForfeitWin,
    /// Lost by forfeit, including a double forfeit (`-`).
    ForfeitLoss,
    /// Pairing-allocated bye (`U`).
    PairingAllocatedBye,
    /// Half-point bye, requested (`H`).
    HalfPointBye,
    /// Full-point bye (`F`).
    FullPointBye,
    /// Zero-point bye: known absence, withdrawal (`Z`).
    ZeroPointBye,
    /// No entry for the round: not paired, absent (a blank TRF result; scores like `Z`).
    NotPaired,
}

impl ResultCode {
    /// Every code, in declaration order.
    pub const ALL: [ResultCode; 13] = [
        ResultCode::Win,
        ResultCode::Draw,
        ResultCode::Loss,
        ResultCode::UnratedWin,
        ResultCode::UnratedDraw,
        ResultCode::UnratedLoss,
        ResultCode::ForfeitWin,
        ResultCode::ForfeitLoss,
        ResultCode::PairingAllocatedBye,
        ResultCode::HalfPointBye,
        ResultCode::FullPointBye,
        ResultCode::ZeroPointBye,
        ResultCode::NotPaired,
    ];

    /// The game was played over the board (rated or not): it counts for colours, rematches and
    /// floats, and for the "played games" tie-breaks.
    pub const fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }

    /// The game was played and lasted at least one move (`1`, `=`, `0`).
    pub const fn is_rated_game(self) -> bool {
        matches!(self, ResultCode::Win | ResultCode::Draw | ResultCode::Loss)
    }

    /// A forfeit (`+` or `-`): paired against an opponent, but not played.
    pub const fn is_forfeit(self) -> bool {
        matches!(self, ResultCode::ForfeitWin | ResultCode::ForfeitLoss)
    }

    /// The entry has an opponent: a played game or a forfeit.
    pub const fn has_opponent(self) -> bool {
        self.is_played() || self.is_forfeit()
    }

    /// The entry is a bye of any kind or no entry at all (no opponent).
    pub const fn is_bye(self) -> bool {
        !self.has_opponent()
    }

    /// The entry was produced by pairing the round (a game, a forfeit or the PAB), as opposed
    /// to a bye or absence that is known before the round is paired.
    pub const fn is_pairing_outcome(self) -> bool {
        self.has_opponent() || matches!(self, ResultCode::PairingAllocatedBye)
    }

    /// A voluntary unplayed round (C.07 Art. 16): half- or zero-point bye, forfeit loss, or no
    /// entry at all.
    pub const fn is_voluntary_unplayed(self) -> bool {
        matches!(
            self,
            ResultCode::HalfPointBye
                | ResultCode::ZeroPointBye
                | ResultCode::NotPaired
                | ResultCode::ForfeitLoss
        )
    }

    /// For a played game: the game score in half points (win 2, draw 1, loss 0), independent of
    /// the point system. `None` for anything not played.
    pub const fn game_score_halves(self) -> Option<u32> {
        match self {
            ResultCode::Win | ResultCode::UnratedWin => Some(2),
            ResultCode::Draw | ResultCode::UnratedDraw => Some(1),
            ResultCode::Loss | ResultCode::UnratedLoss => Some(0),
            _ => None,
        }
    }

    /// The TRF-2026 result character.
    pub const fn trf_code(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::PairingAllocatedBye => 'U',
            ResultCode::HalfPointBye => 'H',
            ResultCode::FullPointBye => 'F',
            ResultCode::ZeroPointBye => 'Z',
            ResultCode::NotPaired => ' ',
        }
    }

    /// Reads a TRF-2026 result character (letters in either case; blank is [`NotPaired`]).
    ///
    /// [`NotPaired`]: ResultCode::NotPaired
    pub fn from_trf_code(code: char) -> Option<ResultCode> {
        Some(match code.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            'W' => ResultCode::UnratedWin,
            'D' => ResultCode::UnratedDraw,
            'L' => ResultCode::UnratedLoss,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'U' => ResultCode::PairingAllocatedBye,
            'H' => ResultCode::HalfPointBye,
            'F' => ResultCode::FullPointBye,
            'Z' => ResultCode::ZeroPointBye,
            ' ' => ResultCode::NotPaired,
            _ => return None,
        })
    }
}

/// A player's entry for one round.
///
/// Games and forfeits have an opponent (and normally a colour); byes and absences have neither.
/// [`crate::Tournament::validate`] checks that both players of a game tell the same story.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoundEntry {
    /// The opponent's pairing number, for games and forfeits.
    pub opponent: Option<u32>,
    /// The colour the player had (or was scheduled to have, for a forfeit).
    pub colour: Option<Colour>,
    /// What happened.
    pub result: ResultCode,
}

impl RoundEntry {
    /// No entry: the player was not paired this round.
    pub const NOT_PAIRED: RoundEntry = RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::NotPaired,
    };

    /// A game or forfeit against `opponent` with `colour`.
    pub const fn game(opponent: u32, colour: Colour, result: ResultCode) -> RoundEntry {
        RoundEntry {
            opponent: Some(opponent),
            colour: Some(colour),
            result,
        }
    }

    /// A bye or absence (no opponent, no colour).
    pub const fn bye(result: ResultCode) -> RoundEntry {
        RoundEntry {
            opponent: None,
            colour: None,
            result,
        }
    }

    /// The game was played over the board.
    pub const fn is_played(&self) -> bool {
        self.result.is_played()
    }

    /// The colour of a game played over the board; `None` for forfeits, byes and absences
    /// (C.04.2 3.4: colour history uses played games only).
    pub const fn played_colour(&self) -> Option<Colour> {
        if self.result.is_played() {
            self.colour
        } else {
            None
        }
    }

    /// The opponent of a game played over the board (the only games that forbid a rematch).
    pub const fn played_opponent(&self) -> Option<u32> {
        if self.result.is_played() {
            self.opponent
        } else {
            None
        }
    }
}

impl Default for RoundEntry {
    fn default() -> Self {
        RoundEntry::NOT_PAIRED
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trf_codes_round_trip() {
        for code in ResultCode::ALL {
            assert_eq!(ResultCode::from_trf_code(code.trf_code()), Some(code));
        }
        assert_eq!(
            ResultCode::from_trf_code('u'),
            Some(ResultCode::PairingAllocatedBye)
        );
        assert_eq!(
            ResultCode::from_trf_code('h'),
            Some(ResultCode::HalfPointBye)
        );
        assert_eq!(ResultCode::from_trf_code('x'), None);
        assert_eq!(ResultCode::from_trf_code('2'), None);
    }

    #[test]
    fn classification_follows_the_rules() {
        assert!(ResultCode::UnratedDraw.is_played());
        assert!(!ResultCode::UnratedDraw.is_rated_game());
        assert!(!ResultCode::ForfeitWin.is_played());
        assert!(ResultCode::ForfeitWin.has_opponent());
        assert!(ResultCode::PairingAllocatedBye.is_pairing_outcome());
        assert!(!ResultCode::HalfPointBye.is_pairing_outcome());
        assert!(ResultCode::ForfeitLoss.is_voluntary_unplayed());
        assert!(!ResultCode::ForfeitWin.is_voluntary_unplayed());
        assert!(!ResultCode::PairingAllocatedBye.is_voluntary_unplayed());
        let forfeit = RoundEntry::game(3, Colour::White, ResultCode::ForfeitWin);
        assert_eq!(forfeit.played_colour(), None);
        assert_eq!(forfeit.played_opponent(), None);
        let game = RoundEntry::game(3, Colour::Black, ResultCode::Draw);
        assert_eq!(game.played_colour(), Some(Colour::Black));
        assert_eq!(game.played_opponent(), Some(3));
    }
}
