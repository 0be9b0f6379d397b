//! A participant and their round-by-round record.

use super::entry::{Colour, ResultCode, RoundEntry};
use super::points::{PointSystem, Points};

/// Descriptive TRF fields that the engine does not interpret but keeps, so that a file read and
/// written again says the same thing. All are optional; a tournament built in code can leave
/// them at their defaults.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct PlayerDetails {
    /// Sex as written in TRF column 10 (`m`, `w`), or empty.
    pub sex: String,
    /// FIDE title as written in columns 11–13 (`GM`, `IM`, `WGM`, `g`, …), or empty.
    pub title: String,
    /// FIDE federation (columns 54–56), or empty.
    pub federation: String,
    /// FIDE ID (columns 58–68), or empty.
    pub fide_id: String,
    /// Birth date as written (columns 70–79, `YYYY/MM/DD`), or empty.
    pub birth_date: String,
    /// Rank as written in the file (columns 86–89); informative only.
    pub rank: Option<u32>,
}

/// A participant: pairing number, identity and one [`RoundEntry`] per round.
///
/// `rounds[0]` is round 1. Rounds beyond the end of the vector have no entry
/// ([`RoundEntry::NOT_PAIRED`]). An entry for a round that has not been paired yet can only be a
/// bye or an absence decided in advance (a requested half-point bye, say).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Player {
    /// Pairing number (TPN, the TRF starting rank), 1-based and unique in the tournament.
    pub tpn: u32,
    /// Display name (TRF "Lastname, Firstname").
    pub name: String,
    /// FIDE rating, `None` when unrated.
    pub rating: Option<u16>,
    /// Descriptive fields kept for TRF export.
    pub details: PlayerDetails,
    /// The player's rounds, round 1 first.
    pub rounds: Vec<RoundEntry>,
}

impl Player {
    /// A player with no rounds yet.
    pub fn new(tpn: u32, name: impl Into<String>, rating: Option<u16>) -> Player {
        Player {
            tpn,
            name: name.into(),
            rating,
            details: PlayerDetails::default(),
            rounds: Vec::new(),
        }
    }

    /// The entry for 1-based `round` ([`RoundEntry::NOT_PAIRED`] if there is none).
    pub fn entry(&self, round: u32) -> RoundEntry {
        round
            .checked_sub(1)
            .and_then(|index| self.rounds.get(index as usize))
            .copied()
            .unwrap_or(RoundEntry::NOT_PAIRED)
    }

    /// Sets the entry for 1-based `round`, filling skipped rounds with "not paired".
    /// Round 0 is ignored.
    pub fn set_entry(&mut self, round: u32, entry: RoundEntry) {
        let Some(index) = round.checked_sub(1) else {
            return;
        };
        let index = index as usize;
        if self.rounds.len() <= index {
            self.rounds.resize(index + 1, RoundEntry::NOT_PAIRED);
        }
        if let Some(slot) = self.rounds.get_mut(index) {
            *slot = entry;
        }
    }

