//! The tournament's kept tables, standings and crosstable: kept as text until the tournament
//! changes, answered with an entity tag, and 304 to a client that already holds it.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};

use super::TournamentId;
use crate::api::responses::{BadRequest, NotFound};
use crate::error::ApiResult;
use crate::http::conditional::already_has;
use crate::http::extract::Path;
use crate::service::error::ServiceError;
use crate::service::tournaments::queries;
use crate::service::tournaments::standings::StandingsTable;
use crate::service::tournaments::tables::{Answer, Table};
use crate::state::AppState;
use crate::views::tournaments::Crosstable;

/// Standings: rank, player, points, games and every tie-break value (names in `tiebreaks`).
/// Frozen once the tournament is finished.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, body = StandingsTable, headers(("ETag" = String, description = "Changes whenever the tournament does; send it back in If-None-Match"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        BadRequest,
        NotFound,
    )
)]
#[get("/tournaments/{id}/standings")]
pub async fn standings(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let answer = queries::standings(&mut conn, &state.tables, path.id, |tag| {
        already_has(&req, tag)
    })
    .await?;
    Ok(table_response(answer))
}

/// The crosstable: every player's result in every round, in standings order.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, body = Crosstable, headers(("ETag" = String, description = "Changes whenever the tournament does; send it back in If-None-Match"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        BadRequest,
        NotFound,
    )
)]
#[get("/tournaments/{id}/crosstable")]
pub async fn crosstable(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let id = path.id;
    let held = |tag: &str| already_has(&req, tag);
    let answer = state
        .tables
        .get(&mut conn, id, Table::Crosstable, held, async |conn| {
            let (rounds, rows) = queries::crosstable(conn, id).await?;
            let table = Crosstable::new(id, rounds, rows);
            serde_json::to_string(&table).map_err(ServiceError::internal)
        })
        .await?;
    Ok(table_response(answer))
}

/// A kept table's answer: 200 with its entity tag, or 304 for a client that holds it.
fn table_response(answer: Answer) -> HttpResponse {
    match answer {
        Answer::Unchanged { etag } => HttpResponse::NotModified()
            .insert_header((header::ETAG, etag))
            .finish(),
        Answer::Table { etag, body } => HttpResponse::Ok()
            .insert_header((header::ETAG, etag))
            .content_type("application/json")
            .body(body.to_string()),
    }
}
