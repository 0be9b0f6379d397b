//! `/api/v1/me/events`: the caller's event log, as pages and as a Server-Sent Events stream.

use std::time::Duration;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use utoipa::{IntoParams, ToSchema};

use crate::api::responses::{BadRequest, CursorExpired, Unauthorized};
use crate::auth::extractor::{authenticate, bearer_token};
use crate::auth::scopes::{self, Needs};
use crate::auth::{AuthUser, Authed};
use crate::clock::Alarm;
use crate::error::{ApiError, ApiResult, ProblemKind};
use crate::http::extract::Query;
use crate::i18n::Message;
use crate::listener::{Signal, Subscription};
use crate::service::events::{self, Event};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EventQuery {
    /// Return events after this one (the `next_cursor` of the previous answer; 0 = from the start).
    #[param(pattern = "^[0-9]{0,18}$")]
    pub after: Option<String>,
    /// At most this many (1–500, default 100).
    #[param(minimum = 1, maximum = 500)]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EventPage {
    pub items: Vec<Event>,
    /// The id of the last event returned (or `after` when none): pass it as `after` next time.
    /// Unlike other lists this cursor never runs out: it is where to continue polling.
    pub next_cursor: String,
    /// More events are waiting right now.
    pub has_more: bool,
}

fn parse_after(raw: Option<&str>) -> ApiResult<i64> {
    match raw.filter(|s| !s.is_empty()) {
        None => Ok(0),
        // Digits only, as documented: `parse` alone would also take "+5".
        Some(s) => Some(s)
            .filter(|s| s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|s| s.parse::<i64>().ok())
            .ok_or_else(|| {
                ApiError::msg(
                    ProblemKind::InvalidCursor,
                    Message::new("event-cursor-invalid").arg("got", format!("{s:?}")),
                )
            }),
    }
}

