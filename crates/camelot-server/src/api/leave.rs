//! `/api/v1/me/leave`: a player's leave (vacation).

use actix_web::http::header;
use actix_web::{HttpResponse, delete, get, post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::api::responses::{JsonBody, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::error::{ApiResult, Problem};
use crate::http::extract::Json;
use crate::service::leave::{self, LeaveStatus};
use crate::state::AppState;

/// My leave this calendar year.
#[utoipa::path(
    tag = "leave",
    security(("bearer" = ["account:read"])),
    responses(
        (status = 200, body = LeaveStatus),
        Unauthorized,
    )
)]
#[get("/me/leave")]
pub async fn get_leave(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let allowance = state.config.leave_days_per_year;
    let status = leave::status(&mut conn, user.id, state.clock.now(), allowance).await?;
    Ok(HttpResponse::Ok().json(status))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StartLeave {
    /// Whole days, at most what remains this year.
    #[schema(minimum = 1, example = 7)]
    pub days: i64,
}

/// Go on leave now for whole days: your clock stands still in every game where it is your turn,
/// and in every game that becomes your turn (tournaments may have leave off). You may still
/// move.
#[utoipa::path(
    tag = "leave",
    security(("bearer" = ["account:write"])),
    request_body = StartLeave,
    responses(
        (status = 201, body = LeaveStatus, headers(("Location" = String))),
        (status = 409, description = "Already on leave (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
    )
)]
#[post("/me/leave")]
pub async fn start_leave(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<StartLeave>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let allowance = state.config.leave_days_per_year;
    let now = state.clock.now();
    let status = leave::start(
        &mut conn,
        user.id,
        &user.username,
        body.days,
        now,
        allowance,
    )
    .await?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, "/api/v1/me/leave"))
        .json(status))
}

/// End your leave early: it is charged the days it has begun (at least one).
#[utoipa::path(
    tag = "leave",
    security(("bearer" = ["account:write"])),
    responses(
        (status = 200, body = LeaveStatus),
        (status = 409, description = "Not on leave (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        Unauthorized,
    )
)]
#[delete("/me/leave")]
pub async fn end_leave(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let allowance = state.config.leave_days_per_year;
    let status = leave::end(&mut conn, user.id, state.clock.now(), allowance).await?;
    Ok(HttpResponse::Ok().json(status))
}
