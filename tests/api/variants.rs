//! The Camelot family through the API: a game of each goal played to its end (a castle win
//! with one piece in Cam and Camette, an Anti loss by a jump the capture duty forces into the
//! opponent's castle, River's trees placed and then blocking a canter), Chivalry's legal moves,
//! ratings kept per variant, a tournament in one variant, a bot playing Cam, the CGN variant
//! tag, refused variant names, and a picture of every board shape. The move sequences were
//! found with the rules crate's `camelot --variant NAME moves|check` and are checked here again
//! by the server.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{Player, TestApp, problem, spawn_app, spawn_app_with};

/// `white` challenges `black` to a game of `variant` (taking White); `black` accepts. Returns
/// the game as the accept answers it.
async fn start(app: &TestApp, white: &Player, black: &Player, variant: &str, rated: bool) -> Value {
    let res = app
        .challenge(
            white,
            json!({"opponent": black.name, "color": "white", "rated": rated,
                   "days_per_move": 3, "variant": variant}),
        )
        .await;
    assert_eq!(res.status(), 201, "challenge");
    let c: Value = res.json().await.unwrap();
    assert_eq!(c["variant"], variant);
    let res = app.accept(black, c["id"].as_i64().unwrap()).await;
    assert_eq!(res.status(), 201, "accept");
    res.json().await.unwrap()
}

/// Plays `paths` from ply 0, White first; returns the game after the last one.
async fn play_all(
    app: &TestApp,
    game: i64,
    white: &Player,
    black: &Player,
    paths: &[&str],
) -> Value {
    let mut last = Value::Null;
    for (ply, path) in paths.iter().enumerate() {
        let who = if ply % 2 == 0 { white } else { black };
        let res = app.play(game, who, path, ply as i64).await;
        assert_eq!(
            res.status(),
            201,
            "{path} at ply {ply}: {}",
            res.text().await.unwrap()
        );
        last = res.json().await.unwrap();
    }
    last
}

