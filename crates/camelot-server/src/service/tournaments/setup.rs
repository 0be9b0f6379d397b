//! Creating tournaments, joining and leaving them, and starting them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use camelot_pairing::{TieBreak, TieBreakKind};

use serde::Deserialize;
use utoipa::ToSchema;

use super::access::ensure_organizer;
use super::load::{self, Loaded};
use super::queries::{self, Summary};
use super::{audit, progress};
use crate::auth::{AuthUser, Role};
use crate::db::models::{Entrant, NewTournament, TournamentRow, TournamentSettings};
use crate::db::schema::{tournament_players, tournaments};
use crate::domain::clock;
use crate::domain::{AuditAction, TimeControl, VariantName};
use crate::domain::{Colour, Schedule, Scoring, TournamentStatus, TournamentSystem};
use crate::error::{ApiError, ApiResult, Refusal};
use crate::i18n::Message;
use crate::service::events::{self, EventData, NewEvent};

/// The smallest round robin.
pub const MIN_ROUND_ROBIN_PLAYERS: usize = 3;
/// The largest round robin (one game per pair: n(n−1)/2 games).
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 100;

/// The tie-breaks used when the organiser names none.
pub fn default_tiebreaks(system: TournamentSystem) -> Vec<String> {
    let list: &[&str] = if system == TournamentSystem::Swiss {
        &["BH/C1", "BH", "SB", "DE"]
    } else {
        &["DE", "SB", "WIN", "KS"]
    };
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// A new tournament as an organiser asks for it, before validation.
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
    /// Days after pairing when a round's unfinished games go to the organiser.
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
pub fn validate(d: Draft, now: DateTime<Utc>) -> ApiResult<TournamentSettings> {
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
        clock::from_request(d.time_control, d.days_per_move).unwrap_or_else(|problems| {
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
        return Err(ApiError::refused_fields(errors));
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

/// Creates a tournament (organisers and admins).
pub async fn create(
    conn: &mut AsyncPgConnection,
    organizer: &AuthUser,
    draft: Draft,
    now: DateTime<Utc>,
) -> ApiResult<Summary> {
    organizer.require(Role::Organizer)?;
    let settings = validate(draft, now)?;
    let row: TournamentRow = diesel::insert_into(tournaments::table)
        .values(NewTournament {
            organizer_id: organizer.id,
            settings,
            created_at: now,
        })
        .returning(TournamentRow::as_returning())
        .get_result(conn)
        .await?;
    let data = json!({"name": row.settings.name, "system": row.settings.system.as_str()});
    audit::record(
        conn,
        row.id,
        Some(organizer.id),
        AuditAction::Create,
        data,
        now,
    )
    .await?;
    Ok(Summary {
        row,
        organizer: organizer.username.clone(),
        players: 0,
    })
}

fn active_count(l: &Loaded) -> usize {
    l.entrants
        .iter()
        .filter(|(e, _)| e.withdrawn_at.is_none())
        .count()
}

/// Joins a tournament: before it starts, or late (a Swiss, until its late-entry round; the
/// rounds already paired count as zero-point byes).
pub async fn join(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ApiResult<Summary> {
    join_locked(conn, user, id, now).await?;
    queries::summary_of(conn, id).await
}

async fn join_locked(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        let l = load::load_with(conn, t).await?;
        if l.entrant(user).is_some() {
            return Err(ApiError::conflict_msg(Message::new(
                "tournament-already-in",
            )));
        }
        let paired = l.rounds_paired();
        let late = l.t.status == TournamentStatus::Running
            && l.is_swiss()
            && paired < l.t.settings.late_join_until_round;
        if l.t.status != TournamentStatus::Registration && !late {
            return Err(ApiError::conflict_msg(match l.t.status {
                TournamentStatus::Running => Message::new("tournament-entries-closed"),
                _ => Message::new("tournament-over"),
            }));
        }
        if l.t
            .settings
            .max_players
            .is_some_and(|m| active_count(&l) >= m as usize)
        {
            return Err(ApiError::conflict_msg(Message::new("tournament-full")));
        }
        let rating = crate::service::ratings::current(conn, &[user], l.t.settings.variant)
            .await?
            .into_iter()
            .next()
            .map(|(_, rating)| rating)
            .ok_or_else(|| ApiError::not_found_msg(Message::new("account-gone")))?;
        diesel::insert_into(tournament_players::table)
            .values(Entrant {
                tournament_id: id,
                user_id: user,
                pairing_number: None,
                rating_centi: rating,
                joined_at: now,
                first_round: if late { paired + 1 } else { 1 },
                withdrawn_at: None,
                withdrawn_after_round: None,
                results_struck: false,
            })
            .execute(conn)
            .await?;
        if late {
            // Pairing numbers follow ratings until round 4 is paired (C.04.2); later entries
            // are numbered after everyone else.
            let l = load::load_with(conn, l.t).await?;
            if paired < 4 {
                number_by_rating(conn, &l).await?;
            } else {
                let next = l
                    .entrants
                    .iter()
                    .filter_map(|(e, _)| e.pairing_number)
                    .max()
                    .unwrap_or(0)
                    + 1;
                set_number(conn, id, user, next).await?;
            }
            audit::record(
                conn,
                id,
                Some(user),
                AuditAction::LateJoin,
                json!({"first_round": paired + 1}),
                now,
            )
            .await?;
        }
        Ok(())
    })
    .await
}

/// Leaves a tournament that has not started (after the start, withdraw instead).
pub async fn leave(conn: &mut AsyncPgConnection, user: i64, id: i64) -> ApiResult<Summary> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        if t.status != TournamentStatus::Registration {
            return Err(ApiError::conflict_msg(Message::new(
                "tournament-leave-started",
            )));
        }
        let n = diesel::delete(tournament_players::table.find((id, user)))
            .execute(conn)
            .await?;
        if n == 0 {
            return Err(ApiError::conflict_msg(Message::new("tournament-not-in")));
        }
        Ok(())
    })
    .await?;
    queries::summary_of(conn, id).await
}

