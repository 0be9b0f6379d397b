//! What checking a bearer token costs on every authenticated request (the move path included):
//! the JWT's signature and claims alone, the full check when the process's one-second cache
//! knows the user, and the full check when it must ask PostgreSQL (at most once a second per
//! user per process, or after a revocation announcement).
//!
//! `DATABASE_URL=postgres://…/scratch cargo run --release --example auth_cost` (the database
//! is migrated and one account `authcost` is added to it). Used by `bench/auth.sh`.

use std::time::{Duration, Instant};

use camelot_server::auth::credentials::Credentials;
use camelot_server::auth::jwt::JwtKeys;
use camelot_server::db::{build_pool, run_migrations};
use diesel::sql_types::BigInt;
use diesel_async::RunQueryDsl;

#[derive(diesel::QueryableByName)]
struct Id {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

fn per_call(total: Duration, n: u32) -> f64 {
    total.as_secs_f64() * 1e6 / f64::from(n)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let url = std::env::var("DATABASE_URL")?;
    run_migrations(&url).await?;
    let pool = build_pool(&url, 2)?;
    let mut conn = pool.get().await?;
    let user: Id = diesel::sql_query(
        "INSERT INTO users (username, password_hash) VALUES ('authcost', 'none') \
         ON CONFLICT ((lower(username))) DO UPDATE SET username = excluded.username RETURNING id",
    )
    .get_result(&mut conn)
    .await?;
    drop(conn);
    let keys = JwtKeys::new(
        "a benchmark secret of at least thirty-two bytes",
        "camelot-server",
        "camelot-api",
        Duration::from_secs(900),
    );
    let now = chrono::Utc::now();
    let token = keys
        .issue(user.id, 0, now)
        .map_err(|e| format!("issue: {}", e))?;
    let credentials = Credentials::new();

    let n = 200_000;
    let t = Instant::now();
    for _ in 0..n {
        keys.verify(&token, now)
            .map_err(|e| format!("verify: {}", e))?;
    }
    let verify = per_call(t.elapsed(), n);

    credentials
        .authenticate(&pool, &keys, &token, now)
        .await
        .map_err(|e| format!("authenticate: {}", e))?;
    let t = Instant::now();
    for _ in 0..n {
        credentials
            .authenticate(&pool, &keys, &token, now)
            .await
            .map_err(|e| format!("authenticate: {}", e))?;
    }
    let cached = per_call(t.elapsed(), n);

    let m = 2_000;
    let t = Instant::now();
    for _ in 0..m {
        credentials.invalidate(user.id);
        credentials
            .authenticate(&pool, &keys, &token, now)
            .await
            .map_err(|e| format!("authenticate: {}", e))?;
    }
    let uncached = per_call(t.elapsed(), m);

    println!("jwt_verify_us {verify:.2}");
    println!("check_cached_us {cached:.2}");
    println!("check_from_database_us {uncached:.1}");
    Ok(())
}
