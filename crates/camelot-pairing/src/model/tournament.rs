//! The tournament: settings plus every player's record.

use std::collections::{BTreeSet, HashMap};

use super::entry::{Colour, ResultCode, RoundEntry};
use super::player::Player;
use super::points::{PointSystem, Points};
use crate::error::PairingError;

/// Players who must not meet in a range of rounds (TRF record `260`): every two players of
/// `players` form a forbidden pair in rounds `first_round..=last_round`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ForbiddenPairing {
    /// First round the restriction applies to.
    pub first_round: u32,
    /// Last round the restriction applies to (may equal `first_round`).
    pub last_round: u32,
    /// Pairing numbers of the players concerned (two or more).
    pub players: Vec<u32>,
}

/// Fictitious points added to pairing scores (TRF record `250`, accelerated pairings): players
/// `first_player..=last_player` get `points` extra in rounds `first_round..=last_round`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Acceleration {
    /// Fictitious points per round in the range.
    pub points: Points,
    /// First round with these points.
    pub first_round: u32,
    /// Last round with these points.
    pub last_round: u32,
    /// First pairing number concerned.
    pub first_player: u32,
    /// Last pairing number concerned.
    pub last_player: u32,
}

/// A float received in a round (C.04.3 art. 1.4, 2026 rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Float {
    /// Paired with a lower score, got the PAB, or scored more than a loss without playing.
    Down,
    /// Paired with a higher score.
    Up,
}

/// A tournament: its settings and every player's rounds. Build it in code (all fields are
/// public) or read it from TRF with [`Tournament::from_trf`]; check it with
/// [`Tournament::validate`] before handing it to an engine.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tournament {
    /// Tournament name (TRF `012`).
    pub name: String,
    /// Number of rounds announced (TRF `142`; the Dutch system needs it for the last round).
    pub total_rounds: u32,
    /// Colour of the first-ranked player paired in round 1, drawn by lot (TRF `152`).
    pub initial_colour: Colour,
    /// Points per result (TRF `162`).
    pub point_system: PointSystem,
    /// Encoded type of tournament (TRF `192`), e.g. `FIDE_DUTCH_2025` or `FIDE_ROUNDROBIN`.
    pub pairing_system: Option<String>,
    /// Participants, normally in pairing-number order.
    pub players: Vec<Player>,
    /// Pairs that must not meet (TRF `260`).
    pub forbidden_pairings: Vec<ForbiddenPairing>,
    /// Accelerated-pairing points (TRF `250`).
    pub accelerations: Vec<Acceleration>,
    /// TRF records this crate does not interpret (city, arbiters, dates, comments…), verbatim,
    /// so that writing a file that was read keeps them.
    pub other_records: Vec<String>,
}

impl Tournament {
    /// An empty tournament with the classic point system and White as initial colour.
    pub fn new(name: impl Into<String>, total_rounds: u32) -> Tournament {
        Tournament {
            name: name.into(),
            total_rounds,
            ..Tournament::default()
        }
    }

    /// The player with pairing number `tpn`.
    pub fn player(&self, tpn: u32) -> Option<&Player> {
        let index = tpn.checked_sub(1)? as usize;
        match self.players.get(index) {
            Some(player) if player.tpn == tpn => Some(player),
            _ => self.players.iter().find(|p| p.tpn == tpn),
        }
    }

    /// Mutable access to the player with pairing number `tpn`.
    pub fn player_mut(&mut self, tpn: u32) -> Option<&mut Player> {
        let index = tpn.checked_sub(1)? as usize;
        let direct = matches!(self.players.get(index), Some(p) if p.tpn == tpn);
        if direct {
            self.players.get_mut(index)
        } else {
            self.players.iter_mut().find(|p| p.tpn == tpn)
        }
    }

    /// The most rounds a tournament may have (the TRF `240` record's round field has three
    /// digits; it also keeps every total of bounded point values exact).
    pub const MAX_ROUNDS: u32 = 999;

    /// The number of rounds already paired: the last round in which anyone has a game, a
    /// forfeit or the PAB, extended over the rounds right after it in which every player
    /// already has an entry (rounds of byes only, where nobody is left to pair). Entries after
    /// it can only be byes decided in advance for the rounds still to be paired.
    pub fn rounds_played(&self) -> u32 {
        let with_pairings = self
            .players
            .iter()
            .filter_map(|player| {
                player
                    .entries()
                    .filter(|(_, entry)| entry.result.is_pairing_outcome())
                    .map(|(round, _)| round)
                    .last()
            })
            .max()
            .unwrap_or(0);
        // Rounds of byes only count while they follow on without a gap: a round in which
        // someone still has no entry is the one to pair, whatever later columns hold.
        let mut played = with_pairings;
        while !self.players.is_empty()
            && played < Self::MAX_ROUNDS
            && self
                .players
                .iter()
                .all(|player| player.entry(played + 1).result != ResultCode::NotPaired)
        {
            played += 1;
        }
        played
    }

