//! Storing finished games' move lists as their views show them (migrations 000013 to 000016).
//!
//! A finished game's moves never change, yet a view of one no process kept had to read every
//! chunk of its moves and render each move again; on a big server most reads of old games are
//! such reads. So once a game ends (a trigger queues every game that leaves `active`, however
//! it ends), this pass renders its list once and stores it, and reads for views use the stored
//! text ([`read::load_for_views`]). Correctness never depends on the pass: a game
//! whose list is not stored yet, or whose stored list no longer matches its ply, is read and
//! rendered from its moves as before.
//!
//! The lists are stored LZ4-compressed by the server ([`rendered::pack`]), not as text that
//! PostgreSQL compresses: a read then gets about 3 kB as they lie on disk instead of having
//! PostgreSQL expand and send 12.5 kB, which was about a quarter of such a read's database
//! time.

use diesel::QueryableByName;
use diesel::sql_types::BigInt;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use super::read;
use super::rendered;
use super::sql::{DONE, STORE, TAKE};
use crate::db::prepared::{Bind, Sql};
use crate::domain::GameStatus;
use crate::error::{ApiError, ApiResult};
use crate::service::games::record::GameRecord;

#[derive(QueryableByName)]
struct Queued {
    #[diesel(sql_type = BigInt)]
    game_id: i64,
}

/// Stores the lists of up to `limit` queued games in one transaction, rendering each with
/// `render` (the elements of the view's `moves` array, without brackets). Several processes
/// may run it at once: each takes queued games with `FOR UPDATE SKIP LOCKED`. A queued game
/// that is active again, or gone, or whose list cannot be rendered, leaves the queue without a
/// list. Returns the games taken from the queue.
pub async fn store_batch(
    conn: &mut AsyncPgConnection,
    limit: i64,
    render: impl Fn(&GameRecord) -> ApiResult<String> + Send + Sync,
) -> ApiResult<usize> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let queued: Vec<Queued> = Sql::new(TAKE).bind(Bind::BigInt(limit)).load(conn).await?;
        if queued.is_empty() {
            return Ok(0);
        }
        let ids: Vec<i64> = queued.iter().map(|q| q.game_id).collect();
        let records = read::load_many(conn, &ids).await?;
        let (mut games, mut plies, mut lists) = (Vec::new(), Vec::new(), Vec::new());
        let (mut whites, mut blacks) = (Vec::new(), Vec::new());
        for rec in records.values() {
            if rec.game.status == GameStatus::Active {
                continue;
            }
            // A list that cannot be rendered is left unstored (its views render from the
            // moves, and say what is wrong), so that one game cannot stop the pass for all.
            match render(rec) {
                Ok(list) => {
                    games.push(rec.game.id);
                    plies.push(rec.game.ply);
                    lists.push(rendered::pack(&list));
                    whites.push(rec.white.username.clone());
                    blacks.push(rec.black.username.clone());
                }
                Err(e) => {
                    tracing::warn!(game = rec.game.id, error = %e, "move list not stored");
                }
            }
        }
        if !games.is_empty() {
            Sql::new(STORE)
                .bind(Bind::BigIntArray(games))
                .bind(Bind::IntegerArray(plies))
                .bind(Bind::BinaryArray(lists))
                .bind(Bind::TextArray(whites))
                .bind(Bind::TextArray(blacks))
                .execute(conn)
                .await?;
        }
        Sql::new(DONE)
            .bind(Bind::BigIntArray(ids))
            .execute(conn)
            .await?;
        Ok(queued.len())
    })
    .await
}
