//! `/api/v1/auth/session`: sign-in for browsers, where page scripts never see a refresh token.
//!
//! The refresh token travels in a cookie (`HttpOnly`, so scripts cannot read it; `Secure`;
//! `SameSite=Strict`; sent only to this endpoint's path), and the short-lived access token is
//! answered in the body for the page to keep in memory. The token endpoints under
//! `/auth/login` and `/auth/refresh` stay as they are for other clients.
//!
//! A cookie is sent by the browser whoever asks, so every session request must prove it comes
//! from a page of this site: it carries the header `X-Camelot-CSRF: 1` (a cross-site form cannot
//! set headers, and a cross-site script would need a CORS preflight, which this server never
//! grants), and when the browser names the requesting `Origin`, it must be the server's own.

use actix_web::cookie::time::Duration as CookieDuration;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, delete, post, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::auth::{Credentials, count_attempt, log_in, ttl};
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::extract::Json;
use crate::i18n::Message;
use crate::service::accounts::{self, Issued};
use crate::state::AppState;

/// Name of the cookie holding the refresh token.
pub const SESSION_COOKIE: &str = "camelot_session";
/// The only path the cookie is sent to (the refresh endpoint lies below it).
pub const SESSION_PATH: &str = "/api/v1/auth/session";
/// The header every session request must carry, with the value `1`.
pub const CSRF_HEADER: &str = "x-camelot-csrf";

/// A signed-in browser session: the access token to keep in memory.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionView {
    /// JWT to send as `Authorization: Bearer …`.
    pub access_token: String,
    #[schema(example = "Bearer")]
    pub token_type: &'static str,
    /// Seconds until the access token expires (refresh before then).
    pub expires_in: i64,
    /// Whom the session belongs to.
    #[schema(example = "alice")]
    pub username: String,
}

/// Sign in from a browser: the access token in the body, the refresh token in a cookie.
#[utoipa::path(
    tag = "auth",
    request_body = Credentials,
    params(
        ("X-Camelot-CSRF" = String, Header, description = "Must be `1`: shows the request comes from a page of this site"),
    ),
    responses(
        (status = 200, description = "Signed in; `Set-Cookie: camelot_session=…; HttpOnly; Secure; SameSite=Strict; Path=/api/v1/auth/session`", body = SessionView, headers(("Set-Cookie" = String))),
        (status = 400, description = "The body is not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Wrong username or password", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "No `X-Camelot-CSRF: 1` header, or another site's `Origin`", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "The body is not sent as application/json", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A field is missing or has the wrong type", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/session")]
pub async fn sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<Credentials>,
) -> ApiResult<HttpResponse> {
    check_csrf(&req, &state)?;
    let issued = log_in(&state, &req, body.into_inner()).await?;
    Ok(session(&state, issued))
}

/// 200 with the access token, the refresh token in the session cookie.
fn session(state: &AppState, issued: Issued) -> HttpResponse {
    HttpResponse::Ok()
        .cookie(session_cookie(state, issued.refresh_token))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(SessionView {
            access_token: issued.access_token,
            token_type: "Bearer",
            expires_in: state.jwt.ttl_secs(),
            username: issued.username,
        })
}

