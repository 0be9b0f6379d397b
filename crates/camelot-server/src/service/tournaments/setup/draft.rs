//! A new tournament as an organizer asks for it ([`Draft`]), and the one check that turns it
//! into settings or lists every problem at once ([`validate`]).

use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use camelot_pairing::{TieBreak, TieBreakKind};

use crate::db::models::TournamentSettings;
use crate::domain::time_control;
use crate::domain::{Schedule, Scoring, TimeControl, TournamentSystem, VariantName};
use crate::error::Refusal;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// The smallest round robin.
pub const MIN_ROUND_ROBIN_PLAYERS: usize = 3;
/// The largest round robin (one game per pair: n(n−1)/2 games).
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 100;

/// The tie-breaks used when the organizer names none.
pub fn default_tiebreaks(system: TournamentSystem) -> Vec<String> {
    let list: &[&str] = if system == TournamentSystem::Swiss {
        &["BH/C1", "BH", "SB", "DE"]
    } else {
        &["DE", "SB", "WIN", "KS"]
    };
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// A new tournament as an organizer asks for it, before validation.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Draft {
    /// 1–100 characters.
    #[schema(example = "Autumn Swiss")]
    pub name: String,
    pub system: Option<TournamentSystem>,
    /// Round robin: every pair meets twice (colours reversed in the second cycle).
    pub double_round_robin: Option<bool>,
    /// Swiss: number of rounds (fewer than players − 1).
    #[schema(minimum = 1, maximum = 50)]
    pub rounds: Option<i64>,
    /// How much time each side has in every game (or give `days_per_move`).
    pub time_control: Option<TimeControl>,
    /// Shorthand for `{"kind": "per_move", "days": N}`, 1–60.
    #[schema(minimum = 1, maximum = 60)]
    pub days_per_move: Option<i64>,
    /// Whether players' leave stops the clocks of the tournament's games (default true).
    pub allow_leave: Option<bool>,
    pub rated: bool,
    #[schema(minimum = 2, maximum = 10000)]
    pub max_players: Option<i64>,
    /// Starts by itself at this time if enough players have joined.
    pub starts_at: Option<DateTime<Utc>>,
    /// `1-½-0` (default; also written `1-1/2-0`) or `3-1-0`.
    pub scoring: Option<String>,
    /// Ordered tie-breaks (FIDE C.07 names). Default: Swiss BH/C1, BH, SB, DE; round robin DE,
    /// SB, WIN, KS.
    pub tiebreaks: Option<Vec<String>>,
    /// Days after pairing when a round's unfinished games go to the organizer.
    #[schema(minimum = 1, maximum = 365)]
    pub round_deadline_days: Option<i64>,
    /// Round robin: `by_round` (default) or `all_at_once`.
    pub schedule: Option<Schedule>,
    /// Swiss: players may join until this round is paired (missed rounds are zero-point byes).
    #[schema(minimum = 0, maximum = 50)]
    pub late_join_until_round: Option<i64>,
    /// The variant of every game (default `camelot`); players are seeded by their rating in it.
    pub variant: Option<VariantName>,
}

