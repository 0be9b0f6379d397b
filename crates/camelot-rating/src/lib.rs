//! FIDE-style Elo ratings (FIDE B.02 as amended 1 Oct 2025), pure and table-driven.
//!
//! * Expected scores come from FIDE table 8.1.2, stored as data — the logistic formula differs
//!   by up to 0.015 per game and would not match FIDE's own figures.
//! * A rating difference above 400 counts as 400, except for a player rated 2650 or more (the
//!   rule is applied per player, so one game can be asymmetric).
//! * K = 40 for a player's first 30 rated games, 20 below 2400, 10 once 2400 has been reached.
//! * Ratings are exact: kept in hundredths of a point (every table value is a hundredth and K an
//!   integer, so `K × (score − PD)` is exact) and shown rounded, so no rounding drifts across games.
//!
//! ```
//! use camelot_rating::{Player, Rating, Score, rate_game};
//! let newcomer = Player::new(Rating::from_points(1500));
//! let update = rate_game(&newcomer, Rating::from_points(1600), Score::Win);
//! assert_eq!(update.expected_hundredths, 36);
//! assert_eq!(update.k, 40);
//! assert_eq!(update.new_rating.rounded(), 1526); // 1500 + 40 × (1 − 0.36) = 1525.6
//! ```

mod tables;

use thiserror::Error;

pub use tables::{expected_score_hundredths, performance_difference};

/// Every player's rating before their first rated game.
pub const INITIAL_RATING: i32 = 1500;
/// Rated games played with K = 40.
pub const NEW_PLAYER_GAMES: u32 = 30;
/// From this rating on (ever reached) K is 10.
pub const K10_THRESHOLD: i32 = 2400;
/// Players rated at least this much are not protected by the 400-point rule.
pub const NO_CAP_FROM: i32 = 2650;
/// Largest rating difference counted for players below [`NO_CAP_FROM`].
pub const DIFFERENCE_CAP: i32 = 400;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum RatingError {
    #[error("a rating period needs at least one game")]
    NoGames,
    #[error("an initial rating needs at least {min} games against rated opponents, got {got}")]
    TooFewGames { min: usize, got: usize },
}

/// A rating, exact to a hundredth of a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Rating(i64);

impl Rating {
    pub const fn from_hundredths(h: i64) -> Self {
        Rating(h)
    }

    pub const fn from_points(p: i32) -> Self {
        Rating(p as i64 * 100)
    }

    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// The rating as shown: rounded to the nearest point, halves away from zero.
    pub fn rounded(self) -> i32 {
        let h = self.0;
        let r = if h >= 0 {
            (h + 50) / 100
        } else {
            (h - 50) / 100
        };
        i32::try_from(r).unwrap_or(if h >= 0 { i32::MAX } else { i32::MIN })
    }

    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }
}

impl std::fmt::Display for Rating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.rounded())
    }
}

/// A game result from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    pub const fn hundredths(self) -> i64 {
        match self {
            Score::Win => 100,
            Score::Draw => 50,
            Score::Loss => 0,
        }
    }

    pub const fn opposite(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

/// What the K factor depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player {
    pub rating: Rating,
    /// Rated games completed before this one.
    pub rated_games: u32,
    /// Highest rating held so far (2400 once reached keeps K at 10).
    pub peak: Rating,
}

impl Player {
    /// A player with no rated game yet.
    pub fn new(rating: Rating) -> Self {
        Player {
            rating,
            rated_games: 0,
            peak: rating,
        }
    }

    /// FIDE K factor: 40, 20 or 10.
    pub fn k_factor(&self) -> u32 {
        if self.rated_games < NEW_PLAYER_GAMES {
            40
        } else if self.peak.rounded() >= K10_THRESHOLD {
            10
        } else {
            20
        }
    }
}

/// The rating difference counted for `own` against `opponent` (whole points, from the shown
/// ratings), with the 400-point rule unless `own` is rated 2650 or more.
pub fn counted_difference(own: Rating, opponent: Rating) -> i32 {
    let d = own.rounded().saturating_sub(opponent.rounded());
    if own.rounded() >= NO_CAP_FROM {
        d
    } else {
        d.clamp(-DIFFERENCE_CAP, DIFFERENCE_CAP)
    }
}

