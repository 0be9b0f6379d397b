//! `/api/v1/games/*`, `/api/v1/me/games`, `/api/v1/users/{username}/games`.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use camelot_rating::Rating;
use camelot_rules::{Position, Side};

use crate::api::move_json;
use crate::api::responses::{BadRequest, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::{Colour, GameResult, GameStatus, Termination, TimeControl, VariantName};
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::extract::{Json, Path, Query};
use crate::http::pagination::{Page, PageParams, link_header};
use crate::i18n::Message;
use crate::service::accounts;
use crate::service::games::lists::{self, ListFilter, ListedGame, StatusFilter};
use crate::service::games::play::{self, Idempotency, MoveResponse, MoveSubmission};
use crate::service::games::{self, GameRecord, export as game_export, record, views};
use crate::state::AppState;

/// A player of a game, with the rating they had when it started.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePlayer {
    pub id: i64,
    pub username: String,
    pub rating: i32,
    /// The player is on leave until then (their clock stands still in games that allow leave).
    /// Shown in active games only: a game that has ended has no clock to stop (the player's
    /// profile shows their leave).
    pub on_leave_until: Option<DateTime<Utc>>,
    /// In a finished rated game (`GET /games/{id}`): the rating before the game and after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_before: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_after: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MoveView {
    pub ply: i32,
    /// Canonical WCF path.
    #[schema(example = "D6-F8")]
    pub path: String,
    pub played_at: DateTime<Utc>,
    /// Played by the server from its player's conditional moves.
    pub conditional: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DrawOffer {
    pub by: Colour,
    pub username: String,
}

/// Each side's time, to the second, at the moment of the response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClockView {
    /// White's time left: for the side to move, what remains of its turn (leave counted as
    /// standing still); for the other, its bank for its next turn.
    pub white_remaining_seconds: i64,
    pub black_remaining_seconds: i64,
    /// The side whose clock runs; null once the game is over.
    pub running: Option<Colour>,
}

/// The parts of a game's view that change only when the game does.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameState {
    pub id: i64,
    pub rated: bool,
    /// The variant played: its board, its rules, its rating pool.
    pub variant: VariantName,
    pub time_control: TimeControl,
    /// The days per move of a `per_move` time control (null for `fischer`).
    pub days_per_move: Option<i16>,
    /// Leave stops this game's clocks (a tournament may say no).
    pub allow_leave: bool,
    /// The current position (contract position string).
    pub position: String,
    /// Half-moves played so far (also the ETag).
    pub ply: i32,
    pub side_to_move: Colour,
    pub status: GameStatus,
    /// Null while the game goes on (and for an aborted game).
    pub result: Option<GameResult>,
    /// Null while the game goes on.
    pub termination: Option<Termination>,
    /// When the side to move runs out of time, leave included.
    pub deadline: Option<DateTime<Utc>>,
    pub draw_offer: Option<DrawOffer>,
    pub moves: Vec<MoveView>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

/// The parts of a game's view that depend on the moment: the players (leave) and the clock.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameLive {
    pub white: GamePlayer,
    pub black: GamePlayer,
    pub clock: ClockView,
}

/// A game and its state.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameView {
    #[serde(flatten)]
    pub state: GameState,
    #[serde(flatten)]
    pub live: GameLive,
}

