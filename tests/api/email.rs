//! E-mail through a real SMTP server started by the test: verification first, then "your move"
//! digests at most once per interval (most urgent game first), deadline warnings at once, and
//! one-click unsubscribe.

use chrono::Duration;
use serde_json::{Value, json};

use camelot_server::service::games::deadlines;

use crate::notifications::deliver;
use crate::peers::{Mail, SmtpServer};
use crate::support::{Player, TestApp, problem, spawn_app_with};

const SITE: &str = "https://camelot.example";

async fn app_with_mail(smtp: &SmtpServer) -> TestApp {
    let url = smtp.url.clone();
    spawn_app_with(|v| {
        v.insert("SMTP_URL".into(), url);
        v.insert(
            "MAIL_FROM".into(),
            "Camelot Server <noreply@camelot.example>".into(),
        );
        v.insert("PUBLIC_BASE_URL".into(), SITE.into());
    })
    .await
}

async fn set_email(app: &TestApp, who: &Player, address: &str) -> Value {
    let res = app
        .send(
            reqwest::Method::PATCH,
            "/api/v1/me",
            Some(&who.token),
            Some(json!({"email": address})),
        )
        .await;
    assert_eq!(res.status(), 200, "set e-mail");
    res.json().await.unwrap()
}

/// The link of a verification mail.
fn link_in(mail: &Mail) -> String {
    let text = mail.text();
    let start = text.find(SITE).expect("a link");
    text[start..]
        .split_whitespace()
        .next()
        .unwrap()
        .trim_end_matches(['"', '>'])
        .to_owned()
}

/// Turns a public link into one on the test server.
fn local(app: &TestApp, link: &str) -> String {
    app.url(link.strip_prefix(SITE).expect("a link to the site"))
}

