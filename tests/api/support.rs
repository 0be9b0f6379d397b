//! Test harness: every test gets its own database, cloned from a migrated template, and its own
//! server on a random port, so tests run in parallel and never see each other's rows.

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use actix_web::web;
use camelot_server::clock::ManualClock;
use camelot_server::config::Config;
use camelot_server::startup::Application;
use camelot_server::state::AppState;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use tokio::sync::OnceCell;

/// The server that tests create their databases on (needs CREATE DATABASE rights).
pub fn admin_url() -> String {
    std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
}

/// `url` with its database name replaced.
pub fn with_database(url: &str, db: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let prefix = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    match query {
        Some(q) => format!("{prefix}/{db}?{q}"),
        None => format!("{prefix}/{db}"),
    }
}

/// A hash of the migrations and of the replaceable functions and triggers (a template made
/// before either changed is made again).
fn migrations_hash() -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../migrations");
    let mut files: Vec<_> = walk(std::path::Path::new(dir));
    files.sort();
    files.push(concat!(env!("CARGO_MANIFEST_DIR"), "/src/db/replaceable.sql").into());
    let mut h = Sha256::new();
    for f in files {
        h.update(f.to_string_lossy().as_bytes());
        h.update(std::fs::read(&f).unwrap_or_default());
    }
    h.finalize()
        .iter()
        .take(6)
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                out.extend(walk(&p))
            } else {
                out.push(p)
            }
        }
    }
    out
}

async fn admin_conn() -> AsyncPgConnection {
    AsyncPgConnection::establish(&admin_url()).await.unwrap_or_else(|e| {
        panic!("cannot reach PostgreSQL at DATABASE_URL ({}): {e}. Run the tests with scripts/test.", admin_url())
    })
}

async fn exec(conn: &mut AsyncPgConnection, sql: &str) {
    diesel::sql_query(sql)
        .execute(conn)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
}

#[derive(diesel::QueryableByName)]
struct Name {
    #[diesel(sql_type = diesel::sql_types::Text)]
    datname: String,
}

/// Creates (once per migration set) the migrated template database; returns its name.
async fn template() -> &'static str {
    static TEMPLATE: OnceCell<String> = OnceCell::const_new();
    TEMPLATE
        .get_or_init(|| async {
            let name = format!("camelot_tpl_{}", migrations_hash());
            let mut conn = admin_conn().await;
            exec(&mut conn, "SELECT pg_advisory_lock(727274)").await;
            drop_stale(&mut conn, &name).await;
            let existing: Vec<Name> = diesel::sql_query(format!(
                "SELECT datname FROM pg_database WHERE datname = '{name}' AND datallowconn"
            ))
            .load(&mut conn)
            .await
            .unwrap_or_default();
            let ready: Vec<Name> = diesel::sql_query(format!(
                "SELECT d.datname FROM pg_database d JOIN pg_shdescription s ON s.objoid = d.oid \
                 WHERE d.datname = '{name}' AND s.description = 'ready'"
            ))
            .load(&mut conn)
            .await
            .unwrap_or_default();
            if existing.is_empty() || ready.is_empty() {
                exec(
                    &mut conn,
                    &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
                )
                .await;
                exec(&mut conn, &format!("CREATE DATABASE {name}")).await;
                camelot_server::db::run_migrations(&with_database(&admin_url(), &name))
                    .await
                    .unwrap_or_else(|e| panic!("migrating the template failed: {e}"));
                exec(&mut conn, &format!("COMMENT ON DATABASE {name} IS 'ready'")).await;
            }
            exec(&mut conn, "SELECT pg_advisory_unlock(727274)").await;
            name
        })
        .await
}

/// Drops databases left by test processes that no longer run, and templates of old schemas.
async fn drop_stale(conn: &mut AsyncPgConnection, current_template: &str) {
    let names: Vec<Name> = diesel::sql_query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'ct\\_%' OR datname LIKE 'camelot\\_tpl\\_%'",
    )
    .load(conn)
    .await
    .unwrap_or_default();
    for Name { datname } in names {
        let stale = if let Some(rest) = datname.strip_prefix("ct_") {
            let pid = rest.split('_').next().unwrap_or("");
            !std::path::Path::new(&format!("/proc/{pid}")).exists()
        } else {
            datname != current_template
        };
        if stale {
            let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS {datname} WITH (FORCE)"))
                .execute(conn)
                .await;
        }
    }
}

