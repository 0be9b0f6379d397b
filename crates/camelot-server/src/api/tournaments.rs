//! `/api/v1/tournaments/*`: creating and running round robins and Swiss events.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::api::responses::{BadRequest, Conflict, Forbidden, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::db::models::TournamentSettings;
use crate::domain::TimeControl;
use crate::domain::{AuditAction, BoardResult, ByeKind, GameResult, PairingKind, TournamentStatus};
use crate::error::{ApiError, ApiResult, Problem};
use crate::http::conditional::already_has;
use crate::http::extract::{Json, OptionalJson, Path, Query};
use crate::http::pagination::{Page, PageParams};
use crate::service::tournaments::actions::{self, ByeAsked};
use crate::service::tournaments::queries::{self, Summary};
use crate::service::tournaments::setup::{self, Draft};
use crate::service::tournaments::standings::StandingsTable;
use crate::service::tournaments::tables::{Answer, Table};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentView {
    pub id: i64,
    pub organizer: String,
    #[serde(flatten)]
    pub settings: TournamentSettings,
    /// How much time each side has in every game.
    pub time_control: TimeControl,
    pub status: TournamentStatus,
    /// The last round paired.
    pub current_round: i32,
    /// A Swiss round being paired right now (by the pairing job: seconds for big fields);
    /// absent otherwise. Players hear `round_paired` when it is done.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairing_round: Option<i32>,
    /// Players in it (not withdrawn).
    pub players: i64,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Why the tournament ended early, if it did.
    pub end_note: Option<String>,
}

impl TryFrom<Summary> for TournamentView {
    type Error = ApiError;

    fn try_from(s: Summary) -> ApiResult<TournamentView> {
        let t = s.row;
        let time_control = t
            .settings
            .time_control()
            .map_err(|e| ApiError::internal(format!("tournament {}: {e}", t.id)))?;
        Ok(TournamentView {
            id: t.id,
            organizer: s.organizer,
            settings: t.settings,
            time_control,
            status: t.status,
            current_round: t.current_round,
            pairing_round: t.pairing_due,
            players: s.players,
            created_at: t.created_at,
            started_at: t.started_at,
            finished_at: t.finished_at,
            end_note: t.end_note,
        })
    }
}

fn view(s: Summary) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(TournamentView::try_from(s)?))
}

