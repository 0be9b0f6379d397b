//! Coalesces the two hottest statements of the service — reading a game, and writing an
//! ordinary move — across the requests in flight at the same moment.
//!
//! Under load, most of a single-row statement's cost is per statement, not per row: the round
//! trip, executor start-up, the commit and its WAL flush, and the wake-ups on both sides. Each
//! process therefore keeps a few batch workers. A request hands its game id (or its checked
//! move) to a worker and waits; the worker takes everything queued, runs one statement for all
//! of it, and answers each request from the result. Nothing waits on a timer: a batch is
//! whatever arrived while the previous one ran, so an idle server answers at once and a busy one
//! writes dozens of moves per commit.
//!
//! Semantics are those of one statement per request. A read starts after the request arrived,
//! so it sees every write committed before. Each move of a batch was decided by
//! [`crate::service::games::moves::decide`] on a version of its game row, and is written only if the row is still
//! that version (and the mover's account alive), with its event; a move the database refuses is
//! reported as not written, and the caller falls back to the locked transaction, which decides
//! again and explains. A move is answered only after its batch has committed.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use prometheus_client::metrics::histogram::Histogram;
use tokio::sync::{Mutex, mpsc, oneshot};

use super::read;
use super::recent::Recent;
use crate::db::DbPool;
use crate::db::worker_connection::WorkerConnection;
use crate::metrics::{BatchLabels, Metrics};
use crate::service::batching;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::moves::{self, MoveWrite};
use crate::service::games::record::GameRecord;

/// Game states kept for the next move ([`Recent`]); about 3 kB each for a long game.
const RECENT_GAMES: usize = 4096;
/// Rendered game views kept; about 5 kB each for a long game.
const RECENT_VIEWS: usize = 8192;
/// The most requests one statement serves.
const MAX_BATCH: usize = 256;
/// Read batches in flight at once, per process.
const READERS: usize = 2;
/// Move batches in flight at once, per process. Each writer owns a share of the games (by id),
/// so two batches of one process never wait on each other's row locks: while one waits for its
/// commit to reach the disk, the others write.
const WRITERS: usize = 1;

type ReadReply = oneshot::Sender<ServiceResult<Option<GameRecord>>>;

/// A game to read, and whether for a view: a view of a finished game reads its moves from its
/// stored list, when there is one (see [`read::load_for_views`]).
#[derive(Debug, Clone, Copy)]
struct Read {
    id: i64,
    for_view: bool,
}
/// A game's row version, 0 for no such game.
type VersionReply = oneshot::Sender<ServiceResult<i64>>;
/// `Some(new row version)` once written; `None` when not.
type WriteReply = oneshot::Sender<Option<i64>>;

/// The handles of a process's batch workers.
#[derive(Debug, Clone)]
pub struct GameBatches {
    reads: mpsc::Sender<(Read, ReadReply)>,
    /// One queue per writer; a game's moves always go to the same one.
    writes: Vec<mpsc::Sender<(MoveWrite, WriteReply)>>,
    versions: mpsc::Sender<(i64, VersionReply)>,
    /// Games as this process's last moves left them.
    pub recent: Arc<Recent<GameRecord>>,
    /// Rendered views of games and the row versions they show.
    views: Arc<Recent<View>>,
}

/// A game view rendered from one row version: the parts that change only with the row, as
/// JSON text, and the record they came from (without its moves) for the parts that depend on
/// the moment of the request — the clocks, and who is on leave.
#[derive(Debug, Clone)]
pub struct View {
    /// The row version (xmin) it was rendered from.
    version: i64,
    pub ply: i32,
    /// An `Arc<String>` rather than `Arc<str>`: keeping the rendered text needs no copy.
    pub state: Arc<String>,
    pub record: Arc<GameRecord>,
}

