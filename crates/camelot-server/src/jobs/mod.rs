//! Background loops. Every job is safe to run in several processes at once: the database
//! decides who does each piece of work (row locks, `FOR UPDATE SKIP LOCKED`).

use actix_web::web;
use tokio::task::JoinHandle;

use crate::state::AppState;

/// Starts the periodic jobs of this process.
pub fn spawn(state: web::Data<AppState>) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(state.config.job_interval);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            state.limits.prune();
        }
    })
}
