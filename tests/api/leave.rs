//! Leave: a player's clocks stand still, in every game where it is (or becomes) their turn.

use chrono::Duration;
use serde_json::{Value, json};

use camelot_server::jobs;

use crate::support::{problem, spawn_app, spawn_app_on, time};

const DAY: i64 = 86_400;

#[tokio::test]
async fn leave_freezes_and_unfreezes_several_games_at_once() {
    let app = spawn_app().await;
    let p = app.player("traveller").await;
    let a = app.player("opp_a").await;
    let b = app.player("opp_b").await;
    let c = app.player("opp_c").await;
    // Two games where it is the traveller's turn (White), one where it is the opponent's.
    let g1 = app.start_game(&p, &a, true).await;
    let g2 = app.start_game(&p, &b, true).await;
    let g3 = app.start_game(&c, &p, true).await;
    let start = app.now();
    let status = app.leave_status(&p).await;
    assert_eq!(
        status,
        json!({"allowance_days": 30, "used_days": 0, "remaining_days": 30, "on_leave_until": null})
    );
    app.clock.advance(Duration::days(1));
    let res = app.start_leave(&p, 5).await;
    assert_eq!(res.status(), 201);
    let status: Value = res.json().await.unwrap();
    let until = app.now() + Duration::days(5);
    assert_eq!(time(&status["on_leave_until"]), until);
    assert_eq!(
        (
            status["used_days"].as_i64(),
            status["remaining_days"].as_i64()
        ),
        (Some(5), Some(25))
    );
    // Already on leave: 409. Opponents see it, in the game view, the profile and their events.
    problem(app.start_leave(&p, 1).await, 409).await;
    let g = app.game(g1).await;
    assert_eq!(time(&g["white"]["on_leave_until"]), until);
    assert!(g["black"]["on_leave_until"].is_null());
    // Its deadline moved out by the leave: three days of the turn, plus five days frozen.
    assert_eq!(time(&g["deadline"]), start + Duration::days(8));
    let profile: Value = app
        .get("/api/v1/users/traveller", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(time(&profile["on_leave_until"]), until);
    for (opp, game) in [(&a, g1), (&c, g3)] {
        let told: Vec<Value> = app
            .events(opp, 0)
            .await
            .into_iter()
            .filter(|e| e["kind"] == "opponent_on_leave")
            .collect();
        assert_eq!(told.len(), 1, "{}", opp.name);
        assert_eq!(told[0]["data"]["opponent"], "traveller");
        assert_eq!(told[0]["data"]["game_ids"], json!([game]));
    }
    // A game that becomes the traveller's turn during leave starts frozen: C moves in g3.
    app.clock.advance(Duration::hours(1));
    assert_eq!(app.play(g3, &c, "D6-F8", 0).await.status(), 201);
    let g = app.game(g3).await;
    assert_eq!(g["clock"]["black_remaining_seconds"], 3 * DAY);
    assert_eq!(time(&g["deadline"]), until + Duration::days(3));
    // Four days into the leave (two past the original deadlines) nothing is lost, even to the
    // job; the clocks stood at two days left.
    app.clock.advance(Duration::days(4) - Duration::hours(1));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 0);
    for id in [g1, g2] {
        let g = app.game(id).await;
        assert_eq!(g["status"], "active", "game {id}");
        assert_eq!(g["clock"]["white_remaining_seconds"], 2 * DAY);
    }
    assert_eq!(
        app.game(g3).await["clock"]["black_remaining_seconds"],
        3 * DAY
    );
    // The traveller may still move while on leave: the time used is only what was not frozen.
    let g: Value = app.play(g2, &p, "D6-F8", 0).await.json().await.unwrap();
    assert_eq!(g["ply"], 1);
    // Ending the leave early (day 5 of it) charges the five days begun, and the clocks run
    // again from where they stood.
    app.clock.advance(Duration::hours(12));
    let res = app.end_leave(&p).await;
    assert_eq!(res.status(), 200);
    let status: Value = res.json().await.unwrap();
    assert_eq!(
        (
            status["used_days"].as_i64(),
            status["remaining_days"].as_i64()
        ),
        (Some(5), Some(25))
    );
    assert!(status["on_leave_until"].is_null());
    problem(app.end_leave(&p).await, 409).await;
    let g = app.game(g1).await;
    assert!(g["white"]["on_leave_until"].is_null());
    assert_eq!(g["clock"]["white_remaining_seconds"], 2 * DAY);
    assert_eq!(time(&g["deadline"]), app.now() + Duration::days(2));
    let g = app.game(g3).await;
    assert_eq!(g["clock"]["black_remaining_seconds"], 3 * DAY);
    // Two days on, g1 is lost on time; g3 (three days left) is not.
    app.clock.advance(Duration::days(2));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 1);
    assert_eq!(app.game(g1).await["termination"], "timeout");
    assert_eq!(app.game(g3).await["status"], "active");
}