impl GameBatches {
    /// Starts the workers on the current runtime; batch sizes go to `metrics`.
    pub fn start(pool: DbPool, metrics: &Metrics) -> GameBatches {
        let sizes = |kind| {
            metrics
                .batch_size
                .get_or_create(&BatchLabels { kind })
                .clone()
        };
        let (reads, read_rx) = mpsc::channel(4 * MAX_BATCH);
        let read_rx = Arc::new(Mutex::new(read_rx));
        for _ in 0..READERS {
            tokio::spawn(read_worker(
                pool.clone(),
                read_rx.clone(),
                sizes("game_read"),
            ));
        }
        let writes = (0..WRITERS)
            .map(|_| {
                let (tx, rx) = mpsc::channel(4 * MAX_BATCH);
                tokio::spawn(write_worker(pool.clone(), rx, sizes("move_write")));
                tx
            })
            .collect();
        let (versions, version_rx) = mpsc::channel(4 * MAX_BATCH);
        tokio::spawn(version_worker(
            pool.clone(),
            version_rx,
            sizes("game_version"),
        ));
        GameBatches {
            reads,
            writes,
            versions,
            recent: Arc::new(Recent::new(RECENT_GAMES)),
            views: Arc::new(Recent::new(RECENT_VIEWS)),
        }
    }

    /// The game with its players and moves, `None` when there is no such game.
    pub async fn read(&self, id: i64) -> ServiceResult<Option<GameRecord>> {
        self.send_read(Read {
            id,
            for_view: false,
        })
        .await
    }

    async fn send_read(&self, read: Read) -> ServiceResult<Option<GameRecord>> {
        let (tx, rx) = oneshot::channel();
        self.reads.send((read, tx)).await.map_err(stopped)?;
        rx.await.map_err(stopped)?
    }

    /// The current view of a game (`None` when there is no such game): the kept rendering when
    /// the row is still the version it was rendered from, else a fresh read rendered by
    /// `render`. Either way it is at least as new as every write committed before the call.
    pub async fn view(
        &self,
        id: i64,
        render: impl Fn(&GameRecord) -> ServiceResult<String>,
    ) -> ServiceResult<Option<View>> {
        // The row's version is asked only when a rendering is kept: a game nobody here has
        // seen lately (most reads of old games on a big server) is read once, not twice.
        if let Some(kept) = self.views.get(id, |_| true) {
            let (tx, rx) = oneshot::channel();
            self.versions.send((id, tx)).await.map_err(stopped)?;
            let version = rx.await.map_err(stopped)??;
            if version == 0 {
                return Ok(None);
            }
            if kept.version == version {
                return Ok(Some(kept));
            }
        }
        let read = Read { id, for_view: true };
        let Some(rec) = self.send_read(read).await? else {
            return Ok(None);
        };
        // Read after `version` was seen, the record is that version or a later one, and says
        // which.
        let state = Arc::new(render(&rec)?);
        // The kept record serves the parts rendered per request, which show no moves: its
        // moves and their text are not kept twice.
        let mut record = rec;
        record.moves = Vec::new();
        record.rendered_moves = Default::default();
        let view = View {
            version: record.version,
            ply: record.game.ply,
            state,
            record: Arc::new(record),
        };
        self.views
            .put(id, view.clone(), |known| known.ply > view.ply);
        Ok(Some(view))
    }

    /// Writes a decided move; `Some(the row's new version)` once committed, `None` when it was
    /// not written (the caller takes the locked path, which explains why).
    pub async fn write(&self, mv: MoveWrite) -> Option<i64> {
        let (tx, rx) = oneshot::channel();
        let writer = usize::try_from(mv.game.rem_euclid(WRITERS as i64)).unwrap_or(0);
        self.writes.get(writer)?.send((mv, tx)).await.ok()?;
        rx.await.ok().flatten()
    }
}

fn stopped(e: impl std::fmt::Display) -> ServiceError {
    ServiceError::internal(format!("the game batch workers have stopped: {e}"))
}

/// Takes what is queued (waiting for at least one), up to [`MAX_BATCH`], and counts it in
/// `sizes`; `None` once the queue is closed.
async fn take<T>(rx: &mut mpsc::Receiver<T>, sizes: &Histogram) -> Option<Vec<T>> {
    batching::take(rx, MAX_BATCH, sizes).await
}

/// [`take`] from a queue shared by several workers.
async fn take_shared<T>(rx: &Mutex<mpsc::Receiver<T>>, sizes: &Histogram) -> Option<Vec<T>> {
    take(&mut *rx.lock().await, sizes).await
}

