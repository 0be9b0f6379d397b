//! `/api/v1/tournaments/{id}/players`: who has entered a tournament.
//!
//! Standings list players only once rounds exist; before the start this is the only place that
//! says who has joined (for the organiser deciding when to start, and for a player's own
//! join/leave choice).

use actix_web::{HttpResponse, get, web};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde::Serialize;
use utoipa::ToSchema;

use camelot_rating::Rating;

use crate::api::tournaments::TournamentId;
use crate::db::schema::{tournament_players, users};
use crate::error::{ApiResult, Problem};
use crate::service::tournaments::load;
use crate::state::AppState;

/// One entrant.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntrantView {
    pub username: String,
    /// The rating the player entered with (rounded).
    pub rating: i32,
    /// Pairing number, once the tournament has started.
    pub pairing_number: Option<i32>,
    pub joined_at: DateTime<Utc>,
    /// When the player withdrew (or left the event), if they did.
    pub withdrawn_at: Option<DateTime<Utc>>,
}

/// The tournament's entrants, in the order they joined (withdrawn players included).
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, body = Vec<EntrantView>),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/players")]
pub async fn players(
    state: web::Data<AppState>,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    load::row(&mut conn, path.id).await?;
    type Row = (
        String,
        i64,
        Option<i32>,
        DateTime<Utc>,
        Option<DateTime<Utc>>,
    );
    let rows: Vec<Row> = tournament_players::table
        .inner_join(users::table.on(users::id.eq(tournament_players::user_id)))
        .filter(tournament_players::tournament_id.eq(path.id))
        .order((
            tournament_players::joined_at.asc(),
            tournament_players::user_id.asc(),
        ))
        .select((
            users::username,
            tournament_players::rating_centi,
            tournament_players::pairing_number,
            tournament_players::joined_at,
            tournament_players::withdrawn_at,
        ))
        .load(&mut conn)
        .await?;
    Ok(HttpResponse::Ok().json(
        rows.into_iter()
            .map(
                |(username, rating, pairing_number, joined_at, withdrawn_at)| EntrantView {
                    username,
                    rating: Rating::from_hundredths(rating).rounded(),
                    pairing_number,
                    joined_at,
                    withdrawn_at,
                },
            )
            .collect::<Vec<_>>(),
    ))
}
