//! FIDE rating tables (B.02 8.1.1 and 8.1.2): C.07 TPR and PTP must use the tables, not the
//! logistic formula, to agree with FIDE's checker. The tables live in `camelot-rating`, which
//! rates games with them; this module adapts them to the tie-break arithmetic.

/// Expected score, in hundredths, of a player rated `own` against `opponent` (table 8.1.2; the
/// difference is used in full, without the 400-point cap, as C.07 prescribes for PTP).
pub(crate) fn expected_score_hundredths(own: i64, opponent: i64) -> i64 {
    let difference = (own - opponent).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
    camelot_rating::expected_score_hundredths(difference)
}

/// Rating difference dp for a score percentage `percent` (0..=100, table 8.1.1; below 50 %
/// dp(p) = −dp(1 − p)).
pub(crate) fn dp_for_percent(percent: i64) -> i64 {
    i64::from(camelot_rating::performance_difference(percent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_8_1_2_bands() {
        assert_eq!(expected_score_hundredths(1600, 1600), 50);
        assert_eq!(expected_score_hundredths(1603, 1600), 50);
        assert_eq!(expected_score_hundredths(1604, 1600), 51);
        assert_eq!(expected_score_hundredths(1600, 1604), 49);
        assert_eq!(expected_score_hundredths(2000, 1608), 92);
        assert_eq!(expected_score_hundredths(2000, 1264), 100);
        assert_eq!(expected_score_hundredths(2000, 1265), 99);
        assert_eq!(expected_score_hundredths(1000, 3000), 0);
        // Monotone in the rating difference.
        let mut previous = 0;
        for own in 1000..=3000 {
            let e = expected_score_hundredths(own, 2000);
            assert!(e >= previous);
            previous = e;
        }
    }

    #[test]
    fn table_8_1_1_is_antisymmetric() {
        assert_eq!(dp_for_percent(100), 800);
        assert_eq!(dp_for_percent(0), -800);
        assert_eq!(dp_for_percent(50), 0);
        assert_eq!(dp_for_percent(57), 50);
        assert_eq!(dp_for_percent(43), -50);
        assert_eq!(dp_for_percent(99), 677);
        for p in 0..=100 {
            assert_eq!(dp_for_percent(p), -dp_for_percent(100 - p));
        }
    }
}
