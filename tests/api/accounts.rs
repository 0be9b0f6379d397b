//! Registration, login, tokens, profiles, roles and rate limits.

use std::time::Instant;

use base64::Engine;
use reqwest::Method;
use serde_json::json;

use crate::support::{PASSWORD, TestApp, problem, spawn_app, spawn_app_with};

#[tokio::test]
async fn register_then_fetch_profile() {
    let app = spawn_app().await;
    let res = app
        .post(
            "/api/v1/auth/register",
            None,
            json!({"username": "Alice_1", "password": PASSWORD}),
        )
        .await;
    assert_eq!(res.status(), 201);
    assert_eq!(res.headers()["location"], "/api/v1/users/Alice_1");
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["username"], "Alice_1");
    assert_eq!(body["roles"], json!(["player"]));
    // Public profile, looked up case-insensitively.
    let res = app.get("/api/v1/users/alice_1", None).await;
    assert_eq!(res.status(), 200);
    let profile: serde_json::Value = res.json().await.unwrap();
    assert_eq!(profile["username"], "Alice_1");
    problem(app.get("/api/v1/users/nobody", None).await, 404).await;
}

/// A name no account can hold is parsed where it arrives and answered like a free name: 404
/// where a user is looked up, 401 at login (never a validation error that would tell the two
/// apart), and refused with its field at registration.
#[tokio::test]
async fn names_no_account_can_hold_are_answered_like_free_names() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    for bad in ["a%20b", "ab", "%C3%A9mile", &"x".repeat(40)] {
        problem(app.get(&format!("/api/v1/users/{bad}"), None).await, 404).await;
        problem(
            app.get(&format!("/api/v1/users/{bad}/rating-history"), None)
                .await,
            404,
        )
        .await;
        problem(
            app.get(&format!("/api/v1/games?player={bad}"), None).await,
            404,
        )
        .await;
    }
    let p = problem(
        app.post(
            "/api/v1/challenges",
            Some(&alice.token),
            json!({"opponent": "a b", "color": "white", "rated": true, "days_per_move": 3}),
        )
        .await,
        404,
    )
    .await;
    assert_eq!(p["type"], "/problems/not-found");
    let p = problem(
        app.post(
            "/api/v1/auth/login",
            None,
            json!({"username": "a b", "password": PASSWORD}),
        )
        .await,
        401,
    )
    .await;
    assert_eq!(p["type"], "/problems/invalid-credentials");
    let p = problem(
        app.post(
            "/api/v1/auth/register",
            None,
            json!({"username": "Camelot-Bot-9", "password": PASSWORD}),
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "username");
}

#[tokio::test]
async fn usernames_are_unique_case_insensitively() {
    let app = spawn_app().await;
    app.register("bob").await;
    let p = problem(
        app.post(
            "/api/v1/auth/register",
            None,
            json!({"username": "BOB", "password": PASSWORD}),
        )
        .await,
        409,
    )
    .await;
    assert_eq!(p["type"], "/problems/username-taken");
}

#[tokio::test]
async fn registration_validates_every_field() {
    let app = spawn_app().await;
    for (username, password, field) in [
        ("ab", PASSWORD, "username"),
        ("has space", PASSWORD, "username"),
        (&"x".repeat(33)[..], PASSWORD, "username"),
        ("émile", PASSWORD, "username"),
        ("carol", "short", "password"),
        ("carol", &"p".repeat(129)[..], "password"),
    ] {
        let p = problem(
            app.post(
                "/api/v1/auth/register",
                None,
                json!({"username": username, "password": password}),
            )
            .await,
            422,
        )
        .await;
        assert_eq!(p["type"], "/problems/validation");
        assert_eq!(p["errors"][0]["field"], field, "{username}/{password}");
    }
    // Both wrong: both listed.
    let p = problem(
        app.post(
            "/api/v1/auth/register",
            None,
            json!({"username": "a", "password": "b"}),
        )
        .await,
        422,
    )
    .await;
    assert_eq!(p["errors"].as_array().unwrap().len(), 2);
    // Missing field and wrong types are shape errors.
    problem(
        app.post("/api/v1/auth/register", None, json!({"username": "carol"}))
            .await,
        422,
    )
    .await;
    problem(
        app.post(
            "/api/v1/auth/register",
            None,
            json!({"username": 5, "password": PASSWORD}),
        )
        .await,
        422,
    )
    .await;
}