async fn set_number(
    conn: &mut AsyncPgConnection,
    id: i64,
    user: i64,
    number: i32,
) -> ApiResult<()> {
    diesel::update(tournament_players::table.find((id, user)))
        .set(tournament_players::pairing_number.eq(number))
        .execute(conn)
        .await?;
    Ok(())
}

/// Pairing numbers by rating (highest first), then by name, as FIDE ranks players.
async fn number_by_rating(conn: &mut AsyncPgConnection, l: &Loaded) -> ApiResult<()> {
    let mut order: Vec<&(Entrant, String)> = l.entrants.iter().collect();
    order.sort_by(|(a, an), (b, bn)| {
        b.rating_centi
            .cmp(&a.rating_centi)
            .then_with(|| an.to_lowercase().cmp(&bn.to_lowercase()))
    });
    // Clear first: the numbers are unique per tournament.
    diesel::update(tournament_players::table.filter(tournament_players::tournament_id.eq(l.t.id)))
        .set(tournament_players::pairing_number.eq(None::<i32>))
        .execute(conn)
        .await?;
    for (i, (e, _)) in order.iter().enumerate() {
        set_number(
            conn,
            l.t.id,
            e.user_id,
            i32::try_from(i + 1).unwrap_or(i32::MAX),
        )
        .await?;
    }
    Ok(())
}

/// Starts a tournament at its organiser's (or an admin's) request: numbers the players by
/// rating, fixes the number of rounds of a round robin, and pairs the first round (all rounds
/// for a round robin played all at once).
pub async fn start(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    now: DateTime<Utc>,
) -> ApiResult<Summary> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        ensure_organizer(&t, caller)?;
        start_locked(conn, Some(caller.id), t, now).await
    })
    .await?;
    queries::summary_of(conn, id).await
}

