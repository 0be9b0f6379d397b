//! `/api/v1/challenges/*`: invitations and open seeks.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::games::game_response;
use crate::api::responses::{BadRequest, Forbidden, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::{ChallengeStatus, ColorChoice, TimeControl, VariantName};
use crate::error::{ApiError, ApiResult, Problem};
use crate::http::extract::{Json, OptionalJson, Path, Query};
use crate::http::pagination::{Page, PageParams};
use crate::i18n::Message;
use crate::service::challenges::{self, ChallengeDraft, ChallengeInfo, Direction};
use crate::state::AppState;
use crate::views::games::GameView;

#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengeView {
    pub id: i64,
    pub challenger: String,
    /// Null for an open seek (until someone accepts it).
    pub opponent: Option<String>,
    pub color: ColorChoice,
    pub rated: bool,
    /// The variant of the game.
    pub variant: VariantName,
    pub time_control: TimeControl,
    /// The days per move of a `per_move` time control (null for `fischer`).
    pub days_per_move: Option<i16>,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub status: ChallengeStatus,
    pub decline_reason: Option<String>,
    /// The game, once accepted.
    pub game_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl ChallengeView {
    fn new(info: ChallengeInfo, now: DateTime<Utc>) -> ApiResult<ChallengeView> {
        let status = info.shown_status(now);
        let c = info.challenge;
        let time_control = c
            .time_control()
            .map_err(|e| ApiError::internal(format!("challenge {}: {e}", c.id)))?;
        Ok(ChallengeView {
            id: c.id,
            challenger: info.challenger,
            opponent: info.opponent,
            color: c.color,
            rated: c.rated,
            variant: c.variant,
            time_control,
            days_per_move: c.days_per_move,
            min_rating: c.min_rating,
            max_rating: c.max_rating,
            status,
            decline_reason: c.decline_reason,
            game_id: c.game_id,
            created_at: c.created_at,
            expires_at: c.expires_at,
        })
    }
}

/// Challenge a player, or post an open seek.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = ["challenge:write"])),
    request_body = ChallengeDraft,
    responses(
        (status = 201, body = ChallengeView, headers(("Location" = String))),
        (status = 404, description = "No such opponent", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
    )
)]
#[post("/challenges")]
pub async fn create(
    state: web::Data<AppState>,
    user: Authed<scopes::ChallengeWrite>,
    body: Json<ChallengeDraft>,
) -> ApiResult<HttpResponse> {
    let spec = body.into_inner();
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let c = challenges::create(&mut conn, &user, spec, now).await?;
    state.bot_wake.challenged(c.challenge.opponent_id);
    let v = ChallengeView::new(c, now)?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/challenges/{}", v.id)))
        .json(v))
}

/// Which challenges to list.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DirectionFilter {
    /// Made to me.
    Incoming,
    /// Made by me.
    Outgoing,
    /// Open seeks by other players.
    Seeks,
    /// All of the above.
    All,
}

/// Which states to list.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OpenFilter {
    /// Only challenges that can still be answered.
    Open,
    All,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChallengeFilter {
    /// Default `all`.
    #[param(inline)]
    pub direction: Option<DirectionFilter>,
    /// Default `all`.
    #[param(inline)]
    pub status: Option<OpenFilter>,
}

/// Challenges to me, from me, and open seeks.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = ["game:read"])),
    params(ChallengeFilter, PageParams),
    responses(
        (status = 200, body = Page<ChallengeView>, headers(("Link" = String))),
        BadRequest,
        Unauthorized,
    )
)]
#[get("/challenges")]
pub async fn list(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    req: HttpRequest,
    filter: Query<ChallengeFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let direction = match filter.direction {
        None | Some(DirectionFilter::All) => Direction::All,
        Some(DirectionFilter::Incoming) => Direction::Incoming,
        Some(DirectionFilter::Outgoing) => Direction::Outgoing,
        Some(DirectionFilter::Seeks) => Direction::Seeks,
    };
    let only_open = matches!(filter.status, Some(OpenFilter::Open));
    let limit = page.limit()?;
    let before: Option<i64> = page.after()?;
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let rows =
        challenges::list(&mut conn, user.id, direction, only_open, now, before, limit).await?;
    let page = Page::from_rows(rows, limit, |c| c.challenge.id);
    let items = page
        .items
        .into_iter()
        .map(|c| ChallengeView::new(c, now))
        .collect::<ApiResult<Vec<_>>>()?;
    Ok(Page {
        items,
        next_cursor: page.next_cursor,
    }
    .respond(&req))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct ChallengeId {
    /// Challenge id.
    #[param(minimum = 1)]
    pub id: i64,
}

/// One challenge.
#[utoipa::path(
    tag = "challenges",
    params(ChallengeId),
    responses(
        (status = 200, body = ChallengeView),
        BadRequest,
        NotFound,
    )
)]
#[get("/challenges/{id}")]
pub async fn get_challenge(
    state: web::Data<AppState>,
    path: Path<ChallengeId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let c = challenges::get(&mut conn, path.id).await?;
    Ok(HttpResponse::Ok().json(ChallengeView::new(c, state.clock.now())?))
}

