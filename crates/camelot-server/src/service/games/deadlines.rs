//! The deadline jobs: ending games whose side to move ran out of time, and warning players a
//! day before their deadline. Safe to run in several processes at once: every game is claimed
//! with `FOR UPDATE SKIP LOCKED`.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use super::end::finish;
use super::record::position_of;
use crate::db::models::Game;
use crate::db::schema::games;
use crate::domain::game::timeout_result;
use crate::domain::{GameStatus, Termination};
use crate::error::{ApiError, ApiResult};
use crate::service::events::{self, EventData, NewEvent};

/// Ends overdue games, up to `limit`, each exactly once even with several processes running
/// this. Each game is claimed with `FOR UPDATE SKIP LOCKED`, re-checked under its lock and ended
/// in its own transaction: a batch transaction would hold one game's tournament lock while
/// locking the next game's players, against the lock order (game, players, tournament).
pub async fn end_overdue_games(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> ApiResult<usize> {
    let mut ended = 0;
    while ended < limit as usize {
        let done = conn
            .transaction::<_, ApiError, _>(async move |conn| {
                let next: Option<Game> = games::table
                    .filter(games::status.eq(GameStatus::Active))
                    .filter(games::deadline.lt(now))
                    .order(games::deadline)
                    .limit(1)
                    .select(Game::as_select())
                    .for_update()
                    .skip_locked()
                    .first(conn)
                    .await
                    .optional()?;
                let Some(mut game) = next else {
                    return Ok(false);
                };
                let result = timeout_result(&position_of(&game)?);
                finish(conn, &mut game, Some(result), Termination::Timeout, now).await?;
                Ok(true)
            })
            .await?;
        if !done {
            break;
        }
        ended += 1;
    }
    Ok(ended)
}

/// Warns players whose deadline is less than a day away (once per deadline).
pub async fn warn_deadlines(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    batch: i64,
) -> ApiResult<usize> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let soon: Vec<(i64, Option<i64>, Option<DateTime<Utc>>)> = games::table
            .filter(games::status.eq(GameStatus::Active))
            .filter(games::deadline_warned.eq(false))
            .filter(games::deadline.lt(now + Duration::hours(24)))
            .filter(games::deadline.ge(now))
            .order(games::deadline)
            .limit(batch)
            .select((games::id, games::to_move_id, games::deadline))
            .for_update()
            .skip_locked()
            .load(conn)
            .await?;
        let mut warnings = Vec::new();
        for (id, to_move, deadline) in &soon {
            if let (Some(user), Some(deadline)) = (to_move, deadline) {
                let warning = EventData::DeadlineWarning {
                    game_id: *id,
                    deadline: *deadline,
                };
                warnings.push(NewEvent::new(*user, warning));
            }
        }
        let ids: Vec<i64> = soon.iter().map(|s| s.0).collect();
        diesel::update(games::table.filter(games::id.eq_any(&ids)))
            .set(games::deadline_warned.eq(true))
            .execute(conn)
            .await?;
        events::append(conn, &warnings, now).await?;
        Ok(soon.len())
    })
    .await
}
