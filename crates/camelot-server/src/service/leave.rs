//! Leave (vacation): a player stops their clock, for whole days, in every game where it is
//! their turn (and every game that becomes their turn) among the games that allow it.
//!
//! Leave is stored, not remembered: the clock of a turn is computed from the turn's start, the
//! bank, and the player's leave periods (`domain::time_control`), so it is exact on every replica and
//! after a restart. Starting or ending leave touches every active game of the player, which
//! changes their row versions: nothing kept per version (the batch workers' views and states)
//! shows leave out of date. The stored deadline of each game where it is the player's turn is
//! set to the true one, so lists by deadline and the deadline job see it.

use chrono::{DateTime, Datelike, Duration, TimeZone, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::Serialize;
use utoipa::ToSchema;

use crate::db::schema::{games, leaves, users};
use crate::domain::GameStatus;
use crate::domain::time_control::DAY;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};
use crate::service::games::record::{self, GameRecord};

/// A player's leave this calendar year.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LeaveStatus {
    /// Days of leave a year (`LEAVE_DAYS_PER_YEAR`).
    pub allowance_days: i64,
    /// Days taken this calendar year (UTC), the leave under way counted in full until it is
    /// ended early.
    pub used_days: i64,
    pub remaining_days: i64,
    /// Null when not on leave.
    pub on_leave_until: Option<DateTime<Utc>>,
}

fn year_start(now: DateTime<Utc>) -> ServiceResult<DateTime<Utc>> {
    Utc.with_ymd_and_hms(now.year(), 1, 1, 0, 0, 0)
        .single()
        .ok_or_else(|| ServiceError::internal("no first of January"))
}

/// The leave under way at `now`: its id, start and end.
async fn current(
    conn: &mut AsyncPgConnection,
    user: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Option<(i64, DateTime<Utc>, DateTime<Utc>)>> {
    Ok(leaves::table
        .filter(leaves::user_id.eq(user))
        .filter(leaves::started_at.le(now))
        .filter(leaves::until.gt(now))
        .select((leaves::id, leaves::started_at, leaves::until))
        .first(conn)
        .await
        .optional()?)
}

/// Until when each of `users` is on leave at `now`, if they are (one query).
pub async fn on_leave_until(
    conn: &mut AsyncPgConnection,
    user_ids: &[i64],
    now: DateTime<Utc>,
) -> ServiceResult<Vec<(i64, DateTime<Utc>)>> {
    Ok(leaves::table
        .filter(leaves::user_id.eq_any(user_ids))
        .filter(leaves::started_at.le(now))
        .filter(leaves::until.gt(now))
        .select((leaves::user_id, leaves::until))
        .load(conn)
        .await?)
}

/// The player's leave this year.
pub async fn status(
    conn: &mut AsyncPgConnection,
    user: i64,
    now: DateTime<Utc>,
    allowance: i64,
) -> ServiceResult<LeaveStatus> {
    let used: Option<i64> = leaves::table
        .filter(leaves::user_id.eq(user))
        .filter(leaves::started_at.ge(year_start(now)?))
        .select(diesel::dsl::sum(leaves::days))
        .first(conn)
        .await?;
    let used = used.unwrap_or(0);
    let on_leave_until = current(conn, user, now).await?.map(|(_, _, until)| until);
    Ok(LeaveStatus {
        allowance_days: allowance,
        used_days: used,
        remaining_days: (allowance - used).max(0),
        on_leave_until,
    })
}

/// Locks the player's active games (games before users, the service's lock order), then the
/// player's row, so that one player's leave changes happen one at a time.
async fn lock_player(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<Vec<i64>> {
    let ids: Vec<i64> = games::table
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::white_id.eq(user).or(games::black_id.eq(user)))
        .order(games::id)
        .select(games::id)
        .for_update()
        .load(conn)
        .await?;
    users::table
        .find(user)
        .select(users::id)
        .for_update()
        .first::<i64>(conn)
        .await?;
    Ok(ids)
}

/// After a change of the player's leave: every active game of theirs gets a new row version,
/// and those where it is their turn get their true deadline stored.
async fn touch_games(
    conn: &mut AsyncPgConnection,
    user: i64,
    ids: &[i64],
    now: DateTime<Utc>,
) -> ServiceResult<Vec<GameRecord>> {
    let records = record::load_many(conn, ids).await?;
    for rec in records.values() {
        let deadline = match rec.game.to_move_id {
            Some(u) if u == user => rec.deadline(),
            _ => rec.game.deadline,
        };
        diesel::update(games::table.find(rec.game.id))
            .set((games::updated_at.eq(now), games::deadline.eq(deadline)))
            .execute(conn)
            .await?;
    }
    Ok(records.into_values().collect())
}

/// Starts leave now for `days` whole days.
pub async fn start(
    conn: &mut AsyncPgConnection,
    user: i64,
    username: &str,
    days: i64,
    now: DateTime<Utc>,
    allowance: i64,
) -> ServiceResult<LeaveStatus> {
    if days < 1 {
        return Err(ServiceError::invalid_field(
            "days",
            Message::new("at-least").arg("min", 1),
        ));
    }
    let username = username.to_owned();
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let ids = lock_player(conn, user).await?;
        if let Some((_, _, until)) = current(conn, user, now).await? {
            return Err(ServiceError::Conflict(
                Message::new("leave-already").arg("until", until.to_rfc3339()),
            ));
        }
        let before = status(conn, user, now, allowance).await?;
        if days > before.remaining_days {
            return Err(ServiceError::invalid_field(
                "days",
                Message::new("leave-days-left")
                    .arg("left", before.remaining_days)
                    .arg("allowance", allowance),
            ));
        }
        let until = now + Duration::seconds(days * DAY);
        diesel::insert_into(leaves::table)
            .values((
                leaves::user_id.eq(user),
                leaves::started_at.eq(now),
                leaves::until.eq(until),
                leaves::days.eq(i16::try_from(days).unwrap_or(i16::MAX)),
            ))
            .execute(conn)
            .await?;
        let records = touch_games(conn, user, &ids, now).await?;
        announce(conn, user, &username, until, &records, now).await?;
        status(conn, user, now, allowance).await
    })
    .await
}