/// Leave shows where it stops a clock: in active games. A game that has ended shows none, read
/// by the process that ended it (which may keep its view) or by another one.
#[tokio::test]
async fn a_game_that_has_ended_shows_no_leave_in_any_process() {
    let app = spawn_app().await;
    let p = app.player("retiree").await;
    let o = app.player("rival").await;
    let ended = app.start_game(&p, &o, true).await;
    let going_on = app.start_game(&o, &p, true).await;
    assert_eq!(app.play(ended, &p, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.act(ended, &p, "resign").await.status(), 200);
    assert_eq!(app.game(ended).await["status"], "finished");
    app.clock.advance(Duration::hours(1));
    assert_eq!(app.start_leave(&p, 3).await.status(), 201);
    let until = app.now() + Duration::days(3);
    let other = spawn_app_on(&app.database_url, |_| {}).await;
    other.clock.set(app.now());
    for reader in [&app, &other] {
        let g = reader.game(ended).await;
        assert_eq!(g["status"], "finished");
        assert!(g["white"]["on_leave_until"].is_null(), "{g}");
        let g = reader.game(going_on).await;
        assert_eq!(time(&g["black"]["on_leave_until"]), until);
    }
}

#[tokio::test]
async fn leave_is_limited_to_the_yearly_allowance_and_ending_it_charges_days_begun() {
    let app = spawn_app().await;
    let p = app.player("planner").await;
    let res = app.start_leave(&p, 31).await;
    let body = problem(res, 422).await;
    assert_eq!(body["errors"][0]["field"], "days");
    problem(app.start_leave(&p, 0).await, 422).await;
    problem(app.end_leave(&p).await, 409).await;
    assert_eq!(app.start_leave(&p, 10).await.status(), 201);
    // Ended within its first hour: one day is charged.
    app.clock.advance(Duration::minutes(30));
    let status: Value = app.end_leave(&p).await.json().await.unwrap();
    assert_eq!(status["used_days"], 1);
    assert_eq!(status["remaining_days"], 29);
    assert_eq!(app.start_leave(&p, 29).await.status(), 201);
    app.clock.advance(Duration::days(30));
    let status = app.leave_status(&p).await;
    assert!(
        status["on_leave_until"].is_null(),
        "the leave ran out on its own"
    );
    if status["used_days"] == 30 {
        problem(app.start_leave(&p, 1).await, 422).await;
    }
}

#[tokio::test]
async fn a_tournament_without_leave_keeps_its_clocks_running() {
    let app = spawn_app().await;
    let admin = app.admin("leave_admin").await;
    let players = [
        app.player("nl_a").await,
        app.player("nl_b").await,
        app.player("nl_c").await,
    ];
    let res = app
        .post(
            "/api/v1/tournaments",
            Some(&admin),
            json!({"name": "No leave", "system": "round_robin", "days_per_move": 2, "rated": false, "allow_leave": false}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let t: Value = res.json().await.unwrap();
    assert_eq!(t["allow_leave"], false);
    assert_eq!(t["time_control"], json!({"kind": "per_move", "days": 2}));
    let tid = t["id"].as_i64().unwrap();
    for p in &players {
        assert_eq!(
            app.post(
                &format!("/api/v1/tournaments/{tid}/join"),
                Some(&p.token),
                json!({})
            )
            .await
            .status(),
            200
        );
    }
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{tid}/start"),
            Some(&admin),
            json!({})
        )
        .await
        .status(),
        200
    );
    let round: Value = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await
        .json()
        .await
        .unwrap();
    let board = &round["boards"][0];
    let game = board["game_id"].as_i64().unwrap();
    let white = players.iter().find(|p| p.name == board["white"]).unwrap();
    let g = app.game(game).await;
    assert_eq!(g["allow_leave"], false);
    let deadline = time(&g["deadline"]);
    assert_eq!(app.start_leave(white, 10).await.status(), 201);
    let g = app.game(game).await;
    assert_eq!(
        time(&g["deadline"]),
        deadline,
        "leave does not stop this clock"
    );
    assert!(
        !g["white"]["on_leave_until"].is_null(),
        "but the opponent sees the leave"
    );
    app.clock.advance(Duration::days(2));
    let g = app.game(game).await;
    assert_eq!(g["termination"], "timeout");
}

/// Each leave period of a turn stops the clock for its own span: a game read pairs every
/// period's start with its own end, however many there are.
#[tokio::test]
async fn two_leaves_in_one_turn_each_stop_the_clock() {
    let app = spawn_app().await;
    let p = app.player("twice_away").await;
    let o = app.player("stays_home").await;
    let g = app.start_game(&p, &o, true).await;
    let start = app.now();
    // A day of the turn, then one hour of leave, ended early.
    app.clock.advance(Duration::days(1));
    assert_eq!(app.start_leave(&p, 2).await.status(), 201);
    app.clock.advance(Duration::hours(1));
    assert_eq!(app.end_leave(&p).await.status(), 200);
    // Another day of the turn, then three days of leave, left to run out.
    app.clock.advance(Duration::days(1));
    assert_eq!(app.start_leave(&p, 3).await.status(), 201);
    app.clock.advance(Duration::days(3));
    // Two days of the three were used; the hour and the three days stood still.
    let view = app.game(g).await;
    assert_eq!(view["status"], "active");
    assert_eq!(view["clock"]["white_remaining_seconds"], DAY);
    assert_eq!(
        time(&view["deadline"]),
        start + Duration::days(6) + Duration::hours(1)
    );
    assert!(view["white"]["on_leave_until"].is_null());
}
