//! Background loops. Every job is safe to run in several processes at once: the database
//! decides who does each piece of work (row locks, `FOR UPDATE SKIP LOCKED`).

use actix_web::web;
use diesel_async::AsyncPgConnection;
use tokio::task::JoinHandle;

pub mod bots;
pub mod pairing;

use crate::service::error::ServiceResult;
use crate::service::games::deadlines;
use crate::service::games::store::stored_moves;
use crate::state::AppState;

/// Games handled per transaction by the deadline job.
const BATCH: i64 = 100;

/// Finished games whose move lists are stored per transaction, and the most transactions of
/// them one pass runs: after an upgrade or an import, a big backlog is worked off over several
/// passes without holding up the deadline jobs of the passes between.
const STORE_BATCH: i64 = 200;
const STORE_BATCHES_PER_PASS: usize = 50;

/// Events deleted per statement by the retention job: small enough that no statement holds
/// locks or writes WAL for long, large enough to keep up with any write rate.
const EVENT_BATCH: i64 = 5_000;

/// One pass of every job, at the application clock's "now". Returns the games ended.
pub async fn run_once(state: &AppState) -> ServiceResult<usize> {
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let mut ended = 0;
    loop {
        let n = deadlines::end_overdue_games(&mut conn, now, BATCH).await?;
        ended += n;
        if n < BATCH as usize {
            break;
        }
    }
    while deadlines::warn_deadlines(&mut conn, now, BATCH).await? == BATCH as usize {}
    crate::service::tournaments::setup::start_due(&mut conn, now).await?;
    crate::service::idempotency::prune(&mut conn, now).await?;
    crate::ratelimit::RateLimits::prune(&mut conn, now).await?;
    if let Some(days) = state.config.event_retention_days {
        let cutoff = now - chrono::Duration::days(i64::from(days));
        while crate::service::events::prune(&mut conn, cutoff, EVENT_BATCH).await?
            == EVENT_BATCH as usize
        {}
    }
    state.metrics.games_ended.inc_by(ended as u64);
    // Last: the others are due at their time, this one only saves work.
    store_move_lists(&mut conn, Some(STORE_BATCHES_PER_PASS)).await?;
    Ok(ended)
}

/// Stores the move lists of finished games still queued (see
/// [`crate::service::games::store::stored_moves`]), at most `max_batches` transactions of them (all
/// of them with `None`). Returns the games taken from the queue.
pub async fn store_move_lists(
    conn: &mut AsyncPgConnection,
    max_batches: Option<usize>,
) -> ServiceResult<usize> {
    let mut stored = 0;
    let mut batches = 0;
    while max_batches.is_none_or(|max| batches < max) {
        let n = stored_moves::store_batch(conn, STORE_BATCH, stored_moves::encode).await?;
        stored += n;
        batches += 1;
        if n < STORE_BATCH as usize {
            break;
        }
    }
    Ok(stored)
}

/// Starts the periodic jobs of this process.
pub fn spawn(state: web::Data<AppState>) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(state.config.job_interval);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(e) = run_once(&state).await {
                tracing::warn!(error = %e, "background jobs failed; retrying next tick");
            }
        }
    })
}
