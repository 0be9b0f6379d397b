//! `/api/v1/me/notifications`, `/api/v1/me/webhooks`, `/api/v1/me/calendar*` and the public
//! e-mail links: how the server reaches a player.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::responses::{BadRequest, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::config::Environment;
use crate::domain::DeliveryStatus;
use crate::error::{ApiResult, Problem};
use crate::http::extract::{Json, Path, Query};
use crate::http::pagination::{Page, PageParams};
use crate::service::events::EventKind;
use crate::service::notify::preferences::{self, Preferences};
use crate::service::notify::webhooks::{self, DeliveryInfo, Webhook};
use crate::service::notify::{calendar, email, outbox};
use crate::state::AppState;

/// My notification settings: for every kind of event, which channels fire.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:read"])),
    responses(
        (status = 200, body = inline(Preferences)),
        Unauthorized,
    )
)]
#[get("/me/notifications")]
pub async fn get_preferences(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    Ok(HttpResponse::Ok().json(preferences::get(&mut conn, user.id).await?))
}

/// Choose the channels of some kinds of event (the others keep theirs); `your_turn` is accepted
/// for `opponent_moved`. Answers every kind's channels.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:write"])),
    request_body = inline(Preferences),
    responses(
        (status = 200, body = inline(Preferences)),
        JsonBody,
        Unauthorized,
    )
)]
#[put("/me/notifications")]
pub async fn put_preferences(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<Preferences>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    Ok(HttpResponse::Ok().json(preferences::set(&mut conn, user.id, body.into_inner()).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewWebhook {
    /// Where to send: `https` (in development `http` and loopback too).
    #[schema(example = "https://bot.example.org/camelot")]
    pub url: String,
    /// The kinds of event to send, at least one.
    #[schema(min_items = 1)]
    pub events: Vec<EventKind>,
}

/// A webhook.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookView {
    pub id: i64,
    pub url: String,
    pub events: Vec<EventKind>,
    pub created_at: DateTime<Utc>,
    /// Since when every attempt has failed; null while it works.
    pub failing_since: Option<DateTime<Utc>>,
    /// When it was disabled for failing too long; null while enabled.
    pub disabled_at: Option<DateTime<Utc>>,
}

impl From<Webhook> for WebhookView {
    fn from(w: Webhook) -> WebhookView {
        WebhookView {
            id: w.id,
            url: w.url,
            events: w.events,
            created_at: w.created_at,
            failing_since: w.failing_since,
            disabled_at: w.disabled_at,
        }
    }
}

/// A new webhook with its signing secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedWebhook {
    #[serde(flatten)]
    pub webhook: WebhookView,
    /// `whsec_` + base64 of the signing key (Standard Webhooks).
    #[schema(example = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")]
    pub secret: String,
}

/// Register a webhook: the server POSTs each event of the kinds named, signed per the Standard
/// Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:write"])),
    request_body = NewWebhook,
    responses(
        (status = 201, body = CreatedWebhook, headers(("Location" = String))),
        (status = 409, description = "Too many webhooks (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
    )
)]
#[post("/me/webhooks")]
pub async fn create_webhook(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<NewWebhook>,
) -> ApiResult<HttpResponse> {
    let production = state.config.environment == Environment::Production;
    let mut conn = state.pool.get().await?;
    let now = state.clock.now();
    let (hook, secret) =
        webhooks::create(&mut conn, user.id, &body.url, &body.events, production, now).await?;
    let view = CreatedWebhook {
        webhook: hook.into(),
        secret,
    };
    Ok(HttpResponse::Created()
        .insert_header((
            header::LOCATION,
            format!("/api/v1/me/webhooks/{}", view.webhook.id),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(view))
}

/// My webhooks.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:read"])),
    responses(
        (status = 200, body = Vec<WebhookView>),
        Unauthorized,
    )
)]
#[get("/me/webhooks")]
pub async fn list_webhooks(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let list = webhooks::list(&mut conn, user.id).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(WebhookView::from).collect::<Vec<_>>()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct WebhookId {
    /// Webhook id.
    #[param(minimum = 1)]
    pub id: i64,
}

/// Remove a webhook (what it had not delivered is dropped).
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:write"])),
    params(WebhookId),
    responses(
        (status = 204, description = "Removed"),
        BadRequest,
        Unauthorized,
        NotFound,
    )
)]
#[delete("/me/webhooks/{id}")]
pub async fn delete_webhook(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    path: Path<WebhookId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    webhooks::delete(&mut conn, user.id, path.id, state.clock.now()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A delivery of a webhook.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeliveryView {
    /// Also the `webhook-id` header (`msg_<id>`) of every attempt.
    pub id: i64,
    /// The event delivered (null for a test message).
    pub event_id: Option<i64>,
    /// The event's kind, or `ping`.
    pub kind: String,
    /// `pending`, `delivered`, `failed` (every retry failed) or `abandoned`.
    pub status: DeliveryStatus,
    pub attempts: i32,
    /// When it is tried next, while pending.
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The receiver's status code at the last attempt.
    pub last_response_code: Option<i32>,
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

impl From<DeliveryInfo> for DeliveryView {
    fn from(d: DeliveryInfo) -> DeliveryView {
        DeliveryView {
            id: d.id,
            event_id: d.event_id,
            next_attempt_at: (d.status == DeliveryStatus::Pending).then_some(d.next_attempt_at),
            kind: d.kind,
            status: d.status,
            attempts: d.attempts,
            last_attempt_at: d.last_attempt_at,
            last_response_code: d.last_status_code,
            last_error: d.last_error,
            created_at: d.created_at,
            delivered_at: d.delivered_at,
        }
    }
}

/// Send a test message (`"type": "ping"`) to a webhook now; answers how it went.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:write"])),
    params(WebhookId),
    responses(
        (status = 200, description = "Sent (see `status` and `last_response_code`)", body = DeliveryView),
        (status = 409, description = "The webhook is disabled (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        BadRequest,
        Unauthorized,
        NotFound,
    )
)]
#[post("/me/webhooks/{id}/test")]
pub async fn test_webhook(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    path: Path<WebhookId>,
) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let leased = {
        let mut conn = state.pool.get().await?;
        webhooks::queue_ping(&mut conn, user.id, path.id, now).await?
    };
    let id = leased.id;
    outbox::deliver(&state.pool, &state.outbox, leased, now).await?;
    let mut conn = state.pool.get().await?;
    let d = webhooks::delivery(&mut conn, user.id, path.id, id).await?;
    Ok(HttpResponse::Ok().json(DeliveryView::from(d)))
}

/// A webhook's deliveries, newest first: status, attempts, the last response code.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:read"])),
    params(WebhookId, PageParams),
    responses(
        (status = 200, body = Page<DeliveryView>, headers(("Link" = String))),
        BadRequest,
        Unauthorized,
        NotFound,
    )
)]
#[get("/me/webhooks/{id}/deliveries")]
pub async fn webhook_deliveries(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
    req: HttpRequest,
    path: Path<WebhookId>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let rows = webhooks::deliveries_of(&mut conn, user.id, path.id, page.after()?, limit).await?;
    Ok(Page::from_rows(rows, limit, |d| d.id)
        .map(DeliveryView::from)
        .respond(&req))
}

