//! The correspondence clock: the deadline job, with the application clock moved by hand.

use chrono::Duration;
use serde_json::Value;

use camelot_server::jobs;

use crate::games::set_position;
use crate::support::{spawn_app, spawn_app_on};

#[tokio::test]
async fn overdue_games_are_lost_on_time_once() {
    let app = spawn_app().await;
    let w = app.player("slow").await;
    let b = app.player("fast").await;
    let id = app.start_game(&w, &b, true).await;
    app.play(id, &w, "D6-F8", 0).await;
    let g = app.game(id).await;
    assert_eq!(g["side_to_move"], "black");
    let deadline = chrono::DateTime::parse_from_rfc3339(g["deadline"].as_str().unwrap()).unwrap();
    // Not yet: nothing happens.
    app.clock.advance(Duration::days(3) - Duration::minutes(1));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 0);
    // 24 hours before the deadline a warning was due.
    let warned: Vec<Value> = app
        .events(&b, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "deadline_soon")
        .collect();
    assert_eq!(warned.len(), 1);
    assert_eq!(warned[0]["data"]["game_id"], id);
    app.clock.advance(Duration::minutes(2));
    assert!(app.clock_now_dt() > deadline);
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 1);
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("1-0"), Some("timeout"))
    );
    assert!(g["deadline"].is_null());
    // Run again: nothing more happens, ratings changed once.
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 0);
    let p: Value = app
        .get("/api/v1/users/fast", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (p["rating"].as_i64(), p["rated_games"].as_i64()),
        (Some(1480), Some(1))
    );
    assert_eq!(
        app.events(&b, 0)
            .await
            .iter()
            .filter(|e| e["kind"] == "game_over")
            .count(),
        1
    );
    assert_eq!(
        app.events(&b, 0)
            .await
            .iter()
            .filter(|e| e["kind"] == "deadline_soon")
            .count(),
        1
    );
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
            games.push(app_a.start_game(&pair[0], &pair[1], true).await);
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
        let over = app_a
            .events(&pair[0], 0)
            .await
            .into_iter()
            .filter(|e| e["kind"] == "game_over")
            .count();
        assert_eq!(over, 5);
    }
}

impl crate::support::TestApp {
    fn clock_now_dt(&self) -> chrono::DateTime<chrono::FixedOffset> {
        use camelot_server::clock::Clock;
        self.clock.now().fixed_offset()
    }
}
