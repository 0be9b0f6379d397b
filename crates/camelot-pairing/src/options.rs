//! What a pairing engine needs beyond the tournament record.

use std::collections::BTreeSet;

use crate::error::PairingError;
use crate::model::Tournament;

/// Per-round instructions for a pairing engine.
///
/// The tournament record already says who has a bye decided in advance for the round (an
/// entry in that round's column) and which pairs TRF `260` records forbid; these options add
/// what the organizer decides outside the record. Build with `PairingOptions::default()` and
/// the `with_*` methods, or set the fields.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct PairingOptions {
    /// Players not to be paired this round (absent, withdrawn). They get neither a game nor
    /// the pairing-allocated bye.
    pub absent: BTreeSet<u32>,
    /// Pairs that must not meet this round (unordered).
    pub forbidden_pairs: Vec<(u32, u32)>,
}

impl PairingOptions {
    /// Options with nothing set.
    pub fn new() -> PairingOptions {
        PairingOptions::default()
    }

    /// Adds players who must not be paired this round.
    pub fn with_absent(mut self, players: impl IntoIterator<Item = u32>) -> PairingOptions {
        self.absent.extend(players);
        self
    }

    /// Adds a pair that must not meet this round.
    pub fn with_forbidden_pair(mut self, first: u32, second: u32) -> PairingOptions {
        self.forbidden_pairs.push((first, second));
        self
    }

    /// `tpn` is listed as absent.
    pub fn is_absent(&self, tpn: u32) -> bool {
        self.absent.contains(&tpn)
    }

    /// The options forbid `first` against `second` (in either order).
    pub fn is_forbidden(&self, first: u32, second: u32) -> bool {
        self.forbidden_pairs
            .iter()
            .any(|&(a, b)| (a == first && b == second) || (a == second && b == first))
    }

    /// Players who are not to be paired in the tournament's next round: the absent list plus
    /// everyone whose record already has an entry (a bye or absence decided in advance) for
    /// that round.
    pub fn unavailable_players(&self, tournament: &Tournament) -> BTreeSet<u32> {
        let round = tournament.next_round();
        let mut out = self.absent.clone();
        out.extend(
            tournament
                .players
                .iter()
                .filter(|p| p.entry(round).result != crate::model::ResultCode::NotPaired)
                .map(|p| p.tpn),
        );
        out
    }

    /// `first` and `second` must not meet in the tournament's next round, by these options or
    /// by the tournament's prohibited pairings.
    pub fn forbids(&self, tournament: &Tournament, first: u32, second: u32) -> bool {
        self.is_forbidden(first, second)
            || tournament.is_forbidden_pairing(first, second, tournament.next_round())
    }

    /// Checks that every pairing number exists in `tournament` and no pair names one player
    /// twice.
    pub fn validate(&self, tournament: &Tournament) -> Result<(), PairingError> {
        for &tpn in &self.absent {
            if tournament.player(tpn).is_none() {
                return Err(PairingError::UnknownPlayer(tpn));
            }
        }
        for &(a, b) in &self.forbidden_pairs {
            for tpn in [a, b] {
                if tournament.player(tpn).is_none() {
                    return Err(PairingError::UnknownPlayer(tpn));
                }
            }
            if a == b {
                return Err(PairingError::InvalidOptions(format!(
                    "forbidden pair ({a}, {b}) names one player twice"
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ForbiddenPairing, Player, ResultCode};

    fn tournament() -> Tournament {
        let mut t = Tournament::new("t", 5);
        for tpn in 1..=6 {
            t.players.push(Player::new(tpn, format!("P{tpn}"), None));
        }
        t.record_game(1, 1, 2, ResultCode::Win, ResultCode::Loss)
            .unwrap();
        t.record_game(1, 3, 4, ResultCode::Draw, ResultCode::Draw)
            .unwrap();
        t.record_bye(1, 5, ResultCode::PairingAllocatedBye).unwrap();
        t.record_bye(1, 6, ResultCode::ZeroPointBye).unwrap();
        // Requested before round 2 is paired.
        t.record_bye(2, 4, ResultCode::HalfPointBye).unwrap();
        t.record_bye(3, 2, ResultCode::ZeroPointBye).unwrap();
        t.forbidden_pairings.push(ForbiddenPairing {
            first_round: 2,
            last_round: 2,
            players: vec![1, 5],
        });
        t
    }

    #[test]
    fn unavailable_players_include_preset_byes_of_the_next_round_only() {
        let t = tournament();
        assert_eq!(t.next_round(), 2);
        let options = PairingOptions::new().with_absent([6]);
        assert_eq!(options.unavailable_players(&t), BTreeSet::from([4, 6]));
        assert!(options.is_absent(6));
        assert!(
            !options.is_absent(2),
            "a bye for round 3 does not matter yet"
        );
    }

    #[test]
    fn forbidden_pairs_from_options_and_records() {
        let t = tournament();
        let options = PairingOptions::new().with_forbidden_pair(3, 2);
        assert!(options.is_forbidden(2, 3));
        assert!(options.forbids(&t, 2, 3));
        assert!(options.forbids(&t, 5, 1), "TRF 260 record for round 2");
        assert!(!options.forbids(&t, 1, 3));
    }

    #[test]
    fn validation_names_the_problem() {
        let t = tournament();
        assert_eq!(
            PairingOptions::new().with_absent([9]).validate(&t),
            Err(PairingError::UnknownPlayer(9))
        );
        assert_eq!(
            PairingOptions::new().with_forbidden_pair(1, 7).validate(&t),
            Err(PairingError::UnknownPlayer(7))
        );
        assert!(matches!(
            PairingOptions::new().with_forbidden_pair(2, 2).validate(&t),
            Err(PairingError::InvalidOptions(_))
        ));
        assert_eq!(
            PairingOptions::new()
                .with_absent([1])
                .with_forbidden_pair(2, 3)
                .validate(&t),
            Ok(())
        );
    }
}
