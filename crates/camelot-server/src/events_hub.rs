//! Fans `NOTIFY camelot_events` out to this process's live event streams.
//!
//! One `LISTEN` session per process; every replica hears every notification, so a stream wakes
//! up whichever process committed the event. Writers announce an event only when its user has a
//! live stream somewhere: the hub registers those users in `event_listeners` (with the backend
//! pid of its `LISTEN` session). A transaction that notifies takes a database-wide lock through
//! its commit, so notifying every move would serialise all of them; gated, the cost is paid only
//! for events somebody is watching live.
//!
//! A stream never trusts a notification for content: it reads the events table after its last
//! id, so a missed or duplicated wake-up costs a query, never an event. Wake-ups can be missed
//! around a registration (an event committed between the stream's first read and its
//! registration) or while the session reconnects; the hub then wakes the stream itself, and
//! every stream also re-checks on its own every 15 s.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use diesel::sql_types::{BigInt, Integer};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::StreamExt;
use tokio::sync::{broadcast, mpsc};

use crate::db::DbPool;

/// The PostgreSQL channel carrying "user N has new events".
pub const CHANNEL: &str = "camelot_events";

/// A wake-up: the user with new events, or `None` for "re-check everything".
pub type Wake = Option<i64>;

/// Streams opening and closing, for the hub's task.
#[derive(Debug)]
enum Command {
    Open(i64),
    Close(i64),
}

#[derive(Debug)]
pub struct EventHub {
    tx: broadcast::Sender<Wake>,
    commands: mpsc::UnboundedSender<Command>,
}

/// A live stream's subscription: wake-ups, and the user's registration while it is open.
#[derive(Debug)]
pub struct Subscription {
    pub wake: broadcast::Receiver<Wake>,
    user: i64,
    commands: mpsc::UnboundedSender<Command>,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Close(self.user));
    }
}

impl EventHub {
    /// Starts listening on the database (reconnecting as needed) and returns the hub.
    pub fn start(database_url: String, pool: DbPool) -> Arc<EventHub> {
        let (tx, _) = broadcast::channel(4096);
        let (commands, mut command_rx) = mpsc::unbounded_channel();
        let hub = Arc::new(EventHub {
            tx: tx.clone(),
            commands,
        });
        tokio::spawn(async move {
            let mut open: HashMap<i64, usize> = HashMap::new();
            loop {
                if let Err(e) = listen(&database_url, &pool, &tx, &mut command_rx, &mut open).await
                {
                    tracing::warn!(error = %e, "event listener disconnected; reconnecting");
                }
                if command_rx.is_closed() {
                    return;
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
                let _ = tx.send(None);
            }
        });
        hub
    }

    /// Subscribes a live stream of `user`'s events.
    pub fn subscribe(&self, user: i64) -> Subscription {
        let wake = self.tx.subscribe();
        let _ = self.commands.send(Command::Open(user));
        Subscription {
            wake,
            user,
            commands: self.commands.clone(),
        }
    }
}

async fn listen(
    url: &str,
    pool: &DbPool,
    tx: &broadcast::Sender<Wake>,
    commands: &mut mpsc::UnboundedReceiver<Command>,
    open: &mut HashMap<i64, usize>,
) -> Result<(), String> {
    let err = |e: &dyn std::fmt::Display| e.to_string();
    let mut conn = AsyncPgConnection::establish(url)
        .await
        .map_err(|e| err(&e))?;
    diesel::sql_query(format!("LISTEN {CHANNEL}"))
        .execute(&mut conn)
        .await
        .map_err(|e| err(&e))?;
    let pid = backend_pid(&mut conn).await.map_err(|e| err(&e))?;
    register_all(pool, pid, open).await.map_err(|e| err(&e))?;
    let _ = tx.send(None);
    let mut notifications = std::pin::pin!(conn.notifications_stream());
    loop {
        tokio::select! {
            n = notifications.next() => {
                let n = n.ok_or("notification stream ended")?.map_err(|e| err(&e))?;
                if let Ok(user) = n.payload.parse::<i64>() {
                    let _ = tx.send(Some(user));
                }
            }
            c = commands.recv() => match c {
                None => return Ok(()),
                Some(Command::Open(user)) => {
                    let count = open.entry(user).or_insert(0);
                    *count += 1;
                    if *count == 1 {
                        register(pool, pid, user).await.map_err(|e| err(&e))?;
                        wake_soon(tx, user);
                    }
                }
                Some(Command::Close(user)) => {
                    if let Some(count) = open.get_mut(&user) {
                        *count -= 1;
                        if *count == 0 {
                            open.remove(&user);
                            unregister(pool, pid, user).await.map_err(|e| err(&e))?;
                        }
                    }
                }
            }
        }
    }
}

#[derive(diesel::QueryableByName)]
struct Pid {
    #[diesel(sql_type = Integer)]
    pid: i32,
}

async fn backend_pid(conn: &mut AsyncPgConnection) -> diesel::QueryResult<i32> {
    let row: Pid = diesel::sql_query("SELECT pg_backend_pid() AS pid")
        .get_result(conn)
        .await?;
    Ok(row.pid)
}

/// After a (re)connection: drops registrations of sessions that no longer exist (a process that
/// died) and registers this process's open streams under its new session.
async fn register_all(pool: &DbPool, pid: i32, open: &HashMap<i64, usize>) -> Result<(), String> {
    let mut conn = pool.get().await.map_err(|e| e.to_string())?;
    diesel::sql_query(
        "DELETE FROM event_listeners \
         WHERE listener_pid NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)",
    )
    .execute(&mut conn)
    .await
    .map_err(|e| e.to_string())?;
    drop(conn);
    for &user in open.keys() {
        register(pool, pid, user).await.map_err(|e| e.to_string())?;
    }
    Ok(())
}

async fn register(pool: &DbPool, pid: i32, user: i64) -> Result<(), String> {
    listener_row(
        pool,
        "INSERT INTO event_listeners (user_id, listener_pid) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        pid,
        user,
    )
    .await
}

async fn unregister(pool: &DbPool, pid: i32, user: i64) -> Result<(), String> {
    listener_row(
        pool,
        "DELETE FROM event_listeners WHERE user_id = $1 AND listener_pid = $2",
        pid,
        user,
    )
    .await
}

/// Runs a statement on one `event_listeners` row (`$1` the user, `$2` the session's pid).
async fn listener_row(pool: &DbPool, sql: &str, pid: i32, user: i64) -> Result<(), String> {
    let mut conn = pool.get().await.map_err(|e| e.to_string())?;
    diesel::sql_query(sql)
        .bind::<BigInt, _>(user)
        .bind::<Integer, _>(pid)
        .execute(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Wakes a newly registered user's streams now and once more a moment later: a writer that
/// checked for listeners just before the registration committed did not notify.
fn wake_soon(tx: &broadcast::Sender<Wake>, user: i64) {
    let _ = tx.send(Some(user));
    let tx = tx.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let _ = tx.send(Some(user));
    });
}
