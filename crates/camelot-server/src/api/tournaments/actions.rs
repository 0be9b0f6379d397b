//! Acting on a running tournament: withdrawals, byes, forbidden pairs, adjudication.

use actix_web::{HttpResponse, post, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{TournamentId, view};
use crate::api::responses::{Forbidden, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::{ByeKind, GameResult};
use crate::error::{ApiResult, Problem};
use crate::http::extract::{Json, OptionalJson, Path};
use crate::service::tournaments::actions::{self, ByeAsked};
use crate::state::AppState;
use crate::views::tournaments::TournamentView;

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct PlayerRef {
    /// Whom it concerns (organizers acting for a player); default: the caller.
    pub username: Option<String>,
}

/// Withdraw from a running tournament (yourself, or anyone as the organizer). Running games
/// are lost.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    request_body(content = Option<PlayerRef>),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        (status = 403, description = "Withdrawing someone else needs the organizer", body = Problem, content_type = "application/problem+json"),
        NotFound,
        (status = 409, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/withdraw")]
pub async fn withdraw(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
    body: OptionalJson<PlayerRef>,
) -> ApiResult<HttpResponse> {
    let who = body.0.and_then(|b| b.username);
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    view(actions::withdraw(&mut conn, &user, path.id, who.as_deref(), now).await?)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ByeRequest {
    /// A round not yet paired.
    #[schema(minimum = 1)]
    pub round: i32,
    /// `half` (default), `zero`, or `full` (organizers only).
    pub kind: Option<ByeKind>,
    /// Organizers may request a bye for a player.
    pub username: Option<String>,
}

/// Request a bye for a future Swiss round.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    request_body = ByeRequest,
    responses(
        (status = 204, description = "Recorded"),
        Unauthorized,
        Forbidden,
        NotFound,
        (status = 409, body = Problem, content_type = "application/problem+json"),
        JsonBody,
    )
)]
#[post("/tournaments/{id}/byes")]
pub async fn request_bye(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
    body: Json<ByeRequest>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let asked = ByeAsked {
        round: b.round,
        kind: b.kind.unwrap_or(ByeKind::Half),
        username: b.username,
    };
    let mut conn = state.pool.get().await?;
    actions::request_bye(&mut conn, &user, path.id, asked, state.clock.now()).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ForbiddenPair {
    /// Two usernames who must not be paired together.
    #[schema(min_items = 2, max_items = 2)]
    pub players: Vec<String>,
}

/// Forbid two players to meet (the organizer, Swiss).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    request_body = ForbiddenPair,
    responses(
        (status = 204, description = "Recorded"),
        Unauthorized,
        Forbidden,
        NotFound,
        (status = 409, body = Problem, content_type = "application/problem+json"),
        JsonBody,
    )
)]
#[post("/tournaments/{id}/forbidden-pairs")]
pub async fn forbid_pair(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
    body: Json<ForbiddenPair>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let now = state.clock.now();
    actions::forbid_pair(&mut conn, &user, path.id, &body.players, now).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TournamentGame {
    /// Tournament id.
    #[param(minimum = 1)]
    pub id: i64,
    /// A game of the tournament.
    #[param(minimum = 1)]
    pub game_id: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Adjudication {
    pub result: GameResult,
}

/// Decide an unfinished game after its round's deadline (the organizer).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentGame),
    request_body = Adjudication,
    responses(
        (status = 204, description = "Decided"),
        Unauthorized,
        Forbidden,
        NotFound,
        (status = 409, description = "The deadline has not passed, or the game is over", body = Problem, content_type = "application/problem+json"),
        JsonBody,
    )
)]
#[post("/tournaments/{id}/games/{game_id}/adjudicate")]
pub async fn adjudicate(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentGame>,
    body: Json<Adjudication>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let now = state.clock.now();
    actions::adjudicate(&mut conn, &user, path.id, path.game_id, body.result, now).await?;
    Ok(HttpResponse::NoContent().finish())
}
