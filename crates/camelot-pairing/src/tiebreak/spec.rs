//! Tie-break names (`BH/C1`, `KS/L60`, …) and their values.

use std::fmt;
use std::str::FromStr;

use crate::error::PairingError;

/// Which set of C.07 rules applies to unplayed rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum System {
    /// Swiss and other non-predetermined pairings: C.07 Art. 16 (dummy opponents for unplayed
    /// rounds, adjusted scores of opponents who stopped playing).
    #[default]
    Swiss,
    /// Round robins and other predetermined pairings: C.07 Art. 15 (forfeits count as games,
    /// rounds without an opponent count for nothing).
    RoundRobin,
}

/// The tie-break criteria of C.07 that this crate computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreakKind {
    /// `BH` Buchholz (Art. 8.1).
    Buchholz,
    /// `SB` Sonneborn-Berger (Art. 9.1).
    SonnebornBerger,
    /// `DE` Direct encounter (Art. 6).
    DirectEncounter,
    /// `WIN` rounds with a win's points, played or not (Art. 7.1).
    Wins,
    /// `WON` games won over the board (Art. 7.2).
    GamesWon,
    /// `BPG` games played with Black (Art. 7.3).
    BlackGames,
    /// `BWG` games won with Black (Art. 7.4).
    BlackWins,
    /// `PS` progressive score (Art. 7.5).
    ProgressiveScore,
    /// `ARO` average rating of opponents (Art. 10.1).
    AverageRatingOfOpponents,
    /// `TPR` tournament performance rating (Art. 10.2).
    PerformanceRating,
    /// `PTP` perfect tournament performance (Art. 10.3).
    PerfectPerformance,
    /// `KS` Koya system (Art. 9.2), for round robins.
    Koya,
}

impl TieBreakKind {
    /// The C.07 acronym.
    pub const fn code(self) -> &'static str {
        match self {
            TieBreakKind::Buchholz => "BH",
            TieBreakKind::SonnebornBerger => "SB",
            TieBreakKind::DirectEncounter => "DE",
            TieBreakKind::Wins => "WIN",
            TieBreakKind::GamesWon => "WON",
            TieBreakKind::BlackGames => "BPG",
            TieBreakKind::BlackWins => "BWG",
            TieBreakKind::ProgressiveScore => "PS",
            TieBreakKind::AverageRatingOfOpponents => "ARO",
            TieBreakKind::PerformanceRating => "TPR",
            TieBreakKind::PerfectPerformance => "PTP",
            TieBreakKind::Koya => "KS",
        }
    }

    fn from_code(code: &str) -> Option<TieBreakKind> {
        Some(match code {
            "BH" => TieBreakKind::Buchholz,
            "SB" => TieBreakKind::SonnebornBerger,
            "DE" => TieBreakKind::DirectEncounter,
            "WIN" => TieBreakKind::Wins,
            "WON" => TieBreakKind::GamesWon,
            "BPG" => TieBreakKind::BlackGames,
            "BWG" => TieBreakKind::BlackWins,
            "PS" => TieBreakKind::ProgressiveScore,
            "ARO" => TieBreakKind::AverageRatingOfOpponents,
            "TPR" => TieBreakKind::PerformanceRating,
            "PTP" => TieBreakKind::PerfectPerformance,
            "KS" => TieBreakKind::Koya,
            _ => return None,
        })
    }

    /// Accepts cut modifiers (`/Cn`) and, except PS, median modifiers (`/Mn`).
    const fn accepts_cut(self) -> bool {
        matches!(
            self,
            TieBreakKind::Buchholz
                | TieBreakKind::SonnebornBerger
                | TieBreakKind::ProgressiveScore
                | TieBreakKind::AverageRatingOfOpponents
        )
    }
}

/// One tie-break with its modifiers, written as in C.07 / TRF-2026 record `202`:
/// `BH`, `BH/C1`, `BH/C2`, `BH/M1`, `BH/M2`, `SB/C1`, `PS/C1`, `ARO/C1`, `KS/L60`, `DE/P`.
///
/// * `/Cn` drops the `n` least significant values (BH, SB, PS, ARO);
/// * `/Mn` drops the `n` least and the `n` most significant values (BH, SB, ARO);
/// * `/Lp` sets the Koya limit to `p` % of the maximum score (default 50);
/// * `/P` makes DE count forfeited games (predetermined pairings always do).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TieBreak {
    /// The criterion.
    pub kind: TieBreakKind,
    /// Number of lowest values cut.
    pub cut_lowest: u32,
    /// Number of highest values cut.
    pub cut_highest: u32,
    /// Koya limit in percent of the maximum possible score.
    pub koya_limit_percent: u32,
    /// DE counts forfeited games.
    pub count_forfeits: bool,
}

