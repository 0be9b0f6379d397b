//! The deadline jobs: ending games whose side to move ran out of time, and warning players a
//! day before their deadline. Safe to run in several processes at once: every game is claimed
//! with `FOR UPDATE SKIP LOCKED`. Correctness does not depend on them — every action and every
//! read of a game looks at its clock first (see [`super::clock`]) — they end the games nobody
//! touches, and tell players in time.
//!
//! They find candidates by the stored `deadline`, which is when the side to move runs out of
//! time without leave: never later than the true deadline. A candidate whose player is on leave
//! gets its stored deadline raised to the true one, and is looked at again then.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use super::record::{self, GameRecord};
use super::timeout;
use crate::db::schema::games;
use crate::domain::GameStatus;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};

/// Ends overdue games, up to `limit`, each exactly once even with several processes running
/// this. Each game is claimed with `FOR UPDATE SKIP LOCKED`, re-checked under its lock and ended
/// in its own transaction: a batch transaction would hold one game's tournament lock while
/// locking the next game's players, against the lock order (game, players, tournament).
/// Returns the games ended.
pub async fn end_overdue_games(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> ServiceResult<usize> {
    let mut ended = 0;
    for _ in 0..limit {
        let step = conn
            .transaction::<_, ServiceError, _>(async move |conn| {
                let next: Option<i64> = games::table
                    .filter(games::status.eq(GameStatus::Active))
                    .filter(games::deadline.le(now))
                    .order(games::deadline)
                    .limit(1)
                    .select(games::id)
                    .for_update()
                    .skip_locked()
                    .first(conn)
                    .await
                    .optional()?;
                let Some(id) = next else {
                    return Ok(None);
                };
                let mut rec = record::lock(conn, id).await?;
                if timeout::enforce(conn, &mut rec, now).await?.is_some() {
                    return Ok(Some(true));
                }
                raise_deadline(conn, &rec).await?;
                Ok(Some(false))
            })
            .await?;
        match step {
            None => break,
            Some(true) => ended += 1,
            Some(false) => {}
        }
    }
    Ok(ended)
}

/// Stores the game's true deadline (leave included) where the stored one is earlier.
async fn raise_deadline(conn: &mut AsyncPgConnection, rec: &GameRecord) -> ServiceResult<()> {
    if let Some(deadline) = rec.deadline() {
        diesel::update(games::table.find(rec.game.id))
            .filter(games::deadline.lt(deadline))
            .set(games::deadline.eq(deadline))
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// Warns players whose deadline is less than a day away (once per turn). Returns the games
/// looked at.
pub async fn warn_deadlines(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    batch: i64,
) -> ServiceResult<usize> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let soon: Vec<i64> = games::table
            .filter(games::status.eq(GameStatus::Active))
            .filter(games::deadline_warned.eq(false))
            .filter(games::deadline.lt(now + Duration::hours(24)))
            .filter(games::deadline.ge(now))
            .order(games::deadline)
            .limit(batch)
            .select(games::id)
            .for_update()
            .skip_locked()
            .load(conn)
            .await?;
        let records = record::load_many(conn, &soon).await?;
        let mut warnings = Vec::new();
        let mut warned = Vec::new();
        for rec in records.values() {
            let (Some(deadline), Some(user)) = (rec.deadline(), rec.game.to_move_id) else {
                continue;
            };
            if deadline >= now + Duration::hours(24) {
                // Leave pushed it out: looked at again when the day before it comes.
                raise_deadline(conn, rec).await?;
                continue;
            }
            let warning = EventData::DeadlineWarning {
                game_id: rec.game.id,
                deadline,
            };
            warnings.push(NewEvent::new(user, warning));
            warned.push(rec.game.id);
        }
        diesel::update(games::table.filter(games::id.eq_any(&warned)))
            .set(games::deadline_warned.eq(true))
            .execute(conn)
            .await?;
        events::append(conn, &warnings, now).await?;
        Ok(soon.len())
    })
    .await
}
