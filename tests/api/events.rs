//! The event log: polling with a cursor, the SSE stream, resume, and two server processes.

use std::time::Duration;

use serde_json::{Value, json};

use camelot_server::jobs;

use crate::support::{Player, TestApp, problem, spawn_app, spawn_app_on, spawn_app_with};

/// Reads SSE frames until one with the wanted event kind arrives (or times out).
async fn read_until(
    res: &mut reqwest::Response,
    kind: &str,
    buf: &mut String,
) -> Vec<(i64, String, Value)> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let mut frames = Vec::new();
    loop {
        while let Some(end) = buf.find("\n\n") {
            let frame: String = buf.drain(..end + 2).collect();
            let mut id = None;
            let mut ev = None;
            let mut data = None;
            for line in frame.lines() {
                if let Some(v) = line.strip_prefix("id: ") {
                    id = v.parse::<i64>().ok();
                } else if let Some(v) = line.strip_prefix("event: ") {
                    ev = Some(v.to_owned());
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data = serde_json::from_str::<Value>(v).ok();
                }
            }
            if let (Some(i), Some(e), Some(d)) = (id, ev, data) {
                let done = e == kind;
                frames.push((i, e, d));
                if done {
                    return frames;
                }
            }
        }
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        assert!(!left.is_zero(), "no {kind} event arrived; got {frames:?}");
        match tokio::time::timeout(left, res.chunk()).await {
            Ok(Ok(Some(bytes))) => buf.push_str(&String::from_utf8_lossy(&bytes)),
            Ok(Ok(None)) => panic!("stream closed"),
            Ok(Err(e)) => panic!("stream error: {e}"),
            Err(_) => panic!("no {kind} event arrived; got {frames:?}"),
        }
    }
}

async fn open_stream(app: &TestApp, who: &Player, last_event_id: Option<i64>) -> reqwest::Response {
    let mut req = app
        .client
        .get(app.url("/api/v1/me/events/stream"))
        .bearer_auth(&who.token);
    if let Some(id) = last_event_id {
        req = req.header("last-event-id", id.to_string());
    }
    let res = req.send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "text/event-stream");
    res
}

#[tokio::test]
async fn events_are_logged_and_paged_by_cursor() {
    let app = spawn_app().await;
    let w = app.player("white1").await;
    let b = app.player("black1").await;
    let id = app.start_game(&w, &b, false).await;
    app.play(id, &w, "D6-F8", 0).await;
    let all = app.events(&b, 0).await;
    let kinds: Vec<&str> = all.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        ["challenge_received", "game_started", "opponent_moved"]
    );
    assert_eq!(all[2]["data"]["game_id"], id);
    assert_eq!(all[2]["data"]["path"], "D6-F8");
    // Page by page with the cursor.
    let page: Value = app
        .get("/api/v1/me/events?after=0&limit=2", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["items"].as_array().unwrap().len(), 2);
    assert_eq!(page["has_more"], true);
    let next = page["next_cursor"].as_str().unwrap().to_owned();
    let page: Value = app
        .get(&format!("/api/v1/me/events?after={next}"), Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["items"][0]["kind"], "opponent_moved");
    assert_eq!(page["has_more"], false);
    // Nothing new: the cursor stays put.
    let last = page["next_cursor"].as_str().unwrap().to_owned();
    let page: Value = app
        .get(&format!("/api/v1/me/events?after={last}"), Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["next_cursor"], last.as_str());
    // Only my own events.
    assert!(
        app.events(&w, 0)
            .await
            .iter()
            .all(|e| e["kind"] != "opponent_moved")
    );
    problem(
        app.get("/api/v1/me/events?after=abc", Some(&b.token)).await,
        400,
    )
    .await;
    problem(app.get("/api/v1/me/events", None).await, 401).await;
}

#[tokio::test]
async fn the_stream_delivers_live_events_and_resumes() {
    let app = spawn_app().await;
    let w = app.player("white2").await;
    let b = app.player("black2").await;
    let id = app.start_game(&w, &b, false).await;
    let mut stream = open_stream(&app, &b, None).await;
    let mut buf = String::new();
    app.play(id, &w, "D6-F8", 0).await;
    let frames = read_until(&mut stream, "opponent_moved", &mut buf).await;
    // A fresh stream starts at "now": older events are not replayed.
    assert_eq!(frames.len(), 1, "{frames:?}");
    let moved_id = frames[0].0;
    assert_eq!(frames[0].2["data"]["path"], "D6-F8");
    drop(stream);
    // While disconnected, more happens; Last-Event-ID resumes exactly after what was seen.
    app.post(
        &format!("/api/v1/games/{id}/draw-offer"),
        Some(&w.token),
        json!({}),
    )
    .await;
    app.post(
        &format!("/api/v1/games/{id}/resign"),
        Some(&w.token),
        json!({}),
    )
    .await;
    let mut stream = open_stream(&app, &b, Some(moved_id)).await;
    let mut buf = String::new();
    let frames = read_until(&mut stream, "game_ended", &mut buf).await;
    let kinds: Vec<&str> = frames.iter().map(|f| f.1.as_str()).collect();
    assert_eq!(kinds, ["draw_offered", "game_ended"]);
    assert!(frames[0].0 > moved_id);
    // Browsers' EventSource cannot send headers: the token may come as a query parameter.
    let res = app
        .client
        .get(app.url(&format!(
            "/api/v1/me/events/stream?access_token={}",
            b.token
        )))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    problem(app.get("/api/v1/me/events/stream", None).await, 401).await;
}

