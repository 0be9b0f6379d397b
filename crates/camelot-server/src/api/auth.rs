//! `/api/v1/auth/*`: registration, login, token refresh, logout.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::responses::{JsonBody, RateLimited};
use crate::api::users::UserView;
use crate::auth::Scope;
use crate::auth::extractor::{authenticate, bearer_token};
use crate::domain::Username;
use crate::error::{ApiError, ApiResult, Problem};
use crate::http::client::client_addr;
use crate::http::extract::Json;
use crate::i18n::Message;
use crate::service::accounts::{self, Issued};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 3–32 letters A–Z, digits, `_` and `-`; compared without regard to case. Names beginning
    /// with `camelot-bot` belong to the computer opponents.
    #[schema(
        example = "alice",
        pattern = "^(?![Cc][Aa][Mm][Ee][Ll][Oo][Tt]-[Bb][Oo][Tt])[A-Za-z0-9_-]{3,32}$"
    )]
    pub username: String,
    /// 10–128 characters.
    #[schema(example = "correct horse battery", min_length = 10, max_length = 128)]
    pub password: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenPair {
    /// JWT to send as `Authorization: Bearer …`.
    pub access_token: String,
    /// Opaque token for `POST /api/v1/auth/refresh`; each one works once.
    pub refresh_token: String,
    #[schema(example = "Bearer")]
    pub token_type: &'static str,
    /// Seconds until the access token expires.
    pub expires_in: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefreshRequest {
    pub refresh_token: String,
}

/// Counts one attempt at a rate-limited endpoint (`scope`) from the caller's address, and for
/// `username` when one is given: 429 once either is over its limit for the minute.
pub(crate) async fn count_attempt(
    state: &AppState,
    req: &HttpRequest,
    scope: &str,
    username: Option<&str>,
) -> ApiResult<()> {
    let mut conn = state.pool.get().await?;
    state
        .limits
        .check(
            &mut conn,
            scope,
            &client_addr(req, state.config.trust_proxy_headers),
            username,
            state.clock.now(),
        )
        .await
        .map_err(ApiError::from)
}

/// A login attempt (API or browser session): counted against the rate limits, then the
/// password checked and a refresh-token family started.
pub(crate) async fn log_in(
    state: &AppState,
    req: &HttpRequest,
    Credentials { username, password }: Credentials,
) -> ApiResult<Issued> {
    count_attempt(state, req, "login", Some(&username)).await?;
    accounts::login(
        &state.pool,
        &state.jwt,
        Username::parse(&username).ok().as_ref(),
        password,
        state.clock.now(),
        ttl(state),
    )
    .await
    .map_err(ApiError::from)
}

/// How long a refresh token lives.
pub(crate) fn ttl(state: &AppState) -> chrono::Duration {
    chrono::Duration::from_std(state.config.refresh_token_ttl).unwrap_or(chrono::Duration::days(30))
}

fn pair(state: &AppState, issued: Issued) -> TokenPair {
    TokenPair {
        access_token: issued.access_token,
        refresh_token: issued.refresh_token,
        token_type: "Bearer",
        expires_in: state.jwt.ttl_secs(),
    }
}

/// Create an account.
#[utoipa::path(
    tag = "auth",
    request_body = Credentials,
    responses(
        (status = 201, description = "Account created", body = UserView, headers(("Location" = String))),
        (status = 409, description = "Username taken, case-insensitively (`/problems/username-taken`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        RateLimited,
    )
)]
#[post("/auth/register")]
pub async fn register(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<Credentials>,
) -> ApiResult<HttpResponse> {
    let Credentials { username, password } = body.into_inner();
    count_attempt(&state, &req, "register", None).await?;
    let form = accounts::validate_registration(&username, password)?;
    let view = UserView::from(accounts::register(&state.pool, form).await?);
    Ok(HttpResponse::Created()
        .insert_header((header::LOCATION, format!("/api/v1/users/{}", view.username)))
        .json(view))
}

/// Log in: exchange a username and password for tokens.
#[utoipa::path(
    tag = "auth",
    request_body = Credentials,
    responses(
        (status = 200, description = "Logged in", body = TokenPair),
        (status = 401, description = "Wrong username or password (`/problems/invalid-credentials`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        RateLimited,
    )
)]
#[post("/auth/login")]
pub async fn login(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<Credentials>,
) -> ApiResult<HttpResponse> {
    let issued = log_in(&state, &req, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(pair(&state, issued)))
}

/// Exchange a refresh token for a new pair (the old refresh token is spent).
#[utoipa::path(
    tag = "auth",
    request_body = RefreshRequest,
    responses(
        (status = 200, description = "New tokens", body = TokenPair),
        (status = 401, description = "Unknown, expired, revoked or reused token; reuse revokes the whole session (`/problems/invalid-token`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        RateLimited,
    )
)]
#[post("/auth/refresh")]
pub async fn refresh(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<RefreshRequest>,
) -> ApiResult<HttpResponse> {
    count_attempt(&state, &req, "refresh", None).await?;
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let issued =
        accounts::refresh(&mut conn, &state.jwt, &body.refresh_token, now, ttl(&state)).await?;
    Ok(HttpResponse::Ok().json(pair(&state, issued)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LogoutRequest {
    /// Sign out this session: its refresh token (and every token rotated from it) is revoked.
    pub refresh_token: Option<String>,
    /// Sign out everywhere: every access token, refresh token and personal access token of the
    /// account stops working at once, on every replica. Needs `Authorization: Bearer` (a
    /// signed-in session).
    pub all: Option<bool>,
}

/// Log out: revoke a refresh token and every token rotated from the same login; or, with
/// `"all": true`, every token of the account.
#[utoipa::path(
    tag = "auth",
    security((), ("bearer" = ["account:write"])),
    request_body = LogoutRequest,
    responses(
        (status = 204, description = "Revoked (also answered for an unknown refresh token)"),
        (status = 401, description = "`all` without a valid access token (`/problems/unauthorized`, `/problems/invalid-token`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`all` with a personal access token (`/problems/insufficient-scope`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
    )
)]
#[post("/auth/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<LogoutRequest>,
) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let LogoutRequest { refresh_token, all } = body.into_inner();
    if all == Some(true) {
        let token = bearer_token(&req)
            .ok_or_else(|| ApiError::unauthorized_msg(Message::new("token-missing-sign-out")))??;
        let user = authenticate(&state, &token).await?;
        user.require_scope(Scope::AccountWrite)?;
        let mut conn = state.pool.get().await?;
        accounts::sign_out_everywhere(&mut conn, user.id, now).await?;
        state.credentials.invalidate(user.id);
        return Ok(HttpResponse::NoContent().finish());
    }
    let Some(refresh_token) = refresh_token else {
        return Err(ApiError::invalid_field_msg(
            "refresh_token",
            Message::new("refresh-token-required"),
        ));
    };
    let mut conn = state.pool.get().await?;
    accounts::logout(&mut conn, &refresh_token, now).await?;
    Ok(HttpResponse::NoContent().finish())
}
