//! The server's languages: problem answers in the reader's language (Accept-Language, or the
//! saved preference, which wins), Content-Language on every answer, and `language` on /me.

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{TestApp, problem, spawn_app};

/// (Accept-Language, the illegal-move title, the detail of moving from the empty H8).
const ILLEGAL: [(&str, &str, &str); 6] = [
    ("en", "Illegal move", "There is no piece on H8"),
    (
        "id-ID,en;q=0.5",
        "Gerakan tidak sah",
        "Tidak ada bidak di petak H8",
    ),
    ("jv", "Laku ora sah", "Ora ana pasukan ing kothak H8"),
    (
        "sl-SI, en;q=0.8",
        "Nedovoljena poteza",
        "Na polju H8 ni figure",
    ),
    (
        "fr;q=0.9, eu",
        "Mugimendu debekatua",
        "Ez dago piezarik H8 laukian",
    ),
    (
        "sw",
        "Tendo lisilo halali",
        "Hakuna kipande kwenye mraba H8",
    ),
];

async fn move_in(app: &TestApp, game: i64, token: &str, accept: Option<&str>) -> reqwest::Response {
    let mut r = app
        .client
        .post(app.url(&format!("/api/v1/games/{game}/moves")))
        .bearer_auth(token)
        .json(&json!({"path": "H8-H9", "expected_ply": 0}));
    if let Some(a) = accept {
        r = r.header("accept-language", a);
    }
    r.send().await.expect("request")
}

