//! The per-user event log: everything a player cares about, appended in the same transaction
//! as the change it reports, and announced with `NOTIFY` to the users who have a live stream
//! open (see [`crate::events_hub`]; delivery happens on commit, so nobody hears of a change
//! that was rolled back).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::db::schema::events;
use crate::error::ApiResult;
use crate::events_hub::CHANNEL;

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    ChallengeReceived,
    ChallengeAccepted,
    ChallengeDeclined,
    ChallengeCancelled,
    GameStarted,
    OpponentMoved,
    DrawOffered,
    DrawDeclined,
    GameOver,
    DeadlineSoon,
    TournamentStarted,
    RoundPaired,
    TournamentFinished,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::ChallengeReceived => "challenge_received",
            EventKind::ChallengeAccepted => "challenge_accepted",
            EventKind::ChallengeDeclined => "challenge_declined",
            EventKind::ChallengeCancelled => "challenge_cancelled",
            EventKind::GameStarted => "game_started",
            EventKind::OpponentMoved => "opponent_moved",
            EventKind::DrawOffered => "draw_offered",
            EventKind::DrawDeclined => "draw_declined",
            EventKind::GameOver => "game_over",
            EventKind::DeadlineSoon => "deadline_soon",
            EventKind::TournamentStarted => "tournament_started",
            EventKind::RoundPaired => "round_paired",
            EventKind::TournamentFinished => "tournament_finished",
        }
    }
}

/// One event to append.
#[derive(Debug, Clone)]
pub struct NewEvent {
    pub user_id: i64,
    pub kind: EventKind,
    pub data: Value,
}

impl NewEvent {
    pub fn new(user_id: i64, kind: EventKind, data: Value) -> Self {
        NewEvent {
            user_id,
            kind,
            data,
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = events)]
struct EventRow<'a> {
    user_id: i64,
    kind: &'a str,
    data: &'a Value,
    created_at: DateTime<Utc>,
}

/// Appends events (call inside the transaction of the change they report).
pub async fn append(
    conn: &mut AsyncPgConnection,
    batch: &[NewEvent],
    now: DateTime<Utc>,
) -> ApiResult<()> {
    if batch.is_empty() {
        return Ok(());
    }
    let rows: Vec<EventRow<'_>> = batch
        .iter()
        .map(|e| EventRow {
            user_id: e.user_id,
            kind: e.kind.as_str(),
            data: &e.data,
            created_at: now,
        })
        .collect();
    diesel::insert_into(events::table)
        .values(&rows)
        .execute(conn)
        .await?;
    let mut users: Vec<i64> = batch.iter().map(|e| e.user_id).collect();
    users.sort_unstable();
    users.dedup();
    diesel::sql_query(format!(
        "SELECT pg_notify('{CHANNEL}', u::text) FROM unnest($1) AS u \
         WHERE EXISTS (SELECT 1 FROM event_listeners l WHERE l.user_id = u)"
    ))
    .bind::<Array<BigInt>, _>(users)
    .execute(conn)
    .await?;
    Ok(())
}

/// The time before which every event row is settled: committed or rolled back, with no
/// transaction still able to commit one. That is the start of the oldest transaction of this
/// database that has written something and is still open (a transaction that writes later
/// takes higher ids). Readers return only events inserted before it, so a reader's cursor never
/// steps over an id that commits after a higher one; an event becomes readable as soon as the
/// transactions that were open when it was written have ended. Sessions of other roles are
/// not visible in `pg_stat_activity` to an unprivileged role, so the server's writers should
/// share one role.
fn settled_before() -> diesel::expression::SqlLiteral<diesel::sql_types::Timestamptz> {
    diesel::dsl::sql(
        "(SELECT COALESCE(min(a.xact_start), 'infinity') FROM pg_stat_activity a \
          WHERE a.datname = current_database() AND a.backend_xid IS NOT NULL \
            AND a.pid <> pg_backend_pid())",
    )
}

/// A stored event.
#[derive(Debug, Clone, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = events, check_for_backend(diesel::pg::Pg))]
pub struct Event {
    /// Increasing; use it as `after` (or `Last-Event-ID`) to continue.
    pub id: i64,
    #[serde(skip)]
    pub user_id: i64,
    #[schema(example = "opponent_moved")]
    pub kind: String,
    #[schema(value_type = Object)]
    pub data: Value,
    pub created_at: DateTime<Utc>,
}

/// Events of a user after the given id, oldest first.
pub async fn after(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    after_id: i64,
    limit: i64,
) -> ApiResult<Vec<Event>> {
    Ok(events::table
        .filter(events::user_id.eq(user_id))
        .filter(events::id.gt(after_id))
        .filter(events::inserted_at.lt(settled_before()))
        .order(events::id.asc())
        .limit(limit)
        .select(Event::as_select())
        .load(conn)
        .await?)
}

/// The id of the user's newest event (0 when none): where a fresh live stream starts.
pub async fn last_id(conn: &mut AsyncPgConnection, user_id: i64) -> ApiResult<i64> {
    let id: Option<i64> = events::table
        .filter(events::user_id.eq(user_id))
        .filter(events::inserted_at.lt(settled_before()))
        .select(diesel::dsl::max(events::id))
        .first(conn)
        .await?;
    Ok(id.unwrap_or(0))
}
