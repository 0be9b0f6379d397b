//! Finished games' move lists, stored once the game ends and read by views.

use chrono::Duration;
use diesel::QueryableByName;
use diesel::sql_types::{BigInt, Binary, Integer, Nullable, Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::Value;

use camelot_server::db::models::Move;
use camelot_server::jobs;
use camelot_server::service::error::ServiceError;
use camelot_server::service::games::store::move_list;
use camelot_server::service::games::stored_moves;

use crate::support::{Player, TestApp, spawn_app, spawn_app_on, vectors};

#[derive(QueryableByName)]
struct StoredRow {
    #[diesel(sql_type = Integer)]
    plies: i32,
    #[diesel(sql_type = Binary)]
    moves: Vec<u8>,
}

/// A stored list, unpacked.
struct Stored {
    plies: i32,
    moves: Vec<Move>,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

async fn connect(app: &TestApp) -> AsyncPgConnection {
    AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap()
}

async fn stored(app: &TestApp, game: i64) -> Option<Stored> {
    let row: StoredRow =
        diesel::sql_query("SELECT plies, moves FROM move_lists WHERE game_id = $1")
            .bind::<BigInt, _>(game)
            .get_result(&mut connect(app).await)
            .await
            .ok()?;
    Some(Stored {
        plies: row.plies,
        moves: move_list::decode(game, &row.moves).unwrap(),
    })
}

async fn queued(app: &TestApp) -> i64 {
    let c: Count = diesel::sql_query("SELECT count(*) AS n FROM move_lists_to_store")
        .get_result(&mut connect(app).await)
        .await
        .unwrap();
    c.n
}

/// Plays the moves of the WCF 2009 game 5 (31 plies); returns the game id.
async fn play_game(app: &TestApp, w: &Player, b: &Player) -> i64 {
    let line = vectors("games.jsonl")
        .lines()
        .find(|l| l.contains("wcf-2009-game5"))
        .map(str::to_owned)
        .unwrap();
    let v: Value = serde_json::from_str(&line).unwrap();
    let id = app.start_game(w, b, false).await;
    for (i, path) in v["moves"].as_array().unwrap().iter().enumerate() {
        let who = if i % 2 == 0 { w } else { b };
        let res = app.play(id, who, path.as_str().unwrap(), i as i64).await;
        assert_eq!(res.status(), 201);
    }
    id
}

/// Plays [`play_game`], resigns it (White) and runs the jobs, which store its list.
async fn finished_and_stored(app: &TestApp, w: &Player, b: &Player) -> i64 {
    let id = play_game(app, w, b).await;
    assert_eq!(app.act(id, w, "resign").await.status(), 200);
    jobs::run_once(&app.state).await.unwrap();
    id
}

/// The view as a process that has not seen the game shows it.
async fn fresh_view(app: &TestApp, id: i64) -> Value {
    spawn_app_on(&app.database_url, |_| {}).await.game(id).await
}

#[tokio::test]
async fn a_finished_games_list_is_stored_once_and_its_views_show_the_same() {
    let app = spawn_app().await;
    let (w, b) = (app.player("keeper").await, app.player("reader").await);
    let id = play_game(&app, &w, &b).await;
    assert_eq!(queued(&app).await, 0, "an active game waits for nothing");
    // White is to move at ply 31 and resigns.
    assert_eq!(app.act(id, &w, "resign").await.status(), 200);
    assert_eq!(queued(&app).await, 1, "the end queues the game");
    let before = app.game(id).await;
    assert_eq!(before["moves"].as_array().unwrap().len(), 31);
    assert!(stored(&app, id).await.is_none());

    jobs::run_once(&app.state).await.unwrap();
    assert_eq!(queued(&app).await, 0);
    let kept = stored(&app, id).await.expect("stored after the pass");
    assert_eq!(kept.plies, 31);
    // What is stored is each move's path and time, as played.
    let shown = before["moves"].as_array().unwrap();
    assert_eq!(kept.moves.len(), 31);
    for (m, v) in kept.moves.iter().zip(shown) {
        assert_eq!(v["ply"], m.ply);
        assert_eq!(v["path"], m.path.as_str());
        assert_eq!(v["played_at"], serde_json::to_value(m.played_at).unwrap());
    }

    // Another process renders the view from the stored list: the same view.
    assert_eq!(fresh_view(&app, id).await, before);

    // It is the stored list that views show: a list cut to its first move shows one move (a
    // test edit; nothing else writes a stored list), while the export still reads every move.
    set_list(&app, id, &kept.moves[..1], 31).await;
    let fresh = spawn_app_on(&app.database_url, |_| {}).await;
    assert_eq!(
        fresh.game(id).await["moves"],
        Value::Array(vec![shown[0].clone()])
    );
    let export: Value = fresh
        .get(&format!("/api/v1/games/{id}/export?format=json"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(export["moves"].as_array().unwrap().len(), 31);
    // ...and a list that does not hold as many moves as the game is not used.
    set_list(&app, id, &kept.moves[..1], 30).await;
    assert_eq!(fresh_view(&app, id).await, before);
    // A stored value that is not a packed list is reported, not shown as some list.
    set_stored(&app, id, b"\x40\x00\x00\x00garbage", 31).await;
    let res = spawn_app_on(&app.database_url, |_| {})
        .await
        .get(&format!("/api/v1/games/{id}"), None)
        .await;
    assert_eq!(res.status(), 500);
    assert_eq!(
        res.headers()["content-type"].to_str().unwrap(),
        "application/problem+json"
    );
}

async fn set_list(app: &TestApp, game: i64, moves: &[Move], plies: i32) {
    set_stored(app, game, &move_list::encode(moves).unwrap(), plies).await;
}

async fn set_stored(app: &TestApp, game: i64, stored: &[u8], plies: i32) {
    diesel::sql_query("UPDATE move_lists SET moves = $2, plies = $3 WHERE game_id = $1")
        .bind::<BigInt, _>(game)
        .bind::<Binary, _>(stored)
        .bind::<Integer, _>(plies)
        .execute(&mut connect(app).await)
        .await
        .unwrap();
}

#[tokio::test]
async fn games_ended_on_time_or_aborted_are_stored_by_the_pass_that_ends_them() {
    let app = spawn_app().await;
    let (w, b) = (app.player("late").await, app.player("early").await);
    let timed = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(timed, &w, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.play(timed, &b, "H11-F9", 1).await.status(), 201);
    let aborted = app.start_game(&w, &b, false).await;
    assert_eq!(app.act(aborted, &w, "abort").await.status(), 200);

    app.clock.advance(Duration::days(4));
    assert_eq!(jobs::run_once(&app.state).await.unwrap(), 1);
    assert_eq!(queued(&app).await, 0);
    assert_eq!(stored(&app, timed).await.unwrap().plies, 2);
    let empty = stored(&app, aborted).await.unwrap();
    assert_eq!((empty.plies, empty.moves.len()), (0, 0));
    for id in [timed, aborted] {
        let shown = fresh_view(&app, id).await;
        assert_eq!(shown, app.game(id).await);
        assert_eq!(
            shown["status"],
            if id == timed { "finished" } else { "aborted" }
        );
    }
    assert_eq!(app.game(aborted).await["moves"], Value::Array(vec![]));
}

#[tokio::test]
async fn a_game_inserted_already_over_is_queued_and_stored() {
    let app = spawn_app().await;
    let (w, b) = (app.player("importer").await, app.player("imported").await);
    let id = finished_and_stored(&app, &w, &b).await;
    // A copy of the finished game under another id, as an import would insert it.
    let copy = id + 1000;
    let mut conn = connect(&app).await;
    diesel::sql_query(
        "INSERT INTO games OVERRIDING SYSTEM VALUE \
         SELECT (jsonb_populate_record(g, jsonb_build_object('id', $2::bigint))).* \
           FROM games g WHERE g.id = $1",
    )
    .bind::<BigInt, _>(id)
    .bind::<BigInt, _>(copy)
    .execute(&mut conn)
    .await
    .unwrap();
    assert_eq!(queued(&app).await, 1);
    let state = app.state.clone();
    assert_eq!(
        jobs::store_move_lists(&mut state.pool.get().await.unwrap(), None)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        stored(&app, copy).await.unwrap().moves.len(),
        stored(&app, id).await.unwrap().moves.len()
    );
}

#[tokio::test]
async fn two_processes_storing_at_once_take_each_game_once() {
    let app = spawn_app().await;
    let other = spawn_app_on(&app.database_url, |_| {}).await;
    let (w, b) = (app.player("first").await, app.player("second").await);
    let mut ids = Vec::new();
    for _ in 0..30 {
        let id = app.start_game(&w, &b, false).await;
        assert_eq!(app.act(id, &w, "abort").await.status(), 200);
        ids.push(id);
    }
    assert_eq!(queued(&app).await, 30);
    let (mut one, mut two) = (
        app.state.pool.get().await.unwrap(),
        other.state.pool.get().await.unwrap(),
    );
    let (a, b) = tokio::join!(
        jobs::store_move_lists(&mut one, None),
        jobs::store_move_lists(&mut two, None)
    );
    assert_eq!(a.unwrap() + b.unwrap(), 30, "each game taken once");
    assert_eq!(queued(&app).await, 0);
    for id in ids {
        assert!(stored(&app, id).await.is_some());
    }
}

#[tokio::test]
async fn a_list_that_cannot_be_stored_does_not_stop_the_others() {
    let app = spawn_app().await;
    let (w, b) = (app.player("broken").await, app.player("whole").await);
    let bad = app.start_game(&w, &b, false).await;
    let good = app.start_game(&w, &b, false).await;
    for id in [bad, good] {
        assert_eq!(app.act(id, &w, "abort").await.status(), 200);
    }
    let mut conn = app.state.pool.get().await.unwrap();
    let taken = stored_moves::store_batch(&mut conn, 10, |r| {
        if r.game.id == bad {
            Err(ServiceError::internal("cannot store"))
        } else {
            stored_moves::encode(r)
        }
    })
    .await
    .unwrap();
    assert_eq!(taken, 2);
    assert_eq!(queued(&app).await, 0, "both leave the queue");
    assert!(stored(&app, bad).await.is_none());
    assert!(stored(&app, good).await.is_some());
    // The unstored game's view is read from its chunks.
    assert_eq!(fresh_view(&app, bad).await["moves"], Value::Array(vec![]));
}

/// Bytes in the out-of-line (TOAST) storage of the stored lists.
async fn lists_out_of_line(app: &TestApp) -> i64 {
    let c: Count = diesel::sql_query(
        "SELECT pg_relation_size(c.reltoastrelid) AS n FROM pg_class c \
          WHERE c.oid = 'move_lists'::regclass",
    )
    .get_result(&mut connect(app).await)
    .await
    .unwrap();
    c.n
}

/// A packed list of a few kilobytes (a long game's) stays in its row, so a read of it is one
/// index lookup (migration 000015); only one longer than a row can hold goes out of line.
#[tokio::test]
async fn a_stored_list_of_a_few_kilobytes_stays_in_its_row() {
    let app = spawn_app().await;
    let (w, b) = (app.player("in_row_w").await, app.player("in_row_b").await);
    let game = app.start_game(&w, &b, false).await;
    diesel::sql_query(
        "INSERT INTO move_lists (game_id, plies, moves, white_name, black_name) \
         VALUES ($1, 0, $2, 'w', 'b')",
    )
    .bind::<BigInt, _>(game)
    .bind::<Binary, _>(vec![7_u8; 3_000])
    .execute(&mut connect(&app).await)
    .await
    .unwrap();
    assert_eq!(lists_out_of_line(&app).await, 0);
    set_stored(&app, game, &[7_u8; 9_000], 0).await;
    assert!(lists_out_of_line(&app).await > 0, "9 kB fit in a row");
}

/// `camelot-server explain-game-read` prints the plan of the service's own view read: for a
/// finished game whose list is stored, the stored list is joined and neither the moves nor the
/// players' leave are read.
#[tokio::test]
async fn the_plan_of_a_game_read_is_the_services_own() {
    let app = spawn_app().await;
    let (w, b) = (app.player("planner").await, app.player("reader").await);
    let id = finished_and_stored(&app, &w, &b).await;
    assert!(stored(&app, id).await.is_some());
    let plan = camelot_server::cli::explain_game_read(&app.database_url, &id.to_string())
        .await
        .unwrap();
    assert!(plan.contains(" on move_lists "), "{plan}");
    assert!(plan.contains("Execution Time"), "{plan}");
    // Neither the moves (chunks), nor the players' leave, nor their names (stored with the
    // list) are read.
    for table in ["move_chunks", "leaves", "users"] {
        let scans: Vec<&str> = plan
            .lines()
            .filter(|l| l.contains(&format!(" on {table} ")))
            .collect();
        assert!(!scans.is_empty(), "{table}: {plan}");
        for line in scans {
            assert!(line.contains("(never executed)"), "{line}\n{plan}");
        }
    }
    let err = camelot_server::cli::explain_game_read(&app.database_url, "twelve")
        .await
        .unwrap_err();
    assert_eq!(err.to_string(), "twelve is not a game id (a whole number)");
}

#[derive(QueryableByName)]
struct StoredNames {
    #[diesel(sql_type = Nullable<Text>)]
    white_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    black_name: Option<String>,
}

async fn stored_names(app: &TestApp, game: i64) -> (Option<String>, Option<String>) {
    let row: StoredNames =
        diesel::sql_query("SELECT white_name, black_name FROM move_lists WHERE game_id = $1")
            .bind::<BigInt, _>(game)
            .get_result(&mut connect(app).await)
            .await
            .unwrap();
    (row.white_name, row.black_name)
}

/// Sets both names stored with a list (a test edit; nothing else writes them).
async fn set_names(app: &TestApp, game: i64, name: &str) {
    diesel::sql_query("UPDATE move_lists SET white_name = $2, black_name = $2 WHERE game_id = $1")
        .bind::<BigInt, _>(game)
        .bind::<Text, _>(name)
        .execute(&mut connect(app).await)
        .await
        .unwrap();
}

#[tokio::test]
async fn a_stored_list_keeps_its_players_names_and_views_show_them() {
    let app = spawn_app().await;
    let (w, b) = (app.player("namesake").await, app.player("reader").await);
    let id = finished_and_stored(&app, &w, &b).await;
    assert_eq!(
        stored_names(&app, id).await,
        (Some(w.name.clone()), Some(b.name.clone()))
    );
    let view = fresh_view(&app, id).await;
    assert_eq!(view["white"]["username"], w.name.as_str());
    assert_eq!(view["black"]["username"], b.name.as_str());

    // It is the stored names that a view of the stored list shows (a test edit: names never
    // change)...
    set_names(&app, id, "stored-name").await;
    let view = fresh_view(&app, id).await;
    assert_eq!(view["white"]["username"], "stored-name");
    assert_eq!(view["black"]["username"], "stored-name");

    // A game queued again (as a migration to a new format queues every finished game) is
    // stored again by the background pass, with its players' own names.
    diesel::sql_query("INSERT INTO move_lists_to_store (game_id) VALUES ($1)")
        .bind::<BigInt, _>(id)
        .execute(&mut connect(&app).await)
        .await
        .unwrap();
    jobs::run_once(&app.state).await.unwrap();
    assert_eq!(
        stored_names(&app, id).await,
        (Some(w.name.clone()), Some(b.name.clone()))
    );
}
