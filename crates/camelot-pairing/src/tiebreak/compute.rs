//! Tie-break values that do not depend on the other tied players (everything but DE).

use std::collections::HashMap;

use super::fide_tables::{dp_for_percent, expected_score_hundredths};
use super::spec::{System, TieBreak, TieBreakKind, TieBreakValue};
use crate::model::{Colour, Points, RoundEntry, Tournament};

/// Per-tournament data shared by all tie-breaks: computed once, in O(players × rounds).
pub(crate) struct Context<'a> {
    pub(crate) tournament: &'a Tournament,
    pub(crate) system: System,
    /// Rounds taken into account: 1..=rounds.
    pub(crate) rounds: u32,
    /// Index into `tournament.players` by pairing number.
    pub(crate) index: HashMap<u32, usize>,
    /// Points over the rounds taken into account, by player index.
    pub(crate) points: Vec<Points>,
    /// Opponents' scores as used in BH and SB (C.07 Art. 16.3 for Swiss, Art. 15 for round
    /// robins), by player index.
    pub(crate) adjusted: Vec<Points>,
    /// Rating assumed for unrated players, if the event fixed one.
    pub(crate) unrated_rating: Option<u16>,
}

/// One round's contribution to BH or SB, with what the cut rules need to know.
#[derive(Debug, Clone, Copy)]
struct Contribution {
    /// The opponent's (or dummy's) score, in tenths.
    score: i64,
    /// The value added to the tie-break, in hundredths.
    value: i64,
    /// The round was a voluntary unplayed round (Art. 16.5 cuts these first).
    voluntary: bool,
}

