//! Checking a played tournament against the Dutch engine, round by round.
//!
//! For every round that holds a pairing, the tournament is cut back to the state before that
//! round (the earlier rounds, plus the byes and absences already known for the round: its
//! `H`, `F` and `Z` entries, and players without an entry, who are absent), the round is paired
//! again with [`dutch::pair_next_round`] and the result is compared with the recorded one:
//! every pair with its colours, and the pairing-allocated bye. Forfeits, double forfeits
//! included, are pairs that were made and then not played, so they are compared like games.
//! This is what an arbiter or a federation does to confirm that a tournament was paired by
//! the rules (the reference engine's checker does the same).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use crate::dutch;
use crate::error::PairingError;
use crate::model::{Colour, ResultCode, RoundEntry, Tournament};
use crate::options::PairingOptions;
use crate::round::RoundPairing;

/// A pair as recorded in the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RecordedPair {
    /// The player with White (the lower pairing number when no colour was recorded).
    pub white: u32,
    /// The player with Black.
    pub black: u32,
    /// Colours were recorded (a forfeit may be written without them).
    pub colours_known: bool,
}

/// How a difference between the recorded round and the engine's pairing shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Difference {
    /// A recorded pair that the engine does not make: what the engine does with each of the
    /// two players instead.
    Pair {
        /// The recorded pair.
        recorded: RecordedPair,
        /// The engine's treatment of the recorded White player.
        white_instead: Placement,
        /// The engine's treatment of the recorded Black player.
        black_instead: Placement,
    },
    /// The engine makes the recorded pair with the other colours.
    ColoursReversed {
        /// The recorded pair.
        recorded: RecordedPair,
    },
    /// The pairing-allocated bye went to someone else (or to nobody) in one of the two.
    Bye {
        /// Who received it in the record (more than one is itself a mistake).
        recorded: Vec<u32>,
        /// Who receives it from the engine.
        engine: Option<u32>,
    },
    /// The engine finds no valid pairing for the round, which was nevertheless paired.
    NoValidPairing(String),
}

/// What the engine does with one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// A pair, as (white, black).
    Pair(u32, u32),
    /// The pairing-allocated bye.
    Bye,
    /// Not paired (cannot happen for a player who was paired in the record, but a difference
    /// must be reportable whatever the engine does).
    Unpaired,
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Placement::Pair(white, black) => write!(f, "{white}-{black}"),
            Placement::Bye => f.write_str("the pairing-allocated bye"),
            Placement::Unpaired => f.write_str("nobody"),
        }
    }
}

impl fmt::Display for RecordedPair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.colours_known {
            write!(f, "{}-{} (white-black)", self.white, self.black)
        } else {
            write!(f, "{}-{} (colours not recorded)", self.white, self.black)
        }
    }
}

/// What the engine does with `tpn`, as a verb phrase.
fn placement_text(tpn: u32, placement: Placement) -> String {
    match placement {
        Placement::Pair(white, black) => format!("pairs {white}-{black}"),
        Placement::Bye => format!("gives {tpn} the pairing-allocated bye"),
        Placement::Unpaired => format!("leaves {tpn} unpaired"),
    }
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Difference::Pair {
                recorded,
                white_instead,
                black_instead,
            } => {
                let instead = match (white_instead, black_instead) {
                    (Placement::Pair(..), Placement::Pair(..)) => {
                        format!("pairs {white_instead} and {black_instead}")
                    }
                    _ => format!(
                        "{} and {}",
                        placement_text(recorded.white, *white_instead),
                        placement_text(recorded.black, *black_instead)
                    ),
                };
                write!(f, "recorded {recorded} but the engine {instead}")
            }
            Difference::ColoursReversed { recorded } => write!(
                f,
                "pairing {}-{} recorded with colours reversed: the engine gives White to {}",
                recorded.white, recorded.black, recorded.black
            ),
            Difference::Bye { recorded, engine } => {
                let recorded_text = match recorded.as_slice() {
                    [] => "no pairing-allocated bye recorded".to_string(),
                    [one] => format!("pairing-allocated bye recorded for {one}"),
                    several => format!(
                        "pairing-allocated bye recorded for several players ({})",
                        several
                            .iter()
                            .map(u32::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                };
                match engine {
                    Some(tpn) => write!(f, "{recorded_text} but the engine gives it to {tpn}"),
                    None => write!(f, "{recorded_text} but the engine gives none"),
                }
            }
            Difference::NoValidPairing(reason) => write!(
                f,
                "the round was paired but the engine finds no valid pairing ({reason})"
            ),
        }
    }
}

