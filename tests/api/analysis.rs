//! `/analysis`: the rules on any position, without a game.

use serde_json::Value;

use crate::support::{problem, spawn_app};

#[tokio::test]
async fn any_position_lists_its_legal_moves_like_a_game_does() {
    let app = spawn_app().await;
    let w = app.player("an_w").await;
    let b = app.player("an_b").await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let g = app.game(id).await;
    let position = g["position"].as_str().unwrap();
    let encoded: String = form_urlencoded::byte_serialize(position.as_bytes()).collect();
    let res = app
        .get(&format!("/api/v1/analysis?position={encoded}"), None)
        .await;
    assert_eq!(res.status(), 200);
    let a: Value = res.json().await.unwrap();
    let listed: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(a["moves"], listed["moves"]);
    assert_eq!(a["side_to_move"], "black");
    assert_eq!(a["over"], false);
    assert!(a["result"].is_null());
    assert_eq!(a["position"], position);
}

#[tokio::test]
async fn a_bad_position_says_what_is_wrong() {
    let app = spawn_app().await;
    let p = problem(
        app.get("/api/v1/analysis?position=nonsense", None).await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "position");
    assert!(
        p["detail"].as_str().unwrap().contains("not a position"),
        "{p}"
    );
    let p = problem(app.get("/api/v1/analysis", None).await, 400).await;
    assert_eq!(p["errors"][0]["field"], "position");
}
