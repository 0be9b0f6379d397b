//! Ratings: a player's history and the leaderboard.

use actix_web::{HttpRequest, HttpResponse, get, web};
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde::Serialize;
use utoipa::ToSchema;

use camelot_rating::Rating;

use crate::db::schema::{rating_history, users};
use crate::error::{ApiResult, Problem};
use crate::http::pagination::{Page, PageParams};
use crate::service::accounts;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct RatingChange {
    pub game_id: i64,
    pub opponent: String,
    /// Rating before the game (rounded).
    pub before: i32,
    /// Rating after the game (rounded).
    pub after: i32,
    /// The exact change, in points (hundredths kept).
    #[schema(example = 12.8)]
    pub change: f64,
    /// Score in this game: 1, 0.5 or 0.
    pub score: f64,
    /// Expected score from FIDE table 8.1.2.
    pub expected: f64,
    pub k: i32,
    pub at: DateTime<Utc>,
}

/// One entry per rated game of the player, oldest first.
#[utoipa::path(
    tag = "ratings",
    params(("username" = String, Path), PageParams),
    responses(
        (status = 200, body = Page<RatingChange>, headers(("Link" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/users/{username}/rating-history")]
pub async fn history(
    state: web::Data<AppState>,
    req: HttpRequest,
    username: web::Path<String>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let after: Option<i64> = page.after()?;
    let mut conn = state.pool.get().await?;
    let user = accounts::get_by_username(&mut conn, &username).await?;
    let mut q = rating_history::table
        .inner_join(users::table.on(users::id.eq(rating_history::opponent_id)))
        .filter(rating_history::user_id.eq(user.id))
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
        .load(&mut conn)
        .await?;
    let page = Page::from_rows(rows, limit, |r| r.0).map(
        |(_, game_id, opponent, before, after, score, expected, k, at)| RatingChange {
            game_id,
            opponent,
            before: Rating::from_hundredths(before).rounded(),
            after: Rating::from_hundredths(after).rounded(),
            change: (after - before) as f64 / 100.0,
            score: f64::from(score) / 100.0,
            expected: f64::from(expected) / 100.0,
            k,
            at,
        },
    );
    Ok(page.respond(&req))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LeaderboardEntry {
    pub rank: i64,
    pub username: String,
    pub rating: i32,
    pub rated_games: i32,
    pub peak_rating: i32,
    /// Fewer than 30 rated games.
    pub provisional: bool,
    pub last_rated_at: Option<DateTime<Utc>>,
}

/// Players by rating, best first: those with a rated game in the last 180 days
/// (`LEADERBOARD_ACTIVE_DAYS`). Equal ratings share a rank.
#[utoipa::path(
    tag = "ratings",
    params(PageParams),
    responses(
        (status = 200, body = Page<LeaderboardEntry>, headers(("Link" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/ratings/leaderboard")]
pub async fn leaderboard(
    state: web::Data<AppState>,
    req: HttpRequest,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    // Cursor: the last row's (rating, id) and its position in the list.
    let after: Option<(i64, i64, i64)> = page.after()?;
    let since = state.clock.now() - Duration::days(i64::from(state.config.leaderboard_active_days));
    let mut conn = state.pool.get().await?;
    let mut q = users::table
        .filter(users::deleted_at.is_null())
        .filter(users::rated_games.gt(0))
        .filter(users::last_rated_at.ge(since))
        .into_boxed();
    if let Some((rating, id, _)) = after {
        q = q.filter(
            users::rating_centi
                .lt(rating)
                .or(users::rating_centi.eq(rating).and(users::id.gt(id))),
        );
    }
    type Row = (i64, String, i64, i32, i64, Option<DateTime<Utc>>);
    let rows: Vec<Row> = q
        .order((users::rating_centi.desc(), users::id.asc()))
        .limit(i64::from(limit) + 1)
        .select((
            users::id,
            users::username,
            users::rating_centi,
            users::rated_games,
            users::peak_rating_centi,
            users::last_rated_at,
        ))
        .load(&mut conn)
        .await?;
    // Rank = 1 + the number of listed players rated strictly higher (shown ratings).
    let base = after.map(|a| a.2).unwrap_or(0);
    let mut entries = Vec::with_capacity(rows.len());
    let mut prev: Option<(i32, i64)> = None;
    for (i, (id, username, rating, games, peak, last)) in rows.into_iter().enumerate() {
        let shown = Rating::from_hundredths(rating).rounded();
        let position = base + i as i64 + 1;
        let rank = match prev {
            Some((r, rank)) if r == shown => rank,
            _ => {
                if i == 0 && after.is_some() {
                    count_above(&mut conn, shown, since).await? + 1
                } else {
                    position
                }
            }
        };
        prev = Some((shown, rank));
        entries.push((
            (rating, id, position),
            LeaderboardEntry {
                rank,
                username,
                rating: shown,
                rated_games: games,
                peak_rating: Rating::from_hundredths(peak).rounded(),
                provisional: games < camelot_rating::NEW_PLAYER_GAMES as i32,
                last_rated_at: last,
            },
        ));
    }
    let page = Page::from_rows(entries, limit, |(key, _)| *key).map(|(_, e)| e);
    Ok(page.respond(&req))
}

async fn count_above(
    conn: &mut diesel_async::AsyncPgConnection,
    shown: i32,
    since: DateTime<Utc>,
) -> ApiResult<i64> {
    // Players whose shown rating is higher: exact rating at least shown + 0.5.
    let threshold = i64::from(shown) * 100 + 50;
    Ok(users::table
        .filter(users::deleted_at.is_null())
        .filter(users::rated_games.gt(0))
        .filter(users::last_rated_at.ge(since))
        .filter(users::rating_centi.ge(threshold))
        .count()
        .get_result(conn)
        .await?)
}
