//! What spectators and players see around games: the public list of games (anonymous, with
//! filters and paging), rematches, and the rating change a finished game brought.

use chrono::Duration;
use serde_json::{Value, json};

use crate::support::{problem, spawn_app};

fn ids(page: &Value) -> Vec<i64> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn the_public_list_shows_games_being_played_and_finished_with_filters_and_pages() {
    let app = spawn_app().await;
    let (ann, bob, cat) = (
        app.player("ann").await,
        app.player("bob").await,
        app.player("cat").await,
    );
    let rated = app.start_game(&ann, &bob, true).await;
    app.clock.advance(Duration::seconds(5));
    let casual = app.start_game(&bob, &cat, false).await;
    app.clock.advance(Duration::seconds(5));
    // A move makes the rated game the most recently moved.
    assert_eq!(app.play(rated, &ann, "D6-F8", 0).await.status(), 201);
    let get = |q: &'static str| {
        let app = &app;
        async move {
            let res = app.get(&format!("/api/v1/games{q}"), None).await;
            assert_eq!(res.status(), 200, "{q}");
            res.json::<Value>().await.unwrap()
        }
    };
    let all = get("").await;
    assert_eq!(ids(&all), vec![rated, casual]);
    let first = &all["items"][0];
    assert_eq!(first["white"]["username"], "ann");
    assert_eq!(first["black"]["username"], "bob");
    assert_eq!(first["white"]["rating"], 1500);
    assert_eq!(first["ply"], 1);
    assert_eq!(first["side_to_move"], "black");
    assert_eq!(first["last_move"], "D6-F8");
    assert_eq!(first["status"], "active");
    assert!(
        first["position"].as_str().unwrap().ends_with(" b 0 0 1 1"),
        "{first}"
    );
    assert_eq!(ids(&get("?player=cat").await), vec![casual]);
    assert_eq!(ids(&get("?player=CAT").await), vec![casual]);
    assert_eq!(ids(&get("?rated=true").await), vec![rated]);
    assert_eq!(ids(&get("?rated=false").await), vec![casual]);
    assert_eq!(ids(&get("?status=finished").await), Vec::<i64>::new());
    // Pages of one.
    let p1 = get("?limit=1").await;
    assert_eq!(ids(&p1), vec![rated]);
    let cursor = p1["next_cursor"].as_str().unwrap().to_owned();
    let res = app
        .get(&format!("/api/v1/games?limit=1&cursor={cursor}"), None)
        .await;
    let p2: Value = res.json().await.unwrap();
    assert_eq!(ids(&p2), vec![casual]);
    assert!(p2["next_cursor"].is_null());
    // Finished: the most recently ended first, gone from the active list.
    app.clock.advance(Duration::seconds(5));
    assert_eq!(app.act(casual, &cat, "resign").await.status(), 200);
    app.clock.advance(Duration::seconds(5));
    assert_eq!(app.act(rated, &bob, "resign").await.status(), 200);
    assert_eq!(ids(&get("?status=finished").await), vec![rated, casual]);
    let fin = get("?status=finished&player=cat").await;
    assert_eq!(fin["items"][0]["result"], "1-0");
    assert_eq!(fin["items"][0]["termination"], "resignation");
    assert!(fin["items"][0]["ended_at"].is_string());
    assert_eq!(ids(&get("?status=active").await), Vec::<i64>::new());
    // Bad input.
    let p = problem(app.get("/api/v1/games?player=nobody", None).await, 404).await;
    assert!(p["detail"].as_str().unwrap().contains("nobody"), "{p}");
    problem(app.get("/api/v1/games?status=paused", None).await, 400).await;
    problem(app.get("/api/v1/games?cursor=garbage", None).await, 400).await;
    problem(app.get("/api/v1/games?limit=0", None).await, 400).await;
}

#[tokio::test]
async fn a_rematch_swaps_colours_and_a_rated_game_shows_the_rating_change() {
    let app = spawn_app().await;
    let (ann, bob, cat) = (
        app.player("ann").await,
        app.player("bob").await,
        app.player("cat").await,
    );
    let game = app.start_game(&ann, &bob, true).await;
    let rematch = format!("/api/v1/games/{game}/rematch");
    // Not while the game is played; never by someone else.
    problem(app.post(&rematch, Some(&bob.token), json!({})).await, 409).await;
    // Rated games count from the second move on.
    assert_eq!(app.play(game, &ann, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.play(game, &bob, "H11-F9", 1).await.status(), 201);
    assert_eq!(app.act(game, &bob, "resign").await.status(), 200);
    problem(app.post(&rematch, Some(&cat.token), json!({})).await, 403).await;
    let v = app.game(game).await;
    assert_eq!(v["white"]["rating_before"], 1500, "{v}");
    assert!(v["white"]["rating_after"].as_i64().unwrap() > 1500, "{v}");
    assert_eq!(v["black"]["rating_before"], 1500);
    assert!(v["black"]["rating_after"].as_i64().unwrap() < 1500);
    // Bob, who had Black, asks: he gets White, against Ann, rated again.
    let res = app.post(&rematch, Some(&bob.token), json!({})).await;
    assert_eq!(res.status(), 201);
    assert!(
        res.headers()["location"]
            .to_str()
            .unwrap()
            .starts_with("/api/v1/challenges/")
    );
    let c: Value = res.json().await.unwrap();
    assert_eq!(c["challenger"], "bob");
    assert_eq!(c["opponent"], "ann");
    assert_eq!(c["color"], "white");
    assert_eq!(c["rated"], true);
    assert_eq!(c["days_per_move"], 3);
    // Ann sees it as any challenge, and accepting it starts the game with colours swapped.
    let incoming: Value = app
        .get("/api/v1/challenges?direction=incoming", Some(&ann.token))
        .await
        .json()
        .await
        .unwrap();
    assert!(
        incoming["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["id"] == c["id"]),
        "{incoming}"
    );
    let res = app.accept(&ann, c["id"].as_i64().unwrap()).await;
    assert_eq!(res.status(), 201);
    let g: Value = res.json().await.unwrap();
    assert_eq!(g["white"]["username"], "bob");
    assert_eq!(g["black"]["username"], "ann");
    // An unrated game shows no rating change.
    let casual = app.start_game(&ann, &cat, false).await;
    assert_eq!(app.act(casual, &cat, "resign").await.status(), 200);
    let v = app.game(casual).await;
    assert!(v["white"].get("rating_after").is_none(), "{v}");
}
