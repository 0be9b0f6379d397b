//! Rating updates when a rated game ends: both players, same transaction as the result, once.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use camelot_rating::{Player, Rating, Score, after_game, rate_game};

use crate::db::models::Game;
use crate::db::prepared::{Bind, Sql};
use crate::db::schema::{rating_history, user_ratings, users};
use crate::domain::{GameResult, Username, VariantName};
use crate::service::accounts;
use crate::service::error::ServiceResult;

#[derive(Insertable)]
#[diesel(table_name = rating_history)]
struct HistoryRow {
    user_id: i64,
    game_id: i64,
    opponent_id: i64,
    score_centi: i32,
    expected_centi: i32,
    k: i32,
    before_centi: i64,
    after_centi: i64,
    created_at: DateTime<Utc>,
    variant: VariantName,
}

/// A player's standing in one pool.
#[derive(Debug, Clone, Copy)]
struct Standing {
    rating_centi: i64,
    peak_centi: i64,
    rated_games: i32,
}

/// The initial rating, in hundredths: what a player has in a pool before their first game.
fn initial_centi() -> i64 {
    i64::from(camelot_rating::INITIAL_RATING) * 100
}

/// Each player's current rating in `variant`'s pool (hundredths), for players that exist: the
/// initial rating in a pool they have not played yet.
pub async fn current(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
    variant: VariantName,
) -> ServiceResult<Vec<(i64, i64)>> {
    let known: Vec<i64> = users::table
        .filter(users::id.eq_any(ids))
        .select(users::id)
        .load(conn)
        .await?;
    let rated: std::collections::HashMap<i64, i64> = if variant == VariantName::Camelot {
        users::table
            .filter(users::id.eq_any(ids))
            .select((users::id, users::rating_centi))
            .load::<(i64, i64)>(conn)
            .await?
            .into_iter()
            .collect()
    } else {
        user_ratings::table
            .filter(user_ratings::user_id.eq_any(ids))
            .filter(user_ratings::variant.eq(variant))
            .select((user_ratings::user_id, user_ratings::rating_centi))
            .load::<(i64, i64)>(conn)
            .await?
            .into_iter()
            .collect()
    };
    Ok(known
        .into_iter()
        .map(|id| (id, rated.get(&id).copied().unwrap_or_else(initial_centi)))
        .collect())
}

/// Locks both players' standings in the game's pool, in id order (so two games ending at once
/// between overlapping players cannot deadlock). Camelot's pool is the `users` row; another
/// pool's row is made first when a player has none yet (its first game there), so that there
/// is a row to lock. Returns `(user id, standing)` for the players that exist.
async fn lock_standings(
    conn: &mut AsyncPgConnection,
    ids: [i64; 2],
    variant: VariantName,
) -> ServiceResult<Vec<(i64, Standing)>> {
    let rows: Vec<(i64, i64, i64, i32)> = if variant == VariantName::Camelot {
        users::table
            .filter(users::id.eq_any(ids))
            .order(users::id)
            .select((
                users::id,
                users::rating_centi,
                users::peak_rating_centi,
                users::rated_games,
            ))
            .for_update()
            .load(conn)
            .await?
    } else {
        for id in ids {
            diesel::insert_into(user_ratings::table)
                .values((
                    user_ratings::user_id.eq(id),
                    user_ratings::variant.eq(variant),
                ))
                .on_conflict_do_nothing()
                .execute(conn)
                .await?;
        }
        user_ratings::table
            .filter(user_ratings::user_id.eq_any(ids))
            .filter(user_ratings::variant.eq(variant))
            .order(user_ratings::user_id)
            .select((
                user_ratings::user_id,
                user_ratings::rating_centi,
                user_ratings::peak_rating_centi,
                user_ratings::rated_games,
            ))
            .for_update()
            .load(conn)
            .await?
    };
    Ok(rows
        .into_iter()
        .map(|(id, rating_centi, peak_centi, rated_games)| {
            (
                id,
                Standing {
                    rating_centi,
                    peak_centi,
                    rated_games,
                },
            )
        })
        .collect())
}

/// White's score for a result.
pub fn white_score(result: GameResult) -> Score {
    match result {
        GameResult::WhiteWins => Score::Win,
        GameResult::BlackWins => Score::Loss,
        GameResult::Draw => Score::Draw,
    }
}

