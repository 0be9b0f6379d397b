//! Reading games with their players and moves (the hottest read of the service, batched by
//! [`super::batches`]), and locking them for the locked transaction: one statement, read as
//! [`GameRecord`]s. Its text is in [`super::sql`].

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Binary, Nullable, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::move_list;
use super::rendered::RenderedMoves;
use super::sql;
use crate::db::models::{Game, Move};
use crate::db::prepared::{Bind, Sql};
use crate::domain::time_control::Frozen;
use crate::service::error::ServiceResult;
use crate::service::games::record::{Brief, GameRecord, no_game};

/// A game row with what its record adds: its version, its players' names, its move paths and
/// times, and each player's leave periods (starts, ends).
#[derive(QueryableByName)]
struct GameRow {
    #[diesel(embed)]
    game: Game,
    #[diesel(sql_type = BigInt)]
    version: i64,
    #[diesel(sql_type = Text)]
    white_name: String,
    #[diesel(sql_type = Text)]
    black_name: String,
    #[diesel(sql_type = Array<Text>)]
    paths: Vec<String>,
    #[diesel(sql_type = Array<Timestamptz>)]
    times: Vec<DateTime<Utc>>,
    /// The game's stored move list (see [`move_list`]), when the read asked for it and there
    /// is one.
    #[diesel(sql_type = Nullable<Binary>)]
    stored_moves: Option<Vec<u8>>,
    /// White's leave periods: every start, then every end (see [`frozen`]).
    #[diesel(sql_type = Array<Timestamptz>)]
    white_leaves: Vec<DateTime<Utc>>,
    #[diesel(sql_type = Array<Timestamptz>)]
    black_leaves: Vec<DateTime<Utc>>,
}

/// Which moves a record is read with.
enum MovesRead {
    /// Every move, as paths and times.
    All,
    /// Every move; for the games of `$2` whose list is stored (migration 000025), from that
    /// list rather than from `move_chunks`.
    StoredFor(Vec<i64>),
}

/// The statement of [`load_many`] (`$1` the ids) and, with `FOR UPDATE`, of [`lock`] (`$1` a
/// one-id array): see [`sql::record`].
fn record_query(ids: Vec<i64>, lock: bool, moves: MovesRead) -> ServiceResult<Sql> {
    let stored_lists = matches!(moves, MovesRead::StoredFor(_));
    let query = Sql::new(sql::record(lock, stored_lists)?).bind(Bind::BigIntArray(ids));
    Ok(match moves {
        MovesRead::All => query,
        MovesRead::StoredFor(stored) => query.bind(Bind::BigIntArray(stored)),
    })
}

/// Leave periods from every start followed by every end, in the same order: the statement
/// aggregates both halves over the same rows, so they pair up.
fn frozen(mut times: Vec<DateTime<Utc>>) -> Vec<Frozen> {
    let ends = times.split_off(times.len() / 2);
    times
        .into_iter()
        .zip(ends)
        .map(|(from, until)| Frozen { from, until })
        .collect()
}

fn record(row: GameRow) -> ServiceResult<GameRecord> {
    let GameRow {
        game,
        version,
        white_name,
        black_name,
        paths,
        times,
        stored_moves,
        white_leaves,
        black_leaves,
    } = row;
    let id = game.id;
    let moves = match stored_moves {
        Some(stored) => move_list::decode(id, &stored)?,
        // A move's ply is its place in the list (the schema keeps the list `ply` long).
        None => paths
            .into_iter()
            .zip(times)
            .zip(1..)
            .map(|((path, played_at), ply)| Move {
                game_id: id,
                ply,
                path,
                played_at,
            })
            .collect(),
    };
    Ok(GameRecord {
        white: Brief {
            id: game.white_id,
            username: white_name,
        },
        black: Brief {
            id: game.black_id,
            username: black_name,
        },
        game,
        moves,
        version,
        leaves: [frozen(white_leaves), frozen(black_leaves)],
        rendered_moves: RenderedMoves::default(),
    })
}

/// A game with its players and moves, in one query.
pub async fn load(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<GameRecord> {
    load_many(conn, &[id])
        .await?
        .remove(&id)
        .ok_or_else(|| no_game(id))
}

/// Games with their players and moves, by id, in one query (the hottest read of the service,
/// batched by [`super::batches`]). Ids without a game are left out.
pub async fn load_many(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
) -> ServiceResult<HashMap<i64, GameRecord>> {
    load_rows(conn, ids, MovesRead::All).await
}

/// Games for their views, by id, as [`load_many`] does, except that the games of `stored_for`
/// whose move list is stored have their moves from that list (one packed value in the game's
/// row of `move_lists`) instead of from `move_chunks`.
pub async fn load_for_views(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
    stored_for: Vec<i64>,
) -> ServiceResult<HashMap<i64, GameRecord>> {
    load_rows(conn, ids, MovesRead::StoredFor(stored_for)).await
}

async fn load_rows(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
    moves: MovesRead,
) -> ServiceResult<HashMap<i64, GameRecord>> {
    let rows: Vec<GameRow> = record_query(ids.to_vec(), false, moves)?.load(conn).await?;
    rows.into_iter()
        .map(|row| record(row).map(|rec| (rec.game.id, rec)))
        .collect()
}

/// One line of PostgreSQL's `EXPLAIN` output.
#[derive(QueryableByName)]
struct PlanLine {
    #[diesel(sql_type = Text, column_name = "QUERY PLAN")]
    line: String,
}

/// PostgreSQL's plan of reading game `id` for its view, as [`load_for_views`] reads it, run
/// under `EXPLAIN (ANALYZE, BUFFERS)`. The statement is the one the service runs, so a plan
/// kept by the scale benchmark cannot drift from it.
pub async fn explain_view_read(
    conn: &mut AsyncPgConnection,
    id: i64,
) -> ServiceResult<Vec<String>> {
    let lines: Vec<PlanLine> = record_query(vec![id], false, MovesRead::StoredFor(vec![id]))?
        .explained()
        .load(conn)
        .await?;
    Ok(lines.into_iter().map(|l| l.line).collect())
}

/// The game, locked for the rest of the transaction.
pub async fn lock(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<GameRecord> {
    let row: Option<GameRow> = record_query(vec![id], true, MovesRead::All)?
        .get_result(conn)
        .await
        .optional()?;
    row.map(record).ok_or_else(|| no_game(id))?
}

#[derive(QueryableByName)]
struct Versions {
    #[diesel(sql_type = Array<BigInt>)]
    versions: Vec<i64>,
}

/// The current row version of each game, 0 where there is none, in the order asked.
pub async fn versions(conn: &mut AsyncPgConnection, ids: Vec<i64>) -> ServiceResult<Vec<i64>> {
    let found: Versions = Sql::new(sql::VERSIONS)
        .bind(Bind::BigIntArray(ids))
        .get_result(conn)
        .await?;
    Ok(found.versions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn leave_times_pair_each_start_with_its_end() {
        let t = |d: u32| Utc.with_ymd_and_hms(2026, 3, d, 0, 0, 0).unwrap();
        let periods = frozen(vec![t(1), t(10), t(5), t(12)]);
        assert_eq!(periods.len(), 2);
        assert_eq!((periods[0].from, periods[0].until), (t(1), t(5)));
        assert_eq!((periods[1].from, periods[1].until), (t(10), t(12)));
        assert!(frozen(Vec::new()).is_empty());
    }
}
