//! `/api/v1/auth/*`: registration, login, token refresh, logout.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::users::UserView;
use crate::auth::{Role, password};
use crate::db::models::User;
use crate::error::{ApiResult, Problem};
use crate::http::client::client_addr;
use crate::service::accounts;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    #[schema(example = "alice")]
    pub username: String,
    #[schema(example = "correct horse battery")]
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

/// How long a refresh token lives.
pub(crate) fn ttl(state: &AppState) -> chrono::Duration {
    chrono::Duration::from_std(state.config.refresh_token_ttl).unwrap_or(chrono::Duration::days(30))
}

/// Create an account.
#[utoipa::path(
    tag = "auth",
    request_body = Credentials,
    responses(
        (status = 201, description = "Account created", body = UserView, headers(("Location" = String))),
        (status = 409, description = "Username taken (case-insensitively)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Invalid username or password", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/register")]
pub async fn register(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<Credentials>,
) -> ApiResult<HttpResponse> {
    let Credentials {
        username,
        password: pw,
    } = body.into_inner();
    state.limits.check(
        "register",
        &client_addr(&req, state.config.trust_proxy_headers),
        None,
    )?;
    accounts::validate_registration(&username, &pw)?;
    let hash = password::blocking(move || password::hash(&pw)).await??;
    let mut conn = state.pool.get().await?;
    let user = accounts::create_user(&mut conn, &username, &hash, &[Role::Player]).await?;
    let view = crate::api::users::load_view(&mut conn, user).await?;
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
        (status = 401, description = "Wrong username or password", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/login")]
pub async fn login(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<Credentials>,
) -> ApiResult<HttpResponse> {
    let user = check_credentials(&state, &req, body.into_inner()).await?;
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let issued = accounts::start_refresh_family(&mut conn, user.id, now, ttl(&state)).await?;
    Ok(HttpResponse::Ok().json(TokenPair {
        access_token: state.jwt.issue(user.id, now)?,
        refresh_token: issued.token,
        token_type: "Bearer",
        expires_in: state.jwt.ttl_secs(),
    }))
}

/// The account a username and password open (rate limited per address and per username); the
/// same answer for an unknown name and a wrong password, after the same hashing work.
pub(crate) async fn check_credentials(
    state: &AppState,
    req: &HttpRequest,
    credentials: Credentials,
) -> ApiResult<User> {
    let Credentials {
        username,
        password: pw,
    } = credentials;
    state.limits.check(
        "login",
        &client_addr(req, state.config.trust_proxy_headers),
        Some(&username),
    )?;
    let mut conn = state.pool.get().await?;
    let user = accounts::find_by_username(&mut conn, &username).await?;
    drop(conn);
    let ok = match &user {
        Some(u) => {
            let stored = u.password_hash.clone();
            password::blocking(move || password::verify(&pw, &stored)).await?
        }
        None => {
            password::blocking(move || password::verify_dummy(&pw)).await?;
            false
        }
    };
    match (ok, user) {
        (true, Some(u)) => Ok(u),
        _ => Err(crate::error::ApiError::new(
            crate::error::ProblemKind::InvalidCredentials,
            "The username or the password is wrong.",
        )),
    }
}

/// Exchange a refresh token for a new pair (the old refresh token is spent).
#[utoipa::path(
    tag = "auth",
    request_body = RefreshRequest,
    responses(
        (status = 200, description = "New tokens", body = TokenPair),
        (status = 401, description = "Unknown, expired, revoked or reused token (reuse revokes the whole session)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/refresh")]
pub async fn refresh(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<RefreshRequest>,
) -> ApiResult<HttpResponse> {
    state.limits.check(
        "refresh",
        &client_addr(&req, state.config.trust_proxy_headers),
        None,
    )?;
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let (user_id, token) =
        accounts::rotate_refresh(&mut conn, &body.refresh_token, now, ttl(&state)).await?;
    Ok(HttpResponse::Ok().json(TokenPair {
        access_token: state.jwt.issue(user_id, now)?,
        refresh_token: token,
        token_type: "Bearer",
        expires_in: state.jwt.ttl_secs(),
    }))
}

/// Log out: revoke a refresh token and every token rotated from the same login.
#[utoipa::path(
    tag = "auth",
    request_body = RefreshRequest,
    responses((status = 204, description = "Revoked (also answered for unknown tokens)"))
)]
#[post("/auth/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    body: web::Json<RefreshRequest>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    accounts::logout(&mut conn, &body.refresh_token, state.clock.now()).await?;
    Ok(HttpResponse::NoContent().finish())
}
