//! The engine's threads. Searches (a bot's move, an evaluation, a game's analysis) are CPU
//! work of up to seconds: they run on a bounded pool of OS threads of their own
//! (`ENGINE_THREADS`, one per core by default), never on an HTTP worker or a tokio thread. The
//! threads run in Linux's idle scheduling class, so a search only ever uses CPU time nothing
//! else wants. That alone does not keep the API's tail: on a machine of two cores, any busy
//! thread, even an idle-class one, slows the requests running beside it (the cores' shared
//! caches and the hypervisor's scheduling; BENCHMARKS.md, "Bots under load"). So a search also
//! stands aside while this process is answering requests ([`Serving`]): at each checkpoint
//! (every 256 nodes, about a quarter of a millisecond) it waits up to `ENGINE_YIELD_MS` for the
//! requests in hand to be answered. Bots have seconds for a move and use milliseconds, so the
//! waits cost them nothing a player sees. Jobs wait in one queue, in the order they are sent
//! (the bot worker sends them in order of deadline).

use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use camelot_engine::{Elapsed, Engine, EngineError, SearchOptions, SearchResult};
use camelot_rules::Position;
use tokio::sync::oneshot;

/// A search to run.
struct Job {
    position: Position,
    history: Vec<u64>,
    options: SearchOptions,
    reply: oneshot::Sender<Result<SearchResult, EngineError>>,
}

/// Why the pool gave no answer.
#[derive(Debug, thiserror::Error)]
pub enum PoolError {
    /// The position has no move to search (the game is over).
    #[error("{0}")]
    Engine(#[from] EngineError),
    /// The pool is shutting down.
    #[error("the engine pool is not running")]
    Stopped,
}

/// The engine threads and their queue.
pub struct EnginePool {
    sender: Mutex<mpsc::Sender<Job>>,
    threads: usize,
    queued: Arc<AtomicUsize>,
    serving: Arc<Serving>,
}

impl std::fmt::Debug for EnginePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnginePool")
            .field("threads", &self.threads)
            .finish_non_exhaustive()
    }
}

/// How many requests this process is answering now: from the moment the router hands one to
/// its handler until the handler's response is ready (a body streamed after that, like an
/// event stream's, is not counted). Signed, so that a search's request set aside outside any
/// request (a test calling the service directly) cannot make it look busy.
#[derive(Debug, Default)]
pub struct Serving {
    answering: AtomicIsize,
    /// Checkpoints at which a search waited (for the tests and the curious).
    waits: AtomicU64,
}

/// One request being answered (see [`Serving::enter`]).
#[must_use]
pub struct Answering<'a>(&'a Serving);

impl Drop for Answering<'_> {
    fn drop(&mut self) {
        self.0.answering.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A request set aside while it waits for a search (see [`Serving::set_aside`]).
#[must_use]
pub struct SetAside<'a>(&'a Serving);

impl Drop for SetAside<'_> {
    fn drop(&mut self) {
        self.0.answering.fetch_add(1, Ordering::Relaxed);
    }
}

impl Serving {
    /// Counts a request until the guard is dropped (also when the request is abandoned).
    pub fn enter(&self) -> Answering<'_> {
        self.answering.fetch_add(1, Ordering::Relaxed);
        Answering(self)
    }

    /// Stops counting the calling request while it waits for a search of its own (an
    /// evaluation): the search must not stand aside for the request that waits for it.
    /// Only for code that runs inside a request.
    pub fn set_aside(&self) -> SetAside<'_> {
        self.answering.fetch_sub(1, Ordering::Relaxed);
        SetAside(self)
    }

    /// Whether any request is being answered.
    pub fn busy(&self) -> bool {
        self.answering.load(Ordering::Relaxed) > 0
    }

    /// How many times a search has stood aside so far.
    pub fn waits(&self) -> u64 {
        self.waits.load(Ordering::Relaxed)
    }
}

/// A search's clock, and its checkpoint: wait (up to `yield_for`) while requests are being
/// answered.
struct Since {
    started: Instant,
    serving: Arc<Serving>,
    yield_for: Duration,
}

impl Elapsed for Since {
    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn checkpoint(&self) {
        if self.yield_for.is_zero() || !self.serving.busy() {
            return;
        }
        self.serving.waits.fetch_add(1, Ordering::Relaxed);
        let until = Instant::now() + self.yield_for;
        while self.serving.busy() && Instant::now() < until {
            std::thread::sleep(Duration::from_micros(50));
        }
    }
}

/// Puts the calling thread in the idle scheduling class (Linux); elsewhere, or when the system
/// refuses, it keeps the normal class and says so in the log.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        use thread_priority::unix::{
            NormalThreadSchedulePolicy, ThreadSchedulePolicy, set_thread_priority_and_policy,
            thread_native_id,
        };
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        if let Err(e) = set_thread_priority_and_policy(
            thread_native_id(),
            thread_priority::ThreadPriority::Min,
            idle,
        ) {
            tracing::warn!(error = ?e, "engine thread keeps the normal scheduling class");
        }
    }
}

