//! `GET /tournaments/{id}/players`: who has entered, before and after the start.

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{problem, spawn_app};
use crate::tournaments::{create, join_all, setup};

#[tokio::test]
async fn entrants_are_listed_in_joining_order_and_leaving_removes_them() {
    let app = spawn_app().await;
    let admin = app.admin("the_admin").await;
    let org = app.player("organizer").await;
    let res = app
        .send(
            Method::PUT,
            "/api/v1/users/organizer/roles",
            Some(&admin),
            Some(json!({"roles": ["organizer"]})),
        )
        .await;
    assert_eq!(res.status(), 200);
    let res = app
        .post(
            "/api/v1/tournaments",
            Some(&org.token),
            json!({"name": "Club round robin", "system": "round_robin", "days_per_move": 3, "rated": false}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let url = format!("/api/v1/tournaments/{id}/players");
    let names = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|e| e["username"].as_str().unwrap().to_owned())
            .collect()
    };

    let list: Value = app.get(&url, None).await.json().await.unwrap();
    assert_eq!(list, json!([]));
    for n in ["carol", "alice", "bob", "dave"] {
        let p = app.player(n).await;
        let res = app
            .post(
                &format!("/api/v1/tournaments/{id}/join"),
                Some(&p.token),
                json!({}),
            )
            .await;
        assert_eq!(res.status(), 200);
        if n == "alice" {
            let res = app
                .post(
                    &format!("/api/v1/tournaments/{id}/leave"),
                    Some(&p.token),
                    json!({}),
                )
                .await;
            assert_eq!(res.status(), 200);
        }
    }
    let list: Value = app.get(&url, None).await.json().await.unwrap();
    assert_eq!(names(&list), ["carol", "bob", "dave"]);
    assert_eq!(list[0]["rating"], 1500);
    assert_eq!(list[0]["pairing_number"], Value::Null);
    assert_eq!(list[0]["withdrawn_at"], Value::Null);

    let res = app
        .post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let list: Value = app.get(&url, None).await.json().await.unwrap();
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .all(|e| e["pairing_number"].is_number())
    );

    problem(app.get("/api/v1/tournaments/999/players", None).await, 404).await;
}

/// At the start each player's rating is taken as it stands in the tournament's variant (the
/// initial rating for one who has not played it rated), and the players are shown with it.
#[tokio::test]
async fn the_start_takes_each_players_rating_in_the_tournaments_variant() {
    use diesel_async::SimpleAsyncConnection;
    let app = spawn_app().await;
    let (org, players) = setup(&app, &["alice", "bob", "carol"]).await;
    // Alice 1710 at Camelot and 1630 at Cam; Bob 1420 at Camelot, never rated at Cam.
    let mut conn = app.state.pool.get().await.unwrap();
    conn.batch_execute(
        "UPDATE users SET rating_centi = 171000 WHERE username = 'alice';
         UPDATE users SET rating_centi = 142000 WHERE username = 'bob';
         INSERT INTO user_ratings (user_id, variant, rating_centi, peak_rating_centi, rated_games)
              SELECT id, 'cam', 163000, 163000, 3 FROM users WHERE username = 'alice';",
    )
    .await
    .unwrap();
    drop(conn);
    for (variant, expected) in [
        ("camelot", [("alice", 1710), ("bob", 1420), ("carol", 1500)]),
        ("cam", [("alice", 1630), ("bob", 1500), ("carol", 1500)]),
    ] {
        let body = json!({"name": format!("{variant} cup"), "system": "round_robin",
                          "days_per_move": 3, "rated": true, "variant": variant});
        let id = create(&app, &org, body).await;
        join_all(&app, id, &players).await;
        let start = format!("/api/v1/tournaments/{id}/start");
        assert_eq!(
            app.post(&start, Some(&org.token), json!({})).await.status(),
            200
        );
        let url = format!("/api/v1/tournaments/{id}/players");
        let list: Value = app.get(&url, None).await.json().await.unwrap();
        for (name, rating) in expected {
            let entry = list
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["username"] == name);
            assert_eq!(
                entry.unwrap()["rating"],
                rating,
                "{variant}: {name} in {list}"
            );
        }
    }
}
