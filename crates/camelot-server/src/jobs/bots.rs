//! The bot worker: every `BOT_POLL_MS` it accepts the challenges made to bots, records the
//! positions where a bot is to move, and takes as many of them as the engine threads can
//! search (earliest deadline first), each in a task of its own; then the queued game analyses.
//! Any number of replicas run it side by side: the database hands each job to one of them.

use std::sync::Arc;

use actix_web::web;
use chrono::Duration;
use tokio::sync::Semaphore;
use tokio::task::JoinHandle;

use crate::error::ApiResult;
use crate::service::{analysis, bots};
use crate::state::AppState;

/// Starts the bot worker of this process.
pub fn spawn(state: web::Data<AppState>) -> JoinHandle<()> {
    tokio::spawn(async move {
        // Two jobs per engine thread in flight: one searching, one waiting its turn.
        let slots = Arc::new(Semaphore::new(2 * state.engines.threads()));
        let mut tick = tokio::time::interval(state.config.bot_poll);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(e) = pass(&state, &slots).await {
                tracing::warn!(error = %e, "bot worker pass failed; retrying next tick");
            }
        }
    })
}

/// One pass of the worker.
pub async fn pass(state: &web::Data<AppState>, slots: &Arc<Semaphore>) -> ApiResult<()> {
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let bots = bots::all(&mut conn).await?;
    if !bots.is_empty() {
        bots::accept_challenges(&mut conn, &bots, now).await?;
        bots::enqueue_moves(&mut conn, &bots, now).await?;
    }
    let free = slots.available_permits() as i64;
    if free == 0 {
        return Ok(());
    }
    // A lease outlives the longest search by a margin; a replica that dies holds it no longer.
    let lease = Duration::from_std(state.config.bot_move_time + state.config.bot_lease_margin)
        .unwrap_or(Duration::seconds(40));
    let claimed = if bots.is_empty() {
        Vec::new()
    } else {
        bots::claim_moves(&mut conn, now, lease, free).await?
    };
    let analyses_free = free - claimed.len() as i64;
    let analyses = if analyses_free > 0 {
        analysis::claim(&mut conn, now, Duration::minutes(10), analyses_free.min(1)).await?
    } else {
        Vec::new()
    };
    drop(conn);
    let bots = Arc::new(bots);
    for (game_id, ply) in claimed {
        let Ok(permit) = slots.clone().try_acquire_owned() else {
            break;
        };
        let (state, bots) = (state.clone(), bots.clone());
        tokio::spawn(async move {
            match bots::play_turn(&state, &bots, game_id, ply).await {
                Ok(true) => {
                    if let Ok(mut conn) = state.pool.get().await
                        && let Err(e) = bots::finish_move(&mut conn, game_id, ply).await
                    {
                        tracing::warn!(game_id, ply, error = %e, "bot move done but not cleared");
                    }
                }
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(game_id, ply, error = %e, "bot move failed; retried later")
                }
            }
            drop(permit);
        });
    }
    for game_id in analyses {
        let Ok(permit) = slots.clone().try_acquire_owned() else {
            break;
        };
        let state = state.clone();
        tokio::spawn(async move {
            if let Err(e) = analysis::run(&state, game_id).await {
                tracing::warn!(game_id, error = %e, "game analysis failed; retried later");
            }
            drop(permit);
        });
    }
    Ok(())
}