    /// The round to be paired next (`rounds_played() + 1`).
    pub fn next_round(&self) -> u32 {
        self.rounds_played().saturating_add(1)
    }

    /// Points of player `tpn` after `round` rounds (0 for an unknown player).
    pub fn points_after(&self, tpn: u32, round: u32) -> Points {
        self.player(tpn)
            .map(|p| p.points_after(round, &self.point_system))
            .unwrap_or(Points::ZERO)
    }

    /// Fictitious acceleration points of `tpn` for `round` (TRF `250` records).
    pub fn acceleration_points(&self, tpn: u32, round: u32) -> Points {
        self.accelerations
            .iter()
            .filter(|a| {
                (a.first_round..=a.last_round).contains(&round)
                    && (a.first_player..=a.last_player).contains(&tpn)
            })
            .map(|a| a.points)
            .sum()
    }

    /// The score used to pair `round`: points after the previous rounds plus acceleration points.
    pub fn pairing_score(&self, tpn: u32, round: u32) -> Points {
        self.points_after(tpn, round.saturating_sub(1)) + self.acceleration_points(tpn, round)
    }

    /// The float player `tpn` received in `round` (2026 rules, C.04.3 art. 1.4): after a game
    /// between different pairing scores the higher one floated down and the lower one up; the
    /// PAB and any unplayed round worth more than a loss (half- or full-point bye, forfeit win)
    /// count as a downfloat; nothing else floats.
    pub fn float_in_round(&self, tpn: u32, round: u32) -> Option<Float> {
        let player = self.player(tpn)?;
        let entry = player.entry(round);
        if entry.is_played() {
            let opponent = entry.opponent?;
            let own = self.pairing_score(tpn, round);
            let theirs = self.pairing_score(opponent, round);
            return match own.cmp(&theirs) {
                std::cmp::Ordering::Greater => Some(Float::Down),
                std::cmp::Ordering::Less => Some(Float::Up),
                std::cmp::Ordering::Equal => None,
            };
        }
        if entry.result == ResultCode::PairingAllocatedBye
            || self.point_system.points(entry.result) > self.point_system.loss
        {
            return Some(Float::Down);
        }
        None
    }

    /// `first` and `second` must not be paired in `round` according to the TRF `260` records.
    pub fn is_forbidden_pairing(&self, first: u32, second: u32, round: u32) -> bool {
        self.forbidden_pairings.iter().any(|f| {
            (f.first_round..=f.last_round).contains(&round)
                && f.players.contains(&first)
                && f.players.contains(&second)
                && first != second
        })
    }

    /// The tournament is a round robin according to its TRF `192` code.
    pub fn is_round_robin(&self) -> bool {
        self.pairing_system.as_deref().is_some_and(|code| {
            let code = code.to_ascii_uppercase();
            code.contains("ROUNDROBIN") || code.contains("BERGER")
        })
    }

