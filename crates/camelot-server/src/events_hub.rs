//! Fans `NOTIFY camelot_events` out to this process's live event streams.
//!
//! One `LISTEN` connection per process; every replica hears every notification, so a stream
//! wakes up whichever process committed the event. A stream never trusts the notification for
//! content: it reads the events table after its last id, so a missed or duplicated notification
//! costs a query, never an event.

use std::sync::Arc;
use std::time::Duration;

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::StreamExt;
use tokio::sync::broadcast;

use crate::service::events::CHANNEL;

/// A wake-up: the user with new events, or `None` for "re-check everything" (after the
/// listening connection was re-established and notifications may have been lost).
pub type Wake = Option<i64>;

#[derive(Debug)]
pub struct EventHub {
    tx: broadcast::Sender<Wake>,
}

impl EventHub {
    /// Starts listening on the database (reconnecting as needed) and returns the hub.
    pub fn start(database_url: String) -> Arc<EventHub> {
        let (tx, _) = broadcast::channel(4096);
        let hub = Arc::new(EventHub { tx: tx.clone() });
        tokio::spawn(async move {
            loop {
                if let Err(e) = listen(&database_url, &tx).await {
                    tracing::warn!(error = %e, "event listener disconnected; reconnecting");
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
                let _ = tx.send(None);
            }
        });
        hub
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Wake> {
        self.tx.subscribe()
    }
}

async fn listen(url: &str, tx: &broadcast::Sender<Wake>) -> Result<(), String> {
    let mut conn = AsyncPgConnection::establish(url)
        .await
        .map_err(|e| e.to_string())?;
    diesel::sql_query(format!("LISTEN {CHANNEL}"))
        .execute(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    let _ = tx.send(None);
    let mut notifications = std::pin::pin!(conn.notifications_stream());
    while let Some(n) = notifications.next().await {
        let n = n.map_err(|e| e.to_string())?;
        if let Ok(user) = n.payload.parse::<i64>() {
            let _ = tx.send(Some(user));
        }
    }
    Err("notification stream ended".into())
}