/// Renew the browser session: a new access token, and the cookie's refresh token rotated.
///
/// Each refresh token works once; presenting a spent one again revokes the whole session (it
/// was probably stolen). A refused cookie is cleared.
#[utoipa::path(
    tag = "auth",
    params(
        ("X-Camelot-CSRF" = String, Header, description = "Must be `1`"),
        ("camelot_session" = String, Cookie, description = "The refresh token, set by `POST /auth/session`"),
    ),
    responses(
        (status = 200, description = "A new access token; the cookie now holds the next refresh token", body = SessionView, headers(("Set-Cookie" = String))),
        (status = 401, description = "No session cookie, or its token is unknown, expired, revoked or spent", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "No `X-Camelot-CSRF: 1` header, or another site's `Origin`", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/session/refresh")]
pub async fn refresh(state: web::Data<AppState>, req: HttpRequest) -> ApiResult<HttpResponse> {
    check_csrf(&req, &state)?;
    count_attempt(&state, &req, "refresh", None).await?;
    let Some(presented) = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned()) else {
        return Err(
            ApiError::msg(ProblemKind::Unauthorized, Message::new("not-signed-in"))
                .with_header("set-cookie", removal_cookie()),
        );
    };
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let issued = accounts::refresh(&mut conn, &state.jwt, &presented, now, ttl(&state))
        .await
        .map_err(|e| ApiError::from(e).with_header("set-cookie", removal_cookie()))?;
    Ok(session(&state, issued))
}

/// Sign out: revoke the session's refresh token (and every token rotated from the same
/// sign-in) and clear the cookie. Answered the same without a cookie.
#[utoipa::path(
    tag = "auth",
    params(
        ("X-Camelot-CSRF" = String, Header, description = "Must be `1`"),
        ("camelot_session" = Option<String>, Cookie, description = "The refresh token"),
    ),
    responses(
        (status = 204, description = "Signed out; the cookie is cleared", headers(("Set-Cookie" = String))),
        (status = 403, description = "No `X-Camelot-CSRF: 1` header, or another site's `Origin`", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/auth/session")]
pub async fn sign_out(state: web::Data<AppState>, req: HttpRequest) -> ApiResult<HttpResponse> {
    check_csrf(&req, &state)?;
    if let Some(presented) = req.cookie(SESSION_COOKIE) {
        let mut conn = state.pool.get().await?;
        accounts::logout(&mut conn, presented.value(), state.clock.now()).await?;
    }
    Ok(HttpResponse::NoContent()
        .insert_header((header::SET_COOKIE, removal_cookie()))
        .finish())
}

fn session_cookie(state: &AppState, token: String) -> Cookie<'static> {
    let max_age = i64::try_from(state.config.refresh_token_ttl.as_secs()).unwrap_or(i64::MAX);
    Cookie::build(SESSION_COOKIE, token)
        .path(SESSION_PATH)
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Strict)
        .max_age(CookieDuration::seconds(max_age))
        .finish()
}

/// A `Set-Cookie` value that deletes the session cookie.
fn removal_cookie() -> String {
    let cookie = Cookie::build(SESSION_COOKIE, "")
        .path(SESSION_PATH)
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Strict)
        .max_age(CookieDuration::ZERO)
        .finish();
    cookie.to_string()
}

/// Refuses a session request that does not come from a page of this site.
fn check_csrf(req: &HttpRequest, state: &AppState) -> ApiResult<()> {
    let marked = req
        .headers()
        .get(CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim() == "1");
    if !marked {
        return Err(ApiError::msg(
            ProblemKind::Csrf,
            Message::new("csrf-header-missing"),
        ));
    }
    let Some(origin) = req.headers().get(header::ORIGIN) else {
        return Ok(());
    };
    let origin = origin.to_str().unwrap_or("");
    let info = req.connection_info();
    let own = format!("{}://{}", info.scheme(), info.host());
    let public = state.config.public_base_url.as_deref();
    if same_origin(origin, &own) || public.is_some_and(|p| same_origin(origin, p)) {
        Ok(())
    } else {
        Err(ApiError::msg(
            ProblemKind::Csrf,
            Message::new("csrf-other-origin")
                .arg("own", own)
                .arg("origin", format!("{origin:?}")),
        ))
    }
}

/// Whether two origins (`scheme://host[:port]`) are the same, ignoring case and default ports.
pub fn same_origin(a: &str, b: &str) -> bool {
    match (normalise_origin(a), normalise_origin(b)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

fn normalise_origin(origin: &str) -> Option<String> {
    let origin = origin.trim().trim_end_matches('/').to_ascii_lowercase();
    let (scheme, authority) = origin.split_once("://")?;
    if authority.is_empty() || authority.contains('/') {
        return None;
    }
    let default_port = match scheme {
        "http" => ":80",
        "https" => ":443",
        _ => return None,
    };
    let authority = authority.strip_suffix(default_port).unwrap_or(authority);
    Some(format!("{scheme}://{authority}"))
}

#[cfg(test)]
mod tests {
    use super::same_origin;

    #[test]
    fn origins_compare_by_scheme_host_and_port() {
        assert!(same_origin(
            "http://127.0.0.1:8080",
            "http://127.0.0.1:8080"
        ));
        assert!(same_origin(
            "HTTPS://Example.org",
            "https://example.org:443"
        ));
        assert!(same_origin("http://example.org:80", "http://example.org/"));
        assert!(!same_origin(
            "http://127.0.0.1:8081",
            "http://127.0.0.1:8080"
        ));
        assert!(!same_origin(
            "https://127.0.0.1:8080",
            "http://127.0.0.1:8080"
        ));
        assert!(!same_origin("http://evil.example", "http://127.0.0.1:8080"));
        assert!(!same_origin("null", "http://127.0.0.1:8080"));
        assert!(!same_origin("http://a.example/path", "http://a.example"));
    }
}
