//! Games over HTTP: replaying the WCF championship games, every error code of a move, legal
//! moves, idempotent retries, draws, resignation, aborts, claims and exports.

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{Player, TestApp, problem, spawn_app, time, vectors};

const START: &str =
    "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1";

async fn two(app: &TestApp) -> (Player, Player) {
    (app.player("white_p").await, app.player("black_p").await)
}

#[tokio::test]
async fn wcf_championship_games_replay_through_the_api() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    for line in vectors("games.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        let v: Value = serde_json::from_str(line).unwrap();
        let id = app.start_game(&w, &b, false).await;
        for (i, (path, expected)) in v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .zip(v["positions"].as_array().unwrap())
            .enumerate()
        {
            let who = if i % 2 == 0 { &w } else { &b };
            let res = app.play(id, who, path.as_str().unwrap(), i as i64).await;
            assert_eq!(
                res.status(),
                201,
                "{} ply {}: {}",
                v["id"],
                i + 1,
                res.text().await.unwrap()
            );
            assert_eq!(res.headers()["etag"], format!("\"{}\"", i + 1));
            let g: Value = res.json().await.unwrap();
            assert_eq!(g["position"], *expected, "{} ply {}", v["id"], i + 1);
            assert_eq!(g["ply"], i + 1);
        }
        let g = app.game(id).await;
        assert_eq!(
            g["status"],
            if v["status"] == "*" {
                "active"
            } else {
                "finished"
            }
        );
        // Stored paths are canonical; the two published non-canonical paths of game 4 were
        // accepted and stored in their canonical form.
        let listed: Vec<&str> = g["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["path"].as_str().unwrap())
            .collect();
        assert_eq!(listed.len(), v["moves"].as_array().unwrap().len());
    }
}

