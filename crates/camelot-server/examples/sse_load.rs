//! Load client for `bench/sse.sh`: holds thousands of live event streams open against one
//! server while games are played at a fixed rate, and reports how long each move took to reach
//! the opponent's stream.
//!
//! The accounts are created by the script in SQL (registering 10,000 users through the API
//! would spend minutes in argon2); their access tokens are minted here with the server's own
//! `JwtKeys` and the secret the script gave the server. Everything else goes through the API.
//!
//! Settings (environment): `SSE_BASE` (server URL), `SSE_SECRET` (its `JWT_SECRET`),
//! `SSE_USERS` (accounts `sse1`… with ids 1…N, one stream each), `SSE_GAMES` (games between
//! users 2g+1 and 2g+2), `SSE_RATE` (moves per second in all), `SSE_SECONDS` (how long moves
//! are played), `SSE_MOVES` (a file with a legal game, one path per line).
//!
//! Delivery is measured to the moment a move's `opponent_moved` event arrives on the
//! opponent's stream, from two starts: the move's answer (the move had committed by then, so
//! this slightly under-counts commit-to-delivery) and the move's sending (an upper bound: it
//! includes the move's own processing). The moves' own answer times are reported too.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use camelot_server::auth::jwt::JwtKeys;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::sync::{Mutex, Semaphore};

type Times = Arc<Mutex<HashMap<(i64, i64), Instant>>>;
/// When each move was sent and when its answer came.
type Sent = Arc<Mutex<HashMap<(i64, i64), (Instant, Instant)>>>;

fn setting<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[derive(Default)]
struct Counters {
    streams_open: AtomicUsize,
    streams_failed: AtomicUsize,
    streams_closed: AtomicUsize,
    moves_ok: AtomicUsize,
    moves_failed: AtomicUsize,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let base: String = setting("SSE_BASE", "http://127.0.0.1:8080".to_owned());
    let secret: String = setting("SSE_SECRET", String::new());
    let users: i64 = setting("SSE_USERS", 10_000);
    let games: i64 = setting("SSE_GAMES", 1_000);
    let rate: f64 = setting("SSE_RATE", 1_000.0);
    let seconds: u64 = setting("SSE_SECONDS", 30);
    let moves_file: String = setting("SSE_MOVES", "bench/.work/moves.txt".to_owned());
    let moves: Arc<Vec<String>> = Arc::new(
        std::fs::read_to_string(&moves_file)?
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect(),
    );
    let api = format!("{base}/api/v1");
    let keys = JwtKeys::new(
        &secret,
        "camelot-server",
        "camelot-api",
        Duration::from_secs(86_400),
    );
    let now = chrono::Utc::now();
    let tokens: Arc<Vec<String>> = Arc::new(
        (1..=users)
            .map(|id| keys.issue(id, 0, now))
            .collect::<Result<_, _>>()
            .map_err(|e| format!("minting tokens: {}", e))?,
    );
    let token = |id: i64| tokens[(id - 1) as usize].clone();
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .timeout(Duration::from_secs(30))
        .build()?;

    // The games: white is user 2g+1, black 2g+2.
    let started = Instant::now();
    let ids: Vec<i64> = futures_util::stream::iter(0..games)
        .map(|g| {
            let (client, api) = (client.clone(), api.clone());
            let (white, black) = (token(2 * g + 1), token(2 * g + 2));
            async move {
                let ch: Value = client
                    .post(format!("{api}/challenges"))
                    .bearer_auth(&white)
                    .json(
                        &json!({"opponent": format!("sse{}", 2 * g + 2), "color": "white",
                                  "rated": false, "days_per_move": 3}),
                    )
                    .send()
                    .await?
                    .error_for_status()?
                    .json()
                    .await?;
                let game: Value = client
                    .post(format!("{api}/challenges/{}/accept", ch["id"]))
                    .bearer_auth(&black)
                    .send()
                    .await?
                    .error_for_status()?
                    .json()
                    .await?;
                Ok::<i64, reqwest::Error>(game["id"].as_i64().unwrap_or(0))
            }
        })
        .buffered(32)
        .collect::<Vec<_>>()
        .await
        .into_iter()
        .collect::<Result<_, _>>()?;
    eprintln!("{} games created in {:.1?}", ids.len(), started.elapsed());

    // One stream per user, opened 200 at a time.
    let arrivals: Times = Arc::default();
    let counters = Arc::new(Counters::default());
    let opening = Arc::new(Semaphore::new(200));
    let started = Instant::now();
    let stream_client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()?;
    for id in 1..=users {
        let permit = opening.clone().acquire_owned().await?;
        let (client, url, tok) = (
            stream_client.clone(),
            format!("{api}/me/events/stream"),
            token(id),
        );
        let (arrivals, counters) = (arrivals.clone(), counters.clone());
        tokio::spawn(async move {
            let res = client.get(url).bearer_auth(tok).send().await;
            let res = match res {
                Ok(r) if r.status().is_success() => r,
                _ => {
                    counters.streams_failed.fetch_add(1, Ordering::Relaxed);
                    drop(permit);
                    return;
                }
            };
            counters.streams_open.fetch_add(1, Ordering::Relaxed);
            drop(permit);
            read_stream(res, &arrivals).await;
            counters.streams_closed.fetch_add(1, Ordering::Relaxed);
        });
    }
    let _all = opening.acquire_many(200).await?;
    eprintln!(
        "{} streams open, {} refused, in {:.1?}",
        counters.streams_open.load(Ordering::Relaxed),
        counters.streams_failed.load(Ordering::Relaxed),
        started.elapsed()
    );