/// The comparison of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundCheck {
    /// The round (1-based).
    pub round: u32,
    /// Everything that differs; empty when the engine pairs the round as recorded.
    pub differences: Vec<Difference>,
}

/// The comparison of every round that holds a pairing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentCheck {
    /// One entry per round compared, in round order.
    pub rounds: Vec<RoundCheck>,
}

impl TournamentCheck {
    /// The rounds whose record differs from the engine's pairing.
    pub fn differing(&self) -> impl Iterator<Item = &RoundCheck> {
        self.rounds.iter().filter(|r| !r.differences.is_empty())
    }

    /// Every compared round matches.
    pub fn all_match(&self) -> bool {
        self.differing().next().is_none()
    }
}

/// Re-pairs every round of `tournament` that holds a pairing (a game, a forfeit or the PAB)
/// with the Dutch engine and compares each with the record.
///
/// The tournament's own number of rounds is used for every round, so the last-round rules
/// apply to the last round only: a partly played tournament must state its number of rounds.
///
/// # Errors
/// The tournament's validation errors, and the engine's errors other than "no valid pairing"
/// (which is reported as a [`Difference`] of its round).
pub fn check_dutch(tournament: &Tournament) -> Result<TournamentCheck, PairingError> {
    tournament.validate()?;
    let mut check = TournamentCheck::default();
    for round in 1..=tournament.rounds_played() {
        let recorded = recorded_round(tournament, round);
        if recorded.pairs.is_empty() && recorded.byes.is_empty() {
            continue;
        }
        let (before, options) = state_before(tournament, round);
        if before.next_round() != round {
            return Err(PairingError::InvalidTournament(format!(
                "round {round} cannot be re-paired: the rounds before it are incomplete"
            )));
        }
        let differences = match dutch::pair_next_round(&before, &options) {
            Ok(pairing) => compare(&recorded, &pairing),
            Err(PairingError::NoValidPairing(reason)) => {
                vec![Difference::NoValidPairing(reason)]
            }
            Err(other) => return Err(other),
        };
        check.rounds.push(RoundCheck { round, differences });
    }
    Ok(check)
}

/// The pairing recorded for one round.
struct Recorded {
    pairs: Vec<RecordedPair>,
    byes: Vec<u32>,
}

fn recorded_round(tournament: &Tournament, round: u32) -> Recorded {
    let mut pairs = Vec::new();
    let mut byes = Vec::new();
    for player in &tournament.players {
        let entry = player.entry(round);
        if entry.result == ResultCode::PairingAllocatedBye {
            byes.push(player.tpn);
        }
        let Some(opponent) = entry.opponent.filter(|_| entry.result.has_opponent()) else {
            continue;
        };
        if opponent < player.tpn {
            continue; // listed with the opponent
        }
        let theirs = tournament
            .player(opponent)
            .map_or(RoundEntry::NOT_PAIRED, |p| p.entry(round));
        let own_colour = entry.colour.or_else(|| theirs.colour.map(Colour::opposite));
        let pair = match own_colour {
            Some(Colour::White) => RecordedPair {
                white: player.tpn,
                black: opponent,
                colours_known: true,
            },
            Some(Colour::Black) => RecordedPair {
                white: opponent,
                black: player.tpn,
                colours_known: true,
            },
            None => RecordedPair {
                white: player.tpn,
                black: opponent,
                colours_known: false,
            },
        };
        pairs.push(pair);
    }
    byes.sort_unstable();
    Recorded { pairs, byes }
}

/// The tournament as it stood before `round` was paired, and the players absent from it.
///
/// Rounds after it are dropped. In the round itself, games, forfeits and the PAB are removed
/// (they are what the pairing decides), half-, full- and zero-point byes stay as byes known in
/// advance, and players without an entry are absent. In earlier rounds a missing entry is
/// written as a zero-point bye: both score nothing and neither is a pairing to the engine, but
/// the explicit entry marks the round as complete, so the round to pair is `round` even when
/// an earlier round held no game.
fn state_before(tournament: &Tournament, round: u32) -> (Tournament, PairingOptions) {
    let mut before = tournament.clone();
    let mut absent = BTreeSet::new();
    let earlier = round.saturating_sub(1) as usize;
    for player in &mut before.players {
        player.rounds.truncate(round as usize);
        for entry in player.rounds.iter_mut().take(earlier) {
            if entry.result == ResultCode::NotPaired {
                *entry = RoundEntry::bye(ResultCode::ZeroPointBye);
            }
        }
        if player.rounds.len() < earlier {
            player
                .rounds
                .resize(earlier, RoundEntry::bye(ResultCode::ZeroPointBye));
        }
        let entry = player.entry(round);
        if entry.result.is_pairing_outcome() {
            player.rounds.truncate(earlier);
        } else if entry.result == ResultCode::NotPaired {
            player.rounds.truncate(earlier);
            absent.insert(player.tpn);
        }
    }
    (before, PairingOptions::new().with_absent(absent))
}

