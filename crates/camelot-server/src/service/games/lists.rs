//! Lists of games, with keyset pagination.
//!
//! One ordering key serves every list: `(k1, k2, k3)` ascending, where active games come first
//! (my move before theirs), ordered by deadline, then finished games newest first. Lists by
//! another user's name use the plain id order, newest first.
//!
//! A page costs the same for a player with ten games as for one with ten thousand, on a table
//! of any size: the list is split into parts that each read one index in its own order
//! (migration 000009: my move, their move, finished as white, finished as black), each part
//! reads at most a page from where the cursor points, and one statement merges the parts.
//! Only the columns a summary shows are read (never the move lists).

use chrono::{DateTime, Utc};
use diesel::QueryableByName;
use diesel::sql_types::{BigInt, Bool, Integer, Nullable, SmallInt, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::prepared::{Bind, Sql};
use crate::domain::{GameResult, GameStatus, Termination, Username, VariantName};
use crate::http::pagination::encode_cursor;
use crate::service::accounts;
use crate::service::error::ServiceResult;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusFilter {
    All,
    Active,
    Finished,
}

/// What a list of games is narrowed to.
#[derive(Debug, Clone, Copy)]
pub struct ListFilter {
    pub status: StatusFilter,
    /// Only the games of this variant.
    pub variant: Option<VariantName>,
}

impl ListFilter {
    /// The variant condition (`TRUE` for every variant). The spelling comes from the closed
    /// set of variants, never from the request's text, so it is written into the statement.
    fn variant_sql(&self) -> String {
        match self.variant {
            Some(v) => format!("g.variant = '{}'", v.as_str()),
            None => "TRUE".to_owned(),
        }
    }
}

/// A game in a list: what a summary shows, its players' names and its sort key.
#[derive(Debug, QueryableByName)]
pub struct ListedGame {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = Text)]
    pub white: String,
    #[diesel(sql_type = Text)]
    pub black: String,
    #[diesel(sql_type = Bool)]
    pub rated: bool,
    #[diesel(sql_type = Text)]
    pub variant: VariantName,
    #[diesel(sql_type = Nullable<SmallInt>)]
    pub days_per_move: Option<i16>,
    #[diesel(sql_type = Integer)]
    pub ply: i32,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub to_move_id: Option<i64>,
    #[diesel(sql_type = Text)]
    pub status: GameStatus,
    #[diesel(sql_type = Nullable<Text>)]
    pub result: Option<GameResult>,
    #[diesel(sql_type = Nullable<Text>)]
    pub termination: Option<Termination>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub deadline: Option<DateTime<Utc>>,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub ended_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Integer)]
    k1: i32,
    #[diesel(sql_type = BigInt)]
    k2: i64,
    #[diesel(sql_type = BigInt)]
    k3: i64,
    /// How many of the user's active games wait for their move, when the list was asked for it.
    #[diesel(sql_type = Nullable<BigInt>)]
    my_turn: Option<i64>,
}

/// The position of a game in a list.
pub type ListKey = (i32, i64, i64);

/// The summary columns every part reads.
const COLUMNS: &str = "g.id, g.white_id, g.black_id, g.rated, g.variant, g.days_per_move, g.ply, \
     g.to_move_id, g.status, g.result, g.termination, g.deadline, g.created_at, g.ended_at";

/// Sorted by deadline (active games): `k2` is the deadline in microseconds, `k3` the id.
const BY_DEADLINE: &str = "(extract(epoch FROM g.deadline) * 1000000)::bigint AS k2, g.id AS k3";
/// Newest first (finished games): `k2` is minus the end in microseconds, `k3` minus the id.
const BY_END: &str = "-(extract(epoch FROM g.ended_at) * 1000000)::bigint AS k2, -g.id AS k3";

/// How a part of a list is read and where a cursor inside it continues.
#[derive(Clone, Copy)]
enum Order {
    /// `ORDER BY deadline, id`; continue at `(deadline, id) > (k2, k3)`.
    Deadline,
    /// `ORDER BY ended_at DESC, id DESC`; continue at `(ended_at, id) < (-k2, -k3)`.
    Ended,
    /// `ORDER BY id DESC`; continue at `id < -k3`.
    IdDesc,
}

