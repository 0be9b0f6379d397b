//! Tournaments over HTTP: round robins and a Swiss played to the end, withdrawals, byes,
//! adjudication, organizer rights, exports, and the round advancement race.

use std::collections::{HashMap, HashSet};

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{Player, TestApp, decide, problem, spawn_app, spawn_app_on};

/// An organizer (an admin grants the role) and players named so that equal ratings number
/// them alphabetically.
pub(crate) async fn setup(app: &TestApp, names: &[&str]) -> (Player, Vec<Player>) {
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
    let mut players = Vec::new();
    for n in names {
        players.push(app.player(n).await);
    }
    (org, players)
}

pub(crate) async fn create(app: &TestApp, org: &Player, body: Value) -> i64 {
    let res = app
        .post("/api/v1/tournaments", Some(&org.token), body)
        .await;
    assert_eq!(res.status(), 201, "{}", res.text().await.unwrap());
    res.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

pub(crate) async fn join_all(app: &TestApp, id: i64, players: &[Player]) {
    for p in players {
        let res = app
            .post(
                &format!("/api/v1/tournaments/{id}/join"),
                Some(&p.token),
                json!({}),
            )
            .await;
        assert_eq!(res.status(), 200, "join {}", p.name);
    }
}

async fn round(app: &TestApp, id: i64, n: i64) -> Value {
    app.pair_due().await;
    let res = app
        .get(&format!("/api/v1/tournaments/{id}/rounds/{n}"), None)
        .await;
    assert_eq!(res.status(), 200, "round {n}");
    res.json().await.unwrap()
}

fn by_name<'a>(players: &'a [Player], name: &str) -> &'a Player {
    players.iter().find(|p| p.name == name).unwrap()
}

/// The five-player Berger table (FIDE C.05 Annex 1; 6 is the dummy).
const BERGER_5: [[(u32, u32); 3]; 5] = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
];

const NAMES: [&str; 5] = ["amy", "bob", "cal", "dan", "eve"];

/// The results played in the round robin, by (white, black) pairing numbers.
fn rr_result(white: u32, black: u32) -> &'static str {
    match (white, black) {
        (2, 5) => "1-0",
        (3, 4) => "1/2-1/2",
        (5, 3) => "0-1",
        (1, 2) => "1-0",
        (3, 1) => "1/2-1/2",
        (4, 5) => "1-0",
        (1, 4) => "1-0",
        (2, 3) => "0-1",
        (4, 2) => "1/2-1/2",
        (5, 1) => "0-1",
        _ => panic!("no such game"),
    }
}