impl<'a> Context<'a> {
    pub(crate) fn new(
        tournament: &'a Tournament,
        system: System,
        unrated_rating: Option<u16>,
    ) -> Context<'a> {
        let rounds = tournament.rounds_played();
        let index: HashMap<u32, usize> = tournament
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.tpn, i))
            .collect();
        let ps = &tournament.point_system;
        let points: Vec<Points> = tournament
            .players
            .iter()
            .map(|p| p.points_after(rounds, ps))
            .collect();
        let adjusted = tournament
            .players
            .iter()
            .map(|p| {
                // Last round that is not a voluntary unplayed round (game, forfeit win, PAB,
                // full-point bye): unplayed rounds without opponent after it count as draws in
                // Swiss events and as nothing in round robins.
                let last_active = (1..=rounds)
                    .rev()
                    .find(|&r| !p.entry(r).result.is_voluntary_unplayed())
                    .unwrap_or(0);
                let no_opponent_value = match system {
                    System::Swiss => ps.draw,
                    System::RoundRobin => Points::ZERO,
                };
                (1..=rounds)
                    .map(|r| {
                        let entry = p.entry(r);
                        if r <= last_active || entry.opponent.is_some() {
                            ps.points(entry.result)
                        } else {
                            no_opponent_value
                        }
                    })
                    .sum()
            })
            .collect();
        Context {
            tournament,
            system,
            rounds,
            index,
            points,
            adjusted,
            unrated_rating,
        }
    }

    pub(crate) fn player_count(&self) -> usize {
        self.tournament.players.len()
    }

    fn entries(&self, player: usize) -> impl Iterator<Item = RoundEntry> + '_ {
        let p = self.tournament.players.get(player);
        (1..=self.rounds).map(move |r| p.map_or(RoundEntry::NOT_PAIRED, |p| p.entry(r)))
    }

    fn opponent_index(&self, entry: &RoundEntry) -> Option<usize> {
        entry.opponent.and_then(|tpn| self.index.get(&tpn).copied())
    }

    /// The value of `tb` for every player (by index). DE is handled by the standings, which
    /// know the groups of tied players; here it yields [`TieBreakValue::Rank`]`(0)`.
    pub(crate) fn values(&self, tb: &TieBreak) -> Vec<TieBreakValue> {
        let n = self.player_count();
        match tb.kind {
            TieBreakKind::Buchholz | TieBreakKind::SonnebornBerger => {
                (0..n).map(|i| self.buchholz_family(i, tb)).collect()
            }
            TieBreakKind::DirectEncounter => vec![TieBreakValue::Rank(0); n],
            TieBreakKind::Wins => self.count(|_, _, pts| pts == self.win_points()),
            TieBreakKind::GamesWon => {
                self.count(|_, e, pts| e.is_played() && pts == self.win_points())
            }
            TieBreakKind::BlackGames => {
                self.count(|_, e, _| e.is_played() && e.colour == Some(Colour::Black))
            }
            TieBreakKind::BlackWins => self.count(|_, e, pts| {
                e.is_played() && e.colour == Some(Colour::Black) && pts == self.win_points()
            }),
            TieBreakKind::ProgressiveScore => (0..n).map(|i| self.progressive(i, tb)).collect(),
            TieBreakKind::AverageRatingOfOpponents
            | TieBreakKind::PerformanceRating
            | TieBreakKind::PerfectPerformance => self.rating_based(tb),
            TieBreakKind::Koya => self.koya(tb),
        }
    }

    fn win_points(&self) -> Points {
        self.tournament.point_system.win
    }

    fn count(&self, counts: impl Fn(usize, &RoundEntry, Points) -> bool) -> Vec<TieBreakValue> {
        let ps = &self.tournament.point_system;
        (0..self.player_count())
            .map(|i| {
                let n = self
                    .entries(i)
                    .filter(|e| counts(i, e, ps.points(e.result)))
                    .count();
                TieBreakValue::Integer(n as i64)
            })
            .collect()
    }

    /// BH and SB with their cuts (Art. 8, 9, 14, 15, 16).
    fn buchholz_family(&self, player: usize, tb: &TieBreak) -> TieBreakValue {
        let ps = &self.tournament.point_system;
        let own = self.points.get(player).copied().unwrap_or_default();
        let dummy_cap = ps.draw.tenths() * i64::from(self.rounds);
        let sb = tb.kind == TieBreakKind::SonnebornBerger;
        let mut contributions: Vec<Contribution> = Vec::with_capacity(self.rounds as usize);
        for entry in self.entries(player) {
            let opponent = self.opponent_index(&entry);
            let opponent_score = opponent
                .and_then(|o| self.adjusted.get(o))
                .map(|p| p.tenths());
            let (score, voluntary) = match self.system {
                System::RoundRobin => match opponent_score {
                    // Art. 15: forfeits count like games; rounds without opponent do not count.
                    Some(score) => (score, false),
                    None => continue,
                },
                System::Swiss => match opponent_score {
                    Some(score) if entry.is_played() => (score, false),
                    // Art. 16.4 (2026): a dummy opponent with the player's own score, capped
                    // by the scheduled opponent's score (forfeits) or by draws in every round.
                    Some(score) => (
                        own.tenths().min(score),
                        entry.result.is_voluntary_unplayed(),
                    ),
                    None => (
                        own.tenths().min(dummy_cap),
                        entry.result.is_voluntary_unplayed(),
                    ),
                },
            };
            let value = if sb {
                score * ps.points(entry.result).tenths()
            } else {
                score * 10
            };
            contributions.push(Contribution {
                score,
                value,
                voluntary,
            });
        }
        let rounds = self.rounds as usize;
        let low = (tb.cut_lowest as usize).min(rounds);
        let high = (tb.cut_highest as usize).min(rounds - low);
        for _ in 0..low {
            let lowest = position_min_by_key(&contributions, |c| (c.score, c.value));
            let lowest_voluntary = contributions
                .iter()
                .enumerate()
                .filter(|(_, c)| c.voluntary)
                .min_by_key(|(_, c)| (c.value, c.score))
                .map(|(i, _)| i);
            // Art. 16.5: cut a voluntary unplayed round first; for SB, of the two candidates
            // the one contributing more is cut.
            let cut = match (lowest, lowest_voluntary) {
                (Some(l), Some(v)) => {
                    let lv = contributions.get(l).map_or(0, |c| c.value);
                    let vv = contributions.get(v).map_or(0, |c| c.value);
                    Some(if lv > vv { l } else { v })
                }
                (l, None) => l,
                (None, v) => v,
            };
            if let Some(i) = cut {
                contributions.remove(i);
            }
        }
        for _ in 0..high {
            let highest = contributions
                .iter()
                .enumerate()
                .max_by_key(|(_, c)| (c.score, c.value))
                .map(|(i, _)| i);
            if let Some(i) = highest {
                contributions.remove(i);
            }
        }
        TieBreakValue::Hundredths(contributions.iter().map(|c| c.value).sum())
    }

    /// PS: the sum of the running score after each round, the first `cut_lowest` rounds left out.
    fn progressive(&self, player: usize, tb: &TieBreak) -> TieBreakValue {
        let ps = &self.tournament.point_system;
        let mut running = Points::ZERO;
        let mut total = 0i64;
        for (round, entry) in (1u32..).zip(self.entries(player)) {
            running += ps.points(entry.result);
            if round > tb.cut_lowest {
                total += running.tenths() * 10;
            }
        }
        TieBreakValue::Hundredths(total)
    }

    /// KS: points scored against opponents (games and forfeits) who finished with at least the
    /// limit percentage of the maximum possible score.
    fn koya(&self, tb: &TieBreak) -> Vec<TieBreakValue> {
        let ps = &self.tournament.point_system;
        let mut max_games = i64::from(self.rounds);
        if self.system == System::RoundRobin {
            let players = self.player_count() as i64;
            // With an odd number of players everybody has one round without a game per cycle;
            // players who never played reduce everyone's games by one.
            if players > 0 && max_games % players == 0 {
                max_games -= max_games / players;
            }
            let never_paired = self
                .tournament
                .players
                .iter()
                .filter(|p| (1..=self.rounds).all(|r| p.entry(r).opponent.is_none()))
                .count() as i64;
            max_games -= never_paired;
        }
        // Compare in hundredths of a percent: 100·score ≥ limit·W·games.
        let threshold = i64::from(tb.koya_limit_percent) * ps.win.tenths() * max_games;
        (0..self.player_count())
            .map(|i| {
                let total: i64 = self
                    .entries(i)
                    .filter(|e| {
                        self.opponent_index(e)
                            .and_then(|o| self.points.get(o))
                            .is_some_and(|p| p.tenths() * 100 >= threshold)
                    })
                    .map(|e| ps.points(e.result).tenths() * 10)
                    .sum();
                TieBreakValue::Hundredths(total)
            })
            .collect()
    }

    fn rating_of(&self, player: usize) -> Option<i64> {
        self.tournament
            .players
            .get(player)
            .and_then(|p| p.rating.or(self.unrated_rating))
            .map(i64::from)
    }

    /// ARO, TPR, PTP over the games played over the board. Undefined for everybody when the
    /// event has an unrated player and no rating was fixed for unrated players (C.07 2026).
    fn rating_based(&self, tb: &TieBreak) -> Vec<TieBreakValue> {
        let n = self.player_count();
        if (0..n).any(|i| self.rating_of(i).is_none()) {
            return vec![TieBreakValue::Undefined; n];
        }
        (0..n)
            .map(|i| {
                let mut games: Vec<(i64, i64)> = self
                    .entries(i)
                    .filter(|e| e.is_played())
                    .filter_map(|e| {
                        let rating = self.opponent_index(&e).and_then(|o| self.rating_of(o))?;
                        Some((rating, i64::from(e.result.game_score_halves()?)))
                    })
                    .collect();
                games.sort_by_key(|&(rating, _)| rating);
                let rounds = self.rounds as usize;
                let low = (tb.cut_lowest as usize).min(rounds).min(games.len());
                let high = (tb.cut_highest as usize)
                    .min(rounds - low.min(rounds))
                    .min(games.len() - low);
                let kept = games.get(low..games.len() - high).unwrap_or_default();
                let ratings: Vec<i64> = kept.iter().map(|&(r, _)| r).collect();
                let halves: i64 = kept.iter().map(|&(_, h)| h).sum();
                let value = match tb.kind {
                    TieBreakKind::AverageRatingOfOpponents => average_rating(&ratings),
                    TieBreakKind::PerformanceRating => performance_rating(halves, &ratings),
                    _ => perfect_performance(halves, &ratings),
                };
                value.map_or(TieBreakValue::Undefined, TieBreakValue::Integer)
            })
            .collect()
    }
}