/// One part of a list: the games of segment `k1` that `filter` selects, read in `order`.
struct Part {
    k1: i32,
    filter: &'static str,
    order: Order,
}

const MY_MOVE: Part = Part {
    k1: 0,
    filter: "g.to_move_id = $1 AND g.status = 'active'",
    order: Order::Deadline,
};
const THEIR_MOVE: Part = Part {
    k1: 1,
    filter: "(CASE WHEN g.to_move_id = g.white_id THEN g.black_id ELSE g.white_id END) = $1 \
             AND g.status = 'active'",
    order: Order::Deadline,
};
const ENDED_WHITE: Part = Part {
    k1: 2,
    filter: "g.white_id = $1 AND g.status <> 'active'",
    order: Order::Ended,
};
const ENDED_BLACK: Part = Part {
    k1: 2,
    filter: "g.black_id = $1 AND g.status <> 'active'",
    order: Order::Ended,
};

fn micros(v: i64) -> ServiceResult<DateTime<Utc>> {
    DateTime::from_timestamp_micros(v).ok_or(crate::service::error::ServiceError::InvalidCursor)
}

/// Whose games a list shows.
enum Owner<'a> {
    /// A user by id: parts name them `$1`.
    Id(i64),
    /// A user by username, looked up (any case, not deleted) in the list's own statement:
    /// parts name them `o.id`. No row at all when there is no such user.
    Name(&'a Username),
}

/// Reads a page: each part from the cursor on (parts wholly before the cursor are skipped),
/// at most `limit + 1` rows each, merged by the key.
async fn query(
    conn: &mut AsyncPgConnection,
    owner: Owner<'_>,
    parts: &[Part],
    conditions: &str,
    after: Option<ListKey>,
    limit: u32,
    with_my_turn: bool,
) -> ServiceResult<(Vec<ListedGame>, Option<String>)> {
    // Binds: $1 the owner (id or username), $2 page size + 1, then where the cursor continues:
    // $3 id, $4 time.
    let mut cursor_id: Option<i64> = None;
    let mut cursor_time: Option<DateTime<Utc>> = None;
    let mut branches = Vec::new();
    for part in parts {
        let (select_key, order_by) = match part.order {
            Order::Deadline => (BY_DEADLINE, "g.deadline, g.id"),
            Order::Ended => (BY_END, "g.ended_at DESC, g.id DESC"),
            Order::IdDesc => ("0::bigint AS k2, -g.id AS k3", "g.id DESC"),
        };
        let continue_at = match after {
            Some((k1, _, _)) if k1 > part.k1 => continue,
            Some((k1, k2, k3)) if k1 == part.k1 => match part.order {
                Order::Deadline => {
                    cursor_time = Some(micros(k2)?);
                    cursor_id = Some(k3);
                    " AND (g.deadline, g.id) > ($4, $3)"
                }
                Order::Ended => {
                    cursor_time = Some(micros(-k2)?);
                    cursor_id = Some(-k3);
                    " AND (g.ended_at, g.id) < ($4, $3)"
                }
                Order::IdDesc => {
                    cursor_id = Some(-k3);
                    " AND g.id < $3"
                }
            },
            _ => "",
        };
        branches.push(format!(
            "(SELECT {COLUMNS}, {k1} AS k1, {select_key} FROM games g \
               WHERE {filter} AND {conditions}{continue_at} ORDER BY {order_by} LIMIT $2)",
            k1 = part.k1,
            filter = part.filter,
        ));
    }
    if branches.is_empty() {
        return Ok((Vec::new(), None));
    }
    // The page is cut before the players' names are looked up: a page of 20 from two parts
    // joins 21 games to `users`, not the 42 the parts read.
    let page = format!(
        "(SELECT * FROM ({}) u ORDER BY u.k1, u.k2, u.k3 LIMIT $2) p",
        branches.join(" UNION ALL ")
    );
    let (from, owner) = match owner {
        Owner::Id(id) => (page, Bind::BigInt(id)),
        Owner::Name(name) => (
            format!(
                "(SELECT id FROM users WHERE lower(username) = $1 AND deleted_at IS NULL) o \
                 CROSS JOIN LATERAL {page}"
            ),
            Bind::Text(name.key()),
        ),
    };
    let sql = format!(
        "SELECT p.id, w.username AS white, b.username AS black, p.rated, p.variant, \
                p.days_per_move, \
                p.ply, p.to_move_id, p.status, p.result, p.termination, p.deadline, \
                p.created_at, p.ended_at, p.k1, p.k2, p.k3, {my_turn} AS my_turn \
           FROM {from} \
           JOIN users w ON w.id = p.white_id JOIN users b ON b.id = p.black_id \
          ORDER BY p.k1, p.k2, p.k3",
        my_turn = if with_my_turn {
            MY_TURN
        } else {
            "NULL::bigint"
        },
    );
    let mut q = Sql::new(sql)
        .bind(owner)
        .bind(Bind::BigInt(i64::from(limit) + 1));
    if let Some(id) = cursor_id {
        q = q.bind(Bind::BigInt(id));
    }
    if let Some(t) = cursor_time {
        q = q.bind(Bind::Timestamptz(t));
    }
    let mut rows: Vec<ListedGame> = q.load(conn).await?;
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
    filter: ListFilter,
    after: Option<ListKey>,
    limit: u32,
) -> ServiceResult<Mine> {
    let parts: &[Part] = match filter.status {
        StatusFilter::All => &[MY_MOVE, THEIR_MOVE, ENDED_WHITE, ENDED_BLACK],
        StatusFilter::Active => &[MY_MOVE, THEIR_MOVE],
        StatusFilter::Finished => &[ENDED_WHITE, ENDED_BLACK],
    };
    let (rows, next_cursor) = query(
        conn,
        Owner::Id(user),
        parts,
        &filter.variant_sql(),
        after,
        limit,
        true,
    )
    .await?;
    // The count comes with the page; an empty page has no row to carry it.
    let my_turn = match rows.as_slice().first().and_then(|r| r.my_turn) {
        Some(n) => n,
        None => my_turn_count(conn, user).await?,
    };
    Ok(Mine {
        rows,
        next_cursor,
        my_turn,
    })
}

