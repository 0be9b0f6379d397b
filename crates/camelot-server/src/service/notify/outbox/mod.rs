//! The delivery workers: they take due deliveries from the outbox (`deliveries`), send them, and
//! record every attempt, on any number of replicas.
//!
//! A worker leases a batch with one statement (`FOR UPDATE SKIP LOCKED`, then a lease of
//! [`LEASE`]), sends outside any transaction (a slow receiver holds no lock), and writes the
//! outcome. A worker that dies mid-send lets its lease run out, and the delivery is sent again:
//! so a crash can, rarely, deliver a message twice, which its id (the same on every attempt)
//! lets a receiver notice. Failures are retried on a growing schedule with jitter
//! (`DELIVERY_RETRY_SECONDS`); a webhook failing for `WEBHOOK_DISABLE_AFTER_HOURS` is disabled
//! and its owner told.
//!
//! One job per file: this one leases and dispatches; [`by_webhook`] and [`by_email`] send a
//! delivery on its channel; [`outcome`] records what happened (retries, failing webhooks).

mod by_email;
mod by_webhook;
mod outcome;

pub use by_webhook::webhook_body;

use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Jsonb, Nullable, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::Value;

use super::mail::Mailer;
use super::sender::{Attempt, WebhookClient};
use crate::db::DbPool;
use crate::domain::DeliveryChannel;
use crate::service::error::ServiceResult;

/// How long a worker holds a delivery it is sending.
pub const LEASE: Duration = Duration::seconds(60);
/// Deliveries leased per statement.
const BATCH: i64 = 20;
/// The kind of a webhook's test message.
pub const PING: &str = "ping";

/// What the workers need.
#[derive(Debug, Clone)]
pub struct Outbox {
    pub mailer: Option<Mailer>,
    pub webhooks: WebhookClient,
    /// Waits before each retry, in seconds.
    pub retry: Vec<u64>,
    pub disable_after: Duration,
    pub digest: Duration,
    /// The base URL of links in messages.
    pub base_url: String,
    /// The server secret unsubscribe links are derived from.
    pub secret: String,
}

/// A leased delivery.
#[derive(Debug, Clone, QueryableByName)]
pub struct Leased {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = BigInt)]
    pub user_id: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub event_id: Option<i64>,
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = Jsonb)]
    pub data: Value,
    #[diesel(sql_type = Text)]
    pub channel: DeliveryChannel,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub webhook_id: Option<i64>,
    #[diesel(sql_type = Integer)]
    pub attempts: i32,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
}

/// How a delivery ended this time.
#[derive(Debug)]
enum Outcome {
    Delivered(Attempt),
    Failed(Attempt),
    /// Not attempted now: due again then (the digest waits for its interval).
    Later(DateTime<Utc>),
    /// Nothing to send any more (a removed webhook, e-mail turned off...).
    Abandoned(String),
}

/// One pass: sends every due delivery. Returns how many were looked at.
pub async fn run_once(pool: &DbPool, outbox: &Outbox, now: DateTime<Utc>) -> ServiceResult<usize> {
    let mut done = 0;
    loop {
        let batch = {
            let mut conn = pool.get().await?;
            lease(&mut conn, now).await?
        };
        if batch.is_empty() {
            return Ok(done);
        }
        done += batch.len();
        for d in batch {
            deliver(pool, outbox, d, now).await?;
        }
    }
}

/// Leases a batch of due deliveries. `'pending'` is written out rather than bound (it is
/// [`DeliveryStatus::Pending`], see the test) so that the planner can use the partial index
/// `deliveries_due_idx`, whose predicate it is.
async fn lease(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> ServiceResult<Vec<Leased>> {
    // SQL text: an UPDATE … FROM a SKIP LOCKED sub-select, which diesel's builder cannot write.
    Ok(diesel::sql_query(LEASE_SQL)
        .bind::<Timestamptz, _>(now)
        .bind::<BigInt, _>(BATCH)
        .load(conn)
        .await?)
}

/// The statement of [`lease`].
const LEASE_SQL: &str = "UPDATE deliveries d SET leased_until = $1 + interval '60 seconds' \
          WHERE d.id IN (SELECT id FROM deliveries \
                          WHERE status = 'pending' AND next_attempt_at <= $1 \
                            AND (leased_until IS NULL OR leased_until <= $1) \
                          ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED) \
         RETURNING d.id, d.user_id, d.event_id, d.kind, d.data, d.channel, d.webhook_id, \
                   d.attempts, d.created_at";

/// Sends one leased delivery and records what happened.
pub async fn deliver(
    pool: &DbPool,
    outbox: &Outbox,
    d: Leased,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let started = std::time::Instant::now();
    let outcome = match d.channel {
        DeliveryChannel::Webhook => by_webhook::send(pool, outbox, &d, now).await?,
        DeliveryChannel::Email => by_email::send(pool, outbox, &d, now).await?,
    };
    let elapsed = i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX);
    let mut conn = pool.get().await?;
    outcome::record(&mut conn, outbox, &d, outcome, elapsed, now).await
}

/// A failed attempt that got no HTTP status.
fn failed(error: String) -> Outcome {
    Outcome::Failed(Attempt {
        status: None,
        error: Some(error),
    })
}

/// A successful attempt that got no HTTP status (e-mail).
fn ok() -> Attempt {
    Attempt {
        status: None,
        error: None,
    }
}
/// Starts this process's delivery worker: it runs when deliveries are queued (announced by the
/// database) and every second anyway (for retries that come due).
pub fn spawn(
    pool: DbPool,
    outbox: Outbox,
    clock: crate::clock::SharedClock,
    wake: std::sync::Arc<tokio::sync::Notify>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(e) = run_once(&pool, &outbox, clock.now()).await {
                tracing::warn!(error = %e, "delivery pass failed; retrying");
            }
            let _ = tokio::time::timeout(StdDuration::from_secs(1), wake.notified()).await;
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::DeliveryStatus;

    /// The lease spells out the pending status (for its partial index): it must be ours.
    #[test]
    fn the_lease_takes_pending_deliveries() {
        let pending = format!("WHERE status = '{}' AND", DeliveryStatus::Pending);
        assert!(LEASE_SQL.contains(&pending));
    }
}