/// Sets and verifies an address through the mailed link.
async fn verified(app: &TestApp, smtp: &SmtpServer, who: &Player, address: &str) {
    set_email(app, who, address).await;
    deliver(app).await;
    let mails = smtp.to(address);
    let mail = mails.last().expect("a verification mail");
    let res = app
        .client
        .get(local(app, &link_in(mail)))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn an_address_is_verified_before_it_gets_anything_else() {
    let smtp = SmtpServer::start();
    let app = app_with_mail(&smtp).await;
    let w = app.player("mail_w").await;
    let b = app.player("mail_b").await;
    problem(
        app.send(
            reqwest::Method::PATCH,
            "/api/v1/me",
            Some(&b.token),
            Some(json!({"email": "not an address"})),
        )
        .await,
        422,
    )
    .await;
    let me = set_email(&app, &b, "b@players.example").await;
    assert_eq!(me["pending_email"], "b@players.example");
    assert!(me["email"].is_null());
    // A move for Black while the address is unverified.
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    deliver(&app).await;
    let mails = smtp.to("b@players.example");
    assert_eq!(mails.len(), 1, "only the verification mail");
    let mail = &mails[0];
    assert!(mail.header("Subject").unwrap().contains("Confirm"));
    assert!(mail.header("List-Unsubscribe").is_none());
    assert!(mail.data.contains("text/plain") && mail.data.contains("text/html"));
    let id = mail
        .header("Message-ID")
        .expect("every mail carries a Message-ID");
    assert!(
        id.starts_with("<delivery-") && id.ends_with(">") && id.contains('@'),
        "{id}"
    );
    let link = link_in(mail);
    assert!(
        link.starts_with(&format!("{SITE}/api/v1/email/verify?token=")),
        "{link}"
    );
    // A wrong token is not known; the right one works once.
    problem(app.get("/api/v1/email/verify?token=nope", None).await, 404).await;
    let res = app.client.get(local(&app, &link)).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let me: Value = app
        .get("/api/v1/me", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["email"], "b@players.example");
    assert!(me["pending_email"].is_null());
    problem(
        app.client.get(local(&app, &link)).send().await.unwrap(),
        404,
    )
    .await;
    // An expired link: 410.
    set_email(&app, &w, "w@players.example").await;
    deliver(&app).await;
    let link = link_in(&smtp.to("w@players.example")[0]);
    app.clock.advance(Duration::hours(25));
    problem(
        app.client.get(local(&app, &link)).send().await.unwrap(),
        410,
    )
    .await;
}

#[tokio::test]
async fn your_move_mails_are_digested_and_deadline_warnings_go_at_once() {
    let smtp = SmtpServer::start();
    let app = app_with_mail(&smtp).await;
    let w = app.player("dig_w").await;
    let b = app.player("dig_b").await;
    verified(&app, &smtp, &b, "b@digest.example").await;
    let slow = app
        .start_game_with(&w, &b, json!({"kind": "per_move", "days": 5}))
        .await;
    let fast = app
        .start_game_with(&w, &b, json!({"kind": "per_move", "days": 2}))
        .await;
    let third = app
        .start_game_with(&w, &b, json!({"kind": "per_move", "days": 4}))
        .await;
    assert_eq!(app.play(slow, &w, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.play(fast, &w, "D6-F8", 0).await.status(), 201);
    deliver(&app).await;
    let mails = smtp.to("b@digest.example");
    assert_eq!(mails.len(), 2, "verification and one digest");
    let digest = &mails[1];
    assert_eq!(digest.header("Subject").unwrap(), "Your move in 2 games");
    let text = digest.text();
    let (at_fast, at_slow) = (
        text.find(&format!("Game {fast} ")).unwrap(),
        text.find(&format!("Game {slow} ")).unwrap(),
    );
    assert!(at_fast < at_slow, "most urgent first:\n{text}");
    let unsubscribe = digest.header("List-Unsubscribe").unwrap();
    assert!(
        unsubscribe.starts_with(&format!("<{SITE}/api/v1/email/unsubscribe?token=")),
        "{unsubscribe}"
    );
    assert_eq!(
        digest.header("List-Unsubscribe-Post").unwrap(),
        "List-Unsubscribe=One-Click"
    );
    // Another move within the hour: no mail yet.
    app.clock.advance(Duration::minutes(20));
    assert_eq!(app.play(third, &w, "D6-F8", 0).await.status(), 201);
    deliver(&app).await;
    assert_eq!(smtp.to("b@digest.example").len(), 2);
    // An hour after the digest the next one lists every game waiting, in deadline order.
    app.clock.advance(Duration::minutes(41));
    deliver(&app).await;
    let mails = smtp.to("b@digest.example");
    assert_eq!(mails.len(), 3);
    let text = mails[2].text();
    let order: Vec<usize> = [fast, third, slow]
        .iter()
        .map(|g| text.find(&format!("Game {g} ")).unwrap())
        .collect();
    assert!(order.windows(2).all(|p| p[0] < p[1]), "{text}");
    deliver(&app).await;
    assert_eq!(smtp.to("b@digest.example").len(), 3, "each move told once");
    // The fast game's deadline comes within a day: the warning goes at once, digest or not.
    app.clock.advance(Duration::hours(24));
    let mut conn = app.state.pool.get().await.unwrap();
    deadlines::warn_deadlines(&mut conn, app.now(), 100)
        .await
        .unwrap();
    drop(conn);
    deliver(&app).await;
    let mails = smtp.to("b@digest.example");
    assert_eq!(mails.len(), 4);
    assert_eq!(
        mails[3].header("Subject").unwrap(),
        format!("Less than a day left in game {fast}")
    );
    assert!(mails[3].header("List-Unsubscribe").is_some());
    // Every mail has its own Message-ID.
    let ids: std::collections::HashSet<String> = mails
        .iter()
        .map(|m| m.header("Message-ID").expect("a Message-ID"))
        .collect();
    assert_eq!(ids.len(), mails.len());
}

#[tokio::test]
async fn one_click_unsubscribe_stops_all_mail() {
    let smtp = SmtpServer::start();
    let app = app_with_mail(&smtp).await;
    let w = app.player("unsub_w").await;
    let b = app.player("unsub_b").await;
    verified(&app, &smtp, &b, "b@unsub.example").await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    deliver(&app).await;
    let mails = smtp.to("b@unsub.example");
    assert_eq!(mails.len(), 2);
    let header = mails[1].header("List-Unsubscribe").unwrap();
    let link = header.trim_start_matches('<').trim_end_matches('>');
    // Opening the link (as mail scanners do) changes nothing: it shows a button.
    let page = app.client.get(local(&app, link)).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("<form method=\"post\""));
    let prefs: Value = app
        .get("/api/v1/me/notifications", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(prefs["opponent_moved"]["email"], true);
    // A forged token is refused.
    problem(
        app.client
            .post(app.url("/api/v1/email/unsubscribe?token=1.forged"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .unwrap(),
        404,
    )
    .await;
    // The mail client's one-click POST (RFC 8058).
    let res = app
        .client
        .post(local(&app, link))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let prefs: Value = app
        .get("/api/v1/me/notifications", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert!(
        prefs
            .as_object()
            .unwrap()
            .values()
            .all(|c| c["email"] == false),
        "{prefs}"
    );
    app.clock.advance(Duration::hours(2));
    assert_eq!(app.play(id, &b, "H11-F9", 1).await.status(), 201);
    assert_eq!(app.play(id, &w, "C6-C5", 2).await.status(), 201);
    deliver(&app).await;
    assert_eq!(
        smtp.to("b@unsub.example").len(),
        2,
        "nothing after unsubscribing"
    );
}

#[tokio::test]
async fn without_a_relay_email_is_off() {
    let app = crate::support::spawn_app().await;
    let p = app.player("no_relay").await;
    let body = problem(
        app.send(
            reqwest::Method::PATCH,
            "/api/v1/me",
            Some(&p.token),
            Some(json!({"email": "p@x.example"})),
        )
        .await,
        409,
    )
    .await;
    assert!(
        body["detail"].as_str().unwrap().contains("E-mail is off"),
        "{body}"
    );
}

/// A mail's decoded subject and the text of its parts, one after another, read as a mail
/// client reads them: RFC 2047 words in the subject, base64 or quoted-printable bodies, parts
/// split at the boundary the message names.
fn decoded(mail: &Mail) -> (String, String) {
    use mailparse::MailHeaderMap;
    fn leaves(part: &mailparse::ParsedMail, out: &mut String) {
        if part.subparts.is_empty() {
            out.push_str(&part.get_body().expect("a text part"));
            out.push('\n');
        }
        for sub in &part.subparts {
            leaves(sub, out);
        }
    }
    let parsed = mailparse::parse_mail(mail.data.as_bytes()).expect("a MIME message");
    let subject = parsed
        .headers
        .get_first_value("Subject")
        .expect("a subject");
    let mut body = String::new();
    leaves(&parsed, &mut body);
    (subject, body)
}

/// The decoder the letters' tests read with: a quoted-printable line that starts with "--" (a
/// soft line break before a token holding "--") is text, not the start of another part.
#[test]
fn a_line_of_a_part_starting_with_two_dashes_is_not_a_boundary() {
    let data = "Subject: s\r\nContent-Type: multipart/alternative; boundary=\"B\"\r\n\r\n\
                --B\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nabc=\r\n--def\r\n--B--\r\n";
    let mail = Mail {
        to: Vec::new(),
        data: data.to_owned(),
    };
    let (subject, body) = decoded(&mail);
    assert_eq!(subject, "s");
    assert!(body.contains("abc--def"), "{body}");
}

/// Letters are in the recipient's saved language: the verification mail in each of the six,
/// subject, text and HTML parts; a deadline warning in Slovenian.
#[tokio::test]
async fn mail_is_written_in_the_recipients_language() {
    let smtp = SmtpServer::start();
    let app = app_with_mail(&smtp).await;
    let cases = [
        (
            "en",
            "Confirm your e-mail address for Camelot",
            "The link works for 24 hours.",
        ),
        (
            "id",
            "Konfirmasikan alamat e-mail Anda untuk Camelot",
            "Tautan ini berlaku selama 24 jam.",
        ),
        (
            "jv",
            "Pesthèkna alamat e-mail sampeyan kanggo Camelot",
            "Link iki mung bisa dienggo 24 jam.",
        ),
        (
            "sl",
            "Potrdite svoj e-poštni naslov za Camelot",
            "Povezava deluje 24 ur.",
        ),
        (
            "eu",
            "Berretsi zure helbide elektronikoa Camelot-erako",
            "Estekak 24 orduz balio du.",
        ),
        (
            "sw",
            "Thibitisha anwani yako ya barua pepe kwa Camelot",
            "Kiungo hiki kinafanya kazi kwa saa 24.",
        ),
    ];
    for (lang, subject, expiry) in cases {
        let who = app.player(&format!("letter_{lang}")).await;
        let res = app
            .send(
                reqwest::Method::PATCH,
                "/api/v1/me",
                Some(&who.token),
                Some(json!({"language": lang})),
            )
            .await;
        assert_eq!(res.status(), 200);
        let address = format!("{lang}@example.org");
        set_email(&app, &who, &address).await;
        deliver(&app).await;
        let mails = smtp.to(&address);
        let mail = mails.last().expect("a verification mail");
        let (got_subject, body) = decoded(mail);
        assert_eq!(got_subject, subject, "{lang}");
        // Once in the text part and once in the HTML part.
        assert_eq!(body.matches(expiry).count(), 2, "{lang}: {body}");
        assert!(body.contains(SITE), "{lang}: the link");
    }

    // A deadline warning to a Slovenian player.
    let w = app.player("rok_w").await;
    let b = app.player("rok_b").await;
    verified(&app, &smtp, &w, "rok@example.org").await;
    app.send(
        reqwest::Method::PATCH,
        "/api/v1/me",
        Some(&w.token),
        Some(json!({"language": "sl"})),
    )
    .await;
    let game = app.start_game(&w, &b, false).await;
    app.clock.advance(Duration::days(2) + Duration::hours(1));
    let mut conn = app.state.pool.get().await.unwrap();
    deadlines::warn_deadlines(&mut conn, app.now(), 100)
        .await
        .unwrap();
    drop(conn);
    deliver(&app).await;
    let mails = smtp.to("rok@example.org");
    let (subject, body) = decoded(mails.last().expect("a warning"));
    assert_eq!(subject, format!("V partiji {game} vam ostaja manj kot dan"));
    assert!(body.contains("Pozdravljeni, rok_w!"), "{body}");
    assert!(
        body.contains(&format!("Vaš čas v partiji {game} poteče ob")),
        "{body}"
    );
    assert!(body.contains("Ne pošiljajte mi več teh sporočil"), "{body}");
}

/// Turns on e-mail for more kinds of event than the default.
async fn mail_me(app: &TestApp, who: &Player, kinds: &[&str]) {
    let body: serde_json::Map<String, Value> = kinds
        .iter()
        .map(|k| ((*k).to_owned(), json!({"email": true, "webhook": false})))
        .collect();
    let res = app
        .send(
            reqwest::Method::PUT,
            "/api/v1/me/notifications",
            Some(&who.token),
            Some(Value::Object(body)),
        )
        .await;
    assert_eq!(res.status(), 200, "notification settings");
}

/// Saves a language for a player.
async fn speak(app: &TestApp, who: &Player, lang: &str) {
    let res = app
        .send(
            reqwest::Method::PATCH,
            "/api/v1/me",
            Some(&who.token),
            Some(json!({"language": lang})),
        )
        .await;
    assert_eq!(res.status(), 200, "language");
}

/// The one mail to `address` whose subject is `subject` (decoded), with its decoded parts.
fn mail_titled(smtp: &SmtpServer, address: &str, subject: &str) -> String {
    let found: Vec<(String, String)> = smtp
        .to(address)
        .iter()
        .map(decoded)
        .map(|(s, body)| (s, body.replace("\r\n", "\n")))
        .filter(|(s, _)| s == subject)
        .collect();
    let subjects: Vec<String> = smtp.to(address).iter().map(|m| decoded(m).0).collect();
    assert_eq!(found.len(), 1, "one mail {subject:?} among {subjects:?}");
    found.into_iter().next().unwrap().1
}

/// Notices of other events (a challenge, a game's end) are letters in the recipient's
/// language: the subject names the opponent, a sentence says what happened from the reader's
/// side, and both parts link to the page where it happened.
#[tokio::test]
async fn notices_are_written_in_the_recipients_language() {
    let smtp = SmtpServer::start();
    let app = app_with_mail(&smtp).await;
    let ana = app.player("ana_sl").await;
    let jon = app.player("jon_eu").await;
    verified(&app, &smtp, &ana, "ana@example.org").await;
    verified(&app, &smtp, &jon, "jon@example.org").await;
    speak(&app, &ana, "sl").await;
    speak(&app, &jon, "eu").await;
    for who in [&ana, &jon] {
        mail_me(&app, who, &["challenge_received", "game_ended"]).await;
    }

    // Jon (Basque) challenges Ana (Slovenian): she is told in Slovenian.
    let res = app
        .challenge(
            &jon,
            json!({"opponent": "ana_sl", "color": "white", "rated": false, "days_per_move": 3}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let challenge = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    deliver(&app).await;
    let body = mail_titled(&smtp, "ana@example.org", "jon_eu vas izziva na partijo");
    assert!(body.contains("Pozdravljeni, ana_sl!"), "{body}");
    assert!(
        body.contains("jon_eu vas izziva na partijo Camelota. Izziv sprejmite ali zavrnite"),
        "{body}"
    );
    // The link to the inbox in the text part and in the HTML part, and no English.
    assert!(body.contains(&format!("\n{SITE}/inbox")), "{body}");
    assert!(body.contains(&format!("href=\"{SITE}/inbox\"")), "{body}");
    assert!(body.contains(">Odpri nabiralnik</a>"), "{body}");
    assert!(!body.contains("challenge"), "{body}");

    // She accepts, Jon moves and she resigns: each hears the end from their own side.
    let res = app.accept(&ana, challenge).await;
    assert_eq!(res.status(), 201);
    let game = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    assert_eq!(app.play(game, &jon, "D6-F8", 0).await.status(), 201);
    assert_eq!(app.act(game, &ana, "resign").await.status(), 200);
    deliver(&app).await;
    let link = format!("{SITE}/games/{game}");

    let body = mail_titled(
        &smtp,
        "ana@example.org",
        "Izgubili ste proti igralcu jon_eu",
    );
    assert!(
        body.contains(&format!(
            "Partijo {game} proti igralcu jon_eu ste izgubili.\nEden od igralcev se je predal.\n{link}\n"
        )),
        "{body}"
    );
    assert!(body.contains(&format!("href=\"{link}\"")), "{body}");
    assert!(
        body.contains(&format!(">Odpri partijo {game}</a>")),
        "{body}"
    );

    let body = mail_titled(&smtp, "jon@example.org", "ana_sl aurkariari irabazi diozu");
    assert!(body.contains("Kaixo, jon_eu:"), "{body}");
    assert!(
        body.contains(&format!(
            "ana_sl aurkariaren aurkako {game} partida irabazi duzu.\nJokalarietako batek etsi egin du.\n{link}\n"
        )),
        "{body}"
    );
    assert!(
        body.contains(&format!(">Ireki {game} partida</a>")),
        "{body}"
    );
    // Jon's challenge was never mailed to him (he sent it), and nothing is a key: value dump.
    for mail in smtp.to("jon@example.org") {
        let (subject, body) = decoded(&mail);
        assert!(!subject.starts_with("Camelot:"), "{subject}");
        assert!(!body.contains("game_id"), "{body}");
    }
}
