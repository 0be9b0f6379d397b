//! The web client's pages and assets: served from the binary with their media types, cache
//! validators and security headers; other paths keep the API's problem+json answers.

use reqwest::Method;

use crate::support::{problem, spawn_app};

const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

#[tokio::test]
async fn every_page_url_answers_the_shell_with_a_strict_policy() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/login",
        "/register",
        "/inbox",
        "/games/12",
        "/tournaments",
        "/tournaments/3",
        "/players/alice",
        "/leaderboard",
        "/games",
        "/analysis",
        "/learn",
        "/learn/canters",
    ] {
        let res = app.get(path, None).await;
        assert_eq!(res.status(), 200, "{path}");
        let h = res.headers();
        assert_eq!(h["content-type"], "text/html; charset=utf-8", "{path}");
        assert_eq!(h["content-security-policy"], CSP, "{path}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["referrer-policy"], "same-origin", "{path}");
        assert_eq!(h["cache-control"], "no-cache", "{path}");
        assert!(h.contains_key("etag"), "{path}");
        let body = res.text().await.unwrap();
        assert!(body.contains(r#"<script type="module" src="/assets/app.js"></script>"#));
    }
}

#[tokio::test]
async fn assets_have_their_media_types_and_revalidate_with_etags() {
    let app = spawn_app().await;
    for (path, media) in [
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/pages/game.js", "text/javascript; charset=utf-8"),
        ("/assets/app.css", "text/css; charset=utf-8"),
        ("/assets/icon.svg", "image/svg+xml"),
    ] {
        let res = app.get(path, None).await;
        assert_eq!(res.status(), 200, "{path}");
        assert_eq!(res.headers()["content-type"], media, "{path}");
        assert_eq!(res.headers()["x-content-type-options"], "nosniff");
        let etag = res.headers()["etag"].to_str().unwrap().to_owned();
        assert!(!res.bytes().await.unwrap().is_empty());
        let again = app
            .client
            .get(app.url(path))
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{path}");
        assert_eq!(again.headers()["etag"], etag.as_str());
        assert!(again.bytes().await.unwrap().is_empty());
    }
    let head = app.send(Method::HEAD, "/assets/app.js", None, None).await;
    assert_eq!(head.status(), 200);
    assert_eq!(
        head.headers()["content-type"],
        "text/javascript; charset=utf-8"
    );
}

#[tokio::test]
async fn unknown_paths_and_methods_keep_problem_answers() {
    let app = spawn_app().await;
    for path in [
        "/assets/nothing.js",
        "/assets/index.html",
        "/assets/../Cargo.toml",
        "/games/abc",
        "/players/not%20a%20name",
        "/inbox/extra",
        "/favicon.ico",
    ] {
        let p = problem(app.get(path, None).await, 404).await;
        assert_eq!(p["type"], "/problems/not-found", "{path}");
    }
    let res = app.post("/inbox", None, serde_json::json!({})).await;
    assert_eq!(res.headers()["allow"], "GET, HEAD");
    problem(res, 405).await;
}

/// A browser opening an unknown address gets the client's not-found page with status 404; the
/// API, assets and non-browser clients keep problem+json.
#[tokio::test]
async fn a_browser_at_an_unknown_address_gets_a_not_found_page() {
    let app = spawn_app().await;
    let html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    for path in ["/rules", "/games/abc", "/inbox/extra"] {
        let res = app
            .client
            .get(app.url(path))
            .header("accept", html)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 404, "{path}");
        assert_eq!(
            res.headers()["content-type"],
            "text/html; charset=utf-8",
            "{path}"
        );
        assert_eq!(res.headers()["content-security-policy"], CSP, "{path}");
        let body = res.text().await.unwrap();
        assert!(body.contains(r#"<script type="module" src="/assets/app.js"></script>"#));
    }
    for path in ["/api/v1/nothing", "/assets/nothing.js"] {
        let res = app
            .client
            .get(app.url(path))
            .header("accept", html)
            .send()
            .await
            .unwrap();
        let p = problem(res, 404).await;
        assert_eq!(p["type"], "/problems/not-found", "{path}");
    }
}

#[tokio::test]
async fn the_docs_keep_their_own_headers() {
    let app = spawn_app().await;
    let res = app.get("/docs/", None).await;
    assert_eq!(res.status(), 200);
    assert!(res.headers().get("content-security-policy").is_none());
}