/// My events after a cursor, oldest first. Nothing is ever missed: events are kept, unless
/// the server prunes old ones (`EVENT_RETENTION_DAYS`); then a cursor below the pruned range
/// is refused with 410 `/problems/cursor-expired` (`oldest_cursor` says where to continue after
/// re-reading the current state). `after=0` always reads from the oldest event kept.
#[utoipa::path(
    tag = "events",
    security(("bearer" = ["game:read"])),
    params(EventQuery),
    responses(
        (status = 200, body = EventPage),
        BadRequest,
        Unauthorized,
        CursorExpired,
    )
)]
#[get("/me/events")]
pub async fn list(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    q: Query<EventQuery>,
) -> ApiResult<HttpResponse> {
    let after = parse_after(q.after.as_deref())?;
    let limit = match q.limit {
        None => 100,
        Some(n) if (1..=500).contains(&n) => i64::from(n),
        Some(n) => {
            return Err(ApiError::msg(
                ProblemKind::InvalidParameter,
                Message::new("event-limit-range").arg("got", n),
            ));
        }
    };
    let mut conn = state.pool.get().await?;
    let mut items = events::page(&mut conn, user.id, after, limit + 1).await?;
    let has_more = items.len() as i64 > limit;
    items.truncate(limit as usize);
    let next_cursor = items.last().map(|e| e.id).unwrap_or(after).to_string();
    Ok(HttpResponse::Ok().json(EventPage {
        items,
        next_cursor,
        has_more,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StreamQuery {
    /// Resume after this event id (the `Last-Event-ID` header takes precedence).
    #[param(pattern = "^[0-9]{0,18}$")]
    pub after: Option<String>,
    /// For clients that cannot set headers (browser `EventSource`): the access token.
    pub access_token: Option<String>,
}

/// One message of the event stream, as Server-Sent Events fields (`id`, `event`, `data`): an
/// event (`id` its id, `event` its kind, `data` the `Event` as JSON), or the last message,
/// `event: stream_closed` with `data` `{"reason": "token_expired" | "token_revoked" | "shutdown"}`
/// (`shutdown`: the server is stopping; reconnect and resume from the last event id). Comment
/// lines (keep-alives) and the opening `retry:` carry no data.
pub struct StreamMessage;

impl utoipa::PartialSchema for StreamMessage {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::extensions::Extensions;
        use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
        use utoipa::openapi::{Ref, RefOr};
        // `contentMediaType`/`contentSchema` (JSON Schema 2020-12) describe the JSON in `data`.
        let json_data = |schema: serde_json::Value| {
            // One key in the extensions (a hash map): the document's bytes stay the same from
            // run to run.
            ObjectBuilder::new()
                .schema_type(Type::String)
                .content_media_type("application/json")
                .extensions(Some(Extensions::from_iter([("contentSchema", schema)])))
        };
        let event = ObjectBuilder::new()
            .schema_type(Type::Object)
            .description(Some(
                "An event: `event` is its kind, `data` the event as JSON.",
            ))
            .property(
                "id",
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some("^[0-9]+$")),
            )
            .property("event", Ref::from_schema_name("EventKind"))
            .property(
                "data",
                json_data(serde_json::json!({"$ref": "#/components/schemas/Event"})),
            )
            .required("id")
            .required("event")
            .required("data");
        let closed = ObjectBuilder::new()
            .schema_type(Type::Object)
            .description(Some(
                "The last message: the token expired or was revoked; reconnect with a fresh one.",
            ))
            .property(
                "event",
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(["stream_closed"])),
            )
            .property(
                "data",
                json_data(serde_json::json!({
                    "type": "object",
                    "required": ["reason"],
                    "properties": {"reason": {"type": "string", "enum": ["token_expired", "token_revoked", "shutdown"]}}
                })),
            )
            .required("event")
            .required("data");
        RefOr::T(
            OneOfBuilder::new()
                .item(event)
                .item(closed)
                .description(Some(
                    "One Server-Sent Events message of the event stream, by its fields.",
                ))
                .into(),
        )
    }
}

impl utoipa::ToSchema for StreamMessage {}

/// My events as Server-Sent Events (`id`, `event` = kind, `data` = JSON), live.
///
/// Resumes after `Last-Event-ID` (or `?after=`); without either it sends only new events. Works
/// with several server processes on one database (PostgreSQL `LISTEN/NOTIFY`). A comment line
/// is sent every 15 s (`SSE_KEEPALIVE_SECS`) to keep connections open. The stream ends when its
/// token expires or is revoked, with a last message `event: stream_closed` (`data` says why):
/// reconnect with a fresh token and `Last-Event-ID` to carry on. Resuming below the events
/// still kept (`EVENT_RETENTION_DAYS`) is refused with 410 `/problems/cursor-expired`.
#[utoipa::path(
    tag = "events",
    security(("bearer" = ["game:read"])),
    params(StreamQuery, ("Last-Event-ID" = Option<String>, Header, pattern = "^[0-9]{0,18}$", description = "Resume after this event id (takes precedence over `after`; empty or 0: from the first event)")),
    responses(
        (status = 200, description = "A `text/event-stream`: each message has `id` (the event id), `event` (its kind) and `data`, one `Event` as JSON.", content_type = "text/event-stream", body = StreamMessage),
        BadRequest,
        Unauthorized,
        CursorExpired,
    )
)]
#[get("/me/events/stream")]
pub async fn stream(
    state: web::Data<AppState>,
    req: HttpRequest,
    q: Query<StreamQuery>,
) -> ApiResult<HttpResponse> {
    let token = match bearer_token(&req) {
        Some(t) => t?,
        None => q
            .access_token
            .clone()
            .filter(|t| !t.is_empty())
            .ok_or_else(|| ApiError::unauthorized_msg(Message::new("token-missing-stream")))?,
    };
    let user = authenticate(&state, &token).await?;
    user.require_scope(scopes::GameRead::SCOPE)?;
    // Checked even when the header takes precedence: a bad parameter is refused, not ignored.
    let from_query = q
        .after
        .as_deref()
        .map(|a| parse_after(Some(a)))
        .transpose()?;
    let resume = match req.headers().get("last-event-id") {
        Some(v) => Some(parse_after(Some(v.to_str().map_err(|_| {
            ApiError::msg(
                ProblemKind::InvalidParameter,
                Message::new("last-event-id-invalid"),
            )
        })?))?),
        None => from_query,
    };
    let mut conn = state.pool.get().await?;
    let start = match resume {
        Some(id) => {
            events::check_cursor(&mut conn, id).await?;
            id
        }
        None => events::last_id(&mut conn, user.id).await?,
    };
    drop(conn);
    let signals = state.hub.subscribe(user.id);
    let (tx, rx) = mpsc::channel::<Bytes>(64);
    tokio::spawn(pump(state.clone(), user, token, start, signals, tx));
    let body = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv()
            .await
            .map(|b| (Ok::<Bytes, actix_web::Error>(b), rx))
    });
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header(("x-accel-buffering", "no"))
        .streaming(body))
}

/// Why a stream ended.
fn closing(reason: &str) -> Bytes {
    Bytes::from(format!(
        "event: stream_closed\ndata: {{\"reason\":\"{reason}\"}}\n\n"
    ))
}

/// Whether the stream's token still stands: not expired, not revoked, its account alive.
async fn still_valid(state: &AppState, token: &str) -> Result<(), &'static str> {
    match authenticate(state, token).await {
        Ok(_) => Ok(()),
        Err(e) if e.detail.contains("expired") => Err("token_expired"),
        Err(e) if e.kind == ProblemKind::InvalidToken => Err("token_revoked"),
        // The database did not answer: the stream goes on and checks again later.
        Err(_) => Ok(()),
    }
}

/// Every how many keep-alives a stream re-reads the log and re-checks its token in the
/// database, in case an announcement was lost (by default every minute). Between those, a
/// stream costs nothing but its keep-alive: events and revocations arrive as signals, and the
/// expiry of either kind of token is known when the stream opens (an alarm rings at it). Checking the database on every
/// keep-alive cost ten thousand idle streams over a thousand queries a second.
const SAFETY_NET_TICKS: u32 = 4;