impl TieBreak {
    /// The criterion without modifiers.
    pub const fn new(kind: TieBreakKind) -> TieBreak {
        TieBreak {
            kind,
            cut_lowest: 0,
            cut_highest: 0,
            koya_limit_percent: 50,
            count_forfeits: false,
        }
    }

    /// Parses a comma- or space-separated list such as `BH/C1,BH,SB`.
    pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, PairingError> {
        text.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|part| !part.is_empty())
            .map(str::parse)
            .collect()
    }
}

impl FromStr for TieBreak {
    type Err = PairingError;

    fn from_str(text: &str) -> Result<TieBreak, PairingError> {
        let invalid = |reason: String| PairingError::InvalidTieBreak {
            name: text.to_string(),
            reason,
        };
        let upper = text.trim().to_ascii_uppercase();
        let mut parts = upper.split('/');
        let code = parts.next().unwrap_or_default();
        let kind = TieBreakKind::from_code(code).ok_or_else(|| {
            invalid(
                "unknown tie-break (known: BH, SB, DE, WIN, WON, BPG, BWG, PS, ARO, TPR, PTP, KS)"
                    .into(),
            )
        })?;
        let mut tb = TieBreak::new(kind);
        for modifier in parts {
            let (letter, number) =
                modifier.split_at(modifier.chars().next().map_or(0, char::len_utf8));
            let value = || -> Result<u32, PairingError> {
                number.parse::<u32>().map_err(|_| {
                    if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
                        invalid(format!(
                            "modifier /{modifier}: {number} is too large (at most {})",
                            u32::MAX
                        ))
                    } else {
                        invalid(format!("modifier /{modifier} needs a number"))
                    }
                })
            };
            match letter {
                "C" if kind.accepts_cut() => tb.cut_lowest = value()?,
                "M" if kind.accepts_cut() && kind != TieBreakKind::ProgressiveScore => {
                    let n = value()?;
                    tb.cut_lowest = n;
                    tb.cut_highest = n;
                }
                "L" if kind == TieBreakKind::Koya => {
                    let p = value()?;
                    if p > 100 {
                        return Err(invalid("the Koya limit is a percentage (0-100)".into()));
                    }
                    tb.koya_limit_percent = p;
                }
                "P" if kind == TieBreakKind::DirectEncounter && number.is_empty() => {
                    tb.count_forfeits = true;
                }
                _ => {
                    return Err(invalid(format!(
                        "modifier /{modifier} does not apply to {}",
                        kind.code()
                    )));
                }
            }
        }
        Ok(tb)
    }
}

impl fmt::Display for TieBreak {
    /// The canonical name: `BH/C1`, `BH/M1`, `KS/L60`, `DE/P`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.code())?;
        if self.cut_lowest > 0 && self.cut_lowest == self.cut_highest {
            write!(f, "/M{}", self.cut_lowest)?;
        } else {
            if self.cut_lowest > 0 {
                write!(f, "/C{}", self.cut_lowest)?;
            }
            if self.cut_highest > 0 {
                write!(f, "/H{}", self.cut_highest)?;
            }
        }
        if self.kind == TieBreakKind::Koya && self.koya_limit_percent != 50 {
            write!(f, "/L{}", self.koya_limit_percent)?;
        }
        if self.count_forfeits {
            f.write_str("/P")?;
        }
        Ok(())
    }
}

/// The value of one tie-break for one player. Within a tie-break all values have the same
/// variant (or are [`Undefined`](TieBreakValue::Undefined)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreakValue {
    /// A score-like value (BH, SB, PS, KS) in exact hundredths of a point: 1050 is 10.5.
    Hundredths(i64),
    /// A count or a rating (WIN, WON, BPG, BWG, ARO, TPR, PTP).
    Integer(i64),
    /// DE: place among the players tied before DE was applied (1 = first, equal places for
    /// players DE could not separate), or 0 when DE separates none of them. Lower is better.
    Rank(u32),
    /// Not defined: a rating tie-break without rated games, or with unrated players in the
    /// event and no rating fixed for them.
    Undefined,
}

