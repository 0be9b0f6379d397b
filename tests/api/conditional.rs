//! Conditional moves: "if he plays X, I play Y", played by the server in the opponent's move.

use serde_json::{Value, json};

use crate::support::{problem, spawn_app};

#[tokio::test]
async fn a_matched_line_plays_the_reply_at_once() {
    let app = spawn_app().await;
    let w = app.player("cond_w").await;
    let b = app.player("cond_b").await;
    let id = app.start_game(&w, &b, true).await;
    // Black prepares while White is to move: any alias is accepted and stored canonically.
    let res = app
        .set_conditional(id, &b, 0, json!([["d6-f8", "h11-f9"], ["E6-E5", "I11-I9"]]))
        .await;
    assert_eq!(res.status(), 200);
    let set: Value = res.json().await.unwrap();
    assert_eq!(
        set["lines"],
        json!([["D6-F8", "H11-F9"], ["E6-E5", "I11-I9"]])
    );
    // The opponent never sees them; the owner does.
    assert_eq!(app.conditional(id, &w).await["lines"], json!([]));
    assert_eq!(app.conditional(id, &b).await["lines"], set["lines"]);
    // White plays D6-F8: Black's reply comes in the same request.
    let res = app.play(id, &w, "D6-F8", 0).await;
    assert_eq!(res.status(), 201);
    assert_eq!(res.headers()["etag"], "\"2\"");
    let g: Value = res.json().await.unwrap();
    assert_eq!(g["ply"], 2);
    assert_eq!(g["moves"][0]["conditional"], false);
    assert_eq!(g["moves"][1]["path"], "H11-F9");
    assert_eq!(g["moves"][1]["conditional"], true);
    assert_eq!(g["side_to_move"], "white");
    // Black's clock was used for nothing; White's runs again.
    assert_eq!(g["clock"]["running"], "white");
    // The reply is White's event like any move, marked as conditional; the set is spent.
    let moved: Vec<Value> = app
        .events(&w, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "opponent_moved")
        .collect();
    assert_eq!(moved.len(), 1);
    assert_eq!(moved[0]["data"]["path"], "H11-F9");
    assert_eq!(moved[0]["data"]["conditional"], true);
    assert_eq!(app.conditional(id, &b).await["lines"], json!([]));
    // The export marks it too.
    let cgn = app
        .get(&format!("/api/v1/games/{id}/export?format=cgn"), None)
        .await
        .text()
        .await
        .unwrap();
    assert!(cgn.contains("H11-F9 {conditional}"), "{cgn}");
    let exported: Value = app
        .get(&format!("/api/v1/games/{id}/export?format=json"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(exported["moves"][1]["conditional"], true);
}

#[tokio::test]
async fn partly_matched_lines_are_kept_and_a_miss_drops_the_set() {
    let app = spawn_app().await;
    let w = app.player("part_w").await;
    let b = app.player("part_b").await;
    let id = app.start_game(&w, &b, false).await;
    let lines = json!([
        ["D6-F8", "H11-F9", "C6-C5", "C11-C10"],
        ["D6-F8", "H11-F9", "E6-E5", "I11-I9"],
        ["G6-G5", "J11-J10"]
    ]);
    assert_eq!(app.set_conditional(id, &b, 0, lines).await.status(), 200);
    let g: Value = app.play(id, &w, "D6-F8", 0).await.json().await.unwrap();
    assert_eq!(g["ply"], 2);
    // The two lines that matched are kept, two plies on; the third is gone.
    let set = app.conditional(id, &b).await;
    assert_eq!(set["ply"], 2);
    assert_eq!(
        set["lines"],
        json!([["C6-C5", "C11-C10"], ["E6-E5", "I11-I9"]])
    );
    // White plays something else: no reply, nothing kept.
    let g: Value = app.play(id, &w, "G6-G5", 2).await.json().await.unwrap();
    assert_eq!(g["ply"], 3);
    assert_eq!(g["side_to_move"], "black");
    assert_eq!(app.conditional(id, &b).await["lines"], json!([]));
}

#[tokio::test]
async fn a_move_on_no_line_plays_nothing_and_the_end_of_the_game_clears_the_set() {
    let app = spawn_app().await;
    let w = app.player("miss_w").await;
    let b = app.player("miss_b").await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(
        app.set_conditional(id, &b, 0, json!([["E6-E5", "I11-I9"]]))
            .await
            .status(),
        200
    );
    let g: Value = app.play(id, &w, "D6-F8", 0).await.json().await.unwrap();
    assert_eq!(g["ply"], 1);
    assert_eq!(app.conditional(id, &b).await["lines"], json!([]));
    // A set standing when the game ends goes with it.
    assert_eq!(app.play(id, &b, "H11-F9", 1).await.status(), 201);
    assert_eq!(
        app.set_conditional(id, &b, 2, json!([["C6-C5", "C11-C10"]]))
            .await
            .status(),
        200
    );
    assert_eq!(app.act(id, &w, "resign").await.status(), 200);
    assert_eq!(app.conditional(id, &b).await["lines"], json!([]));
    problem(
        app.set_conditional(id, &b, 2, json!([["C6-C5", "C11-C10"]]))
            .await,
        409,
    )
    .await;
}

#[tokio::test]
async fn lines_are_checked_by_the_rules() {
    let app = spawn_app().await;
    let w = app.player("check_w").await;
    let b = app.player("check_b").await;
    let id = app.start_game(&w, &b, false).await;
    // An illegal move names its line, its ply and the rules' reason.
    let p = problem(
        app.set_conditional(
            id,
            &b,
            0,
            json!([["D6-F8", "H11-F9"], ["D6-F8", "H11-F9", "A1-A2", "C11-C10"]]),
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["line"], 2, "{p}");
    assert_eq!(p["ply"], 3, "{p}");
    assert!(p["reason"].is_string(), "{p}");
    assert_eq!(p["errors"][0]["field"], "lines[1][2]");
    // Two replies to the same moves contradict each other.
    let p = problem(
        app.set_conditional(id, &b, 0, json!([["D6-F8", "H11-F9"], ["D6-F8", "I11-I9"]]))
            .await,
        422,
    )
    .await;
    assert_eq!(p["line"], 2, "{p}");
    // A line must pair each of the opponent's moves with a reply.
    problem(
        app.set_conditional(id, &b, 0, json!([["D6-F8"]])).await,
        422,
    )
    .await;
    // Limits: 100 lines, 20 plies.
    let many: Vec<Value> = (0..101).map(|_| json!(["D6-F8", "H11-F9"])).collect();
    problem(app.set_conditional(id, &b, 0, json!(many)).await, 422).await;
    // Only the player whose opponent is to move, at the current ply; only players.
    problem(
        app.set_conditional(id, &w, 0, json!([["H11-F9", "D6-F8"]]))
            .await,
        409,
    )
    .await;
    problem(
        app.set_conditional(id, &b, 1, json!([["D6-F8", "H11-F9"]]))
            .await,
        412,
    )
    .await;
    let stranger = app.player("check_x").await;
    problem(
        app.set_conditional(id, &stranger, 0, json!([["D6-F8", "H11-F9"]]))
            .await,
        403,
    )
    .await;
    problem(
        app.get(
            &format!("/api/v1/games/{id}/conditional-moves"),
            Some(&stranger.token),
        )
        .await,
        403,
    )
    .await;
    // Clearing.
    assert_eq!(
        app.set_conditional(id, &b, 0, json!([["D6-F8", "H11-F9"]]))
            .await
            .status(),
        200
    );
    let res = app
        .send(
            reqwest::Method::DELETE,
            &format!("/api/v1/games/{id}/conditional-moves"),
            Some(&b.token),
            None,
        )
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(app.conditional(id, &b).await["lines"], json!([]));
    let g: Value = app.play(id, &w, "D6-F8", 0).await.json().await.unwrap();
    assert_eq!(g["ply"], 1, "a cleared set plays nothing");
}

/// The owner replacing the set while the opponent moves: the game row decides, and whichever
/// comes second sees what the first left — never a half-applied set.
#[tokio::test]
async fn replacing_the_set_while_the_opponent_moves_is_decided_cleanly() {
    let app = spawn_app().await;
    let w = app.player("race_w").await;
    let b = app.player("race_b").await;
    for round in 0..8 {
        let id = app.start_game(&w, &b, false).await;
        assert_eq!(
            app.set_conditional(id, &b, 0, json!([["E6-E5", "I11-I9"]]))
                .await
                .status(),
            200
        );
        let replace = app.set_conditional(id, &b, 0, json!([["D6-F8", "H11-F9"]]));
        let moved = app.play(id, &w, "D6-F8", 0);
        let (replaced, moved) = tokio::join!(replace, moved);
        assert_eq!(moved.status(), 201, "round {round}");
        let g = app.game(id).await;
        match replaced.status().as_u16() {
            // The new set came first: the move found it and was answered.
            200 => assert_eq!(g["ply"], 2, "round {round}"),
            // The move came first (the old set did not match it): the replacement finds Black
            // to move.
            409 | 412 => assert_eq!(g["ply"], 1, "round {round}"),
            other => panic!("round {round}: {other}"),
        }
        assert_eq!(
            app.conditional(id, &b).await["lines"],
            json!([]),
            "round {round}"
        );
    }
}
