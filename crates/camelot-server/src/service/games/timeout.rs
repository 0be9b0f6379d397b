//! The clock is the truth, not the deadline job: everything done to a game first looks at it
//! (through [`GameRecord::overdue`]), and a game whose side to move ran out of time is ended on
//! time, at its deadline, before anything else happens.

use chrono::{DateTime, Utc};
use diesel_async::{AsyncConnection, AsyncPgConnection};

use super::end::finish;
use super::moves::out_of_time;
use super::record::{self, GameRecord};
use crate::db::DbPool;
use crate::domain::Termination;
use crate::domain::game::timeout_result;
use crate::service::error::{ServiceError, ServiceResult};

/// Inside the transaction holding the game row lock: if the side to move ran out of time, ends
/// the game on time at its deadline (the result the deadline job would have recorded) and
/// returns the refusal to answer once that is committed.
pub async fn enforce(
    conn: &mut AsyncPgConnection,
    rec: &mut GameRecord,
    now: DateTime<Utc>,
) -> ServiceResult<Option<ServiceError>> {
    let Some(deadline) = rec.overdue(now) else {
        return Ok(None);
    };
    let result = timeout_result(&rec.position()?);
    finish(
        conn,
        &mut rec.game,
        Some(result),
        Termination::Timeout,
        deadline,
    )
    .await?;
    Ok(Some(out_of_time(rec, deadline)))
}

/// Ends the game on time if its side to move ran out of time at `now` (for reads, which must
/// never show an overdue game as playable). True when it did.
pub async fn end_if_overdue(
    pool: &DbPool,
    game_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<bool> {
    let mut conn = pool.get().await?;
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut rec = record::lock(conn, game_id).await?;
        Ok(enforce(conn, &mut rec, now).await?.is_some())
    })
    .await
}
