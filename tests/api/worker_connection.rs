//! The batch workers' own connections: generic plans there, and only there.

use camelot_server::db::build_pool;
use camelot_server::db::worker_connection::WorkerConnection;
use camelot_server::service::error::{ServiceError, ServiceResult};
use diesel::QueryableByName;
use diesel::sql_types::{Integer, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::support::fresh_database;

#[derive(QueryableByName)]
struct Setting {
    #[diesel(sql_type = Text)]
    mode: String,
    #[diesel(sql_type = Integer)]
    pid: i32,
}

async fn setting(conn: &mut AsyncPgConnection) -> ServiceResult<(String, i32)> {
    let s: Setting = diesel::sql_query(
        "SELECT current_setting('plan_cache_mode') AS mode, pg_backend_pid() AS pid",
    )
    .get_result(conn)
    .await?;
    Ok((s.mode, s.pid))
}

#[tokio::test]
async fn a_workers_connection_plans_generically_and_leaves_the_pool_alone() {
    let url = fresh_database().await;
    // A pool of one: the worker's connection must free its place for the others.
    let pool = build_pool(&url, 1).unwrap();
    let mut own = WorkerConnection::new(pool.clone());
    let (mode, first_pid) = own.run(async |c| setting(c).await).await.unwrap();
    assert_eq!(mode, "force_generic_plan");
    let (_, same_pid) = own.run(async |c| setting(c).await).await.unwrap();
    assert_eq!(
        same_pid, first_pid,
        "the connection is kept between batches"
    );

    let mut pooled = pool.get().await.unwrap();
    let (pooled_mode, pooled_pid) = setting(&mut pooled).await.unwrap();
    assert_eq!(
        pooled_mode, "auto",
        "the pool's connections keep the default"
    );
    assert_ne!(pooled_pid, first_pid);
    drop(pooled);

    // A failed statement drops the connection; the next batch opens another, set up the same.
    let failed = own
        .run(async |c| {
            diesel::sql_query("SELECT 1 / 0")
                .execute(c)
                .await
                .map_err(ServiceError::from)
        })
        .await;
    assert!(failed.is_err());
    let (mode, new_pid) = own.run(async |c| setting(c).await).await.unwrap();
    assert_eq!(mode, "force_generic_plan");
    assert_ne!(new_pid, first_pid, "a connection that failed is not reused");
}