/// The side to move after `ply` plies (White moves first).
pub(crate) fn side_to_move(ply: i32) -> Colour {
    if ply % 2 == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

impl GameState {
    /// The state with every move (for the documents; views render through
    /// [`GameView::render_state`], which reuses the moves a kept record has rendered).
    pub fn from_record(r: &GameRecord) -> ApiResult<GameState> {
        let mut state = Self::without_moves(r)?;
        state.moves = r.moves.iter().map(|m| MoveView::of(r, m)).collect();
        Ok(state)
    }

    fn without_moves(r: &GameRecord) -> ApiResult<GameState> {
        let g = &r.game;
        let offer = g.draw_offer_by.and_then(|by| {
            r.side_of(by).map(|side| DrawOffer {
                by: side.into(),
                username: r.player(side).username.clone(),
            })
        });
        Ok(GameState {
            id: g.id,
            rated: g.rated,
            variant: g.variant,
            time_control: r.time_control()?,
            days_per_move: g.days_per_move,
            allow_leave: g.allow_leave,
            position: g.position.clone(),
            ply: g.ply,
            side_to_move: side_to_move(g.ply),
            status: g.status,
            result: g.result,
            termination: g.termination,
            deadline: r.deadline(),
            draw_offer: offer,
            moves: Vec::new(),
            created_at: g.created_at,
            ended_at: g.ended_at,
        })
    }
}

impl MoveView {
    fn of(r: &GameRecord, m: &crate::db::models::Move) -> MoveView {
        MoveView {
            ply: m.ply,
            path: m.path.clone(),
            played_at: m.played_at,
            conditional: r.game.conditional_plies.contains(&m.ply),
        }
    }
}

impl GameLive {
    pub fn from_record(r: &GameRecord, now: DateTime<Utc>) -> GameLive {
        let g = &r.game;
        let player = |side: Side, rating: i64| {
            let brief = r.player(side);
            GamePlayer {
                id: brief.id,
                username: brief.username.clone(),
                rating: Rating::from_hundredths(rating).rounded(),
                on_leave_until: r.on_leave_until(side, now),
                rating_before: None,
                rating_after: None,
            }
        };
        GameLive {
            white: player(Side::White, g.white_rating_centi),
            black: player(Side::Black, g.black_rating_centi),
            clock: ClockView {
                white_remaining_seconds: r.remaining(Side::White, now),
                black_remaining_seconds: r.remaining(Side::Black, now),
                running: r.side_to_move().map(Colour::from),
            },
        }
    }
}

impl GameView {
    pub fn from_record(r: &GameRecord, now: DateTime<Utc>) -> ApiResult<GameView> {
        Ok(GameView {
            state: GameState::from_record(r)?,
            live: GameLive::from_record(r, now),
        })
    }

    /// The view's state part as JSON text (kept per row version; see [`Self::splice`]): the
    /// same text as serialising [`GameState::from_record`], with the moves written by the
    /// record's [`RenderedMoves`](games::rendered::RenderedMoves), which renders only those it
    /// has not rendered before.
    pub fn render_state(r: &GameRecord) -> ApiResult<String> {
        // The state without moves has `"moves":[]` exactly once: no other member is named
        // `moves`, and a quote inside a string value is escaped.
        const EMPTY: &str = r#""moves":[]"#;
        let bare =
            serde_json::to_string(&GameState::without_moves(r)?).map_err(ApiError::internal)?;
        let Some((head, tail)) = bare.split_once(EMPTY) else {
            return Err(ApiError::internal("a game state without its moves member"));
        };
        let mut out = String::with_capacity(
            bare.len() + 80 * r.moves.len() + r.rendered_moves.stored_len() + 2,
        );
        out.push_str(head);
        out.push_str(r#""moves":"#);
        r.rendered_moves
            .write_array(&r.moves, &mut out, |m, json| {
                move_json::write_move(&MoveView::of(r, m), json)
            })?;
        out.push_str(tail);
        Ok(out)
    }

    /// The elements of the view's `moves` array, without its brackets: what is stored for a
    /// finished game (see [`games::stored_moves`]), the same text as `render_state` writes.
    pub fn render_move_elements(r: &GameRecord) -> ApiResult<String> {
        let mut out = String::with_capacity(80 * r.moves.len());
        for (i, m) in r.moves.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            move_json::write_move(&MoveView::of(r, m), &mut out)?;
        }
        Ok(out)
    }

    /// The whole view as JSON text: the state part, rendered once, joined with the live part
    /// rendered now — the same text as serialising the [`GameView`].
    pub fn splice(state: &str, r: &GameRecord, now: DateTime<Utc>) -> ApiResult<String> {
        Self::splice_live(state, &GameLive::from_record(r, now))
    }

    /// The view from its state part and a live part built by the caller.
    pub fn splice_live(state: &str, live: &GameLive) -> ApiResult<String> {
        let live = serde_json::to_string(live).map_err(ApiError::internal)?;
        let (Some(head), Some(tail)) = (state.strip_suffix('}'), live.strip_prefix('{')) else {
            return Err(ApiError::internal("a game view is not a JSON object"));
        };
        // One exact allocation: the state part of a long game is over 10 kB.
        let mut out = String::with_capacity(head.len() + 1 + tail.len());
        out.push_str(head);
        out.push(',');
        out.push_str(tail);
        Ok(out)
    }

    /// The view as JSON text, for responses kept or stored as text.
    pub fn render(r: &GameRecord, now: DateTime<Utc>) -> ApiResult<String> {
        Self::splice(&Self::render_state(r)?, r, now)
    }
}

fn etag(ply: i32) -> String {
    format!("\"{ply}\"")
}

/// The game with its `ETag`.
pub fn game_response(
    mut res: actix_web::HttpResponseBuilder,
    r: &GameRecord,
    now: DateTime<Utc>,
) -> ApiResult<HttpResponse> {
    Ok(res
        .insert_header((header::ETAG, etag(r.game.ply)))
        .json(GameView::from_record(r, now)?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct GameId {
    /// Game id.
    #[param(minimum = 1)]
    pub id: i64,
}

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
    pub side_to_move: Colour,
    /// Only captures are legal this turn.
    pub capture_required: bool,
    /// A piece stands in its own castle and must leave it this turn (only it may move).
    pub must_leave_castle: bool,
    /// Empty once the game is over.
    pub moves: Vec<LegalMoveView>,
}

/// Every legal move of `position` (none when `active` is false).
pub fn legal_move_views(position: &Position, active: bool) -> Vec<LegalMoveView> {
    if !active {
        return Vec::new();
    }
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
        side_to_move: position.side_to_move().into(),
        capture_required: active && position.capture_required(),
        must_leave_castle: active && position.must_leave_castle().is_some(),
        moves: legal_move_views(&position, active),
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.ply)))
        .json(body))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The move in WCF notation; any valid path of the move, case-insensitive.
    #[schema(example = "D6-F8", max_length = 256)]
    pub path: String,
    /// The ply the move is made at (the game's current `ply`), a whole number (`3`, not `3.0`).
    /// Required unless an `If-Match: "<ply>"` header says it: with neither the answer is 428
    /// (`/problems/version-required`), and with a ply other than the current one 412.
    #[schema(minimum = 0, maximum = 2147483647)]
    pub expected_ply: Option<i32>,
}