/// Rates a finished game for both players in its variant's pool. Player rows are locked in id
/// order (so two games ending at once between overlapping players cannot deadlock); the
/// history's unique key (user, game) makes a second call a no-op.
pub async fn rate_finished_game(
    conn: &mut AsyncPgConnection,
    game: &Game,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let Some(score_white) = game.result.map(white_score) else {
        return Ok(());
    };
    if !game.rated {
        return Ok(());
    }
    let mut ids = [game.white_id, game.black_id];
    ids.sort_unstable();
    let rows = lock_standings(conn, ids, game.variant).await?;
    let player = |id: i64| {
        rows.iter().find(|r| r.0 == id).map(|&(_, s)| Player {
            rating: Rating::from_hundredths(s.rating_centi),
            rated_games: u32::try_from(s.rated_games).unwrap_or(0),
            peak: Rating::from_hundredths(s.peak_centi),
        })
    };
    let (Some(white), Some(black)) = (player(game.white_id), player(game.black_id)) else {
        return Ok(());
    };
    let uw = rate_game(&white, black.rating, score_white);
    let ub = rate_game(&black, white.rating, score_white.opposite());
    let history = [
        (game.white_id, game.black_id, score_white, &white, &uw),
        (
            game.black_id,
            game.white_id,
            score_white.opposite(),
            &black,
            &ub,
        ),
    ];
    let inserted = diesel::insert_into(rating_history::table)
        .values(
            history
                .iter()
                .map(|(user, opp, score, p, u)| HistoryRow {
                    user_id: *user,
                    game_id: game.id,
                    opponent_id: *opp,
                    score_centi: score.hundredths() as i32,
                    expected_centi: u.expected_hundredths as i32,
                    k: u.k as i32,
                    before_centi: p.rating.hundredths(),
                    after_centi: u.new_rating.hundredths(),
                    created_at: now,
                    variant: game.variant,
                })
                .collect::<Vec<_>>(),
        )
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    if inserted == 0 {
        return Ok(());
    }
    for (user, _, _, p, u) in history {
        let next = after_game(p, u);
        let rated_games = i32::try_from(next.rated_games).unwrap_or(i32::MAX);
        if game.variant == VariantName::Camelot {
            diesel::update(users::table.filter(users::id.eq(user)))
                .set((
                    users::rating_centi.eq(next.rating.hundredths()),
                    users::peak_rating_centi.eq(next.peak.hundredths()),
                    users::rated_games.eq(rated_games),
                    users::last_rated_at.eq(now),
                ))
                .execute(conn)
                .await?;
        } else {
            diesel::update(user_ratings::table.find((user, game.variant)))
                .set((
                    user_ratings::rating_centi.eq(next.rating.hundredths()),
                    user_ratings::peak_rating_centi.eq(next.peak.hundredths()),
                    user_ratings::rated_games.eq(rated_games),
                    user_ratings::last_rated_at.eq(now),
                ))
                .execute(conn)
                .await?;
        }
    }
    Ok(())
}

/// One rated game of a player, with the opponent's name.
#[derive(Debug, Clone)]
pub struct HistoryEntry {
    pub id: i64,
    pub game_id: i64,
    pub opponent: String,
    pub before_centi: i64,
    pub after_centi: i64,
    pub score_centi: i32,
    pub expected_centi: i32,
    pub k: i32,
    pub at: DateTime<Utc>,
}

