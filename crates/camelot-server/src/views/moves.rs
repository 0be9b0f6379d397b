//! A move in a game view, and its JSON written without serde.
//!
//! A game read that nothing has kept renders every move of the game (140 on a typical finished
//! game). Through serde, a move's timestamp went through `core::fmt` digit by digit and its
//! path through JSON escaping, a quarter of such a read's server time. The text written here
//! is the one serde writes for a [`MoveView`] (the tests compare the two); what this module
//! does not expect — a path with a character JSON escapes, a timestamp outside years
//! 0–9999 or in a leap second — is left to serde. The type lives here, beside its writer, so
//! that the game view uses this module and this module needs nothing of the game view.

use chrono::{DateTime, Datelike, Timelike, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::GameRecord;

#[derive(Debug, Serialize, ToSchema)]
pub struct MoveView {
    pub ply: i32,
    /// Canonical WCF path.
    #[schema(example = "D6-F8")]
    pub path: String,
    pub played_at: DateTime<Utc>,
    /// Played by the server from its player's conditional moves.
    pub conditional: bool,
}

impl MoveView {
    /// Move `m` of the game `r` (whose record knows which plies were conditional).
    pub(super) fn of(r: &GameRecord, m: &crate::db::models::Move) -> MoveView {
        MoveView {
            ply: m.ply,
            path: m.path.clone(),
            played_at: m.played_at,
            conditional: r.game.conditional_plies.contains(&m.ply),
        }
    }
}

/// Appends the JSON object of `m` to `out`.
pub fn write_move(m: &MoveView, out: &mut String) -> ServiceResult<()> {
    out.push_str("{\"ply\":");
    out.push_str(itoa::Buffer::new().format(m.ply));
    out.push_str(",\"path\":");
    if m.path.bytes().all(plain) {
        out.push('"');
        out.push_str(&m.path);
        out.push('"');
    } else {
        out.push_str(&serde_json::to_string(&m.path).map_err(ServiceError::internal)?);
    }
    out.push_str(",\"played_at\":");
    write_timestamp(m.played_at, out)?;
    out.push_str(if m.conditional {
        ",\"conditional\":true}"
    } else {
        ",\"conditional\":false}"
    });
    Ok(())
}

/// A byte JSON writes as itself inside a string.
fn plain(b: u8) -> bool {
    b.is_ascii() && !b.is_ascii_control() && b != b'"' && b != b'\\'
}

/// Appends `t` as a JSON string, as chrono's serde writes it: RFC 3339 in UTC with `Z`, and
/// the fraction of a second in 3, 6 or 9 digits, the fewest that show it (none when zero).
fn write_timestamp(t: DateTime<Utc>, out: &mut String) -> ServiceResult<()> {
    let year = t.year();
    let nanos = t.nanosecond();
    if !(0..=9999).contains(&year) || nanos >= 1_000_000_000 {
        out.push_str(&serde_json::to_string(&t).map_err(ServiceError::internal)?);
        return Ok(());
    }
    let mut text = [0u8; 32];
    let mut at = 0;
    // Writes `lead` (unless 0), then `value` in `width` digits.
    let mut put = |lead: u8, value: u32, width: usize| {
        if lead != 0 {
            text[at] = lead;
            at += 1;
        }
        let mut v = value;
        for i in (0..width).rev() {
            text[at + i] = b'0' + (v % 10) as u8;
            v /= 10;
        }
        at += width;
    };
    put(0, year.unsigned_abs(), 4);
    put(b'-', t.month(), 2);
    put(b'-', t.day(), 2);
    put(b'T', t.hour(), 2);
    put(b':', t.minute(), 2);
    put(b':', t.second(), 2);
    if nanos != 0 {
        let (value, width) = if nanos.is_multiple_of(1_000_000) {
            (nanos / 1_000_000, 3)
        } else if nanos.is_multiple_of(1_000) {
            (nanos / 1_000, 6)
        } else {
            (nanos, 9)
        };
        put(b'.', value, width);
    }
    out.push('"');
    // Only ASCII digits and separators were written.
    out.push_str(std::str::from_utf8(&text[..at]).map_err(ServiceError::internal)?);
    out.push_str("Z\"");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn both(m: &MoveView) -> (String, String) {
        let mut mine = String::new();
        write_move(m, &mut mine).unwrap();
        (mine, serde_json::to_string(m).unwrap())
    }

    fn at(secs: i64, nanos: u32) -> DateTime<Utc> {
        Utc.timestamp_opt(secs, nanos).unwrap()
    }

    #[test]
    fn writes_what_serde_writes() {
        let paths = [
            "D6-F8",
            "E7xE5xG5",
            "A1-B2-C3",
            "",
            "a\"b",
            "back\\slash",
            "tab\there",
            "é",
        ];
        let times = [
            at(0, 0),
            at(1_700_000_000, 0),
            at(1_700_000_000, 1_000_000),
            at(1_700_000_000, 120_000_000),
            at(1_700_000_000, 123_456_000),
            at(1_700_000_000, 1_000),
            at(1_700_000_000, 123_456_789),
            at(1_700_000_000, 5),
            at(253_402_300_799, 999_999_999),
            at(-62_167_219_200, 0),
            at(253_402_300_800, 0),
            at(-62_167_219_201, 0),
        ];
        for (i, path) in paths.iter().enumerate() {
            for (j, played_at) in times.iter().enumerate() {
                let m = MoveView {
                    ply: [1, 0, -3, 320, i32::MAX, i32::MIN][(i + j) % 6],
                    path: (*path).to_owned(),
                    played_at: *played_at,
                    conditional: (i + j) % 2 == 0,
                };
                let (mine, serde) = both(&m);
                assert_eq!(mine, serde);
            }
        }
    }

    #[test]
    fn a_leap_second_is_left_to_serde() {
        let leap = Utc
            .with_ymd_and_hms(2016, 12, 31, 23, 59, 59)
            .unwrap()
            .with_nanosecond(1_500_000_000)
            .unwrap();
        let m = MoveView {
            ply: 7,
            path: "D6-F8".into(),
            played_at: leap,
            conditional: false,
        };
        let (mine, serde) = both(&m);
        assert_eq!(mine, serde);
    }
}