fn content_language(res: &reqwest::Response) -> String {
    res.headers()
        .get("content-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned()
}

#[tokio::test]
async fn a_problem_is_answered_in_each_of_the_six_languages() {
    let app = spawn_app().await;
    let (w, b) = (app.player("lang_w").await, app.player("lang_b").await);
    let game = app.start_game(&w, &b, false).await;
    for (accept, title, detail) in ILLEGAL {
        let res = move_in(&app, game, &w.token, Some(accept)).await;
        let lang = content_language(&res);
        let p = problem(res, 422).await;
        assert_eq!(p["type"], "/problems/illegal-move", "{accept}");
        assert_eq!(
            p["reason"], "empty-origin",
            "{accept}: the tag never changes"
        );
        assert_eq!(p["title"], title, "{accept}");
        assert_eq!(p["detail"], detail, "{accept}");
        assert_eq!(
            lang,
            accept
                .chars()
                .take(2)
                .collect::<String>()
                .replace("fr", "eu")
        );
    }
    // Not your turn, in Slovenian; a language we lack is answered in English.
    let res = move_in(&app, game, &b.token, Some("sl")).await;
    let p = problem(res, 409).await;
    assert_eq!(p["title"], "Niste na vrsti");
    assert_eq!(p["detail"], "Na vrsti je vaš nasprotnik.");
    let res = move_in(&app, game, &b.token, Some("de-DE")).await;
    assert_eq!(content_language(&res), "en");
    let p = problem(res, 409).await;
    assert_eq!(p["title"], "It is not your turn");
}

#[tokio::test]
async fn every_answer_says_its_language() {
    let app = spawn_app().await;
    let res = ask(&app, Method::GET, "/api/v1/games", None, None, Some("eu")).await;
    assert_eq!(res.status(), 200);
    assert_eq!(content_language(&res), "eu");
    let res = app.get("/api/v1/games", None).await;
    assert_eq!(content_language(&res), "en");
    // A problem the server writes without a handler (no such route) is translated too.
    let res = ask(
        &app,
        Method::GET,
        "/api/v1/no-such-thing",
        None,
        None,
        Some("sw"),
    )
    .await;
    let p = problem(res, 404).await;
    assert_eq!(p["title"], "Haikupatikana");
}

#[tokio::test]
async fn registration_problems_are_translated_field_by_field() {
    let app = spawn_app().await;
    let res = app
        .client
        .post(app.url("/api/v1/auth/register"))
        .header("accept-language", "sl")
        .json(&json!({"username": "ab", "password": "short"}))
        .send()
        .await
        .unwrap();
    let p = problem(res, 422).await;
    assert_eq!(p["title"], "Zahteva ni veljavna");
    assert_eq!(p["detail"], "2 polji nista veljavni");
    let errors = p["errors"].as_array().unwrap();
    assert_eq!(errors[0]["field"], "username");
    assert_eq!(errors[0]["message"], "mora imeti od 3 do 32 znakov");
    assert_eq!(errors[1]["field"], "password");
    assert_eq!(errors[1]["message"], "mora imeti vsaj 10 znakov");
    let res = app
        .client
        .post(app.url("/api/v1/auth/login"))
        .header("accept-language", "id")
        .json(&json!({"username": "nobody", "password": "correct horse battery"}))
        .send()
        .await
        .unwrap();
    let p = problem(res, 401).await;
    assert_eq!(p["detail"], "Nama pengguna atau kata sandi salah.");
}

async fn patch_me(app: &TestApp, token: &str, body: Value) -> reqwest::Response {
    app.send(Method::PATCH, "/api/v1/me", Some(token), Some(body))
        .await
}

#[tokio::test]
async fn the_saved_language_beats_accept_language() {
    let app = spawn_app().await;
    let (w, b) = (app.player("saved_w").await, app.player("saved_b").await);
    let me: Value = app
        .get("/api/v1/me", Some(&w.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["language"], Value::Null, "not chosen yet");

    let res = patch_me(&app, &w.token, json!({"language": "sl"})).await;
    assert_eq!(res.status(), 200);
    let me: Value = res.json().await.unwrap();
    assert_eq!(me["language"], "sl");
    let me: Value = app
        .get("/api/v1/me", Some(&w.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["language"], "sl");

    let game = app.start_game(&w, &b, false).await;
    let res = move_in(&app, game, &w.token, Some("eu, en;q=0.5")).await;
    assert_eq!(content_language(&res), "sl");
    let p = problem(res, 422).await;
    assert_eq!(p["detail"], "Na polju H8 ni figure");
    // Without a saved language, Accept-Language decides.
    let res = move_in(&app, game, &b.token, Some("eu")).await;
    assert_eq!(content_language(&res), "eu");

    // null forgets the choice.
    let res = patch_me(&app, &w.token, json!({"language": null})).await;
    let me: Value = res.json().await.unwrap();
    assert_eq!(me["language"], Value::Null);
    let res = move_in(&app, game, &w.token, Some("sw")).await;
    assert_eq!(content_language(&res), "sw");
}

#[tokio::test]
async fn only_the_six_languages_can_be_saved() {
    let app = spawn_app().await;
    let w = app.player("picky").await;
    for bad in [json!("fr"), json!("SL"), json!(7)] {
        let res = patch_me(&app, &w.token, json!({"language": bad})).await;
        let p = problem(res, 422).await;
        assert_eq!(p["type"], "/problems/validation", "{bad}");
        assert_eq!(p["errors"][0]["field"], "language", "{bad}");
    }
    let me: Value = app
        .get("/api/v1/me", Some(&w.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["language"], Value::Null);
}

/// The calendar feed's titles are in the owner's saved language.
#[tokio::test]
async fn the_calendar_feed_speaks_its_owners_language() {
    let app = spawn_app().await;
    let (w, b) = (app.player("cal_w").await, app.player("cal_b").await);
    let game = app.start_game(&w, &b, false).await;
    let res = patch_me(&app, &w.token, json!({"language": "sl"})).await;
    assert_eq!(res.status(), 200);
    let res = app
        .post("/api/v1/me/calendar-token", Some(&w.token), json!({}))
        .await;
    assert_eq!(res.status(), 201);
    let link: Value = res.json().await.unwrap();
    let text = app
        .client
        .get(link["url"].as_str().unwrap())
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let unfolded = text.replace("\r\n ", "");
    assert!(
        unfolded.contains("SUMMARY:Camelot: na potezi ste proti igralcu cal_b"),
        "{unfolded}"
    );
    assert!(
        unfolded.contains("Roki v Camelotu za igralca cal_w"),
        "{unfolded}"
    );
    // The descriptions too: the feed's, and each event's, with its link after the sentence.
    assert!(
        unfolded
            .contains("DESCRIPTION:Kdaj vam poteče čas v dopisnih partijah in turnirskih kolih."),
        "{unfolded}"
    );
    assert!(
        unfolded.contains(&format!(
            "DESCRIPTION:Vaš čas v partiji {game} poteče zdaj. http"
        )),
        "{unfolded}"
    );
    assert!(!unfolded.contains("runs out"), "{unfolded}");
}

/// The computer opponents are described in the reader's language: Accept-Language for
/// anyone, the saved language for a signed-in caller; in English, the engine's own sentences,
/// which `en/server.ftl` mirrors for translators.
#[tokio::test]
async fn bots_are_described_in_the_readers_language() {
    let app = spawn_app().await;
    let descriptions = |res: reqwest::Response| async move {
        assert_eq!(res.status(), 200);
        let lang = content_language(&res);
        let bots: Value = res.json().await.unwrap();
        let texts: Vec<String> = bots
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["description"].as_str().unwrap().to_owned())
            .collect();
        (lang, texts)
    };
    let (lang, english) =
        descriptions(ask(&app, Method::GET, "/api/v1/bots", None, None, None).await).await;
    assert_eq!(lang, "en");
    assert_eq!(english.len(), 8);
    assert_eq!(
        english[0],
        "Just learned the moves: looks one move ahead and often picks the wrong one."
    );
    let catalog = include_str!("../../locales/en/server.ftl");
    for (i, text) in english.iter().enumerate() {
        let line = format!("bot-level-{} = {text}\n", i + 1);
        assert!(catalog.contains(&line), "en/server.ftl lacks {line:?}");
    }

    let (lang, swahili) = descriptions(
        ask(
            &app,
            Method::GET,
            "/api/v1/bots",
            None,
            None,
            Some("sw-KE, en;q=0.5"),
        )
        .await,
    )
    .await;
    assert_eq!(lang, "sw");
    assert_eq!(
        swahili[0],
        "Amejifunza matendo hivi punde: anaangalia tendo moja mbele na mara nyingi huchagua lisilo sahihi."
    );
    assert_eq!(swahili[7], "Nguvu kamili: injini katika ubora wake wote.");
    for (sw, en) in swahili.iter().zip(&english) {
        assert!(!sw.is_empty() && sw != en, "{sw}");
    }

    // A signed-in caller's saved language wins over the header.
    let who = app.player("bot_reader").await;
    let res = patch_me(&app, &who.token, json!({"language": "eu"})).await;
    assert_eq!(res.status(), 200);
    let (lang, basque) = descriptions(
        ask(
            &app,
            Method::GET,
            "/api/v1/bots",
            Some(&who.token),
            None,
            Some("sw"),
        )
        .await,
    )
    .await;
    assert_eq!(lang, "eu");
    assert_eq!(basque[7], "Indar osoa: motorra bere onenean.");
}

/// A request in language `lang`, with a body when one is given.
async fn ask(
    app: &TestApp,
    method: Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
    lang: Option<&str>,
) -> reqwest::Response {
    let mut r = app.client.request(method, app.url(path));
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    if let Some(b) = body {
        r = r.json(&b);
    }
    if let Some(l) = lang {
        r = r.header("accept-language", l);
    }
    r.send().await.expect("request")
}

/// Every detail is a message: the same refusal in English, Slovenian and Swahili, with the
/// numbers and ids as variables and plural forms chosen by the count.
#[tokio::test]
async fn details_are_answered_in_slovenian_and_swahili() {
    let app = spawn_app().await;
    let (w, b) = (app.player("det_w").await, app.player("det_b").await);
    let game = app.start_game(&w, &b, false).await;
    let detail = |res: reqwest::Response, status: u16| async move {
        let p = problem(res, status).await;
        p["detail"].as_str().unwrap_or_default().to_owned()
    };

    // A game and a challenge that do not exist.
    for (lang, text) in [
        (None, "There is no game 987654."),
        (Some("sl"), "Partije 987654 ni."),
        (Some("sw"), "Hakuna mchezo 987654."),
    ] {
        let res = ask(&app, Method::GET, "/api/v1/games/987654", None, None, lang).await;
        assert_eq!(detail(res, 404).await, text, "{lang:?}");
    }
    for (lang, text) in [
        (None, "There is no challenge 987654."),
        (Some("sl"), "Izziva 987654 ni."),
        (Some("sw"), "Hakuna changamoto 987654."),
    ] {
        let res = ask(
            &app,
            Method::GET,
            "/api/v1/challenges/987654",
            Some(&w.token),
            None,
            lang,
        )
        .await;
        assert_eq!(detail(res, 404).await, text, "{lang:?}");
    }

    // A move out of turn, and one sent for a ply the game is not at.
    let res = move_in(&app, game, &b.token, Some("sw")).await;
    let p = problem(res, 409).await;
    assert_eq!(p["title"], "Si zamu yako");
    assert_eq!(p["detail"], "Ni zamu ya mpinzani wako.");
    let moves = format!("/api/v1/games/{game}/moves");
    let stale = json!({"path": "D6-F8", "expected_ply": 3});
    for (lang, text) in [
        (
            None,
            "The game is at ply 0, not 3; reload it and try again.",
        ),
        (
            Some("sl"),
            "Partija je pri polpotezi 0, ne 3; znova jo naložite in poskusite še enkrat.",
        ),
        (
            Some("sw"),
            "Mchezo uko kwenye nusu-tendo 0, si 3; upakie upya kisha ujaribu tena.",
        ),
    ] {
        let res = ask(
            &app,
            Method::POST,
            &moves,
            Some(&w.token),
            Some(stale.clone()),
            lang,
        )
        .await;
        assert_eq!(detail(res, 412).await, text, "{lang:?}");
    }

    // A draw claim the rules refuse: English is the rules' sentence, the others count the
    // plies with their own plural forms.
    let claim = format!("/api/v1/games/{game}/draw-claim");
    for (lang, text) in [
        (
            None,
            "No draw can be claimed: the position has occurred 1 time(s) (3 needed) and 0 plies \
             have passed without a capture or castle entry (100 needed)",
        ),
        (
            Some("sl"),
            "Remija ni mogoče zahtevati: postavitev se je pojavila 1-krat (potrebne so 3 \
             ponovitve), brez ulova ali vstopa v grad pa je minilo 0 polpotez (potrebnih je 100)",
        ),
        (
            Some("sw"),
            "Sare haiwezi kudaiwa: mpangilio huu umetokea mara 1 (zinahitajika 3) na \
             nusu-matendo 0 yamepita bila kuchukua wala kuingia Ngome (yanahitajika 100)",
        ),
    ] {
        let res = ask(&app, Method::POST, &claim, Some(&w.token), None, lang).await;
        assert_eq!(detail(res, 422).await, text, "{lang:?}");
    }

    // A path parameter of the wrong type: the detail and the field's message.
    for (lang, text, message) in [
        (
            None,
            "The path parameter id: must be a whole number.",
            "must be a whole number",
        ),
        (
            Some("sl"),
            "Parameter poti id: mora biti celo število.",
            "mora biti celo število",
        ),
        (
            Some("sw"),
            "Kigezo cha njia id: lazima iwe namba kamili.",
            "lazima iwe namba kamili",
        ),
    ] {
        let res = ask(&app, Method::GET, "/api/v1/games/abc", None, None, lang).await;
        let p = problem(res, 400).await;
        assert_eq!(p["detail"], text, "{lang:?}");
        assert_eq!(p["errors"][0]["field"], "id");
        assert_eq!(p["errors"][0]["message"], message, "{lang:?}");
    }
}

/// A validation problem counts its fields in the reader's plural forms, and each field's
/// message is translated with its limits as variables.
#[tokio::test]
async fn a_validation_problem_counts_its_fields_in_each_language() {
    let app = spawn_app().await;
    let w = app.player("count_w").await;
    let body = json!({"name": "", "scopes": [], "expires_in_days": 0});
    let cases = [
        (
            None,
            "3 fields are not valid",
            [
                "must be 1 to 100 characters long",
                "name at least one scope",
                "must be between 1 and 3650",
            ],
        ),
        (
            Some("sl"),
            "3 polja niso veljavna",
            [
                "mora imeti od 1 do 100 znakov",
                "navedite vsaj en obseg",
                "mora biti med 1 in 3650",
            ],
        ),
        (
            Some("sw"),
            "Sehemu 3 si sahihi",
            [
                "lazima iwe na herufi 1 hadi 100",
                "taja angalau wigo mmoja",
                "lazima iwe kati ya 1 na 3650",
            ],
        ),
    ];
    for (lang, summary, messages) in cases {
        let res = ask(
            &app,
            Method::POST,
            "/api/v1/me/tokens",
            Some(&w.token),
            Some(body.clone()),
            lang,
        )
        .await;
        let p = problem(res, 422).await;
        assert_eq!(p["detail"], summary, "{lang:?}");
        let errors = p["errors"].as_array().expect("errors");
        let fields: Vec<&str> = errors.iter().filter_map(|e| e["field"].as_str()).collect();
        assert_eq!(fields, ["name", "scopes", "expires_in_days"]);
        for (e, message) in errors.iter().zip(messages) {
            assert_eq!(e["message"], message, "{lang:?}");
        }
    }
    // One field: the detail names it, in the reader's words.
    let res = ask(
        &app,
        Method::POST,
        "/api/v1/me/tokens",
        Some(&w.token),
        Some(json!({"name": "bot", "scopes": ["game:read"], "expires_in_days": 0})),
        Some("sl"),
    )
    .await;
    let p = problem(res, 422).await;
    assert_eq!(p["detail"], "expires_in_days: mora biti med 1 in 3650");
}
