//! Board pictures: `/api/v1/games/{id}/board.svg|png` and `/api/v1/analysis/board.svg|png`.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use camelot_board::{PNG_MEDIA_TYPE, SVG_MEDIA_TYPE};

use crate::api::analysis::parse_position;
use crate::api::games::GameId;
use crate::api::responses::{BadRequest, Invalid, NotFound};
use crate::domain::VariantName;
use crate::error::ApiResult;
use crate::http::conditional::already_has;
use crate::http::extract::{Path, Query};
use crate::service::boards::{self, Picture, Wanted};
use crate::service::games::{record, views};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PictureParams {
    /// Highlight the game's last move, named by any valid path of it: its squares and the
    /// squares it captured.
    #[param(example = "D6-F8")]
    pub last: Option<String>,
    /// Black's view (Black at the bottom).
    pub flip: Option<bool>,
    /// Pixels of the longer side, 64–2048 (default 480).
    #[param(minimum = 64, maximum = 2048)]
    pub size: Option<u32>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnalysisPictureParams {
    /// A position string as in the rules contract (URL-encoded), of the variant's board.
    pub position: String,
    /// The variant whose board is drawn (default `camelot`).
    #[param(inline)]
    pub variant: Option<VariantName>,
    /// A move to highlight, that led to the position.
    pub last: Option<String>,
    /// Black's view (Black at the bottom).
    pub flip: Option<bool>,
    /// Pixels of the longer side, 64–2048 (default 480).
    #[param(minimum = 64, maximum = 2048)]
    pub size: Option<u32>,
}

#[derive(Debug, Clone, Copy)]
enum Format {
    Svg,
    Png,
}

/// How long an analysis picture may be kept: its URL names everything drawn.
const ANALYSIS_MAX_AGE: u32 = 86_400;

async fn respond(
    req: &HttpRequest,
    picture: Picture,
    format: Format,
    cache: String,
) -> ApiResult<HttpResponse> {
    let (svg, hash) = boards::svg(&picture);
    let tag = format!("\"{hash}\"");
    if already_has(req, &tag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, tag))
            .insert_header((header::CACHE_CONTROL, cache))
            .finish());
    }
    let mut res = HttpResponse::Ok();
    res.insert_header((header::ETAG, tag))
        .insert_header((header::CACHE_CONTROL, cache));
    Ok(match format {
        Format::Svg => res.content_type(SVG_MEDIA_TYPE).body(svg),
        Format::Png => res
            .content_type(PNG_MEDIA_TYPE)
            .body(boards::png(picture).await?),
    })
}

async fn game_picture(
    state: &AppState,
    req: &HttpRequest,
    id: i64,
    params: PictureParams,
    format: Format,
) -> ApiResult<HttpResponse> {
    let rec = views::record(&state.pool, id, state.clock.now()).await?;
    let paths: Vec<String> = rec.moves.iter().map(|m| m.path.clone()).collect();
    let played = boards::last_move(record::start_of(&rec.game)?, &paths)?;
    let wanted = Wanted {
        last: params.last,
        flip: params.flip.unwrap_or(false),
        size: params.size,
    };
    let picture = boards::picture(rec.position()?, played.as_ref(), &wanted)?;
    // A game's picture changes with its moves: caches revalidate (the ETag makes that cheap).
    respond(req, picture, format, "no-cache".into()).await
}

async fn analysis_picture(
    req: &HttpRequest,
    params: AnalysisPictureParams,
    format: Format,
) -> ApiResult<HttpResponse> {
    let position = parse_position("position", &params.position, params.variant)?;
    let wanted = Wanted {
        last: params.last,
        flip: params.flip.unwrap_or(false),
        size: params.size,
    };
    let picture = boards::picture(position, None, &wanted)?;
    respond(
        req,
        picture,
        format,
        format!("public, max-age={ANALYSIS_MAX_AGE}"),
    )
    .await
}

/// A picture of the game's position (SVG): the board in its true shape, both sides' Men and
/// Knights, coordinates; optionally the last move highlighted and Black's view.
#[utoipa::path(
    tag = "boards",
    params(GameId, PictureParams),
    responses(
        (status = 200, description = "The picture", content_type = "image/svg+xml", body = String, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        BadRequest,
        NotFound,
        Invalid,
    )
)]
#[get("/games/{id}/board.svg")]
pub async fn game_svg(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<GameId>,
    params: Query<PictureParams>,
) -> ApiResult<HttpResponse> {
    game_picture(&state, &req, path.id, params.into_inner(), Format::Svg).await
}

/// The game's picture as PNG (rendered from the SVG), for places that do not show SVG.
#[utoipa::path(
    tag = "boards",
    params(GameId, PictureParams),
    responses(
        (status = 200, description = "The picture", content_type = "image/png", body = Vec<u8>, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        BadRequest,
        NotFound,
        Invalid,
    )
)]
#[get("/games/{id}/board.png")]
pub async fn game_png(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<GameId>,
    params: Query<PictureParams>,
) -> ApiResult<HttpResponse> {
    game_picture(&state, &req, path.id, params.into_inner(), Format::Png).await
}

/// A picture of any position (SVG).
#[utoipa::path(
    tag = "boards",
    params(AnalysisPictureParams),
    responses(
        (status = 200, description = "The picture", content_type = "image/svg+xml", body = String, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        BadRequest,
        Invalid,
    )
)]
#[get("/analysis/board.svg")]
pub async fn analysis_svg(
    req: HttpRequest,
    params: Query<AnalysisPictureParams>,
) -> ApiResult<HttpResponse> {
    analysis_picture(&req, params.into_inner(), Format::Svg).await
}

/// A picture of any position as PNG.
#[utoipa::path(
    tag = "boards",
    params(AnalysisPictureParams),
    responses(
        (status = 200, description = "The picture", content_type = "image/png", body = Vec<u8>, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        BadRequest,
        Invalid,
    )
)]
#[get("/analysis/board.png")]
pub async fn analysis_png(
    req: HttpRequest,
    params: Query<AnalysisPictureParams>,
) -> ApiResult<HttpResponse> {
    analysis_picture(&req, params.into_inner(), Format::Png).await
}
