//! Wakes this process's live event streams when events are appended, by any server process.
//!
//! While at least one stream is open here, the hub polls the events table every
//! [`POLL_INTERVAL`] for ids it has not seen and wakes the streams of their users. Polling
//! replaces `NOTIFY`: PostgreSQL serialises every committing transaction that notifies (a
//! database-wide lock held through the commit), which capped move throughput at a fraction of
//! what the database does otherwise; one indexed read per interval per process costs nothing.
//! Identity values can commit out of order, so each poll looks back over a window of recent ids
//! and remembers which it has seen. A stream never trusts the hub for content: it reads the
//! events table after its own last id, so a missed or duplicated wake-up costs a query, never
//! an event (and streams also re-check on their own every 15 s).

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use tokio::sync::broadcast;

use crate::db::DbPool;
use crate::db::schema::events;

/// How often the hub looks for new events while streams are open.
pub const POLL_INTERVAL: Duration = Duration::from_millis(200);
/// How far back (in ids) a poll looks for events that committed after higher ids.
const LOOKBACK: i64 = 512;

/// A wake-up: the user with new events, or `None` for "re-check everything".
pub type Wake = Option<i64>;

#[derive(Debug)]
pub struct EventHub {
    tx: broadcast::Sender<Wake>,
}

impl EventHub {
    /// Starts the polling task and returns the hub.
    pub fn start(pool: DbPool) -> Arc<EventHub> {
        let (tx, _) = broadcast::channel(4096);
        let hub = Arc::new(EventHub { tx: tx.clone() });
        tokio::spawn(async move {
            let mut seen = Seen::default();
            let mut tick = tokio::time::interval(POLL_INTERVAL);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                if tx.receiver_count() == 0 {
                    // Nobody listens here: streams read their own backlog when they open.
                    seen = Seen::default();
                    continue;
                }
                if let Err(e) = poll(&pool, &tx, &mut seen).await {
                    tracing::warn!(error = %e, "event poll failed");
                    let _ = tx.send(None);
                }
            }
        });
        hub
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Wake> {
        self.tx.subscribe()
    }
}

/// Event ids already announced, within the look-back window.
#[derive(Debug, Default)]
struct Seen {
    /// Highest id seen; `None` until the first poll since streams opened.
    high: Option<i64>,
    ids: BTreeSet<i64>,
}

async fn poll(pool: &DbPool, tx: &broadcast::Sender<Wake>, seen: &mut Seen) -> Result<(), String> {
    let mut conn = pool.get().await.map_err(|e| e.to_string())?;
    // The first poll since streams opened only learns what already exists.
    let first = seen.high.is_none();
    let high = match seen.high {
        Some(h) => h,
        None => {
            let max: Option<i64> = events::table
                .select(diesel::dsl::max(events::id))
                .first(&mut conn)
                .await
                .map_err(|e| e.to_string())?;
            max.unwrap_or(0)
        }
    };
    let rows: Vec<(i64, i64)> = events::table
        .filter(events::id.gt(high - LOOKBACK))
        .select((events::id, events::user_id))
        .order(events::id)
        .limit(10_000)
        .load(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    drop(conn);
    let mut woken = BTreeSet::new();
    let mut top = high;
    for (id, user) in rows {
        if seen.ids.insert(id) && !first && woken.insert(user) {
            let _ = tx.send(Some(user));
        }
        top = top.max(id);
    }
    seen.high = Some(top);
    seen.ids = seen.ids.split_off(&(top - LOOKBACK));
    if first {
        // Events may have committed between a new stream's own first read and this poll.
        let _ = tx.send(None);
    }
    Ok(())
}
