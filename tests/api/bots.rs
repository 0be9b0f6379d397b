//! Computer opponents and engine analysis through the API: bots listed and marked, a game
//! against a bot played to its end (the bot accepts, moves, and its moves are legal), the
//! evaluation endpoint with its limits and the engine-assist rule, and a finished game's
//! analysis done by the worker.

use std::time::Duration;

use camelot_rules::Position;
use serde_json::{Value, json};

use crate::support::{Player, TestApp, problem, spawn_app_with};

async fn app_with_bots() -> TestApp {
    spawn_app_with(|v| {
        v.insert("RUN_BOTS".into(), "true".into());
        v.insert("BOT_POLL_MS".into(), "30".into());
        v.insert("BOT_MOVE_MS".into(), "200".into());
        v.insert("ANALYSIS_PLY_MS".into(), "20".into());
    })
    .await
}

/// Polls `check` every 20 ms until it gives a value (at most `seconds`).
async fn within<T, F, Fut>(seconds: u64, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let end = tokio::time::Instant::now() + Duration::from_secs(seconds);
    loop {
        if let Some(v) = check().await {
            return v;
        }
        assert!(tokio::time::Instant::now() < end, "not within {seconds} s");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn eight_bots_are_listed_marked_and_their_names_reserved() {
    let app = crate::support::spawn_app().await;
    let bots: Value = app.get("/api/v1/bots", None).await.json().await.unwrap();
    let bots = bots.as_array().unwrap();
    assert_eq!(bots.len(), 8);
    for (i, b) in bots.iter().enumerate() {
        assert_eq!(b["level"], i + 1);
        assert_eq!(b["username"], format!("camelot-bot-{}", i + 1));
        assert!(b["rating"].as_i64().unwrap() > 0);
        assert!(!b["description"].as_str().unwrap().is_empty());
    }
    // Ratings climb with the level: they are the ladder people climb.
    let ratings: Vec<i64> = bots.iter().map(|b| b["rating"].as_i64().unwrap()).collect();
    assert!(ratings.windows(2).all(|w| w[0] < w[1]), "{ratings:?}");
    let user: Value = app
        .get("/api/v1/users/camelot-bot-3", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (user["bot"].as_bool(), user["bot_level"].as_i64()),
        (Some(true), Some(3))
    );
    let person = app.player("a_person").await;
    let me: Value = app
        .get("/api/v1/me", Some(&person.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["bot"], false);
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"username": "Camelot-Bot-9", "password": "correct horse battery"}),
        )
        .await;
    let p = problem(res, 422).await;
    assert_eq!(p["errors"][0]["field"], "username");
    // Nobody signs in as a bot.
    let res = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"username": "camelot-bot-1", "password": "!bot"}),
        )
        .await;
    assert_eq!(res.status(), 401);
}