/// A user's games by username, newest first: the two colours' id indexes merged. The user is
/// looked up in the same statement; `None` when there is no such user. (An empty page leaves
/// open whether the user exists: only then is that asked on its own.)
pub async fn of_username(
    conn: &mut AsyncPgConnection,
    username: &Username,
    filter: ListFilter,
    after: Option<ListKey>,
    limit: u32,
) -> ServiceResult<Option<(Vec<ListedGame>, Option<String>)>> {
    const AS_WHITE: Part = Part {
        k1: 0,
        filter: "g.white_id = o.id",
        order: Order::IdDesc,
    };
    const AS_BLACK: Part = Part {
        k1: 0,
        filter: "g.black_id = o.id",
        order: Order::IdDesc,
    };
    let status = match filter.status {
        StatusFilter::All => "TRUE",
        StatusFilter::Active => "g.status = 'active'",
        StatusFilter::Finished => "g.status <> 'active'",
    };
    let conditions = format!("{status} AND {}", filter.variant_sql());
    let page = query(
        conn,
        Owner::Name(username),
        &[AS_WHITE, AS_BLACK],
        &conditions,
        after,
        limit,
        false,
    )
    .await?;
    if page.0.is_empty() && accounts::find_by_username(conn, username).await?.is_none() {
        return Ok(None);
    }
    Ok(Some(page))
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// How many active games wait for the user (`$1`)'s move: an index-only range of
/// `games_to_move_idx` (the status is written out so that the partial index always applies).
/// Read with the page of the inbox in the same statement, where PostgreSQL runs it once.
const MY_TURN: &str =
    "(SELECT count(*) FROM games c WHERE c.to_move_id = $1 AND c.status = 'active')";

/// [`MY_TURN`] on its own, for an empty page.
async fn my_turn_count(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<i64> {
    let c: Count = Sql::new(format!("SELECT {MY_TURN} AS n"))
        .bind(Bind::BigInt(user))
        .get_result(conn)
        .await?;
    Ok(c.n)
}
