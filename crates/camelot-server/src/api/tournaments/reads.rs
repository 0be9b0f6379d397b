//! Reading a tournament: lists, the tournament, its entrants, its rounds, its TRF export, its
//! audit log and (for its organizer) a dry run of the next pairing.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{TournamentId, view};
use crate::api::responses::{BadRequest, Conflict, Forbidden, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::TournamentStatus;
use crate::error::{ApiError, ApiResult, Problem};
use crate::http::extract::{Path, Query};
use crate::http::pagination::{Page, PageParams};
use crate::service::tournaments::queries;
use crate::state::AppState;
use crate::views::tournaments::{AuditView, EntrantView, RoundView, TournamentView};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TournamentFilter {
    /// Only tournaments in this state.
    pub status: Option<TournamentStatus>,
}

/// Tournaments, newest first.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentFilter, PageParams),
    responses(
        (status = 200, body = Page<TournamentView>, headers(("Link" = String))),
        BadRequest,
    )
)]
#[get("/tournaments")]
pub async fn list(
    state: web::Data<AppState>,
    req: HttpRequest,
    filter: Query<TournamentFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let rows = queries::list(&mut conn, filter.status, page.after()?, limit).await?;
    let page = Page::from_rows(rows, limit, |s| s.row.id);
    let items = page
        .items
        .into_iter()
        .map(TournamentView::try_from)
        .collect::<Result<Vec<_>, _>>()
        .map_err(ApiError::from)?;
    Ok(Page {
        items,
        next_cursor: page.next_cursor,
    }
    .respond(&req))
}

/// One tournament.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        BadRequest,
        NotFound,
    )
)]
#[get("/tournaments/{id}")]
pub async fn get_tournament(
    state: web::Data<AppState>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(queries::summary_of(&mut conn, path.id).await?)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TournamentRound {
    /// Tournament id.
    #[param(minimum = 1)]
    pub id: i64,
    /// Round number.
    #[param(minimum = 1)]
    pub n: i32,
}

/// A round's pairings and byes.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentRound),
    responses(
        (status = 200, body = RoundView),
        BadRequest,
        (status = 404, description = "No such tournament, or the round is not paired", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/rounds/{n}")]
pub async fn round(
    state: web::Data<AppState>,
    path: Path<TournamentRound>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let r = queries::round(&mut conn, path.id, path.n, state.clock.now()).await?;
    Ok(HttpResponse::Ok().json(RoundView::from(r)))
}

/// The tournament as a FIDE TRF-2026 file.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, description = "TRF text", content_type = "text/plain", body = String),
        BadRequest,
        NotFound,
    )
)]
#[get("/tournaments/{id}/export.trf")]
pub async fn export_trf(
    state: web::Data<AppState>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let text = queries::export_trf(&mut conn, path.id).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"tournament-{}.trf\"", path.id),
        ))
        .body(text))
}

/// The audit log of organizer actions (and what the system did), oldest first.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId, PageParams),
    responses(
        (status = 200, body = Page<AuditView>, headers(("Link" = String))),
        BadRequest,
        NotFound,
    )
)]
#[get("/tournaments/{id}/audit")]
pub async fn audit_log(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<TournamentId>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let rows = queries::audit_log(&mut conn, path.id, page.after()?, limit).await?;
    let page = Page::from_rows(rows, limit, |a| a.id).map(AuditView::from);
    Ok(page.respond(&req))
}

/// The tournament's entrants, in the order they joined (withdrawn players included): before the
/// start, the only place that says who has joined.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, body = Vec<EntrantView>),
        BadRequest,
        NotFound,
    )
)]
#[get("/tournaments/{id}/players")]
pub async fn players(
    state: web::Data<AppState>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let entrants = queries::entrants(&mut conn, path.id).await?;
    Ok(HttpResponse::Ok().json(
        entrants
            .into_iter()
            .map(|(e, username)| EntrantView::new(e, username))
            .collect::<Vec<_>>(),
    ))
}

/// A dry run of the next round: how it would be paired now, not published (its organizer and
/// admins). Refused with 409 while games of the current round are still being played.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = crate::service::tournaments::pairing_job::Preview),
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
        Conflict,
    )
)]
#[get("/tournaments/{id}/pairing-preview")]
pub async fn pairing_preview(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = crate::service::tournaments::load::row(&mut conn, path.id).await?;
    crate::service::tournaments::access::ensure_organizer(&t, &user)?;
    let preview = crate::service::tournaments::pairing_job::preview(&mut conn, path.id).await?;
    Ok(HttpResponse::Ok().json(preview))
}
