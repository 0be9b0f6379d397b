//! `/api/v1/analysis`: the rules on any position, without a game.

use actix_web::{HttpResponse, get};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use camelot_rules::Position;

use crate::api::games::{LegalMoveView, legal_move_views};
use crate::api::responses::{BadRequest, Invalid};
use crate::domain::{Colour, GameResult, Termination};
use crate::error::{ApiError, ApiResult};
use crate::http::extract::Query;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PositionQuery {
    /// A position string as in the rules contract (URL-encoded).
    #[param(example = "2/8/10/12/12/2mmmmmmmm2/2MMMMMMMM2/12/12/12/12/10/8/2 w 0 0 0 1")]
    pub position: String,
}

/// A position, its status and every legal move.
#[derive(Debug, Serialize, ToSchema)]
pub struct Analysis {
    /// The position, as the rules write it.
    pub position: String,
    pub side_to_move: Colour,
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

/// Parses a position parameter, explaining what is wrong with it.
pub fn parse_position(field: &str, text: &str) -> ApiResult<Position> {
    text.trim()
        .parse::<Position>()
        .map_err(|e| ApiError::invalid_field(field, format!("is not a position: {e}")))
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
    let position = parse_position("position", &q.position)?;
    let status = position.status();
    let result = GameResult::from_outcome(status.outcome);
    let over = result.is_some();
    Ok(HttpResponse::Ok().json(Analysis {
        position: position.to_string(),
        side_to_move: position.side_to_move().into(),
        over,
        result,
        termination: over.then(|| Termination::from_board(status.reason)),
        capture_required: !over && position.capture_required(),
        must_leave_castle: !over && position.must_leave_castle().is_some(),
        moves: legal_move_views(&position, !over),
    }))
}