/// Numbers the databases of this test process.
static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A fresh database for one test; returns its URL.
pub async fn fresh_database() -> String {
    let tpl = template().await;
    let name = format!(
        "ct_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    );
    let mut conn = admin_conn().await;
    exec(
        &mut conn,
        &format!("CREATE DATABASE {name} TEMPLATE {tpl} STRATEGY FILE_COPY"),
    )
    .await;
    with_database(&admin_url(), &name)
}

/// An empty database, not migrated (the first server started on it migrates it); returns its
/// URL.
pub async fn empty_database() -> String {
    template().await; // drops the databases of finished test processes first
    let name = format!(
        "ct_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    );
    let mut conn = admin_conn().await;
    exec(&mut conn, &format!("CREATE DATABASE {name}")).await;
    with_database(&admin_url(), &name)
}

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub state: web::Data<AppState>,
    pub clock: Arc<ManualClock>,
    pub database_url: String,
}

/// Settings every test app gets unless the test overrides them.
fn base_vars(database_url: &str) -> HashMap<String, String> {
    [
        ("DATABASE_URL", database_url),
        ("BIND_ADDR", "127.0.0.1:0"),
        ("RUN_JOBS", "false"),
        ("RUN_BOTS", "false"),
        ("ENGINE_THREADS", "1"),
        ("ENGINE_HASH_MB", "2"),
        ("DATABASE_POOL_SIZE", "6"),
        ("HTTP_WORKERS", "2"),
        // Tests move the clock by days: tokens must outlive that unless a test says otherwise.
        ("ACCESS_TOKEN_TTL_SECS", "31536000"),
        ("REFRESH_TOKEN_TTL_SECS", "31536000"),
        ("RATE_LIMIT_PER_IP_PER_MINUTE", "10000"),
        ("RATE_LIMIT_PER_USERNAME_PER_MINUTE", "10000"),
        ("LOG_LEVEL", "warn"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect()
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Starts an app on its own database, after letting the test adjust the environment.
pub async fn spawn_app_with(customize: impl FnOnce(&mut HashMap<String, String>)) -> TestApp {
    let database_url = fresh_database().await;
    spawn_app_on(&database_url, customize).await
}

/// Starts another app process-equivalent on an existing database (two replicas, one database).
pub async fn spawn_app_on(
    database_url: &str,
    customize: impl FnOnce(&mut HashMap<String, String>),
) -> TestApp {
    let mut vars = base_vars(database_url);
    customize(&mut vars);
    let config = Config::from_vars(vars).expect("test configuration");
    let clock = ManualClock::new(chrono::Utc::now());
    let app = Application::build_with_clock(config, clock.clone())
        .await
        .expect("application starts");
    let base = format!("http://127.0.0.1:{}", app.port());
    let state = app.state();
    tokio::spawn(app.run_until_stopped());
    TestApp {
        base,
        client: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client"),
        state,
        clock,
        database_url: database_url.to_owned(),
    }
}

pub const PASSWORD: &str = "correct horse battery";

impl TestApp {
    /// Runs the pairing job once, as a worker of a replica with `RUN_JOBS` would: pairs every
    /// Swiss round left due. Returns how many it paired.
    pub async fn pair_due(&self) -> usize {
        camelot_server::service::tournaments::pairing_job::run_due(
            &self.state.pool,
            self.state.clock.as_ref(),
        )
        .await
        .expect("pairing job")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> reqwest::Response {
        let mut r = self.client.get(self.url(path));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r.send().await.expect("request")
    }

    /// Deletes the player's account (`DELETE /me` with the password); asserts it was deleted.
    pub async fn delete_account(&self, player: &Player) {
        let res = self
            .send(
                reqwest::Method::DELETE,
                "/api/v1/me",
                Some(&player.token),
                Some(serde_json::json!({"password": PASSWORD})),
            )
            .await;
        assert_eq!(res.status(), 204, "account deleted");
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> reqwest::Response {
        let mut r = self.client.post(self.url(path)).json(&body);
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r.send().await.expect("request")
    }

    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> reqwest::Response {
        let mut r = self.client.request(method, self.url(path));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        if let Some(b) = body {
            r = r.json(&b);
        }
        r.send().await.expect("request")
    }

    pub async fn register(&self, username: &str) -> Value {
        let res = self
            .post(
                "/api/v1/auth/register",
                None,
                json!({"username": username, "password": PASSWORD}),
            )
            .await;
        assert_eq!(res.status(), 201, "register {username}");
        res.json().await.expect("json")
    }

    pub async fn login(&self, username: &str) -> Value {
        let res = self
            .post(
                "/api/v1/auth/login",
                None,
                json!({"username": username, "password": PASSWORD}),
            )
            .await;
        assert_eq!(res.status(), 200, "login {username}");
        res.json().await.expect("json")
    }

    /// Registers and logs in; returns the access token.
    pub async fn user(&self, username: &str) -> String {
        self.register(username).await;
        self.login(username).await["access_token"]
            .as_str()
            .expect("token")
            .to_owned()
    }

    /// Creates an admin through the same code path as `camelot-server create-admin`.
    pub async fn admin(&self, username: &str) -> String {
        camelot_server::cli::create_admin(&self.database_url, username, Some(PASSWORD.to_owned()))
            .await
            .expect("create admin");
        self.login(username).await["access_token"]
            .as_str()
            .expect("token")
            .to_owned()
    }
}

/// Reads a problem response, checking its media type and status.
pub async fn problem(res: reqwest::Response, status: u16) -> Value {
    assert_eq!(res.status().as_u16(), status, "status");
    let ct = res
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    assert!(
        ct.starts_with("application/problem+json"),
        "content type {ct}"
    );
    let body: Value = res.json().await.expect("problem body");
    assert_eq!(body["status"], status, "status member");
    assert!(
        body["type"]
            .as_str()
            .is_some_and(|t| t.starts_with("/problems/")),
        "type {body}"
    );
    assert!(
        body["title"].is_string() && body["detail"].is_string(),
        "title/detail {body}"
    );
    body
}

/// A user with a token.
pub struct Player {
    pub name: String,
    pub token: String,
}

impl TestApp {
    pub async fn player(&self, name: &str) -> Player {
        Player {
            name: name.to_owned(),
            token: self.user(name).await,
        }
    }

    /// `white` challenges `black` (white colour) and `black` accepts; returns the game id.
    pub async fn start_game(&self, white: &Player, black: &Player, rated: bool) -> i64 {
        let res = self
            .post(
                "/api/v1/challenges",
                Some(&white.token),
                json!({"opponent": black.name, "color": "white", "rated": rated, "days_per_move": 3}),
            )
            .await;
        assert_eq!(res.status(), 201, "challenge");
        let c: Value = res.json().await.expect("json");
        let res = self
            .post(
                &format!("/api/v1/challenges/{}/accept", c["id"]),
                Some(&black.token),
                json!({}),
            )
            .await;
        assert_eq!(res.status(), 201, "accept");
        let g: Value = res.json().await.expect("json");
        g["id"].as_i64().expect("game id")
    }

    /// Plays a move at the given ply; returns the response.
    pub async fn play(&self, game: i64, who: &Player, path: &str, ply: i64) -> reqwest::Response {
        self.post(
            &format!("/api/v1/games/{game}/moves"),
            Some(&who.token),
            json!({"path": path, "expected_ply": ply}),
        )
        .await
    }

    pub async fn game(&self, id: i64) -> Value {
        let res = self.get(&format!("/api/v1/games/{id}"), None).await;
        assert_eq!(res.status(), 200);
        res.json().await.expect("json")
    }

    pub async fn events(&self, who: &Player, after: i64) -> Vec<Value> {
        let res = self
            .get(
                &format!("/api/v1/me/events?after={after}"),
                Some(&who.token),
            )
            .await;
        assert_eq!(res.status(), 200);
        let body: Value = res.json().await.expect("json");
        body["items"].as_array().cloned().unwrap_or_default()
    }
}

/// The shared rules vectors.
pub fn vectors(file: &str) -> String {
    let path = format!(
        "{}/../camelot-rules/tests/data/vectors/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Finishes a game with the given result; `moves` first makes both sides move (so it is rated).
pub async fn decide(
    app: &TestApp,
    game: i64,
    white: &Player,
    black: &Player,
    result: &str,
    moves: bool,
) {
    if moves {
        assert_eq!(app.play(game, white, "D6-F8", 0).await.status(), 201);
        assert_eq!(app.play(game, black, "H11-F9", 1).await.status(), 201);
    }
    let (path, who) = match result {
        "1-0" => ("resign", black),
        "0-1" => ("resign", white),
        _ => ("draw-offer", white),
    };
    assert_eq!(
        app.send(
            reqwest::Method::POST,
            &format!("/api/v1/games/{game}/{path}"),
            Some(&who.token),
            None
        )
        .await
        .status(),
        200
    );
    if path == "draw-offer" {
        let res = app
            .send(
                reqwest::Method::POST,
                &format!("/api/v1/games/{game}/draw-accept"),
                Some(&black.token),
                None,
            )
            .await;
        assert_eq!(res.status(), 200);
    }
}

/// Per-endpoint helpers: each sends one request as a player would and returns the response,
/// so a scenario reads as what its users do.
impl TestApp {
    /// `POST /challenges` with the given body, as `who`.
    pub async fn challenge(&self, who: &Player, body: Value) -> reqwest::Response {
        self.post("/api/v1/challenges", Some(&who.token), body)
            .await
    }

    /// `white` challenges `black` with a time control; `black` accepts. Returns the game id.
    pub async fn start_game_with(
        &self,
        white: &Player,
        black: &Player,
        time_control: Value,
    ) -> i64 {
        let res = self
            .challenge(
                white,
                json!({"opponent": black.name, "color": "white", "rated": true, "time_control": time_control}),
            )
            .await;
        assert_eq!(res.status(), 201, "challenge");
        let c: Value = res.json().await.expect("json");
        let res = self.accept(black, c["id"].as_i64().expect("id")).await;
        assert_eq!(res.status(), 201, "accept");
        res.json::<Value>().await.expect("json")["id"]
            .as_i64()
            .expect("game id")
    }

    /// `POST /challenges/{id}/accept`.
    pub async fn accept(&self, who: &Player, challenge: i64) -> reqwest::Response {
        self.post(
            &format!("/api/v1/challenges/{challenge}/accept"),
            Some(&who.token),
            json!({}),
        )
        .await
    }

    /// `POST /games/{id}/{action}` (resign, draw-offer, draw-accept, draw-decline, draw-claim,
    /// abort).
    pub async fn act(&self, game: i64, who: &Player, action: &str) -> reqwest::Response {
        self.send(
            reqwest::Method::POST,
            &format!("/api/v1/games/{game}/{action}"),
            Some(&who.token),
            None,
        )
        .await
    }

    /// `POST /me/leave`.
    pub async fn start_leave(&self, who: &Player, days: i64) -> reqwest::Response {
        self.post("/api/v1/me/leave", Some(&who.token), json!({"days": days}))
            .await
    }

    /// `DELETE /me/leave`.
    pub async fn end_leave(&self, who: &Player) -> reqwest::Response {
        self.send(
            reqwest::Method::DELETE,
            "/api/v1/me/leave",
            Some(&who.token),
            None,
        )
        .await
    }

    /// `GET /me/leave`.
    pub async fn leave_status(&self, who: &Player) -> Value {
        let res = self.get("/api/v1/me/leave", Some(&who.token)).await;
        assert_eq!(res.status(), 200, "leave status");
        res.json().await.expect("json")
    }

    /// `PUT /games/{id}/conditional-moves`.
    pub async fn set_conditional(
        &self,
        game: i64,
        who: &Player,
        expected_ply: i64,
        lines: Value,
    ) -> reqwest::Response {
        self.send(
            reqwest::Method::PUT,
            &format!("/api/v1/games/{game}/conditional-moves"),
            Some(&who.token),
            Some(json!({"expected_ply": expected_ply, "lines": lines})),
        )
        .await
    }

    /// `GET /games/{id}/conditional-moves`: the caller's lines.
    pub async fn conditional(&self, game: i64, who: &Player) -> Value {
        let res = self
            .get(
                &format!("/api/v1/games/{game}/conditional-moves"),
                Some(&who.token),
            )
            .await;
        assert_eq!(res.status(), 200, "conditional moves");
        res.json().await.expect("json")
    }

    /// The application clock now.
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        use camelot_server::clock::Clock;
        self.clock.now()
    }
}

/// An RFC 3339 time from a JSON value.
pub fn time(v: &Value) -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::parse_from_rfc3339(v.as_str().expect("a time"))
        .expect("RFC 3339")
        .with_timezone(&chrono::Utc)
}

/// A `camelot-server` process, stopped when dropped.
pub struct Server {
    child: Child,
    pub base: String,
}

impl Server {
    /// Sends SIGTERM, as a process manager stopping the server does.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -TERM");
    }

    /// Waits for the process to exit, up to `within`; its exit status, or `None` if it is still
    /// running then.
    pub async fn exited_within(
        &mut self,
        within: std::time::Duration,
    ) -> Option<std::process::ExitStatus> {
        let until = std::time::Instant::now() + within;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if std::time::Instant::now() >= until {
                return None;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

pub async fn start_server(database_url: &str, jobs: bool) -> Server {
    start_server_with(database_url, jobs, &[]).await
}

/// A server process with extra environment variables on top of the test defaults.
pub async fn start_server_with(database_url: &str, jobs: bool, env: &[(&str, &str)]) -> Server {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_camelot-server"))
        .env("DATABASE_URL", database_url)
        .env("BIND_ADDR", format!("127.0.0.1:{port}"))
        .env("RUN_JOBS", if jobs { "true" } else { "false" })
        .env("JOB_INTERVAL_MS", "20")
        .env("DATABASE_POOL_SIZE", "8")
        .env("HTTP_WORKERS", "2")
        .env("RATE_LIMIT_BURST", "10000")
        .env("RATE_LIMIT_PER_IP_PER_MINUTE", "10000")
        .env("RATE_LIMIT_PER_USERNAME_PER_MINUTE", "10000")
        .env("LOG_LEVEL", "warn")
        .envs(env.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("camelot-server starts");
    let server = Server {
        child,
        base: format!("http://127.0.0.1:{port}"),
    };
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if let Ok(r) = client
            .get(format!("{}/health/ready", server.base))
            .send()
            .await
            && r.status() == 200
        {
            return server;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("camelot-server did not become ready");
}
