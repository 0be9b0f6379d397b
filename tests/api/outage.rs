//! The database killed under load: a PostgreSQL cluster of the test's own, `kill -9` of its
//! postmaster while clients play moves through a real server process, then a restart. Every
//! answer during the outage is a quick `503 /problems/unavailable` with `Retry-After` (never a
//! 500), the server recovers without a restart of its own, and every acknowledged move is in
//! the database afterwards. Clients retry with their `Idempotency-Key`, so a move whose commit
//! raced the crash is answered with its stored result, never played twice.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use camelot_rules::Position;
use serde_json::{Value, json};
use tokio::sync::Mutex;

use crate::support::{PASSWORD, free_port, start_server_with};

const SCRIPT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../scripts/lib/pg-throwaway.sh"
);

/// A cluster in a temporary directory, removed when dropped.
struct Cluster {
    dir: PathBuf,
    port: u16,
}

impl Cluster {
    fn start() -> Cluster {
        let dir = std::env::temp_dir().join(format!("camelot-outage-{}", std::process::id()));
        let cluster = Cluster {
            dir,
            port: free_port(),
        };
        cluster.script(&["start", &cluster.port.to_string()]);
        cluster
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    fn script(&self, args: &[&str]) -> String {
        let (cmd, rest) = args.split_first().expect("a command");
        let out = Command::new("bash")
            .arg(SCRIPT)
            .arg(cmd)
            .arg(&self.dir)
            .args(rest)
            .output()
            .expect("pg-throwaway.sh runs");
        assert!(
            out.status.success(),
            "pg-throwaway.sh {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }

    /// `kill -9` of the postmaster.
    fn kill_postmaster(&self) {
        let pid = self.script(&["pid"]);
        let status = Command::new("kill").args(["-9", &pid]).status().unwrap();
        assert!(status.success(), "kill -9 {pid}");
    }

    fn restart(&self) {
        self.script(&["start", &self.port.to_string()]);
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new("bash")
            .arg(SCRIPT)
            .arg("stop")
            .arg(&self.dir)
            .output();
    }
}

/// What the clients saw: each answer's status and problem type, before, during and after.
#[derive(Default)]
struct Tally {
    answers: BTreeMap<(&'static str, u16, String), usize>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(usize)]
enum Phase {
    Before = 0,
    Down = 1,
    After = 2,
}

impl Phase {
    fn name(self) -> &'static str {
        match self {
            Phase::Before => "before",
            Phase::Down => "outage",
            Phase::After => "after",
        }
    }
}

async fn post(client: &reqwest::Client, url: String, token: Option<&str>, body: Value) -> Value {
    let mut r = client.post(url).json(&body);
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    r.send().await.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn a_database_killed_under_move_load_answers_503_and_loses_no_acknowledged_move() {
    let cluster = Cluster::start();
    let server = start_server_with(&cluster.url(), false, &[("DATABASE_POOL_SIZE", "6")]).await;
    let base = server.base.clone();
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    const GAMES: usize = 16;
    let mut games = Vec::new();
    for g in 0..GAMES {
        let mut tokens = Vec::new();
        for side in ["w", "b"] {
            let creds = json!({"username": format!("outage_{side}{g}"), "password": PASSWORD});
            post(
                &client,
                format!("{base}/api/v1/auth/register"),
                None,
                creds.clone(),
            )
            .await;
            let t = post(&client, format!("{base}/api/v1/auth/login"), None, creds).await;
            tokens.push(t["access_token"].as_str().unwrap().to_owned());
        }
        let c = post(
            &client,
            format!("{base}/api/v1/challenges"),
            Some(&tokens[0]),
            json!({"opponent": format!("outage_b{g}"), "color": "white", "rated": false, "days_per_move": 3}),
        )
        .await;
        let game = post(
            &client,
            format!("{base}/api/v1/challenges/{}/accept", c["id"]),
            Some(&tokens[1]),
            json!({}),
        )
        .await;
        let id = game["id"]
            .as_i64()
            .unwrap_or_else(|| panic!("{c} then {game}"));
        games.push((id, tokens));
    }

    let phase = Arc::new(AtomicUsize::new(Phase::Before as usize));
    let stop = Arc::new(AtomicBool::new(false));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let acked_since = Arc::new(AtomicUsize::new(0));
    let mut clients = Vec::new();
    for (n, (id, tokens)) in games.iter().cloned().enumerate() {
        let (client, base) = (client.clone(), base.clone());
        let (phase, stop, tally, acked_since) = (
            phase.clone(),
            stop.clone(),
            tally.clone(),
            acked_since.clone(),
        );
        clients.push(tokio::spawn(async move {
            let mut pos = Position::start();
            let mut acked: Vec<String> = Vec::new();
            while !stop.load(Ordering::Relaxed) && !pos.status().is_over() {
                let moves = pos.legal_moves();
                let ply = acked.len();
                let mv = &moves[(ply * 7 + n) % moves.len()];
                let path = mv.path.to_string();
                // One ply, retried with its key until an answer decides it.
                loop {
                    let res = client
                        .post(format!("{base}/api/v1/games/{id}/moves"))
                        .bearer_auth(&tokens[ply % 2])
                        .header("Idempotency-Key", format!("outage-{id}-{ply}"))
                        .json(&json!({"path": path, "expected_ply": ply}))
                        .send()
                        .await
                        .expect("the server process answers throughout");
                    let status = res.status().as_u16();
                    let retry_after = res.headers().contains_key("retry-after");
                    let body: Value = res.json().await.unwrap_or(Value::Null);
                    let kind = body["type"].as_str().unwrap_or("").to_owned();
                    let now = match phase.load(Ordering::Relaxed) {
                        0 => Phase::Before,
                        1 => Phase::Down,
                        _ => Phase::After,
                    };
                    *tally
                        .lock()
                        .await
                        .answers
                        .entry((now.name(), status, kind.clone()))
                        .or_default() += 1;
                    match status {
                        201 => {
                            assert_eq!(body["ply"], ply + 1, "{body}");
                            acked.push(path.clone());
                            if now == Phase::After {
                                acked_since.fetch_add(1, Ordering::Relaxed);
                            }
                            break;
                        }
                        503 => {
                            assert_eq!(kind, "/problems/unavailable", "{body}");
                            assert!(retry_after, "503 without Retry-After: {body}");
                            tokio::time::sleep(Duration::from_millis(50)).await;
                        }
                        other => panic!("ply {ply} of game {id}: {other} {body}"),
                    }
                }
                pos = mv.result;
            }
            (id, acked)
        }));
    }

    // Play a moment, kill the postmaster, stay down a moment, bring it back.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    phase.store(Phase::Down as usize, Ordering::Relaxed);
    cluster.kill_postmaster();
    tokio::time::sleep(Duration::from_millis(2000)).await;
    cluster.restart();
    phase.store(Phase::After as usize, Ordering::Relaxed);
    // Writes work again: enough moves acknowledged after the restart, within a minute.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while acked_since.load(Ordering::Relaxed) < 3 * GAMES {
        assert!(
            tokio::time::Instant::now() < deadline,
            "moves did not resume within a minute of the restart"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    stop.store(true, Ordering::Relaxed);
    let mut acked_total = 0;
    for c in clients {
        let (id, acked) = c.await.expect("client task");
        acked_total += acked.len();
        // Every acknowledged move is in the database, in order, once.
        let g: Value = client
            .get(format!("{base}/api/v1/games/{id}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let stored: Vec<&str> = g["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["path"].as_str().unwrap())
            .collect();
        assert_eq!(stored, acked, "game {id}");
    }
    let tally = tally.lock().await;
    for ((when, status, kind), n) in &tally.answers {
        eprintln!("{when:>7} {status} {kind:<24} {n}");
    }
    let during: usize = tally
        .answers
        .iter()
        .filter(|((when, _, _), _)| *when == "outage")
        .map(|(_, n)| n)
        .sum();
    eprintln!("{acked_total} moves acknowledged; {during} answers during the outage");
    assert!(during > 0, "no request was answered during the outage");
    drop(server);
}
