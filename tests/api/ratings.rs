//! Ratings: updates, history and the leaderboard.

use reqwest::Method;
use serde_json::Value;

use crate::support::{decide, problem, spawn_app};

#[tokio::test]
async fn rated_games_move_ratings_and_unrated_ones_do_not() {
    let app = spawn_app().await;
    let a = app.player("ann").await;
    let b = app.player("ben").await;
    let c = app.player("cat").await;
    // ann beats ben (rated), then draws cat (rated), then beats cat (unrated).
    let g1 = app.start_game(&a, &b, true).await;
    decide(&app, g1, &a, &b, "1-0", true).await;
    let g2 = app.start_game(&c, &a, true).await;
    decide(&app, g2, &c, &a, "1/2-1/2", true).await;
    let g3 = app.start_game(&a, &c, false).await;
    decide(&app, g3, &a, &c, "1-0", true).await;
    // Resigning before both sides moved is not rated.
    let g4 = app.start_game(&b, &c, true).await;
    app.send(
        Method::POST,
        &format!("/api/v1/games/{g4}/resign"),
        Some(&b.token),
        None,
    )
    .await;

    let ann: Value = app
        .get("/api/v1/users/ann", None)
        .await
        .json()
        .await
        .unwrap();
    // +20, then against 1500 at 1520: D = 20 → PD .53 → 40 × (0.5 − 0.53) = −1.2 → 1518.8 → 1519.
    assert_eq!(
        (
            ann["rating"].as_i64(),
            ann["rated_games"].as_i64(),
            ann["peak_rating"].as_i64()
        ),
        (Some(1519), Some(2), Some(1520))
    );
    let cat: Value = app
        .get("/api/v1/users/cat", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(cat["rating"], 1501); // 1500 + 40 × (0.5 − 0.47) = 1501.2
    let h: Value = app
        .get("/api/v1/users/ann/rating-history", None)
        .await
        .json()
        .await
        .unwrap();
    let changes: Vec<f64> = h["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["change"].as_f64().unwrap())
        .collect();
    assert_eq!(changes, vec![20.0, -1.2]);

    let board: Value = app
        .get("/api/v1/ratings/leaderboard", None)
        .await
        .json()
        .await
        .unwrap();
    let rows: Vec<(i64, &str, i64)> = board["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["rank"].as_i64().unwrap(),
                e["username"].as_str().unwrap(),
                e["rating"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![(1, "ann", 1519), (2, "cat", 1501), (3, "ben", 1480)]
    );
    // Paged one by one, ranks continue.
    let p1: Value = app
        .get("/api/v1/ratings/leaderboard?limit=1", None)
        .await
        .json()
        .await
        .unwrap();
    let cur = p1["next_cursor"].as_str().unwrap();
    let p2: Value = app
        .get(
            &format!("/api/v1/ratings/leaderboard?limit=1&cursor={cur}"),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (
            p2["items"][0]["rank"].as_i64(),
            p2["items"][0]["username"].as_str()
        ),
        (Some(2), Some("cat"))
    );
    problem(
        app.get("/api/v1/users/nobody/rating-history", None).await,
        404,
    )
    .await;
}

#[tokio::test]
async fn inactive_players_leave_the_leaderboard() {
    let app = spawn_app().await;
    let a = app.player("old_a").await;
    let b = app.player("old_b").await;
    let g = app.start_game(&a, &b, true).await;
    decide(&app, g, &a, &b, "1-0", true).await;
    let board: Value = app
        .get("/api/v1/ratings/leaderboard", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(board["items"].as_array().unwrap().len(), 2);
    app.clock.advance(chrono::Duration::days(181));
    let board: Value = app
        .get("/api/v1/ratings/leaderboard", None)
        .await
        .json()
        .await
        .unwrap();
    assert!(board["items"].as_array().unwrap().is_empty());
}

/// Equal ratings share a rank across page boundaries: the rank travels in the cursor, and a
/// cursor from before ranks were carried (rating, id, position) still gets the counted rank.
#[tokio::test]
async fn equal_ratings_share_a_rank_across_pages() {
    use base64::Engine;
    let app = spawn_app().await;
    let a = app.player("tie_a").await;
    let b = app.player("tie_b").await;
    let c = app.player("tie_c").await;
    let d = app.player("tie_d").await;
    // a beats b; c and d draw (both stay at 1500, behind a, ahead of b).
    let g1 = app.start_game(&a, &b, true).await;
    decide(&app, g1, &a, &b, "1-0", true).await;
    let g2 = app.start_game(&c, &d, true).await;
    decide(&app, g2, &c, &d, "1/2-1/2", true).await;
    let mut ranks = Vec::new();
    let mut url = "/api/v1/ratings/leaderboard?limit=1".to_owned();
    let mut cursors = Vec::new();
    loop {
        let page: Value = app.get(&url, None).await.json().await.unwrap();
        for e in page["items"].as_array().unwrap() {
            ranks.push((
                e["username"].as_str().unwrap().to_owned(),
                e["rank"].as_i64().unwrap(),
            ));
        }
        match page["next_cursor"].as_str() {
            Some(cur) => {
                cursors.push(cur.to_owned());
                url = format!("/api/v1/ratings/leaderboard?limit=1&cursor={cur}");
            }
            None => break,
        }
    }
    let names: Vec<&str> = ranks.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["tie_a", "tie_c", "tie_d", "tie_b"]);
    let numbers: Vec<i64> = ranks.iter().map(|(_, r)| *r).collect();
    assert_eq!(numbers, [1, 2, 2, 4]);
    // The cursor after tie_c, rewritten without its rank: tie_d's rank is counted instead.
    let engine = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let key: Vec<i64> = serde_json::from_slice(&engine.decode(&cursors[1]).unwrap()).unwrap();
    assert_eq!(key.len(), 4);
    let old = engine.encode(serde_json::to_vec(&key[..3]).unwrap());
    let page: Value = app
        .get(
            &format!("/api/v1/ratings/leaderboard?limit=1&cursor={old}"),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["items"][0]["username"], "tie_d");
    assert_eq!(page["items"][0]["rank"], 2);
}
