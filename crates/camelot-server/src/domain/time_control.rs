//! Correspondence clocks: time controls, banks, deadlines and leave.
//!
//! Every time control is a bank of time per side that runs only on that side's turn:
//!
//! * `per_move` (N days): the bank is refilled to N days after each move, so each move has N
//!   days;
//! * `fischer` (ICCF style): the bank starts at D days, gains I days after each of the side's
//!   moves, and never exceeds M days.
//!
//! A side's clock stands still while its player is on leave (in games that allow leave): the
//! leave periods overlapping a turn push its deadline out by the overlap. Deadlines are derived
//! here from stored facts — when the turn began, the bank at that moment, and the player's
//! leave periods — so the same answer comes out wherever the question is asked: a move, a draw
//! offer, a read, or the deadline job.
//!
//! Banks are kept in whole seconds: the time a move used is rounded up to the second.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::i18n::message::Message;

/// The time control of a request: `time_control`, or the `days_per_move` shorthand for a
/// `per_move` control. Both may be given only when they say the same; one is required.
pub fn from_request(
    time_control: Option<TimeControl>,
    days_per_move: Option<i64>,
) -> Result<TimeControl, Vec<TimeControlError>> {
    let shorthand = days_per_move.map(|days| TimeControl::PerMove { days });
    let control = match (time_control, shorthand) {
        (Some(tc), Some(short)) if tc != short => {
            return Err(vec![TimeControlError {
                field: "days_per_move",
                message: Message::new("days-per-move-contradicts"),
            }]);
        }
        (Some(tc), _) | (None, Some(tc)) => tc,
        (None, None) => {
            return Err(vec![TimeControlError {
                field: "time_control",
                message: Message::new("time-control-required"),
            }]);
        }
    };
    control.validate().map_err(|errors| {
        errors
            .into_iter()
            .map(|e| TimeControlError {
                field: match (time_control, e.field) {
                    (None, "days") => "days_per_move",
                    (_, "days") => "time_control.days",
                    (_, "initial_days") => "time_control.initial_days",
                    (_, "increment_days") => "time_control.increment_days",
                    (_, "max_days") => "time_control.max_days",
                    (_, other) => other,
                },
                message: e.message,
            })
            .collect()
    })
}

/// Seconds in a day.
pub const DAY: i64 = 86_400;
/// The longest time per move, or bank, in days.
pub const MAX_DAYS: i64 = 60;

/// How much time each side has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// A fixed number of days for every move.
    PerMove {
        /// Days per move, 1–60.
        #[schema(minimum = 1, maximum = 60, example = 3)]
        days: i64,
    },
    /// A bank that starts at `initial_days`, gains `increment_days` after each of the side's
    /// moves and never exceeds `max_days` (ICCF style).
    Fischer {
        #[schema(minimum = 1, maximum = 60, example = 10)]
        initial_days: i64,
        #[schema(minimum = 0, maximum = 60, example = 1)]
        increment_days: i64,
        #[schema(minimum = 1, maximum = 60, example = 30)]
        max_days: i64,
    },
}

/// `(days_per_move, fischer_initial_days, fischer_increment_days, fischer_max_days)`.
pub type TimeControlColumns = (Option<i16>, Option<i16>, Option<i16>, Option<i16>);

/// One thing wrong with a time control: the field and what it must be.
#[derive(Debug, Clone, PartialEq)]
pub struct TimeControlError {
    pub field: &'static str,
    pub message: Message,
}

