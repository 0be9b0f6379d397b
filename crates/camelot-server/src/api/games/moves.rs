//! Playing a move: the ply it is made at (body or `If-Match`), an optional idempotency key,
//! and the answer kept for a retry.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::{GameId, etag};
use crate::api::responses::{JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::extract::{Json, Path};
use crate::i18n::Message;
use crate::service::games::play::{self, Idempotency, MoveResponse, MoveSubmission};
use crate::state::AppState;
use crate::views::games::GameView;

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
