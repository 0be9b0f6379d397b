//! Browser sessions: `/api/v1/auth/session` keeps the refresh token in an HttpOnly cookie,
//! rotates it, refuses requests that do not prove they come from the site, and signs out.

use reqwest::Method;
use reqwest::header::{HeaderMap, SET_COOKIE};
use serde_json::{Value, json};

use crate::support::{PASSWORD, TestApp, problem, spawn_app};

const SESSION: &str = "/api/v1/auth/session";
const REFRESH: &str = "/api/v1/auth/session/refresh";

/// The `Set-Cookie` header of a response (there is exactly one).
fn set_cookie(headers: &HeaderMap) -> String {
    let all: Vec<_> = headers.get_all(SET_COOKIE).iter().collect();
    assert_eq!(all.len(), 1, "one Set-Cookie header: {all:?}");
    all[0].to_str().unwrap().to_owned()
}

/// The `name=value` part of a `Set-Cookie` header, as a `Cookie` header sends it back.
fn cookie_pair(set_cookie: &str) -> String {
    set_cookie.split(';').next().unwrap().trim().to_owned()
}

fn attributes(set_cookie: &str) -> Vec<String> {
    set_cookie
        .split(';')
        .skip(1)
        .map(|a| a.trim().to_ascii_lowercase())
        .collect()
}

async fn sign_in(app: &TestApp, username: &str) -> reqwest::Response {
    app.client
        .post(app.url(SESSION))
        .header("x-camelot-csrf", "1")
        .json(&json!({"username": username, "password": PASSWORD}))
        .send()
        .await
        .unwrap()
}

async fn refresh(app: &TestApp, cookie: Option<&str>) -> reqwest::Response {
    let mut r = app
        .client
        .post(app.url(REFRESH))
        .header("x-camelot-csrf", "1");
    if let Some(c) = cookie {
        r = r.header("cookie", c);
    }
    r.send().await.unwrap()
}

#[tokio::test]
async fn sign_in_answers_an_access_token_and_sets_a_strict_http_only_cookie() {
    let app = spawn_app().await;
    app.register("alice").await;
    let res = sign_in(&app, "Alice").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let cookie = set_cookie(res.headers());
    assert!(cookie.starts_with("camelot_session="), "{cookie}");
    assert!(cookie_pair(&cookie).len() > "camelot_session=".len() + 20);
    let attrs = attributes(&cookie);
    for expected in [
        "httponly",
        "secure",
        "samesite=strict",
        "path=/api/v1/auth/session",
        "max-age=31536000",
    ] {
        assert!(
            attrs.iter().any(|a| a == expected),
            "{expected} missing in {cookie}"
        );
    }
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["username"], "alice");
    assert!(body["expires_in"].as_i64().unwrap() > 0);
    assert!(
        body.get("refresh_token").is_none(),
        "no refresh token in the body"
    );
    let me = app.get("/api/v1/me", body["access_token"].as_str()).await;
    assert_eq!(me.status(), 200);
}

#[tokio::test]
async fn wrong_password_is_refused_without_a_cookie() {
    let app = spawn_app().await;
    app.register("alice").await;
    let res = app
        .client
        .post(app.url(SESSION))
        .header("x-camelot-csrf", "1")
        .json(&json!({"username": "alice", "password": "not the password"}))
        .send()
        .await
        .unwrap();
    assert!(res.headers().get(SET_COOKIE).is_none());
    let p = problem(res, 401).await;
    assert_eq!(p["type"], "/problems/invalid-credentials");
}