async fn start_locked(
    conn: &mut AsyncPgConnection,
    actor: Option<i64>,
    t: TournamentRow,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    if t.status != TournamentStatus::Registration {
        return Err(ApiError::conflict_msg(Message::new("tournament-started")));
    }
    let id = t.id;
    // Ratings as they stand at the start, in the tournament's variant (the initial rating for
    // a player who has not played it rated).
    let variant = t.settings.variant;
    if variant == VariantName::Camelot {
        diesel::sql_query(
            "UPDATE tournament_players tp SET rating_centi = u.rating_centi FROM users u \
             WHERE tp.tournament_id = $1 AND u.id = tp.user_id",
        )
        .bind::<diesel::sql_types::BigInt, _>(id)
        .execute(conn)
        .await?;
    } else {
        diesel::sql_query(
            "UPDATE tournament_players tp SET rating_centi = coalesce( \
               (SELECT r.rating_centi FROM user_ratings r \
                 WHERE r.user_id = tp.user_id AND r.variant = $2), $3) \
             WHERE tp.tournament_id = $1",
        )
        .bind::<diesel::sql_types::BigInt, _>(id)
        .bind::<diesel::sql_types::Text, _>(variant)
        .bind::<diesel::sql_types::BigInt, _>(i64::from(camelot_rating::INITIAL_RATING) * 100)
        .execute(conn)
        .await?;
    }
    let l = load::load_with(conn, t).await?;
    let n = l.entrants.len();
    let rounds = if l.is_swiss() {
        let r = l.t.settings.rounds.unwrap_or(0);
        if (r as usize) + 1 >= n {
            return Err(ApiError::conflict_msg(
                Message::new("swiss-too-few-players")
                    .arg("players", n)
                    .arg("rounds", r),
            ));
        }
        r
    } else {
        if n < MIN_ROUND_ROBIN_PLAYERS {
            return Err(ApiError::conflict_msg(
                Message::new("round-robin-too-few")
                    .arg("min", MIN_ROUND_ROBIN_PLAYERS)
                    .arg("players", n),
            ));
        }
        if n > MAX_ROUND_ROBIN_PLAYERS {
            return Err(ApiError::conflict_msg(
                Message::new("round-robin-too-many")
                    .arg("max", MAX_ROUND_ROBIN_PLAYERS)
                    .arg("players", n),
            ));
        }
        let table = (n + n % 2) as i32;
        (table - 1)
            * if l.t.settings.double_round_robin {
                2
            } else {
                1
            }
    };
    number_by_rating(conn, &l).await?;
    let colour = if rand::random::<bool>() {
        Colour::White
    } else {
        Colour::Black
    };
    diesel::update(tournaments::table.find(id))
        .set((
            tournaments::status.eq(TournamentStatus::Running),
            tournaments::started_at.eq(now),
            tournaments::rounds.eq(rounds),
            tournaments::initial_colour.eq(colour),
        ))
        .execute(conn)
        .await?;
    audit::record(
        conn,
        id,
        actor,
        AuditAction::Start,
        json!({"players": n, "rounds": rounds, "initial_colour": colour.as_str()}),
        now,
    )
    .await?;
    let news: Vec<NewEvent> = l
        .entrants
        .iter()
        .map(|(e, _)| {
            NewEvent::new(
                e.user_id,
                EventData::TournamentStarted {
                    tournament_id: id,
                    tournament: l.t.settings.name.clone(),
                    rounds,
                },
            )
        })
        .collect();
    events::append(conn, &news, now).await?;
    let t = load::row(conn, id).await?;
    let l = load::load_with(conn, t).await?;
    if l.t.settings.schedule == Schedule::AllAtOnce {
        for r in 1..=rounds {
            progress::pair_round(conn, &l, r, now).await?;
        }
        let t = load::row(conn, id).await?;
        progress::advance(conn, t, now).await
    } else {
        progress::pair_round(conn, &l, 1, now).await?;
        let t = load::row(conn, id).await?;
        progress::advance(conn, t, now).await
    }
}

/// Starts tournaments whose `starts_at` has come, when enough players joined (several
/// processes may run this: rows are claimed with `SKIP LOCKED`).
pub async fn start_due(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> ApiResult<usize> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let due: Vec<TournamentRow> = tournaments::table
            .filter(tournaments::status.eq(TournamentStatus::Registration))
            .filter(tournaments::starts_at.le(now))
            .select(TournamentRow::as_select())
            .for_update()
            .skip_locked()
            .load(conn)
            .await?;
        let mut started = 0;
        for t in due {
            let id = t.id;
            // A failed start (too few players) must not undo the others: use a savepoint.
            let attempt = conn.transaction::<_, ApiError, _>(async move |conn| start_locked(conn, None, t, now).await).await;
            match attempt {
                Ok(()) => started += 1,
                Err(e) => {
                    tracing::info!(tournament = id, reason = %e.detail, "scheduled start postponed");
                }
            }
        }
        Ok(started)
    })
    .await
}
