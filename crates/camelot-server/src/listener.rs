//! This process's one `LISTEN` session, and what it hears:
//!
//! * `camelot_events` (a user has new events): wakes that user's live event streams;
//! * `camelot_tokens` (a user's tokens or roles changed): forgets what this process knew of the
//!   user's tokens (`auth::credentials`) and tells their streams to check their token again;
//! * `camelot_deliveries` (notifications were queued): wakes the delivery workers.
//!
//! Every replica hears every notification. Writers announce an event only when its user has a
//! live stream somewhere: the hub registers those users in `event_listeners` (with the backend
//! pid of its `LISTEN` session). A transaction that notifies takes a database-wide lock through
//! its commit, so notifying every move would serialise all of them; gated, the cost is paid only
//! for events somebody is watching live.
//!
//! Streams are routed by user: a notification costs a lookup and a few channel sends, however
//! many streams the process holds. A stream never trusts a wake-up for content: it reads the
//! events table after its last id, so a missed or duplicated wake-up costs a query, never an
//! event. Wake-ups can be missed around a registration (an event committed between the stream's
//! first read and its registration) or while the session reconnects; the hub then wakes the
//! streams itself, and every stream also re-checks on its own every 15 s.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use diesel::sql_types::{Array, BigInt, Integer};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::StreamExt;
use tokio::sync::{Notify, mpsc};

use crate::auth::credentials::{self, Credentials};
use crate::db::DbPool;

/// The PostgreSQL channel carrying "user N has new events".
pub const CHANNEL: &str = "camelot_events";
/// The channel carrying "notifications were queued".
pub const DELIVERIES_CHANNEL: &str = "camelot_deliveries";

/// What a stream is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// New events may be waiting.
    Events,
    /// The user's tokens changed: check the stream's token again.
    Tokens,
}

/// Streams opening and closing, for the hub's task (which keeps `event_listeners` in step).
#[derive(Debug)]
enum Command {
    Open(i64),
    Close(i64),
}

type Routes = Mutex<HashMap<i64, Vec<(u64, mpsc::Sender<Signal>)>>>;

#[derive(Debug)]
pub struct EventHub {
    commands: mpsc::UnboundedSender<Command>,
    routes: Arc<Routes>,
    next_id: AtomicU64,
    /// Woken when notifications are queued.
    pub deliveries: Arc<Notify>,
}

/// A live stream's subscription: its signals, and the user's registration while it is open.
#[derive(Debug)]
pub struct Subscription {
    pub signals: mpsc::Receiver<Signal>,
    user: i64,
    id: u64,
    routes: Arc<Routes>,
    commands: mpsc::UnboundedSender<Command>,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        if let Ok(mut routes) = self.routes.lock()
            && let Some(list) = routes.get_mut(&self.user)
        {
            list.retain(|(id, _)| *id != self.id);
            if list.is_empty() {
                routes.remove(&self.user);
            }
        }
        let _ = self.commands.send(Command::Close(self.user));
    }
}

/// Sends a signal to a user's streams (none to a user without any); a stream with a signal
/// already pending needs no second one.
fn route(routes: &Routes, user: i64, signal: Signal) {
    if let Ok(routes) = routes.lock()
        && let Some(list) = routes.get(&user)
    {
        for (_, tx) in list {
            let _ = tx.try_send(signal);
        }
    }
}

/// Tells every stream to check everything.
fn route_all(routes: &Routes) {
    if let Ok(routes) = routes.lock() {
        for list in routes.values() {
            for (_, tx) in list {
                let _ = tx.try_send(Signal::Tokens);
            }
        }
    }
}

struct Listener {
    url: String,
    pool: DbPool,
    routes: Arc<Routes>,
    credentials: Arc<Credentials>,
    deliveries: Arc<Notify>,
}

impl EventHub {
    /// Starts listening on the database (reconnecting as needed) and returns the hub.
    pub fn start(
        database_url: String,
        pool: DbPool,
        credentials: Arc<Credentials>,
    ) -> Arc<EventHub> {
        let (commands, mut command_rx) = mpsc::unbounded_channel();
        let routes: Arc<Routes> = Arc::default();
        let deliveries = Arc::new(Notify::new());
        let hub = Arc::new(EventHub {
            commands,
            routes: routes.clone(),
            next_id: AtomicU64::new(1),
            deliveries: deliveries.clone(),
        });
        let listener = Listener {
            url: database_url,
            pool,
            routes,
            credentials,
            deliveries,
        };
        tokio::spawn(async move {
            let mut open: HashMap<i64, usize> = HashMap::new();
            loop {
                if let Err(e) = listener.listen(&mut command_rx, &mut open).await {
                    tracing::warn!(error = %e, "event listener disconnected; reconnecting");
                }
                if command_rx.is_closed() {
                    return;
                }
                // Announcements may have been missed: trust nothing known before.
                listener.credentials.clear();
                tokio::time::sleep(Duration::from_secs(1)).await;
                route_all(&listener.routes);
            }
        });
        hub
    }

