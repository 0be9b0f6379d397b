//! The per-user event log: everything a player cares about, appended in the same transaction
//! as the change it reports, and announced with `NOTIFY` to the users who have a live stream
//! open (see [`crate::listener`]; delivery happens on commit, so nobody hears of a change
//! that was rolled back). The live streams read it through [`batched`], one statement for
//! every stream woken at once.

pub mod batched;

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::db::prepared::{Bind, Sql};
use crate::db::schema::events;
use crate::db::stored_json::StoredJson;
use crate::domain::text_enum;
use crate::domain::{BoardResult, GameResult, GameStatus, PairingKind, Side, Termination};
use crate::listener::CHANNEL;
use crate::service::error::ServiceResult;

/// What happened: the kind of an event and what the user needs to act on it. Users are named
/// by username, as everywhere in the API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", content = "data", rename_all = "snake_case")]
pub enum EventData {
    /// Someone challenged you.
    ChallengeReceived {
        challenge_id: i64,
        from: String,
    },
    /// Your challenge was accepted: the game has started.
    ChallengeAccepted {
        challenge_id: i64,
        game_id: i64,
        by: String,
    },
    ChallengeDeclined {
        challenge_id: i64,
        by: String,
        reason: Option<String>,
    },
    ChallengeCancelled {
        challenge_id: i64,
        by: String,
    },
    /// A game of yours started (from a challenge or a tournament round).
    GameStarted {
        game_id: i64,
        color: Side,
        opponent: String,
        rated: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        challenge_id: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tournament_id: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        round: Option<i32>,
    },
    /// Your opponent moved: it is your turn.
    OpponentMoved {
        game_id: i64,
        /// The ply of the move (the game is now at this ply).
        ply: i32,
        path: String,
        by: String,
        /// Played by the server from the mover's conditional moves.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        conditional: bool,
    },
    DrawOffered {
        game_id: i64,
        by: String,
    },
    DrawDeclined {
        game_id: i64,
        by: String,
    },
    /// A game of yours ended.
    GameEnded {
        game_id: i64,
        status: GameStatus,
        result: Option<GameResult>,
        termination: Termination,
    },
    /// Less than a day is left before your deadline in a game.
    DeadlineWarning {
        game_id: i64,
        deadline: DateTime<Utc>,
    },
    TournamentStarted {
        tournament_id: i64,
        tournament: String,
        rounds: i32,
    },
    /// A round of a tournament of yours was paired: your game, or your bye.
    RoundPaired {
        tournament_id: i64,
        tournament: String,
        round: i32,
        game_id: Option<i64>,
        color: Option<Side>,
        opponent: Option<String>,
        /// A result decided without play (a forfeit), if any.
        result: Option<BoardResult>,
        /// The kind of bye, when you have no game this round.
        bye: Option<PairingKind>,
    },
    TournamentFinished {
        tournament_id: i64,
        tournament: String,
        rank: u32,
        points: f64,
    },
    /// An opponent of yours went on leave: their clock stands still until `until` in your games
    /// that allow leave (`game_ids`).
    OpponentOnLeave {
        opponent: String,
        until: DateTime<Utc>,
        game_ids: Vec<i64>,
    },
    /// A webhook of yours failed for too long and was disabled; register it again once it works.
    WebhookDisabled {
        webhook_id: i64,
        url: String,
        failing_since: DateTime<Utc>,
    },
}

impl EventData {
    pub fn kind(&self) -> EventKind {
        match self {
            EventData::ChallengeReceived { .. } => EventKind::ChallengeReceived,
            EventData::ChallengeAccepted { .. } => EventKind::ChallengeAccepted,
            EventData::ChallengeDeclined { .. } => EventKind::ChallengeDeclined,
            EventData::ChallengeCancelled { .. } => EventKind::ChallengeCancelled,
            EventData::GameStarted { .. } => EventKind::GameStarted,
            EventData::OpponentMoved { .. } => EventKind::OpponentMoved,
            EventData::DrawOffered { .. } => EventKind::DrawOffered,
            EventData::DrawDeclined { .. } => EventKind::DrawDeclined,
            EventData::GameEnded { .. } => EventKind::GameEnded,
            EventData::DeadlineWarning { .. } => EventKind::DeadlineWarning,
            EventData::TournamentStarted { .. } => EventKind::TournamentStarted,
            EventData::RoundPaired { .. } => EventKind::RoundPaired,
            EventData::TournamentFinished { .. } => EventKind::TournamentFinished,
            EventData::OpponentOnLeave { .. } => EventKind::OpponentOnLeave,
            EventData::WebhookDisabled { .. } => EventKind::WebhookDisabled,
        }
    }

