//! The engine's threads. Searches (a bot's move, an evaluation, a game's analysis) are CPU
//! work of up to seconds: they run on a bounded pool of OS threads of their own
//! (`ENGINE_THREADS`, one per core by default), never on an HTTP worker or a tokio thread. The
//! threads run in Linux's idle scheduling class, so a search only ever uses CPU time nothing
//! else wants: a thousand bot games cannot slow the API. Jobs wait in one queue, in the order
//! they are sent (the bot worker sends them in order of deadline).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Instant;

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
}

impl std::fmt::Debug for EnginePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EnginePool")
            .field("threads", &self.threads)
            .finish_non_exhaustive()
    }
}

struct Since(Instant);

impl Elapsed for Since {
    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.0.elapsed().as_millis()).unwrap_or(u64::MAX)
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
    /// Starts `threads` engine threads (at least one), each with a table of `hash_mb` MB.
    pub fn start(threads: usize, hash_mb: usize) -> EnginePool {
        let threads = threads.max(1);
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        let queued = Arc::new(AtomicUsize::new(0));
        for n in 0..threads {
            let receiver = receiver.clone();
            let queued = queued.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{n}"))
                .spawn(move || {
                    lower_priority();
                    let engine = Engine::new(hash_mb, 1);
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
                        let clock = Since(Instant::now());
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
        EnginePool {
            sender: Mutex::new(sender),
            threads,
            queued,
        }
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

    #[tokio::test]
    async fn searches_run_on_the_pool() {
        let pool = EnginePool::start(2, 4);
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
}