#[tokio::test]
async fn move_errors_have_the_right_codes() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let outsider = app.player("outsider").await;
    let id = app.start_game(&w, &b, true).await;
    let url = format!("/api/v1/games/{id}/moves");

    // No version: 428.
    let p = problem(
        app.post(&url, Some(&w.token), json!({"path": "D6-F8"}))
            .await,
        428,
    )
    .await;
    assert_eq!(p["type"], "/problems/version-required");
    // Not authenticated, not a player, unknown game, bad id.
    problem(
        app.post(&url, None, json!({"path": "D6-F8", "expected_ply": 0}))
            .await,
        401,
    )
    .await;
    problem(app.play(id, &outsider, "D6-F8", 0).await, 403).await;
    problem(
        app.post(
            "/api/v1/games/424242/moves",
            Some(&w.token),
            json!({"path": "D6-F8", "expected_ply": 0}),
        )
        .await,
        404,
    )
    .await;
    problem(
        app.post(
            "/api/v1/games/x/moves",
            Some(&w.token),
            json!({"path": "D6-F8", "expected_ply": 0}),
        )
        .await,
        400,
    )
    .await;
    // Not your turn.
    let p = problem(app.play(id, &b, "H11-F9", 0).await, 409).await;
    assert_eq!(p["type"], "/problems/not-your-turn");
    // Illegal, with the rules' reason and sentence.
    for (path, tag) in [
        ("D6-D9", "not-adjacent"),
        ("F1-F2", "empty-origin"),
        ("H11-H9", "not-your-piece"),
        ("D6", "malformed"),
        ("A1-A2", "off-board"),
    ] {
        let p = problem(app.play(id, &w, path, 0).await, 422).await;
        assert_eq!(p["type"], "/problems/illegal-move");
        assert_eq!(p["reason"], tag, "{path}");
        assert!(p["detail"].as_str().unwrap().len() > 10);
    }
    // A valid alias, in lower case, via If-Match: accepted, canonical stored.
    let res = app
        .client
        .post(app.url(&url))
        .bearer_auth(&w.token)
        .header("if-match", "\"0\"")
        .json(&json!({"path": "e7-c5-c7"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let g: Value = res.json().await.unwrap();
    assert_eq!(g["moves"][0]["path"], "E7-C7");
    // Stale version.
    let p = problem(app.play(id, &b, "H11-F9", 0).await, 412).await;
    assert_eq!(p["type"], "/problems/stale-version");
    assert_eq!(p["ply"], 1);
    problem(
        app.client
            .post(app.url(&url))
            .bearer_auth(&b.token)
            .header("if-match", "soon")
            .json(&json!({"path": "H11-F9"}))
            .send()
            .await
            .unwrap(),
        400,
    )
    .await;
    // Malformed bodies.
    problem(
        app.post(&url, Some(&b.token), json!({"expected_ply": 1}))
            .await,
        422,
    )
    .await;
    problem(
        app.post(
            &url,
            Some(&b.token),
            json!({"path": "x".repeat(300), "expected_ply": 1}),
        )
        .await,
        422,
    )
    .await;
    // After the game ends: 409 game over.
    app.send(
        Method::POST,
        &format!("/api/v1/games/{id}/resign"),
        Some(&b.token),
        None,
    )
    .await;
    let p = problem(app.play(id, &b, "H11-F9", 1).await, 409).await;
    assert_eq!(p["type"], "/problems/game-over");
}

#[tokio::test]
async fn legal_moves_listing() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, false).await;
    let res = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await;
    assert_eq!(res.headers()["etag"], "\"0\"");
    let lm: Value = res.json().await.unwrap();
    assert_eq!(lm["moves"].as_array().unwrap().len(), 100);
    assert_eq!(lm["capture_required"], false);
    assert_eq!(lm["must_leave_castle"], false);
    assert_eq!(lm["side_to_move"], "white");
    let first = &lm["moves"][0];
    assert_eq!(first["path"], "C6-B5");
    assert_eq!(
        (first["from"].as_str(), first["to"].as_str()),
        (Some("C6"), Some("B5"))
    );
    assert!(first["captures"].as_array().unwrap().is_empty());
    assert_eq!(
        first["position"],
        "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/3MMMMMMK2/1K10/12/10/8/2 b 0 0 1 1"
    );
    // Play into a capture duty (from WCF game 1): after I8-J9 black must capture.
    let game1: Value =
        serde_json::from_str(vectors("games.jsonl").lines().next().unwrap()).unwrap();
    for (i, path) in game1["moves"]
        .as_array()
        .unwrap()
        .iter()
        .take(11)
        .enumerate()
    {
        let who = if i % 2 == 0 { &w } else { &b };
        assert_eq!(
            app.play(id, who, path.as_str().unwrap(), i as i64)
                .await
                .status(),
            201
        );
    }
    let lm: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(lm["capture_required"], true);
    assert!(
        lm["moves"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| !m["captures"].as_array().unwrap().is_empty())
    );
    // Once the game is over: nothing.
    app.send(
        Method::POST,
        &format!("/api/v1/games/{id}/resign"),
        Some(&w.token),
        None,
    )
    .await;
    let lm: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    assert!(lm["moves"].as_array().unwrap().is_empty());
    problem(app.get("/api/v1/games/999999/legal-moves", None).await, 404).await;
}

#[tokio::test]
async fn idempotent_retries_return_the_original_response() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, false).await;
    let send = |key: &'static str, path: &'static str| {
        let app = &app;
        let token = w.token.clone();
        async move {
            app.client
                .post(app.url(&format!("/api/v1/games/{id}/moves")))
                .bearer_auth(token)
                .header("idempotency-key", key)
                .json(&json!({"path": path, "expected_ply": 0}))
                .send()
                .await
                .unwrap()
        }
    };
    let first = send("k-1", "D6-F8").await;
    assert_eq!(first.status(), 201);
    let first_body = first.text().await.unwrap();
    let retry = send("k-1", "D6-F8").await;
    assert_eq!(retry.status(), 201);
    assert_eq!(retry.headers()["idempotent-replayed"], "true");
    assert_eq!(retry.headers()["etag"], "\"1\"");
    assert_eq!(retry.text().await.unwrap(), first_body);
    assert_eq!(app.game(id).await["ply"], 1);
    // The same key for another request is refused.
    problem(send("k-1", "D6-D8").await, 409).await;
    // Without the key the retry is simply stale.
    problem(app.play(id, &w, "D6-F8", 0).await, 412).await;
}

