//! The live streams' reads of the event log, batched.
//!
//! Every move wakes its opponent's streams, and each woken stream reads the log after its
//! cursor. At a thousand moves a second that was a thousand queries a second, each with its
//! own pool checkout and its own look at `pg_stat_activity` (which every read needs to know
//! which events are settled). Streams now hand their cursor to a worker that reads for all the
//! streams woken meanwhile in one statement ([`events::after_many`]); streams of one user at
//! the same cursor share the answer.

use std::collections::HashMap;

use prometheus_client::metrics::histogram::Histogram;
use tokio::sync::{mpsc, oneshot};

use super::{self as events, Backlog, Wanted};
use crate::db::DbPool;
use crate::metrics::{BatchLabels, Metrics};
use crate::service::batching;
use crate::service::error::{ServiceError, ServiceResult};

/// The most events one read returns per stream.
pub const PAGE: i64 = 200;
/// The most cursors one statement reads.
const MAX_BATCH: usize = 512;

type Reply = oneshot::Sender<ServiceResult<Backlog>>;

/// The handle of a process's event read worker.
#[derive(Debug, Clone)]
pub struct EventReads {
    requests: mpsc::Sender<(Wanted, Reply)>,
}

impl EventReads {
    /// Starts the worker on the current runtime; batch sizes go to `metrics`.
    pub fn start(pool: DbPool, metrics: &Metrics) -> EventReads {
        let (requests, rx) = mpsc::channel(4 * MAX_BATCH);
        let sizes = metrics
            .batch_size
            .get_or_create(&BatchLabels { kind: "event_read" })
            .clone();
        tokio::spawn(worker(pool, rx, sizes));
        EventReads { requests }
    }

    /// A user's settled events after `after` (at most [`PAGE`]).
    pub async fn after(&self, user_id: i64, after: i64) -> ServiceResult<Backlog> {
        let (tx, rx) = oneshot::channel();
        self.requests
            .send((Wanted { user_id, after }, tx))
            .await
            .map_err(stopped)?;
        rx.await.map_err(stopped)?
    }
}

fn stopped(e: impl std::fmt::Display) -> ServiceError {
    ServiceError::internal(format!("the event read worker has stopped: {e}"))
}

async fn worker(pool: DbPool, mut rx: mpsc::Receiver<(Wanted, Reply)>, sizes: Histogram) {
    while let Some(batch) = batching::take(&mut rx, MAX_BATCH, &sizes).await {
        let mut index: HashMap<Wanted, usize> = HashMap::new();
        let mut wanted = Vec::new();
        for (w, _) in &batch {
            index.entry(*w).or_insert_with(|| {
                wanted.push(*w);
                wanted.len() - 1
            });
        }
        let found = match pool.get().await {
            Ok(mut conn) => events::after_many(&mut conn, &wanted, PAGE).await,
            Err(e) => Err(ServiceError::from(e)),
        };
        match found {
            Ok(found) => {
                for (w, reply) in batch {
                    let backlog = index.get(&w).and_then(|&i| found.get(i)).cloned();
                    let _ = reply.send(backlog.ok_or_else(|| {
                        ServiceError::internal("event reads: a request without its answer")
                    }));
                }
            }
            Err(e) => {
                for (_, reply) in batch {
                    let _ = reply.send(Err(e.clone()));
                }
            }
        }
    }
}
