//! Two real server processes on one database: moves arriving at their deadline on one, while
//! the other runs the deadline job. Each game has exactly one outcome — the move, or a loss on
//! time at the deadline — never both, never neither.

use chrono::{DateTime, Duration, Utc};
use diesel::sql_types::{BigInt, Timestamptz};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::{Value, json};

use crate::support::{PASSWORD, fresh_database, start_server, time};

async fn call(
    client: &reqwest::Client,
    url: String,
    token: Option<&str>,
    body: Value,
) -> reqwest::Response {
    let mut r = client.post(url).json(&body);
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    r.send().await.expect("request")
}

async fn token(client: &reqwest::Client, base: &str, name: &str) -> String {
    let creds = json!({"username": name, "password": PASSWORD});
    assert_eq!(
        call(
            client,
            format!("{base}/api/v1/auth/register"),
            None,
            creds.clone()
        )
        .await
        .status(),
        201
    );
    let t: Value = call(client, format!("{base}/api/v1/auth/login"), None, creds)
        .await
        .json()
        .await
        .unwrap();
    t["access_token"].as_str().unwrap().to_owned()
}

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[tokio::test]
async fn a_move_at_its_deadline_and_the_job_on_another_process_have_one_outcome() {
    let database_url = fresh_database().await;
    let mover = start_server(&database_url, false).await;
    let job = start_server(&database_url, true).await;
    let client = reqwest::Client::new();
    let base = &mover.base;
    let white = token(&client, base, "proc_white").await;
    let black = token(&client, base, "proc_black").await;
    const GAMES: usize = 12;
    let mut games = Vec::new();
    for _ in 0..GAMES {
        let c: Value = call(
            &client,
            format!("{base}/api/v1/challenges"),
            Some(&white),
            json!({"opponent": "proc_black", "color": "white", "rated": true, "days_per_move": 1}),
        )
        .await
        .json()
        .await
        .unwrap();
        let g: Value = call(
            &client,
            format!("{base}/api/v1/challenges/{}/accept", c["id"]),
            Some(&black),
            json!({}),
        )
        .await
        .json()
        .await
        .unwrap();
        let id = g["id"].as_i64().unwrap();
        // One move each, so that a loss on time is rated.
        let res = call(
            &client,
            format!("{base}/api/v1/games/{id}/moves"),
            Some(&white),
            json!({"path": "D6-F8", "expected_ply": 0}),
        )
        .await;
        assert_eq!(res.status(), 201);
        let res = call(
            &client,
            format!("{base}/api/v1/games/{id}/moves"),
            Some(&black),
            json!({"path": "H11-F9", "expected_ply": 1}),
        )
        .await;
        assert_eq!(res.status(), 201);
        games.push(id);
    }
    // White's deadlines: one every 120 ms from a second from now, set in the database as if
    // White's turn had begun a day earlier.
    let mut conn = AsyncPgConnection::establish(&database_url).await.unwrap();
    let first = Utc::now() + Duration::milliseconds(1500);
    let mut deadlines = Vec::new();
    for (i, id) in games.iter().enumerate() {
        let deadline = first + Duration::milliseconds(120 * i as i64);
        diesel::sql_query(
            "UPDATE games SET turn_started_at = $1 - interval '1 day', deadline = $1 WHERE id = $2",
        )
        .bind::<Timestamptz, _>(deadline)
        .bind::<BigInt, _>(*id)
        .execute(&mut conn)
        .await
        .unwrap();
        deadlines.push(deadline);
    }
    // Each move is sent as its deadline comes, give or take a few milliseconds either way; one
    // in six clearly early, one in six clearly late, so that both outcomes happen.
    let mut answers = Vec::new();
    for (i, (id, deadline)) in games.iter().zip(&deadlines).enumerate() {
        let offset = Duration::milliseconds([-300, -3, 0, 0, 3, 60][i % 6]);
        let wait = (*deadline + offset - Utc::now())
            .to_std()
            .unwrap_or_default();
        tokio::time::sleep(wait).await;
        let res = call(
            &client,
            format!("{base}/api/v1/games/{id}/moves"),
            Some(&white),
            json!({"path": "C6-C5", "expected_ply": 2}),
        )
        .await;
        let status = res.status().as_u16();
        let body: Value = res.json().await.unwrap();
        answers.push((status, body));
    }
    // Let the job catch up with anything still overdue, then look.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let (mut moved, mut timed_out) = (0, 0);
    for ((id, deadline), (status, body)) in games.iter().zip(&deadlines).zip(&answers) {
        let g: Value = client
            .get(format!("{}/api/v1/games/{id}", job.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let ended: Vec<Count> = diesel::sql_query(
            "SELECT count(*) AS n FROM events WHERE kind = 'game_ended' AND (data ->> 'game_id')::BIGINT = $1",
        )
        .bind::<BigInt, _>(*id)
        .load(&mut conn)
        .await
        .unwrap();
        let rated: Vec<Count> =
            diesel::sql_query("SELECT count(*) AS n FROM rating_history WHERE game_id = $1")
                .bind::<BigInt, _>(*id)
                .load(&mut conn)
                .await
                .unwrap();
        match status {
            201 => {
                moved += 1;
                assert_eq!(g["ply"], 3, "game {id}: {g}");
                assert_eq!(g["status"], "active", "game {id}: the move stands");
                assert_eq!(ended[0].n, 0, "game {id}");
                assert_eq!(rated[0].n, 0, "game {id}");
            }
            409 => {
                timed_out += 1;
                assert_eq!(body["type"], "/problems/game-over", "game {id}: {body}");
                assert_eq!(g["ply"], 2, "game {id}: the late move was not written");
                assert_eq!(
                    (g["result"].as_str(), g["termination"].as_str()),
                    (Some("0-1"), Some("timeout"))
                );
                assert_eq!(
                    time(&g["ended_at"]),
                    deadline.trunc_to_micros(),
                    "game {id}"
                );
                assert_eq!(ended[0].n, 2, "game {id}: one game_ended per player");
                assert_eq!(rated[0].n, 2, "game {id}: rated once");
            }
            other => panic!("game {id}: {other} {body}"),
        }
    }
    assert_eq!(moved + timed_out, GAMES);
    eprintln!("{moved} moves stood, {timed_out} games were lost on time");
    assert!(moved > 0 && timed_out > 0, "both outcomes happened");
}

trait Micros {
    fn trunc_to_micros(&self) -> DateTime<Utc>;
}

impl Micros for DateTime<Utc> {
    fn trunc_to_micros(&self) -> DateTime<Utc> {
        chrono::SubsecRound::trunc_subsecs(*self, 6)
    }
}

/// SIGTERM with only an event stream open: the stream ends with `stream_closed
/// {"reason":"shutdown"}` (its client reconnects elsewhere and resumes from its cursor) and the
/// process exits cleanly within seconds, not after the 30 s a lingering connection would cost.
#[tokio::test]
async fn sigterm_ends_event_streams_and_exits_within_seconds() {
    let database_url = fresh_database().await;
    let mut server = start_server(&database_url, true).await;
    let client = reqwest::Client::new();
    let alice = token(&client, &server.base, "stop_alice").await;
    let mut stream = client
        .get(format!("{}/api/v1/me/events/stream", server.base))
        .bearer_auth(&alice)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    // The opening `retry:` line arrives first: the stream is live.
    let first = stream.chunk().await.unwrap().unwrap();
    assert!(String::from_utf8_lossy(&first).starts_with("retry:"));
    let asked = std::time::Instant::now();
    server.terminate();
    let mut rest = String::new();
    while let Ok(Some(chunk)) = stream.chunk().await {
        rest.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(
        rest.contains("event: stream_closed\ndata: {\"reason\":\"shutdown\"}"),
        "{rest:?}"
    );
    let status = server
        .exited_within(std::time::Duration::from_secs(10))
        .await
        .expect("the server exits after SIGTERM");
    assert!(status.success(), "{status:?}");
    let took = asked.elapsed();
    assert!(took < std::time::Duration::from_secs(5), "{took:?}");
}