/// Checks a draft, listing every problem at once.
pub fn validate(d: Draft, now: DateTime<Utc>) -> ServiceResult<TournamentSettings> {
    let mut errors = Vec::new();
    let mut err = |field: &'static str, message: Message| {
        errors.push((field, Refusal::msg(message)));
    };
    let name = d.name.trim().to_owned();
    if name.is_empty() || name.chars().count() > 100 {
        err(
            "name",
            Message::new("length-range").arg("min", 1).arg("max", 100),
        );
    }
    let system = d.system.unwrap_or(TournamentSystem::Swiss);
    let swiss = system == TournamentSystem::Swiss;
    if d.system.is_none() {
        err(
            "system",
            Message::new("required-one-of").arg("options", TournamentSystem::choices()),
        );
    }
    let time_control =
        time_control::from_request(d.time_control, d.days_per_move).unwrap_or_else(|problems| {
            for p in problems {
                err(p.field, p.message);
            }
            TimeControl::PerMove { days: 1 }
        });
    let rounds = match (swiss, d.rounds) {
        (true, Some(r)) if (1..=50).contains(&r) => Some(r as i32),
        (true, Some(_)) => {
            err(
                "rounds",
                Message::new("between").arg("min", 1).arg("max", 50),
            );
            None
        }
        (true, None) => {
            err("rounds", Message::new("swiss-rounds-required"));
            None
        }
        (false, Some(_)) => {
            err("rounds", Message::new("round-robin-rounds-given"));
            None
        }
        (false, None) => None,
    };
    if swiss && d.double_round_robin.unwrap_or(false) {
        err("double_round_robin", Message::new("round-robins-only"));
    }
    let max_players = match d.max_players {
        Some(m) if !(2..=10_000).contains(&m) => {
            err(
                "max_players",
                Message::new("between").arg("min", 2).arg("max", 10_000),
            );
            None
        }
        Some(m) if !swiss && m as usize > MAX_ROUND_ROBIN_PLAYERS => {
            err(
                "max_players",
                Message::new("round-robin-max-players").arg("max", MAX_ROUND_ROBIN_PLAYERS),
            );
            None
        }
        Some(m) => Some(m as i32),
        None => None,
    };
    if let (Some(r), Some(m)) = (rounds, max_players)
        && r >= m - 1
    {
        err(
            "rounds",
            Message::new("swiss-too-many-rounds")
                .arg("rounds", r)
                .arg("players", m),
        );
    }
    if d.starts_at.is_some_and(|s| s < now) {
        err("starts_at", Message::new("in-the-future"));
    }
    let scoring = match d.scoring.as_deref() {
        None => Scoring::Classic,
        Some(text) => Scoring::parse_input(text).unwrap_or_else(|| {
            err(
                "scoring",
                Message::new("must-be-not")
                    .arg("options", Scoring::choices())
                    .arg("got", format!("{text:?}")),
            );
            Scoring::Classic
        }),
    };
    let tiebreaks = match d.tiebreaks {
        None => default_tiebreaks(system),
        Some(list) => {
            let mut canonical = Vec::new();
            for name in &list {
                match name.parse::<TieBreak>() {
                    Ok(tb) if !swiss && matches!(tb.kind, TieBreakKind::Buchholz) => err(
                        "tiebreaks",
                        Message::new("tiebreak-buchholz-round-robin").arg("name", name.as_str()),
                    ),
                    Ok(tb) => canonical.push(tb.to_string()),
                    Err(e) => err(
                        "tiebreaks",
                        Message::new("tiebreak-invalid")
                            .arg("name", name.as_str())
                            .arg("error", e.to_string()),
                    ),
                }
            }
            if list.len() > 12 {
                err(
                    "tiebreaks",
                    Message::new("tiebreaks-too-many").arg("max", 12),
                );
            }
            canonical
        }
    };
    let round_deadline_days = match d.round_deadline_days {
        Some(x) if !(1..=365).contains(&x) => {
            err(
                "round_deadline_days",
                Message::new("between").arg("min", 1).arg("max", 365),
            );
            None
        }
        other => other.map(|x| x as i32),
    };
    let schedule = d.schedule.unwrap_or(Schedule::ByRound);
    if swiss && schedule == Schedule::AllAtOnce {
        err("schedule", Message::new("swiss-by-round"));
    }
    let late = d.late_join_until_round.unwrap_or(0);
    if late != 0 && (!swiss || late < 0 || rounds.is_some_and(|r| late > i64::from(r))) {
        err("late_join_until_round", Message::new("late-entry-swiss"));
    }
    if !errors.is_empty() {
        return Err(ServiceError::refused_fields(errors));
    }
    Ok(TournamentSettings {
        name,
        system,
        double_round_robin: d.double_round_robin.unwrap_or(false),
        rounds,
        days_per_move: time_control.columns().0,
        fischer_initial_days: time_control.columns().1,
        fischer_increment_days: time_control.columns().2,
        fischer_max_days: time_control.columns().3,
        allow_leave: d.allow_leave.unwrap_or(true),
        rated: d.rated,
        max_players,
        starts_at: d.starts_at,
        scoring,
        tiebreaks,
        round_deadline_days,
        schedule,
        late_join_until_round: late as i32,
        variant: d.variant.unwrap_or_default(),
    })
}
