//! FIDE rating tables (B.02 8.1.1 and 8.1.2) as data: C.07 TPR and PTP must use the tables,
//! not the logistic formula, to agree with FIDE's checker.

/// Table 8.1.2: the upper end of each rating-difference band and the expected score (in
/// hundredths) of the higher-rated player for that band. Differences above 735 give 1.00.
const DIFF_TO_PD: [(u32, i64); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// Table 8.1.1: rating difference for a fractional score of 50 %, 51 %, …, 100 %.
const SCORE_TO_DP: [i64; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// Expected score, in hundredths, of a player rated `own` against `opponent` (table 8.1.2; the
/// difference is used in full, without the 400-point cap, as C.07 prescribes for PTP).
pub(crate) fn expected_score_hundredths(own: i64, opponent: i64) -> i64 {
    let difference = own - opponent;
    let pd = pd_for_difference(difference.unsigned_abs());
    if difference >= 0 { pd } else { 100 - pd }
}

fn pd_for_difference(difference: u64) -> i64 {
    DIFF_TO_PD
        .iter()
        .find(|(upper, _)| u64::from(*upper) >= difference)
        .map_or(100, |&(_, pd)| pd)
}

/// Rating difference dp for a score percentage `percent` (0..=100, table 8.1.1; below 50 %
/// dp(p) = −dp(1 − p)).
pub(crate) fn dp_for_percent(percent: i64) -> i64 {
    let percent = percent.clamp(0, 100);
    let index = (percent - 50).unsigned_abs() as usize;
    let dp = SCORE_TO_DP.get(index).copied().unwrap_or(800);
    if percent >= 50 { dp } else { -dp }
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
