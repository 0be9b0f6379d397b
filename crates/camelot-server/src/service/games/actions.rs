//! What a player does to a game besides moving: resign, offer, accept, decline or claim a draw,
//! abort. Each runs in one transaction on the locked game.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use camelot_rules::Side;

use super::end::finish;
use super::moves::ensure_active;
use super::record::{self, GameRecord};
use super::timeout;
use crate::db::schema::games;
use crate::domain::game::other;
use crate::domain::{GameResult, Termination};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};

/// The actions a player takes on a game besides moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    ClaimDraw,
    Abort,
}

/// Runs an action on the locked game, then returns the refreshed record. The clock decides
/// first, for every action: if the side to move ran out of time, the game ended on time at its
/// deadline and the action is refused. A resignation included: a game already lost on time
/// cannot be resigned by the winner, nor turned by the loser into a later resignation.
pub async fn act(
    conn: &mut AsyncPgConnection,
    caller: i64,
    game_id: i64,
    action: Action,
    now: DateTime<Utc>,
) -> ServiceResult<GameRecord> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut rec = record::lock(conn, game_id).await?;
        let side = rec
            .side_of(caller)
            .ok_or_else(|| ServiceError::Forbidden(Message::new("players-only")))?;
        ensure_active(&rec)?;
        if let Some(refused) = timeout::enforce(conn, &mut rec, now).await? {
            return Ok(Err(refused));
        }
        match action {
            Action::Resign => {
                let result = GameResult::win_for(other(side));
                finish(
                    conn,
                    &mut rec.game,
                    Some(result),
                    Termination::Resignation,
                    now,
                )
                .await?
            }
            Action::OfferDraw => offer_draw(conn, &mut rec, side, now).await?,
            Action::AcceptDraw => {
                pending_offer_from_opponent(&rec, side)?;
                draw_agreed(conn, &mut rec, now).await?
            }
            Action::DeclineDraw => decline_draw(conn, &mut rec, side, now).await?,
            Action::ClaimDraw => claim_draw(conn, &mut rec, side, now).await?,
            Action::Abort => abort(conn, &mut rec, now).await?,
        }
        Ok(Ok(record::load(conn, game_id).await?))
    })
    .await?
}

async fn draw_agreed(
    conn: &mut AsyncPgConnection,
    rec: &mut GameRecord,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    finish(
        conn,
        &mut rec.game,
        Some(GameResult::Draw),
        Termination::Agreement,
        now,
    )
    .await
}

/// Offers a draw; offering while the opponent's offer stands accepts it.
async fn offer_draw(
    conn: &mut AsyncPgConnection,
    rec: &mut GameRecord,
    side: Side,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let caller = rec.player(side).id;
    let opponent = rec.player(other(side)).id;
    match rec.game.draw_offer_by {
        Some(by) if by == opponent => draw_agreed(conn, rec, now).await,
        Some(_) => Ok(()),
        None => {
            diesel::update(games::table.find(rec.game.id))
                .set((games::draw_offer_by.eq(caller), games::updated_at.eq(now)))
                .execute(conn)
                .await?;
            let offered = EventData::DrawOffered {
                game_id: rec.game.id,
                by: rec.player(side).username.clone(),
            };
            events::append(conn, &[NewEvent::new(opponent, offered)], now).await
        }
    }
}

fn pending_offer_from_opponent(rec: &GameRecord, side: Side) -> ServiceResult<i64> {
    let opponent = rec.player(other(side)).id;
    if rec.game.draw_offer_by == Some(opponent) {
        Ok(opponent)
    } else {
        Err(ServiceError::Conflict(Message::new("no-draw-offer")))
    }
}

async fn decline_draw(
    conn: &mut AsyncPgConnection,
    rec: &mut GameRecord,
    side: Side,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let offerer = pending_offer_from_opponent(rec, side)?;
    diesel::update(games::table.find(rec.game.id))
        .set((
            games::draw_offer_by.eq(None::<i64>),
            games::updated_at.eq(now),
        ))
        .execute(conn)
        .await?;
    let declined = EventData::DrawDeclined {
        game_id: rec.game.id,
        by: rec.player(side).username.clone(),
    };
    events::append(conn, &[NewEvent::new(offerer, declined)], now).await
}

/// Claims a draw by threefold repetition or the fifty-move rule, checked by the rules crate on
/// the replayed game; refused with the rules' reason otherwise.
async fn claim_draw(
    conn: &mut AsyncPgConnection,
    rec: &mut GameRecord,
    side: Side,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let game = &rec.game;
    let replayed = super::record::replay(game, &rec.moves)?;
    match replayed.draw_claim_by(side) {
        Ok(kind) => {
            tracing::info!(game = game.id, claim = ?kind, "draw claimed");
            finish(
                conn,
                &mut rec.game,
                Some(GameResult::Draw),
                Termination::Claim,
                now,
            )
            .await
        }
        Err(refused) => Err(ServiceError::DrawClaimRefused(refused)),
    }
}

async fn abort(
    conn: &mut AsyncPgConnection,
    rec: &mut GameRecord,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    if rec.game.tournament_id.is_some() {
        return Err(ServiceError::Conflict(Message::new(
            "abort-tournament-game",
        )));
    }
    if rec.game.ply >= 2 {
        return Err(ServiceError::Conflict(Message::new("abort-too-late")));
    }
    finish(conn, &mut rec.game, None, Termination::Aborted, now).await
}
