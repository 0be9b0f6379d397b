//! Reading a game for a view: never as playable once its side to move ran out of time. A read
//! that finds an overdue game ends it on time first (see [`super::clock`]), then reads again.

use chrono::{DateTime, Utc};

use super::record::{self, GameRecord};
use super::store::{GameBatches, View};
use super::timeout;
use crate::db::DbPool;
use crate::db::models::Game;
use crate::service::error::{ServiceError, ServiceResult};

fn no_game(id: i64) -> ServiceError {
    ServiceError::NotFound(crate::i18n::Message::new("no-such-game").arg("game", id))
}

/// The game's current view (kept per row version by the batch workers, see
/// [`GameBatches::view`]).
pub async fn current(
    pool: &DbPool,
    batches: &GameBatches,
    id: i64,
    now: DateTime<Utc>,
    render_state: impl Fn(&GameRecord) -> ServiceResult<String>,
) -> ServiceResult<View> {
    let view = batches
        .view(id, &render_state)
        .await?
        .ok_or_else(|| no_game(id))?;
    if view.record.overdue(now).is_none() {
        return Ok(view);
    }
    timeout::end_if_overdue(pool, id, now).await?;
    batches
        .view(id, &render_state)
        .await?
        .ok_or_else(|| no_game(id))
}

/// The game with its players and moves.
pub async fn record(pool: &DbPool, id: i64, now: DateTime<Utc>) -> ServiceResult<GameRecord> {
    let mut conn = pool.get().await?;
    let rec = record::load(&mut conn, id).await?;
    if rec.overdue(now).is_none() {
        return Ok(rec);
    }
    drop(conn);
    timeout::end_if_overdue(pool, id, now).await?;
    let mut conn = pool.get().await?;
    record::load(&mut conn, id).await
}

/// The game row.
pub async fn row(pool: &DbPool, id: i64, now: DateTime<Utc>) -> ServiceResult<Game> {
    Ok(record(pool, id, now).await?.game)
}