fn compare(recorded: &Recorded, pairing: &RoundPairing) -> Vec<Difference> {
    let mut placement: BTreeMap<u32, Placement> = BTreeMap::new();
    for pair in &pairing.pairs {
        placement.insert(pair.white, Placement::Pair(pair.white, pair.black));
        placement.insert(pair.black, Placement::Pair(pair.white, pair.black));
    }
    if let Some(bye) = pairing.bye {
        placement.insert(bye, Placement::Bye);
    }
    let place = |tpn: u32| placement.get(&tpn).copied().unwrap_or(Placement::Unpaired);
    let mut differences = Vec::new();
    for &pair in &recorded.pairs {
        match place(pair.white) {
            Placement::Pair(white, black) if white == pair.white && black == pair.black => {}
            Placement::Pair(white, black) if white == pair.black && black == pair.white => {
                if pair.colours_known {
                    differences.push(Difference::ColoursReversed { recorded: pair });
                }
            }
            white_instead => differences.push(Difference::Pair {
                recorded: pair,
                white_instead,
                black_instead: place(pair.black),
            }),
        }
    }
    if recorded.byes.as_slice() != pairing.bye.as_slice() {
        differences.push(Difference::Bye {
            recorded: recorded.byes.clone(),
            engine: pairing.bye,
        });
    }
    differences
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    /// `players` players and `rounds` rounds paired by the engine itself (every third board a
    /// win for White, the others draws), in a tournament of one round more.
    fn engine_paired(players: u32, rounds: u32) -> Tournament {
        let mut t = Tournament::new("check", rounds + 1);
        for tpn in 1..=players {
            t.players.push(Player::new(
                tpn,
                format!("P{tpn}"),
                Some(2400 - tpn as u16 * 10),
            ));
        }
        for _ in 0..rounds {
            let pairing = dutch::pair_next_round(&t, &PairingOptions::new())
                .unwrap_or_else(|e| panic!("{e}"));
            for (board, pair) in pairing.pairs.iter().enumerate() {
                let (w, b) = if board % 3 == 0 {
                    (ResultCode::Win, ResultCode::Loss)
                } else {
                    (ResultCode::Draw, ResultCode::Draw)
                };
                t.record_game(pairing.round, pair.white, pair.black, w, b)
                    .unwrap_or_else(|e| panic!("{e}"));
            }
            if let Some(bye) = pairing.bye {
                t.record_bye(pairing.round, bye, ResultCode::PairingAllocatedBye)
                    .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        t
    }

    #[test]
    fn an_engine_paired_tournament_matches() {
        let t = engine_paired(7, 4);
        let check = check_dutch(&t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check.rounds.len(), 4);
        assert!(check.all_match(), "{check:?}");
    }

    #[test]
    fn reversed_colours_are_reported_for_their_round_only() {
        let mut t = engine_paired(6, 3);
        for player in &mut t.players {
            if let Some(entry) = player.rounds.get_mut(1) {
                entry.colour = entry.colour.map(Colour::opposite);
            }
        }
        let check = check_dutch(&t).unwrap_or_else(|e| panic!("{e}"));
        let differing: Vec<u32> = check.differing().map(|r| r.round).collect();
        assert!(differing.contains(&2), "{check:?}");
        let round_two = &check.rounds[1];
        assert_eq!(round_two.differences.len(), 3, "{round_two:?}");
        assert!(
            round_two
                .differences
                .iter()
                .all(|d| matches!(d, Difference::ColoursReversed { .. }))
        );
        assert!(check.rounds[0].differences.is_empty());
    }

    #[test]
    fn messages_name_players_and_alternatives() {
        let pair = RecordedPair {
            white: 12,
            black: 7,
            colours_known: true,
        };
        let text = Difference::Pair {
            recorded: pair,
            white_instead: Placement::Pair(12, 9),
            black_instead: Placement::Pair(4, 7),
        }
        .to_string();
        assert_eq!(
            text,
            "recorded 12-7 (white-black) but the engine pairs 12-9 and 4-7"
        );
        let text = Difference::ColoursReversed { recorded: pair }.to_string();
        assert!(text.starts_with("pairing 12-7 recorded with colours reversed"));
        let text = Difference::Bye {
            recorded: vec![3],
            engine: Some(5),
        }
        .to_string();
        assert_eq!(
            text,
            "pairing-allocated bye recorded for 3 but the engine gives it to 5"
        );
    }
}