    /// The `data` member alone, as stored.
    pub fn data(&self) -> Value {
        match serde_json::to_value(self) {
            Ok(Value::Object(mut o)) => o.remove("data").unwrap_or(Value::Null),
            _ => Value::Null,
        }
    }
}

text_enum! {
    /// The kinds of event.
    pub enum EventKind {
        ChallengeReceived = "challenge_received",
        ChallengeAccepted = "challenge_accepted",
        ChallengeDeclined = "challenge_declined",
        ChallengeCancelled = "challenge_cancelled",
        GameStarted = "game_started",
        /// It is your turn: your opponent moved (`your_turn` is accepted for it in settings).
        #[serde(alias = "your_turn")]
        OpponentMoved = "opponent_moved",
        DrawOffered = "draw_offered",
        DrawDeclined = "draw_declined",
        GameEnded = "game_ended",
        DeadlineWarning = "deadline_warning",
        TournamentStarted = "tournament_started",
        RoundPaired = "round_paired",
        TournamentFinished = "tournament_finished",
        OpponentOnLeave = "opponent_on_leave",
        WebhookDisabled = "webhook_disabled",
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
    pub fn new(user_id: i64, event: EventData) -> Self {
        NewEvent {
            user_id,
            kind: event.kind(),
            data: event.data(),
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
) -> ServiceResult<()> {
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
    // SQL text: `pg_notify` over `unnest` of the users; diesel has neither.
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
    diesel::dsl::sql(SETTLED_BEFORE)
}

/// The SQL of [`settled_before`].
/// It reads the function behind the `pg_stat_activity` view directly: the view also joins
/// `pg_database` and `pg_authid`, which costs every event read a bigger plan and a hash join.
const SETTLED_BEFORE: &str = "(SELECT COALESCE(min(a.xact_start), 'infinity') \
       FROM pg_stat_get_activity(NULL) a \
      WHERE a.datid = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database()) \
        AND a.backend_xid IS NOT NULL AND a.pid <> pg_backend_pid())";

/// A stored event, as it is shown: its id, then `kind` and `data` as in [`EventData`].
#[derive(Debug, Clone, Queryable, QueryableByName, Selectable, Serialize, ToSchema)]
#[diesel(table_name = events, check_for_backend(diesel::pg::Pg))]
pub struct Event {
    /// Increasing; use it as `after` (or `Last-Event-ID`) to continue.
    pub id: i64,
    #[serde(skip)]
    pub user_id: i64,
    #[schema(inline)]
    pub kind: EventKind,
    /// What happened: its members depend on `kind` (see `EventData`).
    #[schema(value_type = Object)]
    pub data: StoredJson,
    pub created_at: DateTime<Utc>,
}

/// The statement of [`after`], written once: every page of the log uses the same text, which
/// is also the key of the connection's prepared statement.
static EVENT_PAGE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT e.id, e.user_id, e.kind, e.data, e.created_at, \
                e.inserted_at < {SETTLED_BEFORE} AS settled \
           FROM (SELECT ev.id, ev.user_id, ev.kind, ev.data, ev.created_at, ev.inserted_at \
                   FROM events ev WHERE ev.user_id = $1 AND ev.id > $2 \
                  ORDER BY ev.id LIMIT $3) e \
          ORDER BY e.id"
    )
});