impl TimeControl {
    /// Checks the ranges: every amount 1–60 days (an increment may be 0), the increment and the
    /// initial bank at most the maximum. Every problem is listed.
    pub fn validate(self) -> Result<TimeControl, Vec<TimeControlError>> {
        let mut errors = Vec::new();
        let mut range = |field: &'static str, v: i64, min: i64| {
            if !(min..=MAX_DAYS).contains(&v) {
                errors.push(TimeControlError {
                    field,
                    message: Message::new("days-range")
                        .arg("min", min)
                        .arg("max", MAX_DAYS),
                });
            }
        };
        match self {
            TimeControl::PerMove { days } => range("days", days, 1),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                max_days,
            } => {
                range("initial_days", initial_days, 1);
                range("increment_days", increment_days, 0);
                range("max_days", max_days, 1);
                if increment_days > max_days {
                    errors.push(TimeControlError {
                        field: "increment_days",
                        message: Message::new("not-above-max-days"),
                    });
                }
                if initial_days > max_days {
                    errors.push(TimeControlError {
                        field: "initial_days",
                        message: Message::new("not-above-max-days"),
                    });
                }
            }
        }
        if errors.is_empty() {
            Ok(self)
        } else {
            Err(errors)
        }
    }

    /// Each side's bank when the game starts, in seconds.
    pub fn initial_bank(self) -> i64 {
        match self {
            TimeControl::PerMove { days } => days * DAY,
            TimeControl::Fischer { initial_days, .. } => initial_days * DAY,
        }
    }

    /// The mover's bank after a move that left `left` seconds on its clock.
    pub fn bank_after_move(self, left: i64) -> i64 {
        match self {
            TimeControl::PerMove { days } => days * DAY,
            TimeControl::Fischer {
                increment_days,
                max_days,
                ..
            } => (left.max(0) + increment_days * DAY).min(max_days * DAY),
        }
    }

    /// The control as stored: `days_per_move` for `per_move`, else the three `fischer_*`
    /// columns.
    pub fn columns(self) -> TimeControlColumns {
        let day = |d: i64| i16::try_from(d).ok();
        match self {
            TimeControl::PerMove { days } => (day(days), None, None, None),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                max_days,
            } => (None, day(initial_days), day(increment_days), day(max_days)),
        }
    }

    /// The control from its stored columns.
    pub fn from_columns(
        days_per_move: Option<i16>,
        initial: Option<i16>,
        increment: Option<i16>,
        max: Option<i16>,
    ) -> Result<TimeControl, String> {
        match (days_per_move, initial, increment, max) {
            (Some(days), None, None, None) => Ok(TimeControl::PerMove {
                days: i64::from(days),
            }),
            (None, Some(i), Some(inc), Some(m)) => Ok(TimeControl::Fischer {
                initial_days: i64::from(i),
                increment_days: i64::from(inc),
                max_days: i64::from(m),
            }),
            other => Err(format!("an impossible stored time control {other:?}")),
        }
    }

    /// The days per move of a `per_move` control (the `days_per_move` shorthand).
    pub fn days_per_move(self) -> Option<i64> {
        match self {
            TimeControl::PerMove { days } => Some(days),
            TimeControl::Fischer { .. } => None,
        }
    }
}

/// A time during which a player's clock stands still (leave). `until` is the planned end while
/// the leave lasts, the actual end once it is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frozen {
    pub from: DateTime<Utc>,
    pub until: DateTime<Utc>,
}

/// The clock of the side to move: when its turn began, its bank then, and the periods its clock
/// stands still (sorted by start, not overlapping; empty where leave does not apply).
#[derive(Debug, Clone, Copy)]
pub struct Turn<'a> {
    pub started: DateTime<Utc>,
    pub bank: i64,
    pub frozen: &'a [Frozen],
}

