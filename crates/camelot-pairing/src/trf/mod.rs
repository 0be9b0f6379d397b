//! TRF-2026 (FIDE Tournament Report File) reading and writing.
//!
//! Interpreted records: `001` players (pairing number, sex, title, name, rating, federation,
//! FIDE ID, birth date, points, rank, and one opponent/colour/result column per round), `012`
//! name, `142` number of rounds (JaVaFo's `XXR` when `142` is absent), `152` initial colour
//! (JaVaFo's `XXC white1`/`black1` when `152` is absent; otherwise the colour of the
//! highest-ranked player paired in round 1), `162` point system, `192` type of tournament,
//! `240` byes set before pairing, `250` accelerations, `260` prohibited pairings. Every other
//! record (including `###` comments) is kept verbatim in [`Tournament::other_records`].
//!
//! Lines may end in CR, LF or CRLF. Columns are counted in characters, so names in UTF-8 are
//! fine. The points column (81–84) is checked: it must equal the player's points either over
//! all the rounds in the line or over the rounds already paired (a pre-set half-point bye for
//! the round about to be paired may be counted or not). A blank points column is not checked.
//!
//! A byte-order mark at the start of the file is skipped. A line holding an interpreted record
//! that does not start in column 1 (after blanks or invisible characters) is an error rather
//! than a comment, so no player is dropped silently. Numbers are bounded: at most
//! [`Tournament::MAX_ROUNDS`] rounds (`142`, `240`, `250`, `260`, round columns), point values
//! (`162`, `250`) within ±[`Points::MAX_VALUE`]; a value beyond its range is reported as too
//! large, with the range, on its line.
//!
//! [`Points::MAX_VALUE`]: crate::Points::MAX_VALUE
//! [`Tournament::other_records`]: crate::Tournament::other_records

mod read;
mod write;

pub use read::{TrfFile, parse, read};
pub use write::write;

use crate::error::PairingError;
use crate::model::Tournament;

impl Tournament {
    /// Reads a tournament from TRF-2026 text (see [`crate::trf`]).
    pub fn from_trf(text: &str) -> Result<Tournament, PairingError> {
        parse(text)
    }