/// The effect of one rated game on one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameUpdate {
    /// Expected score PD, in hundredths (table 8.1.2).
    pub expected_hundredths: i64,
    pub k: u32,
    /// Exact change, in hundredths of a point.
    pub change: Rating,
    pub new_rating: Rating,
}

/// Rates one game for `player` (whose opponent was rated `opponent` before the game).
pub fn rate_game(player: &Player, opponent: Rating, score: Score) -> GameUpdate {
    let expected = expected_score_hundredths(counted_difference(player.rating, opponent));
    let k = player.k_factor();
    let change = i64::from(k) * (score.hundredths() - expected);
    GameUpdate {
        expected_hundredths: expected,
        k,
        change: Rating(change),
        new_rating: Rating(player.rating.0 + change),
    }
}

/// The state of a player after a rated game.
pub fn after_game(player: &Player, update: &GameUpdate) -> Player {
    Player {
        rating: update.new_rating,
        rated_games: player.rated_games.saturating_add(1),
        peak: player.peak.max(update.new_rating),
    }
}

/// A FIDE rating period: all games rated from the same starting rating, `K × n ≤ 700`, and the
/// total rounded to a whole point (halves away from zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodUpdate {
    /// Σ(score − PD), in hundredths.
    pub sum_delta_hundredths: i64,
    pub k: u32,
    /// The rounded change in whole points.
    pub change: i32,
}

pub fn rate_period(
    player: &Player,
    games: &[(Rating, Score)],
) -> Result<PeriodUpdate, RatingError> {
    if games.is_empty() {
        return Err(RatingError::NoGames);
    }
    let mut k = player.k_factor();
    let n = u32::try_from(games.len()).unwrap_or(u32::MAX);
    if k.saturating_mul(n) > 700 {
        k = 700 / n;
    }
    let sum: i64 = games
        .iter()
        .map(|(opp, s)| {
            s.hundredths() - expected_score_hundredths(counted_difference(player.rating, *opp))
        })
        .sum();
    Ok(PeriodUpdate {
        sum_delta_hundredths: sum,
        k,
        change: Rating(sum * i64::from(k)).rounded(),
    })
}

