//! What every request handler can reach.

use crate::auth::credentials::Credentials;
use crate::auth::jwt::JwtKeys;
use crate::clock::SharedClock;
use crate::config::Config;
use crate::db::DbPool;
use crate::engine_pool::EnginePool;
use crate::listener::EventHub;
use crate::metrics::Metrics;
use crate::ratelimit::RateLimits;
use crate::service::events::batched::EventReads;
use crate::service::games::store::GameBatches;
use crate::service::notify::outbox::Outbox;
use crate::service::tournaments::tables::TableCache;

pub struct AppState {
    pub config: Config,
    pub pool: DbPool,
    pub jwt: JwtKeys,
    /// What this process knows of users' tokens (revocations bite at once).
    pub credentials: std::sync::Arc<Credentials>,
    pub clock: SharedClock,
    pub metrics: Metrics,
    pub limits: RateLimits,
    pub hub: std::sync::Arc<EventHub>,
    /// Batched game reads and move writes.
    pub batches: GameBatches,
    /// Batched reads of the event log for live streams.
    pub event_reads: EventReads,
    /// How notifications are delivered (webhooks, e-mail).
    pub outbox: Outbox,
    /// Tournament standings and crosstables, kept while their rows stay the same.
    pub tables: TableCache,
    /// The engine threads (bots, evaluations, analyses).
    pub engines: std::sync::Arc<EnginePool>,
    /// Wakes this process's bot worker when a bot has something to do.
    pub bot_wake: crate::service::bot_wake::BotWake,
    /// Set when the process is asked to stop: event streams end at once (clients reconnect
    /// to another replica and resume from their cursor), so a graceful stop takes seconds.
    pub shutdown: tokio::sync::watch::Sender<bool>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}