#[tokio::test]
async fn login_issues_tokens_and_refuses_bad_credentials_alike() {
    let app = spawn_app_with(|v| {
        v.insert("ACCESS_TOKEN_TTL_SECS".into(), "900".into());
    })
    .await;
    app.register("dave").await;
    let tokens = app.login("dave").await;
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["expires_in"], 900);
    assert!(tokens["refresh_token"].as_str().unwrap().len() >= 40);
    let me = app.get("/api/v1/me", tokens["access_token"].as_str()).await;
    assert_eq!(me.status(), 200);
    assert_eq!(
        me.json::<serde_json::Value>().await.unwrap()["username"],
        "dave"
    );

    let wrong = problem(
        app.post(
            "/api/v1/auth/login",
            None,
            json!({"username": "dave", "password": "wrong password!"}),
        )
        .await,
        401,
    )
    .await;
    let unknown = problem(
        app.post(
            "/api/v1/auth/login",
            None,
            json!({"username": "nobody", "password": "wrong password!"}),
        )
        .await,
        401,
    )
    .await;
    assert_eq!(wrong["type"], unknown["type"]);
    assert_eq!(wrong["detail"], unknown["detail"]);
}

#[tokio::test]
async fn unknown_usernames_take_as_long_as_wrong_passwords() {
    let app = spawn_app().await;
    app.register("erin").await;
    let time = |username: &'static str| {
        let app = &app;
        async move {
            let start = Instant::now();
            for _ in 0..3 {
                app.post(
                    "/api/v1/auth/login",
                    None,
                    json!({"username": username, "password": "not the password"}),
                )
                .await;
            }
            start.elapsed().as_secs_f64()
        }
    };
    let known = time("erin").await;
    let unknown = time("nobody-here").await;
    // Without the dummy verification an unknown name answers in a fraction of the time.
    assert!(
        unknown > known * 0.5,
        "unknown {unknown:.3}s vs known {known:.3}s"
    );
}

fn forge(app: &TestApp, claims: serde_json::Value, secret: &str) -> String {
    let _ = app;
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(secret.as_bytes()),
    )
    .unwrap()
}

#[tokio::test]
async fn access_tokens_are_checked_strictly() {
    let app = spawn_app_with(|v| {
        v.insert("ACCESS_TOKEN_TTL_SECS".into(), "900".into());
    })
    .await;
    let token = app.user("frank").await;
    let me = |t: Option<String>| {
        let app = &app;
        async move { app.get("/api/v1/me", t.as_deref()).await }
    };
    assert_eq!(me(Some(token.clone())).await.status(), 200);

    let res = me(None).await;
    assert_eq!(res.headers()["www-authenticate"], "Bearer");
    problem(res, 401).await;
    problem(me(Some("garbage".into())).await, 401).await;

    let user_id = app
        .get("/api/v1/users/frank", None)
        .await
        .json::<serde_json::Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let now = app.clock_now();
    let claims = |aud: &str, exp: i64| json!({"sub": user_id.to_string(), "iat": now, "exp": exp, "iss": "camelot-server", "aud": aud});
    let secret = app.state.config.jwt_secret.clone();
    // Correctly forged with the real secret: accepted (the check is not vacuous).
    assert_eq!(
        me(Some(forge(&app, claims("camelot-api", now + 60), &secret)))
            .await
            .status(),
        200
    );
    // Wrong key, wrong audience, expired.
    problem(
        me(Some(forge(
            &app,
            claims("camelot-api", now + 60),
            "another-secret-another-secret!!",
        )))
        .await,
        401,
    )
    .await;
    problem(
        me(Some(forge(&app, claims("someone-else", now + 60), &secret))).await,
        401,
    )
    .await;
    problem(
        me(Some(forge(&app, claims("camelot-api", now - 10), &secret))).await,
        401,
    )
    .await;
    // alg "none".
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let unsigned = format!(
        "{}.{}.",
        b64.encode(br#"{"alg":"none","typ":"JWT"}"#),
        b64.encode(claims("camelot-api", now + 60).to_string().as_bytes())
    );
    problem(me(Some(unsigned)).await, 401).await;
    // Expiry follows the application clock: 15 minutes later the real token is refused.
    app.clock.advance(chrono::Duration::minutes(16));
    let p = problem(me(Some(token)).await, 401).await;
    assert_eq!(p["type"], "/problems/invalid-token");
}

impl TestApp {
    fn clock_now(&self) -> i64 {
        use camelot_server::clock::Clock;
        self.clock.now().timestamp()
    }
}

#[tokio::test]
async fn tokens_of_a_deleted_account_stop_working() {
    let app = spawn_app().await;
    let token = app.user("gina").await;
    let refresh = app.login("gina").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    problem(
        app.send(
            Method::DELETE,
            "/api/v1/me",
            Some(&token),
            Some(json!({"password": "wrong password!"})),
        )
        .await,
        401,
    )
    .await;
    let res = app
        .send(
            Method::DELETE,
            "/api/v1/me",
            Some(&token),
            Some(json!({"password": PASSWORD})),
        )
        .await;
    assert_eq!(res.status(), 204);
    problem(app.get("/api/v1/me", Some(&token)).await, 401).await;
    problem(
        app.post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": refresh}),
        )
        .await,
        401,
    )
    .await;
    problem(app.get("/api/v1/users/gina", None).await, 404).await;
    // The name stays reserved.
    problem(
        app.post(
            "/api/v1/auth/register",
            None,
            json!({"username": "gina", "password": PASSWORD}),
        )
        .await,
        409,
    )
    .await;
}

