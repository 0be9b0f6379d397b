//! `/api/v1/challenges/*`: invitations and open seeks.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::games::{GameView, game_response};
use crate::auth::AuthUser;
use crate::db::models::Challenge;
use crate::error::{ApiError, ApiResult, FieldError, Problem, ProblemKind};
use crate::http::pagination::{Page, PageParams};
use crate::service::challenges::{self, ChallengeSpec, Direction};
use crate::service::{accounts, games};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewChallengeRequest {
    /// Username to challenge; omit for an open seek anyone may accept.
    pub opponent: Option<String>,
    /// The challenger's colour: `white`, `black` or `random`.
    #[schema(example = "random")]
    pub color: String,
    pub rated: bool,
    /// Days each side has for each move, 1–14.
    #[schema(example = 3)]
    pub days_per_move: i64,
    /// Open seeks only: lowest rating that may accept.
    pub min_rating: Option<i32>,
    /// Open seeks only: highest rating that may accept.
    pub max_rating: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengeView {
    pub id: i64,
    pub challenger: String,
    /// Null for an open seek (until someone accepts it).
    pub opponent: Option<String>,
    pub color: String,
    pub rated: bool,
    pub days_per_move: i16,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    /// `open`, `accepted`, `declined`, `cancelled` or `expired`.
    pub status: String,
    pub decline_reason: Option<String>,
    /// The game, once accepted.
    pub game_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

async fn view(
    conn: &mut diesel_async::AsyncPgConnection,
    c: Challenge,
    now: DateTime<Utc>,
) -> ApiResult<ChallengeView> {
    let challenger = accounts::username_of(conn, c.challenger_id).await?;
    let opponent = match c.opponent_id {
        Some(id) => Some(accounts::username_of(conn, id).await?),
        None => None,
    };
    Ok(ChallengeView {
        id: c.id,
        challenger,
        opponent,
        color: c.color.clone(),
        rated: c.rated,
        days_per_move: c.days_per_move,
        min_rating: c.min_rating,
        max_rating: c.max_rating,
        status: challenges::shown_status(&c, now).to_owned(),
        decline_reason: c.decline_reason.clone(),
        game_id: c.game_id,
        created_at: c.created_at,
        expires_at: c.expires_at,
    })
}

/// Challenge a player, or post an open seek.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = [])),
    request_body = NewChallengeRequest,
    responses(
        (status = 201, body = ChallengeView, headers(("Location" = String))),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such opponent", body = Problem, content_type = "application/problem+json"),
        (status = 422, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/challenges")]
pub async fn create(
    state: web::Data<AppState>,
    user: AuthUser,
    body: web::Json<NewChallengeRequest>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let mut errors = Vec::new();
    if !["white", "black", "random"].contains(&b.color.as_str()) {
        errors.push(FieldError {
            field: "color".into(),
            message: "must be white, black or random".into(),
        });
    }
    if !(1..=14).contains(&b.days_per_move) {
        errors.push(FieldError {
            field: "days_per_move".into(),
            message: "must be between 1 and 14".into(),
        });
    }
    if b.opponent.is_some() && (b.min_rating.is_some() || b.max_rating.is_some()) {
        errors.push(FieldError {
            field: "min_rating".into(),
            message: "rating limits apply to open seeks only".into(),
        });
    }
    if let (Some(lo), Some(hi)) = (b.min_rating, b.max_rating)
        && lo > hi
    {
        errors.push(FieldError {
            field: "max_rating".into(),
            message: "must not be below min_rating".into(),
        });
    }
    if !errors.is_empty() {
        return Err(ApiError::validation(errors));
    }
    let mut conn = state.pool.get().await?;
    let opponent_id = match &b.opponent {
        Some(name) => {
            let opp = accounts::get_by_username(&mut conn, name).await?;
            if opp.id == user.id {
                return Err(ApiError::invalid_field(
                    "opponent",
                    "you cannot challenge yourself",
                ));
            }
            Some(opp.id)
        }
        None => None,
    };
    let now = state.clock.now();
    let spec = ChallengeSpec {
        opponent_id,
        color: b.color,
        rated: b.rated,
        days_per_move: b.days_per_move as i16,
        min_rating: b.min_rating,
        max_rating: b.max_rating,
    };
    let c = challenges::create(&mut conn, user.id, spec, now).await?;
    let v = view(&mut conn, c, now).await?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/challenges/{}", v.id)))
        .json(v))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChallengeFilter {
    /// `incoming`, `outgoing`, `seeks` (open seeks by others) or `all` (default).
    pub direction: Option<String>,
    /// `open` to see only challenges that can still be answered.
    pub status: Option<String>,
}

/// Challenges to me, from me, and open seeks.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = [])),
    params(ChallengeFilter, PageParams),
    responses(
        (status = 200, body = Page<ChallengeView>, headers(("Link" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/challenges")]
pub async fn list(
    state: web::Data<AppState>,
    user: AuthUser,
    req: HttpRequest,
    filter: web::Query<ChallengeFilter>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let direction = match filter.direction.as_deref() {
        None | Some("all") => Direction::All,
        Some("incoming") => Direction::Incoming,
        Some("outgoing") => Direction::Outgoing,
        Some("seeks") => Direction::Seeks,
        Some(other) => {
            return Err(ApiError::new(
                ProblemKind::InvalidParameter,
                format!("direction must be incoming, outgoing, seeks or all, not {other:?}."),
            ));
        }
    };
    let only_open = match filter.status.as_deref() {
        None | Some("all") => false,
        Some("open") => true,
        Some(other) => {
            return Err(ApiError::new(
                ProblemKind::InvalidParameter,
                format!("status must be open or all, not {other:?}."),
            ));
        }
    };
    let limit = page.limit()?;
    let before: Option<i64> = page.after()?;
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let rows =
        challenges::list(&mut conn, user.id, direction, only_open, now, before, limit).await?;
    let page = Page::from_rows(rows, limit, |c| c.id);
    let mut items = Vec::with_capacity(page.items.len());
    for c in page.items {
        items.push(view(&mut conn, c, now).await?);
    }
    Ok(Page {
        items,
        next_cursor: page.next_cursor,
    }
    .respond(&req))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ChallengeId {
    pub id: i64,
}

/// One challenge.
#[utoipa::path(
    tag = "challenges",
    params(ChallengeId),
    responses(
        (status = 200, body = ChallengeView),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/challenges/{id}")]
pub async fn get_challenge(
    state: web::Data<AppState>,
    path: web::Path<ChallengeId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let c = challenges::get(&mut conn, path.id).await?;
    Ok(HttpResponse::Ok().json(view(&mut conn, c, state.clock.now()).await?))
}

/// Accept a challenge: starts the game.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = [])),
    params(ChallengeId),
    responses(
        (status = 201, description = "The new game", body = GameView, headers(("Location" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Made to someone else, or your rating is outside the seek's range", body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Your own challenge, or already answered", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "Expired", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/challenges/{id}/accept")]
pub async fn accept(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<ChallengeId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let game = challenges::accept(&mut conn, user.id, path.id, state.clock.now()).await?;
    let r = games::load(&mut conn, game.id).await?;
    let mut res = HttpResponse::Created();
    res.insert_header((header::LOCATION, format!("/api/v1/games/{}", game.id)));
    Ok(game_response(res, &r))
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct DeclineRequest {
    /// Optional, shown to the challenger (at most 200 characters).
    pub reason: Option<String>,
}

/// Decline a challenge made to you.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = [])),
    params(ChallengeId),
    request_body(content = Option<DeclineRequest>, description = "Optional reason"),
    responses(
        (status = 200, body = ChallengeView),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Already answered", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "Expired", body = Problem, content_type = "application/problem+json"),
        (status = 422, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/challenges/{id}/decline")]
pub async fn decline(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<ChallengeId>,
    body: Option<web::Json<DeclineRequest>>,
) -> ApiResult<HttpResponse> {
    let reason = body
        .and_then(|b| b.into_inner().reason)
        .map(|r| r.trim().to_owned())
        .filter(|r| !r.is_empty());
    if reason.as_ref().is_some_and(|r| r.chars().count() > 200) {
        return Err(ApiError::invalid_field(
            "reason",
            "must be at most 200 characters",
        ));
    }
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let c = challenges::decline(&mut conn, user.id, path.id, reason, now).await?;
    Ok(HttpResponse::Ok().json(view(&mut conn, c, now).await?))
}

/// Cancel your own challenge.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = [])),
    params(ChallengeId),
    responses(
        (status = 200, body = ChallengeView),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Already answered", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "Expired", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/challenges/{id}/cancel")]
pub async fn cancel(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<ChallengeId>,
) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let c = challenges::cancel(&mut conn, user.id, path.id, now).await?;
    Ok(HttpResponse::Ok().json(view(&mut conn, c, now).await?))
}
