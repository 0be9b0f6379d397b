//! `/api/v1/games/{id}/conditional-moves`: ICCF-style conditional moves.

use actix_web::{HttpResponse, delete, get, put, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::games::GameId;
use crate::api::responses::{BadRequest, Forbidden, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::error::{ApiResult, Problem};
use crate::http::extract::{Json, Path};
use crate::service::games::conditional::{self, ConditionalSet};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConditionalRequest {
    /// The game's current ply: your opponent is to move.
    #[schema(minimum = 0)]
    pub expected_ply: i32,
    /// Up to 100 lines of up to 20 plies: each alternates your opponent's move and your reply,
    /// starting with your opponent's next move. Any valid path of a move is accepted.
    #[schema(example = json!([["E12-E10", "F7-F9"], ["D12-D10", "G7-G8", "C10-C9", "F9-F10"]]))]
    pub lines: Vec<Vec<String>>,
}

/// Your conditional moves in a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct ConditionalView {
    pub game_id: i64,
    /// The game's ply the lines start after: your opponent's next move is ply `ply + 1`.
    pub ply: i32,
    /// Canonical paths.
    pub lines: Vec<Vec<String>>,
}

impl From<ConditionalSet> for ConditionalView {
    fn from(set: ConditionalSet) -> ConditionalView {
        ConditionalView {
            game_id: set.game_id,
            ply: set.ply,
            lines: set.lines,
        }
    }
}

/// Your conditional moves (never your opponent's): empty when you have none.
#[utoipa::path(
    tag = "games",
    security(("bearer" = ["game:read"])),
    params(GameId),
    responses(
        (status = 200, body = ConditionalView),
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[get("/games/{id}/conditional-moves")]
pub async fn get_conditional(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    path: Path<GameId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let set = conditional::get(&mut conn, user.id, path.id).await?;
    Ok(HttpResponse::Ok().json(ConditionalView::from(set)))
}

/// Replace your conditional moves ("if he plays X, I play Y"). When your opponent plays the
/// next move of some lines, your reply is played at once; the lines that matched are kept, the
/// rest dropped. An empty list clears the set.
#[utoipa::path(
    tag = "games",
    security(("bearer" = ["game:play"])),
    params(GameId),
    request_body = ConditionalRequest,
    responses(
        (status = 200, body = ConditionalView),
        (status = 409, description = "It is your move (`/problems/conflict`), or the game is over (`/problems/game-over`)", body = Problem, content_type = "application/problem+json"),
        (status = 412, description = "The game is not at `expected_ply` (`/problems/stale-version`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[put("/games/{id}/conditional-moves")]
pub async fn put_conditional(
    state: web::Data<AppState>,
    user: Authed<scopes::GamePlay>,
    path: Path<GameId>,
    body: Json<ConditionalRequest>,
) -> ApiResult<HttpResponse> {
    let ConditionalRequest {
        expected_ply,
        lines,
    } = body.into_inner();
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let set = conditional::replace(&mut conn, user.id, path.id, expected_ply, lines, now).await?;
    Ok(HttpResponse::Ok().json(ConditionalView::from(set)))
}

/// Clear your conditional moves.
#[utoipa::path(
    tag = "games",
    security(("bearer" = ["game:play"])),
    params(GameId),
    responses(
        (status = 204, description = "Cleared"),
        (status = 409, description = "The game is over (`/problems/game-over`)", body = Problem, content_type = "application/problem+json"),
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[delete("/games/{id}/conditional-moves")]
pub async fn delete_conditional(
    state: web::Data<AppState>,
    user: Authed<scopes::GamePlay>,
    path: Path<GameId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    conditional::delete(&mut conn, user.id, path.id, state.clock.now()).await?;
    Ok(HttpResponse::NoContent().finish())
}