impl EnginePool {
    /// Starts `threads` engine threads (at least one), each with a table of `hash_mb` MB, which
    /// wait up to `yield_for` at each checkpoint while requests are being answered.
    /// The tables are allocated here, before any thread starts, so that a size the machine
    /// cannot give stops the server at start-up with a message instead of aborting it later.
    pub fn start(
        threads: usize,
        hash_mb: usize,
        yield_for: Duration,
    ) -> Result<EnginePool, EngineError> {
        let threads = threads.max(1);
        let engines = (0..threads)
            .map(|_| Engine::try_new(hash_mb, 1))
            .collect::<Result<Vec<Engine>, EngineError>>()?;
        let serving = Arc::new(Serving::default());
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        let queued = Arc::new(AtomicUsize::new(0));
        for (n, engine) in engines.into_iter().enumerate() {
            let receiver = receiver.clone();
            let queued = queued.clone();
            let serving = serving.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{n}"))
                .spawn(move || {
                    lower_priority();
                    let cancel = AtomicBool::new(false);
                    loop {
                        let job = {
                            let Ok(rx) = receiver.lock() else { return };
                            match rx.recv() {
                                Ok(job) => job,
                                Err(_) => return,
                            }
                        };
                        queued.fetch_sub(1, Ordering::Relaxed);
                        if job.reply.is_closed() {
                            continue; // nobody waits for it any more
                        }
                        let clock = Since {
                            started: Instant::now(),
                            serving: serving.clone(),
                            yield_for,
                        };
                        let result = engine.search(
                            &job.position,
                            &job.history,
                            &job.options,
                            &clock,
                            &cancel,
                        );
                        let _ = job.reply.send(result);
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start an engine thread");
            }
        }
        Ok(EnginePool {
            sender: Mutex::new(sender),
            threads,
            queued,
            serving,
        })
    }

    /// The count of requests being answered, which the searches stand aside for.
    pub fn serving(&self) -> &Serving {
        &self.serving
    }

    /// Number of engine threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Searches waiting for a thread.
    pub fn queued(&self) -> usize {
        self.queued.load(Ordering::Relaxed)
    }

    /// Runs a search on an engine thread and waits for it without blocking the caller's
    /// thread.
    pub async fn search(
        &self,
        position: Position,
        history: Vec<u64>,
        options: SearchOptions,
    ) -> Result<SearchResult, PoolError> {
        let (reply, answer) = oneshot::channel();
        {
            let sender = self.sender.lock().map_err(|_| PoolError::Stopped)?;
            self.queued.fetch_add(1, Ordering::Relaxed);
            sender
                .send(Job {
                    position,
                    history,
                    options,
                    reply,
                })
                .map_err(|_| PoolError::Stopped)?;
        }
        answer
            .await
            .map_err(|_| PoolError::Stopped)?
            .map_err(PoolError::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_engine::Limits;

    #[test]
    fn tables_the_machine_cannot_give_are_refused() {
        assert!(EnginePool::start(1, usize::MAX, Duration::from_millis(1)).is_err());
    }

    #[tokio::test]
    async fn searches_run_on_the_pool() {
        let pool = EnginePool::start(2, 4, Duration::from_millis(2)).unwrap();
        let options = SearchOptions {
            limits: Limits {
                depth: Some(3),
                ..Limits::default()
            },
            ..SearchOptions::default()
        };
        let (a, b) = tokio::join!(
            pool.search(Position::start(), Vec::new(), options.clone()),
            pool.search(Position::start(), Vec::new(), options)
        );
        let (a, b) = (a.ok(), b.ok());
        assert!(a.is_some() && b.is_some());
        assert_eq!(a.map(|r| r.best_path), b.map(|r| r.best_path));
        assert_eq!(pool.queued(), 0);
    }

    /// A search stands aside while a request is being answered, and not while none is, nor for
    /// the request that waits for it.
    #[tokio::test]
    async fn searches_stand_aside_for_requests_being_answered() {
        let pool = EnginePool::start(1, 4, Duration::from_millis(1)).unwrap();
        let options = SearchOptions {
            limits: Limits {
                nodes: Some(20_000),
                depth: Some(30),
                ..Limits::default()
            },
            ..SearchOptions::default()
        };
        let search = || pool.search(Position::start(), Vec::new(), options.clone());
        assert!(search().await.is_ok());
        assert_eq!(pool.serving().waits(), 0);

        let answering = pool.serving().enter();
        assert!(search().await.is_ok());
        let waited = pool.serving().waits();
        // 20,000 nodes pass about 78 checkpoints; each waited (for 1 ms) while the request was
        // in hand.
        assert!(
            waited >= 20_000 / camelot_engine::CHECKPOINT_NODES,
            "{waited}"
        );
        {
            let _aside = pool.serving().set_aside();
            assert!(search().await.is_ok());
        }
        assert_eq!(pool.serving().waits(), waited);
        drop(answering);
        assert!(!pool.serving().busy());
    }
}