/// A calendar feed's secret link.
#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarLink {
    pub token: String,
    /// Subscribe to this URL in a calendar application.
    pub url: String,
}

/// Make a new secret link to my calendar feed (the old link stops working).
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = ["account:write"])),
    responses(
        (status = 201, body = CalendarLink),
        Unauthorized,
    )
)]
#[post("/me/calendar-token")]
pub async fn calendar_token(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let token = calendar::new_token(&mut conn, user.id).await?;
    let url = format!(
        "{}/api/v1/me/calendar.ics?token={token}",
        state.config.base_url()
    );
    Ok(HttpResponse::Created()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(CalendarLink { token, url }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TokenQuery {
    /// The secret of the link.
    pub token: String,
}

/// My deadlines as an iCalendar feed (RFC 5545): games where it is my turn, and round deadlines
/// of my running tournaments. Reached by its secret link (no `Authorization`).
#[utoipa::path(
    tag = "notifications",
    params(TokenQuery),
    responses(
        (status = 200, description = "The feed", content_type = "text/calendar", body = String),
        BadRequest,
        NotFound,
    )
)]
#[get("/me/calendar.ics")]
pub async fn calendar_feed(
    state: web::Data<AppState>,
    q: Query<TokenQuery>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let base = state.config.base_url();
    let host = url::Url::parse(&base)
        .ok()
        .and_then(|u| u.host_str().map(str::to_owned))
        .unwrap_or_else(|| "camelot-server".to_owned());
    let body = calendar::feed(&mut conn, &q.token, &base, &host, state.clock.now()).await?;
    Ok(HttpResponse::Ok()
        .content_type(calendar::MEDIA_TYPE)
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(body))
}

/// An address confirmed.
#[derive(Debug, Serialize, ToSchema)]
pub struct Verified {
    pub email: String,
    pub verified: bool,
}

/// Confirm an e-mail address (the link mailed to it).
#[utoipa::path(
    tag = "notifications",
    params(TokenQuery),
    responses(
        (status = 200, body = Verified),
        (status = 410, description = "The link expired (`/problems/gone`)", body = Problem, content_type = "application/problem+json"),
        BadRequest,
        NotFound,
    )
)]
#[get("/email/verify")]
pub async fn verify_email(
    state: web::Data<AppState>,
    q: Query<TokenQuery>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let address = email::verify(&mut conn, &q.token, state.clock.now()).await?;
    Ok(HttpResponse::Ok().json(Verified {
        email: address,
        verified: true,
    }))
}

/// The page of an unsubscribe link opened in a browser: a button that unsubscribes (opening a
/// link must not change anything: mail scanners open links).
#[utoipa::path(
    tag = "notifications",
    params(TokenQuery),
    responses(
        (status = 200, description = "A page with an unsubscribe button", content_type = "text/html", body = String),
        BadRequest,
    )
)]
#[get("/email/unsubscribe")]
pub async fn unsubscribe_page(q: Query<TokenQuery>) -> ApiResult<HttpResponse> {
    let token: String = q
        .token
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        .collect();
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header(("content-security-policy", "default-src 'none'; form-action 'self'"))
        .body(format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Unsubscribe</title></head>\
             <body><form method=\"post\" action=\"/api/v1/email/unsubscribe?token={token}\">\
             <p>Stop all e-mail from Camelot Server?</p><button>Unsubscribe</button></form></body></html>"
        )))
}

/// One-click unsubscribe (RFC 8058): e-mail off for every kind of event. Mail clients POST
/// `List-Unsubscribe=One-Click`; the body is not needed.
#[utoipa::path(
    tag = "notifications",
    params(TokenQuery),
    responses(
        (status = 200, description = "Unsubscribed", content_type = "text/plain", body = String),
        BadRequest,
        NotFound,
    )
)]
#[post("/email/unsubscribe")]
pub async fn unsubscribe(
    state: web::Data<AppState>,
    q: Query<TokenQuery>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    email::unsubscribe(&mut conn, &state.config.jwt_secret, &q.token).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("You will receive no more e-mail from Camelot Server. Change this in your notification settings."))
}
