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

/// Many games moved at the same moment share batched reads and writes: every move is written
/// once, on its own game, with its opponent's event, and the responses match what is stored.
#[tokio::test]
async fn games_moved_at_once_are_each_written_once_with_their_event() {
    const GAMES: usize = 12;
    const PLIES: usize = 10;
    let app = spawn_app().await;
    let line: Value = serde_json::from_str(
        crate::support::vectors("games.jsonl")
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap(),
    )
    .unwrap();
    let paths: Vec<String> = line["moves"].as_array().unwrap()[..PLIES]
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    let mut games = Vec::new();
    for i in 0..GAMES {
        let w = app.player(&format!("batch_w{i}")).await;
        let b = app.player(&format!("batch_b{i}")).await;
        let id = app.start_game(&w, &b, false).await;
        games.push((id, w, b));
    }
    for (ply, path) in paths.iter().enumerate() {
        let mut handles = Vec::new();
        for (id, w, b) in &games {
            let who = if ply % 2 == 0 { w } else { b };
            let (client, token, id) = (app.client.clone(), who.token.clone(), *id);
            let url = app.url(&format!("/api/v1/games/{id}/moves"));
            let body = json!({"path": path, "expected_ply": ply});
            // Each move is sent twice at once: exactly one of the two is played.
            for _ in 0..2 {
                let (client, url, token, body) =
                    (client.clone(), url.clone(), token.clone(), body.clone());
                handles.push(tokio::spawn(async move {
                    let res = client.post(url).bearer_auth(token).json(&body).send().await;
                    let res = res.unwrap();
                    let status = res.status().as_u16();
                    (id, status, res.json::<Value>().await.unwrap())
                }));
            }
        }
        let mut played = std::collections::HashMap::new();
        for h in handles {
            let (id, status, body) = h.await.unwrap();
            match status {
                201 => {
                    assert_eq!(body["id"], id);
                    assert_eq!(body["ply"], ply + 1);
                    assert_eq!(body["moves"].as_array().unwrap().len(), ply + 1);
                    assert_eq!(body["moves"][ply]["path"], line["moves"][ply]);
                    assert_eq!(body["position"], line["positions"][ply]);
                    *played.entry(id).or_insert(0) += 1;
                }
                412 => {}
                other => panic!("game {id} ply {ply}: {other} {body}"),
            }
        }
        assert!(played.values().all(|&n| n == 1), "{played:?}");
        assert_eq!(played.len(), GAMES);
    }
    for (id, w, b) in &games {
        let g = app.game(*id).await;
        assert_eq!(g["ply"], PLIES);
        assert_eq!(g["position"], line["positions"][PLIES - 1]);
        // Each player heard of each of the opponent's moves exactly once.
        for (who, parity) in [(w, 0), (b, 1)] {
            let plies: Vec<i64> = app
                .events(who, 0)
                .await
                .iter()
                .filter(|e| e["kind"] == "opponent_moved" && e["data"]["game_id"] == *id)
                .map(|e| e["data"]["ply"].as_i64().unwrap())
                .collect();
            let expected: Vec<i64> = (1..=PLIES as i64).filter(|p| p % 2 == parity).collect();
            assert_eq!(plies, expected, "game {id}");
        }
    }
}