/// Feeds one stream until its client goes away or its token stops standing.
async fn pump(
    state: web::Data<AppState>,
    user: AuthUser,
    token: String,
    mut cursor: i64,
    mut sub: Subscription,
    tx: mpsc::Sender<Bytes>,
) {
    if tx
        .send(Bytes::from_static(b"retry: 3000\n\n"))
        .await
        .is_err()
    {
        return;
    }
    // Both kinds of token carry their expiry (an access token in its claims, a personal token
    // in its row): an alarm ends the stream at that instant, and no event goes out after it.
    let expires_at = user.token.expires_at();
    let expiry = |state: &AppState| -> Alarm {
        match expires_at {
            Some(at) => state.clock.clone().alarm_at(at),
            None => Box::pin(std::future::pending()),
        }
    };
    let mut expired = expiry(&state);
    let mut stopping = state.shutdown.subscribe();
    // Streams opened together would otherwise keep their keep-alives in step.
    let period = state.config.sse_keepalive;
    let offset = period.mul_f64(rand::random::<f64>());
    let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + offset, period);
    let mut ticks: u32 = 0;
    let mut check = true;
    // When events were held back: when to read again, and the wait after that.
    let mut retry: Option<(tokio::time::Instant, Duration)> = None;
    loop {
        if check {
            match send_new(&state, user.id, expires_at, &mut cursor, &tx).await {
                Ok(CaughtUp::Yes) => retry = None,
                Ok(CaughtUp::Expired) => {
                    let _ = tx.send(closing("token_expired")).await;
                    return;
                }
                Ok(CaughtUp::HeldBack) => {
                    let wait = retry.map_or(HELD_BACK_FIRST, |(_, w)| (w * 2).min(HELD_BACK_MAX));
                    retry = Some((tokio::time::Instant::now() + wait, wait));
                }
                Ok(CaughtUp::Gone) => return,
                Err(e) => tracing::warn!(error = %e, "event stream read failed"),
            }
        }
        let mut recheck_token = false;
        check = tokio::select! {
            s = sub.signals.recv() => match s {
                Some(Signal::Events) => true,
                Some(Signal::Tokens) => { recheck_token = true; true }
                None => return,
            },
            () = sleep_until_some(retry.map(|(at, _)| at)) => true,
            () = &mut expired => {
                let _ = tx.send(closing("token_expired")).await;
                return;
            }
            () = async { let _ = stopping.wait_for(|stop| *stop).await; } => {
                // The client reconnects (to another replica) and resumes from its cursor.
                let _ = tx.send(closing("shutdown")).await;
                return;
            }
            _ = tick.tick() => {
                if tx.send(Bytes::from_static(b": keep-alive\n\n")).await.is_err() {
                    return;
                }
                ticks = ticks.wrapping_add(1);
                recheck_token = ticks.is_multiple_of(SAFETY_NET_TICKS);
                recheck_token
            }
            _ = tx.closed() => return,
        };
        if recheck_token && let Err(reason) = still_valid(&state, &token).await {
            let _ = tx.send(closing(reason)).await;
            return;
        }
    }
}

/// Sleeps until `at`, or forever when there is nothing to wait for.
async fn sleep_until_some(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// How a stream's catching up ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CaughtUp {
    /// Every settled event is sent.
    Yes,
    /// Newer events are committed but not yet settled: read again shortly.
    HeldBack,
    /// The client is gone.
    Gone,
    /// The token expired: nothing more may be sent.
    Expired,
}

/// The first wait before reading events again that were held back, and the longest: held back
/// means a transaction that began before they were written is still open, which for moves is a
/// matter of milliseconds.
const HELD_BACK_FIRST: Duration = Duration::from_millis(5);
const HELD_BACK_MAX: Duration = Duration::from_millis(500);

/// Sends every settled event after `cursor`, as long as the token has not expired (checked
/// before each event: the read may have taken a moment).
async fn send_new(
    state: &AppState,
    user: i64,
    expires_at: Option<DateTime<Utc>>,
    cursor: &mut i64,
    tx: &mpsc::Sender<Bytes>,
) -> ApiResult<CaughtUp> {
    loop {
        let backlog = state.event_reads.after(user, *cursor).await?;
        for e in backlog.events {
            if expires_at.is_some_and(|at| at <= state.clock.now()) {
                return Ok(CaughtUp::Expired);
            }
            let data = serde_json::to_string(&e).map_err(ApiError::internal)?;
            let frame = format!("id: {}\nevent: {}\ndata: {data}\n\n", e.id, e.kind);
            *cursor = e.id;
            if tx.send(Bytes::from(frame)).await.is_err() {
                return Ok(CaughtUp::Gone);
            }
        }
        if backlog.held_back {
            return Ok(CaughtUp::HeldBack);
        }
        if !backlog.more {
            return Ok(CaughtUp::Yes);
        }
    }
}
