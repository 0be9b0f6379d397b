//! Exact scores.
//!
//! Scores are integers counting tenths of a point, so that 1-½-0, 3-1-0 and every other point
//! system a TRF file can state (one decimal) add up exactly; no floating point in the core.
//!
//! Input values are bounded ([`Points::MAX_VALUE`] for one value, checked by the TRF reader and
//! by [`crate::Tournament::validate`]), so every sum and product the engines form stays far
//! inside 64 bits. The operators saturate instead of wrapping or panicking, so that even an
//! unvalidated tournament cannot crash a computation or turn a huge score into a negative one.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

use super::entry::ResultCode;

/// A score, stored as a whole number of tenths of a point (`Points::from_tenths(25)` is 2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(i64);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(5);
    /// One point.
    pub const ONE: Points = Points(10);
    /// The largest magnitude of a single point value: what a result is worth (TRF `162`) and
    /// the fictitious points of one acceleration (TRF `250`). 1000 points leaves room for any
    /// real point system while keeping every total of 999 rounds exact in 32 bits.
    pub const MAX_VALUE: Points = Points(10_000);

    /// A score of `tenths` tenths of a point.
    pub const fn from_tenths(tenths: i64) -> Self {
        Points(tenths)
    }

    /// A score of `halves` half points (convenient for 1-½-0 events).
    pub const fn from_halves(halves: i64) -> Self {
        Points(halves.saturating_mul(5))
    }

    /// A score of `points` whole points.
    pub const fn whole(points: i64) -> Self {
        Points(points.saturating_mul(10))
    }

    /// The score in tenths of a point.
    pub const fn tenths(self) -> i64 {
        self.0
    }

    /// The sum, or `None` when it does not fit.
    pub const fn checked_add(self, other: Points) -> Option<Points> {
        match self.0.checked_add(other.0) {
            Some(sum) => Some(Points(sum)),
            None => None,
        }
    }

    /// The value lies within ±[`Points::MAX_VALUE`].
    pub const fn within_limit(self) -> bool {
        self.0.unsigned_abs() <= Points::MAX_VALUE.0.unsigned_abs()
    }

    /// The score as a floating-point number (for display or export only).
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 10.0
    }

    /// Parses a decimal score such as `2.5`, `10`, `-1.0` or `3.50`.
    ///
    /// Returns `None` for anything else, including scores finer than a tenth (`2.25`), because
    /// they cannot be stored exactly.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let (whole, fraction) = match digits.split_once('.') {
            Some((w, f)) => (w, f),
            None => (digits, ""),
        };
        if whole.is_empty() && fraction.is_empty() {
            return None;
        }
        if !whole.chars().all(|c| c.is_ascii_digit())
            || !fraction.chars().all(|c| c.is_ascii_digit())
        {
            return None;
        }
        let whole_value: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let mut fraction_digits = fraction.chars();
        let tenth = match fraction_digits.next() {
            Some(c) => i64::from(c.to_digit(10)?),
            None => 0,
        };
        if fraction_digits.any(|c| c != '0') {
            return None;
        }
        let tenths = whole_value.checked_mul(10)?.checked_add(tenth)?;
        Some(Points(if negative { -tenths } else { tenths }))
    }
}

impl fmt::Display for Points {
    /// One decimal, like the TRF points column: `2.5`, `10.0`, `-1.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let text = format!("{sign}{}.{}", abs / 10, abs % 10);
        f.pad(&text)
    }
}

/// Saturating (see the module documentation): bounded inputs never reach the extremes.
impl Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0.saturating_add(rhs.0))
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        *self = *self + rhs;
    }
}

/// Saturating, like addition.
impl Sub for Points {
    type Output = Points;
    fn sub(self, rhs: Points) -> Points {
        Points(self.0.saturating_sub(rhs.0))
    }
}

impl SubAssign for Points {
    fn sub_assign(&mut self, rhs: Points) {
        *self = *self - rhs;
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(self.0.saturating_neg())
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl<'a> Sum<&'a Points> for Points {
    fn sum<I: Iterator<Item = &'a Points>>(iter: I) -> Points {
        iter.copied().sum()
    }
}

/// What each kind of round result is worth.
///
/// The TRF-2026 record `162` sets these values (codes `W`, `D`, `L`, `A`, `P`); anything it does
/// not mention keeps the FIDE default. Every field can also be set directly when the tournament
/// is built in code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PointSystem {
    /// Over-the-board win (TRF `1`, and `W` for a win in a game of less than one move).
    pub win: Points,
    /// Over-the-board draw (`=`, `D`).
    pub draw: Points,
    /// Over-the-board loss (`0`, `L`).
    pub loss: Points,
    /// Win by forfeit (`+`).
    pub forfeit_win: Points,
    /// Loss by forfeit (`-`).
    pub forfeit_loss: Points,
    /// Pairing-allocated bye (`U`).
    pub pairing_allocated_bye: Points,
    /// Full-point bye (`F`).
    pub full_point_bye: Points,
    /// Half-point bye (`H`).
    pub half_point_bye: Points,
    /// Zero-point bye (`Z`) and a round without any entry (not paired, absent).
    pub zero_point_bye: Points,
}