#[tokio::test]
async fn draw_offers_accept_decline_and_lapse() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, true).await;
    let act = |who: &Player, action: &str| {
        let app = &app;
        let token = who.token.clone();
        let path = format!("/api/v1/games/{id}/{action}");
        async move { app.send(Method::POST, &path, Some(&token), None).await }
    };
    problem(act(&b, "draw-accept").await, 409).await;
    let g: Value = act(&w, "draw-offer").await.json().await.unwrap();
    assert_eq!(g["draw_offer"]["by"], "white");
    assert_eq!(
        app.events(&b, 0)
            .await
            .iter()
            .filter(|e| e["kind"] == "draw_offered")
            .count(),
        1
    );
    // The offerer cannot accept their own offer.
    problem(act(&w, "draw-accept").await, 409).await;
    let g: Value = act(&b, "draw-decline").await.json().await.unwrap();
    assert!(g["draw_offer"].is_null());
    // An offer lapses when the opponent moves instead of answering.
    act(&w, "draw-offer").await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    assert_eq!(
        app.game(id).await["draw_offer"]["by"],
        "white",
        "the maker's own move keeps the offer"
    );
    assert_eq!(app.play(id, &b, "H11-F9", 1).await.status(), 201);
    assert!(app.game(id).await["draw_offer"].is_null());
    // Offer and accept.
    act(&b, "draw-offer").await;
    let g: Value = act(&w, "draw-accept").await.json().await.unwrap();
    assert_eq!(
        (
            g["status"].as_str(),
            g["result"].as_str(),
            g["termination"].as_str()
        ),
        (Some("finished"), Some("1/2-1/2"), Some("agreement"))
    );
    problem(act(&w, "draw-offer").await, 409).await;
}

#[tokio::test]
async fn crossing_offers_agree() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, false).await;
    app.send(
        Method::POST,
        &format!("/api/v1/games/{id}/draw-offer"),
        Some(&w.token),
        None,
    )
    .await;
    let g: Value = app
        .send(
            Method::POST,
            &format!("/api/v1/games/{id}/draw-offer"),
            Some(&b.token),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(g["termination"], "agreement");
}

#[tokio::test]
async fn resign_and_abort() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let outsider = app.player("outsider").await;
    let id = app.start_game(&w, &b, true).await;
    problem(
        app.send(
            Method::POST,
            &format!("/api/v1/games/{id}/resign"),
            Some(&outsider.token),
            None,
        )
        .await,
        403,
    )
    .await;
    // Abort before both sides moved: unrated, no result.
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let g: Value = app
        .send(
            Method::POST,
            &format!("/api/v1/games/{id}/abort"),
            Some(&b.token),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (g["status"].as_str(), g["termination"].as_str()),
        (Some("aborted"), Some("aborted"))
    );
    assert!(g["result"].is_null());
    let profile: Value = app
        .get("/api/v1/users/white_p", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (profile["rating"].as_i64(), profile["rated_games"].as_i64()),
        (Some(1500), Some(0))
    );
    // No abort once both have moved; resignation instead.
    let id = app.start_game(&w, &b, true).await;
    app.play(id, &w, "D6-F8", 0).await;
    app.play(id, &b, "H11-F9", 1).await;
    problem(
        app.send(
            Method::POST,
            &format!("/api/v1/games/{id}/abort"),
            Some(&w.token),
            None,
        )
        .await,
        409,
    )
    .await;
    let g: Value = app
        .send(
            Method::POST,
            &format!("/api/v1/games/{id}/resign"),
            Some(&w.token),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("0-1"), Some("resignation"))
    );
    let over = app
        .events(&w, 0)
        .await
        .into_iter()
        .filter(|e| e["kind"] == "game_ended")
        .count();
    assert_eq!(over, 2, "one game_ended per ended game");
}