    /// Checks that the data is consistent: unique non-zero pairing numbers; games and forfeits
    /// name an existing opponent whose entry for the same round names this player back, with
    /// the other colour and the same kind of result (both played or both forfeited); byes have
    /// no opponent; no entry lies beyond the announced number of rounds; forfeits,
    /// accelerations and forbidden pairs name existing players; at most [`Self::MAX_ROUNDS`]
    /// rounds; every point value and acceleration within ±[`Points::MAX_VALUE`], so that no
    /// total the engines form can overflow.
    pub fn validate(&self) -> Result<(), PairingError> {
        if self.total_rounds > Self::MAX_ROUNDS {
            return Err(PairingError::InvalidTournament(format!(
                "{} rounds is too many: at most {} are supported",
                self.total_rounds,
                Self::MAX_ROUNDS
            )));
        }
        for (what, value) in point_values(&self.point_system) {
            if !value.within_limit() {
                return Err(PairingError::InvalidTournament(format!(
                    "{what} is worth {value} points, too large: a point value must lie \
                     between -{max} and {max}",
                    max = Points::MAX_VALUE
                )));
            }
        }
        let s = &self.point_system;
        if s.win <= s.loss || s.draw > s.win || s.draw < s.loss {
            return Err(PairingError::InvalidTournament(format!(
                "the point system gives {} for a win, {} for a draw and {} for a loss: a win \
                 must be worth more than a loss, and a draw neither more than a win nor less \
                 than a loss",
                s.win, s.draw, s.loss
            )));
        }
        let mut index: HashMap<u32, &Player> = HashMap::with_capacity(self.players.len());
        for player in &self.players {
            if player.tpn == 0 {
                return Err(PairingError::InvalidPlayer {
                    tpn: 0,
                    reason: format!("pairing numbers start at 1 (player {:?})", player.name),
                });
            }
            if index.insert(player.tpn, player).is_some() {
                return Err(PairingError::InvalidPlayer {
                    tpn: player.tpn,
                    reason: "two players have this pairing number".into(),
                });
            }
        }
        let rounds_played = self.rounds_played();
        if rounds_played > self.total_rounds {
            return Err(PairingError::InvalidTournament(format!(
                "round {rounds_played} has been paired but the tournament has only {} \
                 round{} (record 142)",
                self.total_rounds,
                if self.total_rounds == 1 { "" } else { "s" }
            )));
        }
        for player in &self.players {
            if player.rounds.len() > self.total_rounds as usize {
                return Err(PairingError::InconsistentRound {
                    tpn: player.tpn,
                    round: player.rounds.len() as u32,
                    reason: format!("entry beyond the last round ({})", self.total_rounds),
                });
            }
            for (round, entry) in player.entries() {
                check_entry(&index, player.tpn, round, entry)?;
            }
        }
        for forbidden in &self.forbidden_pairings {
            for &tpn in &forbidden.players {
                if !index.contains_key(&tpn) {
                    return Err(PairingError::UnknownPlayer(tpn));
                }
            }
        }
        for acceleration in &self.accelerations {
            if acceleration.first_round == 0 {
                return Err(PairingError::InvalidTournament(
                    "acceleration from round 0: rounds are numbered from 1".into(),
                ));
            }
            if !acceleration.points.within_limit() {
                return Err(PairingError::InvalidTournament(format!(
                    "acceleration of {} points is too large: fictitious points must lie \
                     between -{max} and {max}",
                    acceleration.points,
                    max = Points::MAX_VALUE
                )));
            }
            if acceleration.first_player > acceleration.last_player
                || acceleration.first_round > acceleration.last_round
            {
                return Err(PairingError::InvalidTournament(format!(
                    "acceleration range players {}..{} rounds {}..{} is empty",
                    acceleration.first_player,
                    acceleration.last_player,
                    acceleration.first_round,
                    acceleration.last_round
                )));
            }
        }
        Ok(())
    }

    /// Pairing numbers of all players, ascending.
    pub fn tpns(&self) -> BTreeSet<u32> {
        self.players.iter().map(|p| p.tpn).collect()
    }
}

/// Every value of a point system, named for error messages.
impl Tournament {
    /// What scores need beyond [`Self::validate`]: no negative point value or fictitious
    /// point, as the Dutch engine (and bbpPairings) require. A file may still be read and
    /// written with them; standings and pairings refuse them.
    ///
    /// # Errors
    /// [`PairingError::InvalidTournament`] naming the first negative value.
    pub fn validate_scores(&self) -> Result<(), PairingError> {
        for (what, value) in point_values(&self.point_system) {
            if value < Points::ZERO {
                return Err(PairingError::InvalidTournament(format!(
                    "{what} is worth {value} points: scores need point values that are not \
                     negative"
                )));
            }
        }
        if let Some(a) = self.accelerations.iter().find(|a| a.points < Points::ZERO) {
            return Err(PairingError::InvalidTournament(format!(
                "an acceleration of {} points: fictitious points must not be negative",
                a.points
            )));
        }
        Ok(())
    }
}

