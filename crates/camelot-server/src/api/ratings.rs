//! Ratings: a player's history and the leaderboard.

use actix_web::{HttpRequest, HttpResponse, get, web};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use camelot_rating::Rating;

use crate::api::games::UserPath;
use crate::api::responses::{BadRequest, NotFound};
use crate::domain::VariantName;
use crate::error::ApiResult;
use crate::http::extract::{Path, Query};
use crate::http::pagination::{Page, PageParams};
use crate::service::ratings::{self, LeaderboardKey};
use crate::state::AppState;

/// `?variant=`: which variant's rating pool (each variant is rated apart).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PoolParam {
    /// The variant (default `camelot`).
    #[param(inline)]
    pub variant: Option<VariantName>,
}

impl PoolParam {
    pub fn variant(&self) -> VariantName {
        self.variant.unwrap_or_default()
    }
}

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

/// One entry per rated game of the player in one variant (`?variant=`, default `camelot`),
/// oldest first.
#[utoipa::path(
    tag = "ratings",
    params(UserPath, PoolParam, PageParams),
    responses(
        (status = 200, body = Page<RatingChange>, headers(("Link" = String))),
        BadRequest,
        NotFound,
    )
)]
#[get("/users/{username}/rating-history")]
pub async fn history(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<UserPath>,
    pool: Query<PoolParam>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let after = page.after()?;
    let rows = ratings::history(&mut conn, &path.name()?, pool.variant(), after, limit).await?;
    let page = Page::from_rows(rows, limit, |r| r.id).map(|r| RatingChange {
        game_id: r.game_id,
        opponent: r.opponent,
        before: Rating::from_hundredths(r.before_centi).rounded(),
        after: Rating::from_hundredths(r.after_centi).rounded(),
        change: (r.after_centi - r.before_centi) as f64 / 100.0,
        score: f64::from(r.score_centi) / 100.0,
        expected: f64::from(r.expected_centi) / 100.0,
        k: r.k,
        at: r.at,
    });
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

/// Players by rating in one variant (`?variant=`, default `camelot`), best first: those with a
/// rated game in it in the last 180 days (`LEADERBOARD_ACTIVE_DAYS`). Equal ratings share a
/// rank.
#[utoipa::path(
    tag = "ratings",
    params(PoolParam, PageParams),
    responses(
        (status = 200, body = Page<LeaderboardEntry>, headers(("Link" = String))),
        BadRequest,
    )
)]
#[get("/ratings/leaderboard")]
pub async fn leaderboard(
    state: web::Data<AppState>,
    req: HttpRequest,
    pool: Query<PoolParam>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let after: Option<LeaderboardKey> = page.after()?;
    let since = state.clock.now() - Duration::days(i64::from(state.config.leaderboard_active_days));
    let mut conn = state.pool.get().await?;
    let rows = ratings::leaderboard(&mut conn, pool.variant(), since, after, limit).await?;
    let page = Page::from_rows(rows, limit, |r| {
        LeaderboardKey::Ranked(r.rating_centi, r.id, r.position, r.rank)
    })
    .map(|r| LeaderboardEntry {
        rank: r.rank,
        username: r.username,
        rating: Rating::from_hundredths(r.rating_centi).rounded(),
        rated_games: r.rated_games,
        peak_rating: Rating::from_hundredths(r.peak_centi).rounded(),
        provisional: r.rated_games < camelot_rating::NEW_PLAYER_GAMES as i32,
        last_rated_at: r.last_rated_at,
    });
    Ok(page.respond(&req))
}
