//! FIDE rating tables, as data.

/// Table 8.1.2: the largest rating difference of each band and the higher-rated player's
/// expected score in hundredths. Differences above 735 expect 1.00.
const EXPECTED: [(i32, i64); 50] = [
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

/// Expected score (hundredths) of a player whose rating exceeds the opponent's by `diff`
/// (negative when lower): table 8.1.2, the lower-rated player getting 1 − PD.
pub fn expected_score_hundredths(diff: i32) -> i64 {
    let d = diff.unsigned_abs();
    let higher = EXPECTED
        .iter()
        .find(|(max, _)| d <= max.unsigned_abs())
        .map(|(_, pd)| *pd)
        .unwrap_or(100);
    if diff >= 0 { higher } else { 100 - higher }
}

/// Table 8.1.1: rating difference `dp` for a fractional score `p` (hundredths, 50..=100).
const PERFORMANCE: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// `dp(p)` of table 8.1.1 for `p` in hundredths (clamped to 0..=100); `dp(p) = −dp(1 − p)` below ½.
pub fn performance_difference(p_hundredths: i64) -> i32 {
    let p = p_hundredths.clamp(0, 100);
    let idx = |q: i64| PERFORMANCE.get((q - 50) as usize).copied().unwrap_or(800);
    if p >= 50 { idx(p) } else { -idx(100 - p) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_8_1_2_bands() {
        assert_eq!(expected_score_hundredths(0), 50);
        assert_eq!(expected_score_hundredths(3), 50);
        assert_eq!(expected_score_hundredths(4), 51);
        assert_eq!(expected_score_hundredths(-4), 49);
        assert_eq!(expected_score_hundredths(400), 92);
        assert_eq!(expected_score_hundredths(735), 99);
        assert_eq!(expected_score_hundredths(736), 100);
        assert_eq!(expected_score_hundredths(-5000), 0);
    }

    #[test]
    fn table_8_1_1_values() {
        assert_eq!(performance_difference(100), 800);
        assert_eq!(performance_difference(99), 677);
        assert_eq!(performance_difference(57), 50);
        assert_eq!(performance_difference(50), 0);
        assert_eq!(performance_difference(0), -800);
        assert_eq!(performance_difference(25), -193);
    }
}