fn position_min_by_key<K: Ord>(
    items: &[Contribution],
    key: impl Fn(&Contribution) -> K,
) -> Option<usize> {
    items
        .iter()
        .enumerate()
        .min_by_key(|(_, c)| key(c))
        .map(|(i, _)| i)
}

/// Mean rating rounded to the nearest integer, halves up.
fn average_rating(ratings: &[i64]) -> Option<i64> {
    let n = ratings.len() as i64;
    if n == 0 {
        return None;
    }
    let sum: i64 = ratings.iter().sum();
    Some((2 * sum + n).div_euclid(2 * n))
}

/// ARO + dp(p), p the score percentage rounded to a whole percent, halves up.
fn performance_rating(halves: i64, ratings: &[i64]) -> Option<i64> {
    let aro = average_rating(ratings)?;
    let n = ratings.len() as i64;
    let percent = (100 * halves + n).div_euclid(2 * n);
    Some(aro + dp_for_percent(percent))
}

/// The lowest integer rating whose expected score (table 8.1.2, no 400-point cap) against the
/// opponents reaches the score; a zero score gives the lowest opponent rating − 800.
fn perfect_performance(halves: i64, ratings: &[i64]) -> Option<i64> {
    let lowest = *ratings.iter().min()?;
    let highest = *ratings.iter().max()?;
    if halves <= 0 {
        return Some(lowest - 800);
    }
    let target = halves * 50;
    let expected = |r: i64| -> i64 {
        ratings
            .iter()
            .map(|&o| expected_score_hundredths(r, o))
            .sum()
    };
    // expected() grows with r; at highest + 800 it is 100 per game, the most anyone can score.
    let (mut lo, mut hi) = (lowest - 801, highest + 800);
    if expected(hi) < target {
        return Some(hi);
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if expected(mid) >= target {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rating_helpers() {
        assert_eq!(average_rating(&[]), None);
        assert_eq!(
            average_rating(&[2000, 2001]),
            Some(2001),
            "2000.5 rounds up"
        );
        assert_eq!(average_rating(&[2000, 2001, 2001]), Some(2001));
        assert_eq!(average_rating(&[2000, 2000, 2001]), Some(2000));
        // 2 / 3 = 66.67 % → 67 % → +125.
        assert_eq!(performance_rating(4, &[2000, 2000, 2000]), Some(2125));
        assert_eq!(performance_rating(0, &[2000]), Some(1200));
        // All wins: every expected score must reach 1.00, i.e. a difference of 736.
        assert_eq!(perfect_performance(6, &[2000, 2100, 1900]), Some(2836));
        assert_eq!(perfect_performance(0, &[2000, 2100, 1900]), Some(1100));
        // One draw against 2000: expected 0.50 needs a difference of 0.
        assert_eq!(
            perfect_performance(1, &[2000]),
            Some(1997),
            "difference −3 still gives .50"
        );
    }
}