/// Accept a challenge: starts the game.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = ["challenge:write"])),
    params(ChallengeId),
    responses(
        (status = 201, description = "The new game", body = GameView, headers(("Location" = String))),
        (status = 403, description = "Made to someone else, or your rating is outside the seek's range (`/problems/forbidden`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Your own challenge, or already answered (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "Expired (`/problems/gone`)", body = Problem, content_type = "application/problem+json"),
        BadRequest,
        Unauthorized,
        NotFound,
    )
)]
#[post("/challenges/{id}/accept")]
pub async fn accept(
    state: web::Data<AppState>,
    user: Authed<scopes::ChallengeWrite>,
    path: Path<ChallengeId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let r = challenges::accept(&mut conn, &user, path.id, state.clock.now()).await?;
    let mut res = HttpResponse::Created();
    res.insert_header((header::LOCATION, format!("/api/v1/games/{}", r.game.id)));
    game_response(res, &r, state.clock.now())
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
    security(("bearer" = ["challenge:write"])),
    params(ChallengeId),
    request_body(content = Option<DeclineRequest>, description = "Optional reason"),
    responses(
        (status = 200, body = ChallengeView),
        (status = 409, description = "Already answered (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "Expired (`/problems/gone`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[post("/challenges/{id}/decline")]
pub async fn decline(
    state: web::Data<AppState>,
    user: Authed<scopes::ChallengeWrite>,
    path: Path<ChallengeId>,
    body: OptionalJson<DeclineRequest>,
) -> ApiResult<HttpResponse> {
    let reason = body
        .0
        .and_then(|b| b.reason)
        .map(|r| r.trim().to_owned())
        .filter(|r| !r.is_empty());
    if reason.as_ref().is_some_and(|r| r.chars().count() > 200) {
        return Err(ApiError::invalid_field_msg(
            "reason",
            Message::new("text-too-long").arg("max", 200),
        ));
    }
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let c = challenges::decline(&mut conn, &user, path.id, reason, now).await?;
    Ok(HttpResponse::Ok().json(ChallengeView::new(c, now)?))
}

/// Cancel your own challenge.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = ["challenge:write"])),
    params(ChallengeId),
    responses(
        (status = 200, body = ChallengeView),
        (status = 409, description = "Already answered (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "Expired (`/problems/gone`)", body = Problem, content_type = "application/problem+json"),
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[post("/challenges/{id}/cancel")]
pub async fn cancel(
    state: web::Data<AppState>,
    user: Authed<scopes::ChallengeWrite>,
    path: Path<ChallengeId>,
) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let c = challenges::cancel(&mut conn, &user, path.id, now).await?;
    Ok(HttpResponse::Ok().json(ChallengeView::new(c, now)?))
}

/// A rematch of a finished game, by one of its players: a challenge to the other player with
/// the same settings (rated or not, time control) and the colours swapped. The opponent sees
/// it as any challenge, and accepts or declines it the same way.
#[utoipa::path(
    tag = "challenges",
    security(("bearer" = ["challenge:write"])),
    params(crate::api::games::GameId),
    responses(
        (status = 201, body = ChallengeView, headers(("Location" = String))),
        (status = 409, description = "The game is still being played", body = Problem, content_type = "application/problem+json"),
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[post("/games/{id}/rematch")]
pub async fn rematch(
    state: web::Data<AppState>,
    user: Authed<scopes::ChallengeWrite>,
    path: Path<crate::api::games::GameId>,
) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let game = crate::service::games::record::load(&mut conn, path.id).await?;
    let c = challenges::rematch(&mut conn, &user, &game, now).await?;
    let v = ChallengeView::new(c, now)?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/challenges/{}", v.id)))
        .json(v))
}
