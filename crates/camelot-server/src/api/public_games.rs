//! `GET /api/v1/games`: the public list of games, for spectators (no sign-in needed).

use actix_web::{HttpRequest, HttpResponse, get, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::responses::BadRequest;
use crate::domain::{GameResult, GameStatus, Side, Termination, VariantName};
use crate::error::ApiResult;
use crate::http::extract::Query;
use crate::http::pagination::{PageParams, link_header};
use crate::service::accounts;
use crate::service::games::public::{self, Filters, PublicGame, Shown};
use crate::state::AppState;
use camelot_rating::Rating;

/// Which games the public list shows.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PublicStatus {
    /// Being played, the most recently moved first (the default).
    #[default]
    Active,
    /// Finished or aborted, the most recently ended first.
    Finished,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PublicFilter {
    /// `active` (default) or `finished`.
    #[param(inline)]
    pub status: Option<PublicStatus>,
    /// Only the games of this player (a username).
    pub player: Option<String>,
    /// Only the games of this tournament.
    pub tournament: Option<i64>,
    /// Only rated (`true`) or unrated (`false`) games.
    pub rated: Option<bool>,
    /// Only the games of this variant (every variant when absent).
    #[param(inline)]
    pub variant: Option<VariantName>,
}

/// A player in the public list, with the rating they had when the game started.
#[derive(Debug, Serialize, ToSchema)]
pub struct ListedPlayer {
    pub username: String,
    pub rating: i32,
}

/// A game in the public list: enough for a row with a board preview.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicGameView {
    pub id: i64,
    pub white: ListedPlayer,
    pub black: ListedPlayer,
    pub rated: bool,
    /// The variant played (the position is of its board).
    pub variant: VariantName,
    /// The days per move of a `per_move` game (null for Fischer).
    pub days_per_move: Option<i16>,
    pub ply: i32,
    pub side_to_move: Side,
    /// The current position (the rules' text form), for a preview.
    pub position: String,
    /// The last move's path (null before the first move).
    pub last_move: Option<String>,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    pub deadline: Option<DateTime<Utc>>,
    pub tournament_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    /// When the last move was played (the start, before any move).
    pub last_move_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

impl From<PublicGame> for PublicGameView {
    fn from(g: PublicGame) -> Self {
        PublicGameView {
            id: g.id,
            white: ListedPlayer {
                username: g.white,
                rating: Rating::from_hundredths(g.white_rating_centi).rounded(),
            },
            black: ListedPlayer {
                username: g.black,
                rating: Rating::from_hundredths(g.black_rating_centi).rounded(),
            },
            rated: g.rated,
            variant: g.variant,
            days_per_move: g.days_per_move,
            ply: g.ply,
            side_to_move: crate::views::games::side_to_move(g.ply),
            position: g.position,
            last_move: g.last_move,
            status: g.status,
            result: g.result,
            termination: g.termination,
            deadline: g.deadline,
            tournament_id: g.tournament_id,
            created_at: g.created_at,
            last_move_at: g.last_move_at,
            ended_at: g.ended_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PublicGames {
    pub items: Vec<PublicGameView>,
    pub next_cursor: Option<String>,
}

/// Games being played now (the most recently moved first) or recently finished (the most
/// recently ended first), optionally of one player, of one tournament, rated or not. Open to
/// anonymous readers: games are public.
#[utoipa::path(
    tag = "games",
    params(PublicFilter, PageParams),
    responses(
        (status = 200, body = PublicGames, headers(("Link" = String))),
        BadRequest,
        (status = 404, description = "No such player", body = crate::error::Problem, content_type = "application/problem+json"),
    )
)]
#[get("/games")]
pub async fn list(
    state: web::Data<AppState>,
    req: HttpRequest,
    filter: Query<PublicFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let shown = match filter.status.unwrap_or_default() {
        PublicStatus::Active => Shown::Active,
        PublicStatus::Finished => Shown::Finished,
    };
    let filters = Filters {
        player: filter.player.clone(),
        tournament: filter.tournament,
        rated: filter.rated,
        variant: filter.variant,
    };
    let mut conn = state.pool.get().await?;
    let (rows, next_cursor) = public::page(&mut conn, shown, &filters, page.after()?, limit)
        .await?
        .ok_or_else(|| accounts::no_such_user(filters.player.as_deref().unwrap_or("")))?;
    let body = PublicGames {
        items: rows.into_iter().map(PublicGameView::from).collect(),
        next_cursor,
    };
    let mut res = HttpResponse::Ok();
    if let Some(c) = &body.next_cursor {
        res.insert_header(link_header(&req, c));
    }
    Ok(res.json(body))
}