impl Turn<'_> {
    /// When the side runs out of time: the turn's start plus its bank, pushed out by every
    /// frozen period that begins before the (pushed-out) deadline.
    pub fn deadline(&self) -> DateTime<Utc> {
        let mut deadline = self.started + Duration::seconds(self.bank);
        for f in self.frozen {
            if f.from >= deadline {
                break;
            }
            let from = f.from.max(self.started);
            if f.until > from {
                deadline += f.until - from;
            }
        }
        deadline
    }

    /// Time the clock stood still between the turn's start and `now`.
    pub fn frozen_until(&self, now: DateTime<Utc>) -> Duration {
        self.frozen
            .iter()
            .map(|f| {
                let from = f.from.max(self.started);
                let until = f.until.min(now);
                (until - from).max(Duration::zero())
            })
            .sum()
    }

    /// Whole seconds left at `now` (0 once the time has run out). Time used is rounded up to
    /// the second, so the bank after a move is a whole number of seconds.
    pub fn left_at(&self, now: DateTime<Utc>) -> i64 {
        let used = (now - self.started) - self.frozen_until(now);
        let used_secs = used.num_seconds() + i64::from(used.subsec_nanos() > 0);
        (self.bank - used_secs.max(0)).max(0)
    }

    /// The side's time has run out at `now`.
    pub fn expired_at(&self, now: DateTime<Utc>) -> bool {
        now >= self.deadline()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t0() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-03-01T12:00:00Z")
            .map(|t| t.with_timezone(&Utc))
            .unwrap_or_default()
    }

    fn days(n: i64) -> Duration {
        Duration::days(n)
    }

    #[test]
    fn per_move_refills_and_fischer_adds_up_to_its_cap() {
        let pm = TimeControl::PerMove { days: 3 };
        assert_eq!(pm.bank_after_move(10), 3 * DAY);
        let f = TimeControl::Fischer {
            initial_days: 10,
            increment_days: 2,
            max_days: 11,
        };
        assert_eq!(f.initial_bank(), 10 * DAY);
        assert_eq!(f.bank_after_move(5 * DAY), 7 * DAY);
        assert_eq!(f.bank_after_move(10 * DAY), 11 * DAY);
    }

    #[test]
    fn validation_lists_every_problem() {
        let bad = TimeControl::Fischer {
            initial_days: 40,
            increment_days: 31,
            max_days: 30,
        }
        .validate()
        .err()
        .unwrap_or_default();
        let fields: Vec<_> = bad.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["increment_days", "initial_days"]);
        assert!(TimeControl::PerMove { days: 61 }.validate().is_err());
        assert!(TimeControl::PerMove { days: 60 }.validate().is_ok());
    }

    #[test]
    fn time_used_is_rounded_up_to_the_second() {
        let turn = Turn {
            started: t0(),
            bank: 100,
            frozen: &[],
        };
        assert_eq!(turn.left_at(t0() + Duration::milliseconds(1500)), 98);
        assert_eq!(turn.left_at(t0() + Duration::seconds(2)), 98);
        assert_eq!(turn.left_at(t0() + Duration::seconds(500)), 0);
        assert!(!turn.expired_at(t0() + Duration::seconds(99)));
        assert!(turn.expired_at(t0() + Duration::seconds(100)));
    }

    #[test]
    fn leave_pushes_the_deadline_out_by_its_overlap() {
        // Leave from day 1 to day 4 during a 3-day turn: the deadline moves from day 3 to day 6.
        let frozen = [Frozen {
            from: t0() + days(1),
            until: t0() + days(4),
        }];
        let turn = Turn {
            started: t0(),
            bank: 3 * DAY,
            frozen: &frozen,
        };
        assert_eq!(turn.deadline(), t0() + days(6));
        // Two days into the leave, one day was used.
        assert_eq!(turn.left_at(t0() + days(3)), 2 * DAY);
        // A leave that began before the turn counts from the turn's start.
        let frozen = [Frozen {
            from: t0() - days(5),
            until: t0() + days(2),
        }];
        let turn = Turn {
            started: t0(),
            bank: 3 * DAY,
            frozen: &frozen,
        };
        assert_eq!(turn.deadline(), t0() + days(5));
        // A leave that starts after the time ran out changes nothing.
        let frozen = [Frozen {
            from: t0() + days(4),
            until: t0() + days(9),
        }];
        let turn = Turn {
            started: t0(),
            bank: 3 * DAY,
            frozen: &frozen,
        };
        assert_eq!(turn.deadline(), t0() + days(3));
    }

    #[test]
    fn two_leaves_in_one_turn_both_count() {
        let frozen = [
            Frozen {
                from: t0() + days(1),
                until: t0() + days(2),
            },
            Frozen {
                from: t0() + days(3),
                until: t0() + days(5),
            },
        ];
        let turn = Turn {
            started: t0(),
            bank: 3 * DAY,
            frozen: &frozen,
        };
        assert_eq!(turn.deadline(), t0() + days(6));
    }

    #[test]
    fn the_wire_form_is_tagged_by_kind() {
        let v = serde_json::to_value(TimeControl::PerMove { days: 3 }).unwrap_or_default();
        assert_eq!(v, serde_json::json!({"kind": "per_move", "days": 3}));
        let f: Result<TimeControl, _> = serde_json::from_value(serde_json::json!({
            "kind": "fischer", "initial_days": 10, "increment_days": 1, "max_days": 30
        }));
        assert!(f.is_ok());
    }
}