fn header_str<'a>(req: &'a HttpRequest, name: &str) -> ApiResult<Option<&'a str>> {
    match req.headers().get(name) {
        None => Ok(None),
        Some(v) => v.to_str().map(Some).map_err(|_| {
            ApiError::msg(
                ProblemKind::InvalidParameter,
                Message::new("header-not-ascii").arg("header", name),
            )
        }),
    }
}

fn expected_ply(req: &HttpRequest, body: &MoveRequest) -> ApiResult<i32> {
    if let Some(p) = body.expected_ply {
        return Ok(p);
    }
    let Some(tag) = header_str(req, "if-match")? else {
        return Err(ApiError::msg(
            ProblemKind::PreconditionRequired,
            Message::new("expected-ply-required"),
        ));
    };
    let t = tag.trim().trim_start_matches("W/").trim_matches('"');
    t.parse::<i32>().map_err(|_| {
        ApiError::msg(
            ProblemKind::InvalidParameter,
            Message::new("if-match-invalid").arg("got", tag),
        )
    })
}

fn idempotency_key(req: &HttpRequest) -> ApiResult<Option<String>> {
    let Some(key) = header_str(req, "idempotency-key")? else {
        return Ok(None);
    };
    let key = key.trim();
    if key.is_empty() || key.len() > 255 || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ApiError::msg(
            ProblemKind::InvalidParameter,
            Message::new("idempotency-key-invalid"),
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
    security(("bearer" = ["game:play"])),
    params(
        GameId,
        ("If-Match" = Option<String>, Header, pattern = r#"^(W/)?"?[0-9]{1,9}"?$"#, description = "The game's ETag, `\"<ply>\"`: the ply the move is made at, instead of `expected_ply` in the body. One of the two is required (else 428); a ply other than the game's current one is a 412."),
        ("Idempotency-Key" = Option<String>, Header, pattern = "^[!-~]{1,255}$", description = "Makes retries safe: a retry with the same key returns the original response. 1–255 visible ASCII characters (0x21–0x7E), no spaces."),
    ),
    request_body = MoveRequest,
    responses(
        (status = 201, description = "Move played; the new game state", body = GameView, headers(("ETag" = String))),
        (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not your turn (`/problems/not-your-turn`), or the game is over (`/problems/game-over`)", body = Problem, content_type = "application/problem+json"),
        (status = 412, description = "The game has moved on since the given ply (`/problems/stale-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 428, description = "Neither expected_ply nor If-Match (`/problems/version-required`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
        NotFound,
    )
)]
#[post("/games/{id}/moves")]
pub async fn play_move(
    state: web::Data<AppState>,
    user: Authed<scopes::GamePlay>,
    req: HttpRequest,
    path: Path<GameId>,
    body: Json<MoveRequest>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let ply = expected_ply(&req, &body)?;
    if body.path.len() > 256 {
        return Err(
            ApiError::msg(ProblemKind::IllegalMove, Message::new("not-a-move-path"))
                .with("reason", "malformed"),
        );
    }
    let idem = idempotency_key(&req)?.map(|k| Idempotency::new(k, path.id, &body.path, ply));
    let submission = MoveSubmission {
        caller: user.id,
        game_id: path.id,
        path: body.path,
        expected_ply: ply,
        idempotency: idem,
    };
    let now = state.clock.now();
    let outcome = play::play_move(&state.pool, &state.batches, submission, now, move |r| {
        GameView::render(r, now)
    })
    .await?;
    let location = format!("/api/v1/games/{}", path.id);
    Ok(match outcome {
        MoveResponse::Played { body, ply, to_move } => {
            state.metrics.moves_played.inc();
            state.bot_wake.moved(path.id, to_move);
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
            security(("bearer" = ["game:play"])),
            params(GameId),
            responses(
                (status = 200, description = "The game after the action", body = GameView, headers(("ETag" = String))),
                (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
                (status = 409, description = $conflict, body = Problem, content_type = "application/problem+json"),
                (status = 422, description = "Draw claim refused (draw-claim only, `/problems/draw-claim-refused`)", body = Problem, content_type = "application/problem+json"),
                BadRequest,
                Unauthorized,
                NotFound,
            )
        )]
        #[post($route)]
        pub async fn $name(state: web::Data<AppState>, user: Authed<scopes::GamePlay>, path: Path<GameId>) -> ApiResult<HttpResponse> {
            let mut conn = state.pool.get().await?;
            let now = state.clock.now();
            let r = games::act(&mut conn, user.id, path.id, $action, now).await?;
            if r.game.status != GameStatus::Active {
                state.metrics.games_ended.inc();
            }
            game_response(HttpResponse::Ok(), &r, now)
        }
    };
}

game_action!(
    resign,
    "/games/{id}/resign",
    games::Action::Resign,
    "Resign: the opponent wins.",
    "The game is over (`/problems/game-over`)"
);
game_action!(
    draw_offer,
    "/games/{id}/draw-offer",
    games::Action::OfferDraw,
    "Offer a draw (accepts the opponent's standing offer). The offer lapses when the opponent moves instead.",
    "The game is over (`/problems/game-over`)"
);
game_action!(
    draw_accept,
    "/games/{id}/draw-accept",
    games::Action::AcceptDraw,
    "Accept the opponent's draw offer.",
    "No offer to accept (`/problems/conflict`), or the game is over (`/problems/game-over`)"
);
game_action!(
    draw_decline,
    "/games/{id}/draw-decline",
    games::Action::DeclineDraw,
    "Decline the opponent's draw offer.",
    "No offer to decline (`/problems/conflict`), or the game is over (`/problems/game-over`)"
);
game_action!(
    draw_claim,
    "/games/{id}/draw-claim",
    games::Action::ClaimDraw,
    "Claim a draw by threefold repetition (the side to move) or the fifty-move rule (either side).",
    "The game is over (`/problems/game-over`)"
);
game_action!(
    abort,
    "/games/{id}/abort",
    games::Action::Abort,
    "Abort the game (either player, before both sides have moved). Aborted games are unrated.",
    "Both sides have moved, or a tournament game (`/problems/conflict`), or the game is over (`/problems/game-over`)"
);

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

/// Which games to list.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GameStatusFilter {
    All,
    Active,
    /// Finished or aborted.
    Finished,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameFilter {
    /// `active`, `finished` (includes aborted) or `all` (default).
    #[param(inline)]
    pub status: Option<GameStatusFilter>,
    /// Only the games of this variant (every variant when absent).
    #[param(inline)]
    pub variant: Option<VariantName>,
}

impl GameFilter {
    fn filter(&self) -> ListFilter {
        let status = match self.status {
            None | Some(GameStatusFilter::All) => StatusFilter::All,
            Some(GameStatusFilter::Active) => StatusFilter::Active,
            Some(GameStatusFilter::Finished) => StatusFilter::Finished,
        };
        ListFilter {
            status,
            variant: self.variant,
        }
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
    /// The variant played.
    pub variant: VariantName,
    pub days_per_move: Option<i16>,
    pub ply: i32,
    pub side_to_move: Colour,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    pub deadline: Option<DateTime<Utc>>,
    /// For the caller's own lists: whether it is the caller's move.
    pub my_turn: Option<bool>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

impl GameSummary {
    pub fn from_row(g: &ListedGame, me: Option<i64>) -> Self {
        GameSummary {
            id: g.id,
            white: g.white.clone(),
            black: g.black.clone(),
            rated: g.rated,
            variant: g.variant,
            days_per_move: g.days_per_move,
            ply: g.ply,
            side_to_move: side_to_move(g.ply),
            status: g.status,
            result: g.result,
            termination: g.termination,
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
    security(("bearer" = ["game:read"])),
    params(GameFilter, PageParams),
    responses(
        (status = 200, body = MyGames, headers(("Link" = String))),
        BadRequest,
        Unauthorized,
    )
)]
#[get("/me/games")]
pub async fn my_games(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    req: HttpRequest,
    filter: Query<GameFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let mine = lists::mine(&mut conn, user.id, filter.filter(), page.after()?, limit).await?;
    let body = MyGames {
        my_turn: mine.my_turn,
        items: mine
            .rows
            .iter()
            .map(|r| GameSummary::from_row(r, Some(user.id)))
            .collect(),
        next_cursor: mine.next_cursor.clone(),
    };
    let mut res = HttpResponse::Ok();
    if let Some(c) = &mine.next_cursor {
        res.insert_header(link_header(&req, c));
    }
    Ok(res.json(body))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct Username {
    /// A username (3–32 letters, digits, `_` or `-`; any case).
    pub username: String,
}

/// A user's games, newest first.
#[utoipa::path(
    tag = "games",
    params(Username, GameFilter, PageParams),
    responses(
        (status = 200, body = Page<GameSummary>, headers(("Link" = String))),
        BadRequest,
        NotFound,
    )
)]
#[get("/users/{username}/games")]
pub async fn user_games(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<Username>,
    filter: Query<GameFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let (rows, next_cursor) = lists::of_username(
        &mut conn,
        &path.username,
        filter.filter(),
        page.after()?,
        limit,
    )
    .await?
    .ok_or_else(|| accounts::no_such_user(&path.username))?;
    let page = Page {
        items: rows
            .iter()
            .map(|r| GameSummary::from_row(r, None))
            .collect::<Vec<_>>(),
        next_cursor,
    };
    Ok(page.respond(&req))
}
