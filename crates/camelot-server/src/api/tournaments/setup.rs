//! Setting a tournament up: creating it, joining and leaving before the start, starting it.

use actix_web::http::header;
use actix_web::{HttpResponse, post, web};

use super::{TournamentId, view};
use crate::api::responses::{Forbidden, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::error::{ApiResult, Problem};
use crate::http::extract::{Json, Path};
use crate::service::tournaments::setup::{self, Draft};
use crate::state::AppState;
use crate::views::tournaments::TournamentView;

/// Create a tournament (organizers and admins).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    request_body = Draft,
    responses(
        (status = 201, body = TournamentView, headers(("Location" = String))),
        (status = 403, description = "Not an organizer (`/problems/forbidden`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
    )
)]
#[post("/tournaments")]
pub async fn create(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    body: Json<Draft>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = setup::create(&mut conn, &user, body.into_inner(), state.clock.now()).await?;
    let v = TournamentView::try_from(t)?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/tournaments/{}", v.id)))
        .json(v))
}

/// Join a tournament (before it starts; a Swiss may take late entries).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        NotFound,
        (status = 409, description = "Already in, full, or no longer taking entries", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/join")]
pub async fn join(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(setup::join(&mut conn, user.id, path.id, state.clock.now()).await?)
}

/// Leave a tournament before it starts.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        NotFound,
        (status = 409, description = "Not in it, or it has started (withdraw instead)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/leave")]
pub async fn leave(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(setup::leave(&mut conn, user.id, path.id).await?)
}

/// Start the tournament and pair its first round (the organizer).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        Forbidden,
        NotFound,
        (status = 409, description = "Already started, or too few players", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/start")]
pub async fn start(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(setup::start(&mut conn, &user, path.id, state.clock.now()).await?)
}
