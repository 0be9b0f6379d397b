//! Tokens for apps and bots: personal access tokens with scopes, every secured operation
//! enforcing the one scope it declares, and revocation that takes effect within a second on
//! every replica.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{Value, json};

use crate::support::{PASSWORD, Player, TestApp, problem, spawn_app, spawn_app_on};

const GRANTABLE: [&str; 5] = [
    "game:read",
    "game:play",
    "challenge:write",
    "tournament:write",
    "account:read",
];

async fn new_token(app: &TestApp, who: &Player, scopes: &[&str]) -> Value {
    let res = app
        .post(
            "/api/v1/me/tokens",
            Some(&who.token),
            json!({"name": "test bot", "scopes": scopes, "expires_in_days": 30}),
        )
        .await;
    assert_eq!(res.status(), 201, "{}", res.text().await.unwrap());
    res.json().await.unwrap()
}

fn bot(name: &str, token: &Value) -> Player {
    Player {
        name: name.to_owned(),
        token: token["token"].as_str().unwrap().to_owned(),
    }
}

#[tokio::test]
async fn a_personal_token_does_what_its_scopes_allow() {
    let app = spawn_app().await;
    let owner = app.player("bot_owner").await;
    let rival = app.player("bot_rival").await;
    let created = new_token(&app, &owner, &["game:read"]).await;
    let secret = created["token"].as_str().unwrap();
    assert!(secret.starts_with("cpat_"), "{created}");
    assert_eq!(created["scopes"], json!(["game:read"]));
    let reader = bot("bot_owner", &created);
    // Listed without its secret.
    let list: Value = app
        .get("/api/v1/me/tokens", Some(&owner.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert!(list[0].get("token").is_none());
    assert!(!list.to_string().contains(secret));
    // Reading works; playing needs game:play.
    let id = app.start_game(&owner, &rival, false).await;
    assert_eq!(
        app.get("/api/v1/me/games", Some(&reader.token))
            .await
            .status(),
        200
    );
    let p = problem(app.play(id, &reader, "D6-F8", 0).await, 403).await;
    assert_eq!(p["type"], "/problems/insufficient-scope");
    assert!(p["detail"].as_str().unwrap().contains("game:play"), "{p}");
    let player = bot("bot_owner", &new_token(&app, &owner, &["game:play"]).await);
    assert_eq!(app.play(id, &player, "D6-F8", 0).await.status(), 201);
    // Tokens cannot make tokens, change the account, or get account:write.
    let p = problem(
        app.post(
            "/api/v1/me/tokens",
            Some(&player.token),
            json!({"name": "x", "scopes": ["game:read"]}),
        )
        .await,
        403,
    )
    .await;
    assert_eq!(p["type"], "/problems/insufficient-scope");
    let p = problem(
        app.post(
            "/api/v1/me/tokens",
            Some(&owner.token),
            json!({"name": "x", "scopes": ["account:write"]}),
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "scopes", "{p}");
    problem(
        app.post(
            "/api/v1/me/tokens",
            Some(&owner.token),
            json!({"name": "x", "scopes": ["root"]}),
        )
        .await,
        422,
    )
    .await;
    // Revoked: refused at once.
    let res = app
        .send(
            Method::DELETE,
            &format!("/api/v1/me/tokens/{}", created["id"]),
            Some(&owner.token),
            None,
        )
        .await;
    assert_eq!(res.status(), 204);
    problem(app.get("/api/v1/me/games", Some(&reader.token)).await, 401).await;
    problem(app.get("/api/v1/me/games", Some("cpat_forged")).await, 401).await;
}

#[tokio::test]
async fn personal_tokens_expire() {
    let app = spawn_app().await;
    let owner = app.player("expiring").await;
    let t = bot(
        "expiring",
        &new_token(&app, &owner, &["account:read"]).await,
    );
    assert_eq!(app.get("/api/v1/me", Some(&t.token)).await.status(), 200);
    app.clock.advance(chrono::Duration::days(31));
    problem(app.get("/api/v1/me", Some(&t.token)).await, 401).await;
}

/// The path with every parameter filled in.
fn concrete(path: &str) -> String {
    let mut out = String::new();
    let mut rest = path;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let end = rest[start..].find('}').unwrap() + start;
        out.push_str(if &rest[start + 1..end] == "username" {
            "scope_user"
        } else {
            "1"
        });
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

#[tokio::test]
async fn every_secured_operation_declares_one_scope_and_enforces_it() {
    let app = spawn_app().await;
    let user = app.player("scope_user").await;
    let other = app.player("scope_other").await;
    // Something to point the paths at.
    app.start_game(&user, &other, false).await;
    let doc: Value = app
        .get("/api/v1/openapi.json", None)
        .await
        .json()
        .await
        .unwrap();
    let mut checked = 0;
    // One token per scope set (a user holds at most 50).
    let mut tokens: HashMap<Vec<&str>, Player> = Default::default();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let Some(security) = op.get("security") else {
                continue;
            };
            let scopes: Vec<&str> = security
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|s| s.get("bearer"))
                .flat_map(|s| s.as_array().unwrap().iter().map(|v| v.as_str().unwrap()))
                .collect();
            assert_eq!(
                scopes.len(),
                1,
                "{method} {path} declares exactly one scope: {security}"
            );
            let scope = scopes[0];
            assert!(
                GRANTABLE.contains(&scope) || scope == "account:write",
                "{method} {path}: unknown scope {scope}"
            );
            // A token with every other scope is refused with insufficient-scope.
            let others: Vec<&str> = GRANTABLE.iter().copied().filter(|s| *s != scope).collect();
            if let Entry::Vacant(slot) = tokens.entry(others.clone()) {
                slot.insert(bot("scope_user", &new_token(&app, &user, &others).await));
            }
            let token = &tokens[&others];
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let body = match (method.as_str(), path.as_str()) {
                ("POST", "/api/v1/auth/logout") => Some(json!({"all": true})),
                ("POST" | "PUT" | "PATCH", _) => Some(json!({})),
                _ => None,
            };
            let res = app
                .send(
                    method.clone(),
                    &concrete(path),
                    Some(&token.token),
                    body.clone(),
                )
                .await;
            let status = res.status();
            let p: Value = res.json().await.unwrap_or(Value::Null);
            assert_eq!(
                (status.as_u16(), p["type"].as_str()),
                (403, Some("/problems/insufficient-scope")),
                "{method} {path} without {scope}: {p}"
            );
            // With the scope, the same request is not refused for its scope.
            if scope != "account:write" {
                if let Entry::Vacant(slot) = tokens.entry(vec![scope]) {
                    slot.insert(bot("scope_user", &new_token(&app, &user, &[scope]).await));
                }
                let token = &tokens[&vec![scope]];
                let res = app
                    .send(method.clone(), &concrete(path), Some(&token.token), body)
                    .await;
                let status = res.status().as_u16();
                let text = if path.ends_with("/stream") {
                    String::new()
                } else {
                    res.text().await.unwrap()
                };
                assert!(
                    status != 401 && !text.contains("insufficient-scope"),
                    "{method} {path} with {scope}: {status} {text}"
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} secured operations found");
}

/// Polls `path` on `app` with `token` until it is refused; returns how long that took.
async fn refused_within(app: &TestApp, path: &str, token: &str, limit: Duration) -> Duration {
    let start = Instant::now();
    loop {
        let status = app.get(path, Some(token)).await.status();
        if status == 401 {
            return start.elapsed();
        }
        assert!(
            start.elapsed() < limit,
            "{path} still answers {status} after {limit:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn revocation_bites_on_every_replica_within_a_second() {
    let one = spawn_app().await;
    let two = spawn_app_on(&one.database_url, |_| {}).await;
    let p = one.player("revoked").await;
    let pat = bot("revoked", &new_token(&one, &p, &["account:read"]).await);
    // Both replicas know (and cache) both tokens.
    for app in [&one, &two] {
        assert_eq!(app.get("/api/v1/me", Some(&p.token)).await.status(), 200);
        assert_eq!(app.get("/api/v1/me", Some(&pat.token)).await.status(), 200);
    }
    // A PAT revoked on one replica is refused on the other.
    let id = pat_id(&one, &p).await;
    assert_eq!(
        one.send(
            Method::DELETE,
            &format!("/api/v1/me/tokens/{id}"),
            Some(&p.token),
            None
        )
        .await
        .status(),
        204
    );
    let took = refused_within(&two, "/api/v1/me", &pat.token, Duration::from_secs(1)).await;
    println!("PAT revocation seen by the other replica after {took:?}");
    // Sign-out everywhere on one replica: the access token is refused on the other.
    assert_eq!(
        one.post("/api/v1/auth/logout", Some(&p.token), json!({"all": true}))
            .await
            .status(),
        204
    );
    let took = refused_within(&two, "/api/v1/me", &p.token, Duration::from_secs(1)).await;
    println!("sign-out everywhere seen by the other replica after {took:?}");
    // A password change on the other replica.
    let fresh = one.login("revoked").await["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(one.get("/api/v1/me", Some(&fresh)).await.status(), 200);
    let owner = Player {
        name: "revoked".into(),
        token: fresh.clone(),
    };
    let program = bot("revoked", &new_token(&one, &owner, &["account:read"]).await);
    assert_eq!(
        one.get("/api/v1/me", Some(&program.token)).await.status(),
        200
    );
    let res = two
        .send(
            Method::PATCH,
            "/api/v1/me",
            Some(&fresh),
            Some(json!({"current_password": PASSWORD, "new_password": "another long password"})),
        )
        .await;
    assert_eq!(res.status(), 200);
    refused_within(&one, "/api/v1/me", &fresh, Duration::from_secs(1)).await;
    // The password change leaves no token behind: personal tokens are revoked too (README).
    refused_within(&one, "/api/v1/me", &program.token, Duration::from_secs(1)).await;
    // Account deletion.
    let q = one.player("deleted_soon").await;
    let q_pat = bot(
        "deleted_soon",
        &new_token(&one, &q, &["account:read"]).await,
    );
    assert_eq!(
        two.get("/api/v1/me", Some(&q_pat.token)).await.status(),
        200
    );
    let res = one
        .send(
            Method::DELETE,
            "/api/v1/me",
            Some(&q.token),
            Some(json!({"password": PASSWORD})),
        )
        .await;
    assert_eq!(res.status(), 204, "{}", res.text().await.unwrap());
    refused_within(&two, "/api/v1/me", &q_pat.token, Duration::from_secs(1)).await;
    refused_within(&two, "/api/v1/me", &q.token, Duration::from_secs(1)).await;
}

async fn pat_id(app: &TestApp, owner: &Player) -> i64 {
    let list: Value = app
        .get("/api/v1/me/tokens", Some(&owner.token))
        .await
        .json()
        .await
        .unwrap();
    list[0]["id"].as_i64().unwrap()
}

/// Reads a stream until it ends; returns everything it sent.
async fn read_to_end(res: &mut reqwest::Response, limit: Duration) -> String {
    let mut text = String::new();
    let end = tokio::time::Instant::now() + limit;
    loop {
        match tokio::time::timeout_at(end, res.chunk()).await {
            Ok(Ok(Some(bytes))) => text.push_str(&String::from_utf8_lossy(&bytes)),
            Ok(Ok(None)) | Ok(Err(_)) => return text,
            Err(_) => panic!("the stream is still open after {limit:?}: {text}"),
        }
    }
}

async fn open_stream(app: &TestApp, token: &str) -> reqwest::Response {
    let res = app
        .client
        .get(app.url("/api/v1/me/events/stream"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res
}

#[tokio::test]
async fn an_event_stream_ends_when_its_token_expires_or_is_revoked() {
    let app = spawn_app_with_short_tokens().await;
    let p = app.player("streamer").await;
    let mut stream = open_stream(&app, &p.token).await;
    // Still open while the token stands.
    assert!(
        tokio::time::timeout(Duration::from_millis(1500), stream.chunk())
            .await
            .is_ok_and(|c| c.is_ok_and(|c| c.is_some())),
        "the stream sends keep-alives"
    );
    app.clock.advance(chrono::Duration::seconds(601));
    let text = read_to_end(&mut stream, Duration::from_secs(5)).await;
    assert!(
        text.contains("event: stream_closed\ndata: {\"reason\":\"token_expired\"}"),
        "{text}"
    );
    // Revoked: a PAT's stream ends when the PAT is revoked.
    let fresh = app.login("streamer").await["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let owner = Player {
        name: "streamer".into(),
        token: fresh,
    };
    let created = new_token(&app, &owner, &["game:read"]).await;
    let mut stream = open_stream(&app, created["token"].as_str().unwrap()).await;
    let res = app
        .send(
            Method::DELETE,
            &format!("/api/v1/me/tokens/{}", created["id"]),
            Some(&owner.token),
            None,
        )
        .await;
    assert_eq!(res.status(), 204);
    let text = read_to_end(&mut stream, Duration::from_secs(5)).await;
    assert!(
        text.contains("event: stream_closed\ndata: {\"reason\":\"token_revoked\"}"),
        "{text}"
    );
}

/// A stream ends at its token's expiry to the second: an alarm at `exp`, and no event written
/// after it goes out, even one signalled in the same instant (4-second access tokens, and
/// keep-alives far apart so that nothing but the alarm can notice).
#[tokio::test]
async fn a_stream_ends_at_its_access_tokens_expiry_and_sends_nothing_after_it() {
    let app = crate::support::spawn_app_with(|v| {
        v.insert("ACCESS_TOKEN_TTL_SECS".into(), "4".into());
        v.insert("SSE_KEEPALIVE_SECS".into(), "3600".into());
    })
    .await;
    let p = app.player("expiring_streamer").await;
    // The challenger acts through a personal token, which outlives the 4-second sessions.
    let session = app.player("challenger").await;
    let challenger = bot(
        "challenger",
        &new_token(&app, &session, &["challenge:write"]).await,
    );
    let mut stream = open_stream(&app, &p.token).await;
    let opponent = json!({"opponent": "expiring_streamer", "color": "white", "rated": false, "days_per_move": 3});
    // Before expiry an event arrives.
    assert_eq!(
        app.challenge(&challenger, opponent.clone()).await.status(),
        201
    );
    let mut seen = String::new();
    let until = tokio::time::Instant::now() + Duration::from_secs(5);
    while !seen.contains("challenge_received") {
        match tokio::time::timeout_at(until, stream.chunk()).await {
            Ok(Ok(Some(bytes))) => seen.push_str(&String::from_utf8_lossy(&bytes)),
            other => panic!("no challenge_received before expiry ({other:?}): {seen}"),
        }
    }
    // At the expiry instant, and an event created in that same instant.
    app.clock.advance(chrono::Duration::seconds(4));
    let late = app.challenge(&challenger, opponent).await;
    assert_eq!(late.status(), 201, "{}", late.text().await.unwrap());
    let text = read_to_end(&mut stream, Duration::from_secs(3)).await;
    assert!(
        text.ends_with("event: stream_closed\ndata: {\"reason\":\"token_expired\"}\n\n"),
        "{text}"
    );
    assert!(
        !text.contains("challenge_received"),
        "sent after expiry: {text}"
    );
}

/// A personal token's stream notices the token's `expires_at` at once, without waiting for the
/// periodic database check.
#[tokio::test]
async fn a_stream_on_a_personal_token_ends_at_its_expiry() {
    let app = crate::support::spawn_app_with(|v| {
        v.insert("SSE_KEEPALIVE_SECS".into(), "3600".into());
    })
    .await;
    let owner = app.player("pat_streamer").await;
    let res = app
        .post(
            "/api/v1/me/tokens",
            Some(&owner.token),
            json!({"name": "one day", "scopes": ["game:read"], "expires_in_days": 1}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    let mut stream = open_stream(&app, created["token"].as_str().unwrap()).await;
    app.clock
        .advance(chrono::Duration::days(1) - chrono::Duration::seconds(1));
    assert!(
        tokio::time::timeout(Duration::from_millis(300), async {
            loop {
                match stream.chunk().await {
                    Ok(Some(b)) if String::from_utf8_lossy(&b).contains("stream_closed") => break,
                    Ok(Some(_)) => {}
                    _ => break,
                }
            }
        })
        .await
        .is_err(),
        "the stream stays open a second before expiry"
    );
    app.clock.advance(chrono::Duration::seconds(1));
    let text = read_to_end(&mut stream, Duration::from_secs(3)).await;
    assert!(text.contains("\"reason\":\"token_expired\""), "{text}");
}

async fn spawn_app_with_short_tokens() -> TestApp {
    crate::support::spawn_app_with(|v| {
        v.insert("ACCESS_TOKEN_TTL_SECS".into(), "600".into());
        v.insert("SSE_KEEPALIVE_SECS".into(), "1".into());
    })
    .await
}

#[tokio::test]
async fn rate_limits_are_shared_by_replicas() {
    let settings = |v: &mut std::collections::HashMap<String, String>| {
        v.insert("RATE_LIMIT_PER_USERNAME_PER_MINUTE".into(), "4".into());
    };
    let one = crate::support::spawn_app_with(settings).await;
    let two = spawn_app_on(&one.database_url, settings).await;
    one.register("limited").await;
    let attempt = |app: &TestApp| {
        let app_url = app.url("/api/v1/auth/login");
        let client = app.client.clone();
        async move {
            client
                .post(app_url)
                .json(&json!({"username": "limited", "password": "wrong password"}))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    // Four wrong passwords, alternating replicas: the fifth is refused on either.
    for app in [&one, &two, &one, &two] {
        assert_eq!(attempt(app).await, 401);
    }
    let res = two
        .post(
            "/api/v1/auth/login",
            None,
            json!({"username": "limited", "password": PASSWORD}),
        )
        .await;
    let p = problem(res, 429).await;
    assert_eq!(p["type"], "/problems/rate-limited");
    assert_eq!(attempt(&one).await, 429);
}

/// The database admits exactly the scopes and webhook event kinds the server knows (so a stored
/// value is never one it cannot read back): each constraint lists every spelling of its enum.
#[tokio::test]
async fn stored_scopes_and_event_kinds_are_the_known_spellings() {
    use camelot_server::auth::Scope;
    use camelot_server::service::events::EventKind;
    use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
    #[derive(diesel::QueryableByName)]
    struct Def {
        #[diesel(sql_type = diesel::sql_types::Text)]
        def: String,
    }
    let app = spawn_app().await;
    app.player("stored_u").await;
    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    let listed = async |conn: &mut AsyncPgConnection, name: &str| -> Vec<String> {
        let d: Def = diesel::sql_query(
            "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = $1",
        )
        .bind::<diesel::sql_types::Text, _>(name)
        .get_result(conn)
        .await
        .unwrap();
        let mut v: Vec<String> = d
            .def
            .split('\'')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect();
        v.sort();
        v
    };
    let mut scopes: Vec<String> = Scope::ALL.iter().map(|s| s.as_str().to_owned()).collect();
    scopes.sort();
    assert_eq!(
        listed(&mut conn, "personal_tokens_scopes_known").await,
        scopes
    );
    let mut kinds: Vec<String> = EventKind::ALL
        .iter()
        .map(|k| k.as_str().to_owned())
        .collect();
    kinds.sort();
    assert_eq!(listed(&mut conn, "webhooks_events_known").await, kinds);
    // And a value outside the list is refused by the database itself.
    let refused = diesel::sql_query(
        "INSERT INTO personal_tokens (user_id, name, token_hash, scopes, created_at) \
         SELECT id, 'x', '\\x00', ARRAY['game:everything'], now() FROM users LIMIT 1",
    )
    .execute(&mut conn)
    .await;
    let message = refused.unwrap_err().to_string();
    assert!(
        message.contains("personal_tokens_scopes_known"),
        "{message}"
    );
}
