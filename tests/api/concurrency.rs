//! Racing requests are decided by the database.

use serde_json::{Value, json};

use crate::support::spawn_app;

#[tokio::test]
async fn twenty_simultaneous_submissions_of_one_move_play_it_once() {
    let app = spawn_app().await;
    let w = app.player("racer_w").await;
    let b = app.player("racer_b").await;
    let id = app.start_game(&w, &b, false).await;
    let mut handles = Vec::new();
    for _ in 0..20 {
        let client = app.client.clone();
        let url = app.url(&format!("/api/v1/games/{id}/moves"));
        let token = w.token.clone();
        handles.push(tokio::spawn(async move {
            client
                .post(url)
                .bearer_auth(token)
                .json(&json!({"path": "D6-F8", "expected_ply": 0}))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }));
    }
    let mut codes = Vec::new();
    for h in handles {
        codes.push(h.await.unwrap());
    }
    assert_eq!(codes.iter().filter(|&&c| c == 201).count(), 1, "{codes:?}");
    assert!(codes.iter().all(|&c| c == 201 || c == 412), "{codes:?}");
    let g = app.game(id).await;
    assert_eq!(g["ply"], 1);
    assert_eq!(g["moves"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn two_players_accepting_one_seek_start_one_game() {
    let app = spawn_app().await;
    let owner = app.player("owner").await;
    let mut takers = Vec::new();
    for i in 0..6 {
        takers.push(app.player(&format!("taker{i}")).await);
    }
    let c: Value = app
        .post(
            "/api/v1/challenges",
            Some(&owner.token),
            json!({"color": "white", "rated": false, "days_per_move": 2}),
        )
        .await
        .json()
        .await
        .unwrap();
    let mut handles = Vec::new();
    for t in &takers {
        let client = app.client.clone();
        let url = app.url(&format!("/api/v1/challenges/{}/accept", c["id"]));
        let token = t.token.clone();
        handles.push(tokio::spawn(async move {
            client
                .post(url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }));
    }
    let mut codes = Vec::new();
    for h in handles {
        codes.push(h.await.unwrap());
    }
    assert_eq!(codes.iter().filter(|&&c| c == 201).count(), 1, "{codes:?}");
    assert!(codes.iter().all(|&c| c == 201 || c == 409), "{codes:?}");
    let mine: Value = app
        .get("/api/v1/me/games", Some(&owner.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["items"].as_array().unwrap().len(), 1);
}