#[tokio::test]
async fn refresh_tokens_rotate_and_reuse_revokes_the_family() {
    let app = spawn_app().await;
    app.register("hank").await;
    let first = app.login("hank").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let res = app
        .post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": first}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let second: serde_json::Value = res.json().await.unwrap();
    let second_refresh = second["refresh_token"].as_str().unwrap().to_owned();
    assert_ne!(second_refresh, first);
    assert_eq!(
        app.get("/api/v1/me", second["access_token"].as_str())
            .await
            .status(),
        200
    );
    // Replaying the spent token fails and revokes its successor too.
    let p = problem(
        app.post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": first}),
        )
        .await,
        401,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("already used"));
    problem(
        app.post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": second_refresh}),
        )
        .await,
        401,
    )
    .await;
    // Another login (another family) is unaffected.
    let other = app.login("hank").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        app.post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": other})
        )
        .await
        .status(),
        200
    );
    problem(
        app.post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": "made-up"}),
        )
        .await,
        401,
    )
    .await;
}

#[tokio::test]
async fn refresh_tokens_expire_and_logout_revokes() {
    let app = spawn_app_with(|v| {
        v.insert("REFRESH_TOKEN_TTL_SECS".into(), "3600".into());
    })
    .await;
    app.register("ivan").await;
    let r = app.login("ivan").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        app.post("/api/v1/auth/logout", None, json!({"refresh_token": r}))
            .await
            .status(),
        204
    );
    problem(
        app.post("/api/v1/auth/refresh", None, json!({"refresh_token": r}))
            .await,
        401,
    )
    .await;
    let r = app.login("ivan").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    app.clock.advance(chrono::Duration::hours(2));
    let p = problem(
        app.post("/api/v1/auth/refresh", None, json!({"refresh_token": r}))
            .await,
        401,
    )
    .await;
    assert!(p["detail"].as_str().unwrap().contains("expired"));
}

#[tokio::test]
async fn changing_the_password_needs_the_old_one_and_ends_sessions() {
    let app = spawn_app().await;
    let token = app.user("judy").await;
    let refresh = app.login("judy").await["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let patch = |body| {
        let app = &app;
        let token = token.clone();
        async move {
            app.send(Method::PATCH, "/api/v1/me", Some(&token), Some(body))
                .await
        }
    };
    problem(
        patch(json!({"current_password": "not it at all", "new_password": "a brand new secret"}))
            .await,
        401,
    )
    .await;
    problem(
        patch(json!({"current_password": PASSWORD, "new_password": "short"})).await,
        422,
    )
    .await;
    assert_eq!(
        patch(json!({"current_password": PASSWORD, "new_password": "a brand new secret"}))
            .await
            .status(),
        200
    );
    problem(
        app.post(
            "/api/v1/auth/refresh",
            None,
            json!({"refresh_token": refresh}),
        )
        .await,
        401,
    )
    .await;
    problem(
        app.post(
            "/api/v1/auth/login",
            None,
            json!({"username": "judy", "password": PASSWORD}),
        )
        .await,
        401,
    )
    .await;
    let res = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"username": "judy", "password": "a brand new secret"}),
        )
        .await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn only_admins_grant_roles() {
    let app = spawn_app().await;
    let player = app.user("kate").await;
    let admin = app.admin("root_admin").await;
    let put = |token: String, who: &'static str, body| {
        let app = &app;
        async move {
            app.send(
                Method::PUT,
                &format!("/api/v1/users/{who}/roles"),
                Some(&token),
                Some(body),
            )
            .await
        }
    };
    problem(
        put(player.clone(), "kate", json!({"roles": ["organizer"]})).await,
        403,
    )
    .await;
    problem(
        put(admin.clone(), "kate", json!({"roles": ["wizard"]})).await,
        422,
    )
    .await;
    problem(
        put(admin.clone(), "nobody", json!({"roles": ["organizer"]})).await,
        404,
    )
    .await;
    let res = put(admin.clone(), "kate", json!({"roles": ["organizer"]})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.json::<serde_json::Value>().await.unwrap()["roles"],
        json!(["player", "organizer"])
    );
    // Roles are read fresh on every request: kate still cannot grant roles.
    problem(put(player, "kate", json!({"roles": ["admin"]})).await, 403).await;
    // An admin cannot demote themself by accident.
    problem(put(admin, "root_admin", json!({"roles": []})).await, 409).await;
}