    /// Writes the tournament as TRF-2026 text (see [`crate::trf::write`]).
    pub fn to_trf(&self) -> Result<String, PairingError> {
        write(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Colour, PointSystem, Points, ResultCode};

    const SMALL: &str = "012 Small\n142 3\n152 B\n\
001    1      Alpha, A                          2100                             1.0    1     2 w 1  0000 - H\n\
001    2      Beta, B                           2000                             0.0    2     1 b 0\n\
001    3      Gamma, C                          1900                             1.0    3  0000 - U\n";

    fn with_line(extra: &str) -> String {
        format!("{SMALL}{extra}\n")
    }

    fn error_line(text: &str) -> (usize, String) {
        match parse(text) {
            Err(PairingError::Trf { line, message }) => (line, message),
            other => panic!("expected a TRF error, got {other:?}"),
        }
    }

    #[test]
    fn reads_a_small_file() {
        let t = parse(SMALL).unwrap();
        assert_eq!(t.name, "Small");
        assert_eq!(t.initial_colour, Colour::Black);
        assert_eq!(t.rounds_played(), 1);
        assert_eq!(
            t.player(1).unwrap().entry(2).result,
            ResultCode::HalfPointBye
        );
        assert_eq!(t.player(1).unwrap().name, "Alpha, A");
        assert_eq!(parse(&write(&t).unwrap()).unwrap(), t);
    }

    #[test]
    fn bad_input_gets_a_line_number() {
        let bad_opponent = SMALL.replace("    2 w 1", "   x2 w 1");
        assert_eq!(error_line(&bad_opponent).0, 4);
        let bad_result = SMALL.replace("    2 w 1", "    2 w 7");
        assert!(error_line(&bad_result).1.contains("unknown result code"));
        let bad_colour = SMALL.replace("    2 w 1", "    2 x 1");
        assert!(error_line(&bad_colour).1.contains("colour"));
        let bye_with_opponent = SMALL.replace("0000 - U", "0002 - U");
        assert!(error_line(&bye_with_opponent).1.contains("opponent"));
        let game_without_colour = SMALL.replace("    2 w 1", "    2 - 1");
        assert!(error_line(&game_without_colour).1.contains("colour"));
        let one_sided = SMALL.replace("    1 b 0", "    3 b 0");
        let (line, message) = error_line(&one_sided);
        assert!(line == 4 || line == 5, "{line}: {message}");
        let same_colour = SMALL.replace("    1 b 0", "    1 w 0");
        assert!(error_line(&same_colour).1.contains("White"));
        let wrong_points = SMALL.replace("  1.0    1", "  2.0    1");
        let (line, message) = error_line(&wrong_points);
        assert_eq!(line, 4);
        assert!(message.contains("points column says 2.0"), "{message}");
        assert!(
            error_line(&with_line("142 x"))
                .1
                .contains("number of rounds")
        );
        assert!(error_line(&with_line("152 Q")).1.contains("initial colour"));
        assert!(error_line(&with_line("162  W 3.x")).1.contains("points"));
        assert!(
            error_line(&with_line("162  Q 3.0"))
                .1
                .contains("unknown point-system code")
        );
        assert!(
            error_line(&with_line("260 001 001    1"))
                .1
                .contains("at least two players")
        );
        assert!(
            error_line(&with_line("240 Q 002    2"))
                .1
                .contains("bye type")
        );
        assert!(
            error_line(&with_line("240 H 99999999    2"))
                .1
                .contains("1 to 999")
        );
        let duplicate = with_line("001    2      Again");
        assert!(error_line(&duplicate).1.contains("already used on line 5"));
        let unknown = SMALL.replace("    2 w 1", "   12 w 1");
        assert!(error_line(&unknown).1.contains("does not exist"));
        let zero = SMALL.replace("001    3", "001    0");
        assert!(error_line(&zero).1.contains("pairing number 0"));
        let (line, message) = error_line(&with_line("142 0"));
        assert_eq!(line, 7);
        assert!(message.contains("must be 1 to 999, found 0"), "{message}");
        let (line, message) = error_line(&SMALL.replace("142 3", "142 1"));
        assert_eq!(line, 4, "player 1 has an entry for round 2");
        assert!(message.contains("beyond the last round (1)"), "{message}");
    }

    #[test]
    fn values_beyond_their_range_are_too_large_not_malformed() {
        let huge = "900000000000000000.0";
        for (record, needle) in [
            (
                "142 99999999999".to_string(),
                "number of rounds 99999999999 is too large: it must be 1 to 999",
            ),
            (
                "142 1000".to_string(),
                "number of rounds 1000 is too large: it must be 1 to 999",
            ),
            (
                format!("250      {huge} 001 002    1    3"),
                "fictitious points 900000000000000000.0 is too large: it must lie between -1000.0 and 1000.0",
            ),
            (
                "250      1000.1 001 002    1    3".to_string(),
                "fictitious points 1000.1 is too large",
            ),
            (
                "250      -99999999999999999999 001 002    1    3".to_string(),
                "is too large: it must lie between -1000.0 and 1000.0",
            ),
            (
                "250      1.0 001 99999999999    1    3".to_string(),
                "last round 99999999999 is too large: it must be 0 to 999",
            ),
            (
                "250      1.0 001 002    1    99999".to_string(),
                "pairing number 99999 is too large: it must be 0 to 9999",
            ),
            (
                format!("162  W {huge}"),
                "points for W 900000000000000000.0 is too large",
            ),
            (
                "162  D 99999999999999999999.5".to_string(),
                "points for D 99999999999999999999.5 is too large",
            ),
            ("162  W 1.25".to_string(), "tenths of a point at most"),
            (
                "240 H 99999999    2".to_string(),
                "round number 99999999 is too large: it must be 1 to 999",
            ),
            (
                "240 H 002    99999999999".to_string(),
                "pairing number 99999999999 is too large",
            ),
            (
                "260 001 99999999999    1    2".to_string(),
                "last round 99999999999 is too large",
            ),
            (
                "260 001 001    1    12".to_string(),
                "names pairing number 12, which no player has",
            ),
        ] {
            let (line, message) = error_line(&with_line(&record));
            assert_eq!(line, 7, "{record}: {message}");
            assert!(message.contains(needle), "{record}: {message}");
            assert!(!message.contains("negative"), "{record}: {message}");
        }
        let many_rounds = format!("{:<91}{}", "001    4      Many", "0000 - H  ".repeat(1000));
        let (line, message) = error_line(&with_line(&many_rounds));
        assert_eq!(line, 7);
        assert!(message.contains("at most 999 rounds"), "{message}");
        let limit = with_line("250   1000.0 001 002    1    3\n162  A-1000.0");
        let t = parse(&limit).unwrap();
        assert_eq!(t.point_system.zero_point_bye, -Points::MAX_VALUE);
        assert_eq!(t.acceleration_points(2, 1), Points::MAX_VALUE);
    }

    #[test]
    fn a_byte_order_mark_is_skipped_and_shifted_records_are_errors() {
        let players: String = SMALL
            .lines()
            .filter(|l| l.starts_with("001"))
            .map(|l| format!("{l}\n"))
            .collect();
        for bom in ["\u{feff}", "\u{ef}\u{bb}\u{bf}"] {
            let t = parse(&format!("{bom}{players}")).unwrap();
            assert_eq!(
                t.tpns().into_iter().collect::<Vec<_>>(),
                vec![1, 2, 3],
                "{bom:?}"
            );
            assert!(t.other_records.is_empty());
        }
        for prefix in ["\u{feff}", " ", "\u{a0}", "\u{200b}"] {
            let shifted = SMALL.replace("001    3", &format!("{prefix}001    3"));
            let (line, message) = error_line(&shifted);
            assert_eq!(line, 6, "{prefix:?}");
            assert!(
                message.contains("001 record that does not start in column 1"),
                "{message}"
            );
        }
        let shifted_header = SMALL.replace("142 3", " 142 3");
        assert!(error_line(&shifted_header).1.contains("142 record"));
        let comment = with_line("### 001 is a player record");
        assert_eq!(
            parse(&comment).unwrap().other_records,
            vec!["### 001 is a player record"]
        );
    }

    #[test]
    fn whole_file_problems_cite_no_line() {
        let error = PairingError::Trf {
            line: 0,
            message: "something".into(),
        };
        assert_eq!(error.to_string(), "TRF file: something");
        let error = PairingError::Trf {
            line: 7,
            message: "something".into(),
        };
        assert_eq!(error.to_string(), "TRF line 7: something");
    }

    #[test]
    fn records_240_250_260_and_unknown_lines() {
        let text = with_line(
            "240 H 003    2    3\n250      1.0 001 002    1    2\n260 002 003    1    3\n### comment\n022 Somewhere",
        );
        let t = parse(&text).unwrap();
        assert_eq!(
            t.player(2).unwrap().entry(3).result,
            ResultCode::HalfPointBye
        );
        assert_eq!(
            t.player(3).unwrap().entry(3).result,
            ResultCode::HalfPointBye
        );
        assert_eq!(t.player(3).unwrap().entry(2), crate::RoundEntry::NOT_PAIRED);
        assert_eq!(t.acceleration_points(2, 2), Points::ONE);
        assert!(t.is_forbidden_pairing(3, 1, 2));
        assert_eq!(t.other_records, vec!["### comment", "022 Somewhere"]);
        let again = parse(&write(&t).unwrap()).unwrap();
        assert_eq!(again, t);
        let clash = with_line("240 F 002    1");
        assert!(error_line(&clash).1.contains("contradicts"));
    }

    #[test]
    fn point_system_record_defaults_and_writing() {
        let blank_points: String = with_line("162  W 2.0    D 1.0    P 1.0    A-1.0")
            .lines()
            .map(|l| match l.get(..80) {
                Some(head) if l.starts_with("001") => format!("{head}    {}\n", &l[84..]),
                _ => format!("{l}\n"),
            })
            .collect();
        let t = parse(&blank_points).unwrap();
        assert_eq!(t.point_system.win, Points::whole(2));
        assert_eq!(t.point_system.forfeit_win, Points::whole(2));
        assert_eq!(t.point_system.half_point_bye, Points::ONE);
        assert_eq!(t.point_system.pairing_allocated_bye, Points::ONE);
        assert_eq!(t.point_system.forfeit_loss, Points::whole(-1));
        let _ = t;
        let mut t = parse(SMALL).unwrap();
        t.point_system = PointSystem::THREE_ONE_ZERO;
        let text = write(&t).unwrap();
        assert!(text.contains("\n162  W 3.0    D 1.0\n"), "{text}");
        t.point_system.forfeit_win = Points::ZERO;
        assert!(matches!(write(&t), Err(PairingError::TrfWrite(_))));
    }

    #[test]
    fn files_bbp_refuses_are_refused_with_what_is_wrong() {
        let message = |text: &str| parse(text).unwrap_err().to_string();
        // A bad point value is quoted as found.
        let m = message(&with_line("162  W abc"));
        assert!(m.contains("\"abc\""), "{m}");
        let m = message(&with_line("162  W 1.0 D 0.5 L 0.0 X"));
        assert!(m.contains("points for X are missing"), "{m}");
        // Every result worth 0; a loss worth more than a win; a draw above a win.
        for record in [
            "162  W 0.0 D 0.0 L 0.0",
            "162  W 0.0 L 1.0",
            "162  W 1.0 D 1.5",
        ] {
            let m = message(&with_line(record));
            assert!(
                m.contains("a win must be worth more than a loss"),
                "{record}: {m}"
            );
        }
        // Round 0 in an acceleration or a prohibited pairing.
        for record in ["250   1.0 000 001    1    3", "260   0   1    1    2"] {
            let (line, m) = error_line(&with_line(record));
            assert_eq!(line, 7, "{record}: {m}");
            assert!(m.contains("first round must be 1 to 999"), "{record}: {m}");
        }
        // Record 062 against the players listed.
        let (line, m) = error_line(&with_line("062 4"));
        assert_eq!(line, 7);
        assert!(m.contains("says 4 players (record 062) but lists 3"), "{m}");
        parse(&with_line("062 3")).unwrap();
        // A gap in the pairing numbers.
        let gap = SMALL.replace("001    3      Gamma", "001    4      Gamma");
        let (_, m) = error_line(&gap);
        assert!(m.contains("pairing number 3 is missing"), "{m}");
    }

    #[test]
    fn writer_rejects_values_that_do_not_fit() {
        let mut t = parse(SMALL).unwrap();
        t.players[0].name = "x".repeat(34);
        assert!(matches!(write(&t), Err(PairingError::TrfWrite(m)) if m.contains("name")));
    }

    #[test]
    fn utf8_names_keep_their_columns() {
        let text = SMALL.replace("Alpha, A  ", "Ålpha, Ø  ");
        let t = parse(&text).unwrap();
        assert_eq!(t.player(1).unwrap().name, "Ålpha, Ø");
        assert_eq!(t.player(1).unwrap().rating, Some(2100));
        assert_eq!(write(&t).unwrap().lines().nth(3), text.lines().nth(3));
    }

    #[test]
    fn garbage_never_panics() {
        for text in [
            "",
            "\n\n",
            "0",
            "001",
            "001 ",
            "001    1",
            "001   -1",
            "142",
            "152",
            "162",
            "260",
            "250",
            "240",
            "240 H",
            "001    1                                                    ",
            "001    1      A                                                  9.9",
            "\u{feff}012 x",
            "001    1      A      2000   1.0    1     1 w 1",
        ] {
            let _ = parse(text);
        }
        let long = "001    1".to_string() + &" 9".repeat(500);
        let _ = parse(&long);
    }
}
