//! The public list of games, for spectators: the games being played now, the most recently
//! moved first, or the finished ones, the most recently ended first; optionally only those of
//! one player, of one tournament, or only rated or unrated ones.
//!
//! Each status reads one partial index in its own order (migration 000019), so a page costs
//! the same however many games the server holds; the filters are applied while walking it.
//! The cursor is the last game's `(time in microseconds, id)`, both in descending order.

use chrono::{DateTime, Utc};
use diesel::QueryableByName;
use diesel::sql_types::{BigInt, Bool, Integer, Nullable, SmallInt, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::prepared::{Bind, Sql};
use crate::domain::{GameResult, GameStatus, Termination, Username, VariantName};
use crate::http::pagination::encode_cursor;
use crate::service::accounts;
use crate::service::error::{ServiceError, ServiceResult};

/// Which games the public list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// Being played: the most recently moved first.
    Active,
    /// Finished or aborted: the most recently ended first.
    Finished,
}

/// The filters of the public list.
#[derive(Debug, Clone, Default)]
pub struct Filters {
    pub player: Option<String>,
    pub tournament: Option<i64>,
    pub rated: Option<bool>,
    pub variant: Option<VariantName>,
}

/// A game of the public list: what a spectator's list shows, with the position for a preview.
#[derive(Debug, QueryableByName)]
pub struct PublicGame {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = Text)]
    pub white: String,
    #[diesel(sql_type = Text)]
    pub black: String,
    #[diesel(sql_type = BigInt)]
    pub white_rating_centi: i64,
    #[diesel(sql_type = BigInt)]
    pub black_rating_centi: i64,
    #[diesel(sql_type = Bool)]
    pub rated: bool,
    #[diesel(sql_type = Text)]
    pub variant: VariantName,
    #[diesel(sql_type = Nullable<SmallInt>)]
    pub days_per_move: Option<i16>,
    #[diesel(sql_type = Integer)]
    pub ply: i32,
    #[diesel(sql_type = Text)]
    pub position: String,
    #[diesel(sql_type = Nullable<Text>)]
    pub last_move: Option<String>,
    #[diesel(sql_type = Text)]
    pub status: GameStatus,
    #[diesel(sql_type = Nullable<Text>)]
    pub result: Option<GameResult>,
    #[diesel(sql_type = Nullable<Text>)]
    pub termination: Option<Termination>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub deadline: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub tournament_id: Option<i64>,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
    /// When the last move was played (the start, before any move).
    #[diesel(sql_type = Timestamptz)]
    pub last_move_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub ended_at: Option<DateTime<Utc>>,
    /// The sort key: the list's time in microseconds.
    #[diesel(sql_type = BigInt)]
    k_time: i64,
}

/// Where a page continues: the last game's time (microseconds) and id.
pub type PublicKey = (i64, i64);

/// A page of the public list; `None` when the player filter names nobody.
pub async fn page(
    conn: &mut AsyncPgConnection,
    shown: Shown,
    filters: &Filters,
    after: Option<PublicKey>,
    limit: u32,
) -> ServiceResult<Option<(Vec<PublicGame>, Option<String>)>> {
    let (time, status) = match shown {
        Shown::Active => ("g.turn_started_at", "g.status = 'active'"),
        Shown::Finished => ("g.ended_at", "g.status <> 'active'"),
    };
    let mut conditions = vec![status.to_owned()];
    let mut binds = vec![Bind::BigInt(i64::from(limit) + 1)];
    if let Some(name) = &filters.player {
        let Ok(name) = Username::parse(name) else {
            return Ok(None);
        };
        let Some(user) = accounts::find_by_username(conn, &name).await? else {
            return Ok(None);
        };
        binds.push(Bind::BigInt(user.id));
        let n = binds.len();
        conditions.push(format!("(g.white_id = ${n} OR g.black_id = ${n})"));
    }
    if let Some(t) = filters.tournament {
        binds.push(Bind::BigInt(t));
        conditions.push(format!("g.tournament_id = ${}", binds.len()));
    }
    if let Some(rated) = filters.rated {
        conditions.push(if rated { "g.rated" } else { "NOT g.rated" }.to_owned());
    }
    if let Some(variant) = filters.variant {
        binds.push(Bind::Text(variant.as_str().to_owned()));
        conditions.push(format!("g.variant = ${}", binds.len()));
    }
    if let Some((micros, id)) = after {
        let at = DateTime::from_timestamp_micros(micros).ok_or_else(bad_cursor)?;
        binds.push(Bind::Timestamptz(at));
        let t = binds.len();
        binds.push(Bind::BigInt(id));
        conditions.push(format!("({time}, g.id) < (${t}, ${})", binds.len()));
    }
    let sql = format!(
        "SELECT g.id, w.username AS white, b.username AS black, \
                g.white_rating_centi, g.black_rating_centi, g.rated, g.variant, g.days_per_move, g.ply, \
                g.position, g.move_paths[cardinality(g.move_paths)] AS last_move, g.status, \
                g.result, g.termination, g.deadline, g.tournament_id, g.created_at, \
                g.turn_started_at AS last_move_at, g.ended_at, \
                (extract(epoch FROM {time}) * 1000000)::bigint AS k_time \
           FROM games g \
           JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id \
          WHERE {} \
          ORDER BY {time} DESC, g.id DESC LIMIT $1",
        conditions.join(" AND "),
    );
    let mut q = Sql::new(sql);
    for b in binds {
        q = q.bind(b);
    }
    let mut rows: Vec<PublicGame> = q.load(conn).await?;
    let more = rows.len() > limit as usize;
    rows.truncate(limit as usize);
    let next = if more {
        rows.last().map(|r| encode_cursor(&(r.k_time, r.id)))
    } else {
        None
    };
    Ok(Some((rows, next)))
}

fn bad_cursor() -> ServiceError {
    ServiceError::InvalidCursor
}