    /// Entries with their 1-based round numbers.
    pub fn entries(&self) -> impl Iterator<Item = (u32, RoundEntry)> + '_ {
        (1u32..).zip(self.rounds.iter().copied())
    }

    /// Points after `round` rounds (rounds 1..=`round`).
    pub fn points_after(&self, round: u32, points: &PointSystem) -> Points {
        self.rounds
            .iter()
            .take(round as usize)
            .map(|entry| points.points(entry.result))
            .sum()
    }

    /// Points over every entry, including entries decided in advance for rounds not yet paired.
    pub fn total_points(&self, points: &PointSystem) -> Points {
        self.rounds
            .iter()
            .map(|entry| points.points(entry.result))
            .sum()
    }

    /// Over-the-board games, with round numbers.
    pub fn played_games(&self) -> impl Iterator<Item = (u32, RoundEntry)> + '_ {
        self.entries().filter(|(_, entry)| entry.is_played())
    }

    /// Colours of the games played over the board, in round order (forfeits and byes skipped,
    /// C.04.2 3.4).
    pub fn colour_history(&self) -> Vec<Colour> {
        self.rounds
            .iter()
            .filter_map(RoundEntry::played_colour)
            .collect()
    }

    /// Whites minus blacks over games played.
    pub fn colour_difference(&self) -> i32 {
        self.rounds
            .iter()
            .filter_map(RoundEntry::played_colour)
            .map(|colour| match colour {
                Colour::White => 1,
                Colour::Black => -1,
            })
            .sum()
    }

    /// The player met `opponent` over the board (forfeits do not count, C.04.2 3.5).
    pub fn has_played(&self, opponent: u32) -> bool {
        self.rounds
            .iter()
            .any(|entry| entry.played_opponent() == Some(opponent))
    }

    /// The player has received a pairing-allocated bye.
    pub fn has_received_pab(&self) -> bool {
        self.rounds
            .iter()
            .any(|entry| entry.result == ResultCode::PairingAllocatedBye)
    }

    /// The player already scored, in a single round and without playing, as many points as a
    /// win (PAB, full-point bye, forfeit win): C.04.1 art. 4, such a player cannot get the PAB.
    pub fn has_unplayed_win(&self, points: &PointSystem) -> bool {
        self.rounds.iter().any(|entry| {
            !entry.result.is_played()
                && entry.result != ResultCode::NotPaired
                && points.points(entry.result) >= points.win
                && points.win > points.loss
        }) || self.has_received_pab()
    }

    /// Rounds among 1..=`up_to_round` in which the player did not play a game over the board.
    pub fn unplayed_rounds(&self, up_to_round: u32) -> u32 {
        (1..=up_to_round)
            .filter(|&round| !self.entry(round).is_played())
            .count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Player {
        let mut p = Player::new(4, "Doe, Jane", Some(1800));
        p.rounds = vec![
            RoundEntry::game(7, Colour::White, ResultCode::Win),
            RoundEntry::bye(ResultCode::HalfPointBye),
            RoundEntry::game(2, Colour::Black, ResultCode::ForfeitWin),
            RoundEntry::game(9, Colour::Black, ResultCode::Draw),
            RoundEntry::game(3, Colour::White, ResultCode::Loss),
        ];
        p
    }

    #[test]
    fn points_and_histories() {
        let p = sample();
        let ps = PointSystem::CLASSIC;
        assert_eq!(p.points_after(0, &ps), Points::ZERO);
        assert_eq!(p.points_after(2, &ps), Points::from_halves(3));
        assert_eq!(p.points_after(5, &ps), Points::from_halves(6));
        assert_eq!(p.points_after(99, &ps), Points::from_halves(6));
        assert_eq!(
            p.total_points(&PointSystem::THREE_ONE_ZERO),
            Points::whole(8)
        );
        assert_eq!(
            p.colour_history(),
            vec![Colour::White, Colour::Black, Colour::White]
        );
        assert_eq!(p.colour_difference(), 1);
        assert!(p.has_played(9));
        assert!(!p.has_played(2), "a forfeit is not a game");
        assert!(!p.has_received_pab());
        assert!(p.has_unplayed_win(&ps), "forfeit win blocks the PAB");
        assert_eq!(p.unplayed_rounds(5), 2);
        assert_eq!(p.entry(0), RoundEntry::NOT_PAIRED);
        assert_eq!(p.entry(6), RoundEntry::NOT_PAIRED);
    }

    #[test]
    fn set_entry_fills_gaps() {
        let mut p = Player::new(1, "A", None);
        p.set_entry(3, RoundEntry::bye(ResultCode::HalfPointBye));
        assert_eq!(p.rounds.len(), 3);
        assert_eq!(p.entry(1), RoundEntry::NOT_PAIRED);
        assert_eq!(p.entry(3).result, ResultCode::HalfPointBye);
        p.set_entry(0, RoundEntry::bye(ResultCode::FullPointBye));
        assert_eq!(p.rounds.len(), 3);
    }

    #[test]
    fn half_point_byes_never_block_the_pab() {
        let mut p = Player::new(1, "A", None);
        p.rounds = vec![
            RoundEntry::bye(ResultCode::HalfPointBye),
            RoundEntry::bye(ResultCode::ZeroPointBye),
        ];
        assert!(!p.has_unplayed_win(&PointSystem::CLASSIC));
        p.rounds.push(RoundEntry::bye(ResultCode::FullPointBye));
        assert!(p.has_unplayed_win(&PointSystem::CLASSIC));
    }
}
