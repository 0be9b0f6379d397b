//! Reading a game: its view, its legal moves, its export.

use actix_web::http::header;
use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use camelot_rating::Rating;

use super::{GameId, etag};
use crate::api::responses::{BadRequest, NotFound};
use crate::domain::GameStatus;
use crate::error::ApiResult;
use crate::http::extract::{Path, Query};
use crate::service::games::{export as game_export, record, views};
use crate::state::AppState;
use crate::views::games::{GameLive, GameView, LegalMoves, legal_move_views};

/// A game: players, state, moves.
#[utoipa::path(
    tag = "games",
    params(GameId),
    responses(
        (status = 200, body = GameView, headers(("ETag" = String, description = "\"<ply>\""))),
        BadRequest,
        NotFound,
    )
)]
#[get("/games/{id}")]
pub async fn get_game(state: web::Data<AppState>, path: Path<GameId>) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let view = views::current(
        &state.pool,
        &state.batches,
        path.id,
        now,
        GameView::render_state,
    )
    .await?;
    let mut live = GameLive::from_record(&view.record, now);
    let g = &view.record.game;
    if g.rated && g.status != GameStatus::Active {
        let mut conn = state.pool.get().await?;
        for (user, before, after) in crate::service::ratings::of_game(&mut conn, g.id).await? {
            for p in [&mut live.white, &mut live.black] {
                if p.id == user {
                    p.rating_before = Some(Rating::from_hundredths(before).rounded());
                    p.rating_after = Some(Rating::from_hundredths(after).rounded());
                }
            }
        }
    }
    let body = GameView::splice_live(&view.state, &live)?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(view.ply)))
        .content_type("application/json")
        .body(body))
}

/// Every legal move of the side to move.
#[utoipa::path(
    tag = "games",
    params(GameId),
    responses(
        (status = 200, body = LegalMoves, headers(("ETag" = String))),
        BadRequest,
        NotFound,
    )
)]
#[get("/games/{id}/legal-moves")]
pub async fn legal_moves(
    state: web::Data<AppState>,
    path: Path<GameId>,
) -> ApiResult<HttpResponse> {
    let game = views::row(&state.pool, path.id, state.clock.now()).await?;
    let position = record::position_of(&game)?;
    let active = game.status == GameStatus::Active;
    let body = LegalMoves {
        game_id: game.id,
        ply: game.ply,
        side_to_move: position.side_to_move(),
        capture_required: active && position.capture_required(),
        must_leave_castle: active && position.must_leave_castle().is_some(),
        moves: legal_move_views(&position, active),
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.ply)))
        .json(body))
}

/// Export formats.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportFormat {
    /// A PGN-like text with WCF notation.
    #[default]
    Cgn,
    Json,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
    /// `cgn` (default) or `json`.
    #[param(inline)]
    pub format: Option<ExportFormat>,
}

/// Export a game: CGN (a PGN-like text with WCF notation) or JSON.
#[utoipa::path(
    tag = "games",
    params(GameId, ExportParams),
    responses(
        (status = 200, description = "CGN text or the JSON record", content(
            (String = "application/x-camelot-cgn"),
            (Object = "application/json"),
        )),
        BadRequest,
        NotFound,
    )
)]
#[get("/games/{id}/export")]
pub async fn export(
    state: web::Data<AppState>,
    path: Path<GameId>,
    params: Query<ExportParams>,
) -> ApiResult<HttpResponse> {
    let r = views::record(&state.pool, path.id, state.clock.now()).await?;
    let base = state.config.base_url();
    Ok(match params.format.unwrap_or_default() {
        ExportFormat::Cgn => {
            // A finished computer analysis is shown in comments; none is no error.
            let analysis = {
                let mut conn = state.pool.get().await?;
                crate::service::analysis::plies_if_done(&mut conn, r.game.id).await?
            };
            HttpResponse::Ok()
                .content_type("application/x-camelot-cgn; charset=utf-8")
                .insert_header((
                    header::CONTENT_DISPOSITION,
                    format!("inline; filename=\"camelot-game-{}.cgn\"", r.game.id),
                ))
                .body(game_export::cgn(&r, &base, &analysis))
        }
        ExportFormat::Json => HttpResponse::Ok().json(game_export::json(&r, &base)),
    })
}
