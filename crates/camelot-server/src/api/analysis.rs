//! `/api/v1/analysis`: the rules on any position, without a game.

use actix_web::{HttpResponse, get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use camelot_rules::Position;

use crate::api::games::GameId;
use crate::api::responses::{
    BadBody, BadRequest, Conflict, Invalid, NotFound, RateLimited, Unauthorized,
};
use crate::auth::{Authed, scopes};
use crate::domain::{GameResult, Side, Termination, VariantName};
use crate::error::{ApiError, ApiResult};
use crate::http::extract::{Json, Path, Query};
use crate::i18n::Message;
use crate::service::analysis::{
    self as engine_analysis, EvaluateRequest, Evaluation, GameAnalysis,
};
use crate::state::AppState;
use crate::views::games::{LegalMoveView, legal_move_views};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PositionQuery {
    /// A position string as in the rules contract (URL-encoded).
    #[param(example = "2/8/10/12/12/2mmmmmmmm2/2MMMMMMMM2/12/12/12/12/10/8/2 w 0 0 0 1")]
    pub position: String,
    /// The variant whose board and rules the position is read with (default `camelot`).
    #[param(inline)]
    pub variant: Option<VariantName>,
}

/// A position, its status and every legal move.
#[derive(Debug, Serialize, ToSchema)]
pub struct Analysis {
    /// The position, as the rules write it.
    pub position: String,
    pub side_to_move: Side,
    /// Whether the position ends the game.
    pub over: bool,
    /// The result when it does.
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    /// Only captures are legal.
    pub capture_required: bool,
    /// A piece stands in its own castle and must leave it (only it may move).
    pub must_leave_castle: bool,
    /// Every legal move (none once the game is over), as in `/games/{id}/legal-moves`.
    pub moves: Vec<LegalMoveView>,
}

/// Parses a position parameter of `variant` (Camelot when absent), explaining what is wrong
/// with it.
pub fn parse_position(
    field: &str,
    text: &str,
    variant: Option<VariantName>,
) -> ApiResult<Position> {
    let variant = variant.unwrap_or_default();
    Position::parse_variant(text.trim(), variant.rules()).map_err(|e| {
        ApiError::invalid_field_msg(
            field,
            Message::new("position-invalid-variant")
                .arg("variant", variant.to_string())
                .arg("error", e.to_string()),
        )
    })
}

/// The status and every legal move of a position: what clients need to explore positions and
/// build conditional moves without re-implementing the rules.
#[utoipa::path(
    tag = "analysis",
    params(PositionQuery),
    responses(
        (status = 200, body = Analysis),
        BadRequest,
        Invalid,
    )
)]
#[get("/analysis")]
pub async fn analyse(q: Query<PositionQuery>) -> ApiResult<HttpResponse> {
    let position = parse_position("position", &q.position, q.variant)?;
    let status = position.status();
    let result = GameResult::from_outcome(status.outcome);
    let over = result.is_some();
    Ok(HttpResponse::Ok().json(Analysis {
        position: position.to_string(),
        side_to_move: position.side_to_move(),
        over,
        result,
        termination: over.then(|| Termination::from_board(status.reason)),
        capture_required: !over && position.capture_required(),
        must_leave_castle: !over && position.must_leave_castle().is_some(),
        moves: legal_move_views(&position, !over),
    }))
}

/// The engine's evaluation of a position: the best lines and their scores, **from White's
/// view** (`{"cp":N}` in hundredths of a Man, positive when White is better; `{"win_in":P}`:
/// White wins in P plies; `{"loss_in":P}`: White loses in P plies), as lichess's cloud
/// evaluation. The search runs on the server's engine threads for `movetime_ms` (capped by
/// `EVALUATE_MAX_MOVETIME_MS`). Counted against a per-user limit (`EVALUATE_PER_MINUTE`). Unless
/// the server allows engine assist (`ENGINE_ASSIST=true`, as ICCF does), the position of one of
/// the caller's own ongoing games is refused (403 `/problems/engine-assist`).
#[utoipa::path(
    tag = "analysis",
    security(("bearer" = ["game:read"])),
    request_body = EvaluateRequest,
    responses(
        (status = 200, body = Evaluation),
        (status = 403, description = "The position of one of the caller's ongoing games (`/problems/engine-assist`).", body = crate::error::Problem, content_type = "application/problem+json"),
        BadBody,
        Unauthorized,
        Invalid,
        RateLimited,
    )
)]
#[post("/analysis/evaluate")]
pub async fn evaluate(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    body: Json<EvaluateRequest>,
) -> ApiResult<HttpResponse> {
    let evaluation = engine_analysis::evaluate(&state, user.id, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(evaluation))
}

/// Asks for the computer analysis of a finished game (either player, or anyone: games are
/// public). Answers 202 with the analysis as it stands (`queued` at first); asking again
/// changes nothing. An ongoing game cannot be analysed here (409).
#[utoipa::path(
    tag = "analysis",
    security(("bearer" = ["game:read"])),
    params(GameId),
    responses(
        (status = 202, description = "Queued (or already there)", body = GameAnalysis),
        BadRequest,
        Unauthorized,
        NotFound,
        Conflict,
    )
)]
#[post("/games/{id}/analysis")]
pub async fn request_game_analysis(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    path: Path<GameId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let analysis = engine_analysis::request(&mut conn, user.id, path.id, state.clock.now()).await?;
    Ok(HttpResponse::Accepted().json(analysis))
}

/// A game's computer analysis: `status` (`queued`, `running`, `done`), and once done, for
/// every move its evaluation after it (from White's view), the engine's best move and line
/// before it, what it lost against the best (hundredths of a Man) and its judgment:
/// `inaccuracy` (a loss of 50–99), `mistake` (100–199), `blunder` (200 or more), or null; and
/// each side's average loss. Game ends count as ±1000 in losses. 404 until someone asks for it.
#[utoipa::path(
    tag = "analysis",
    params(GameId),
    responses(
        (status = 200, body = GameAnalysis),
        BadRequest,
        NotFound,
    )
)]
#[get("/games/{id}/analysis")]
pub async fn game_analysis(
    state: web::Data<AppState>,
    path: Path<GameId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    Ok(HttpResponse::Ok().json(engine_analysis::get(&mut conn, path.id).await?))
}
