//! The end of a game: its result, the players' ratings, their events, and what it means for its
//! tournament — all in the transaction that ended it, which holds the game row lock.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::record;
use crate::db::models::Game;
use crate::db::schema::games;
use crate::domain::game::counts_for_rating;
use crate::domain::{GameResult, GameStatus, Termination};
use crate::service::error::ServiceResult;
use crate::service::events::{self, EventData, NewEvent};
use crate::service::ratings;
use crate::service::tournaments::progress;

/// Ends a game (inside the transaction holding its lock) at `now`: result, ratings, events,
/// tournament; a conditional move set is dropped.
pub async fn finish(
    conn: &mut AsyncPgConnection,
    game: &mut Game,
    result: Option<GameResult>,
    termination: Termination,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let status = if termination == Termination::Aborted {
        GameStatus::Aborted
    } else {
        GameStatus::Finished
    };
    game.status = status;
    game.result = result;
    game.termination = Some(termination);
    game.to_move_id = None;
    game.deadline = None;
    game.draw_offer_by = None;
    game.ended_at = Some(now);
    game.updated_at = now;
    game.has_conditionals = false;
    record::clear_conditionals(conn, game.id).await?;
    diesel::update(games::table.find(game.id))
        .set((
            games::status.eq(status),
            games::result.eq(result),
            games::termination.eq(termination),
            games::to_move_id.eq(None::<i64>),
            games::deadline.eq(None::<DateTime<Utc>>),
            games::draw_offer_by.eq(None::<i64>),
            games::ended_at.eq(now),
            games::updated_at.eq(now),
        ))
        .execute(conn)
        .await?;
    if status == GameStatus::Finished && counts_for_rating(game.ply, termination) {
        ratings::rate_finished_game(conn, game, now).await?;
    }
    let ended = EventData::GameEnded {
        game_id: game.id,
        status,
        result,
        termination,
    };
    events::append(
        conn,
        &[
            NewEvent::new(game.white_id, ended.clone()),
            NewEvent::new(game.black_id, ended),
        ],
        now,
    )
    .await?;
    progress::game_ended(conn, game, now).await
}
