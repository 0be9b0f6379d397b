//! The iCalendar deadline feed, read with a real iCalendar parser (the `icalendar` crate's).

use chrono::{DateTime, Duration, Utc};
use icalendar::{CalendarDateTime, Component, DatePerhapsTime};
use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{Player, TestApp, problem, spawn_app, time};

/// One VEVENT as read back.
#[derive(Debug)]
struct Entry {
    uid: String,
    sequence: Option<u32>,
    summary: String,
    end: DateTime<Utc>,
}

async fn calendar_link(app: &TestApp, who: &Player) -> String {
    let res = app
        .post("/api/v1/me/calendar-token", Some(&who.token), json!({}))
        .await;
    assert_eq!(res.status(), 201);
    let link: Value = res.json().await.unwrap();
    let url = link["url"].as_str().unwrap();
    assert!(url.ends_with(&format!(
        "/api/v1/me/calendar.ics?token={}",
        link["token"].as_str().unwrap()
    )));
    url.to_owned()
}

/// Fetches and parses a feed.
async fn feed(app: &TestApp, url: &str) -> Vec<Entry> {
    let res = app.client.get(url).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "text/calendar; charset=utf-8"
    );
    let text = res.text().await.unwrap();
    assert!(text.contains("\r\n"), "lines end in CRLF");
    let unfolded = icalendar::parser::unfold(&text);
    let parsed = icalendar::parser::read_calendar(&unfolded).expect("a valid iCalendar document");
    let calendar: icalendar::Calendar = parsed.into();
    assert_eq!(calendar.property_value("VERSION"), Some("2.0"));
    assert!(calendar.property_value("PRODID").is_some());
    calendar
        .events()
        .map(|e| {
            let end = match e.get_end().expect("DTEND") {
                DatePerhapsTime::DateTime(CalendarDateTime::Utc(t)) => t,
                other => panic!("deadlines are in UTC: {other:?}"),
            };
            assert!(e.get_timestamp().is_some(), "DTSTAMP");
            Entry {
                uid: e.get_uid().expect("UID").to_owned(),
                sequence: e.get_sequence(),
                summary: e.get_summary().unwrap_or_default().to_owned(),
                end,
            }
        })
        .collect()
}

fn deadline(game: &Value) -> DateTime<Utc> {
    time(&game["deadline"])
}

#[tokio::test]
async fn the_feed_holds_my_deadlines_and_follows_the_game() {
    let app = spawn_app().await;
    let w = app.player("cal_w").await;
    let b = app.player("cal_b").await;
    let w_feed = calendar_link(&app, &w).await;
    let b_feed = calendar_link(&app, &b).await;
    let id = app.start_game(&w, &b, false).await;
    // White to move: the deadline is in White's calendar only.
    let entries = feed(&app, &w_feed).await;
    assert_eq!(entries.len(), 1, "{entries:?}");
    let uid = entries[0].uid.clone();
    assert!(uid.starts_with(&format!("game-{id}@")), "{uid}");
    assert_eq!(
        entries[0].end.timestamp(),
        deadline(&app.game(id).await).timestamp()
    );
    assert!(entries[0].summary.contains("cal_b"));
    assert!(feed(&app, &b_feed).await.is_empty());
    // The same feed again: the same UID (calendars update instead of duplicating).
    assert_eq!(feed(&app, &w_feed).await[0].uid, uid);
    // After White's move it is Black's deadline.
    app.clock.advance(Duration::hours(5));
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    assert!(feed(&app, &w_feed).await.is_empty());
    let entries = feed(&app, &b_feed).await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].uid, uid, "one UID per game");
    assert_eq!(entries[0].sequence, Some(1));
    assert_eq!(
        entries[0].end.timestamp(),
        deadline(&app.game(id).await).timestamp()
    );
    // And back to White, with a higher SEQUENCE.
    assert_eq!(app.play(id, &b, "H11-F9", 1).await.status(), 201);
    let entries = feed(&app, &w_feed).await;
    assert_eq!(
        (entries[0].uid.as_str(), entries[0].sequence),
        (uid.as_str(), Some(2))
    );
    // A finished game leaves the calendar.
    assert_eq!(app.act(id, &w, "resign").await.status(), 200);
    assert!(feed(&app, &w_feed).await.is_empty());
}

#[tokio::test]
async fn a_new_link_revokes_the_old_one() {
    let app = spawn_app().await;
    let p = app.player("cal_p").await;
    let old = calendar_link(&app, &p).await;
    feed(&app, &old).await;
    let new = calendar_link(&app, &p).await;
    assert_ne!(old, new);
    problem(app.client.get(&old).send().await.unwrap(), 404).await;
    feed(&app, &new).await;
    problem(
        app.get("/api/v1/me/calendar.ics?token=made-up", None).await,
        404,
    )
    .await;
    problem(app.get("/api/v1/me/calendar.ics", None).await, 400).await;
}

#[tokio::test]
async fn tournament_round_deadlines_are_in_the_feed() {
    let app = spawn_app().await;
    let admin = app.admin("cal_admin").await;
    let org = app.player("cal_org").await;
    let res = app
        .send(
            Method::PUT,
            "/api/v1/users/cal_org/roles",
            Some(&admin),
            Some(json!({"roles": ["organizer"]})),
        )
        .await;
    assert_eq!(res.status(), 200);
    let res = app
        .post(
            "/api/v1/tournaments",
            Some(&org.token),
            json!({"name": "Calendar Cup", "system": "round_robin", "days_per_move": 3, "rated": false, "round_deadline_days": 10}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let t = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let mut players = Vec::new();
    for name in ["cal_x", "cal_y", "cal_z", "cal_q"] {
        let p = app.player(name).await;
        let res = app
            .post(
                &format!("/api/v1/tournaments/{t}/join"),
                Some(&p.token),
                json!({}),
            )
            .await;
        assert_eq!(res.status(), 200);
        players.push(p);
    }
    let res = app
        .post(
            &format!("/api/v1/tournaments/{t}/start"),
            Some(&org.token),
            json!({}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let round: Value = app
        .get(&format!("/api/v1/tournaments/{t}/rounds/1"), None)
        .await
        .json()
        .await
        .unwrap();
    let round_deadline = time(&round["deadline"]);
    let link = calendar_link(&app, &players[0]).await;
    let entries = feed(&app, &link).await;
    let round_entry = entries
        .iter()
        .find(|e| e.uid.starts_with(&format!("tournament-{t}-round-1@")))
        .unwrap_or_else(|| panic!("a round entry: {entries:?}"));
    assert_eq!(round_entry.end.timestamp(), round_deadline.timestamp());
    assert!(round_entry.summary.contains("Calendar Cup"));
}