    // Moves: every game moves once per `games / rate` seconds, the games spread evenly.
    let sent: Sent = Arc::default();
    let period = Duration::from_secs_f64(games as f64 / rate);
    let until = Instant::now() + Duration::from_secs(seconds);
    let mut movers = Vec::new();
    for (g, &game) in ids.iter().enumerate() {
        let offset = period.mul_f64(g as f64 / games as f64);
        let (client, api, moves, sent, counters) = (
            client.clone(),
            api.clone(),
            moves.clone(),
            sent.clone(),
            counters.clone(),
        );
        let sides = [token(2 * g as i64 + 1), token(2 * g as i64 + 2)];
        movers.push(tokio::spawn(async move {
            tokio::time::sleep(offset).await;
            let mut tick = tokio::time::interval(period);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            for (ply, path) in moves.iter().enumerate() {
                tick.tick().await;
                if Instant::now() >= until {
                    break;
                }
                let at = Instant::now();
                let res = client
                    .post(format!("{api}/games/{game}/moves"))
                    .bearer_auth(&sides[ply % 2])
                    .json(&json!({"path": path, "expected_ply": ply}))
                    .send()
                    .await;
                match res {
                    Ok(r) if r.status().as_u16() == 201 => {
                        sent.lock()
                            .await
                            .insert((game, ply as i64 + 1), (at, Instant::now()));
                        counters.moves_ok.fetch_add(1, Ordering::Relaxed);
                    }
                    _ => {
                        counters.moves_failed.fetch_add(1, Ordering::Relaxed);
                        break;
                    }
                }
            }
        }));
    }
    let playing = Instant::now();
    for m in movers {
        m.await?;
    }
    let played = playing.elapsed();
    tokio::time::sleep(Duration::from_secs(2)).await;

    let sent = sent.lock().await;
    let arrivals = arrivals.lock().await;
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut from_send = Vec::new();
    let mut from_answer = Vec::new();
    let mut answer = Vec::new();
    for (k, (at, answered)) in sent.iter() {
        answer.push(ms(answered.duration_since(*at)));
        if let Some(a) = arrivals.get(k) {
            from_send.push(ms(a.duration_since(*at)));
            from_answer.push(ms(a.saturating_duration_since(*answered)));
        }
    }
    let pct = |v: &mut Vec<f64>, p: f64| {
        v.sort_by(f64::total_cmp);
        v.get(((v.len() as f64 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    let lat_len = from_send.len();
    let ok = counters.moves_ok.load(Ordering::Relaxed);
    println!(
        "streams_open {}",
        counters.streams_open.load(Ordering::Relaxed)
    );
    println!(
        "streams_refused {}",
        counters.streams_failed.load(Ordering::Relaxed)
    );
    println!(
        "streams_ended_early {}",
        counters.streams_closed.load(Ordering::Relaxed)
    );
    println!("moves_ok {ok}");
    println!(
        "moves_failed {}",
        counters.moves_failed.load(Ordering::Relaxed)
    );
    println!("moves_per_second {:.0}", ok as f64 / played.as_secs_f64());
    println!("events_delivered {lat_len}");
    println!("events_missing {}", ok.saturating_sub(lat_len));
    println!("move_answer_ms_p50 {:.1}", pct(&mut answer, 0.50));
    println!("move_answer_ms_p99 {:.1}", pct(&mut answer, 0.99));
    println!(
        "delivery_after_send_ms_p50 {:.1}",
        pct(&mut from_send, 0.50)
    );
    println!(
        "delivery_after_send_ms_p99 {:.1}",
        pct(&mut from_send, 0.99)
    );
    println!(
        "delivery_after_answer_ms_p50 {:.1}",
        pct(&mut from_answer, 0.50)
    );
    println!(
        "delivery_after_answer_ms_p99 {:.1}",
        pct(&mut from_answer, 0.99)
    );
    println!(
        "delivery_after_answer_ms_max {:.1}",
        pct(&mut from_answer, 1.0)
    );
    let failed = counters.moves_failed.load(Ordering::Relaxed) > 0
        || counters.streams_failed.load(Ordering::Relaxed) > 0
        || ok > lat_len;
    if failed {
        std::process::exit(1);
    }
    Ok(())
}

/// Reads one event stream until it ends, noting when each `opponent_moved` event arrived.
async fn read_stream(mut res: reqwest::Response, arrivals: &Times) {
    let mut buf = Vec::new();
    while let Ok(Some(chunk)) = res.chunk().await {
        buf.extend_from_slice(&chunk);
        while let Some(end) = find(&buf, b"\n\n") {
            let frame: Vec<u8> = buf.drain(..end + 2).collect();
            let at = Instant::now();
            let text = String::from_utf8_lossy(&frame);
            if !text.contains("event: opponent_moved") {
                continue;
            }
            let data = text
                .lines()
                .find_map(|l| l.strip_prefix("data: "))
                .and_then(|d| serde_json::from_str::<Value>(d).ok());
            if let Some(d) = data {
                let key = (
                    d["data"]["game_id"].as_i64().unwrap_or(0),
                    d["data"]["ply"].as_i64().unwrap_or(0),
                );
                arrivals.lock().await.insert(key, at);
            }
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}