/// Create a tournament (organisers and admins).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    request_body = Draft,
    responses(
        (status = 201, body = TournamentView, headers(("Location" = String))),
        (status = 403, description = "Not an organiser (`/problems/forbidden`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
    )
)]
#[post("/tournaments")]
pub async fn create(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    body: Json<Draft>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = setup::create(&mut conn, &user, body.into_inner(), state.clock.now()).await?;
    let v = TournamentView::try_from(t)?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/tournaments/{}", v.id)))
        .json(v))
}

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
        .collect::<ApiResult<Vec<_>>>()?;
    Ok(Page {
        items,
        next_cursor: page.next_cursor,
    }
    .respond(&req))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TournamentId {
    /// Tournament id.
    #[param(minimum = 1)]
    pub id: i64,
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

/// Join a tournament (before it starts; a Swiss may take late entries).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        NotFound,
        (status = 409, description = "Already in, full, or no longer taking entries", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/join")]
pub async fn join(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(setup::join(&mut conn, user.id, path.id, state.clock.now()).await?)
}

/// Leave a tournament before it starts.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        NotFound,
        (status = 409, description = "Not in it, or it has started (withdraw instead)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/leave")]
pub async fn leave(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(setup::leave(&mut conn, user.id, path.id).await?)
}

/// Start the tournament and pair its first round (the organiser).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        Forbidden,
        NotFound,
        (status = 409, description = "Already started, or too few players", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/start")]
pub async fn start(
    state: web::Data<AppState>,
    user: Authed<scopes::TournamentWrite>,
    path: Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    view(setup::start(&mut conn, &user, path.id, state.clock.now()).await?)
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct PlayerRef {
    /// Whom it concerns (organisers acting for a player); default: the caller.
    pub username: Option<String>,
}

/// Withdraw from a running tournament (yourself, or anyone as the organiser). Running games
/// are lost.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = ["tournament:write"])),
    params(TournamentId),
    request_body(content = Option<PlayerRef>),
    responses(
        (status = 200, body = TournamentView),
        Unauthorized,
        (status = 403, description = "Withdrawing someone else needs the organiser", body = Problem, content_type = "application/problem+json"),
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
    /// `half` (default), `zero`, or `full` (organisers only).
    pub kind: Option<ByeKind>,
    /// Organisers may request a bye for a player.
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

/// Forbid two players to meet (the organiser, Swiss).
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

/// Decide an unfinished game after its round's deadline (the organiser).
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

#[derive(Debug, Serialize, ToSchema)]
pub struct BoardView {
    pub board: i32,
    pub white: String,
    pub black: String,
    pub game_id: Option<i64>,
    /// Null while the game goes on.
    pub result: Option<BoardResult>,
    /// The round's deadline passed with this game unfinished: the organiser decides it.
    pub awaiting_adjudication: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ByeView {
    pub player: String,
    pub kind: PairingKind,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RoundView {
    pub tournament_id: i64,
    pub round: i32,
    pub paired_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
    pub complete: bool,
    pub boards: Vec<BoardView>,
    pub byes: Vec<ByeView>,
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
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for b in r.boards {
        let p = b.pairing;
        match b.black {
            Some(black) if p.kind == PairingKind::Game => boards.push(BoardView {
                board: p.board,
                white: b.white,
                black,
                game_id: p.game_id,
                result: p.result,
                awaiting_adjudication: r.late && p.result.is_none(),
            }),
            _ => byes.push(ByeView {
                player: b.white,
                kind: p.kind,
            }),
        }
    }
    Ok(HttpResponse::Ok().json(RoundView {
        tournament_id: r.tournament_id,
        round: r.round.number,
        paired_at: r.round.paired_at,
        deadline: r.round.deadline,
        complete: r.round.completed_at.is_some(),
        boards,
        byes,
    }))
}

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

#[derive(Debug, Serialize, ToSchema)]
pub struct CrossRow {
    pub tpn: u32,
    pub player: String,
    pub rating: i32,
    pub points: f64,
    pub rank: u32,
    /// One cell per round: e.g. `5w1` (beat pairing number 5 with White), `3b½`, `7w+`,
    /// `U` (pairing-allocated bye), `H`, `F`, `Z`, `-` (not paired), `*` (game in progress).
    pub rounds: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Crosstable {
    pub tournament_id: i64,
    pub rounds: i32,
    pub rows: Vec<CrossRow>,
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
            let table = Crosstable {
                tournament_id: id,
                rounds,
                rows: rows
                    .into_iter()
                    .map(|r| CrossRow {
                        tpn: r.tpn,
                        player: r.player,
                        rating: r.rating,
                        points: r.points,
                        rank: r.rank,
                        rounds: r.cells,
                    })
                    .collect(),
            };
            serde_json::to_string(&table).map_err(ApiError::internal)
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

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditView {
    pub id: i64,
    /// Who acted; null when the system did.
    pub actor: Option<String>,
    pub action: AuditAction,
    #[schema(value_type = Object)]
    pub data: Value,
    pub at: DateTime<Utc>,
}

/// The audit log of organiser actions (and what the system did), oldest first.
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
    let page = Page::from_rows(rows, limit, |a| a.id).map(|a| AuditView {
        id: a.id,
        actor: a.actor,
        action: a.action,
        data: a.data,
        at: a.created_at,
    });
    Ok(page.respond(&req))
}

/// One entrant.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntrantView {
    pub username: String,
    /// The rating the player entered with (rounded).
    pub rating: i32,
    /// Pairing number, once the tournament has started.
    pub pairing_number: Option<i32>,
    pub joined_at: DateTime<Utc>,
    /// When the player withdrew, if they did.
    pub withdrawn_at: Option<DateTime<Utc>>,
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
            .map(|(e, username)| EntrantView {
                username,
                rating: camelot_rating::Rating::from_hundredths(e.rating_centi).rounded(),
                pairing_number: e.pairing_number,
                joined_at: e.joined_at,
                withdrawn_at: e.withdrawn_at,
            })
            .collect::<Vec<_>>(),
    ))
}

/// A dry run of the next round: how it would be paired now, not published (its organiser and
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