/// FIDE initial rating from at least five games against rated opponents (whole-point ratings):
/// two hypothetical 1800 opponents drawn, `Ru = Ra + dp(p)`, capped at 2200; `None` when the
/// result is below the 1400 floor (no rating is published).
pub fn initial_rating(opponents: &[i32], score_halves: u32) -> Result<Option<i32>, RatingError> {
    if opponents.len() < 5 {
        return Err(RatingError::TooFewGames {
            min: 5,
            got: opponents.len(),
        });
    }
    let n = opponents.len() as i64 + 2;
    let sum: i64 = opponents.iter().map(|&r| i64::from(r)).sum::<i64>() + 3600;
    // p = (score + 1) / (games + 2), to two decimals (half up).
    let p_hundredths = ((i64::from(score_halves) + 2) * 100 + n) / (2 * n);
    let dp = i64::from(performance_difference(p_hundredths));
    // Ru = Ra + dp, rounded half up, in exact arithmetic: (sum + dp·n) / n.
    let num = sum + dp * n;
    let ru = (2 * num + n).div_euclid(2 * n);
    let ru = ru.min(2200) as i32;
    Ok(if ru >= 1400 { Some(ru) } else { None })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(p: i32) -> Rating {
        Rating::from_points(p)
    }

    #[test]
    fn worked_example_a_one_event_five_games() {
        let player = Player::new(r(1720));
        let games = [
            (r(2195), Score::Win),
            (r(1725), Score::Loss),
            (r(1855), Score::Draw),
            (r(2280), Score::Loss),
            (r(2230), Score::Win),
        ];
        let expected: Vec<i64> = games
            .iter()
            .map(|(o, _)| expected_score_hundredths(counted_difference(player.rating, *o)))
            .collect();
        assert_eq!(expected, vec![8, 49, 32, 8, 8]);
        let p = rate_period(&player, &games).unwrap();
        assert_eq!(p.sum_delta_hundredths, 145);
        assert_eq!(p.k, 40);
        assert_eq!(p.change, 58);
        assert_eq!(player.rating.rounded() + p.change, 1778);
    }

    #[test]
    fn worked_example_b_asymmetry_above_2650() {
        let a = Player {
            rating: r(2700),
            rated_games: 100,
            peak: r(2700),
        };
        let b = Player {
            rating: r(2200),
            rated_games: 100,
            peak: r(2200),
        };
        assert_eq!(a.k_factor(), 10);
        assert_eq!(b.k_factor(), 20);
        let ua = rate_game(&a, b.rating, Score::Win);
        let ub = rate_game(&b, a.rating, Score::Loss);
        assert_eq!(ua.expected_hundredths, 96);
        assert_eq!(ua.change, Rating::from_hundredths(40)); // +0.4
        assert_eq!(ua.change.rounded(), 0);
        assert_eq!(ub.expected_hundredths, 8);
        assert_eq!(ub.change, Rating::from_hundredths(-160)); // −1.6
        assert_eq!(ub.change.rounded(), -2);
    }

    #[test]
    fn worked_example_c_k_cap_per_period() {
        let p = Player::new(r(1600));
        let games20 = vec![(r(1600), Score::Draw); 20];
        assert_eq!(rate_period(&p, &games20).unwrap().k, 35);
        let games18 = vec![(r(1600), Score::Draw); 18];
        assert_eq!(rate_period(&p, &games18).unwrap().k, 38);
    }

    #[test]
    fn worked_example_d_initial_rating() {
        assert_eq!(
            initial_rating(&[1600, 1750, 1900, 2000, 1550], 6).unwrap(),
            Some(1821)
        );
        assert!(initial_rating(&[1600], 2).is_err());
    }

    #[test]
    fn worked_example_e_rounding() {
        assert_eq!(Rating::from_hundredths(-550).rounded(), -6);
        assert_eq!(Rating::from_hundredths(1050).rounded(), 11);
        assert_eq!(Rating::from_hundredths(1049).rounded(), 10);
    }

    #[test]
    fn k_factors() {
        let mut p = Player::new(r(2500));
        assert_eq!(p.k_factor(), 40);
        p.rated_games = 30;
        assert_eq!(p.k_factor(), 10);
        p = Player {
            rating: r(2300),
            rated_games: 50,
            peak: r(2300),
        };
        assert_eq!(p.k_factor(), 20);
        // 2400 once reached keeps K at 10 after a fall.
        p = Player {
            rating: r(2350),
            rated_games: 50,
            peak: r(2400),
        };
        assert_eq!(p.k_factor(), 10);
    }

    #[test]
    fn games_are_exact_and_track_peak_and_count() {
        let mut p = Player::new(r(1500));
        let u = rate_game(&p, r(1500), Score::Win);
        assert_eq!(u.change, r(20));
        p = after_game(&p, &u);
        assert_eq!((p.rating, p.rated_games, p.peak), (r(1520), 1, r(1520)));
        let u = rate_game(&p, r(1900), Score::Loss);
        p = after_game(&p, &u);
        assert_eq!(p.peak, r(1520));
        assert_eq!(p.rating, Rating::from_hundredths(152000 - 40 * 9));
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn expected_scores_of_both_sides_sum_to_one_below_the_cap(a in 1000i32..2600, d in -400i32..=400) {
                let b = a + d;
                prop_assume!(b < 2650);
                let ea = expected_score_hundredths(counted_difference(r(a), r(b)));
                let eb = expected_score_hundredths(counted_difference(r(b), r(a)));
                prop_assert_eq!(ea + eb, 100);
            }

            #[test]
            fn expected_score_is_monotonic(d in -2000i32..2000) {
                prop_assert!(expected_score_hundredths(d) <= expected_score_hundredths(d + 1));
            }

            #[test]
            fn equal_k_games_conserve_points(a in 1000i32..2600, b in 1000i32..2600, s in 0u8..3) {
                let score = [Score::Win, Score::Draw, Score::Loss][s as usize];
                let pa = Player::new(r(a));
                let pb = Player::new(r(b));
                let ua = rate_game(&pa, pb.rating, score);
                let ub = rate_game(&pb, pa.rating, score.opposite());
                prop_assert_eq!(ua.change.hundredths() + ub.change.hundredths(), 0);
            }
        }
    }
}