#[tokio::test]
async fn threefold_repetition_can_be_claimed_by_the_side_to_move() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, false).await;
    let claim = |who: &Player| {
        let app = &app;
        let token = who.token.clone();
        async move {
            app.send(
                Method::POST,
                &format!("/api/v1/games/{id}/draw-claim"),
                Some(&token),
                None,
            )
            .await
        }
    };
    let p = problem(claim(&w).await, 422).await;
    assert_eq!(p["type"], "/problems/draw-claim-refused");
    let cycle = [
        ("C6-B6", &w),
        ("C11-B11", &b),
        ("B6-C6", &w),
        ("B11-C11", &b),
    ];
    let mut ply = 0;
    for _ in 0..2 {
        for (path, who) in cycle {
            assert_eq!(app.play(id, who, path, ply).await.status(), 201, "{path}");
            ply += 1;
        }
    }
    // The start position now stands for the third time, White to move: Black may not claim.
    problem(claim(&b).await, 422).await;
    let g: Value = claim(&w).await.json().await.unwrap();
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("1/2-1/2"), Some("claim"))
    );
    assert_eq!(
        g["position"].as_str().unwrap().split(' ').next(),
        START.split(' ').next()
    );
}

#[tokio::test]
async fn a_game_ends_by_the_board_and_rates_both_players() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, true).await;
    // A near-finished position: a White knight on F15 steps into Black's castle beside G16.
    set_position(
        &app,
        id,
        "1K/3K4/10/12/12/12/12/12/12/12/12/12/12/10/8/m1 w 0 0 0 1",
    )
    .await;
    let lm: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    let winning = lm["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["to"] == "F16")
        .expect("a move into F16")
        .clone();
    let res = app.play(id, &w, winning["path"].as_str().unwrap(), 0).await;
    assert_eq!(res.status(), 201);
    let g: Value = res.json().await.unwrap();
    assert_eq!(
        (
            g["status"].as_str(),
            g["result"].as_str(),
            g["termination"].as_str()
        ),
        (Some("finished"), Some("1-0"), Some("castle"))
    );
    let wp: Value = app
        .get("/api/v1/users/white_p", None)
        .await
        .json()
        .await
        .unwrap();
    let bp: Value = app
        .get("/api/v1/users/black_p", None)
        .await
        .json()
        .await
        .unwrap();
    // Equal ratings, K = 40: ±20.
    assert_eq!(
        (
            wp["rating"].as_i64(),
            wp["rated_games"].as_i64(),
            wp["peak_rating"].as_i64()
        ),
        (Some(1520), Some(1), Some(1520))
    );
    assert_eq!(
        (bp["rating"].as_i64(), bp["provisional"].as_bool()),
        (Some(1480), Some(true))
    );
    let h: Value = app
        .get("/api/v1/users/black_p/rating-history", None)
        .await
        .json()
        .await
        .unwrap();
    let e = &h["items"][0];
    assert_eq!(
        (e["game_id"].as_i64(), e["opponent"].as_str()),
        (Some(id), Some("white_p"))
    );
    assert_eq!(
        (
            e["before"].as_i64(),
            e["after"].as_i64(),
            e["change"].as_f64()
        ),
        (Some(1500), Some(1480), Some(-20.0))
    );
    assert_eq!(
        (e["expected"].as_f64(), e["score"].as_f64(), e["k"].as_i64()),
        (Some(0.5), Some(0.0), Some(40))
    );
}