/// A player's rated games in `variant`'s pool after the given history id, oldest first
/// (`limit + 1` rows).
pub async fn history(
    conn: &mut AsyncPgConnection,
    username: &Username,
    variant: VariantName,
    after: Option<i64>,
    limit: u32,
) -> ServiceResult<Vec<HistoryEntry>> {
    let user = accounts::get_by_username(conn, username).await?;
    let mut q = rating_history::table
        .inner_join(users::table.on(users::id.eq(rating_history::opponent_id)))
        .filter(rating_history::user_id.eq(user.id))
        .filter(rating_history::variant.eq(variant))
        .into_boxed();
    if let Some(a) = after {
        q = q.filter(rating_history::id.gt(a));
    }
    type Row = (i64, i64, String, i64, i64, i32, i32, i32, DateTime<Utc>);
    let rows: Vec<Row> = q
        .order(rating_history::id.asc())
        .limit(i64::from(limit) + 1)
        .select((
            rating_history::id,
            rating_history::game_id,
            users::username,
            rating_history::before_centi,
            rating_history::after_centi,
            rating_history::score_centi,
            rating_history::expected_centi,
            rating_history::k,
            rating_history::created_at,
        ))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .map(
            |(id, game_id, opponent, before, after, score, expected, k, at)| HistoryEntry {
                id,
                game_id,
                opponent,
                before_centi: before,
                after_centi: after,
                score_centi: score,
                expected_centi: expected,
                k,
                at,
            },
        )
        .collect())
}

/// A player on the leaderboard.
#[derive(Debug, Clone)]
pub struct Ranked {
    /// Equal shown ratings share a rank.
    pub rank: i64,
    /// Place in the list (1 for the first).
    pub position: i64,
    pub id: i64,
    pub username: String,
    pub rating_centi: i64,
    pub rated_games: i32,
    pub peak_centi: i64,
    pub last_rated_at: Option<DateTime<Utc>>,
}

/// Where a leaderboard page starts: after the player with this exact rating and id, who was at
/// this position with this rank. Cursors issued before ranks were carried have no rank; their
/// page's first rank is counted.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
pub enum LeaderboardKey {
    Ranked(i64, i64, i64, i64),
    Unranked(i64, i64, i64),
}

impl LeaderboardKey {
    fn parts(self) -> (i64, i64, i64, Option<i64>) {
        match self {
            LeaderboardKey::Ranked(r, id, pos, rank) => (r, id, pos, Some(rank)),
            LeaderboardKey::Unranked(r, id, pos) => (r, id, pos, None),
        }
    }
}

#[derive(QueryableByName)]
struct LeaderRow {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    id: i64,
    #[diesel(sql_type = diesel::sql_types::Text)]
    username: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    rating_centi: i64,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    rated_games: i32,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    peak_rating_centi: i64,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>)]
    last_rated_at: Option<DateTime<Utc>>,
}

/// The players of a pool with their standing in it, as one relation with the columns of
/// `users`' own: Camelot's pool is `users` itself, another pool its `user_ratings` rows. The
/// variant's spelling is one of the closed set's constants, written into the statement (so
/// each pool's statement is prepared once per connection, and reads its own index).
fn pool(variant: VariantName) -> String {
    if variant == VariantName::Camelot {
        "users".to_owned()
    } else {
        format!(
            "(SELECT u.id, u.username, u.deleted_at, r.rating_centi, r.rated_games, \
                     r.peak_rating_centi, r.last_rated_at \
                FROM user_ratings r JOIN users u ON u.id = r.user_id \
               WHERE r.variant = '{}' AND r.rated_games > 0) AS pool",
            variant.as_str()
        )
    }
}

