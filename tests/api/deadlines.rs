//! The correspondence clock: the deadline job, with the application clock moved by hand.

use chrono::Duration;
use serde_json::Value;

use camelot_server::jobs;

use crate::games::set_position;
use crate::support::{TestApp, spawn_app, spawn_app_on};

fn count(events: &[Value], kind: &str) -> usize {
    events.iter().filter(|e| e["kind"] == kind).count()
}

#[tokio::test]
async fn overdue_games_are_lost_on_time_once() {
    let app = spawn_app().await;
    let w = app.player("slow").await;
    let b = app.player("fast").await;
    let id = app.start_game(&w, &b, true).await;
    app.play(id, &w, "D6-F8", 0).await;
    app.play(id, &b, "H11-F9", 1).await;
    let g = app.game(id).await;
    assert_eq!(g["side_to_move"], "white");
    let deadline = chrono::DateTime::parse_from_rfc3339(g["deadline"].as_str().unwrap()).unwrap();
    // Not yet: nothing happens.
    app.clock.advance(Duration::days(3) - Duration::minutes(1));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 0);
    // Within 24 hours of the deadline the player to move is warned, once.
    let warned: Vec<Value> = app
        .events(&w, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "deadline_warning")
        .collect();
    assert_eq!(warned.len(), 1);
    assert_eq!(warned[0]["data"]["game_id"], id);
    app.clock.advance(Duration::minutes(2));
    assert!(now(&app) > deadline);
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 1);
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("0-1"), Some("timeout"))
    );
    assert!(g["deadline"].is_null());
    // Run again: nothing more happens; the rating changed once.
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 0);
    let p: Value = app
        .get("/api/v1/users/fast", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (p["rating"].as_i64(), p["rated_games"].as_i64()),
        (Some(1520), Some(1))
    );
    assert_eq!(count(&app.events(&b, 0).await, "game_ended"), 1);
    assert_eq!(count(&app.events(&w, 0).await, "deadline_warning"), 1);
}

#[tokio::test]
async fn a_timeout_before_both_sides_moved_is_not_rated() {
    let app = spawn_app().await;
    let w = app.player("absent").await;
    let b = app.player("waiting").await;
    let id = app.start_game(&w, &b, true).await;
    app.clock.advance(Duration::days(4));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 1);
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("0-1"), Some("timeout"))
    );
    for name in ["absent", "waiting"] {
        let p: Value = app
            .get(&format!("/api/v1/users/{name}"), None)
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(
            (p["rating"].as_i64(), p["rated_games"].as_i64()),
            (Some(1500), Some(0)),
            "{name}"
        );
    }
}

#[tokio::test]
async fn running_out_of_time_against_a_lone_piece_is_a_draw() {
    let app = spawn_app().await;
    let w = app.player("lone").await;
    let b = app.player("many").await;
    let id = app.start_game(&w, &b, false).await;
    // Black (to move) has several pieces, White only one.
    set_position(
        &app,
        id,
        "2/8/10/4mm6/12/12/12/12/12/12/5K6/12/12/10/8/2 b 0 0 0 1",
    )
    .await;
    app.clock.advance(Duration::days(4));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 1);
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("1/2-1/2"), Some("timeout"))
    );
}

#[tokio::test]
async fn two_processes_running_the_job_end_each_game_once() {
    let app_a = spawn_app().await;
    let app_b = spawn_app_on(&app_a.database_url, |_| {}).await;
    let mut players = Vec::new();
    for i in 0..12 {
        players.push(app_a.player(&format!("player{i}")).await);
    }
    let mut games = Vec::new();
    for pair in players.chunks(2) {
        for _ in 0..5 {
            let id = app_a.start_game(&pair[0], &pair[1], true).await;
            // Both sides move, so the games are rated.
            app_a.play(id, &pair[0], "D6-F8", 0).await;
            app_a.play(id, &pair[1], "H11-F9", 1).await;
            games.push(id);
        }
    }
    app_a.clock.advance(Duration::days(4));
    app_b.clock.advance(Duration::days(4));
    let (ra, rb) = tokio::join!(jobs::run_once(&app_a.state), jobs::run_once(&app_b.state));
    assert_eq!(
        ra.unwrap() + rb.unwrap(),
        games.len(),
        "every overdue game ended exactly once"
    );
    for id in &games {
        let g = app_a.game(*id).await;
        assert_eq!(
            (g["result"].as_str(), g["termination"].as_str()),
            (Some("0-1"), Some("timeout"))
        );
    }
    // Each white player lost 5 rated games, each exactly once.
    for pair in players.chunks(2) {
        let p: Value = app_a
            .get(&format!("/api/v1/users/{}", pair[0].name), None)
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(p["rated_games"], 5);
        let h: Value = app_a
            .get(
                &format!("/api/v1/users/{}/rating-history?limit=100", pair[0].name),
                None,
            )
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(h["items"].as_array().unwrap().len(), 5);
        assert_eq!(count(&app_a.events(&pair[0], 0).await, "game_ended"), 5);
    }
}

fn now(app: &TestApp) -> chrono::DateTime<chrono::FixedOffset> {
    use camelot_server::clock::Clock;
    app.clock.now().fixed_offset()
}
