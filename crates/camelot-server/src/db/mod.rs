//! Database access: the pool, the embedded migrations and the replaceable functions and
//! triggers, the diesel schema and the row types.

pub mod models;
pub mod prepared;
pub mod replaceable;
pub mod schema;
pub mod stored_json;
pub mod stored_side;
pub mod worker_connection;

use diesel_async::AsyncPgConnection;
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
use diesel_async::pooled_connection::deadpool::{Object, Pool};
use diesel_async::pooled_connection::{
    AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod,
};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use thiserror::Error;

diesel::define_sql_function! {
    /// SQL `lower(text)`: usernames compare case-insensitively (and use the expression index).
    #[sql_name = "lower"]
    fn sql_lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text;
}

diesel::define_sql_function! {
    /// SQL `coalesce(x, y)` of a timestamp that may be null and one that is not.
    #[sql_name = "coalesce"]
    fn coalesce_timestamp(
        x: diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
        y: diesel::sql_types::Timestamptz,
    ) -> diesel::sql_types::Timestamptz;
}

diesel::define_sql_function! {
    /// SQL `coalesce(x, y)` of a bigint that may be null and one that is not.
    #[sql_name = "coalesce"]
    fn coalesce_bigint(
        x: diesel::sql_types::Nullable<diesel::sql_types::Int8>,
        y: diesel::sql_types::Int8,
    ) -> diesel::sql_types::Int8;
}

/// The schema migrations, compiled into the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

pub type DbPool = Pool<AsyncPgConnection>;
pub type DbConn = Object<AsyncPgConnection>;

#[derive(Debug, Error)]
pub enum DbError {
    #[error("cannot build the database pool: {0}")]
    Pool(String),
    #[error("cannot connect to the database: {0}")]
    Connect(String),
    #[error("migration failed: {0}")]
    Migration(String),
}

pub fn build_pool(url: &str, max_size: usize) -> Result<DbPool, DbError> {
    // Fast recycling: no test query on every checkout (a round trip per request); a broken
    // connection is noticed by the query that uses it and dropped by the pool.
    let mut manager_config = ManagerConfig::default();
    manager_config.recycling_method = RecyclingMethod::Fast;
    let manager =
        AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(url, manager_config);
    Pool::builder(manager)
        .max_size(max_size.max(1))
        .wait_timeout(Some(std::time::Duration::from_secs(10)))
        .create_timeout(Some(std::time::Duration::from_secs(10)))
        .runtime(deadpool::Runtime::Tokio1)
        .build()
        .map_err(|e| DbError::Pool(e.to_string()))
}

/// The advisory lock that serialises [`run_migrations`] across processes.
const MIGRATION_LOCK: i64 = 0x6361_6d65_6c6f_7401; // "camelot" 1

/// Applies every pending migration, then puts the functions and triggers of
/// `replaceable.sql` in place ([`replaceable`]); returns the versions applied now.
///
/// All of it is one transaction under a transaction-level advisory lock, so that several
/// processes starting at once (replicas, `migrate` beside `serve`) take turns: the first applies
/// what is pending, the others find nothing left to do. The replaceable schema is written only
/// when its fingerprint differs from the binary's, so an ordinary restart changes nothing and
/// takes no lock on the tables whose triggers it would recreate; and not at all by a binary
/// that lacks a migration the database has (a process of the previous version during an
/// upgrade must not put its older functions back). Other sessions never see the tables
/// without their triggers.
///
/// Diesel's migration harness is synchronous, so it runs on a blocking thread over an
/// `AsyncConnectionWrapper` (each migration is a savepoint of the transaction).
pub async fn run_migrations(url: &str) -> Result<Vec<String>, DbError> {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        use diesel::Connection;
        use diesel::migration::MigrationSource;
        let mut conn = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)
            .map_err(|e| DbError::Connect(e.to_string()))?;
        conn.transaction::<_, Box<dyn std::error::Error + Send + Sync>, _>(|conn| {
            diesel::RunQueryDsl::execute(
                diesel::sql_query("SELECT pg_advisory_xact_lock($1)")
                    .bind::<diesel::sql_types::BigInt, _>(MIGRATION_LOCK),
                conn,
            )?;
            let applied: Vec<String> = conn
                .run_pending_migrations(MIGRATIONS)?
                .iter()
                .map(|v| v.to_string())
                .collect();
            let known: Vec<String> = MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)?
                .iter()
                .map(|m| m.name().version().to_string())
                .collect();
            let newer = conn
                .applied_migrations()?
                .iter()
                .any(|v| !known.contains(&v.to_string()));
            if !newer && !replaceable::is_current(conn)? {
                replaceable::apply(conn)?;
            }
            Ok(applied)
        })
        .map_err(|e| DbError::Migration(e.to_string()))
    })
    .await
    .map_err(|e| DbError::Migration(e.to_string()))?
}

/// The embedded migrations not yet applied to the database, for the readiness check.
pub async fn missing_migrations(conn: &mut AsyncPgConnection) -> Result<Vec<String>, DbError> {
    use diesel::migration::MigrationSource;
    use diesel::prelude::*;
    use diesel_async::RunQueryDsl;
    diesel::table! {
        __diesel_schema_migrations (version) {
            version -> VarChar,
        }
    }
    let embedded: Vec<String> = MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
        .map_err(|e| DbError::Migration(e.to_string()))?
        .iter()
        .map(|m| m.name().version().to_string())
        .collect();
    let applied: Vec<String> = __diesel_schema_migrations::table
        .select(__diesel_schema_migrations::version)
        .load(conn)
        .await
        .map_err(|e| DbError::Migration(format!("cannot read the migration table: {e}")))?;
    Ok(embedded
        .into_iter()
        .filter(|v| !applied.contains(v))
        .collect())
}
