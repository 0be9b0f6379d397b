//! A connection a batch worker keeps for itself, on which PostgreSQL plans each statement once.
//!
//! A batch worker runs one or two statements, again and again, with different ids. Prepared,
//! such a statement is parsed once per connection, but PostgreSQL still chooses per execution
//! between a plan for the given values and the generic plan it keeps; for `games.id = ANY($1)`
//! it estimates a generic array at ten ids, more than a batch usually holds, and so plans every
//! execution afresh: on reads of games nothing had kept, planning was about a third of
//! PostgreSQL's time (see BENCHMARKS.md). The workers' own statements are primary-key lookups
//! whose generic plan is the custom one, so their connection says
//! `plan_cache_mode = force_generic_plan`. The connection is taken out of the pool (the pool
//! may open another in its place), so no other statement runs under that setting.

use diesel_async::pooled_connection::deadpool::Object;
use diesel_async::{AsyncPgConnection, SimpleAsyncConnection};

use super::DbPool;

/// A worker's own connection, opened on first use and again after a failure.
pub struct WorkerConnection {
    pool: DbPool,
    conn: Option<AsyncPgConnection>,
}

impl WorkerConnection {
    pub fn new(pool: DbPool) -> Self {
        WorkerConnection { pool, conn: None }
    }

    /// Runs `work` on the connection. After an error the connection is dropped: the next call
    /// opens another, so a connection broken by a restart of the database is not kept. The
    /// error is the caller's, so long as it can say what the pool and the database report.
    pub async fn run<T, E>(
        &mut self,
        work: impl AsyncFnOnce(&mut AsyncPgConnection) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<diesel_async::pooled_connection::deadpool::PoolError> + From<diesel::result::Error>,
    {
        let mut conn = match self.conn.take() {
            Some(conn) => conn,
            None => {
                let mut conn = Object::take(self.pool.get().await?);
                conn.batch_execute("SET plan_cache_mode = force_generic_plan")
                    .await?;
                conn
            }
        };
        let outcome = work(&mut conn).await;
        if outcome.is_ok() {
            self.conn = Some(conn);
        }
        outcome
    }
}