#[tokio::test]
async fn create_admin_command_creates_and_promotes() {
    let app = spawn_app().await;
    app.register("leo").await;
    let bin = env!("CARGO_BIN_EXE_camelot-server");
    let run = |args: &[&str], pw: Option<&str>| {
        let mut cmd = std::process::Command::new(bin);
        cmd.args(args)
            .env("DATABASE_URL", &app.database_url)
            .env("LOG_LEVEL", "warn");
        match pw {
            Some(p) => cmd.env("CAMELOT_ADMIN_PASSWORD", p),
            None => cmd.env_remove("CAMELOT_ADMIN_PASSWORD"),
        };
        cmd.stdin(std::process::Stdio::null()).output().unwrap()
    };
    let out = run(&["create-admin", "leo"], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "leo is now an admin"
    );
    let out = run(&["create-admin", "new_boss"], Some(PASSWORD));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "created admin new_boss"
    );
    let out = run(&["create-admin", "new_boss"], Some(PASSWORD));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "new_boss is already an admin"
    );
    let out = run(&["create-admin", "weak_one"], Some("short"));
    assert!(!out.status.success());
    let profile: serde_json::Value = app
        .get("/api/v1/users/new_boss", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(profile["roles"], json!(["player", "admin"]));
    let login = app
        .post(
            "/api/v1/auth/login",
            None,
            json!({"username": "new_boss", "password": PASSWORD}),
        )
        .await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn login_is_rate_limited_per_address_and_per_username() {
    let app = spawn_app_with(|v| {
        v.insert("RATE_LIMIT_PER_IP_PER_MINUTE".into(), "3".into());
        v.insert("RATE_LIMIT_PER_USERNAME_PER_MINUTE".into(), "3".into());
        v.insert("TRUST_PROXY_HEADERS".into(), "true".into());
    })
    .await;
    let attempt = |ip: &'static str, user: &'static str| {
        let app = &app;
        async move {
            app.client
                .post(app.url("/api/v1/auth/login"))
                .header("x-forwarded-for", ip)
                .json(&json!({"username": user, "password": "whatever12345"}))
                .send()
                .await
                .unwrap()
        }
    };
    for _ in 0..3 {
        assert_eq!(attempt("10.0.0.1", "mallory").await.status(), 401);
    }
    let res = attempt("10.0.0.1", "mallory").await;
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry >= 1);
    assert_eq!(res.headers()["ratelimit-remaining"], "0");
    assert!(res.headers().contains_key("ratelimit-limit"));
    let p = problem(res, 429).await;
    assert_eq!(p["type"], "/problems/rate-limited");
    // The same username from fresh addresses is limited too.
    let res = attempt("10.0.0.2", "mallory").await;
    assert_eq!(res.status(), 429);
    // Another user from another address is not.
    assert_eq!(attempt("10.0.0.3", "trent").await.status(), 401);
}

#[tokio::test]
async fn users_list_is_paginated_with_cursors() {
    let app = spawn_app().await;
    for name in ["ann", "Bea", "cid", "dot", "eve"] {
        app.register(name).await;
    }
    let mut seen = Vec::new();
    let mut path = "/api/v1/users?limit=2".to_owned();
    loop {
        let res = app.get(&path, None).await;
        assert_eq!(res.status(), 200);
        let link = res
            .headers()
            .get("link")
            .map(|l| l.to_str().unwrap().to_owned());
        let page: serde_json::Value = res.json().await.unwrap();
        for u in page["items"].as_array().unwrap() {
            seen.push(u["username"].as_str().unwrap().to_owned());
        }
        match page["next_cursor"].as_str() {
            Some(c) => {
                let link = link.expect("Link header on every page but the last");
                assert!(link.ends_with("; rel=\"next\""));
                assert!(link.contains(c));
                path = format!("/api/v1/users?limit=2&cursor={c}");
            }
            None => {
                assert!(link.is_none());
                break;
            }
        }
    }
    assert_eq!(seen, ["ann", "Bea", "cid", "dot", "eve"]);
    let res = app.get("/api/v1/users?prefix=b", None).await;
    let page: serde_json::Value = res.json().await.unwrap();
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
    problem(
        app.get("/api/v1/users?cursor=not-a-cursor", None).await,
        400,
    )
    .await;
    problem(app.get("/api/v1/users?limit=0", None).await, 400).await;
    problem(app.get("/api/v1/users?limit=many", None).await, 400).await;
}
