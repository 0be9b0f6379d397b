//! Reaching players: webhooks through the outbox (signed, retried, never lost or duplicated),
//! SSRF refusals, notification settings.

use std::collections::HashMap;

use chrono::Duration;
use serde_json::{Value, json};

use camelot_server::service::notify::outbox;

use crate::peers::{DownReceiver, Receiver};
use crate::support::{Player, TestApp, problem, spawn_app, spawn_app_on, spawn_app_with};

/// Runs the delivery workers' pass at the application's clock.
pub async fn deliver(app: &TestApp) -> usize {
    outbox::run_once(&app.state.pool, &app.state.outbox, app.now())
        .await
        .expect("delivery pass")
}

async fn webhook(app: &TestApp, who: &Player, url: &str, events: Value) -> (i64, String) {
    let res = app
        .post(
            "/api/v1/me/webhooks",
            Some(&who.token),
            json!({"url": url, "events": events}),
        )
        .await;
    assert_eq!(res.status(), 201, "webhook");
    let w: Value = res.json().await.unwrap();
    assert!(w["secret"].as_str().unwrap().starts_with("whsec_"));
    (
        w["id"].as_i64().unwrap(),
        w["secret"].as_str().unwrap().to_owned(),
    )
}

async fn deliveries(app: &TestApp, who: &Player, hook: i64) -> Vec<Value> {
    let res = app
        .get(
            &format!("/api/v1/me/webhooks/{hook}/deliveries?limit=100"),
            Some(&who.token),
        )
        .await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.unwrap()["items"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

#[tokio::test]
async fn webhooks_are_signed_retried_after_failures_and_never_duplicated() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let w = app.player("hook_w").await;
    let b = app.player("hook_b").await;
    let (hook, secret) = webhook(
        &app,
        &b,
        &receiver.url,
        json!(["opponent_moved", "game_started"]),
    )
    .await;
    // The receiver fails twice, then recovers.
    receiver.answer(&[500, 500]);
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.play(id, &b, "H11-F9", 1).await.status(), 201);
    assert_eq!(app.play(id, &w, "C6-C5", 2).await.status(), 201);
    // Black hears of: the game starting, and two moves.
    deliver(&app).await;
    let after_first = receiver.received();
    assert_eq!(after_first.len(), 3, "one attempt each");
    assert_eq!(after_first.iter().filter(|r| r.status == 500).count(), 2);
    // The first retry comes within 10 seconds.
    app.clock.advance(Duration::seconds(10));
    deliver(&app).await;
    assert_eq!(receiver.received().len(), 5);
    // Nothing is due before its time; then everything has arrived.
    deliver(&app).await;
    assert_eq!(receiver.received().len(), 5);
    let received = receiver.received();
    for r in &received {
        assert!(r.signature_valid(&secret), "{r:?}");
        assert!(r.id.starts_with("msg_"));
        let ts: i64 = r.timestamp.parse().unwrap();
        assert!((ts - app.now().timestamp()).abs() <= 10);
    }
    // Exactly one successful delivery per event, and a retry carries the same message id.
    let mut ok: HashMap<String, Value> = HashMap::new();
    for r in received.iter().filter(|r| r.status == 200) {
        assert!(
            ok.insert(r.id.clone(), r.json()).is_none(),
            "delivered twice: {r:?}"
        );
    }
    assert_eq!(ok.len(), 3);
    let failed: Vec<&str> = received
        .iter()
        .filter(|r| r.status == 500)
        .map(|r| r.id.as_str())
        .collect();
    assert!(
        failed.iter().all(|id| ok.contains_key(*id)),
        "retries keep their id"
    );
    let kinds: Vec<String> = ok
        .values()
        .map(|b| b["type"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(kinds.iter().filter(|k| *k == "opponent_moved").count(), 2);
    assert!(
        ok.values()
            .all(|b| b["data"]["event_id"].is_i64() && b["timestamp"].is_string())
    );
    let list = deliveries(&app, &b, hook).await;
    assert_eq!(list.len(), 3);
    assert!(
        list.iter()
            .all(|d| d["status"] == "delivered" && d["last_response_code"] == 200)
    );
    assert_eq!(
        list.iter()
            .map(|d| d["attempts"].as_i64().unwrap())
            .sum::<i64>(),
        5
    );
    // The owner's own kinds only: White's webhook-free account got nothing, and Black's moves
    // were not sent to Black.
    assert!(ok.values().all(|b| b["data"]["by"] != "hook_b"));
}

#[tokio::test]
async fn a_receiver_down_while_the_server_restarts_still_gets_everything() {
    let app = spawn_app().await;
    let down = DownReceiver::new();
    let url = down.url.clone();
    let w = app.player("down_w").await;
    let b = app.player("down_b").await;
    let (hook, secret) = webhook(&app, &b, &url, json!(["opponent_moved"])).await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    deliver(&app).await;
    let list = deliveries(&app, &b, hook).await;
    assert_eq!(list[0]["status"], "pending");
    assert_eq!(list[0]["attempts"], 1);
    assert!(
        list[0]["last_error"].as_str().unwrap().contains("connect"),
        "{}",
        list[0]
    );
    // "Restart": a new server process on the same database, the receiver back up.
    let restarted = spawn_app_on(&app.database_url, |_| {}).await;
    restarted.clock.set(app.now() + Duration::minutes(1));
    let receiver = down.start();
    deliver(&restarted).await;
    let got = receiver.received();
    assert_eq!(got.len(), 1);
    assert!(got[0].signature_valid(&secret));
    assert_eq!(got[0].json()["data"]["path"], "D6-F8");
    deliver(&restarted).await;
    deliver(&app).await;
    assert_eq!(receiver.received().len(), 1, "delivered once");
}

#[tokio::test]
async fn an_endpoint_failing_for_a_day_is_disabled_and_its_owner_told() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    receiver.answer(&[503; 50]);
    let w = app.player("dead_w").await;
    let b = app.player("dead_b").await;
    let (hook, _) = webhook(&app, &b, &receiver.url, json!(["opponent_moved"])).await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    for _ in 0..40 {
        deliver(&app).await;
        app.clock.advance(Duration::hours(1));
    }
    let hooks: Value = app
        .get("/api/v1/me/webhooks", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert!(hooks[0]["disabled_at"].is_string(), "{hooks}");
    let told: Vec<Value> = app
        .events(&b, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "webhook_disabled")
        .collect();
    assert_eq!(told.len(), 1);
    assert_eq!(told[0]["data"]["webhook_id"], hook);
    let list = deliveries(&app, &b, hook).await;
    assert!(
        ["abandoned", "failed"].contains(&list[0]["status"].as_str().unwrap()),
        "{}",
        list[0]
    );
    // Disabled: no more attempts.
    let attempts = receiver.received().len();
    deliver(&app).await;
    assert_eq!(receiver.received().len(), attempts);
    problem(
        app.post(
            &format!("/api/v1/me/webhooks/{hook}/test"),
            Some(&b.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
}

#[tokio::test]
async fn a_test_ping_is_sent_at_once() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let p = app.player("pinger").await;
    let (hook, secret) = webhook(&app, &p, &receiver.url, json!(["game_ended"])).await;
    let res = app
        .post(
            &format!("/api/v1/me/webhooks/{hook}/test"),
            Some(&p.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let d: Value = res.json().await.unwrap();
    assert_eq!(
        (d["status"].as_str(), d["last_response_code"].as_i64()),
        (Some("delivered"), Some(200))
    );
    let got = receiver.received();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].json()["type"], "ping");
    assert!(got[0].signature_valid(&secret));
    assert_eq!(got[0].id, format!("msg_{}", d["id"]));
    // Listing and removing.
    let list: Value = app
        .get("/api/v1/me/webhooks", Some(&p.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(list[0]["events"], json!(["game_ended"]));
    assert!(list[0].get("secret").is_none(), "the secret is shown once");
    let res = app
        .send(
            reqwest::Method::DELETE,
            &format!("/api/v1/me/webhooks/{hook}"),
            Some(&p.token),
            None,
        )
        .await;
    assert_eq!(res.status(), 204);
    problem(
        app.get(
            &format!("/api/v1/me/webhooks/{hook}/deliveries"),
            Some(&p.token),
        )
        .await,
        404,
    )
    .await;
}

#[tokio::test]
async fn production_refuses_urls_that_reach_inside() {
    let app = spawn_app_with(|v| {
        v.insert("CAMELOT_ENV".into(), "production".into());
        v.insert(
            "JWT_SECRET".into(),
            "a-production-secret-of-sufficient-length-1234".into(),
        );
    })
    .await;
    let p = app.player("careful").await;
    for url in [
        "http://example.org/hook",
        "https://127.0.0.1/hook",
        "https://localhost/hook",
        "https://169.254.169.254/latest/meta-data",
        "https://10.0.0.5/hook",
        "https://[::1]/hook",
        "https://[fd00:ec2::254]/hook",
    ] {
        let res = app
            .post(
                "/api/v1/me/webhooks",
                Some(&p.token),
                json!({"url": url, "events": ["game_ended"]}),
            )
            .await;
        let body = problem(res, 422).await;
        assert_eq!(body["errors"][0]["field"], "url", "{url}: {body}");
    }
    // At delivery too: an endpoint stored pointing inside (say, registered before the name
    // changed its answer) is not called.
    let receiver = Receiver::start().await;
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    diesel::sql_query(format!(
        "INSERT INTO webhooks (user_id, url, secret, events, created_at) \
         SELECT id, 'https://127.0.0.1:{}/hook', '\\x00', ARRAY['game_ended'], now() FROM users WHERE username = 'careful'",
        receiver.port
    ))
    .execute(&mut conn)
    .await
    .unwrap();
    let hooks: Value = app
        .get("/api/v1/me/webhooks", Some(&p.token))
        .await
        .json()
        .await
        .unwrap();
    let hook = hooks[0]["id"].as_i64().unwrap();
    let d: Value = app
        .post(
            &format!("/api/v1/me/webhooks/{hook}/test"),
            Some(&p.token),
            json!({}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(d["status"], "pending", "{d}");
    assert!(
        d["last_error"]
            .as_str()
            .unwrap()
            .contains("not an address the server calls"),
        "{d}"
    );
    assert!(receiver.received().is_empty());
}

#[tokio::test]
async fn settings_choose_the_channels_of_each_kind() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let w = app.player("pref_w").await;
    let b = app.player("pref_b").await;
    let prefs: Value = app
        .get("/api/v1/me/notifications", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        prefs["opponent_moved"],
        json!({"email": true, "webhook": true})
    );
    assert_eq!(
        prefs["deadline_warning"],
        json!({"email": true, "webhook": true})
    );
    assert_eq!(
        prefs["game_started"],
        json!({"email": false, "webhook": true})
    );
    // `your_turn` names the same kind.
    let res = app
        .send(
            reqwest::Method::PUT,
            "/api/v1/me/notifications",
            Some(&b.token),
            Some(json!({"your_turn": {"email": false, "webhook": false}})),
        )
        .await;
    assert_eq!(res.status(), 200);
    let prefs: Value = res.json().await.unwrap();
    assert_eq!(
        prefs["opponent_moved"],
        json!({"email": false, "webhook": false})
    );
    problem(
        app.send(
            reqwest::Method::PUT,
            "/api/v1/me/notifications",
            Some(&b.token),
            Some(json!({"teleported": {"email": true, "webhook": true}})),
        )
        .await,
        422,
    )
    .await;
    webhook(
        &app,
        &b,
        &receiver.url,
        json!(["opponent_moved", "game_started"]),
    )
    .await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    deliver(&app).await;
    let kinds: Vec<Value> = receiver
        .received()
        .iter()
        .map(|r| r.json()["type"].clone())
        .collect();
    assert_eq!(
        kinds,
        [json!("game_started")],
        "the move's webhook was turned off"
    );
}
