//! Lists of games, with keyset pagination.
//!
//! One ordering key serves every list: `(k1, k2, k3)` ascending, where active games come first
//! (my move before theirs), ordered by deadline, then finished games newest first. Lists by
//! another user's name use the plain id order, newest first.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Nullable, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::models::Game;
use crate::db::schema::games;
use crate::domain::GameStatus;
use crate::error::ApiResult;
use crate::http::pagination::encode_cursor;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusFilter {
    All,
    Active,
    Finished,
}

impl StatusFilter {
    fn sql(self) -> &'static str {
        match self {
            StatusFilter::All => "TRUE",
            StatusFilter::Active => "g.status = 'active'",
            StatusFilter::Finished => "g.status <> 'active'",
        }
    }
}

/// A game with its players' names and its sort key.
#[derive(Debug, QueryableByName)]
pub struct ListedGame {
    #[diesel(embed)]
    pub game: Game,
    #[diesel(sql_type = Text)]
    pub white: String,
    #[diesel(sql_type = Text)]
    pub black: String,
    #[diesel(sql_type = Integer)]
    k1: i32,
    #[diesel(sql_type = BigInt)]
    k2: i64,
    #[diesel(sql_type = BigInt)]
    k3: i64,
}

/// The position of a game in a list.
pub type ListKey = (i32, i64, i64);

const MY_ORDER: &str = "CASE WHEN g.status <> 'active' THEN 2 WHEN g.to_move_id = $1 THEN 0 ELSE 1 END AS k1, \
     CASE WHEN g.status = 'active' THEN (extract(epoch FROM g.deadline) * 1000000)::bigint \
          ELSE -(extract(epoch FROM g.ended_at) * 1000000)::bigint END AS k2, \
     CASE WHEN g.status = 'active' THEN g.id ELSE -g.id END AS k3";

const ID_ORDER: &str = "0 AS k1, 0::bigint AS k2, -g.id AS k3";

async fn query(
    conn: &mut AsyncPgConnection,
    user: i64,
    status: StatusFilter,
    order: &str,
    after: Option<ListKey>,
    limit: u32,
) -> ApiResult<(Vec<ListedGame>, Option<String>)> {
    let sql = format!(
        "SELECT g.*, w.username AS white, b.username AS black FROM ( \
           SELECT g.*, {order} FROM games g WHERE (g.white_id = $1 OR g.black_id = $1) AND {status} \
         ) g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id \
         WHERE $2::int IS NULL OR (g.k1, g.k2, g.k3) > ($2, $3, $4) \
         ORDER BY g.k1, g.k2, g.k3 LIMIT $5",
        status = status.sql(),
    );
    let (a, b, c) = match after {
        Some((a, b, c)) => (Some(a), b, c),
        None => (None, 0, 0),
    };
    let mut rows: Vec<ListedGame> = diesel::sql_query(sql)
        .bind::<BigInt, _>(user)
        .bind::<Nullable<Integer>, _>(a)
        .bind::<BigInt, _>(b)
        .bind::<BigInt, _>(c)
        .bind::<BigInt, _>(i64::from(limit) + 1)
        .load(conn)
        .await?;
    let more = rows.len() > limit as usize;
    rows.truncate(limit as usize);
    let next = if more {
        rows.last().map(|r| encode_cursor(&(r.k1, r.k2, r.k3)))
    } else {
        None
    };
    Ok((rows, next))
}

/// A page of the caller's own games.
#[derive(Debug)]
pub struct Mine {
    pub rows: Vec<ListedGame>,
    pub next_cursor: Option<String>,
    /// How many of all the caller's active games wait for their move.
    pub my_turn: i64,
}

/// The caller's games: my move first, then by deadline; finished games after, newest first.
pub async fn mine(
    conn: &mut AsyncPgConnection,
    user: i64,
    status: StatusFilter,
    after: Option<ListKey>,
    limit: u32,
) -> ApiResult<Mine> {
    let (rows, next_cursor) = query(conn, user, status, MY_ORDER, after, limit).await?;
    let my_turn = my_turn_count(conn, user).await?;
    Ok(Mine {
        rows,
        next_cursor,
        my_turn,
    })
}

/// A user's games, newest first.
pub async fn of_user(
    conn: &mut AsyncPgConnection,
    user: i64,
    status: StatusFilter,
    after: Option<ListKey>,
    limit: u32,
) -> ApiResult<(Vec<ListedGame>, Option<String>)> {
    query(conn, user, status, ID_ORDER, after, limit).await
}

/// How many active games wait for the user's move.
async fn my_turn_count(conn: &mut AsyncPgConnection, user: i64) -> ApiResult<i64> {
    Ok(games::table
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::to_move_id.eq(user))
        .count()
        .get_result(conn)
        .await?)
}