#[tokio::test]
async fn camette_and_cam_are_won_by_one_piece_in_the_castle() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);

    let g = start(&app, &w, &b, "camette", false).await;
    let id = g["id"].as_i64().unwrap();
    assert_eq!(g["variant"], "camette");
    assert_eq!(g["position"], "1/1k1/1mmm1/5/1MMM1/1K1/1 w 0 0 0 1");
    let legal: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(legal["moves"].as_array().unwrap().len(), 22);
    // A Camelot move is off Camette's board.
    let p = problem(app.play(id, &w, "D6-F8", 0).await, 422).await;
    assert_eq!(p["reason"], "off-board");
    // The last jump lands on Black's castle square C7: one piece is enough.
    let end = play_all(&app, id, &w, &b, &["B3-A4", "C5-B4", "C3xA5xC5xC7"]).await;
    assert_eq!(
        (&end["status"], &end["result"], &end["termination"]),
        (&json!("finished"), &json!("1-0"), &json!("castle"))
    );

    let g = start(&app, &w, &b, "cam", false).await;
    let id = g["id"].as_i64().unwrap();
    assert_eq!(
        g["position"],
        "1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 0 1"
    );
    let end = play_all(
        &app,
        id,
        &w,
        &b,
        &[
            "B5-C6",
            "E9-D8",
            "E4-F4",
            "D9-E8",
            "C5-C7",
            "D8xB6xD6xD4xF6",
            "F5xF7xD9xF11",
            "B9-A9",
            "F11-E12",
            "C10-B10",
            "E12-D13",
        ],
    )
    .await;
    assert_eq!(
        (&end["result"], &end["termination"]),
        (&json!("1-0"), &json!("castle"))
    );
    // Both games are listed with their variant.
    let mine: Value = app
        .get("/api/v1/me/games?status=finished", Some(&w.token))
        .await
        .json()
        .await
        .unwrap();
    let variants: Vec<&str> = mine["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["variant"].as_str().unwrap())
        .collect();
    assert_eq!(variants, ["cam", "camette"]);
    let public: Value = app
        .get("/api/v1/games?status=finished", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(public["items"][0]["variant"], "cam");
}

#[tokio::test]
async fn anti_is_lost_by_a_forced_jump_into_the_opponents_castle() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let g = start(&app, &w, &b, "anti-camette", false).await;
    let id = g["id"].as_i64().unwrap();
    play_all(&app, id, &w, &b, &["C3-B4", "C5xA3xC3xE3", "C2-D2"]).await;
    // Black's only legal move is the capture of D2, which ends on White's castle square.
    let legal: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(legal["capture_required"], true);
    let paths: Vec<&str> = legal["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["path"].as_str().unwrap())
        .collect();
    assert_eq!(paths, ["E3xC1"]);
    let p = problem(app.play(id, &b, "C6-C5", 3).await, 422).await;
    assert_eq!(p["reason"], "capture-required");
    let res = app.play(id, &b, "E3xC1", 3).await;
    assert_eq!(res.status(), 201);
    let end: Value = res.json().await.unwrap();
    assert_eq!(
        (&end["result"], &end["termination"]),
        (&json!("1-0"), &json!("castle"))
    );
}

#[tokio::test]
async fn river_trees_are_placed_by_moves_and_block_a_canter() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let g = start(&app, &w, &b, "river", false).await;
    let id = g["id"].as_i64().unwrap();
    assert_eq!(
        g["position"],
        "2/8/10/2kmmmmmmk2/3kmmmmk2/9/8/8/8/8/9/2KMMMMK3/2KMMMMMMK2/10/8/2 w 0 0 0 1"
    );
    // Placements first: a piece move is refused, a placement in any order and case is taken.
    let p = problem(app.play(id, &w, "F4-F6", 0).await, 422).await;
    assert_eq!(p["reason"], "placement-expected");
    let p = problem(app.play(id, &w, "F6,F7,A10", 0).await, 422).await;
    assert_eq!(p["reason"], "not-tree-square");
    let after = play_all(&app, id, &w, &b, &["f7,F6,g6", "A12,a11,A10"]).await;
    let placed: Vec<&str> = after["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["path"].as_str().unwrap())
        .collect();
    assert_eq!(placed, ["F6,F7,G6", "A10,A11,A12"]);
    // White's own tree on F6 blocks the canter F4-F6 over F5 (G4-G6 likewise).
    let p = problem(app.play(id, &w, "F4-F6", 2).await, 422).await;
    assert_eq!(p["reason"], "landing-occupied");
    let legal: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    let paths: Vec<&str> = legal["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["path"].as_str().unwrap())
        .collect();
    assert!(!paths.contains(&"F4-F6") && !paths.contains(&"G4-G6"));
    assert!(paths.contains(&"F4-H6"));
    assert_eq!(app.play(id, &w, "F4-H6", 2).await.status(), 201);
    let res = app.act(id, &b, "resign").await;
    assert_eq!(res.status(), 200);
    let end: Value = res.json().await.unwrap();
    assert_eq!(
        (&end["result"], &end["termination"]),
        (&json!("1-0"), &json!("resignation"))
    );
    // The export names the variant and keeps the placements as moves.
    let cgn = app
        .get(&format!("/api/v1/games/{id}/export?format=cgn"), None)
        .await
        .text()
        .await
        .unwrap();
    assert!(cgn.contains("[Variant \"river\"]"), "{cgn}");
    assert!(
        cgn.contains("1. F6,F7,G6 A10,A11,A12 2. F4-H6 1-0"),
        "{cgn}"
    );
}

#[tokio::test]
async fn chivalry_lists_its_legal_moves() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let g = start(&app, &w, &b, "chivalry", false).await;
    let id = g["id"].as_i64().unwrap();
    let legal: Value = app
        .get(&format!("/api/v1/games/{id}/legal-moves"), None)
        .await
        .json()
        .await
        .unwrap();
    let moves = legal["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 132);
    // Chivalry's board is fourteen files wide: N is a file of it.
    assert!(moves.iter().all(|m| {
        m["position"]
            .as_str()
            .unwrap()
            .starts_with("2/8/10/12/14/2kkmmmmmmkk2/")
    }));
    let first = moves[0]["path"].as_str().unwrap();
    assert_eq!(app.play(id, &w, first, 0).await.status(), 201);
    // The analysis endpoint reads Chivalry positions when told the variant.
    let start = "2/8/10/12/14/2kkmmmmmmkk2/2kkmmmmmmkk2/14/14/2KKMMMMMMKK2/2KKMMMMMMKK2/14/12/10/8/2 w 0 0 0 1";
    let a: Value = app
        .get(
            &format!(
                "/api/v1/analysis?variant=chivalry&position={}",
                urlencode(start)
            ),
            None,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(a["moves"].as_array().unwrap().len(), 132);
    let p = problem(
        app.get(
            &format!("/api/v1/analysis?position={}", urlencode(start)),
            None,
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "position");
}

fn urlencode(s: &str) -> String {
    s.replace('/', "%2F").replace(' ', "%20")
}

/// White wins a rated game of `variant` by Black's resignation after a move each.
async fn rated_win(app: &TestApp, w: &Player, b: &Player, variant: &str, moves: [&str; 2]) -> i64 {
    let g = start(app, w, b, variant, true).await;
    let id = g["id"].as_i64().unwrap();
    play_all(app, id, w, b, &moves).await;
    assert_eq!(app.act(id, b, "resign").await.status(), 200);
    id
}

#[tokio::test]
async fn each_variant_has_its_own_ratings_history_and_leaderboard() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let game = rated_win(&app, &w, &b, "cam", ["B5-C6", "E9-D8"]).await;
    let wendy: Value = app
        .get("/api/v1/users/wendy", None)
        .await
        .json()
        .await
        .unwrap();
    // Camelot's figures (the top-level fields) did not move.
    assert_eq!(
        (wendy["rating"].as_i64(), wendy["rated_games"].as_i64()),
        (Some(1500), Some(0))
    );
    assert_eq!(wendy["ratings"]["cam"]["rated_games"], 1);
    assert_eq!(wendy["ratings"]["cam"]["rating"], 1520);
    assert!(wendy["ratings"].get("camelot").is_none());
    // The game shows the change, in the Cam pool.
    let g = app.game(game).await;
    assert_eq!(
        (
            g["white"]["rating_before"].as_i64(),
            g["white"]["rating_after"].as_i64()
        ),
        (Some(1500), Some(1520))
    );

    let board: Value = app
        .get("/api/v1/ratings/leaderboard?variant=cam", None)
        .await
        .json()
        .await
        .unwrap();
    let names: Vec<(&str, i64)> = board["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["username"].as_str().unwrap(),
                e["rating"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(names, [("wendy", 1520), ("bert", 1480)]);
    let camelot: Value = app
        .get("/api/v1/ratings/leaderboard", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(camelot["items"], json!([]));
    let history: Value = app
        .get("/api/v1/users/bert/rating-history?variant=cam", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(history["items"][0]["after"], 1480);
    let none: Value = app
        .get("/api/v1/users/bert/rating-history", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(none["items"], json!([]));

    // A second Cam game starts from the Cam ratings; a first Camette game from the initial one.
    let g = start(&app, &w, &b, "cam", true).await;
    assert_eq!(
        (g["white"]["rating"].as_i64(), g["black"]["rating"].as_i64()),
        (Some(1520), Some(1480))
    );
    let g = start(&app, &b, &w, "anti-cam", true).await;
    assert_eq!(
        (g["white"]["rating"].as_i64(), g["black"]["rating"].as_i64()),
        (Some(1500), Some(1500))
    );
    // Anti boards are pools of their own.
    rated_win(&app, &w, &b, "anti-camette", ["C3-B4", "C5xA3xC3xE3"]).await;
    let bert: Value = app
        .get("/api/v1/users/bert", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(bert["ratings"]["anti-camette"]["rating"], 1480);
    assert_eq!(bert["ratings"]["cam"]["rating"], 1480);
    assert!(bert["ratings"].get("anti-cam").is_none());
    // A Camelot game still rates the Camelot pool.
    let id = app.start_game(&w, &b, true).await;
    crate::support::decide(&app, id, &w, &b, "1-0", true).await;
    let wendy: Value = app
        .get("/api/v1/users/wendy", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (wendy["rating"].as_i64(), wendy["rated_games"].as_i64()),
        (Some(1520), Some(1))
    );
    assert_eq!(wendy["ratings"]["camelot"]["rating"], 1520);
    assert_eq!(wendy["ratings"]["cam"]["rating"], 1520);
}

#[tokio::test]
async fn bad_variant_names_are_refused_naming_the_field() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let p = problem(
        app.challenge(
            &w,
            json!({"opponent": b.name, "color": "white", "rated": false, "days_per_move": 3, "variant": "Cam"}),
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "variant");
    let p = problem(
        app.get("/api/v1/ratings/leaderboard?variant=chess", None)
            .await,
        400,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("variant"), "{p}");
    let p = problem(
        app.get("/api/v1/users/bert/rating-history?variant=", None)
            .await,
        400,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("variant"), "{p}");
    let p = problem(
        app.get(
            "/api/v1/analysis/board.svg?position=1&variant=xiangqi",
            None,
        )
        .await,
        400,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("variant"), "{p}");
    // A challenge without a variant is Camelot, as before.
    let res = app
        .challenge(
            &w,
            json!({"opponent": b.name, "color": "white", "rated": false, "days_per_move": 3}),
        )
        .await;
    assert_eq!(res.json::<Value>().await.unwrap()["variant"], "camelot");
}

#[tokio::test]
async fn a_tournament_is_played_in_one_variant() {
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
            json!({"name": "Cam cup", "system": "round_robin", "days_per_move": 3, "rated": true, "variant": "cam"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let t: Value = res.json().await.unwrap();
    assert_eq!(t["variant"], "cam");
    let id = t["id"].as_i64().unwrap();
    let players = [
        app.player("amy").await,
        app.player("bob").await,
        app.player("cal").await,
    ];
    for p in &players {
        let res = app
            .post(
                &format!("/api/v1/tournaments/{id}/join"),
                Some(&p.token),
                json!({}),
            )
            .await;
        assert_eq!(res.status(), 200);
    }
    let res = app
        .post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let shown: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(shown["variant"], "cam");
    app.pair_due().await;
    let r: Value = app
        .get(&format!("/api/v1/tournaments/{id}/rounds/1"), None)
        .await
        .json()
        .await
        .unwrap();
    let board = &r["boards"][0];
    let game = board["game_id"].as_i64().unwrap();
    let g = app.game(game).await;
    assert_eq!(g["variant"], "cam");
    assert_eq!(
        g["position"],
        "1/3/5/2k1k2/1mmmmm1/7/7/7/1MMMMM1/2K1K2/5/3/1 w 0 0 0 1"
    );
    let white = players.iter().find(|p| p.name == board["white"]).unwrap();
    let black = players.iter().find(|p| p.name == board["black"]).unwrap();
    play_all(&app, game, white, black, &["B5-C6", "E9-D8"]).await;
    assert_eq!(app.act(game, black, "resign").await.status(), 200);
    let u: Value = app
        .get(&format!("/api/v1/users/{}", white.name), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(u["ratings"]["cam"]["rated_games"], 1);
    assert_eq!(u["rated_games"], 0);
}

#[tokio::test]
async fn a_bot_accepts_a_cam_challenge_and_moves() {
    let app = spawn_app_with(|v| {
        v.insert("RUN_BOTS".into(), "true".into());
        v.insert("BOT_POLL_MS".into(), "30".into());
        v.insert("BOT_MOVE_MS".into(), "200".into());
    })
    .await;
    let me = app.player("dave").await;
    let res = app
        .challenge(
            &me,
            json!({"opponent": "camelot-bot-2", "color": "black", "rated": false, "days_per_move": 3, "variant": "cam"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let challenge = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let end = tokio::time::Instant::now() + Duration::from_secs(60);
    let game = loop {
        let c: Value = app
            .get(&format!("/api/v1/challenges/{challenge}"), Some(&me.token))
            .await
            .json()
            .await
            .unwrap();
        if let Some(id) = c["game_id"].as_i64() {
            break id;
        }
        assert!(tokio::time::Instant::now() < end, "the bot did not accept");
        tokio::time::sleep(Duration::from_millis(30)).await;
    };
    let g = loop {
        let g = app.game(game).await;
        if g["ply"] == 1 {
            break g;
        }
        assert!(tokio::time::Instant::now() < end, "the bot did not move");
        tokio::time::sleep(Duration::from_millis(30)).await;
    };
    assert_eq!(g["variant"], "cam");
    // The bot's move is one of Cam's 54 opening moves (the rules checked it as they check
    // every move); answer it, and the bot answers again.
    let start = camelot_rules::Variant::Cam.start();
    let path = g["moves"][0]["path"].as_str().unwrap();
    let after = start.play(path).expect("a legal Cam move");
    let reply = after.legal_moves()[0].path.to_string();
    assert_eq!(app.play(game, &me, &reply, 1).await.status(), 201);
    loop {
        if app.game(game).await["ply"] == 3 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < end,
            "the bot did not move again"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

#[tokio::test]
async fn board_pictures_are_drawn_in_each_boards_shape() {
    let app = spawn_app().await;
    // (variant, view box, squares drawn, river places)
    let shapes = [
        ("camelot", "0 0 840 1080", 160, 0),
        ("camette", "0 0 420 540", 23, 0),
        ("cam", "0 0 540 900", 67, 0),
        ("chivalry", "0 0 960 1080", 176, 0),
        ("river", "0 0 840 1080", 136, 24),
        ("anti-cam", "0 0 540 900", 67, 0),
    ];
    for (variant, view_box, squares, river) in shapes {
        let start = camelot_rules::Variant::ALL
            .iter()
            .find(|v| v.name() == variant)
            .unwrap()
            .start()
            .to_string();
        let res = app
            .get(
                &format!(
                    "/api/v1/analysis/board.svg?variant={variant}&position={}",
                    urlencode(&start)
                ),
                None,
            )
            .await;
        assert_eq!(res.status(), 200, "{variant}");
        let svg = res.text().await.unwrap();
        assert!(
            svg.contains(&format!("viewBox=\"{view_box}\"")),
            "{variant}"
        );
        assert_eq!(
            svg.matches("<rect data-square=").count(),
            squares,
            "{variant}"
        );
        assert_eq!(svg.matches("data-river=").count(), river, "{variant}");
        assert_eq!(svg.matches("data-castle=").count(), 2, "{variant}");
        let png = app
            .get(
                &format!(
                    "/api/v1/analysis/board.png?variant={variant}&position={}",
                    urlencode(&start)
                ),
                None,
            )
            .await;
        assert_eq!(png.status(), 200, "{variant}");
    }
    // A River game's picture shows its trees, and its last placement highlighted.
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let g = start(&app, &w, &b, "river", false).await;
    let id = g["id"].as_i64().unwrap();
    play_all(&app, id, &w, &b, &["F6,F7,G6", "A10,A11,A12"]).await;
    let svg = app
        .get(
            &format!("/api/v1/games/{id}/board.svg?last=a12,a11,a10"),
            None,
        )
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(svg.matches("data-tree=").count(), 6, "{svg}");
    assert_eq!(svg.matches("class=\"bridge\"").count(), 4);
    assert!(svg.contains("data-visited=\"A12\""), "{svg}");
    assert!(svg.contains("data-variant=\"river\""));
    // A Camelot position is not a Cam position.
    let p = problem(
        app.get(
            &format!(
                "/api/v1/analysis/board.svg?variant=cam&position={}",
                urlencode(&camelot_rules::Position::start().to_string())
            ),
            None,
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "position");
}

/// Every list of games narrows to one variant with `?variant=`: the public list, a player's
/// games and the caller's own; an unknown variant is refused naming the field.
#[tokio::test]
async fn game_lists_filter_by_variant() {
    let app = spawn_app().await;
    let (w, b) = (app.player("wendy").await, app.player("bert").await);
    let cam = start(&app, &w, &b, "cam", false).await["id"]
        .as_i64()
        .unwrap();
    let camelot = start(&app, &w, &b, "camelot", false).await["id"]
        .as_i64()
        .unwrap();
    // The ids a page lists, in id order (each list has its own order).
    let ids = |v: &Value| -> Vec<i64> {
        let mut ids: Vec<i64> = v["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_i64().unwrap())
            .collect();
        ids.sort_unstable();
        ids
    };
    for (path, token) in [
        ("/api/v1/games", None),
        ("/api/v1/users/wendy/games", None),
        ("/api/v1/me/games", Some(w.token.as_str())),
    ] {
        let all: Value = app.get(path, token).await.json().await.unwrap();
        assert_eq!(ids(&all), [cam, camelot], "{path}");
        let only: Value = app
            .get(&format!("{path}?variant=cam"), token)
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(ids(&only), [cam], "{path}?variant=cam");
        assert!(
            only["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|g| g["variant"] == "cam")
        );
        let none: Value = app
            .get(&format!("{path}?variant=chivalry"), token)
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(ids(&none), Vec::<i64>::new(), "{path}?variant=chivalry");
        let res = app.get(&format!("{path}?variant=chess"), token).await;
        let p = problem(res, 400).await;
        assert!(p.to_string().contains("variant"), "{path}: {p}");
    }
}