/// Plays `who`'s first legal move (in listing order) at `ply`.
async fn play_first_legal(app: &TestApp, game: i64, who: &Player, ply: i64) -> Value {
    let legal: Value = app
        .get(&format!("/api/v1/games/{game}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    let path = legal["moves"][0]["path"].as_str().unwrap().to_owned();
    let res = app.play(game, who, &path, ply).await;
    assert_eq!(res.status(), 201, "{}", res.text().await.unwrap());
    res.json().await.unwrap()
}

#[tokio::test]
async fn a_bot_accepts_and_plays_a_game_to_its_end() {
    let app = app_with_bots().await;
    let me = app.player("bot_opponent").await;
    // The bot takes White: it moves first.
    let res = app
        .challenge(
            &me,
            json!({"opponent": "camelot-bot-1", "color": "black", "rated": true, "days_per_move": 3}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let challenge: Value = res.json().await.unwrap();
    let id = challenge["id"].as_i64().unwrap();
    let game = within(10, || async {
        let c: Value = app
            .get(&format!("/api/v1/challenges/{id}"), Some(&me.token))
            .await
            .json()
            .await
            .unwrap();
        c["game_id"].as_i64()
    })
    .await;
    let mut ply = 0;
    loop {
        // Wait for the bot's move (or the end of the game).
        let g = within(10, || async {
            let g = app.game(game).await;
            (g["status"] != "active" || g["ply"].as_i64() == Some(ply + 1)).then_some(g)
        })
        .await;
        if g["status"] != "active" {
            break;
        }
        ply += 1;
        if ply > 40 {
            // Enough: the person gives up (a draw claim if the rules offer one).
            if app.act(game, &me, "draw-claim").await.status() != 200 {
                assert_eq!(app.act(game, &me, "resign").await.status(), 200);
            }
            break;
        }
        let after = play_first_legal(&app, game, &me, ply).await;
        ply += 1;
        if after["status"] != "active" {
            break;
        }
    }
    let g = app.game(game).await;
    assert_eq!(g["status"], "finished", "ply {}", g["ply"]);
    // Every move the bot made was a legal move of the rules (the server checked each); the
    // record replays.
    let paths: Vec<&str> = g["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["path"].as_str().unwrap())
        .collect();
    assert!(camelot_rules::Game::replay(Position::start(), &paths).is_ok());
    // A rated game: the bot's rating moved.
    let bot: Value = app
        .get("/api/v1/users/camelot-bot-1", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(bot["rated_games"], 1);
}

#[tokio::test]
async fn evaluations_are_limited_and_refuse_ones_own_ongoing_game() {
    let app = spawn_app_with(|v| {
        v.insert("EVALUATE_PER_MINUTE".into(), "3".into());
        v.insert("EVALUATE_MAX_MOVETIME_MS".into(), "100".into());
    })
    .await;
    let (w, b) = (app.player("evaluator").await, app.player("other").await);
    let res = app
        .post(
            "/api/v1/analysis/evaluate",
            Some(&w.token),
            json!({"position": camelot_rules::START_POSITION, "movetime_ms": 5000, "multipv": 3}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let e: Value = res.json().await.unwrap();
    let pvs = e["pvs"].as_array().unwrap();
    assert_eq!(pvs.len(), 3);
    assert!(pvs.iter().all(|p| p["score"]["cp"].is_i64()));
    assert!(
        Position::start()
            .check(pvs[0]["moves"][0].as_str().unwrap())
            .is_ok()
    );
    // From White's view: a position where White has just won a Man is good for White, whoever
    // is to move.
    let black_to_move =
        "2/8/10/12/12/2kmmmmmm3/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 0 1";
    let e: Value = app
        .post(
            "/api/v1/analysis/evaluate",
            Some(&w.token),
            json!({"position": black_to_move}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert!(e["pvs"][0]["score"]["cp"].as_i64().unwrap() > 50, "{e}");
    // Bad input.
    for body in [
        json!({"position": "nonsense"}),
        json!({"position": camelot_rules::START_POSITION, "multipv": 9}),
    ] {
        let p = problem(
            app.post("/api/v1/analysis/evaluate", Some(&w.token), body)
                .await,
            422,
        )
        .await;
        assert_eq!(p["type"], "/problems/validation");
    }
    // The position of one's own ongoing game is refused; the opponent's game is not mine.
    let game = app.start_game(&w, &b, false).await;
    let position = app.game(game).await["position"]
        .as_str()
        .unwrap()
        .to_owned();
    let res = app
        .post(
            "/api/v1/analysis/evaluate",
            Some(&w.token),
            json!({"position": position}),
        )
        .await;
    let p = problem(res, 403).await;
    assert_eq!(p["type"], "/problems/engine-assist");
    // Over the limit (3 a minute; the refused one counted too).
    let res = app
        .post(
            "/api/v1/analysis/evaluate",
            Some(&w.token),
            json!({"position": black_to_move}),
        )
        .await;
    let p = problem(res, 429).await;
    assert_eq!(p["type"], "/problems/rate-limited");
    assert!(
        problem(
            app.post("/api/v1/analysis/evaluate", None, json!({"position": "x"}))
                .await,
            401
        )
        .await["type"]
            .is_string()
    );
}

#[tokio::test]
async fn a_finished_game_is_analysed_once_by_the_worker() {
    let app = app_with_bots().await;
    let (w, b) = (
        app.player("analysed_w").await,
        app.player("analysed_b").await,
    );
    let game = app.start_game(&w, &b, false).await;
    problem(
        app.get(&format!("/api/v1/games/{game}/analysis"), None)
            .await,
        404,
    )
    .await;
    // An ongoing game cannot be analysed.
    let p = problem(
        app.post(
            &format!("/api/v1/games/{game}/analysis"),
            Some(&w.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    assert_eq!(p["type"], "/problems/conflict");
    for ply in 0..6 {
        let who = if ply % 2 == 0 { &w } else { &b };
        play_first_legal(&app, game, who, ply).await;
    }
    assert_eq!(app.act(game, &w, "resign").await.status(), 200);
    // Anyone may ask; asking twice changes nothing.
    let watcher = app.player("watcher").await;
    let res = app
        .post(
            &format!("/api/v1/games/{game}/analysis"),
            Some(&watcher.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 202);
    let first: Value = res.json().await.unwrap();
    assert!(["queued", "running", "done"].contains(&first["status"].as_str().unwrap()));
    let res = app
        .post(
            &format!("/api/v1/games/{game}/analysis"),
            Some(&w.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 202);
    let done = within(30, || async {
        let a: Value = app
            .get(&format!("/api/v1/games/{game}/analysis"), None)
            .await
            .json()
            .await
            .unwrap();
        (a["status"] == "done").then_some(a)
    })
    .await;
    let plies = done["plies"].as_array().unwrap();
    assert_eq!(plies.len(), 6);
    for (i, p) in plies.iter().enumerate() {
        assert_eq!(p["ply"], i + 1);
        assert!(p["score"].is_object());
        assert!(p["best"].is_string());
        assert!(p["loss"].as_i64().unwrap() >= 0);
        assert!(
            p["judgment"].is_null()
                || ["inaccuracy", "mistake", "blunder"].contains(&p["judgment"].as_str().unwrap())
        );
    }
    assert!(done["white"]["average_loss"].is_i64());
    assert!(done["black"]["average_loss"].is_i64());

    // The CGN export shows the analysis: after each move its evaluation, and for a judged move
    // the judgment and the engine's best move.
    let cgn = app
        .get(&format!("/api/v1/games/{game}/export?format=cgn"), None)
        .await
        .text()
        .await
        .unwrap();
    let movetext = cgn.split("\n\n").nth(1).unwrap().replace('\n', " ");
    for p in plies {
        let score = &p["score"];
        let score = if let Some(cp) = score["cp"].as_i64() {
            let sign = if cp < 0 { '-' } else { '+' };
            format!("{sign}{}.{:02}", cp.abs() / 100, cp.abs() % 100)
        } else if let Some(n) = score["win_in"].as_i64() {
            format!("#+{n}")
        } else {
            format!("#-{}", score["loss_in"].as_i64().unwrap())
        };
        let comment = match p["judgment"].as_str() {
            None => format!("{{{score}}}"),
            Some(j) => {
                let symbol = match j {
                    "inaccuracy" => "?!",
                    "mistake" => "?",
                    _ => "??",
                };
                format!(
                    "{{{symbol} {j}; best {}; {score}}}",
                    p["best"].as_str().unwrap()
                )
            }
        };
        let expected = format!("{} {comment}", p["move"].as_str().unwrap());
        assert!(movetext.contains(&expected), "{expected} not in {movetext}");
    }
}

#[derive(diesel::QueryableByName)]
struct Leased {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

/// A replica killed mid-search loses nothing: its lease lapses and another replica makes the
/// move; with two replicas running, every bot move is made once.
#[tokio::test]
async fn a_bot_move_survives_the_death_of_the_replica_searching_it() {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    let url = crate::support::fresh_database().await;
    let bot_env = |move_ms: &'static str| {
        vec![
            ("RUN_BOTS", "true"),
            ("BOT_POLL_MS", "50"),
            ("BOT_MOVE_MS", move_ms),
            ("BOT_LEASE_MARGIN_MS", "300"),
            ("ENGINE_THREADS", "1"),
            ("ENGINE_HASH_MB", "4"),
        ]
    };
    let first = crate::support::start_server_with(&url, false, &bot_env("4000")).await;
    let client = reqwest::Client::new();
    let base = first.base.clone();
    let creds = json!({"username": "survivor", "password": crate::support::PASSWORD});
    client
        .post(format!("{base}/api/v1/auth/register"))
        .json(&creds)
        .send()
        .await
        .unwrap();
    let login: Value = client
        .post(format!("{base}/api/v1/auth/login"))
        .json(&creds)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = login["access_token"].as_str().unwrap().to_owned();
    let c: Value = client
        .post(format!("{base}/api/v1/challenges"))
        .bearer_auth(&token)
        .json(&json!({"opponent": "camelot-bot-8", "color": "black", "rated": false, "days_per_move": 3}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let challenge = c["id"].as_i64().unwrap();
    let mut db = AsyncPgConnection::establish(&url).await.unwrap();
    // The first replica accepts and starts searching the bot's first move.
    within(10, || async {
        let leased: Vec<Leased> =
            diesel::sql_query("SELECT count(*) AS n FROM bot_moves WHERE leased_until IS NOT NULL")
                .load(&mut AsyncPgConnection::establish(&url).await.unwrap())
                .await
                .unwrap();
        (leased[0].n == 1).then_some(())
    })
    .await;
    drop(first); // kill -9, mid-search
    let second = crate::support::start_server_with(&url, false, &bot_env("150")).await;
    let third = crate::support::start_server_with(&url, false, &bot_env("150")).await;
    let game: Value = client
        .get(format!("{}/api/v1/challenges/{challenge}", second.base))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let game = game["game_id"].as_i64().unwrap();
    let read = |base: String| {
        let client = client.clone();
        async move {
            client
                .get(format!("{base}/api/v1/games/{game}"))
                .send()
                .await
                .unwrap()
                .json::<Value>()
                .await
                .unwrap()
        }
    };
    // The lapsed lease is taken over: the move is made.
    within(20, || async {
        (read(second.base.clone()).await["ply"] == 1).then_some(())
    })
    .await;
    // Then several moves with two replicas running: each bot move made once.
    for ply in [1i64, 3, 5] {
        let legal: Value = client
            .get(format!("{}/api/v1/games/{game}/legal-moves", third.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let path = legal["moves"][0]["path"].as_str().unwrap().to_owned();
        let res = client
            .post(format!("{}/api/v1/games/{game}/moves", second.base))
            .bearer_auth(&token)
            .json(&json!({"path": path, "expected_ply": ply}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201);
        within(20, || async {
            (read(third.base.clone()).await["ply"] == ply + 2).then_some(())
        })
        .await;
    }
    // Nothing more happens: no second move for any position.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let g = read(second.base.clone()).await;
    assert_eq!(g["ply"], 7);
    assert_eq!(g["moves"].as_array().unwrap().len(), 7);
    let left: Vec<Leased> = diesel::sql_query("SELECT count(*) AS n FROM bot_moves")
        .load(&mut db)
        .await
        .unwrap();
    assert_eq!(left[0].n, 0, "every bot move done is cleared");
}

/// The queue of bot moves is derived from the games, so PostgreSQL keeps it unlogged (no WAL,
/// emptied by a crash of the database, empty on a promoted standby): a queue forgotten
/// mid-search loses no move, the next poll finds the position again.
#[tokio::test]
async fn a_bot_move_survives_the_database_forgetting_its_queue() {
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Persistence {
        #[diesel(sql_type = diesel::sql_types::Text)]
        p: String,
    }
    let url = crate::support::fresh_database().await;
    let bot_env = |move_ms: &'static str| {
        vec![
            ("RUN_BOTS", "true"),
            ("BOT_POLL_MS", "50"),
            ("BOT_MOVE_MS", move_ms),
            ("BOT_LEASE_MARGIN_MS", "60000"),
            ("ENGINE_THREADS", "1"),
            ("ENGINE_HASH_MB", "4"),
        ]
    };
    let first = crate::support::start_server_with(&url, false, &bot_env("4000")).await;
    let mut db = AsyncPgConnection::establish(&url).await.unwrap();
    let kind: Vec<Persistence> = diesel::sql_query(
        "SELECT relpersistence::text AS p FROM pg_class WHERE relname = 'bot_moves'",
    )
    .load(&mut db)
    .await
    .unwrap();
    assert_eq!(kind[0].p, "u", "bot_moves is unlogged");
    let client = reqwest::Client::new();
    let base = first.base.clone();
    let creds = json!({"username": "forgotten", "password": crate::support::PASSWORD});
    client
        .post(format!("{base}/api/v1/auth/register"))
        .json(&creds)
        .send()
        .await
        .unwrap();
    let login: Value = client
        .post(format!("{base}/api/v1/auth/login"))
        .json(&creds)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = login["access_token"].as_str().unwrap().to_owned();
    let c: Value = client
        .post(format!("{base}/api/v1/challenges"))
        .bearer_auth(&token)
        .json(&json!({"opponent": "camelot-bot-8", "color": "black", "rated": false, "days_per_move": 3}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let challenge = c["id"].as_i64().unwrap();
    within(10, || async {
        let leased: Vec<Leased> =
            diesel::sql_query("SELECT count(*) AS n FROM bot_moves WHERE leased_until IS NOT NULL")
                .load(&mut AsyncPgConnection::establish(&url).await.unwrap())
                .await
                .unwrap();
        (leased[0].n == 1).then_some(())
    })
    .await;
    // The replica dies mid-search and the database forgets the queue, lease and all (a lease
    // of a minute: without the queue being found again, nothing would move for that long).
    drop(first);
    diesel::sql_query("TRUNCATE bot_moves")
        .execute(&mut db)
        .await
        .unwrap();
    let second = crate::support::start_server_with(&url, false, &bot_env("150")).await;
    let game: Value = client
        .get(format!("{}/api/v1/challenges/{challenge}", second.base))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let game = game["game_id"].as_i64().unwrap();
    within(20, || async {
        let g: Value = client
            .get(format!("{}/api/v1/games/{game}", second.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        (g["ply"] == 1).then_some(())
    })
    .await;
}
