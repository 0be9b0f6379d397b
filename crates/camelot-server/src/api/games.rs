//! `/api/v1/games/*`, `/api/v1/me/games`, `/api/v1/users/{username}/games`.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use camelot_rating::Rating;

use crate::api::responses::{BadRequest, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::{GameStatus, VariantName};
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::extract::{Json, Path, Query};
use crate::http::pagination::{Page, PageParams, link_header};
use crate::i18n::Message;
use crate::service::accounts;
use crate::service::games::lists::{self, ListFilter, StatusFilter};
use crate::service::games::play::{self, Idempotency, MoveResponse, MoveSubmission};
use crate::service::games::{self, GameRecord, export as game_export, record, views};
use crate::state::AppState;
use crate::views::games::{GameLive, GameSummary, GameView, LegalMoves, MyGames, legal_move_views};

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