/// Players with a rated game in `variant` since `since`, best first, after `after` (`limit + 1`
/// rows).
///
/// The order is one ascending key, `(-rating_centi, id)`, the key of `users_leaderboard_idx`
/// (and of `user_ratings_leaderboard_idx` per variant), and a page starts with a row-value
/// comparison on it: the index range begins at the cursor, so a deep page costs what the first
/// does. Ranks continue from the cursor (no counting).
pub async fn leaderboard(
    conn: &mut AsyncPgConnection,
    variant: VariantName,
    since: DateTime<Utc>,
    after: Option<LeaderboardKey>,
    limit: u32,
) -> ServiceResult<Vec<Ranked>> {
    let after = after.map(LeaderboardKey::parts);
    let start = if after.is_some() {
        "AND (-rating_centi, id) > (-$3::bigint, $4)"
    } else {
        ""
    };
    let sql = format!(
        "SELECT id, username, rating_centi, rated_games, peak_rating_centi, last_rated_at \
           FROM {} \
          WHERE deleted_at IS NULL AND rated_games > 0 AND last_rated_at >= $1 {start} \
          ORDER BY -rating_centi, id LIMIT $2",
        pool(variant)
    );
    let mut q = Sql::new(sql)
        .bind(Bind::Timestamptz(since))
        .bind(Bind::BigInt(i64::from(limit) + 1));
    if let Some((rating, id, _, _)) = after {
        q = q.bind(Bind::BigInt(rating)).bind(Bind::BigInt(id));
    }
    let rows: Vec<LeaderRow> = q.load(conn).await?;
    // Rank = 1 + the number of listed players rated strictly higher (shown ratings): the rank
    // of the previous player when the shown rating is the same, else the position.
    let base = after.map(|a| a.2).unwrap_or(0);
    let mut prev: Option<(i32, i64)> = match after {
        Some((rating, _, _, Some(rank))) => Some((Rating::from_hundredths(rating).rounded(), rank)),
        _ => None,
    };
    let mut out = Vec::with_capacity(rows.len());
    for (i, r) in rows.into_iter().enumerate() {
        let shown = Rating::from_hundredths(r.rating_centi).rounded();
        let position = base + i as i64 + 1;
        let rank = match prev {
            Some((s, rank)) if s == shown => rank,
            None if i == 0 && after.is_some() => {
                count_above(conn, variant, shown, since).await? + 1
            }
            _ => position,
        };
        prev = Some((shown, rank));
        out.push(Ranked {
            rank,
            position,
            id: r.id,
            username: r.username,
            rating_centi: r.rating_centi,
            rated_games: r.rated_games,
            peak_centi: r.peak_rating_centi,
            last_rated_at: r.last_rated_at,
        });
    }
    Ok(out)
}

/// Players whose shown rating is higher than `shown` (exact rating at least shown + 0.5): only
/// for a cursor without a rank.
async fn count_above(
    conn: &mut AsyncPgConnection,
    variant: VariantName,
    shown: i32,
    since: DateTime<Utc>,
) -> ServiceResult<i64> {
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let threshold = i64::from(shown) * 100 + 50;
    // SQL text: the table is chosen by variant at run time (one of a fixed few, never input).
    let c: Count = diesel::sql_query(format!(
        "SELECT count(*) AS n FROM {} \
          WHERE deleted_at IS NULL AND rated_games > 0 AND last_rated_at >= $1 \
            AND -rating_centi <= -$2::bigint",
        pool(variant)
    ))
    .bind::<diesel::sql_types::Timestamptz, _>(since)
    .bind::<diesel::sql_types::BigInt, _>(threshold)
    .get_result(conn)
    .await?;
    Ok(c.n)
}

/// The rating change a finished game brought each of its players: `(user id, before, after)`
/// in hundredths of a point; empty for an unrated game or one that did not count.
pub async fn of_game(
    conn: &mut AsyncPgConnection,
    game_id: i64,
) -> ServiceResult<Vec<(i64, i64, i64)>> {
    Ok(rating_history::table
        .filter(rating_history::game_id.eq(game_id))
        .select((
            rating_history::user_id,
            rating_history::before_centi,
            rating_history::after_centi,
        ))
        .load(conn)
        .await?)
}

/// A player's standing in one variant's pool.
#[derive(Debug, Clone, Copy)]
pub struct PoolRating {
    pub variant: VariantName,
    pub rating_centi: i64,
    pub peak_centi: i64,
    pub rated_games: i32,
}

/// A player's standing in every pool other than Camelot's (whose figures are in the user row)
/// where they have played a rated game, in the variants' order.
pub async fn other_pools(
    conn: &mut AsyncPgConnection,
    user_id: i64,
) -> ServiceResult<Vec<PoolRating>> {
    let rows: Vec<(VariantName, i64, i64, i32)> = user_ratings::table
        .filter(user_ratings::user_id.eq(user_id))
        .filter(user_ratings::rated_games.gt(0))
        .select((
            user_ratings::variant,
            user_ratings::rating_centi,
            user_ratings::peak_rating_centi,
            user_ratings::rated_games,
        ))
        .load(conn)
        .await?;
    let mut out: Vec<PoolRating> = rows
        .into_iter()
        .map(
            |(variant, rating_centi, peak_centi, rated_games)| PoolRating {
                variant,
                rating_centi,
                peak_centi,
                rated_games,
            },
        )
        .collect();
    out.sort_by_key(|p| p.variant);
    Ok(out)
}