impl TieBreakValue {
    /// `true` when `self` ranks strictly ahead of `other` (higher values first, except DE
    /// ranks; undefined values last).
    pub fn is_better_than(&self, other: &TieBreakValue) -> bool {
        self.sort_key() < other.sort_key()
    }

    /// A key that sorts better values first.
    pub(crate) fn sort_key(&self) -> (u8, i64) {
        match *self {
            TieBreakValue::Hundredths(v) | TieBreakValue::Integer(v) => (0, v.saturating_neg()),
            TieBreakValue::Rank(r) => (0, i64::from(r)),
            TieBreakValue::Undefined => (1, 0),
        }
    }

    /// The value as a floating-point number (`None` when undefined), for export only.
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            TieBreakValue::Hundredths(v) => Some(v as f64 / 100.0),
            TieBreakValue::Integer(v) => Some(v as f64),
            TieBreakValue::Rank(r) => Some(f64::from(r)),
            TieBreakValue::Undefined => None,
        }
    }
}

impl fmt::Display for TieBreakValue {
    /// Scores with one or two decimals (`18.5`, `10.75`, `41.0`), integers plain, undefined
    /// as `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            TieBreakValue::Hundredths(v) => {
                let sign = if v < 0 { "-" } else { "" };
                let abs = v.unsigned_abs();
                let (whole, fraction) = (abs / 100, abs % 100);
                if fraction % 10 == 0 {
                    format!("{sign}{whole}.{}", fraction / 10)
                } else {
                    format!("{sign}{whole}.{fraction:02}")
                }
            }
            TieBreakValue::Integer(v) => v.to_string(),
            TieBreakValue::Rank(r) => r.to_string(),
            TieBreakValue::Undefined => "-".to_string(),
        };
        f.pad(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_with_modifiers() {
        let list = TieBreak::parse_list("BH/C1, bh,SB  BH/M1,BH/C2,BH/M2,KS/L60,DE/P,ARO/C1,PS/C1")
            .unwrap();
        let names: Vec<String> = list.iter().map(ToString::to_string).collect();
        assert_eq!(
            names,
            [
                "BH/C1", "BH", "SB", "BH/M1", "BH/C2", "BH/M2", "KS/L60", "DE/P", "ARO/C1", "PS/C1"
            ]
        );
        assert_eq!(list[3].cut_lowest, 1);
        assert_eq!(list[3].cut_highest, 1);
        assert_eq!(list[6].koya_limit_percent, 60);
        assert!(list[7].count_forfeits);
    }

    #[test]
    fn rejects_unknown_names_and_modifiers() {
        for bad in [
            "XYZ", "BH/", "BH/C", "BH/Cx", "WIN/C1", "PS/M1", "DE/C1", "KS/L101", "BH/Q1", "DE/P1",
            "",
        ] {
            let result: Result<TieBreak, _> = bad.parse();
            assert!(
                matches!(result, Err(PairingError::InvalidTieBreak { .. })),
                "{bad:?} gave {result:?}"
            );
        }
    }

    #[test]
    fn huge_modifier_numbers_are_too_large() {
        for bad in [
            "BH/C99999999999",
            "KS/L99999999999",
            "BH/M18446744073709551616",
        ] {
            let message = bad.parse::<TieBreak>().unwrap_err().to_string();
            assert!(message.contains("is too large"), "{bad}: {message}");
        }
        let cut: TieBreak = "BH/C4000000000".parse().unwrap();
        assert_eq!(
            cut.cut_lowest, 4_000_000_000,
            "cuts beyond the rounds cut everything"
        );
    }

    #[test]
    fn values_print_and_order() {
        assert_eq!(TieBreakValue::Hundredths(1850).to_string(), "18.5");
        assert_eq!(TieBreakValue::Hundredths(1075).to_string(), "10.75");
        assert_eq!(TieBreakValue::Hundredths(4100).to_string(), "41.0");
        assert_eq!(TieBreakValue::Hundredths(-25).to_string(), "-0.25");
        assert_eq!(TieBreakValue::Integer(2331).to_string(), "2331");
        assert_eq!(TieBreakValue::Undefined.to_string(), "-");
        assert!(TieBreakValue::Hundredths(200).is_better_than(&TieBreakValue::Hundredths(100)));
        assert!(TieBreakValue::Rank(1).is_better_than(&TieBreakValue::Rank(2)));
        assert!(TieBreakValue::Integer(0).is_better_than(&TieBreakValue::Undefined));
    }
}