    /// Subscribes a live stream of `user`'s events.
    pub fn subscribe(&self, user: i64) -> Subscription {
        let (tx, signals) = mpsc::channel(1);
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut routes) = self.routes.lock() {
            routes.entry(user).or_default().push((id, tx));
        }
        let _ = self.commands.send(Command::Open(user));
        Subscription {
            signals,
            user,
            id,
            routes: self.routes.clone(),
            commands: self.commands.clone(),
        }
    }

    /// Live streams open in this process.
    pub fn streams(&self) -> usize {
        self.routes
            .lock()
            .map(|r| r.values().map(Vec::len).sum())
            .unwrap_or(0)
    }
}

impl Listener {
    async fn listen(
        &self,
        commands: &mut mpsc::UnboundedReceiver<Command>,
        open: &mut HashMap<i64, usize>,
    ) -> Result<(), String> {
        let err = |e: &dyn std::fmt::Display| e.to_string();
        let mut conn = AsyncPgConnection::establish(&self.url)
            .await
            .map_err(|e| err(&e))?;
        for channel in [CHANNEL, credentials::CHANNEL, DELIVERIES_CHANNEL] {
            diesel::sql_query(format!("LISTEN {channel}"))
                .execute(&mut conn)
                .await
                .map_err(|e| err(&e))?;
        }
        let pid = backend_pid(&mut conn).await.map_err(|e| err(&e))?;
        register_all(&self.pool, pid, open)
            .await
            .map_err(|e| err(&e))?;
        route_all(&self.routes);
        let mut notifications = std::pin::pin!(conn.notifications_stream());
        loop {
            tokio::select! {
                n = notifications.next() => {
                    let n = n.ok_or("notification stream ended")?.map_err(|e| err(&e))?;
                    self.heard(&n.channel, &n.payload);
                }
                c = commands.recv() => {
                    let Some(first) = c else { return Ok(()) };
                    // A burst of streams opening or closing (thousands of clients reconnecting)
                    // costs two statements, and notifications keep being read meanwhile.
                    let mut changes: HashMap<i64, bool> = HashMap::new();
                    let mut next = Some(first);
                    while let Some(command) = next {
                        match command {
                            Command::Open(user) => {
                                let count = open.entry(user).or_insert(0);
                                *count += 1;
                                if *count == 1 {
                                    changes.insert(user, true);
                                }
                            }
                            Command::Close(user) => {
                                if let Some(count) = open.get_mut(&user) {
                                    *count -= 1;
                                    if *count == 0 {
                                        open.remove(&user);
                                        changes.insert(user, false);
                                    }
                                }
                            }
                        }
                        next = commands.try_recv().ok();
                    }
                    let (opened, closed): (Vec<i64>, Vec<i64>) = {
                        let (o, c): (Vec<_>, Vec<_>) = changes.into_iter().partition(|(_, open)| *open);
                        (o.into_iter().map(|(u, _)| u).collect(), c.into_iter().map(|(u, _)| u).collect())
                    };
                    register(&self.pool, pid, &opened).await.map_err(|e| err(&e))?;
                    unregister(&self.pool, pid, &closed).await.map_err(|e| err(&e))?;
                    for user in opened {
                        wake_soon(&self.routes, user);
                    }
                }
            }
        }
    }

    fn heard(&self, channel: &str, payload: &str) {
        match channel {
            CHANNEL => {
                if let Ok(user) = payload.parse::<i64>() {
                    route(&self.routes, user, Signal::Events);
                }
            }
            credentials::CHANNEL => {
                if let Ok(user) = payload.parse::<i64>() {
                    self.credentials.invalidate(user);
                    route(&self.routes, user, Signal::Tokens);
                }
            }
            DELIVERIES_CHANNEL => self.deliveries.notify_waiters(),
            _ => {}
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
    let users: Vec<i64> = open.keys().copied().collect();
    register(pool, pid, &users).await
}

async fn register(pool: &DbPool, pid: i32, users: &[i64]) -> Result<(), String> {
    listener_rows(
        pool,
        "INSERT INTO event_listeners (user_id, listener_pid) \
         SELECT u, $2 FROM unnest($1::BIGINT[]) AS u ON CONFLICT DO NOTHING",
        pid,
        users,
    )
    .await
}

async fn unregister(pool: &DbPool, pid: i32, users: &[i64]) -> Result<(), String> {
    listener_rows(
        pool,
        "DELETE FROM event_listeners WHERE user_id = ANY($1) AND listener_pid = $2",
        pid,
        users,
    )
    .await
}

/// Runs a statement on `event_listeners` rows (`$1` the users, `$2` the session's pid).
async fn listener_rows(pool: &DbPool, sql: &str, pid: i32, users: &[i64]) -> Result<(), String> {
    if users.is_empty() {
        return Ok(());
    }
    let mut conn = pool.get().await.map_err(|e| e.to_string())?;
    diesel::sql_query(sql)
        .bind::<Array<BigInt>, _>(users)
        .bind::<Integer, _>(pid)
        .execute(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Wakes a newly registered user's streams now and once more a moment later: a writer that
/// checked for listeners just before the registration committed did not notify.
fn wake_soon(routes: &Arc<Routes>, user: i64) {
    route(routes, user, Signal::Events);
    let routes = routes.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_secs(1)).await;
        route(&routes, user, Signal::Events);
    });
}
