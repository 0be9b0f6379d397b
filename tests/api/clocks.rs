//! The clock is the truth: time controls, banks, and a late action ending the game on time —
//! with the deadline job off (`RUN_JOBS=false`, as in every test app).

use chrono::Duration;
use serde_json::{Value, json};

use crate::support::{Player, TestApp, problem, spawn_app, time};

async fn two(app: &TestApp, a: &str, b: &str) -> (Player, Player) {
    (app.player(a).await, app.player(b).await)
}

/// A refusal of a late action: 409 game-over with the result the deadline job would have
/// recorded.
async fn lost_on_time(res: reqwest::Response, result: &str) {
    let p = problem(res, 409).await;
    assert_eq!(p["type"], "/problems/game-over", "{p}");
    assert_eq!(p["result"], result, "{p}");
    assert_eq!(p["termination"], "timeout", "{p}");
}

#[tokio::test]
async fn a_late_move_loses_on_time_at_the_deadline() {
    let app = spawn_app().await;
    let (w, b) = two(&app, "punctual", "latecomer").await;
    let id = app.start_game(&w, &b, true).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let deadline = time(&app.game(id).await["deadline"]);
    assert_eq!(deadline, app.now() + Duration::days(3));
    // An hour past Black's deadline, the job has not run: the move is refused all the same.
    app.clock.advance(Duration::days(3) + Duration::hours(1));
    lost_on_time(app.play(id, &b, "H11-F9", 1).await, "1-0").await;
    let g = app.game(id).await;
    assert_eq!(g["status"], "finished");
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("1-0"), Some("timeout"))
    );
    assert_eq!(time(&g["ended_at"]), deadline, "ended at the deadline");
    assert_eq!(g["ply"], 1, "the late move was not written");
    assert!(g["deadline"].is_null());
    // Once over, it stays over: a second attempt is an ordinary game-over refusal.
    let p = problem(app.play(id, &b, "H11-F9", 1).await, 409).await;
    assert_eq!(p["type"], "/problems/game-over");
    let ended = app.events(&w, 0).await;
    assert_eq!(
        ended.iter().filter(|e| e["kind"] == "game_ended").count(),
        1
    );
}

#[tokio::test]
async fn draw_offers_and_acceptances_after_the_deadline_are_refused() {
    let app = spawn_app().await;
    let (w, b) = two(&app, "offerer", "overdue").await;
    let id = app.start_game(&w, &b, true).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.act(id, &w, "draw-offer").await.status(), 200);
    app.clock.advance(Duration::days(3) + Duration::seconds(1));
    // Black, whose time ran out, accepts the standing offer: too late.
    lost_on_time(app.act(id, &b, "draw-accept").await, "1-0").await;
    assert_eq!(app.game(id).await["result"], "1-0");

    let id = app.start_game(&w, &b, false).await;
    app.clock.advance(Duration::days(3));
    // Exactly at the deadline White's time is up, whoever acts.
    lost_on_time(app.act(id, &b, "draw-offer").await, "0-1").await;
    let id = app.start_game(&w, &b, false).await;
    app.clock.advance(Duration::days(4));
    lost_on_time(app.act(id, &w, "abort").await, "0-1").await;
}

/// A resignation is an action like any other: the clock looks first. A side already out of
/// time cannot resign into a later loss, and its opponent cannot resign a game already won.
#[tokio::test]
async fn a_resignation_after_the_deadline_is_a_loss_on_time_at_the_deadline() {
    let app = spawn_app().await;
    let (w, b) = two(&app, "in_time", "out_of_time").await;
    // White, in time, resigns an hour after Black's deadline: Black had already lost.
    let id = app.start_game(&w, &b, true).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let deadline = time(&app.game(id).await["deadline"]);
    app.clock.advance(Duration::days(3) + Duration::hours(1));
    lost_on_time(app.act(id, &w, "resign").await, "1-0").await;
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("1-0"), Some("timeout"))
    );
    assert_eq!(time(&g["ended_at"]), deadline);

    // Black, out of time, resigns an hour late: a loss on time at the deadline, not a
    // resignation now.
    let id = app.start_game(&w, &b, true).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let deadline = time(&app.game(id).await["deadline"]);
    app.clock.advance(Duration::days(3) + Duration::hours(1));
    lost_on_time(app.act(id, &b, "resign").await, "1-0").await;
    let g = app.game(id).await;
    assert_eq!(g["termination"], "timeout");
    assert_eq!(time(&g["ended_at"]), deadline);

    // In time, a resignation is a resignation.
    let id = app.start_game(&w, &b, true).await;
    let res = app.act(id, &w, "resign").await;
    assert_eq!(res.status(), 200);
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("0-1"), Some("resignation"))
    );
}