/// Each process keeps rendered game views and the states its moves left: neither may hide what
/// another process (a replica on the same database) changed since.
#[tokio::test]
async fn a_replica_never_serves_a_game_another_one_has_changed() {
    let a = spawn_app().await;
    let b = crate::support::spawn_app_on(&a.database_url, |_| {}).await;
    let w = a.player("replica_w").await;
    let bl = a.player("replica_b").await;
    let id = a.start_game(&w, &bl, false).await;
    assert_eq!(a.play(id, &w, "D6-F8", 0).await.status(), 201);
    assert_eq!(a.game(id).await["ply"], 1);
    // A move through the other process.
    assert_eq!(b.play(id, &bl, "H11-F9", 1).await.status(), 201);
    let g = a.game(id).await;
    assert_eq!(g["ply"], 2);
    assert_eq!(g["moves"][1]["path"], "H11-F9");
    // A change that leaves the ply alone: a draw offer.
    let res = b
        .post(
            &format!("/api/v1/games/{id}/draw-offer"),
            Some(&w.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(a.game(id).await["draw_offer"]["by"], "white");
    // Process A remembers the game at ply 1 from its own move; the game is at ply 2 now, and
    // black's move at ply 1 is refused as stale, not played on the remembered state.
    assert_eq!(a.play(id, &bl, "H11-F9", 1).await.status(), 412);
    // White moves through A (the offer stands), then black (the offer lapses): A's answers
    // carry the offer as the database has it.
    let moved: Value = a.play(id, &w, "C6-E8-G8", 2).await.json().await.unwrap();
    assert_eq!(moved["draw_offer"]["by"], "white", "{moved}");
    let moved: Value = a.play(id, &bl, "J11-H11", 3).await.json().await.unwrap();
    assert!(moved["draw_offer"].is_null(), "{moved}");
    assert_eq!(moved["ply"], 4);
    // Resigned through B, the game is over for A: the next move is refused, not written.
    let res = b
        .post(
            &format!("/api/v1/games/{id}/resign"),
            Some(&bl.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(a.play(id, &w, "H6-H8", 4).await.status(), 409);
    let g = a.game(id).await;
    assert_eq!(g["status"], "finished");
    assert_eq!(g["ply"], 4);
}

/// Within one batch each move is written only if its own row is still the version it was
/// decided on, and its mover's account is alive: a stale version or a deleted mover leaves that
/// game (and its opponent's event log) alone while the rest of the batch is written.
#[tokio::test]
async fn a_batch_writes_only_the_moves_whose_rows_still_match() {
    use diesel::sql_types::{BigInt, Text};
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    let app = spawn_app().await;
    let mut ids = Vec::new();
    for i in 0..3 {
        let w = app.player(&format!("rows_w{i}")).await;
        let b = app.player(&format!("rows_b{i}")).await;
        ids.push(app.start_game(&w, &b, false).await);
    }
    let (good, stale, deleted) = (ids[0], ids[1], ids[2]);
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    diesel::sql_query(format!(
        "UPDATE users SET deleted_at = now() WHERE id = (SELECT white_id FROM games WHERE id = {deleted})"
    ))
    .execute(&mut conn)
    .await
    .unwrap();
    let outcome: String = diesel::select(diesel::dsl::sql::<Text>(&format!(
        "(SELECT array_agg(v > 0 ORDER BY n)::TEXT FROM unnest((SELECT r.write_moves(
            array_agg(id ORDER BY id),
            array_agg(xmin::TEXT::BIGINT + CASE WHEN id = {stale} THEN 1 ELSE 0 END ORDER BY id),
            array_agg(white_id ORDER BY id), array_agg(1 ORDER BY id),
            array_agg(position ORDER BY id), array_agg('D6-F8'::TEXT ORDER BY id),
            array_agg(black_id ORDER BY id), array_agg(0::BIGINT ORDER BY id),
            array_agg(now() ORDER BY id), array_agg(now() + interval '3 days' ORDER BY id),
            array_agg(white_bank ORDER BY id), array_agg(black_bank ORDER BY id),
            array_agg(FALSE ORDER BY id),
            array_agg(black_id ORDER BY id), array_agg('opponent_moved'::TEXT ORDER BY id),
            array_agg(jsonb_build_object('game_id', id) ORDER BY id))
           FROM games WHERE id IN ({good}, {stale}, {deleted}))) WITH ORDINALITY AS t (v, n))"
    )))
    .get_result(&mut conn)
    .await
    .unwrap();
    assert_eq!(outcome, "{t,f,f}");
    for (id, ply) in [(good, 1), (stale, 0), (deleted, 0)] {
        let g = app.game(id).await;
        assert_eq!(g["ply"], ply, "game {id}");
        assert_eq!(g["moves"].as_array().unwrap().len(), ply as usize);
    }
    let events: i64 = diesel::select(diesel::dsl::sql::<BigInt>(
        "(SELECT count(*) FROM events WHERE kind = 'opponent_moved')",
    ))
    .get_result(&mut conn)
    .await
    .unwrap();
    assert_eq!(events, 1);
}