fn check_round_is_berger(r: &Value, n: usize) {
    let mut expected: Vec<(String, String)> = Vec::new();
    let mut bye = None;
    for (w, b) in BERGER_5[n - 1] {
        if w == 6 || b == 6 {
            bye = Some(NAMES[(w.min(b) - 1) as usize].to_owned());
        } else {
            expected.push((
                NAMES[(w - 1) as usize].to_owned(),
                NAMES[(b - 1) as usize].to_owned(),
            ));
        }
    }
    let got: Vec<(String, String)> = r["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["white"].as_str().unwrap().to_owned(),
                b["black"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(got, expected, "round {n}");
    assert_eq!(r["byes"][0]["player"].as_str().map(str::to_owned), bye);
    assert_eq!(r["byes"][0]["kind"], "rr_bye");
}

async fn play_rr_round(app: &TestApp, r: &Value, players: &[Player], rated: bool) {
    for b in r["boards"].as_array().unwrap() {
        let w = by_name(players, b["white"].as_str().unwrap());
        let bl = by_name(players, b["black"].as_str().unwrap());
        let tw = NAMES.iter().position(|n| *n == w.name).unwrap() as u32 + 1;
        let tb = NAMES.iter().position(|n| *n == bl.name).unwrap() as u32 + 1;
        decide(
            app,
            b["game_id"].as_i64().unwrap(),
            w,
            bl,
            rr_result(tw, tb),
            rated,
        )
        .await;
    }
}

/// Hand-computed final standings of the round robin: (name, points, SB, WIN, KS).
const RR_FINAL: [(&str, f64, f64, f64, f64); 5] = [
    ("amy", 3.5, 5.0, 3.0, 1.5),
    ("cal", 3.0, 4.25, 2.0, 1.0),
    ("dan", 2.0, 2.25, 1.0, 0.5),
    ("bob", 1.5, 1.0, 1.0, 0.5),
    ("eve", 0.0, 0.0, 0.0, 0.0),
];

fn check_rr_standings(s: &Value) {
    assert_eq!(s["tiebreaks"], json!(["DE", "SB", "WIN", "KS"]));
    let rows = s["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    for (i, (name, points, sb, win, ks)) in RR_FINAL.iter().enumerate() {
        let row = &rows[i];
        assert_eq!(row["player"], *name, "place {}", i + 1);
        assert_eq!(row["rank"], i + 1);
        assert_eq!(row["points"].as_f64(), Some(*points), "{name} points");
        assert_eq!(row["values"][1].as_f64(), Some(*sb), "{name} SB");
        assert_eq!(row["values"][2].as_f64(), Some(*win), "{name} WIN");
        assert_eq!(row["values"][3].as_f64(), Some(*ks), "{name} KS");
        // Everyone plays four games; the fifth round is the bye.
        assert_eq!(row["games"], 4, "{name} games");
    }
}

#[tokio::test]
async fn round_robin_by_round_follows_berger_to_the_end() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &NAMES).await;
    let id = create(
        &app,
        &org,
        json!({"name": "Club RR", "system": "round_robin", "days_per_move": 3, "rated": true}),
    )
    .await;
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (t["status"].as_str(), t["tiebreaks"].clone()),
        (Some("registration"), json!(["DE", "SB", "WIN", "KS"]))
    );
    join_all(&app, id, &players).await;
    // Players may not start it.
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&players[0].token),
            json!({}),
        )
        .await,
        403,
    )
    .await;
    let res = app
        .post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let t: Value = res.json().await.unwrap();
    assert_eq!(
        (
            t["status"].as_str(),
            t["rounds"].as_i64(),
            t["current_round"].as_i64()
        ),
        (Some("running"), Some(5), Some(1))
    );
    for n in 1..=5 {
        let r = round(&app, id, n).await;
        check_round_is_berger(&r, n as usize);
        assert_eq!(r["complete"], false);
        if n < 5 {
            // The next round is paired only when this one is complete.
            problem(
                app.get(&format!("/api/v1/tournaments/{id}/rounds/{}", n + 1), None)
                    .await,
                404,
            )
            .await;
        }
        play_rr_round(&app, &r, &players, true).await;
        assert_eq!(round(&app, id, n).await["complete"], true);
    }
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(t["status"], "finished");
    let s: Value = app
        .get(&format!("/api/v1/tournaments/{id}/standings"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(s["final"], true);
    check_rr_standings(&s);
    // Rated: eve lost four rated games.
    let eve: Value = app
        .get("/api/v1/users/eve", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(eve["rated_games"], 4);
    assert!(eve["rating"].as_i64().unwrap() < 1500);
    // Events: started, paired (each round), finished.
    let kinds: Vec<String> = app
        .events(&players[0], 0)
        .await
        .iter()
        .map(|e| e["kind"].as_str().unwrap().to_owned())
        .collect();
    assert!(kinds.contains(&"tournament_started".to_owned()));
    assert_eq!(kinds.iter().filter(|k| *k == "round_paired").count(), 5);
    let finished = app
        .events(&players[0], 0)
        .await
        .into_iter()
        .find(|e| e["kind"] == "tournament_finished")
        .unwrap();
    assert_eq!(
        (
            finished["data"]["rank"].as_i64(),
            finished["data"]["points"].as_f64()
        ),
        (Some(1), Some(3.5))
    );
    // Crosstable and TRF export.
    let x: Value = app
        .get(&format!("/api/v1/tournaments/{id}/crosstable"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(x["rows"][0]["player"], "amy");
    assert_eq!(
        x["rows"][0]["rounds"],
        json!(["-", "2w1", "3b½", "4w1", "5b1"])
    );
    let trf = app
        .get(&format!("/api/v1/tournaments/{id}/export.trf"), None)
        .await
        .text()
        .await
        .unwrap();
    let parsed = camelot_pairing::Tournament::from_trf(&trf).expect("the engine reads our TRF");
    assert_eq!(parsed.players.len(), 5);
    parsed.validate().expect("consistent");
    let audit: Value = app
        .get(&format!("/api/v1/tournaments/{id}/audit"), None)
        .await
        .json()
        .await
        .unwrap();
    let actions: Vec<&str> = audit["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["create", "start", "finished"]);
    assert_eq!(audit["items"][1]["actor"], "organizer");
}

#[tokio::test]
async fn round_robin_all_at_once_starts_every_game() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &NAMES).await;
    let id = create(
        &app,
        &org,
        json!({"name": "Fast RR", "system": "round_robin", "days_per_move": 3, "rated": false, "schedule": "all_at_once"}),
    )
    .await;
    join_all(&app, id, &players).await;
    app.post(
        &format!("/api/v1/tournaments/{id}/start"),
        Some(&org.token),
        json!({}),
    )
    .await;
    let mut rounds = Vec::new();
    for n in 1..=5 {
        let r = round(&app, id, n).await;
        check_round_is_berger(&r, n as usize);
        assert!(
            r["boards"]
                .as_array()
                .unwrap()
                .iter()
                .all(|b| b["game_id"].is_i64())
        );
        rounds.push(r);
    }
    // Every player has all four games running at once.
    let mine: Value = app
        .get("/api/v1/me/games?status=active", Some(&players[0].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["items"].as_array().unwrap().len(), 4);
    // Results in any order: the last round first.
    for r in rounds.iter().rev() {
        play_rr_round(&app, r, &players, false).await;
    }
    let s: Value = app
        .get(&format!("/api/v1/tournaments/{id}/standings"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(s["final"], true);
    check_rr_standings(&s);
}

#[tokio::test]
async fn swiss_of_nine_players_over_four_rounds() {
    let app = spawn_app().await;
    let names = [
        "ada", "ben", "cid", "dora", "eddy", "fay", "gus", "hal", "ivy",
    ];
    let (org, players) = setup(&app, &names).await;
    // Too many rounds for the field is refused up front when max_players says so.
    let p = problem(
        app.post(
            "/api/v1/tournaments",
            Some(&org.token),
            json!({"name": "x", "system": "swiss", "rounds": 8, "max_players": 9, "days_per_move": 3, "rated": false}),
        )
        .await,
        422,
    )
    .await;
    assert!(
        p["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("round robin")
    );
    let id = create(&app, &org, json!({"name": "Swiss", "system": "swiss", "rounds": 4, "days_per_move": 3, "rated": false})).await;
    join_all(&app, id, &players).await;
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({})
        )
        .await
        .status(),
        200
    );
    let tpn = |name: &str| names.iter().position(|n| *n == name).unwrap() + 1;
    // Round 1 by the FIDE rules: top half against bottom half, the lowest player gets the bye.
    let r1 = round(&app, id, 1).await;
    let pairs: Vec<(usize, usize)> = r1["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                tpn(b["white"].as_str().unwrap()),
                tpn(b["black"].as_str().unwrap()),
            )
        })
        .collect();
    let unordered: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    assert_eq!(unordered, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
    // Colours alternate down the boards from the drawn initial colour.
    let first_white = pairs[0].0 == 1;
    for (i, (w, _)) in pairs.iter().enumerate() {
        assert_eq!(
            *w == i + 1,
            if i % 2 == 0 {
                first_white
            } else {
                !first_white
            },
            "board {}",
            i + 1
        );
    }
    assert_eq!(r1["byes"], json!([{"player": "ivy", "kind": "pab"}]));

    // Play four rounds: the higher-ranked player wins, except that pairs whose numbers add up
    // to a multiple of 3 draw.
    let mut met: HashSet<(usize, usize)> = HashSet::new();
    let mut byes: Vec<usize> = Vec::new();
    // Per player and round: (opponent or None for the bye, points scored).
    let mut history: HashMap<usize, Vec<(Option<usize>, f64)>> = HashMap::new();
    for n in 1..=4 {
        let r = round(&app, id, n).await;
        assert_eq!(
            r["byes"].as_array().unwrap().len(),
            1,
            "one bye in round {n}"
        );
        let bye = tpn(r["byes"][0]["player"].as_str().unwrap());
        assert_eq!(r["byes"][0]["kind"], "pab");
        assert!(!byes.contains(&bye), "{bye} got a second bye");
        byes.push(bye);
        history.entry(bye).or_default().push((None, 1.0));
        for b in r["boards"].as_array().unwrap() {
            let (wn, bn) = (b["white"].as_str().unwrap(), b["black"].as_str().unwrap());
            let (w, bl) = (tpn(wn), tpn(bn));
            assert!(met.insert((w.min(bl), w.max(bl))), "rematch {w}-{bl}");
            let result = if (w + bl) % 3 == 0 {
                "1/2-1/2"
            } else if w < bl {
                "1-0"
            } else {
                "0-1"
            };
            let (sw, sb) = match result {
                "1-0" => (1.0, 0.0),
                "0-1" => (0.0, 1.0),
                _ => (0.5, 0.5),
            };
            history.entry(w).or_default().push((Some(bl), sw));
            history.entry(bl).or_default().push((Some(w), sb));
            decide(
                &app,
                b["game_id"].as_i64().unwrap(),
                by_name(&players, wn),
                by_name(&players, bn),
                result,
                false,
            )
            .await;
        }
    }
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(t["status"], "finished");

    // Tie-breaks computed here from the rounds (C.07, 2026): an opponent's contribution is
    // their final score; the pairing-allocated bye is a dummy worth min(own score, ½ × 4).
    let points: HashMap<usize, f64> = history
        .iter()
        .map(|(p, h)| (*p, h.iter().map(|x| x.1).sum()))
        .collect();
    let s: Value = app
        .get(&format!("/api/v1/tournaments/{id}/standings"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(s["tiebreaks"], json!(["BH/C1", "BH", "SB", "DE"]));
    let rows = s["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    let total: f64 = rows.iter().map(|r| r["points"].as_f64().unwrap()).sum();
    assert_eq!(total, 4.0 * 4.0 + 4.0, "four games and a bye per round");
    for row in rows {
        let p = tpn(row["player"].as_str().unwrap());
        let own = points[&p];
        assert_eq!(row["points"].as_f64(), Some(own));
        let contributions: Vec<(f64, f64)> = history[&p]
            .iter()
            .map(|(opp, scored)| (opp.map(|o| points[&o]).unwrap_or(own.min(2.0)), *scored))
            .collect();
        let bh: f64 = contributions.iter().map(|c| c.0).sum();
        let lowest = contributions
            .iter()
            .map(|c| c.0)
            .fold(f64::INFINITY, f64::min);
        let sb: f64 = contributions.iter().map(|(c, s)| c * s).sum();
        assert_eq!(row["values"][0].as_f64(), Some(bh - lowest), "BH/C1 of {p}");
        assert_eq!(row["values"][1].as_f64(), Some(bh), "BH of {p}");
        assert_eq!(row["values"][2].as_f64(), Some(sb), "SB of {p}");
    }
    // Ranked by points, then the tie-breaks in order.
    for w in rows.windows(2) {
        let key = |r: &Value| {
            (
                r["points"].as_f64().unwrap(),
                r["values"][0].as_f64().unwrap(),
                r["values"][1].as_f64().unwrap(),
            )
        };
        assert!(key(&w[0]) >= key(&w[1]), "{w:?}");
    }
    let trf = app
        .get(&format!("/api/v1/tournaments/{id}/export.trf"), None)
        .await
        .text()
        .await
        .unwrap();
    let parsed = camelot_pairing::Tournament::from_trf(&trf).expect("the engine reads our TRF");
    parsed.validate().expect("consistent");
    assert_eq!(parsed.total_rounds, 4);
}

#[tokio::test]
async fn creation_is_for_organizers_and_validated() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &["pla"]).await;
    problem(
        app.post("/api/v1/tournaments", Some(&players[0].token), json!({"name": "x", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false}))
            .await,
        403,
    )
    .await;
    for bad in [
        json!({"name": "", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false}),
        json!({"name": "x", "system": "knockout", "days_per_move": 3, "rated": false}),
        json!({"name": "x", "system": "swiss", "days_per_move": 3, "rated": false}),
        json!({"name": "x", "system": "round_robin", "rounds": 3, "days_per_move": 3, "rated": false}),
        json!({"name": "x", "system": "round_robin", "days_per_move": 3, "rated": false, "tiebreaks": ["BH"]}),
        json!({"name": "x", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false, "tiebreaks": ["XYZ"]}),
        json!({"name": "x", "system": "swiss", "rounds": 3, "days_per_move": 61, "rated": false}),
        json!({"name": "x", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false, "scoring": "2-1-0"}),
        json!({"name": "x", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false, "schedule": "all_at_once"}),
    ] {
        problem(
            app.post("/api/v1/tournaments", Some(&org.token), bad.clone())
                .await,
            422,
        )
        .await;
    }
    let id = create(
        &app,
        &org,
        json!({"name": "Football", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false, "scoring": "3-1-0", "tiebreaks": ["bh/c1", "sb"]}),
    )
    .await;
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (t["scoring"].as_str(), t["tiebreaks"].clone()),
        (Some("3-1-0"), json!(["BH/C1", "SB"]))
    );
    let list: Value = app
        .get("/api/v1/tournaments?status=registration", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(list["items"][0]["id"], id);
    problem(
        app.get("/api/v1/tournaments?status=paused", None).await,
        400,
    )
    .await;
    problem(app.get("/api/v1/tournaments/999999", None).await, 404).await;
    // A Swiss with too few players for its rounds cannot start.
    app.post(
        &format!("/api/v1/tournaments/{id}/join"),
        Some(&players[0].token),
        json!({}),
    )
    .await;
    let p = problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("round robin"));
    // Leave before the start; joining twice is refused.
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/leave"),
            Some(&org.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{id}/leave"),
            Some(&players[0].token),
            json!({})
        )
        .await
        .status(),
        200
    );
    app.post(
        &format!("/api/v1/tournaments/{id}/join"),
        Some(&players[0].token),
        json!({}),
    )
    .await;
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/join"),
            Some(&players[0].token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
}

#[tokio::test]
async fn round_robin_withdrawal_strikes_or_forfeits() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &NAMES).await;
    let id = create(
        &app,
        &org,
        json!({"name": "RR", "system": "round_robin", "days_per_move": 3, "rated": false}),
    )
    .await;
    join_all(&app, id, &players).await;
    app.post(
        &format!("/api/v1/tournaments/{id}/start"),
        Some(&org.token),
        json!({}),
    )
    .await;
    // Round 1: bob-eve and cal-dan play; amy has the bye.
    let r1 = round(&app, id, 1).await;
    play_rr_round(&app, &r1, &players, false).await;
    // Round 2 is paired; eve (one game of four played) withdraws: her running game is lost and
    // all her results are struck.
    let r2 = round(&app, id, 2).await;
    let eve = by_name(&players, "eve");
    // Only the organizer may withdraw someone else.
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/withdraw"),
            Some(&players[0].token),
            json!({"username": "eve"}),
        )
        .await,
        403,
    )
    .await;
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{id}/withdraw"),
            Some(&eve.token),
            json!({})
        )
        .await
        .status(),
        200
    );
    let eve_game = r2["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["white"] == "eve" || b["black"] == "eve")
        .unwrap();
    let g = app.game(eve_game["game_id"].as_i64().unwrap()).await;
    assert_eq!(
        (g["result"].as_str(), g["termination"].as_str()),
        (Some("0-1"), Some("forfeit"))
    );
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/withdraw"),
            Some(&eve.token),
            json!({}),
        )
        .await,
        409,
    )
    .await;
    let s: Value = app
        .get(&format!("/api/v1/tournaments/{id}/standings"), None)
        .await
        .json()
        .await
        .unwrap();
    let names: Vec<&str> = s["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["player"].as_str().unwrap())
        .collect();
    assert!(!names.contains(&"eve"), "struck results: {names:?}");
    // bob's round-1 win against eve no longer counts.
    let bob = s["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == "bob")
        .unwrap();
    assert_eq!(bob["points"].as_f64(), Some(0.0));
    // The rest of round 2 is played; later games against eve are not played at all.
    play_rr_round(&app, &json!({"boards": r2["boards"].as_array().unwrap().iter().filter(|b| b["white"] != "eve" && b["black"] != "eve").cloned().collect::<Vec<_>>()}), &players, false).await;
    let r3 = round(&app, id, 3).await;
    let eve_board = r3["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["white"] == "eve" || b["black"] == "eve")
        .unwrap();
    assert!(eve_board["game_id"].is_null());
    assert_eq!(
        eve_board["result"],
        if eve_board["white"] == "eve" {
            "-+"
        } else {
            "+-"
        }
    );
    let audit: Value = app
        .get(&format!("/api/v1/tournaments/{id}/audit"), None)
        .await
        .json()
        .await
        .unwrap();
    let w = audit["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["action"] == "withdraw")
        .unwrap();
    assert_eq!(
        (
            w["data"]["player"].as_str(),
            w["data"]["results_struck"].as_bool()
        ),
        (Some("eve"), Some(true))
    );
}

#[tokio::test]
async fn swiss_withdrawal_byes_forbidden_pairs_and_late_entry() {
    let app = spawn_app().await;
    let names = ["ann", "bea", "cat", "deb", "eli", "fox"];
    let (org, players) = setup(&app, &names).await;
    let id = create(
        &app,
        &org,
        json!({"name": "Swiss", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false, "late_join_until_round": 2}),
    )
    .await;
    join_all(&app, id, &players[..5]).await;
    // Byes and forbidden pairs need a Swiss; organizer rights are checked.
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/forbidden-pairs"),
            Some(&players[0].token),
            json!({"players": ["ann", "bea"]}),
        )
        .await,
        403,
    )
    .await;
    let res = app
        .post(
            &format!("/api/v1/tournaments/{id}/forbidden-pairs"),
            Some(&org.token),
            json!({"players": ["ann", "cat"]}),
        )
        .await;
    assert_eq!(res.status(), 204);
    app.post(
        &format!("/api/v1/tournaments/{id}/start"),
        Some(&org.token),
        json!({}),
    )
    .await;
    // A half-point bye for round 2, asked by the player; a full point needs the organizer.
    let deb = by_name(&players, "deb");
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/byes"),
            Some(&deb.token),
            json!({"round": 1}),
        )
        .await,
        422,
    )
    .await;
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/byes"),
            Some(&deb.token),
            json!({"round": 2, "kind": "full"}),
        )
        .await,
        403,
    )
    .await;
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{id}/byes"),
            Some(&deb.token),
            json!({"round": 2})
        )
        .await
        .status(),
        204
    );
    // fox joins late (before round 2 is paired): round 1 is a zero-point bye.
    let fox = by_name(&players, "fox");
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{id}/join"),
            Some(&fox.token),
            json!({})
        )
        .await
        .status(),
        200
    );
    let r1 = round(&app, id, 1).await;
    for b in r1["boards"].as_array().unwrap() {
        let pair = [b["white"].as_str().unwrap(), b["black"].as_str().unwrap()];
        assert!(
            !(pair.contains(&"ann") && pair.contains(&"cat")),
            "forbidden pair met"
        );
        decide(
            &app,
            b["game_id"].as_i64().unwrap(),
            by_name(&players, pair[0]),
            by_name(&players, pair[1]),
            "1-0",
            false,
        )
        .await;
    }
    let r2 = round(&app, id, 2).await;
    let byes: HashMap<String, String> = r2["byes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["player"].as_str().unwrap().to_owned(),
                b["kind"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(byes.get("deb").map(String::as_str), Some("half_bye"));
    assert!(
        r2["boards"]
            .as_array()
            .unwrap()
            .iter()
            .any(|b| b["white"] == "fox" || b["black"] == "fox"),
        "late entry is paired"
    );
    // eli withdraws in round 2: the running game is lost, round 3 leaves eli out.
    let eli_board = r2["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["white"] == "eli" || b["black"] == "eli")
        .cloned();
    let eli = by_name(&players, "eli");
    // The organizer withdraws eli.
    assert_eq!(
        app.post(
            &format!("/api/v1/tournaments/{id}/withdraw"),
            Some(&org.token),
            json!({"username": "eli"})
        )
        .await
        .status(),
        200
    );
    if let Some(b) = &eli_board {
        let g = app.game(b["game_id"].as_i64().unwrap()).await;
        assert_eq!(g["termination"], "forfeit");
    }
    for b in r2["boards"].as_array().unwrap() {
        let g = app.game(b["game_id"].as_i64().unwrap()).await;
        if g["status"] == "active" {
            let pair = [b["white"].as_str().unwrap(), b["black"].as_str().unwrap()];
            decide(
                &app,
                g["id"].as_i64().unwrap(),
                by_name(&players, pair[0]),
                by_name(&players, pair[1]),
                "1/2-1/2",
                false,
            )
            .await;
        }
    }
    let r3 = round(&app, id, 3).await;
    let in_r3: Vec<&str> = r3["boards"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|b| [b["white"].as_str().unwrap(), b["black"].as_str().unwrap()])
        .chain(
            r3["byes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b["player"].as_str().unwrap()),
        )
        .collect();
    assert!(!in_r3.contains(&eli.name.as_str()));
    let x: Value = app
        .get(&format!("/api/v1/tournaments/{id}/crosstable"), None)
        .await
        .json()
        .await
        .unwrap();
    let fox_row = x["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == "fox")
        .unwrap();
    assert_eq!(fox_row["rounds"][0], "Z");
    let deb_row = x["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == "deb")
        .unwrap();
    assert_eq!(deb_row["rounds"][1], "H");
    let audit: Value = app
        .get(&format!("/api/v1/tournaments/{id}/audit?limit=100"), None)
        .await
        .json()
        .await
        .unwrap();
    let actions: Vec<&str> = audit["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    for a in ["forbidden_pair", "start", "bye", "late_join", "withdraw"] {
        assert!(actions.contains(&a), "{a} missing from {actions:?}");
    }
}

#[tokio::test]
async fn unfinished_games_are_adjudicated_after_the_round_deadline() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &["ray", "sam", "tom", "uma"]).await;
    let id = create(
        &app,
        &org,
        json!({"name": "Deadline RR", "system": "round_robin", "days_per_move": 14, "rated": false, "round_deadline_days": 10}),
    )
    .await;
    join_all(&app, id, &players).await;
    app.post(
        &format!("/api/v1/tournaments/{id}/start"),
        Some(&org.token),
        json!({}),
    )
    .await;
    let r1 = round(&app, id, 1).await;
    let g = r1["boards"][0]["game_id"].as_i64().unwrap();
    let url = format!("/api/v1/tournaments/{id}/games/{g}/adjudicate");
    let p = problem(
        app.post(&url, Some(&org.token), json!({"result": "1-0"}))
            .await,
        409,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("deadline"));
    app.clock.advance(chrono::Duration::days(11));
    assert_eq!(
        round(&app, id, 1).await["boards"][0]["awaiting_adjudication"],
        true
    );
    problem(
        app.post(&url, Some(&players[0].token), json!({"result": "1-0"}))
            .await,
        403,
    )
    .await;
    problem(
        app.post(&url, Some(&org.token), json!({"result": "2-0"}))
            .await,
        422,
    )
    .await;
    problem(
        app.post(
            &format!("/api/v1/tournaments/{id}/games/999999/adjudicate"),
            Some(&org.token),
            json!({"result": "1-0"}),
        )
        .await,
        404,
    )
    .await;
    assert_eq!(
        app.post(&url, Some(&org.token), json!({"result": "1/2-1/2"}))
            .await
            .status(),
        204
    );
    let game = app.game(g).await;
    assert_eq!(
        (game["result"].as_str(), game["termination"].as_str()),
        (Some("1/2-1/2"), Some("adjudication"))
    );
    problem(
        app.post(&url, Some(&org.token), json!({"result": "1-0"}))
            .await,
        409,
    )
    .await;
    let b2 = r1["boards"][1].clone();
    let (w, bl) = (
        by_name(&players, b2["white"].as_str().unwrap()),
        by_name(&players, b2["black"].as_str().unwrap()),
    );
    decide(&app, b2["game_id"].as_i64().unwrap(), w, bl, "1-0", false).await;
    // The round is complete: round 2 is paired.
    assert_eq!(round(&app, id, 1).await["complete"], true);
    round(&app, id, 2).await;
    let audit: Value = app
        .get(&format!("/api/v1/tournaments/{id}/audit"), None)
        .await
        .json()
        .await
        .unwrap();
    assert!(
        audit["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["action"] == "adjudicate" && a["actor"] == "organizer")
    );
}

#[tokio::test]
async fn simultaneous_last_results_on_two_processes_pair_the_next_round_once() {
    let app_a = spawn_app().await;
    let app_b = spawn_app_on(&app_a.database_url, |_| {}).await;
    let (org, players) = setup(&app_a, &["val", "wes", "xia", "yan"]).await;
    for attempt in 0..3 {
        let id = create(&app_a, &org, json!({"name": format!("Race {attempt}"), "system": "round_robin", "days_per_move": 3, "rated": false})).await;
        join_all(&app_a, id, &players).await;
        app_a
            .post(
                &format!("/api/v1/tournaments/{id}/start"),
                Some(&org.token),
                json!({}),
            )
            .await;
        let r1 = round(&app_a, id, 1).await;
        let boards = r1["boards"].as_array().unwrap().clone();
        assert_eq!(boards.len(), 2);
        // Both games end at the same instant, each through another server process.
        let resign = |app: &TestApp, b: &Value| {
            let who = by_name(&players, b["black"].as_str().unwrap())
                .token
                .clone();
            let url = app.url(&format!("/api/v1/games/{}/resign", b["game_id"]));
            let client = app.client.clone();
            async move {
                client
                    .post(url)
                    .bearer_auth(who)
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            }
        };
        let (a, b) = tokio::join!(resign(&app_a, &boards[0]), resign(&app_b, &boards[1]));
        assert_eq!((a, b), (200, 200));
        let r2 = round(&app_a, id, 2).await;
        assert_eq!(
            r2["boards"].as_array().unwrap().len(),
            2,
            "round 2 paired once"
        );
        let games: Value = app_a
            .get("/api/v1/me/games?status=active", Some(&players[0].token))
            .await
            .json()
            .await
            .unwrap();
        let in_this: usize = games["items"].as_array().unwrap().len();
        assert_eq!(in_this, 1, "one round-2 game for each player, not two");
        // Finish round 2 so the next attempt starts clean for the player's game list.
        for b in r2["boards"].as_array().unwrap() {
            resign(&app_a, b).await;
        }
        let r3 = round(&app_a, id, 3).await;
        for b in r3["boards"].as_array().unwrap() {
            resign(&app_a, b).await;
        }
        let t: Value = app_a
            .get(&format!("/api/v1/tournaments/{id}"), None)
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(t["status"], "finished");
    }
}

#[tokio::test]
async fn scheduled_start_by_the_job() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &["kim", "lee", "max"]).await;
    let at = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    let id = create(&app, &org, json!({"name": "Timed", "system": "round_robin", "days_per_move": 3, "rated": false, "starts_at": at})).await;
    join_all(&app, id, &players).await;
    camelot_server::jobs::run_once(&app.state).await.unwrap();
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(t["status"], "registration");
    app.clock.advance(chrono::Duration::hours(3));
    camelot_server::jobs::run_once(&app.state).await.unwrap();
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(t["status"], "running");
    let audit: Value = app
        .get(&format!("/api/v1/tournaments/{id}/audit"), None)
        .await
        .json()
        .await
        .unwrap();
    let start = audit["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["action"] == "start")
        .unwrap();
    assert!(start["actor"].is_null(), "the system started it");
}

/// Standings and crosstables are kept per tournament version: a result, a withdrawal or a new
/// round recorded through another server process shows at once in the tables this process had
/// already computed.
#[tokio::test]
async fn kept_tables_follow_changes_made_by_another_process() {
    let app_a = spawn_app().await;
    let app_b = spawn_app_on(&app_a.database_url, |_| {}).await;
    let (org, players) = setup(&app_a, &["ann", "bea", "cid", "dov"]).await;
    let id = create(
        &app_a,
        &org,
        json!({"name": "Kept", "system": "swiss", "rounds": 2, "days_per_move": 3, "rated": false}),
    )
    .await;
    join_all(&app_a, id, &players).await;
    let res = app_a
        .post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    let tables = |app: &TestApp| {
        let standings = app.url(&format!("/api/v1/tournaments/{id}/standings"));
        let cross = app.url(&format!("/api/v1/tournaments/{id}/crosstable"));
        let client = app.client.clone();
        async move {
            let s: Value = client
                .get(standings)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            let c: Value = client
                .get(cross)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            (s, c)
        }
    };
    let points = |s: &Value| -> f64 {
        s["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["points"].as_f64().unwrap())
            .sum()
    };
    let (s0, c0) = tables(&app_a).await;
    // Asked twice, the kept tables are the same text.
    assert_eq!(tables(&app_a).await, (s0.clone(), c0.clone()));
    assert_eq!(points(&s0), 0.0);
    assert!(
        c0["rows"][0]["rounds"][0] == "*",
        "round 1 in progress: {c0}"
    );
    // Each table has an entity tag: a client holding it gets 304, on either process.
    let conditional = async |app: &TestApp, table: &str, tag: &str| {
        app.client
            .get(app.url(&format!("/api/v1/tournaments/{id}/{table}")))
            .header("if-none-match", tag)
            .send()
            .await
            .unwrap()
    };
    let mut tags = Vec::new();
    for table in ["standings", "crosstable"] {
        let res = app_a
            .get(&format!("/api/v1/tournaments/{id}/{table}"), None)
            .await;
        let tag = res.headers()["etag"].to_str().unwrap().to_owned();
        for app in [&app_a, &app_b] {
            let res = conditional(app, table, &tag).await;
            assert_eq!(res.status(), 304, "{table}");
            assert_eq!(res.headers()["etag"].to_str().unwrap(), tag);
        }
        tags.push((table, tag));
    }
    assert_ne!(tags[0].1, tags[1].1);
    let r1 = round(&app_a, id, 1).await;
    let boards = r1["boards"].as_array().unwrap();
    // One game ends through process B.
    let loser = by_name(&players, boards[0]["black"].as_str().unwrap());
    let res = app_b
        .post(
            &format!("/api/v1/games/{}/resign", boards[0]["game_id"]),
            Some(&loser.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    // The crosstable shows the result at once; the standings count completed rounds only.
    let (s1, c1) = tables(&app_a).await;
    assert_eq!(s1, s0);
    for (table, tag) in &tags {
        let res = conditional(&app_a, table, tag).await;
        assert_eq!(res.status(), 200, "{table} after a result");
        assert_ne!(res.headers()["etag"].to_str().unwrap(), tag.as_str());
    }
    assert_ne!(c1, c0);
    let winner = boards[0]["white"].as_str().unwrap();
    let row = c1["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == winner)
        .unwrap();
    assert!(row["rounds"][0].as_str().unwrap().ends_with("w1"), "{c1}");
    // The other game ends through B as well: round 2 is paired, and A's crosstable shows it.
    let loser = by_name(&players, boards[1]["black"].as_str().unwrap());
    app_b
        .post(
            &format!("/api/v1/games/{}/resign", boards[1]["game_id"]),
            Some(&loser.token),
            json!({}),
        )
        .await;
    app_a.pair_due().await;
    let (s2, c2) = tables(&app_a).await;
    assert_eq!(points(&s2), 2.0, "{s2}");
    assert_eq!(s2["rows"][0]["points"], 1.0);
    assert_eq!(c2["rounds"], 2, "{c2}");
    assert_eq!(s2["rounds_complete"], 1);
    // A withdrawal through B shows in A's standings.
    let leaver = &players[3];
    let res = app_b
        .post(
            &format!("/api/v1/tournaments/{id}/withdraw"),
            Some(&leaver.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let (s3, _) = tables(&app_a).await;
    let row = s3["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == leaver.name.as_str())
        .unwrap();
    assert_eq!(row["withdrawn"], true, "{s3}");
}

/// When every player asked for a bye in the same round, that round holds only the byes and the
/// next round is paired as usual, with its own number.
#[tokio::test]
async fn a_round_where_everyone_has_a_bye_holds_only_the_byes() {
    let app = spawn_app().await;
    let (org, players) = setup(&app, &["ada", "bob", "cyd", "dee", "eve", "fin"]).await;
    let id = create(
        &app,
        &org,
        json!({"name": "Byes", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false}),
    )
    .await;
    join_all(&app, id, &players).await;
    for p in &players {
        let res = app
            .post(
                &format!("/api/v1/tournaments/{id}/byes"),
                Some(&p.token),
                json!({"round": 2}),
            )
            .await;
        assert_eq!(res.status(), 204, "{}", p.name);
    }
    let res = app
        .post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let resign_all = async |r: &Value| {
        for b in r["boards"].as_array().unwrap() {
            let loser = by_name(&players, b["black"].as_str().unwrap());
            let res = app
                .post(
                    &format!("/api/v1/games/{}/resign", b["game_id"]),
                    Some(&loser.token),
                    json!({}),
                )
                .await;
            assert_eq!(res.status(), 200);
        }
    };
    let r1 = round(&app, id, 1).await;
    assert_eq!(r1["boards"].as_array().unwrap().len(), 3);
    resign_all(&r1).await;
    let r2 = round(&app, id, 2).await;
    assert_eq!(r2["boards"].as_array().unwrap().len(), 0, "{r2}");
    let byes = r2["byes"].as_array().unwrap();
    assert_eq!(byes.len(), 6, "{r2}");
    assert!(byes.iter().all(|b| b["kind"] == "half_bye"), "{r2}");
    let r3 = round(&app, id, 3).await;
    assert_eq!(r3["boards"].as_array().unwrap().len(), 3, "{r3}");
    // Round 3 meets nobody again: the round-1 winners (1 + ½) play each other first.
    let met: Vec<[String; 2]> = r1["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let mut p = [
                b["white"].as_str().unwrap().to_owned(),
                b["black"].as_str().unwrap().to_owned(),
            ];
            p.sort();
            p
        })
        .collect();
    for b in r3["boards"].as_array().unwrap() {
        let mut p = [
            b["white"].as_str().unwrap().to_owned(),
            b["black"].as_str().unwrap().to_owned(),
        ];
        p.sort();
        assert!(!met.contains(&p), "rematch {p:?}");
    }
    resign_all(&r3).await;
    let s: Value = app
        .get(&format!("/api/v1/tournaments/{id}/standings"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(s["rounds_complete"], 3, "{s}");
}

/// Recording a round's last result answers at once and leaves the next Swiss round to the
/// pairing job: the tournament says a round is being paired, the organizer can preview it,
/// the job publishes exactly that pairing, once, on whichever replica takes it first, and
/// a replica that dies holding the lease leaves the round to another when the lease lapses.
#[tokio::test]
async fn swiss_rounds_are_paired_by_a_job_once_with_a_preview() {
    let app = spawn_app().await;
    let peer = spawn_app_on(&app.database_url, |_| {}).await;
    let names = ["ada", "ben", "cid", "dora", "eddy", "fay"];
    let (org, players) = setup(&app, &names).await;
    let id = create(
        &app,
        &org,
        json!({"name": "Job", "system": "swiss", "rounds": 3, "days_per_move": 3, "rated": false}),
    )
    .await;
    join_all(&app, id, &players).await;
    let res = app
        .post(
            &format!("/api/v1/tournaments/{id}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let preview_path = format!("/api/v1/tournaments/{id}/pairing-preview");
    // While round 1 is played there is nothing to preview.
    let p = problem(app.get(&preview_path, Some(&org.token)).await, 409).await;
    assert!(
        p["detail"].as_str().unwrap().contains("still being played"),
        "{p}"
    );
    let r1 = round(&app, id, 1).await;
    for b in r1["boards"].as_array().unwrap() {
        let loser = by_name(&players, b["black"].as_str().unwrap());
        let res = app
            .post(
                &format!("/api/v1/games/{}/resign", b["game_id"]),
                Some(&loser.token),
                json!({}),
            )
            .await;
        assert_eq!(res.status(), 200);
    }
    // The last result answered without pairing: round 2 is due, not there yet.
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(t["pairing_round"], 2, "{t}");
    assert_eq!(t["current_round"], 1);
    let res = app
        .get(&format!("/api/v1/tournaments/{id}/rounds/2"), None)
        .await;
    assert_eq!(res.status(), 404);
    // The preview: organizer only, not published.
    problem(app.get(&preview_path, Some(&players[0].token)).await, 403).await;
    let preview: Value = app
        .get(&preview_path, Some(&org.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(preview["round"], 2, "{preview}");
    assert_eq!(preview["valid"], true);
    assert_eq!(preview["boards"].as_array().unwrap().len(), 3);
    assert_eq!(
        app.get(&format!("/api/v1/tournaments/{id}/rounds/2"), None)
            .await
            .status(),
        404
    );
    // A replica takes the round and dies holding its lease: nobody pairs it until it lapses.
    let now = chrono::Utc::now();
    let mut conn = app.state.pool.get().await.unwrap();
    use camelot_server::service::tournaments::pairing_job;
    let claimed = pairing_job::claim(&mut conn, now, chrono::Duration::minutes(10))
        .await
        .unwrap();
    assert_eq!(claimed, Some((id, 2)));
    assert_eq!(app.pair_due().await + peer.pair_due().await, 0);
    // The lease lapses: both replicas try at once, exactly one pairs it.
    app.clock.advance(chrono::Duration::minutes(11));
    peer.clock.advance(chrono::Duration::minutes(11));
    let (a, b) = tokio::join!(app.pair_due(), peer.pair_due());
    assert_eq!(a + b, 1);
    let t: Value = app
        .get(&format!("/api/v1/tournaments/{id}"), None)
        .await
        .json()
        .await
        .unwrap();
    assert!(t.get("pairing_round").is_none(), "{t}");
    assert_eq!(t["current_round"], 2);
    let r2 = round(&app, id, 2).await;
    let pairs = |v: &Value| -> Vec<(String, String)> {
        v["boards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    b["white"].as_str().unwrap().to_owned(),
                    b["black"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    };
    assert_eq!(pairs(&r2), pairs(&preview));
    // Every player heard of both rounds.
    for p in &players {
        let n = app
            .events(p, 0)
            .await
            .iter()
            .filter(|e| e["kind"] == "round_paired")
            .count();
        assert_eq!(n, 2, "{}", p.name);
    }
}