/// Tells each opponent of the player's active games.
async fn announce(
    conn: &mut AsyncPgConnection,
    user: i64,
    username: &str,
    until: DateTime<Utc>,
    records: &[GameRecord],
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let mut by_opponent: std::collections::BTreeMap<i64, Vec<i64>> = Default::default();
    for rec in records {
        let opponent = if rec.game.white_id == user {
            rec.game.black_id
        } else {
            rec.game.white_id
        };
        let ids = by_opponent.entry(opponent).or_default();
        if rec.game.allow_leave {
            ids.push(rec.game.id);
        }
    }
    let news: Vec<NewEvent> = by_opponent
        .into_iter()
        .map(|(opponent, mut game_ids)| {
            game_ids.sort_unstable();
            NewEvent::new(
                opponent,
                EventData::OpponentOnLeave {
                    opponent: username.to_owned(),
                    until,
                    game_ids,
                },
            )
        })
        .collect();
    events::append(conn, &news, now).await
}

/// Ends the leave under way now; it is charged the days it has begun (at least one).
pub async fn end(
    conn: &mut AsyncPgConnection,
    user: i64,
    now: DateTime<Utc>,
    allowance: i64,
) -> ServiceResult<LeaveStatus> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let ids = lock_player(conn, user).await?;
        let Some((id, started, _)) = current(conn, user, now).await? else {
            return Err(ServiceError::Conflict(Message::new("leave-none")));
        };
        let elapsed = (now - started).num_seconds();
        let begun = (elapsed + DAY - 1) / DAY;
        let charged = begun.max(1);
        // A leave ended the moment it began still has a (tiny) length, as the table requires.
        let until = now.max(started + Duration::microseconds(1));
        diesel::update(leaves::table.find(id))
            .set((
                leaves::until.eq(until),
                leaves::days.eq(i16::try_from(charged).unwrap_or(i16::MAX)),
            ))
            .execute(conn)
            .await?;
        touch_games(conn, user, &ids, now).await?;
        status(conn, user, now, allowance).await
    })
    .await
}