#[tokio::test]
async fn a_stream_on_one_process_hears_a_move_made_on_another() {
    let app_a = spawn_app().await;
    let app_b = spawn_app_on(&app_a.database_url, |_| {}).await;
    let w = app_a.player("white3").await;
    let b = app_a.player("black3").await;
    let id = app_a.start_game(&w, &b, false).await;
    let mut stream = open_stream(&app_a, &b, None).await;
    let mut buf = String::new();
    // Past the stream's registration and the hub's own wake-ups: only NOTIFY can deliver now.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // The move goes through the other server process.
    let res = app_b.play(id, &w, "D6-F8", 0).await;
    assert_eq!(res.status(), 201);
    let frames = tokio::time::timeout(
        Duration::from_secs(5),
        read_until(&mut stream, "opponent_moved", &mut buf),
    )
    .await
    .expect("delivered through NOTIFY well before the 15 s fallback re-check");
    assert_eq!(frames.last().unwrap().2["data"]["game_id"], id);
}

/// Events are announced with NOTIFY only for users with a live stream: the stream registers
/// its user while it is open and the registration goes when the stream closes.
#[tokio::test]
async fn a_live_stream_registers_its_user_while_open() {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let app = crate::support::spawn_app().await;
    let p = app.player("watcher").await;
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    let mut registered = async || {
        diesel::sql_query(
            "SELECT count(*) AS n FROM event_listeners l JOIN users u ON u.id = l.user_id \
             WHERE u.username = 'watcher'",
        )
        .get_result::<Count>(&mut conn)
        .await
        .unwrap()
        .n
    };
    assert_eq!(registered().await, 0);
    let stream = open_stream(&app, &p, None).await;
    let mut waited = 0;
    while registered().await == 0 && waited < 50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    assert_eq!(registered().await, 1, "registered while the stream is open");
    drop(stream);
    // The server notices a closed stream when writing to it fails: at the second 15 s
    // keep-alive at worst.
    let mut waited = 0;
    while registered().await == 1 && waited < 450 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    assert_eq!(
        registered().await,
        0,
        "unregistered once the stream is gone"
    );
}

/// Event ids are handed out before commit: while a transaction holding a lower id is still
/// open, a higher id that committed first is held back, so a cursor never steps over the
/// lower one. Once it commits, both are read, in order.
#[tokio::test]
async fn a_cursor_never_steps_over_an_event_that_commits_late() {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
    let app = spawn_app().await;
    let u = app.player("late_u").await;
    let other = app.player("late_o").await;
    let ids = async |app: &TestApp| -> Vec<i64> {
        let page: Value = app
            .get("/api/v1/me/events?after=0", Some(&u.token))
            .await
            .json()
            .await
            .unwrap();
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_i64().unwrap())
            .collect()
    };
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    conn.batch_execute("BEGIN").await.unwrap();
    diesel::sql_query(
        "INSERT INTO events (user_id, kind, data, created_at) \
         SELECT id, 'challenge_received', '{}', now() FROM users WHERE username = 'late_u'",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    // A later event of the same user commits while the first is still open.
    let res = app
        .post(
            "/api/v1/challenges",
            Some(&other.token),
            json!({"opponent": "late_u", "color": "white", "rated": false, "days_per_move": 3}),
        )
        .await;
    assert_eq!(res.status(), 201);
    assert_eq!(
        ids(&app).await,
        Vec::<i64>::new(),
        "held back until the open one ends"
    );
    conn.batch_execute("COMMIT").await.unwrap();
    let seen = ids(&app).await;
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert!(seen[0] < seen[1]);
}

