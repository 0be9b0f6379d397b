//! Challenges and open seeks.

use serde_json::{Value, json};

use crate::support::{problem, spawn_app};

#[tokio::test]
async fn direct_challenge_accepted_starts_a_game() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let res = app
        .post(
            "/api/v1/challenges",
            Some(&alice.token),
            json!({"opponent": "Bob", "color": "black", "rated": true, "days_per_move": 5}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    let c: Value = res.json().await.unwrap();
    assert_eq!(location, format!("/api/v1/challenges/{}", c["id"]));
    assert_eq!(c["status"], "open");
    assert_eq!(c["opponent"], "bob");

    let incoming: Value = app
        .get("/api/v1/challenges?direction=incoming", Some(&bob.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(incoming["items"][0]["id"], c["id"]);
    let outgoing: Value = app
        .get("/api/v1/challenges?direction=outgoing", Some(&alice.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(outgoing["items"][0]["id"], c["id"]);
    assert_eq!(app.events(&bob, 0).await[0]["kind"], "challenge_received");

    let p = problem(
        app.post(
            &format!("/api/v1/challenges/{}/accept", c["id"]),
            Some(&alice.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("own challenge"));
    let carol = app.player("carol").await;
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/accept", c["id"]),
            Some(&carol.token),
            json!({}),
        )
        .await,
        403,
    )
    .await;

    let res = app
        .post(
            &format!("/api/v1/challenges/{}/accept", c["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let loc = res.headers()["location"].to_str().unwrap().to_owned();
    let g: Value = res.json().await.unwrap();
    assert_eq!(loc, format!("/api/v1/games/{}", g["id"]));
    // The challenger asked for black.
    assert_eq!(g["white"]["username"], "bob");
    assert_eq!(g["black"]["username"], "alice");
    assert_eq!(g["days_per_move"], 5);
    assert_eq!(g["status"], "active");
    assert_eq!(g["ply"], 0);
    assert_eq!(g["side_to_move"], "white");
    assert_eq!(
        g["position"],
        "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1"
    );

    let again = app
        .post(
            &format!("/api/v1/challenges/{}/accept", c["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await;
    let p = problem(again, 409).await;
    assert!(p["detail"].as_str().unwrap().contains("already accepted"));
    let kinds: Vec<Value> = app
        .events(&alice, 0)
        .await
        .into_iter()
        .map(|e| e["kind"].clone())
        .collect();
    assert!(kinds.contains(&json!("challenge_accepted")) && kinds.contains(&json!("game_started")));
}

#[tokio::test]
async fn challenge_validation() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    app.player("bob").await;
    let bad = [
        json!({"opponent": "bob", "color": "green", "rated": true, "days_per_move": 3}),
        json!({"opponent": "bob", "color": "white", "rated": true, "days_per_move": 0}),
        json!({"opponent": "bob", "color": "white", "rated": true, "days_per_move": 61}),
        json!({"opponent": "alice", "color": "white", "rated": true, "days_per_move": 3}),
        json!({"color": "white", "rated": true, "days_per_move": 3, "min_rating": 1600, "max_rating": 1400}),
        json!({"opponent": "bob", "color": "white", "rated": true, "days_per_move": 3, "min_rating": 1000}),
        json!({"opponent": "bob", "color": "white", "days_per_move": 3}),
    ];
    for body in bad {
        problem(
            app.post("/api/v1/challenges", Some(&alice.token), body.clone())
                .await,
            422,
        )
        .await;
    }
    problem(
        app.post(
            "/api/v1/challenges",
            Some(&alice.token),
            json!({"opponent": "nobody", "color": "white", "rated": true, "days_per_move": 3}),
        )
        .await,
        404,
    )
    .await;
    problem(
        app.post(
            "/api/v1/challenges",
            None,
            json!({"color": "white", "rated": true, "days_per_move": 3}),
        )
        .await,
        401,
    )
    .await;
}

#[tokio::test]
async fn open_seeks_respect_rating_limits_and_expire() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let carol = app.player("carol").await;
    let res = app
        .post(
            "/api/v1/challenges",
            Some(&alice.token),
            json!({"color": "random", "rated": false, "days_per_move": 1, "min_rating": 1600}),
        )
        .await;
    let high: Value = res.json().await.unwrap();
    let p = problem(
        app.post(
            &format!("/api/v1/challenges/{}/accept", high["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await,
        403,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("1500"));
    let seeks: Value = app
        .get("/api/v1/challenges?direction=seeks", Some(&bob.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(seeks["items"].as_array().unwrap().len(), 1);

    let res = app
        .post(
            "/api/v1/challenges",
            Some(&alice.token),
            json!({"color": "random", "rated": false, "days_per_move": 1}),
        )
        .await;
    let open: Value = res.json().await.unwrap();
    assert!(open["opponent"].is_null());
    let res = app
        .post(
            &format!("/api/v1/challenges/{}/accept", open["id"]),
            Some(&carol.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let g: Value = res.json().await.unwrap();
    let names = [
        g["white"]["username"].as_str().unwrap(),
        g["black"]["username"].as_str().unwrap(),
    ];
    assert!(names.contains(&"alice") && names.contains(&"carol"));
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/accept", open["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;

    // Seven days later the first seek has expired.
    app.clock
        .advance(chrono::Duration::days(7) + chrono::Duration::seconds(1));
    let c: Value = app
        .get(&format!("/api/v1/challenges/{}", high["id"]), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(c["status"], "expired");
    let p = problem(
        app.post(
            &format!("/api/v1/challenges/{}/accept", high["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await,
        410,
    )
    .await;
    assert_eq!(p["type"], "/problems/gone");
    let seeks: Value = app
        .get("/api/v1/challenges?direction=seeks", Some(&bob.token))
        .await
        .json()
        .await
        .unwrap();
    assert!(seeks["items"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn decline_and_cancel() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let mk = || {
        app.post(
            "/api/v1/challenges",
            Some(&alice.token),
            json!({"opponent": "bob", "color": "white", "rated": true, "days_per_move": 2}),
        )
    };
    let c1: Value = mk().await.json().await.unwrap();
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/decline", c1["id"]),
            Some(&alice.token),
            json!({}),
        )
        .await,
        403,
    )
    .await;
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/decline", c1["id"]),
            Some(&bob.token),
            json!({"reason": "x".repeat(201)}),
        )
        .await,
        422,
    )
    .await;
    let res = app
        .post(
            &format!("/api/v1/challenges/{}/decline", c1["id"]),
            Some(&bob.token),
            json!({"reason": "busy"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let c: Value = res.json().await.unwrap();
    assert_eq!(
        (c["status"].as_str(), c["decline_reason"].as_str()),
        (Some("declined"), Some("busy"))
    );
    let declined = app
        .events(&alice, 0)
        .await
        .into_iter()
        .find(|e| e["kind"] == "challenge_declined")
        .unwrap();
    assert_eq!(declined["data"]["reason"], "busy");
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/accept", c1["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    // Declining without a body works too.
    let c2: Value = mk().await.json().await.unwrap();
    let res = app
        .client
        .post(app.url(&format!("/api/v1/challenges/{}/decline", c2["id"])))
        .bearer_auth(&bob.token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);

    let c3: Value = mk().await.json().await.unwrap();
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/cancel", c3["id"]),
            Some(&bob.token),
            json!({}),
        )
        .await,
        403,
    )
    .await;
    let res = app
        .post(
            &format!("/api/v1/challenges/{}/cancel", c3["id"]),
            Some(&alice.token),
            json!({}),
        )
        .await;
    assert_eq!(res.json::<Value>().await.unwrap()["status"], "cancelled");
    problem(
        app.post(
            &format!("/api/v1/challenges/{}/cancel", c3["id"]),
            Some(&alice.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    problem(
        app.post(
            "/api/v1/challenges/999999/accept",
            Some(&bob.token),
            json!({}),
        )
        .await,
        404,
    )
    .await;
    problem(
        app.post("/api/v1/challenges/abc/accept", Some(&bob.token), json!({}))
            .await,
        400,
    )
    .await;
}