async fn read_worker(
    pool: DbPool,
    rx: Arc<Mutex<mpsc::Receiver<(Read, ReadReply)>>>,
    sizes: Histogram,
) {
    let mut conn = WorkerConnection::new(pool);
    while let Some(batch) = take_shared(&rx, &sizes).await {
        let mut ids: Vec<i64> = batch.iter().map(|(read, _)| read.id).collect();
        ids.sort_unstable();
        ids.dedup();
        // A game comes with its stored list only when every request for it is for a view.
        let needs_moves: HashSet<i64> = batch
            .iter()
            .filter(|(read, _)| !read.for_view)
            .map(|(read, _)| read.id)
            .collect();
        let stored_for: Vec<i64> = ids
            .iter()
            .copied()
            .filter(|id| !needs_moves.contains(id))
            .collect();
        let found = conn
            .run(async |conn| read::load_for_views(conn, &ids, stored_for).await)
            .await;
        match found {
            Ok(mut found) => {
                let mut wanted: HashMap<i64, usize> = HashMap::new();
                for (read, _) in &batch {
                    *wanted.entry(read.id).or_default() += 1;
                }
                for (Read { id, .. }, reply) in batch {
                    // The last request for a game takes the record, the others a copy.
                    let left = wanted.entry(id).or_default();
                    *left -= 1;
                    let rec = if *left == 0 {
                        found.remove(&id)
                    } else {
                        found.get(&id).cloned()
                    };
                    let _ = reply.send(Ok(rec));
                }
            }
            Err(e) => fail_all(batch, &e),
        }
    }
}

/// Answers every request of a batch with the error that stopped it.
fn fail_all<K, R>(batch: Vec<(K, oneshot::Sender<ServiceResult<R>>)>, e: &ServiceError) {
    for (_, reply) in batch {
        let _ = reply.send(Err(e.clone()));
    }
}

async fn version_worker(
    pool: DbPool,
    mut rx: mpsc::Receiver<(i64, VersionReply)>,
    sizes: Histogram,
) {
    let mut conn = WorkerConnection::new(pool);
    while let Some(batch) = take(&mut rx, &sizes).await {
        let ids: Vec<i64> = batch.iter().map(|(id, _)| *id).collect();
        let versions = conn.run(async |conn| read::versions(conn, ids).await).await;
        match versions {
            Ok(versions) if versions.len() == batch.len() => {
                for ((_, reply), version) in batch.into_iter().zip(versions) {
                    let _ = reply.send(Ok(version));
                }
            }
            outcome => {
                let e = outcome.err().unwrap_or_else(|| {
                    ServiceError::internal("game versions: wrong outcome length")
                });
                fail_all(batch, &e);
            }
        }
    }
}

async fn write_worker(
    pool: DbPool,
    mut rx: mpsc::Receiver<(MoveWrite, WriteReply)>,
    sizes: Histogram,
) {
    while let Some(batch) = take(&mut rx, &sizes).await {
        // One move per game and batch: a second move for the same game is a race the locked
        // path decides (the first one either wins it or leaves the game where it was).
        let mut seen = HashSet::new();
        let (mut batch, racing): (Vec<_>, Vec<_>) =
            batch.into_iter().partition(|(mv, _)| seen.insert(mv.game));
        for (_, reply) in racing {
            let _ = reply.send(None);
        }
        batch.sort_unstable_by_key(|(mv, _)| mv.game);
        let written = match pool.get().await {
            Ok(mut conn) => {
                let moves: Vec<&MoveWrite> = batch.iter().map(|(mv, _)| mv).collect();
                moves::write_moves(&mut conn, &moves).await
            }
            Err(e) => Err(ServiceError::from(e)),
        };
        match written {
            Ok(versions) => {
                for ((_, reply), version) in batch.into_iter().zip(versions) {
                    let _ = reply.send((version != 0).then_some(version));
                }
            }
            Err(error) => {
                // Nothing of the batch is known to be written: every move takes the locked
                // path, which reports what the database holds.
                tracing::warn!(error = %error, moves = batch.len(), "move batch not written");
                for (_, reply) in batch {
                    let _ = reply.send(None);
                }
            }
        }
    }
}
