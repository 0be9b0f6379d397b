//! The bot worker: it accepts the challenges made to bots, records the positions where a bot
//! is to move, and takes as many of them as the engine threads can search (earliest deadline
//! first), each in a task of its own; then the queued game analyses. It runs when this process
//! sees a bot given something to do (a move, a challenge: [`BotWake`]) or an engine slot come
//! free, and every `BOT_POLL_MS` in any case, for what another replica saw. Any number of
//! replicas run it side by side: the database hands each job to one of them.
//!
//! [`BotWake`]: crate::service::bot_wake::BotWake

use std::sync::Arc;

use actix_web::web;
use chrono::Duration;
use tokio::sync::Semaphore;
use tokio::task::JoinHandle;
use tokio::time::Instant;

use crate::service::analysis;
use crate::service::bot_wake::Pending;
use crate::service::bots::{self, Bot};
use crate::service::error::ServiceResult;
use crate::state::AppState;

/// Starts the bot worker of this process.
pub fn spawn(state: web::Data<AppState>) -> JoinHandle<()> {
    tokio::spawn(async move {
        // Two jobs per engine thread in flight: one searching, one waiting its turn.
        let slots = Arc::new(Semaphore::new(2 * state.engines.threads()));
        let poll = state.config.bot_poll;
        let mut bots: Arc<[Bot]> = Arc::from([]);
        let mut next_poll = Instant::now();
        loop {
            let polling = Instant::now() >= next_poll;
            if polling {
                next_poll = Instant::now() + poll;
            }
            let work = state.bot_wake.take();
            if let Err(e) = pass(&state, &slots, &mut bots, polling, work).await {
                tracing::warn!(error = %e, "bot worker pass failed; retrying next poll");
            }
            state
                .bot_wake
                .wait(next_poll.saturating_duration_since(Instant::now()))
                .await;
        }
    })
}

/// One pass of the worker: a full look at every bot's games when `polling`, else only at what
/// `work` names; then it starts as many due moves as there are free slots.
pub async fn pass(
    state: &web::Data<AppState>,
    slots: &Arc<Semaphore>,
    bots: &mut Arc<[Bot]>,
    polling: bool,
    work: Pending,
) -> ServiceResult<()> {
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    if polling || bots.is_empty() {
        *bots = bots::all(&mut conn).await?.into();
        state.bot_wake.set_bots(bots.iter().map(|b| b.id));
    }
    if !bots.is_empty() {
        let started = if polling || work.challenges {
            bots::accept_challenges(&mut conn, bots, now).await?
        } else {
            0
        };
        // A game just started may have its bot to move first.
        if polling || started > 0 {
            bots::enqueue_moves(&mut conn, bots, now).await?;
        } else if !work.games.is_empty() {
            let ids: Vec<i64> = bots.iter().map(|b| b.id).collect();
            bots::enqueue_games(&mut conn, &ids, &work.games, now).await?;
        }
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
    // Analyses wait for the poll: they are queued by people, and take minutes anyway.
    let analyses = if polling && analyses_free > 0 {
        analysis::claim(&mut conn, now, Duration::minutes(10), analyses_free.min(1)).await?
    } else {
        Vec::new()
    };
    drop(conn);
    for (game_id, ply) in claimed {
        let Ok(permit) = slots.clone().try_acquire_owned() else {
            break;
        };
        let (state, bots) = (state.clone(), bots.clone());
        tokio::spawn(async move {
            match bots::play_turn(&state, &bots, game_id, ply).await {
                Ok(true) => {
                    let cleared = match state.pool.get().await {
                        Ok(mut conn) => bots::finish_move(&mut conn, game_id, ply).await,
                        Err(e) => Err(e.into()),
                    };
                    if let Err(e) = cleared {
                        tracing::warn!(game_id, ply, error = %e, "bot move done but not cleared");
                    }
                }
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(game_id, ply, error = %e, "bot move failed; retried later")
                }
            }
            drop(permit);
            state.bot_wake.slot_freed();
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
            state.bot_wake.slot_freed();
        });
    }
    Ok(())
}
