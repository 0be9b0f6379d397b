//! The pairing job: pairs the Swiss rounds that `progress::advance` left due, off the request
//! that recorded the last result, and the organizer's dry run of the next round.
//!
//! Exactly once, on any replica: the job takes a due round under a lease (`FOR UPDATE SKIP
//! LOCKED`; a replica that dies mid-pairing lets the lease lapse and the round is paired by
//! another). The pairing is computed on a blocking thread from a snapshot of the tournament
//! read without a lock, so organizer actions and results of the tournament go on meanwhile;
//! it is published under the tournament's row lock only if nothing changed since the snapshot
//! (its `revision`), else computed again. The round's primary key makes a second publication a
//! no-op.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Int4, Timestamptz};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::Serialize;
use utoipa::ToSchema;

use super::load;
use super::progress::{self, Board};
use crate::clock::Clock;
use crate::db::DbPool;
use crate::db::schema::{tournament_pairings, tournaments};
use crate::domain::{PairingKind, TournamentStatus};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

#[derive(QueryableByName)]
struct Due {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Int4)]
    round: i32,
}

/// Takes one due round (the oldest tournament first), leasing it until `now + lease`.
pub async fn claim(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    lease: Duration,
) -> ServiceResult<Option<(i64, i32)>> {
    // SQL text: diesel's builder has no UPDATE … FROM a sub-select locked with SKIP LOCKED,
    // which is what lets two replicas claim different rows without waiting on each other.
    let due: Vec<Due> = diesel::sql_query(
        "UPDATE tournaments t SET pairing_leased_until = $2 \
         FROM (SELECT id FROM tournaments WHERE pairing_due IS NOT NULL \
               AND (pairing_leased_until IS NULL OR pairing_leased_until < $1) \
               ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) d \
         WHERE t.id = d.id RETURNING t.id, t.pairing_due AS round",
    )
    .bind::<Timestamptz, _>(now)
    .bind::<Timestamptz, _>(now + lease)
    .load(conn)
    .await?;
    Ok(due.into_iter().next().map(|d| (d.id, d.round)))
}

/// What happened to a due round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Paired and published (or found paired already).
    Paired,
    /// Nothing to do any more (the tournament ended or moved on).
    Gone,
}

/// Pairs round `round` of tournament `id`, which was claimed; the games start at the clock's
/// time of publication.
pub async fn run(pool: &DbPool, id: i64, round: i32, clock: &dyn Clock) -> ServiceResult<Outcome> {
    for _ in 0..5 {
        let snapshot = {
            let mut conn = pool.get().await?;
            load::load(&mut conn, id).await?
        };
        if snapshot.t.status != TournamentStatus::Running || snapshot.t.pairing_due != Some(round) {
            return Ok(Outcome::Gone);
        }
        let revision = snapshot.t.revision;
        let boards = progress::compute_round(&snapshot, round).await?;
        let mut conn = pool.get().await?;
        let published = conn
            .transaction::<_, ServiceError, _>(async |conn| {
                let t = load::lock(conn, id).await?;
                if t.pairing_due != Some(round) || t.status != TournamentStatus::Running {
                    return Ok(Some(Outcome::Gone));
                }
                if t.revision != revision {
                    return Ok(None); // changed meanwhile: compute again
                }
                let at = clock.now();
                let l = load::load_with(conn, t).await?;
                progress::publish_round(conn, &l, round, boards, at).await?;
                diesel::update(tournaments::table.find(id))
                    .set((
                        tournaments::pairing_due.eq(None::<i32>),
                        tournaments::pairing_leased_until.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(conn)
                    .await?;
                // A round decided without play (every board a bye) completes at once.
                let t = load::row(conn, id).await?;
                progress::advance(conn, t, at).await?;
                Ok(Some(Outcome::Paired))
            })
            .await?;
        if let Some(outcome) = published {
            return Ok(outcome);
        }
    }
    Err(ServiceError::Unavailable {
        message: Message::new("pairing-kept-changing"),
        retry_after: None,
    })
}

/// Pairs every due round this process can take now (tests and the worker). Returns how many.
pub async fn run_due(pool: &DbPool, clock: &dyn Clock) -> ServiceResult<usize> {
    let mut done = 0;
    loop {
        let claimed = {
            let mut conn = pool.get().await?;
            claim(&mut conn, clock.now(), Duration::minutes(10)).await?
        };
        let Some((id, round)) = claimed else {
            return Ok(done);
        };
        if let Err(e) = run(pool, id, round, clock).await {
            // Let the next tick (of any replica) try again rather than wait for the lease.
            let mut conn = pool.get().await?;
            diesel::update(tournaments::table.find(id))
                .set(tournaments::pairing_leased_until.eq(None::<DateTime<Utc>>))
                .execute(&mut conn)
                .await?;
            return Err(e);
        }
        done += 1;
    }
}

/// One board of a previewed round.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PreviewBoard {
    pub board: i32,
    pub white: String,
    /// Empty for a bye.
    pub black: Option<String>,
    pub kind: PairingKind,
}

/// The next round as it would be paired now, not published.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Preview {
    /// The round it would be.
    pub round: i32,
    /// False when no valid pairing exists (the tournament would end).
    pub valid: bool,
    pub boards: Vec<PreviewBoard>,
}

/// A dry run of the next round: refused (409) while games of the current round are still
/// being played, before the start and after the end.
pub async fn preview(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<Preview> {
    let l = load::load(conn, id).await?;
    if l.t.status != TournamentStatus::Running {
        return Err(ServiceError::Conflict(
            Message::new("preview-not-running").arg("tournament", id),
        ));
    }
    let open = tournament_pairings::table
        .filter(tournament_pairings::tournament_id.eq(id))
        .filter(tournament_pairings::kind.eq(PairingKind::Game))
        .filter(tournament_pairings::result.is_null())
        .count()
        .get_result::<i64>(conn)
        .await?;
    if open > 0 {
        return Err(ServiceError::Conflict(
            Message::new("preview-games-open").arg("count", open),
        ));
    }
    let round = l.rounds_paired() + 1;
    if round > l.t.settings.rounds.unwrap_or(0) {
        return Err(ServiceError::Conflict(Message::new("preview-all-paired")));
    }
    let boards: Option<Vec<Board>> = progress::compute_round(&l, round).await?;
    let name = |u: i64| l.username(u).unwrap_or("?").to_owned();
    Ok(match boards {
        None => Preview {
            round,
            valid: false,
            boards: Vec::new(),
        },
        Some(boards) => Preview {
            round,
            valid: true,
            boards: boards
                .iter()
                .enumerate()
                .map(|(i, b)| PreviewBoard {
                    board: i32::try_from(i + 1).unwrap_or(i32::MAX),
                    white: name(b.white),
                    black: b.black.map(name),
                    kind: b.kind,
                })
                .collect(),
        },
    })
}