/// A page of the user's log after `after_id`: [`after`], refused as [`check_cursor`] refuses
/// when the cursor is below the pruning horizon.
///
/// The horizon is read after the page, not before: the horizon only grows, and it moves in the
/// transaction that deletes the events below it. So if a prune deleted events after the cursor
/// before the page was read (the page would silently start later), the horizon read next
/// already shows it, and the page is refused. Read first, a prune committing between the two
/// statements went unnoticed. (Reading both in one statement saves the round trip, but its
/// p99 was worse in every run measured; see BENCHMARKS.md.)
pub async fn page(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    after_id: i64,
    limit: i64,
) -> ServiceResult<Vec<Event>> {
    let events = after(conn, user_id, after_id, limit).await?;
    check_cursor(conn, after_id).await?;
    Ok(events)
}

/// Events of a user after the given id, oldest first: only settled ones (see
/// [`settled_before`]), so the page stops before the first event that is not.
///
/// The statement is prepared once per connection. Its page is an index range under a `LIMIT`,
/// with the settled check applied to the page's rows afterwards: a plan kept for any player
/// then reads at most a page. (With the check inside the range's condition, PostgreSQL could
/// estimate the range as a few rows and keep a plan that read and sorted every event after the
/// cursor of a player with many; planning that statement on every call cost more than the
/// read itself.)
async fn after(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    after_id: i64,
    limit: i64,
) -> ServiceResult<Vec<Event>> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::Bool)]
        settled: bool,
        #[diesel(embed)]
        event: Event,
    }
    let rows: Vec<Row> = Sql::new(EVENT_PAGE.as_str())
        .bind(Bind::BigInt(user_id))
        .bind(Bind::BigInt(after_id))
        .bind(Bind::BigInt(limit))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .take_while(|r| r.settled)
        .map(|r| r.event)
        .collect())
}

/// What one reader of a batch asked for: a user's events after an id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wanted {
    pub user_id: i64,
    pub after: i64,
}

/// What [`after_many`] found for one [`Wanted`].
#[derive(Debug, Clone, Default)]
pub struct Backlog {
    /// Settled events after the cursor, oldest first.
    pub events: Vec<Event>,
    /// The page was full: more may follow.
    pub more: bool,
    /// Newer events are already committed but not yet settled (an older transaction is still
    /// open): read again shortly.
    pub held_back: bool,
}

/// Events of many users after their cursors, at most `limit` each, in one statement (the live
/// streams' reads, batched by [`crate::service::events::batched`]). As in [`after`], only settled
/// events are returned: each backlog stops at the first event that is not, and says so.
pub async fn after_many(
    conn: &mut AsyncPgConnection,
    wanted: &[Wanted],
    limit: i64,
) -> ServiceResult<Vec<Backlog>> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = BigInt)]
        n: i64,
        #[diesel(sql_type = diesel::sql_types::Bool)]
        settled: bool,
        #[diesel(embed)]
        event: Event,
    }
    let users: Vec<i64> = wanted.iter().map(|w| w.user_id).collect();
    let cursors: Vec<i64> = wanted.iter().map(|w| w.after).collect();
    // SQL text: one statement for many cursors (`unnest … WITH ORDINALITY` and a lateral read),
    // which diesel's builder cannot write.
    let rows: Vec<Row> = diesel::sql_query(format!(
        "SELECT c.n, e.id, e.user_id, e.kind, e.data, e.created_at, e.inserted_at < s.t AS settled \
           FROM (SELECT {SETTLED_BEFORE} AS t) s \
          CROSS JOIN unnest($1::BIGINT[], $2::BIGINT[]) WITH ORDINALITY AS c (u, after, n) \
          CROSS JOIN LATERAL (SELECT ev.id, ev.user_id, ev.kind, ev.data, ev.created_at, \
                                     ev.inserted_at \
                                FROM events ev WHERE ev.user_id = c.u AND ev.id > c.after \
                               ORDER BY ev.id LIMIT $3) e \
          ORDER BY c.n, e.id"
    ))
    .bind::<Array<BigInt>, _>(users)
    .bind::<Array<BigInt>, _>(cursors)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await?;
    let mut out = vec![Backlog::default(); wanted.len()];
    let mut counted = vec![0_i64; wanted.len()];
    for row in rows {
        let Some(i) = usize::try_from(row.n - 1).ok().filter(|&i| i < out.len()) else {
            return Err(crate::service::error::ServiceError::internal(format!(
                "event reads: row for request {} of {}",
                row.n,
                wanted.len()
            )));
        };
        counted[i] += 1;
        let backlog = &mut out[i];
        if backlog.held_back {
            continue;
        }
        if row.settled {
            backlog.events.push(row.event);
        } else {
            backlog.held_back = true;
        }
    }
    for (backlog, n) in out.iter_mut().zip(counted) {
        backlog.more = !backlog.held_back && n >= limit;
    }
    Ok(out)
}

