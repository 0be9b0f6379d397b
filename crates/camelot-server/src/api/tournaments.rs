//! `/api/v1/tournaments/*`: creating and running round robins and Swiss events.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::auth::{AuthUser, Role};
use crate::db::models::TournamentRow;
use crate::db::schema::{tournament_players, tournaments};
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::pagination::{Page, PageParams};
use crate::service::accounts;
use crate::service::tournaments::standings as table;
use crate::service::tournaments::standings::StandingsTable;
use crate::service::tournaments::{Loaded, actions, audit, load, model, setup};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewTournamentRequest {
    #[schema(example = "Autumn Swiss")]
    pub name: String,
    /// `swiss` or `round_robin`.
    pub system: String,
    /// Round robin: every pair meets twice (colours reversed in the second cycle).
    pub double_round_robin: Option<bool>,
    /// Swiss: number of rounds (fewer than players − 1).
    pub rounds: Option<i64>,
    pub days_per_move: i64,
    pub rated: bool,
    pub max_players: Option<i64>,
    /// Starts by itself at this time if enough players have joined.
    pub starts_at: Option<DateTime<Utc>>,
    /// `1-½-0` (default) or `3-1-0`.
    pub scoring: Option<String>,
    /// Ordered tie-breaks (FIDE C.07 names). Default: Swiss BH/C1, BH, SB, DE; round robin DE, SB, WIN, KS.
    pub tiebreaks: Option<Vec<String>>,
    /// Days after pairing when a round's unfinished games go to the organiser.
    pub round_deadline_days: Option<i64>,
    /// Round robin: `by_round` (default) or `all_at_once`.
    pub schedule: Option<String>,
    /// Swiss: players may join until this round is paired (missed rounds are zero-point byes).
    pub late_join_until_round: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentView {
    pub id: i64,
    pub name: String,
    pub organizer: String,
    pub system: String,
    pub double_round_robin: bool,
    /// Number of rounds (for a round robin, known once it starts).
    pub rounds: Option<i32>,
    pub days_per_move: i16,
    pub rated: bool,
    pub max_players: Option<i32>,
    pub starts_at: Option<DateTime<Utc>>,
    pub scoring: String,
    pub tiebreaks: Vec<String>,
    pub round_deadline_days: Option<i32>,
    pub schedule: String,
    pub late_join_until_round: i32,
    /// `registration`, `running` or `finished`.
    pub status: String,
    /// The last round paired.
    pub current_round: i32,
    pub players: i64,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Why the tournament ended early, if it did.
    pub end_note: Option<String>,
}

async fn view(
    conn: &mut diesel_async::AsyncPgConnection,
    t: TournamentRow,
) -> ApiResult<TournamentView> {
    let organizer = accounts::username_of(conn, t.organizer_id).await?;
    let players: i64 = tournament_players::table
        .filter(tournament_players::tournament_id.eq(t.id))
        .filter(tournament_players::withdrawn_at.is_null())
        .count()
        .get_result(conn)
        .await?;
    Ok(TournamentView {
        id: t.id,
        name: t.name,
        organizer,
        system: t.system,
        double_round_robin: t.double_round_robin,
        rounds: t.rounds,
        days_per_move: t.days_per_move,
        rated: t.rated,
        max_players: t.max_players,
        starts_at: t.starts_at,
        scoring: t.scoring,
        tiebreaks: t.tiebreaks,
        round_deadline_days: t.round_deadline_days,
        schedule: t.schedule,
        late_join_until_round: t.late_join_until_round,
        status: t.status,
        current_round: t.current_round,
        players,
        created_at: t.created_at,
        started_at: t.started_at,
        finished_at: t.finished_at,
        end_note: t.end_note,
    })
}

/// Create a tournament (organisers and admins).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    request_body = NewTournamentRequest,
    responses(
        (status = 201, body = TournamentView, headers(("Location" = String))),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not an organiser", body = Problem, content_type = "application/problem+json"),
        (status = 422, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments")]
pub async fn create(
    state: web::Data<AppState>,
    user: AuthUser,
    body: web::Json<NewTournamentRequest>,
) -> ApiResult<HttpResponse> {
    user.require(Role::Organizer)?;
    let b = body.into_inner();
    let now = state.clock.now();
    let spec = setup::validate(
        setup::Draft {
            name: b.name,
            system: b.system,
            double_round_robin: b.double_round_robin,
            rounds: b.rounds,
            days_per_move: b.days_per_move,
            rated: b.rated,
            max_players: b.max_players,
            starts_at: b.starts_at,
            scoring: b.scoring,
            tiebreaks: b.tiebreaks,
            round_deadline_days: b.round_deadline_days,
            schedule: b.schedule,
            late_join_until_round: b.late_join_until_round,
        },
        now,
    )?;
    let mut conn = state.pool.get().await?;
    let t = setup::create(&mut conn, user.id, spec, now).await?;
    let v = view(&mut conn, t).await?;
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/tournaments/{}", v.id)))
        .json(v))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TournamentFilter {
    /// `registration`, `running` or `finished`.
    pub status: Option<String>,
}

/// Tournaments, newest first.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentFilter, PageParams),
    responses(
        (status = 200, body = Page<TournamentView>, headers(("Link" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments")]
pub async fn list(
    state: web::Data<AppState>,
    req: HttpRequest,
    filter: web::Query<TournamentFilter>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let before: Option<i64> = page.after()?;
    let mut q = tournaments::table
        .select(TournamentRow::as_select())
        .into_boxed();
    match filter.status.as_deref() {
        None | Some("") => {}
        Some(s @ ("registration" | "running" | "finished")) => {
            q = q.filter(tournaments::status.eq(s.to_owned()))
        }
        Some(other) => {
            return Err(ApiError::new(
                ProblemKind::InvalidParameter,
                format!("status must be registration, running or finished, not {other:?}."),
            ));
        }
    }
    if let Some(b) = before {
        q = q.filter(tournaments::id.lt(b));
    }
    let mut conn = state.pool.get().await?;
    let rows: Vec<TournamentRow> = q
        .order(tournaments::id.desc())
        .limit(i64::from(limit) + 1)
        .load(&mut conn)
        .await?;
    let page = Page::from_rows(rows, limit, |t| t.id);
    let mut items = Vec::with_capacity(page.items.len());
    for t in page.items {
        items.push(view(&mut conn, t).await?);
    }
    Ok(Page {
        items,
        next_cursor: page.next_cursor,
    }
    .respond(&req))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TournamentId {
    pub id: i64,
}

/// One tournament.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}")]
pub async fn get_tournament(
    state: web::Data<AppState>,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = load::row(&mut conn, path.id).await?;
    Ok(HttpResponse::Ok().json(view(&mut conn, t).await?))
}

async fn respond_view(state: &AppState, id: i64) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = load::row(&mut conn, id).await?;
    Ok(HttpResponse::Ok().json(view(&mut conn, t).await?))
}

/// Join a tournament (before it starts; a Swiss may take late entries).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Already in, full, or no longer taking entries", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/join")]
pub async fn join(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    setup::join(&mut conn, user.id, path.id, state.clock.now()).await?;
    respond_view(&state, path.id).await
}

/// Leave a tournament before it starts.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not in it, or it has started (withdraw instead)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/leave")]
pub async fn leave(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    setup::leave(&mut conn, user.id, path.id).await?;
    respond_view(&state, path.id).await
}

/// Start the tournament and pair its first round (the organiser).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentId),
    responses(
        (status = 200, body = TournamentView),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Already started, or too few players", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/start")]
pub async fn start(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = load::row(&mut conn, path.id).await?;
    actions::ensure_organizer(&t, user.id, user.has(Role::Admin))?;
    setup::start(&mut conn, Some(user.id), path.id, state.clock.now()).await?;
    respond_view(&state, path.id).await
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct PlayerRef {
    /// Whom it concerns (organisers acting for a player); default: the caller.
    pub username: Option<String>,
}

async fn target(
    conn: &mut diesel_async::AsyncPgConnection,
    user: &AuthUser,
    who: Option<&str>,
) -> ApiResult<i64> {
    match who {
        None => Ok(user.id),
        Some(name) => Ok(accounts::get_by_username(conn, name).await?.id),
    }
}

/// Withdraw from a running tournament (yourself, or anyone as the organiser). Running games
/// are lost.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentId),
    request_body(content = Option<PlayerRef>),
    responses(
        (status = 200, body = TournamentView),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Withdrawing someone else needs the organiser", body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/withdraw")]
pub async fn withdraw(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentId>,
    body: Option<web::Json<PlayerRef>>,
) -> ApiResult<HttpResponse> {
    let who = body.and_then(|b| b.into_inner().username);
    let mut conn = state.pool.get().await?;
    let player = target(&mut conn, &user, who.as_deref()).await?;
    actions::withdraw(
        &mut conn,
        user.id,
        user.has(Role::Admin),
        path.id,
        player,
        state.clock.now(),
    )
    .await?;
    respond_view(&state, path.id).await
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ByeRequest {
    /// A round not yet paired.
    pub round: i32,
    /// `half` (default), `zero`, or `full` (organisers only).
    pub kind: Option<String>,
    /// Organisers may request a bye for a player.
    pub username: Option<String>,
}

/// Request a bye for a future Swiss round.
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentId),
    request_body = ByeRequest,
    responses(
        (status = 204, description = "Recorded"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, body = Problem, content_type = "application/problem+json"),
        (status = 422, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/byes")]
pub async fn request_bye(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentId>,
    body: web::Json<ByeRequest>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let kind = actions::bye_kind(b.kind.as_deref().unwrap_or("half"))
        .ok_or_else(|| ApiError::invalid_field("kind", "must be half, zero or full"))?;
    let mut conn = state.pool.get().await?;
    let player = target(&mut conn, &user, b.username.as_deref()).await?;
    actions::request_bye(
        &mut conn,
        user.id,
        user.has(Role::Admin),
        path.id,
        player,
        b.round,
        kind,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ForbiddenPair {
    /// Two usernames who must not be paired together.
    pub players: Vec<String>,
}

/// Forbid two players to meet (the organiser, Swiss).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentId),
    request_body = ForbiddenPair,
    responses(
        (status = 204, description = "Recorded"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, body = Problem, content_type = "application/problem+json"),
        (status = 422, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/forbidden-pairs")]
pub async fn forbid_pair(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentId>,
    body: web::Json<ForbiddenPair>,
) -> ApiResult<HttpResponse> {
    let [a, b] = body.players.as_slice() else {
        return Err(ApiError::invalid_field(
            "players",
            "name exactly two players",
        ));
    };
    let mut conn = state.pool.get().await?;
    let a = accounts::get_by_username(&mut conn, a).await?.id;
    let b = accounts::get_by_username(&mut conn, b).await?.id;
    actions::forbid_pair(
        &mut conn,
        user.id,
        user.has(Role::Admin),
        path.id,
        a,
        b,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TournamentGame {
    pub id: i64,
    pub game_id: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Adjudication {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
}

/// Decide an unfinished game after its round's deadline (the organiser).
#[utoipa::path(
    tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentGame),
    request_body = Adjudication,
    responses(
        (status = 204, description = "Decided"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The deadline has not passed, or the game is over", body = Problem, content_type = "application/problem+json"),
        (status = 422, body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tournaments/{id}/games/{game_id}/adjudicate")]
pub async fn adjudicate(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<TournamentGame>,
    body: web::Json<Adjudication>,
) -> ApiResult<HttpResponse> {
    let result = match body.result.as_str() {
        "1-0" => "1-0",
        "0-1" => "0-1",
        "1/2-1/2" => "1/2-1/2",
        _ => {
            return Err(ApiError::invalid_field(
                "result",
                "must be 1-0, 0-1 or 1/2-1/2",
            ));
        }
    };
    let mut conn = state.pool.get().await?;
    actions::adjudicate(
        &mut conn,
        user.id,
        user.has(Role::Admin),
        path.id,
        path.game_id,
        result,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BoardView {
    pub board: i32,
    pub white: String,
    pub black: String,
    pub game_id: Option<i64>,
    /// `1-0`, `0-1`, `1/2-1/2`, forfeits `+-`, `-+`, `--`; null while the game goes on.
    pub result: Option<String>,
    /// The round's deadline passed with this game unfinished: the organiser decides it.
    pub awaiting_adjudication: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ByeView {
    pub player: String,
    /// `pab` (pairing-allocated bye), `half_bye`, `zero_bye`, `full_bye`, or `rr_bye` (round robin: no game this round).
    pub kind: String,
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
pub struct TournamentRound {
    pub id: i64,
    /// Round number.
    pub n: i32,
}

/// A round's pairings and byes.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentRound),
    responses(
        (status = 200, body = RoundView),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such tournament, or the round is not paired", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/rounds/{n}")]
pub async fn round(
    state: web::Data<AppState>,
    path: web::Path<TournamentRound>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let l = load::load(&mut conn, path.id).await?;
    let r = l
        .rounds
        .iter()
        .find(|r| r.number == path.n)
        .ok_or_else(|| {
            ApiError::not_found(format!(
                "Round {} of tournament {} has not been paired.",
                path.n, path.id
            ))
        })?;
    let now = state.clock.now();
    let late = r.deadline.is_some_and(|d| d <= now);
    let name = |u: i64| l.username(u).unwrap_or("?").to_owned();
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for p in l.pairings.iter().filter(|p| p.round == path.n) {
        match p.black_id {
            Some(b) if p.kind == "game" => boards.push(BoardView {
                board: p.board,
                white: name(p.white_id),
                black: name(b),
                game_id: p.game_id,
                result: p.result.clone(),
                awaiting_adjudication: late && p.result.is_none(),
            }),
            _ => byes.push(ByeView {
                player: name(p.white_id),
                kind: p.kind.clone(),
            }),
        }
    }
    Ok(HttpResponse::Ok().json(RoundView {
        tournament_id: l.t.id,
        round: r.number,
        paired_at: r.paired_at,
        deadline: r.deadline,
        complete: r.completed_at.is_some(),
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
        (status = 200, body = StandingsTable),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/standings")]
pub async fn standings(
    state: web::Data<AppState>,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let t = load::row(&mut conn, path.id).await?;
    if let Some(frozen) = t.final_standings.clone() {
        return Ok(HttpResponse::Ok().json(frozen));
    }
    let l = load::load_with(&mut conn, t).await?;
    drop(conn);
    let table = table::compute(&l, false)?;
    Ok(HttpResponse::Ok().json(table))
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
        (status = 200, body = Crosstable),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/crosstable")]
pub async fn crosstable(
    state: web::Data<AppState>,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let l = load::load(&mut conn, path.id).await?;
    drop(conn);
    Ok(HttpResponse::Ok().json(build_crosstable(&l)?))
}

fn build_crosstable(l: &Loaded) -> ApiResult<Crosstable> {
    let (t, numbering) = model::build(l);
    let table = table::compute(l, false)?;
    let paired = l.rounds_paired();
    let running: std::collections::HashSet<(i32, i64)> = l
        .pairings
        .iter()
        .filter(|p| p.kind == "game" && p.result.is_none())
        .flat_map(|p| [(p.round, p.white_id), (p.round, p.black_id.unwrap_or(0))])
        .collect();
    let mut rows = Vec::new();
    for s in &table.rows {
        let Some(player) = t.player(s.tpn) else {
            continue;
        };
        let user = numbering.user_of.get(&s.tpn).copied().unwrap_or(0);
        let cells = (1..=paired)
            .map(|r| {
                if running.contains(&(r, user)) {
                    return "*".to_owned();
                }
                let e = player.entry(r as u32);
                let result = match e.result.trf_code() {
                    '1' => "1".to_owned(),
                    '=' => "½".to_owned(),
                    '0' => "0".to_owned(),
                    c => c.to_string(),
                };
                match (e.opponent, e.colour) {
                    (Some(o), Some(c)) => format!("{o}{}{result}", c.trf_letter()),
                    _ if e.result == camelot_pairing::ResultCode::NotPaired => "-".to_owned(),
                    _ => result,
                }
            })
            .collect();
        rows.push(CrossRow {
            tpn: s.tpn,
            player: s.player.clone(),
            rating: s.rating,
            points: s.points,
            rank: s.rank,
            rounds: cells,
        });
    }
    Ok(Crosstable {
        tournament_id: l.t.id,
        rounds: paired,
        rows,
    })
}

/// The tournament as a FIDE TRF-2026 file.
#[utoipa::path(
    tag = "tournaments",
    params(TournamentId),
    responses(
        (status = 200, description = "TRF text", content_type = "text/plain", body = String),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/export.trf")]
pub async fn export_trf(
    state: web::Data<AppState>,
    path: web::Path<TournamentId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let l = load::load(&mut conn, path.id).await?;
    drop(conn);
    let (t, _) = model::build(&l);
    let text = t
        .to_trf()
        .map_err(|e| ApiError::internal(format!("TRF export of tournament {}: {e}", l.t.id)))?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"tournament-{}.trf\"", l.t.id),
        ))
        .body(text))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditView {
    pub id: i64,
    /// Who acted; null when the system did.
    pub actor: Option<String>,
    /// `create`, `start`, `withdraw`, `bye`, `forbidden_pair`, `adjudicate`, `late_join`, `no_valid_pairing`, `finished`.
    pub action: String,
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
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tournaments/{id}/audit")]
pub async fn audit_log(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<TournamentId>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let after: Option<i64> = page.after()?;
    let mut conn = state.pool.get().await?;
    load::row(&mut conn, path.id).await?;
    let rows = audit::list(&mut conn, path.id, after, limit).await?;
    let page = Page::from_rows(rows, limit, |a| a.id).map(|a| AuditView {
        id: a.id,
        actor: a.actor,
        action: a.action,
        data: a.data,
        at: a.created_at,
    });
    Ok(page.respond(&req))
}
