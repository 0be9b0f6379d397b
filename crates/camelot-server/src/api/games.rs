//! `/api/v1/games/*`, `/api/v1/me/games`, `/api/v1/users/{username}/games`.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use camelot_rating::Rating;
use camelot_rules::Side;

use crate::auth::{AuthUser, TokenUser};
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::pagination::{Page, PageParams, link_header};
use crate::service::games::{self, GameRecord, Idempotency, MoveResponse, MoveSubmission};
use crate::service::{accounts, game_lists};
use crate::state::AppState;

/// A player of a game, with the rating they had when it started.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePlayer {
    pub id: i64,
    pub username: String,
    pub rating: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MoveView {
    pub ply: i32,
    /// Canonical WCF path.
    #[schema(example = "D6-F8")]
    pub path: String,
    pub played_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DrawOffer {
    /// `white` or `black`.
    pub by: String,
    pub username: String,
}

/// A game and its state.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameView {
    pub id: i64,
    pub white: GamePlayer,
    pub black: GamePlayer,
    pub rated: bool,
    pub days_per_move: i16,
    /// The current position (contract position string).
    pub position: String,
    /// Half-moves played so far (also the ETag).
    pub ply: i32,
    /// `white` or `black`.
    pub side_to_move: String,
    /// `active`, `finished` or `aborted`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`, or null.
    pub result: Option<String>,
    /// `castle`, `capture`, `no_moves`, `bare_board`, `resignation`, `agreement`, `claim`,
    /// `timeout` (also `aborted`, `adjudication`, `forfeit`), or null while the game goes on.
    pub termination: Option<String>,
    /// When the side to move runs out of time.
    pub deadline: Option<DateTime<Utc>>,
    pub draw_offer: Option<DrawOffer>,
    pub moves: Vec<MoveView>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl GameView {
    pub fn from_record(r: &GameRecord) -> GameView {
        let g = &r.game;
        let side_to_move = if g.ply % 2 == 0 { "white" } else { "black" };
        let offer = g.draw_offer_by.and_then(|by| {
            games::side_of(g, by).map(|s| DrawOffer {
                by: side_name(s).to_owned(),
                username: if s == Side::White {
                    r.white.username.clone()
                } else {
                    r.black.username.clone()
                },
            })
        });
        GameView {
            id: g.id,
            white: GamePlayer {
                id: r.white.id,
                username: r.white.username.clone(),
                rating: Rating::from_hundredths(g.white_rating_centi).rounded(),
            },
            black: GamePlayer {
                id: r.black.id,
                username: r.black.username.clone(),
                rating: Rating::from_hundredths(g.black_rating_centi).rounded(),
            },
            rated: g.rated,
            days_per_move: g.days_per_move,
            position: g.position.clone(),
            ply: g.ply,
            side_to_move: side_to_move.to_owned(),
            status: g.status.clone(),
            result: g.result.clone(),
            termination: g.termination.clone(),
            deadline: g.deadline,
            draw_offer: offer,
            moves: r
                .moves
                .iter()
                .map(|m| MoveView {
                    ply: m.ply,
                    path: m.path.clone(),
                    played_at: m.played_at,
                })
                .collect(),
            created_at: g.created_at,
            ended_at: g.ended_at,
        }
    }
}

fn etag(ply: i32) -> String {
    format!("\"{ply}\"")
}

/// 200 with the game and its `ETag`.
pub fn game_response(mut res: actix_web::HttpResponseBuilder, r: &GameRecord) -> HttpResponse {
    res.insert_header((header::ETAG, etag(r.game.ply)))
        .json(GameView::from_record(r))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct GameId {
    /// Game id.
    pub id: i64,
}

/// A game: players, state, moves.
#[utoipa::path(
    tag = "games",
    params(GameId),
    responses(
        (status = 200, body = GameView, headers(("ETag" = String, description = "\"<ply>\""))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/games/{id}")]
pub async fn get_game(
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> ApiResult<HttpResponse> {
    let view = state
        .batches
        .view(path.id, |r| {
            serde_json::to_string(&GameView::from_record(r)).unwrap_or_default()
        })
        .await?
        .ok_or_else(|| ApiError::not_found(format!("There is no game {}.", path.id)))?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(view.ply)))
        .content_type("application/json")
        .body(view.body))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMoveView {
    /// Canonical path.
    pub path: String,
    pub from: String,
    pub to: String,
    /// Squares of the pieces captured.
    pub captures: Vec<String>,
    /// The position after the move.
    pub position: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMoves {
    pub game_id: i64,
    pub ply: i32,
    pub side_to_move: String,
    /// Only captures are legal this turn.
    pub capture_required: bool,
    /// A piece stands in its own castle and must leave it this turn (only it may move).
    pub must_leave_castle: bool,
    /// Empty once the game is over.
    pub moves: Vec<LegalMoveView>,
}

/// Every legal move of the side to move.
#[utoipa::path(
    tag = "games",
    params(GameId),
    responses(
        (status = 200, body = LegalMoves, headers(("ETag" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/games/{id}/legal-moves")]
pub async fn legal_moves(
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let game = games::load_row(&mut conn, path.id).await?;
    let position = games::position_of(&game)?;
    let active = game.status == "active";
    let moves = if active {
        position
            .legal_moves()
            .into_iter()
            .map(|m| LegalMoveView {
                path: m.path.to_string(),
                from: m.from.to_string(),
                to: m.to.to_string(),
                captures: m.captures.iter().map(ToString::to_string).collect(),
                position: m.result.to_string(),
            })
            .collect()
    } else {
        Vec::new()
    };
    let body = LegalMoves {
        game_id: game.id,
        ply: game.ply,
        side_to_move: side_name(position.side_to_move()).to_owned(),
        capture_required: active && position.capture_required(),
        must_leave_castle: active && position.must_leave_castle().is_some(),
        moves,
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.ply)))
        .json(body))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The move in WCF notation; any valid path of the move, case-insensitive.
    #[schema(example = "D6-F8")]
    pub path: String,
    /// The ply the move is made at (the game's current `ply`); or send `If-Match: "<ply>"`.
    pub expected_ply: Option<i32>,
}

fn header_str<'a>(req: &'a HttpRequest, name: &str) -> ApiResult<Option<&'a str>> {
    match req.headers().get(name) {
        None => Ok(None),
        Some(v) => v
            .to_str()
            .map(Some)
            .map_err(|_| ApiError::bad_request(format!("The {name} header is not readable."))),
    }
}

fn expected_ply(req: &HttpRequest, body: &MoveRequest) -> ApiResult<i32> {
    if let Some(p) = body.expected_ply {
        return Ok(p);
    }
    let Some(tag) = header_str(req, "if-match")? else {
        return Err(ApiError::new(
            ProblemKind::PreconditionRequired,
            "Say which ply you are moving at: send \"expected_ply\" in the body or an If-Match: \"<ply>\" header.",
        ));
    };
    let t = tag.trim().trim_start_matches("W/").trim_matches('"');
    t.parse::<i32>().map_err(|_| {
        ApiError::bad_request(format!(
            "If-Match must be the game's ETag, like \"12\"; got {tag}."
        ))
    })
}

fn idempotency_key(req: &HttpRequest) -> ApiResult<Option<String>> {
    let Some(key) = header_str(req, "idempotency-key")? else {
        return Ok(None);
    };
    let key = key.trim();
    if key.is_empty() || key.len() > 255 || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ApiError::bad_request(
            "Idempotency-Key must be 1–255 visible ASCII characters.",
        ));
    }
    Ok(Some(key.to_owned()))
}

/// Play a move.
///
/// Only the player to move; the move must be made at the current ply (`expected_ply` or
/// `If-Match`). Any valid path of a legal move is accepted and its canonical path stored. With an
/// `Idempotency-Key`, a retry returns the original response.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(
        GameId,
        ("If-Match" = Option<String>, Header, description = "\"<ply>\", instead of expected_ply"),
        ("Idempotency-Key" = Option<String>, Header, description = "Makes retries safe"),
    ),
    request_body = MoveRequest,
    responses(
        (status = 201, description = "Move played; the new game state", body = GameView, headers(("ETag" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not your turn, or the game is over", body = Problem, content_type = "application/problem+json"),
        (status = 412, description = "The game has moved on since the given ply", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Illegal move: `detail` says why, `reason` is the rule's tag", body = Problem, content_type = "application/problem+json"),
        (status = 428, description = "Neither expected_ply nor If-Match", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/games/{id}/moves")]
pub async fn play_move(
    state: web::Data<AppState>,
    user: TokenUser,
    req: HttpRequest,
    path: web::Path<GameId>,
    body: web::Json<MoveRequest>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let ply = expected_ply(&req, &body)?;
    if body.path.len() > 256 {
        return Err(
            ApiError::new(ProblemKind::IllegalMove, "That is not a move path.")
                .with("reason", "malformed"),
        );
    }
    let idem = idempotency_key(&req)?.map(|k| Idempotency::new(k, path.id, &body.path, ply));
    let now = state.clock.now();
    let submission = MoveSubmission {
        caller: user.id,
        game_id: path.id,
        path: body.path,
        expected_ply: ply,
        idempotency: idem,
    };
    let outcome = games::play_move(&state.pool, &state.batches, submission, now, |r| {
        serde_json::to_string(&GameView::from_record(r)).unwrap_or_default()
    })
    .await?;
    let location = format!("/api/v1/games/{}", path.id);
    Ok(match outcome {
        MoveResponse::Played { body, ply } => {
            state.metrics.moves_played.inc();
            HttpResponse::Created()
                .insert_header((header::ETAG, etag(ply)))
                .insert_header((header::CONTENT_LOCATION, location))
                .content_type("application/json")
                .body(body)
        }
        MoveResponse::Replayed { status, body, etag } => {
            let mut res = HttpResponse::build(
                actix_web::http::StatusCode::from_u16(status)
                    .unwrap_or(actix_web::http::StatusCode::CREATED),
            );
            if let Some(e) = etag.and_then(|e| HeaderValue::from_str(&e).ok()) {
                res.insert_header((header::ETAG, e));
            }
            res.insert_header(("idempotent-replayed", "true"))
                .content_type("application/json")
                .body(body)
        }
    })
}

macro_rules! game_action {
    ($name:ident, $route:literal, $action:expr, $summary:literal, $conflict:literal) => {
        #[doc = $summary]
        #[utoipa::path(
            tag = "games",
            security(("bearer" = [])),
            params(GameId),
            responses(
                (status = 200, description = "The game after the action", body = GameView, headers(("ETag" = String))),
                (status = 400, body = Problem, content_type = "application/problem+json"),
                (status = 401, body = Problem, content_type = "application/problem+json"),
                (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
                (status = 404, body = Problem, content_type = "application/problem+json"),
                (status = 409, description = $conflict, body = Problem, content_type = "application/problem+json"),
                (status = 422, description = "Draw claim refused (draw-claim only)", body = Problem, content_type = "application/problem+json"),
            )
        )]
        #[post($route)]
        pub async fn $name(state: web::Data<AppState>, user: AuthUser, path: web::Path<GameId>) -> ApiResult<HttpResponse> {
            let mut conn = state.pool.get().await?;
            let r = games::act(&mut conn, user.id, path.id, $action, state.clock.now()).await?;
            if r.game.status != "active" {
                state.metrics.games_ended.inc();
            }
            Ok(game_response(HttpResponse::Ok(), &r))
        }
    };
}

game_action!(
    resign,
    "/games/{id}/resign",
    games::Action::Resign,
    "Resign: the opponent wins.",
    "The game is over"
);
game_action!(
    draw_offer,
    "/games/{id}/draw-offer",
    games::Action::OfferDraw,
    "Offer a draw (accepts the opponent's standing offer). The offer lapses when the opponent moves instead.",
    "The game is over"
);
game_action!(
    draw_accept,
    "/games/{id}/draw-accept",
    games::Action::AcceptDraw,
    "Accept the opponent's draw offer.",
    "No offer to accept, or the game is over"
);
game_action!(
    draw_decline,
    "/games/{id}/draw-decline",
    games::Action::DeclineDraw,
    "Decline the opponent's draw offer.",
    "No offer to decline, or the game is over"
);
game_action!(
    draw_claim,
    "/games/{id}/draw-claim",
    games::Action::ClaimDraw,
    "Claim a draw by threefold repetition (the side to move) or the fifty-move rule (either side).",
    "The game is over"
);
game_action!(
    abort,
    "/games/{id}/abort",
    games::Action::Abort,
    "Abort the game (either player, before both sides have moved). Aborted games are unrated.",
    "Both sides have moved, or the game is over"
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
    /// `cgn` (default) or `json`.
    pub format: Option<String>,
}

/// Export a game: CGN (a PGN-like text with WCF notation) or JSON.
#[utoipa::path(
    tag = "games",
    params(GameId, ExportParams),
    responses(
        (status = 200, description = "CGN text or the JSON record", content_type = "application/x-camelot-cgn", body = String),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/games/{id}/export")]
pub async fn export(
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    params: web::Query<ExportParams>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let r = games::load(&mut conn, path.id).await?;
    let base = state.config.base_url();
    match params.format.as_deref().unwrap_or("cgn") {
        "cgn" => Ok(HttpResponse::Ok()
            .content_type("application/x-camelot-cgn; charset=utf-8")
            .insert_header((
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"camelot-game-{}.cgn\"", r.game.id),
            ))
            .body(crate::service::export::cgn(&r, &base))),
        "json" => Ok(HttpResponse::Ok().json(crate::service::export::json(&r, &base))),
        other => Err(ApiError::new(
            ProblemKind::InvalidParameter,
            format!("format must be cgn or json, not {other:?}."),
        )),
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameFilter {
    /// `active` or `finished` (finished includes aborted); default: both.
    pub status: Option<String>,
}

fn status_filter(f: &GameFilter) -> ApiResult<game_lists::StatusFilter> {
    match f.status.as_deref() {
        None | Some("") | Some("all") => Ok(game_lists::StatusFilter::All),
        Some("active") => Ok(game_lists::StatusFilter::Active),
        Some("finished") => Ok(game_lists::StatusFilter::Finished),
        Some(other) => Err(ApiError::new(
            ProblemKind::InvalidParameter,
            format!("status must be active or finished, not {other:?}."),
        )),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyGames {
    /// Games where it is my move (among all my active games).
    pub my_turn: i64,
    pub items: Vec<GameSummary>,
    pub next_cursor: Option<String>,
}

/// A game in a list (no move list).
#[derive(Debug, Serialize, ToSchema)]
pub struct GameSummary {
    pub id: i64,
    pub white: String,
    pub black: String,
    pub rated: bool,
    pub days_per_move: i16,
    pub ply: i32,
    pub side_to_move: String,
    pub status: String,
    pub result: Option<String>,
    pub termination: Option<String>,
    pub deadline: Option<DateTime<Utc>>,
    /// For the caller's own lists: whether it is the caller's move.
    pub my_turn: Option<bool>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

impl GameSummary {
    pub fn from_row(row: &game_lists::ListedGame, me: Option<i64>) -> Self {
        let g = &row.game;
        GameSummary {
            id: g.id,
            white: row.white.clone(),
            black: row.black.clone(),
            rated: g.rated,
            days_per_move: g.days_per_move,
            ply: g.ply,
            side_to_move: if g.ply % 2 == 0 {
                "white".into()
            } else {
                "black".into()
            },
            status: g.status.clone(),
            result: g.result.clone(),
            termination: g.termination.clone(),
            deadline: g.deadline,
            my_turn: me.map(|m| g.to_move_id == Some(m)),
            created_at: g.created_at,
            ended_at: g.ended_at,
        }
    }
}

/// My games: those where it is my move first, then by deadline (finished: newest first).
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(GameFilter, PageParams),
    responses(
        (status = 200, body = MyGames, headers(("Link" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/me/games")]
pub async fn my_games(
    state: web::Data<AppState>,
    user: AuthUser,
    req: HttpRequest,
    filter: web::Query<GameFilter>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let status = status_filter(&filter)?;
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let (rows, next_cursor) =
        game_lists::mine(&mut conn, user.id, status, page.after()?, limit).await?;
    let my_turn = game_lists::my_turn_count(&mut conn, user.id).await?;
    let body = MyGames {
        my_turn,
        items: rows
            .iter()
            .map(|r| GameSummary::from_row(r, Some(user.id)))
            .collect(),
        next_cursor: next_cursor.clone(),
    };
    let mut res = HttpResponse::Ok();
    if let Some(c) = &next_cursor {
        res.insert_header(link_header(&req, c));
    }
    Ok(res.json(body))
}

/// A user's games, newest first.
#[utoipa::path(
    tag = "games",
    params(("username" = String, Path), GameFilter, PageParams),
    responses(
        (status = 200, body = Page<GameSummary>, headers(("Link" = String))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/users/{username}/games")]
pub async fn user_games(
    state: web::Data<AppState>,
    req: HttpRequest,
    username: web::Path<String>,
    filter: web::Query<GameFilter>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let status = status_filter(&filter)?;
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let user = accounts::get_by_username(&mut conn, &username).await?;
    let (rows, next_cursor) =
        game_lists::of_user(&mut conn, user.id, status, page.after()?, limit).await?;
    let page = Page {
        items: rows
            .iter()
            .map(|r| GameSummary::from_row(r, None))
            .collect::<Vec<_>>(),
        next_cursor,
    };
    Ok(page.respond(&req))
}