/// The id of the user's newest event (0 when none): where a fresh live stream starts.
pub async fn last_id(conn: &mut AsyncPgConnection, user_id: i64) -> ServiceResult<i64> {
    let id: Option<i64> = events::table
        .filter(events::user_id.eq(user_id))
        .filter(events::inserted_at.lt(settled_before()))
        .select(diesel::dsl::max(events::id))
        .first(conn)
        .await?;
    Ok(id.unwrap_or(0))
}

/// Events at or below this id have been pruned (0 when none has been).
pub async fn pruned_through(conn: &mut AsyncPgConnection) -> ServiceResult<i64> {
    #[derive(QueryableByName)]
    struct Horizon {
        #[diesel(sql_type = BigInt)]
        pruned_through: i64,
    }
    let h: Option<Horizon> = Sql::new("SELECT pruned_through FROM event_horizon")
        .get_result(conn)
        .await
        .optional()?;
    Ok(h.map(|h| h.pruned_through).unwrap_or(0))
}

/// Refuses a cursor that would step over pruned events: `after` (not 0, which means "from the
/// oldest kept") below the newest pruned event has lost some of what followed it.
pub async fn check_cursor(conn: &mut AsyncPgConnection, after: i64) -> ServiceResult<()> {
    if after == 0 {
        return Ok(());
    }
    let horizon = pruned_through(conn).await?;
    if after < horizon {
        return Err(crate::service::error::ServiceError::CursorExpired {
            message: crate::i18n::Message::new("events-pruned")
                .arg("horizon", horizon)
                .arg("after", after),
            oldest: horizon,
        });
    }
    Ok(())
}

/// Deletes up to `batch` of the oldest events written before `cutoff`, in id order, and moves
/// the horizon past them; returns how many were deleted. Stops at the first event written at
/// or after the cutoff, so the pruned events are always every id up to the horizon. One short
/// statement per batch keeps locks and WAL bursts small on a large log; run it until it
/// returns less than `batch`.
pub async fn prune(
    conn: &mut AsyncPgConnection,
    cutoff: DateTime<Utc>,
    batch: i64,
) -> ServiceResult<usize> {
    #[derive(QueryableByName)]
    struct Pruned {
        #[diesel(sql_type = BigInt)]
        n: i64,
    }
    // SQL text: a data-modifying WITH, which diesel's builder cannot write.
    let p: Pruned = diesel::sql_query(
        "WITH horizon AS (SELECT pruned_through FROM event_horizon FOR UPDATE), \
              head AS (SELECT e.id, e.created_at FROM events e \
                        WHERE e.id > (SELECT pruned_through FROM horizon) \
                        ORDER BY e.id LIMIT $2), \
              stop AS (SELECT min(id) AS id FROM head WHERE created_at >= $1), \
              gone AS (DELETE FROM events e USING head h \
                        WHERE e.id = h.id \
                          AND h.id < COALESCE((SELECT id FROM stop), 9223372036854775807) \
                       RETURNING e.id), \
              moved AS (UPDATE event_horizon \
                           SET pruned_through = GREATEST(pruned_through, (SELECT max(id) FROM gone)) \
                         WHERE EXISTS (SELECT 1 FROM gone)) \
         SELECT count(*) AS n FROM gone",
    )
    .bind::<diesel::sql_types::Timestamptz, _>(cutoff)
    .bind::<BigInt, _>(batch)
    .get_result(conn)
    .await?;
    Ok(p.n as usize)
}