/// A live stream woken while its new event is held back (an older transaction still open)
/// reads again on its own as soon as that transaction ends: it does not wait for another
/// event or for its periodic re-check.
#[tokio::test]
async fn a_stream_delivers_a_held_back_event_once_it_settles() {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
    // Keep-alives (and the re-check every few of them) far apart: only the retry can deliver.
    let app = spawn_app_with(|env| {
        env.insert("SSE_KEEPALIVE_SECS".into(), "60".into());
    })
    .await;
    let u = app.player("held_u").await;
    let other = app.player("held_o").await;
    let mut stream = open_stream(&app, &u, None).await;
    let mut buf = String::new();
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    conn.batch_execute("BEGIN").await.unwrap();
    // A write transaction that began before the challenge's event was written.
    diesel::sql_query("SELECT txid_current()")
        .execute(&mut conn)
        .await
        .unwrap();
    let res = app
        .post(
            "/api/v1/challenges",
            Some(&other.token),
            json!({"opponent": "held_u", "color": "white", "rated": false, "days_per_move": 3}),
        )
        .await;
    assert_eq!(res.status(), 201);
    // The stream is woken, reads, and finds the event held back: nothing arrives meanwhile.
    // (Long enough for the hub's second wake-up after the stream registered, at 1 s, to pass
    // too: after this, only the stream's own retry can deliver.)
    let quiet_until = tokio::time::Instant::now() + Duration::from_millis(1500);
    while let Ok(chunk) = tokio::time::timeout_at(quiet_until, stream.chunk()).await {
        buf.push_str(&String::from_utf8_lossy(&chunk.unwrap().unwrap()));
    }
    assert!(
        !buf.contains("challenge_received"),
        "delivered while held back: {buf}"
    );
    let blocker_ended = tokio::time::Instant::now();
    conn.batch_execute("ROLLBACK").await.unwrap();
    let frames = read_until(&mut stream, "challenge_received", &mut buf).await;
    assert_eq!(frames.last().unwrap().2["data"]["from"], "held_o");
    assert!(
        blocker_ended.elapsed() < Duration::from_secs(1),
        "delivered {:?} after the transaction ended",
        blocker_ended.elapsed()
    );
}

/// With EVENT_RETENTION_DAYS, the job prunes events older than that (by the application
/// clock); a cursor below the pruned range gets 410 cursor-expired naming where to continue,
/// `after=0` reads from the oldest event kept, and nothing newer is touched.
#[tokio::test]
async fn old_events_are_pruned_and_expired_cursors_refused() {
    let app = spawn_app_with(|v| {
        v.insert("EVENT_RETENTION_DAYS".into(), "30".into());
    })
    .await;
    let w = app.player("white_r").await;
    let b = app.player("black_r").await;
    let game = app.start_game(&w, &b, false).await;
    app.play(game, &w, "D6-F8", 0).await;
    let old = app.events(&b, 0).await;
    assert_eq!(old.len(), 3);
    let first = old[0]["id"].as_i64().unwrap();
    let last_old = old[2]["id"].as_i64().unwrap();
    // Nothing is old enough yet: every cursor still works.
    jobs::run_once(&app.state).await.unwrap();
    assert_eq!(app.events(&b, first).await.len(), 2);

    app.clock.advance(chrono::Duration::days(31));
    let fresh_game = app.start_game(&w, &b, false).await;
    jobs::run_once(&app.state).await.unwrap();

    let res = app
        .get(&format!("/api/v1/me/events?after={first}"), Some(&b.token))
        .await;
    let p = problem(res, 410).await;
    assert_eq!(p["type"], "/problems/cursor-expired");
    let horizon = p["oldest_cursor"].as_i64().unwrap();
    assert!(
        horizon >= last_old,
        "horizon {horizon} below pruned {last_old}"
    );
    // Also for a player with nothing after the cursor (the page is empty).
    let quiet = app.player("quiet_r").await;
    let res = app
        .get(
            &format!("/api/v1/me/events?after={first}"),
            Some(&quiet.token),
        )
        .await;
    assert_eq!(problem(res, 410).await["oldest_cursor"], horizon);
    // From the horizon on, the same player's empty page is an answer, not a refusal.
    assert!(app.events(&quiet, horizon).await.is_empty());
    // From the start: only what was kept, the new game's events first.
    let kept = app.events(&b, 0).await;
    assert!(kept.iter().all(|e| e["id"].as_i64().unwrap() > horizon));
    assert_eq!(kept[0]["kind"], "challenge_received");
    assert!(
        kept.iter()
            .any(|e| e["kind"] == "game_started" && e["data"]["game_id"] == fresh_game)
    );
    // Continuing from the horizon reads the same events.
    assert_eq!(app.events(&b, horizon).await, kept);
    // A stream resuming below the horizon is refused the same way.
    let res = app
        .client
        .get(app.url("/api/v1/me/events/stream"))
        .bearer_auth(&b.token)
        .header("last-event-id", first.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(problem(res, 410).await["type"], "/problems/cursor-expired");
    // The problem type is listed.
    let all: Vec<Value> = app.get("/problems", None).await.json().await.unwrap();
    assert!(all.iter().any(|p| p["type"] == "/problems/cursor-expired"));
}

/// Without EVENT_RETENTION_DAYS nothing is ever pruned.
#[tokio::test]
async fn events_are_kept_by_default() {
    let app = spawn_app().await;
    let w = app.player("white_k").await;
    let b = app.player("black_k").await;
    app.start_game(&w, &b, false).await;
    let before = app.events(&b, 0).await;
    app.clock.advance(chrono::Duration::days(31));
    jobs::run_once(&app.state).await.unwrap();
    let first = before[0]["id"].as_i64().unwrap();
    let after = app.events(&b, 0).await;
    assert_eq!(after[..before.len()], before[..]);
    assert_eq!(app.events(&b, first).await.len(), after.len() - 1);
}
