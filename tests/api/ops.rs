//! Health, metrics, request ids, docs and problem types.

use crate::support::{problem, spawn_app};

#[tokio::test]
async fn health_endpoints() {
    let app = spawn_app().await;
    let res = app.get("/health/live", None).await;
    assert_eq!(res.status(), 200);
    let res = app.get("/health/ready", None).await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["checks"][1]["name"], "migrations");
}

#[tokio::test]
async fn readiness_fails_when_a_migration_is_missing() {
    let app = spawn_app().await;
    {
        use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
        let mut conn = AsyncPgConnection::establish(&app.database_url)
            .await
            .unwrap();
        diesel::sql_query("DELETE FROM __diesel_schema_migrations WHERE version = (SELECT max(version) FROM __diesel_schema_migrations)")
            .execute(&mut conn)
            .await
            .unwrap();
    }
    let p = problem(app.get("/health/ready", None).await, 503).await;
    assert!(
        p["detail"]
            .as_str()
            .unwrap()
            .contains("migrations not applied")
    );
}

#[tokio::test]
async fn request_ids_are_returned_and_echoed() {
    let app = spawn_app().await;
    let res = app.get("/health/live", None).await;
    let id = res.headers()["x-request-id"].to_str().unwrap().to_owned();
    assert_eq!(id.len(), 32);
    let res = app
        .client
        .get(app.url("/health/live"))
        .header("x-request-id", "trace-abc.123")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["x-request-id"], "trace-abc.123");
    // Errors carry one too; unsafe incoming ids are replaced.
    let res = app
        .client
        .get(app.url("/nowhere"))
        .header("x-request-id", "bad id\twith spaces")
        .send()
        .await
        .unwrap();
    assert_ne!(res.headers()["x-request-id"], "bad id\twith spaces");
    assert_eq!(res.status(), 404);
}

#[tokio::test]
async fn metrics_count_requests_per_route() {
    let app = spawn_app().await;
    app.get("/api/v1/users/someone", None).await;
    app.get("/api/v1/users/other", None).await;
    let res = app.get("/metrics", None).await;
    assert_eq!(res.status(), 200);
    let text = res.text().await.unwrap();
    assert!(
        text.contains(r#"camelot_http_requests_total{method="GET",route="/api/v1/users/{username}",status="404"} 2"#),
        "{text}"
    );
    assert!(text.contains("camelot_http_request_duration_seconds_bucket"));
    assert!(
        text.contains(r#"camelot_db_pool_connections{state="max"} 6"#),
        "{text}"
    );
}

#[tokio::test]
async fn docs_ui_is_served_offline() {
    let app = spawn_app().await;
    let res = app.get("/docs/", None).await;
    assert_eq!(res.status(), 200);
    let html = res.text().await.unwrap();
    assert!(html.contains("swagger-ui-bundle.js"));
    // The assets are embedded in the binary, not fetched from a CDN.
    assert!(!html.contains("https://"));
    let res = app.get("/docs/swagger-ui-bundle.js", None).await;
    assert_eq!(res.status(), 200);
    assert!(res.text().await.unwrap().len() > 100_000);
    let res = app.get("/docs/swagger-initializer.js", None).await;
    assert!(res.text().await.unwrap().contains("/api/v1/openapi.json"));
}

#[tokio::test]
async fn problem_types_are_documented() {
    let app = spawn_app().await;
    let res = app.get("/problems/illegal-move", None).await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["status"], 422);
    let all: Vec<serde_json::Value> = app.get("/problems", None).await.json().await.unwrap();
    assert!(all.len() > 10);
    problem(app.get("/problems/nope", None).await, 404).await;
}
