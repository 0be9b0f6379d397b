//! What a pairing engine needs beyond the tournament record.

use std::collections::BTreeSet;

use crate::error::PairingError;
use crate::model::Tournament;

/// Per-round instructions for a pairing engine.
///
/// The tournament record already says who has a bye decided in advance for the round (an
/// entry in that round's column) and which pairs TRF `260` records forbid; these options add
/// what the organiser decides outside the record. Build with `PairingOptions::default()` and
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
