//! Storing finished games' move lists in the store's own format ([`move_list`], table
//! `move_lists`, migration 000025).
//!
//! A finished game's moves never change, yet a read of one no process kept had to gather its
//! moves from every chunk of `move_chunks`; on a big server most reads of old games are such
//! reads. So once a game ends (a trigger queues every game that leaves `active`, however it
//! ends), this pass stores its list once, packed in one value of one row, and reads for views
//! take the moves from there ([`read::load_for_views`]). Correctness never depends on the pass:
//! a game whose list is not stored yet, or whose stored list no longer matches its ply, is
//! read from its chunks as before.

use diesel::QueryableByName;
use diesel::sql_types::BigInt;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use super::move_list;
use super::read;
use super::sql::{DONE, STORE, TAKE};
use crate::db::prepared::{Bind, Sql};
use crate::domain::GameStatus;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::record::GameRecord;

#[derive(QueryableByName)]
struct Queued {
    #[diesel(sql_type = BigInt)]
    game_id: i64,
}

/// The stored form of a game's list: [`move_list::encode`] of its moves.
pub fn encode(rec: &GameRecord) -> ServiceResult<Vec<u8>> {
    move_list::encode(&rec.moves)
}

/// Stores the lists of up to `limit` queued games in one transaction, each as `encode` writes
/// it ([`move_list::encode`] of its moves). Several processes may run it at once: each takes
/// queued games with `FOR UPDATE SKIP LOCKED`. A queued game that is active again, or gone, or
/// whose list cannot be encoded, leaves the queue without a list. Returns the games taken from
/// the queue.
pub async fn store_batch(
    conn: &mut AsyncPgConnection,
    limit: i64,
    encode: impl Fn(&GameRecord) -> ServiceResult<Vec<u8>> + Send + Sync,
) -> ServiceResult<usize> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
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
            // A list that cannot be stored is left unstored (its views read the chunks), so
            // that one game cannot stop the pass for all.
            match encode(rec) {
                Ok(list) => {
                    games.push(rec.game.id);
                    plies.push(rec.game.ply);
                    lists.push(list);
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