#[tokio::test]
async fn a_read_never_shows_an_overdue_game_as_playable() {
    let app = spawn_app().await;
    let (w, b) = two(&app, "reader_w", "reader_b").await;
    let id = app.start_game(&w, &b, true).await;
    let before = app.game(id).await;
    assert_eq!(before["status"], "active");
    app.clock.advance(Duration::days(3) + Duration::minutes(5));
    let g = app.game(id).await;
    assert_eq!(g["status"], "finished");
    assert_eq!(g["result"], "0-1");
    let legal: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(legal["moves"].as_array().map(Vec::len), Some(0));
    // The listing of my games agrees.
    let mine: Value = app
        .get("/api/v1/me/games?status=active", Some(&w.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["items"].as_array().map(Vec::len), Some(0));
}

#[tokio::test]
async fn fischer_banks_run_only_on_their_turn_to_the_second() {
    let app = spawn_app().await;
    let (w, b) = two(&app, "banker_w", "banker_b").await;
    let tc = json!({"kind": "fischer", "initial_days": 2, "increment_days": 1, "max_days": 3});
    let id = app.start_game_with(&w, &b, tc.clone()).await;
    let g = app.game(id).await;
    assert_eq!(g["time_control"], tc);
    assert!(g["days_per_move"].is_null());
    let day = 86_400;
    assert_eq!(g["clock"]["white_remaining_seconds"], 2 * day);
    assert_eq!(g["clock"]["black_remaining_seconds"], 2 * day);
    assert_eq!(g["clock"]["running"], "white");
    // White thinks ten hours: 2d − 10h + 1d.
    app.clock.advance(Duration::hours(10));
    let g = app.game(id).await;
    assert_eq!(g["clock"]["white_remaining_seconds"], 2 * day - 10 * 3600);
    assert_eq!(
        g["clock"]["black_remaining_seconds"],
        2 * day,
        "Black's clock stands"
    );
    let g: Value = app.play(id, &w, "D6-F8", 0).await.json().await.unwrap();
    assert_eq!(g["clock"]["white_remaining_seconds"], 3 * day - 10 * 3600);
    assert_eq!(time(&g["deadline"]), app.now() + Duration::days(2));
    // Black thinks a day, five minutes and 30.4 seconds: time is counted to the second,
    // rounded up.
    app.clock
        .advance(Duration::days(1) + Duration::seconds(330) + Duration::milliseconds(400));
    let g: Value = app.play(id, &b, "H11-F9", 1).await.json().await.unwrap();
    assert_eq!(g["clock"]["black_remaining_seconds"], 2 * day - 331);
    assert_eq!(g["clock"]["white_remaining_seconds"], 3 * day - 10 * 3600);
    // White moves at once: the bank never exceeds its maximum (3 days).
    app.clock.advance(Duration::hours(3));
    let g: Value = app.play(id, &w, "C6-C5", 2).await.json().await.unwrap();
    assert_eq!(g["clock"]["white_remaining_seconds"], 3 * day);
    // Black's turn: their bank of 2d − 331 s runs out at exactly that time.
    let deadline = time(&g["deadline"]);
    assert_eq!(deadline, app.now() + Duration::seconds(2 * day - 331));
    app.clock.advance(Duration::seconds(2 * day - 332));
    assert_eq!(app.game(id).await["clock"]["black_remaining_seconds"], 1);
    app.clock.advance(Duration::seconds(1));
    let g = app.game(id).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("1-0"), Some("timeout"))
    );
    assert_eq!(time(&g["ended_at"]), deadline);
}

#[tokio::test]
async fn time_controls_are_validated_and_shown() {
    let app = spawn_app().await;
    let (w, b) = two(&app, "tc_w", "tc_b").await;
    let bad = [
        (
            json!({"kind": "fischer", "initial_days": 10, "increment_days": 31, "max_days": 30}),
            "time_control.increment_days",
        ),
        (
            json!({"kind": "fischer", "initial_days": 40, "increment_days": 1, "max_days": 30}),
            "time_control.initial_days",
        ),
        (
            json!({"kind": "fischer", "initial_days": 0, "increment_days": 1, "max_days": 30}),
            "time_control.initial_days",
        ),
        (json!({"kind": "per_move", "days": 61}), "time_control.days"),
        (json!({"kind": "hourglass", "days": 3}), "time_control.kind"),
    ];
    for (tc, field) in bad {
        let res = app
            .challenge(
                &w,
                json!({"opponent": b.name, "color": "white", "rated": true, "time_control": tc}),
            )
            .await;
        let p = problem(res, 422).await;
        let fields: Vec<&str> = p["errors"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["field"].as_str())
            .collect();
        assert!(fields.contains(&field), "{tc}: {p}");
    }
    // Both forms at once must agree; neither is an error.
    let p = problem(
        app.challenge(&w, json!({"opponent": b.name, "color": "white", "rated": true, "days_per_move": 3, "time_control": {"kind": "per_move", "days": 4}}))
            .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "days_per_move");
    problem(
        app.challenge(
            &w,
            json!({"opponent": b.name, "color": "white", "rated": true}),
        )
        .await,
        422,
    )
    .await;
    // The shorthand is a per-move control, shown as one.
    let c: Value = app
        .challenge(
            &w,
            json!({"opponent": b.name, "color": "white", "rated": true, "days_per_move": 5}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(c["time_control"], json!({"kind": "per_move", "days": 5}));
    assert_eq!(c["days_per_move"], 5);
    let g: Value = app
        .accept(&b, c["id"].as_i64().unwrap())
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(g["time_control"], json!({"kind": "per_move", "days": 5}));
    assert_eq!(g["clock"]["white_remaining_seconds"], 5 * 86_400);
}

#[tokio::test]
async fn deadline_warnings_follow_a_fischer_bank() {
    use camelot_server::jobs;
    let app = spawn_app().await;
    let (w, b) = two(&app, "warned_w", "warned_b").await;
    let id = app
        .start_game_with(
            &w,
            &b,
            json!({"kind": "fischer", "initial_days": 2, "increment_days": 0, "max_days": 2}),
        )
        .await;
    app.clock.advance(Duration::hours(23));
    jobs::run_once(&app.state).await.unwrap();
    assert!(
        !app.events(&w, 0)
            .await
            .iter()
            .any(|e| e["kind"] == "deadline_warning")
    );
    app.clock.advance(Duration::hours(2));
    jobs::run_once(&app.state).await.unwrap();
    let warned: Vec<Value> = app
        .events(&w, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "deadline_warning")
        .collect();
    assert_eq!(warned.len(), 1);
    assert_eq!(warned[0]["data"]["game_id"], id);
}
