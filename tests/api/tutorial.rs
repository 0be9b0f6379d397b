//! The tutorial's progress kept per player (`/me/tutorial`): lessons marked as finished, each
//! once with its first time, in the tutorial's order; unknown lessons refused naming the field,
//! in the reader's language; the progress reset; private to its player.

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{problem, spawn_app};

fn done(v: &Value) -> Vec<&str> {
    v["done"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["lesson"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn tutorial_progress_follows_the_player() {
    let app = spawn_app().await;
    let ann = app.player("ann").await;
    let token = Some(ann.token.as_str());

    let fresh: Value = app
        .get("/api/v1/me/tutorial", token)
        .await
        .json()
        .await
        .unwrap();
    let lessons: Vec<String> = serde_json::from_value(fresh["lessons"].clone()).unwrap();
    assert!(lessons.len() >= 20, "{lessons:?}");
    assert_eq!(lessons[0], "first-move");
    assert_eq!(done(&fresh), Vec::<&str>::new());
    assert_eq!(fresh["complete"], false);

    // Two lessons, sent out of order: listed in the tutorial's order.
    let second = lessons[1].clone();
    let res = app
        .post(
            "/api/v1/me/tutorial",
            token,
            json!({"done": [second, "first-move"]}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let after: Value = res.json().await.unwrap();
    assert_eq!(done(&after), [lessons[0].as_str(), lessons[1].as_str()]);
    let first_time = after["done"][0]["done_at"].clone();

    // Again: nothing changes, the first time stays.
    app.clock.advance(chrono::Duration::hours(1));
    let again: Value = app
        .post(
            "/api/v1/me/tutorial",
            token,
            json!({"done": ["first-move"]}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(again["done"][0]["done_at"], first_time);
    assert_eq!(done(&again).len(), 2);

    // Every lesson: complete. Another player's progress is their own.
    let all: Value = app
        .post("/api/v1/me/tutorial", token, json!({"done": lessons}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(all["complete"], true);
    let bob = app.player("bob").await;
    let theirs: Value = app
        .get("/api/v1/me/tutorial", Some(bob.token.as_str()))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(done(&theirs), Vec::<&str>::new());

    // A lesson the tutorial does not have, in Slovenian; an empty list.
    let res = app
        .client
        .post(app.url("/api/v1/me/tutorial"))
        .bearer_auth(&ann.token)
        .header("accept-language", "sl")
        .json(&json!({"done": ["no-such-lesson"]}))
        .send()
        .await
        .unwrap();
    let p = problem(res, 422).await;
    assert_eq!(p["errors"][0]["field"], "done");
    assert!(
        p["detail"]
            .as_str()
            .unwrap()
            .contains("ki ni lekcija vadnice"),
        "{p}"
    );
    let res = app
        .post("/api/v1/me/tutorial", token, json!({"done": []}))
        .await;
    problem(res, 422).await;
    // Nothing was lost by the refusals.
    let kept: Value = app
        .get("/api/v1/me/tutorial", token)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(kept["complete"], true);

    // Reset; anonymous callers are refused.
    let res = app
        .send(Method::DELETE, "/api/v1/me/tutorial", token, None)
        .await;
    assert_eq!(res.status(), 200);
    let reset: Value = res.json().await.unwrap();
    assert_eq!(done(&reset), Vec::<&str>::new());
    problem(app.get("/api/v1/me/tutorial", None).await, 401).await;
}
