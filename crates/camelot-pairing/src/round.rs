//! The result of pairing one round.

use std::fmt::Write as _;

use crate::error::PairingError;
use crate::model::{Colour, ResultCode, RoundEntry, Tournament};

/// One board: who has White and who has Black (pairing numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pair {
    /// Pairing number of the player with White.
    pub white: u32,
    /// Pairing number of the player with Black.
    pub black: u32,
}

impl Pair {
    /// A board with `white` against `black`.
    pub const fn new(white: u32, black: u32) -> Pair {
        Pair { white, black }
    }
}

/// The pairing of one round: boards in order and the pairing-allocated bye, if any.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundPairing {
    /// The round paired (1-based).
    pub round: u32,
    /// Boards, board 1 first.
    pub pairs: Vec<Pair>,
    /// The player who gets the pairing-allocated bye.
    pub bye: Option<u32>,
}

impl RoundPairing {
    /// Number of pairs with the bye counted as one (the first line of the engine format).
    pub fn pair_count(&self) -> usize {
        self.pairs.len() + usize::from(self.bye.is_some())
    }

    /// The pairing in the reference engines' text format: the number of pairs (the bye counts
    /// as one), then `white black` per board, then the bye as `N 0`; LF line endings.
    pub fn to_engine_format(&self) -> String {
        let mut out = format!("{}\n", self.pair_count());
        for pair in &self.pairs {
            let _ = writeln!(out, "{} {}", pair.white, pair.black);
        }
        if let Some(bye) = self.bye {
            let _ = writeln!(out, "{bye} 0");
        }
        out
    }

    /// Puts the boards in FIDE order (C.04.2 art. 3.6) using the scores before `self.round`:
    /// higher score of the pair's higher-ranked player first, then higher sum of both scores,
    /// then smaller pairing number of the higher-ranked player. Players rank by score, then
    /// pairing number.
    pub fn sort_boards(&mut self, tournament: &Tournament) {
        let round = self.round;
        let key = |pair: &Pair| {
            let w = (tournament.pairing_score(pair.white, round), pair.white);
            let b = (tournament.pairing_score(pair.black, round), pair.black);
            let higher = if (w.0 > b.0) || (w.0 == b.0 && w.1 < b.1) {
                w
            } else {
                b
            };
            (
                std::cmp::Reverse(higher.0),
                std::cmp::Reverse(w.0 + b.0),
                higher.1,
            )
        };
        self.pairs.sort_by_cached_key(key);
    }
}

impl Tournament {
    /// Records a game (or forfeit) of `round` (1..=`total_rounds`): `white` had White and got
    /// `white_result`, `black` got `black_result`. Both players' entries are overwritten.
    pub fn record_game(
        &mut self,
        round: u32,
        white: u32,
        black: u32,
        white_result: ResultCode,
        black_result: ResultCode,
    ) -> Result<(), PairingError> {
        self.check_round(round)?;
        for (tpn, result) in [(white, white_result), (black, black_result)] {
            if !result.has_opponent() {
                return Err(PairingError::InconsistentRound {
                    tpn,
                    round,
                    reason: format!("result '{}' is not a game result", result.trf_code()),
                });
            }
        }
        if self.player(white).is_none() {
            return Err(PairingError::UnknownPlayer(white));
        }
        if self.player(black).is_none() {
            return Err(PairingError::UnknownPlayer(black));
        }
        if let Some(p) = self.player_mut(white) {
            p.set_entry(round, RoundEntry::game(black, Colour::White, white_result));
        }
        if let Some(p) = self.player_mut(black) {
            p.set_entry(round, RoundEntry::game(white, Colour::Black, black_result));
        }
        Ok(())
    }

    fn check_round(&self, round: u32) -> Result<(), PairingError> {
        if round == 0 || round > self.total_rounds {
            return Err(PairingError::InvalidTournament(format!(
                "round {round} does not exist: the tournament has rounds 1 to {}",
                self.total_rounds
            )));
        }
        Ok(())
    }

    /// Records a bye or absence (`result` without opponent) for `tpn` in `round`.
    pub fn record_bye(
        &mut self,
        round: u32,
        tpn: u32,
        result: ResultCode,
    ) -> Result<(), PairingError> {
        self.check_round(round)?;
        if result.has_opponent() {
            return Err(PairingError::InconsistentRound {
                tpn,
                round,
                reason: format!("result '{}' needs an opponent", result.trf_code()),
            });
        }
        let player = self
            .player_mut(tpn)
            .ok_or(PairingError::UnknownPlayer(tpn))?;
        player.set_entry(round, RoundEntry::bye(result));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    #[test]
    fn engine_format_counts_the_bye() {
        let pairing = RoundPairing {
            round: 1,
            pairs: vec![Pair::new(1, 4), Pair::new(3, 2)],
            bye: Some(5),
        };
        assert_eq!(pairing.to_engine_format(), "3\n1 4\n3 2\n5 0\n");
    }

    #[test]
    fn boards_follow_score_then_sum_then_rank() {
        let mut t = Tournament::new("x", 3);
        for tpn in 1..=6 {
            t.players.push(Player::new(tpn, format!("P{tpn}"), None));
        }
        // After round 1: 6 beat 1, 2 beat 5, 3 drew 4.
        t.record_game(1, 1, 6, ResultCode::Loss, ResultCode::Win)
            .unwrap();
        t.record_game(1, 5, 2, ResultCode::Loss, ResultCode::Win)
            .unwrap();
        t.record_game(1, 3, 4, ResultCode::Draw, ResultCode::Draw)
            .unwrap();
        let mut pairing = RoundPairing {
            round: 2,
            pairs: vec![Pair::new(5, 1), Pair::new(4, 3), Pair::new(2, 6)],
            bye: None,
        };
        pairing.sort_boards(&t);
        assert_eq!(
            pairing.pairs,
            vec![Pair::new(2, 6), Pair::new(4, 3), Pair::new(5, 1)]
        );
        assert!(t.record_bye(2, 9, ResultCode::HalfPointBye).is_err());
        assert!(
            t.record_bye(4, 1, ResultCode::HalfPointBye).is_err(),
            "beyond the last round"
        );
        assert!(
            t.record_game(0, 1, 2, ResultCode::Win, ResultCode::Loss)
                .is_err()
        );
        assert!(t.record_bye(2, 1, ResultCode::Win).is_err());
        assert!(
            t.record_game(2, 1, 2, ResultCode::HalfPointBye, ResultCode::Win)
                .is_err()
        );
    }
}
