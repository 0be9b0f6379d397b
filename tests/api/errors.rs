//! Every failure is problem+json: actix's own errors included.

use reqwest::Method;

use crate::support::{problem, spawn_app};

#[tokio::test]
async fn unknown_routes_and_wrong_methods() {
    let app = spawn_app().await;
    let p = problem(app.get("/no/such/thing", None).await, 404).await;
    assert_eq!(p["type"], "/problems/not-found");
    problem(app.get("/api/v1/nothing-here", None).await, 404).await;
    let res = app
        .send(Method::DELETE, "/api/v1/auth/login", None, None)
        .await;
    assert_eq!(res.headers()["allow"], "POST");
    let p = problem(res, 405).await;
    assert_eq!(p["type"], "/problems/method-not-allowed");
    let res = app
        .send(Method::POST, "/api/v1/users/someone", None, None)
        .await;
    assert!(res.headers()["allow"].to_str().unwrap().contains("GET"));
    problem(res, 405).await;
}

#[tokio::test]
async fn malformed_bodies() {
    let app = spawn_app().await;
    let url = app.url("/api/v1/auth/register");
    // Not JSON at all.
    let res = app
        .client
        .post(&url)
        .header("content-type", "application/json")
        .body("{\"username\":")
        .send()
        .await
        .unwrap();
    let p = problem(res, 400).await;
    assert_eq!(p["type"], "/problems/malformed-request");
    // Wrong content type.
    let res = app
        .client
        .post(&url)
        .header("content-type", "text/plain")
        .body("hello")
        .send()
        .await
        .unwrap();
    let p = problem(res, 415).await;
    assert_eq!(p["type"], "/problems/unsupported-media-type");
    // No body.
    let res = app.client.post(&url).send().await.unwrap();
    problem(res, 415).await;
    // Too large.
    let big = format!(
        "{{\"username\":\"{}\",\"password\":\"x\"}}",
        "a".repeat(100_000)
    );
    let res = app
        .client
        .post(&url)
        .header("content-type", "application/json")
        .body(big)
        .send()
        .await
        .unwrap();
    let p = problem(res, 413).await;
    assert_eq!(p["type"], "/problems/payload-too-large");
    // Unknown fields are refused rather than silently ignored.
    let res = app
        .client
        .post(&url)
        .json(&serde_json::json!({"username": "abc", "password": "long enough pw", "admin": true}))
        .send()
        .await
        .unwrap();
    problem(res, 422).await;
}

#[tokio::test]
async fn bad_query_parameters() {
    let app = spawn_app().await;
    let p = problem(app.get("/api/v1/users?limit=-3", None).await, 400).await;
    assert_eq!(p["type"], "/problems/invalid-parameter");
}