#[tokio::test]
async fn refresh_rotates_the_cookie_and_a_reused_one_ends_the_session() {
    let app = spawn_app().await;
    app.register("alice").await;
    let first = cookie_pair(&set_cookie(sign_in(&app, "alice").await.headers()));

    let res = refresh(&app, Some(&first)).await;
    assert_eq!(res.status(), 200);
    let second = cookie_pair(&set_cookie(res.headers()));
    assert_ne!(first, second, "the refresh token rotates");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["username"], "alice");
    let me = app.get("/api/v1/me", body["access_token"].as_str()).await;
    assert_eq!(me.status(), 200);

    // Presenting the spent token again (a stolen copy) revokes the session and clears the cookie.
    let res = refresh(&app, Some(&first)).await;
    let cleared = set_cookie(res.headers());
    assert!(cleared.starts_with("camelot_session=;"), "{cleared}");
    assert!(attributes(&cleared).contains(&"max-age=0".to_owned()));
    let p = problem(res, 401).await;
    assert_eq!(p["type"], "/problems/invalid-token");
    let res = refresh(&app, Some(&second)).await;
    problem(res, 401).await;
}

#[tokio::test]
async fn refresh_without_a_cookie_is_401() {
    let app = spawn_app().await;
    let res = refresh(&app, None).await;
    let p = problem(res, 401).await;
    assert_eq!(p["type"], "/problems/unauthorized");
    let res = refresh(&app, Some("camelot_session=made-up")).await;
    problem(res, 401).await;
}

#[tokio::test]
async fn session_requests_without_the_csrf_header_or_from_another_origin_are_refused() {
    let app = spawn_app().await;
    app.register("alice").await;
    // Sign-in without the header.
    let res = app
        .client
        .post(app.url(SESSION))
        .json(&json!({"username": "alice", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert!(res.headers().get(SET_COOKIE).is_none());
    let p = problem(res, 403).await;
    assert_eq!(p["type"], "/problems/csrf");

    let cookie = cookie_pair(&set_cookie(sign_in(&app, "alice").await.headers()));
    // Refresh without the header, with a wrong value, and from another site.
    let res = app
        .client
        .post(app.url(REFRESH))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(problem(res, 403).await["type"], "/problems/csrf");
    let res = app
        .client
        .post(app.url(REFRESH))
        .header("cookie", &cookie)
        .header("x-camelot-csrf", "yes")
        .send()
        .await
        .unwrap();
    problem(res, 403).await;
    let https = app.base.replace("http://", "https://");
    for origin in [
        "http://evil.example",
        "null",
        "https://127.0.0.1",
        https.as_str(),
    ] {
        let res = app
            .client
            .post(app.url(REFRESH))
            .header("cookie", &cookie)
            .header("x-camelot-csrf", "1")
            .header("origin", origin)
            .send()
            .await
            .unwrap();
        let p = problem(res, 403).await;
        assert_eq!(p["type"], "/problems/csrf", "origin {origin}");
    }
    // Sign-out without the header does nothing.
    let res = app
        .client
        .delete(app.url(SESSION))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    problem(res, 403).await;

    // The refused requests spent nothing: the cookie still works, from the site's own origin.
    let res = app
        .client
        .post(app.url(REFRESH))
        .header("cookie", &cookie)
        .header("x-camelot-csrf", "1")
        .header("origin", &app.base)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn sign_out_revokes_the_session_and_clears_the_cookie() {
    let app = spawn_app().await;
    app.register("alice").await;
    let cookie = cookie_pair(&set_cookie(sign_in(&app, "alice").await.headers()));
    let rotated = cookie_pair(&set_cookie(refresh(&app, Some(&cookie)).await.headers()));
    let res = app
        .client
        .delete(app.url(SESSION))
        .header("cookie", &rotated)
        .header("x-camelot-csrf", "1")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let cleared = set_cookie(res.headers());
    assert!(cleared.starts_with("camelot_session=;"), "{cleared}");
    assert!(attributes(&cleared).contains(&"max-age=0".to_owned()));
    assert!(attributes(&cleared).contains(&"path=/api/v1/auth/session".to_owned()));
    problem(refresh(&app, Some(&rotated)).await, 401).await;

    // Signing out without a session is answered the same.
    let res = app.send(Method::DELETE, SESSION, None, None).await;
    assert_eq!(res.status(), 403, "still needs the CSRF header");
    let res = app
        .client
        .delete(app.url(SESSION))
        .header("x-camelot-csrf", "1")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
}