fn point_values(system: &PointSystem) -> [(&'static str, Points); 9] {
    [
        ("a win", system.win),
        ("a draw", system.draw),
        ("a loss", system.loss),
        ("a forfeit win", system.forfeit_win),
        ("a forfeit loss", system.forfeit_loss),
        ("the pairing-allocated bye", system.pairing_allocated_bye),
        ("a full-point bye", system.full_point_bye),
        ("a half-point bye", system.half_point_bye),
        ("a zero-point bye", system.zero_point_bye),
    ]
}

fn check_entry(
    index: &HashMap<u32, &Player>,
    tpn: u32,
    round: u32,
    entry: RoundEntry,
) -> Result<(), PairingError> {
    let inconsistent = |reason: String| PairingError::InconsistentRound { tpn, round, reason };
    if !entry.result.has_opponent() {
        if let Some(opponent) = entry.opponent {
            return Err(inconsistent(format!(
                "result '{}' is a bye but names opponent {opponent}",
                entry.result.trf_code()
            )));
        }
        return Ok(());
    }
    let Some(opponent) = entry.opponent else {
        return Err(inconsistent(format!(
            "result '{}' needs an opponent",
            entry.result.trf_code()
        )));
    };
    if opponent == tpn {
        return Err(inconsistent("the player is paired against themself".into()));
    }
    let Some(other) = index.get(&opponent) else {
        return Err(PairingError::UnknownOpponent {
            tpn,
            round,
            opponent,
        });
    };
    if entry.result.is_played() && entry.colour.is_none() {
        return Err(inconsistent("a played game needs a colour".into()));
    }
    let theirs = other.entry(round);
    if theirs.opponent != Some(tpn) {
        return Err(inconsistent(format!(
            "opponent {opponent} does not name player {tpn} in this round"
        )));
    }
    if entry.result.is_played() != theirs.result.is_played() {
        return Err(inconsistent(format!(
            "result '{}' does not match opponent {opponent}'s '{}'",
            entry.result.trf_code(),
            theirs.result.trf_code()
        )));
    }
    if let (Some(mine), Some(other_colour)) = (entry.colour, theirs.colour)
        && mine == other_colour
    {
        return Err(inconsistent(format!(
            "both players have {mine} against each other"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_rounds() -> Tournament {
        let mut t = Tournament::new("Test", 3);
        for tpn in 1..=4 {
            t.players
                .push(Player::new(tpn, format!("P{tpn}"), Some(2000 - tpn as u16)));
        }
        let games = [
            (1, 1, 3, ResultCode::Win),
            (1, 4, 2, ResultCode::Draw),
            (2, 1, 2, ResultCode::ForfeitWin),
        ];
        for (round, white, black, result) in games {
            let black_result = match result {
                ResultCode::Win => ResultCode::Loss,
                ResultCode::ForfeitWin => ResultCode::ForfeitLoss,
                other => other,
            };
            t.players[white as usize - 1]
                .set_entry(round, RoundEntry::game(black, Colour::White, result));
            t.players[black as usize - 1]
                .set_entry(round, RoundEntry::game(white, Colour::Black, black_result));
        }
        t.players[2].set_entry(2, RoundEntry::bye(ResultCode::PairingAllocatedBye));
        t.players[3].set_entry(2, RoundEntry::bye(ResultCode::ZeroPointBye));
        t.players[3].set_entry(3, RoundEntry::bye(ResultCode::HalfPointBye));
        t
    }

    #[test]
    fn rounds_played_ignores_byes_decided_in_advance() {
        let t = two_rounds();
        t.validate().unwrap();
        assert_eq!(t.rounds_played(), 2);
        assert_eq!(t.next_round(), 3);
        assert_eq!(t.points_after(1, 2), Points::whole(2));
        assert_eq!(t.points_after(4, 3), Points::ONE);
    }

    #[test]
    fn rounds_of_byes_only_count_as_played() {
        let mut t = Tournament::new("Byes", 5);
        for tpn in 1..=4 {
            t.players.push(Player::new(tpn, format!("P{tpn}"), None));
        }
        assert_eq!(t.rounds_played(), 0);
        for round in 1..=2 {
            for tpn in 1..=4 {
                t.record_bye(round, tpn, ResultCode::HalfPointBye).unwrap();
            }
        }
        assert_eq!(
            t.rounds_played(),
            2,
            "nobody is left to pair in rounds 1 and 2"
        );
        assert_eq!(t.next_round(), 3);
        // A bye requested for round 3 by some players leaves round 3 to pair.
        t.record_bye(3, 2, ResultCode::HalfPointBye).unwrap();
        t.record_bye(3, 4, ResultCode::ZeroPointBye).unwrap();
        assert_eq!(t.next_round(), 3);
        // A complete round after a gap does not skip the gap.
        for tpn in 1..=4 {
            t.record_bye(4, tpn, ResultCode::FullPointBye).unwrap();
        }
        assert_eq!(t.next_round(), 3);
        t.validate().unwrap();
        assert_eq!(Tournament::new("empty", 3).next_round(), 1);
    }

    #[test]
    fn validation_bounds_every_value_the_engines_add_up() {
        let mut t = two_rounds();
        t.point_system.win = Points::from_tenths(900_000_000_000_000_000);
        let message = t.validate().unwrap_err().to_string();
        assert!(message.contains("a win is worth"), "{message}");
        assert!(message.contains("too large"), "{message}");
        assert!(message.contains("-1000.0 and 1000.0"), "{message}");

        let mut t = two_rounds();
        t.point_system.forfeit_loss = -Points::MAX_VALUE - Points::from_tenths(1);
        assert!(
            t.validate()
                .unwrap_err()
                .to_string()
                .contains("a forfeit loss")
        );

        let mut t = two_rounds();
        t.accelerations.push(Acceleration {
            points: Points::from_tenths(i64::MAX),
            first_round: 1,
            last_round: 3,
            first_player: 1,
            last_player: 4,
        });
        let message = t.validate().unwrap_err().to_string();
        assert!(message.contains("acceleration of"), "{message}");
        assert!(message.contains("too large"), "{message}");
        // Unvalidated, the sums saturate rather than wrap into negative scores.
        t.accelerations.push(t.accelerations[0].clone());
        assert_eq!(t.acceleration_points(1, 1).tenths(), i64::MAX);
        assert!(t.pairing_score(1, 2) > Points::ZERO);

        let mut t = two_rounds();
        t.total_rounds = Tournament::MAX_ROUNDS + 1;
        let message = t.validate().unwrap_err().to_string();
        assert!(
            message.contains("1000 rounds is too many: at most 999"),
            "{message}"
        );
    }

    #[test]
    fn floats_follow_the_2026_definition() {
        let t = two_rounds();
        assert_eq!(t.float_in_round(1, 1), None, "equal scores in round 1");
        assert_eq!(t.float_in_round(1, 2), Some(Float::Down), "forfeit win");
        assert_eq!(t.float_in_round(2, 2), None, "forfeit loss");
        assert_eq!(t.float_in_round(3, 2), Some(Float::Down), "PAB");
        assert_eq!(t.float_in_round(4, 2), None, "zero-point bye");
        assert_eq!(t.float_in_round(4, 3), Some(Float::Down), "half-point bye");
    }

    #[test]
    fn validation_reports_contradictions() {
        let mut t = two_rounds();
        t.players[1].rounds[0].colour = Some(Colour::White);
        assert!(matches!(
            t.validate(),
            Err(PairingError::InconsistentRound {
                tpn: 2,
                round: 1,
                ..
            })
        ));

        let mut t = two_rounds();
        t.players[0].rounds[0].opponent = Some(9);
        assert_eq!(
            t.validate(),
            Err(PairingError::UnknownOpponent {
                tpn: 1,
                round: 1,
                opponent: 9
            })
        );

        let mut t = two_rounds();
        t.players[0].rounds[0].opponent = Some(2);
        assert!(matches!(
            t.validate(),
            Err(PairingError::InconsistentRound { tpn: 1, .. })
        ));

        let mut t = two_rounds();
        t.players[3].tpn = 1;
        assert!(matches!(
            t.validate(),
            Err(PairingError::InvalidPlayer { tpn: 1, .. })
        ));

        let mut t = two_rounds();
        t.total_rounds = 1;
        assert!(matches!(
            t.validate(),
            Err(PairingError::InvalidTournament(_))
        ));

        let mut t = two_rounds();
        t.players[0].rounds[1].result = ResultCode::Win;
        assert!(matches!(
            t.validate(),
            Err(PairingError::InconsistentRound {
                tpn: 1,
                round: 2,
                ..
            })
        ));

        let mut t = two_rounds();
        t.players[2].rounds[1].opponent = Some(1);
        assert!(matches!(
            t.validate(),
            Err(PairingError::InconsistentRound {
                tpn: 3,
                round: 2,
                ..
            })
        ));
    }

    #[test]
    fn forbidden_pairs_and_accelerations() {
        let mut t = two_rounds();
        t.forbidden_pairings.push(ForbiddenPairing {
            first_round: 3,
            last_round: 4,
            players: vec![1, 2, 4],
        });
        assert!(t.is_forbidden_pairing(4, 1, 3));
        assert!(!t.is_forbidden_pairing(1, 3, 3));
        assert!(!t.is_forbidden_pairing(1, 2, 2));
        t.accelerations.push(Acceleration {
            points: Points::ONE,
            first_round: 1,
            last_round: 2,
            first_player: 1,
            last_player: 2,
        });
        assert_eq!(t.pairing_score(2, 2), Points::from_halves(3));
        assert_eq!(t.pairing_score(3, 2), Points::ZERO);
        t.validate().unwrap();
        t.forbidden_pairings[0].players.push(12);
        assert_eq!(t.validate(), Err(PairingError::UnknownPlayer(12)));
    }
}
