//! The pairing worker: pairs the Swiss rounds left due (see
//! [`crate::service::tournaments::pairing_job`]), polling every `PAIRING_POLL_MS`.

use actix_web::web;
use tokio::task::JoinHandle;

use crate::service::tournaments::pairing_job;
use crate::state::AppState;

/// Starts the pairing worker of this process.
pub fn spawn(state: web::Data<AppState>) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(state.config.pairing_poll);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(e) = pairing_job::run_due(&state.pool, state.clock.as_ref()).await {
                tracing::warn!(error = %e, "pairing job failed; retrying next tick");
            }
        }
    })
}