/// Puts a game into a given position (test set-up only).
pub async fn set_position(app: &TestApp, game: i64, position: &str) {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    diesel::sql_query("UPDATE games SET position = $1, start_position = $1 WHERE id = $2")
        .bind::<diesel::sql_types::Text, _>(position)
        .bind::<diesel::sql_types::BigInt, _>(game)
        .execute(&mut conn)
        .await
        .unwrap();
}

#[tokio::test]
async fn export_cgn_and_json() {
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, true).await;
    for (i, path) in ["D6-F8", "H11-F9", "C6-E8-G8"].iter().enumerate() {
        app.play(id, if i % 2 == 0 { &w } else { &b }, path, i as i64)
            .await;
    }
    let res = app
        .get(&format!("/api/v1/games/{id}/export?format=cgn"), None)
        .await;
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/x-camelot-cgn")
    );
    let cgn = res.text().await.unwrap();
    for tag in [
        "[Event \"Rated correspondence game\"]",
        "[White \"white_p\"]",
        "[Black \"black_p\"]",
        "[Result \"*\"]",
        "[WhiteElo \"1500\"]",
        "[BlackElo \"1500\"]",
        "[TimeControl \"1/259200\"]",
        "[Termination \"unterminated\"]",
    ] {
        assert!(cgn.contains(tag), "{tag} missing in\n{cgn}");
    }
    assert!(cgn.contains("[Site \"") && cgn.contains("[Date \""));
    assert!(
        cgn.trim_end().ends_with("1. D6-F8 H11-F9 2. C6-E8-G8 *"),
        "{cgn}"
    );
    let j: Value = app
        .get(&format!("/api/v1/games/{id}/export?format=json"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(j["moves"].as_array().unwrap().len(), 3);
    assert_eq!(j["tags"]["White"], "white_p");
    assert_eq!(j["start_position"], START);
    problem(
        app.get(&format!("/api/v1/games/{id}/export?format=pdf"), None)
            .await,
        400,
    )
    .await;
}

#[tokio::test]
async fn my_games_put_my_turn_first() {
    let app = spawn_app().await;
    let me = app.player("me_too").await;
    let a = app.player("aaa").await;
    let c = app.player("ccc").await;
    let g1 = app.start_game(&me, &a, false).await; // my move
    let g2 = app.start_game(&c, &me, false).await; // their move
    app.clock.advance(chrono::Duration::hours(1));
    let g3 = app.start_game(&me, &c, false).await; // my move, later deadline
    let g4 = app.start_game(&a, &me, false).await;
    app.play(g4, &a, "D6-F8", 0).await; // now my move, deadline furthest
    app.send(
        Method::POST,
        &format!("/api/v1/games/{g2}/resign"),
        Some(&c.token),
        None,
    )
    .await;
    let body: Value = app
        .get("/api/v1/me/games?status=active", Some(&me.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["my_turn"], 3);
    let ids: Vec<i64> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, vec![g1, g3, g4]);
    assert!(
        body["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["my_turn"] == true)
    );
    let finished: Value = app
        .get("/api/v1/me/games?status=finished", Some(&me.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(finished["items"][0]["id"], g2);
    assert_eq!(finished["my_turn"], 3, "the count covers all active games");
    // An empty page still counts the games waiting for my move.
    let e = app.player("eee").await;
    app.start_game(&e, &a, false).await;
    let none_finished: Value = app
        .get("/api/v1/me/games?status=finished", Some(&e.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(none_finished["items"], serde_json::json!([]));
    assert_eq!(none_finished["my_turn"], 1);
    // Pages of one, all games: active first then finished.
    let mut seen = Vec::new();
    let mut url = "/api/v1/me/games?limit=1".to_owned();
    loop {
        let res = app.get(&url, Some(&me.token)).await;
        let page: Value = res.json().await.unwrap();
        seen.extend(
            page["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|g| g["id"].as_i64().unwrap()),
        );
        match page["next_cursor"].as_str() {
            Some(cur) => url = format!("/api/v1/me/games?limit=1&cursor={cur}"),
            None => break,
        }
    }
    assert_eq!(seen, vec![g1, g3, g4, g2]);
    let theirs: Value = app
        .get("/api/v1/users/ccc/games?limit=1", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(theirs["items"][0]["id"], g3);
    assert!(theirs["next_cursor"].is_string());
    problem(
        app.get("/api/v1/me/games?status=paused", Some(&me.token))
            .await,
        400,
    )
    .await;
    problem(app.get("/api/v1/users/nobody/games", None).await, 404).await;
    // Names are matched in any case.
    let shouted: Value = app
        .get("/api/v1/users/CCC/games?limit=1", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(shouted["items"], theirs["items"]);
    // A user without games has an empty list; a name no account can have is a 404.
    app.player("fff").await;
    let empty: Value = app
        .get("/api/v1/users/fff/games", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(empty["items"], json!([]));
    problem(app.get("/api/v1/users/a%20b/games", None).await, 404).await;
}

/// A deleted account's games are no longer listed under its name.
#[tokio::test]
async fn a_deleted_accounts_games_are_not_listed_by_name() {
    let app = spawn_app().await;
    let w = app.player("gone_w").await;
    let b = app.player("stay_b").await;
    app.start_game(&w, &b, false).await;
    let listed: Value = app
        .get("/api/v1/users/gone_w/games", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed["items"].as_array().map(Vec::len), Some(1));
    app.delete_account(&w).await;
    problem(app.get("/api/v1/users/gone_w/games", None).await, 404).await;
}

/// A move is checked against the account as well as the token: a deleted account's still
/// valid access token plays nothing, with or without an idempotency key.
#[tokio::test]
async fn a_deleted_accounts_token_cannot_move() {
    let app = spawn_app().await;
    let w = app.player("leaver_w").await;
    let b = app.player("leaver_b").await;
    let id = app.start_game(&w, &b, false).await;
    app.delete_account(&w).await;
    problem(app.play(id, &w, "D6-F8", 0).await, 401).await;
    let keyed = app
        .client
        .post(app.url(&format!("/api/v1/games/{id}/moves")))
        .bearer_auth(&w.token)
        .header("Idempotency-Key", "leaver-1")
        .json(&json!({"path": "D6-F8", "expected_ply": 0}))
        .send()
        .await
        .unwrap();
    problem(keyed, 401).await;
    assert_eq!(app.game(id).await["ply"], 0);
}

/// The quick path and the locked path keep the same state: an offer by the mover stands, the
/// move list and the ETag follow every move, and a stale ply after a quick move is a 412.
#[tokio::test]
async fn ordinary_moves_keep_offers_moves_and_versions_consistent() {
    let app = spawn_app().await;
    let w = app.player("steady_w").await;
    let b = app.player("steady_b").await;
    let id = app.start_game(&w, &b, false).await;
    let offer = app
        .post(
            &format!("/api/v1/games/{id}/draw-offer"),
            Some(&w.token),
            json!({}),
        )
        .await;
    assert!(offer.status().is_success(), "{}", offer.status());
    let res = app.play(id, &w, "d6-f8", 0).await;
    assert_eq!(res.status(), 201);
    assert_eq!(res.headers()["etag"], "\"1\"");
    let g: Value = res.json().await.unwrap();
    assert_eq!(
        g["draw_offer"]["by"], "white",
        "the mover's own offer stands"
    );
    assert_eq!(g["moves"][0]["path"], "D6-F8");
    assert_eq!(g["moves"][0]["ply"], 1);
    assert_eq!(g["side_to_move"], "black");
    problem(app.play(id, &b, "H11-F9", 0).await, 412).await;
    let res = app.play(id, &b, "H11-F9", 1).await;
    assert_eq!(res.status(), 201);
    let g: Value = res.json().await.unwrap();
    assert!(
        g["draw_offer"].is_null(),
        "an offer lapses when its maker's opponent moves"
    );
    let stored = app.game(id).await;
    assert_eq!(stored["moves"], g["moves"]);
    assert_eq!(stored["position"], g["position"]);
    assert_eq!(stored["moves"].as_array().unwrap().len(), 2);
}

/// A long game: its earlier moves are stored a chunk at a time (migration 000010); every
/// reading of the game — the move's answer, `GET`, both exports, a move through the locked
/// transaction — still shows the whole list in order, with each move's time.
#[tokio::test]
async fn a_long_game_keeps_every_move_in_order() {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    let app = spawn_app().await;
    let (w, b) = two(&app).await;
    let id = app.start_game(&w, &b, false).await;
    let cycle = [
        ("C6-B6", &w),
        ("C11-B11", &b),
        ("B6-C6", &w),
        ("B11-C11", &b),
    ];
    let mut played = Vec::new();
    // Each answer's move list is the previous answer's plus the new move, member for member
    // (answers reuse the moves their process already rendered).
    let mut answered: Vec<Value> = Vec::new();
    for ply in 0..101_i64 {
        let (path, who) = cycle[(ply % 4) as usize];
        let res = if ply == 64 || ply == 97 {
            // With an Idempotency-Key the move takes the locked transaction, here on a ply
            // where the tail is full and moves to a chunk (64) and on one where it is not.
            app.client
                .post(app.url(&format!("/api/v1/games/{id}/moves")))
                .bearer_auth(&who.token)
                .header("idempotency-key", format!("long-{ply}"))
                .json(&json!({ "path": path, "expected_ply": ply }))
                .send()
                .await
                .unwrap()
        } else {
            app.play(id, who, path, ply).await
        };
        assert_eq!(res.status(), 201, "ply {}", ply + 1);
        let g: Value = res.json().await.unwrap();
        let listed = g["moves"].as_array().unwrap();
        assert_eq!(listed.len() as i64, ply + 1);
        assert_eq!(listed[..answered.len()], answered[..], "ply {}", ply + 1);
        assert_eq!(listed[ply as usize]["path"], path, "ply {}", ply + 1);
        answered = listed.clone();
        played.push(path);
        app.clock.advance(chrono::Duration::minutes(1));
    }
    let g = app.game(id).await;
    let moves = g["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 101);
    assert_eq!(
        moves[..],
        answered[..],
        "the game as read lists what the last answer did"
    );
    let mut previous = None;
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(m["ply"], i + 1);
        assert_eq!(m["path"], played[i], "ply {}", i + 1);
        let at = time(&m["played_at"]);
        assert!(previous.is_none_or(|p| p < at), "ply {} time", i + 1);
        previous = Some(at);
    }
    // The first 96 plies are in three chunks; the row holds the five since.
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    #[derive(diesel::QueryableByName)]
    struct Layout {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        chunks: i64,
        #[diesel(sql_type = diesel::sql_types::Integer)]
        tail: i32,
    }
    let layout: Layout = diesel::sql_query(
        "SELECT (SELECT count(*) FROM move_chunks WHERE game_id = $1) AS chunks, \
                cardinality(move_paths) AS tail FROM games WHERE id = $1",
    )
    .bind::<diesel::sql_types::BigInt, _>(id)
    .get_result(&mut conn)
    .await
    .unwrap();
    assert_eq!((layout.chunks, layout.tail), (3, 5));
    let cgn = app
        .get(&format!("/api/v1/games/{id}/export?format=cgn"), None)
        .await
        .text()
        .await
        .unwrap();
    assert!(cgn.contains("1. C6-B6 C11-B11 2. B6-C6 B11-C11"), "{cgn}");
    assert!(cgn.contains("51. C6-B6 *"), "{cgn}");
    let j: Value = app
        .get(&format!("/api/v1/games/{id}/export?format=json"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(j["moves"].as_array().unwrap().len(), 101);
}