impl PointSystem {
    /// The classic 1-½-0 system: every bye and forfeit worth what its name says.
    pub const CLASSIC: PointSystem =
        PointSystem::win_draw_loss(Points::ONE, Points::HALF, Points::ZERO);

    /// Football scoring, 3-1-0 (the PAB and full-point bye are worth a win, the half-point bye a
    /// draw).
    pub const THREE_ONE_ZERO: PointSystem =
        PointSystem::win_draw_loss(Points::whole(3), Points::whole(1), Points::ZERO);

    /// A system where every unplayed result is worth the corresponding game result: wins for
    /// forfeit wins, PAB and full-point byes, a draw for half-point byes, a loss for forfeit
    /// losses and zero-point byes (the TRF-2026 defaults when only `W`, `D`, `L` are given).
    pub const fn win_draw_loss(win: Points, draw: Points, loss: Points) -> PointSystem {
        PointSystem {
            win,
            draw,
            loss,
            forfeit_win: win,
            forfeit_loss: Points::ZERO,
            pairing_allocated_bye: win,
            full_point_bye: win,
            half_point_bye: draw,
            zero_point_bye: Points::ZERO,
        }
    }

    /// The points a result code is worth.
    pub fn points(&self, result: ResultCode) -> Points {
        match result {
            ResultCode::Win | ResultCode::UnratedWin => self.win,
            ResultCode::Draw | ResultCode::UnratedDraw => self.draw,
            ResultCode::Loss | ResultCode::UnratedLoss => self.loss,
            ResultCode::ForfeitWin => self.forfeit_win,
            ResultCode::ForfeitLoss => self.forfeit_loss,
            ResultCode::PairingAllocatedBye => self.pairing_allocated_bye,
            ResultCode::FullPointBye => self.full_point_bye,
            ResultCode::HalfPointBye => self.half_point_bye,
            ResultCode::ZeroPointBye | ResultCode::NotPaired => self.zero_point_bye,
        }
    }
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem::CLASSIC
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_trf_scores() {
        for (text, tenths, printed) in [
            ("2.5", 25, "2.5"),
            (" 10.0", 100, "10.0"),
            ("7", 70, "7.0"),
            ("3.50", 35, "3.5"),
            ("-1.0", -10, "-1.0"),
            ("-0.5", -5, "-0.5"),
            (".5", 5, "0.5"),
        ] {
            let p = Points::parse(text).unwrap_or_else(|| panic!("{text} should parse"));
            assert_eq!(p.tenths(), tenths, "{text}");
            assert_eq!(p.to_string(), printed);
        }
        for bad in [
            "",
            " ",
            "2.25",
            "x",
            "1.a",
            "--1",
            ".",
            "99999999999999999999",
        ] {
            assert_eq!(Points::parse(bad), None, "{bad:?} must be rejected");
        }
        assert_eq!(format!("{:>4}", Points::from_halves(5)), " 2.5");
    }

    #[test]
    fn huge_values_saturate_instead_of_wrapping() {
        let huge = Points::parse("900000000000000000.0").unwrap_or(Points::ZERO);
        assert_eq!(huge.tenths(), 9_000_000_000_000_000_000);
        assert!(!huge.within_limit());
        assert_eq!((huge + huge).tenths(), i64::MAX, "never negative");
        assert_eq!([huge, huge, huge].iter().sum::<Points>().tenths(), i64::MAX);
        assert_eq!((-huge - huge).tenths(), i64::MIN);
        assert_eq!(
            -Points::from_tenths(i64::MIN),
            Points::from_tenths(i64::MAX)
        );
        assert_eq!(huge.checked_add(huge), None);
        assert_eq!(Points::whole(i64::MAX).tenths(), i64::MAX);
        assert_eq!(Points::from_halves(i64::MIN).tenths(), i64::MIN);
        assert!(Points::MAX_VALUE.within_limit());
        assert!((-Points::MAX_VALUE).within_limit());
        assert!(!(Points::MAX_VALUE + Points::from_tenths(1)).within_limit());
    }

    #[test]
    fn point_systems_price_every_result() {
        let classic = PointSystem::CLASSIC;
        assert_eq!(classic.points(ResultCode::Win), Points::ONE);
        assert_eq!(classic.points(ResultCode::HalfPointBye), Points::HALF);
        assert_eq!(classic.points(ResultCode::PairingAllocatedBye), Points::ONE);
        assert_eq!(classic.points(ResultCode::ForfeitLoss), Points::ZERO);
        assert_eq!(classic.points(ResultCode::NotPaired), Points::ZERO);
        let football = PointSystem::THREE_ONE_ZERO;
        assert_eq!(football.points(ResultCode::ForfeitWin), Points::whole(3));
        assert_eq!(football.points(ResultCode::UnratedDraw), Points::whole(1));
        assert_eq!(football.points(ResultCode::HalfPointBye), Points::whole(1));
        assert_eq!(football.points(ResultCode::FullPointBye), Points::whole(3));
    }
}
