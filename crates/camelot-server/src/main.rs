//! `camelot-server`: serve the API, apply migrations, create the first admin, print the OpenAPI
//! document.

use std::process::ExitCode;

use camelot_server::cli::{self, AdminOutcome};
use camelot_server::config::Config;
use camelot_server::startup::{Application, DOCS_PATH, OPENAPI_PATH};
use camelot_server::{api, db, telemetry};

/// mimalloc instead of the C library's malloc: every request allocates and frees many
/// short-lived buffers (rows, JSON text) on two worker threads, and glibc's arena bookkeeping
/// (`malloc_consolidate`, `unlink_chunk`) was about a fifth of the server's CPU on game reads.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str = "usage: camelot-server [serve | migrate | create-admin <username> | openapi]

  serve                    run the HTTP API (the default)
  migrate                  apply pending database migrations and the SQL functions and
                           triggers (db/replaceable.sql), and exit
  create-admin <username>  create an admin (password from CAMELOT_ADMIN_PASSWORD, else asked)
                           or give an existing user the admin role
  openapi                  print the OpenAPI document (JSON) and exit
  run-jobs                 run one pass of the background jobs now, print what it did and exit
  store-move-lists         store the move list of every finished game still waiting for it
                           (after an upgrade or an import; the jobs do it bit by bit) and exit
  explain-game-read <id>   run the statement that reads a game for its view under EXPLAIN
                           (ANALYZE, BUFFERS) and print PostgreSQL's plan
  healthcheck              exit 0 when the server on BIND_ADDR answers /health/ready

Configuration comes from environment variables; see README.md.";

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = args.first().map(String::as_str).unwrap_or("serve");
    match command {
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        "-V" | "--version" => {
            println!("camelot-server {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        "openapi" => {
            return match serde_json::to_string_pretty(&api::openapi()) {
                Ok(json) => {
                    println!("{json}");
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&format!("cannot render the OpenAPI document: {e}")),
            };
        }
        "healthcheck" => {
            let addr = std::env::var("BIND_ADDR").unwrap_or_else(|_| "127.0.0.1:8080".to_owned());
            return match cli::healthcheck(&addr) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(&e.to_string()),
            };
        }
        _ => {}
    }
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => return fail(&e.to_string()),
    };
    telemetry::init(&config.log_level, config.log_format);
    match (command, args.len()) {
        ("serve", 1) | ("serve", 0) => serve(config).await,
        ("run-jobs", 1) => run_jobs(config).await,
        ("store-move-lists", 1) => store_move_lists(config).await,
        ("explain-game-read", 2) => explain_game_read(config, &args[1]).await,
        ("migrate", 1) => match db::run_migrations(&config.database_url).await {
            Ok(applied) if applied.is_empty() => {
                println!("database is up to date");
                ExitCode::SUCCESS
            }
            Ok(applied) => {
                println!(
                    "applied {} migration(s): {}",
                    applied.len(),
                    applied.join(", ")
                );
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e.to_string()),
        },
        ("create-admin", 2) => {
            let username = &args[1];
            let pw = std::env::var("CAMELOT_ADMIN_PASSWORD")
                .ok()
                .filter(|p| !p.is_empty());
            if let Err(e) = db::run_migrations(&config.database_url).await {
                return fail(&e.to_string());
            }
            match cli::create_admin(&config.database_url, username, pw).await {
                Ok(AdminOutcome::Created) => println!("created admin {username}"),
                Ok(AdminOutcome::Promoted) => println!("{username} is now an admin"),
                Ok(AdminOutcome::AlreadyAdmin) => println!("{username} is already an admin"),
                Err(e) => return fail(&e.to_string()),
            }
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

async fn serve(config: Config) -> ExitCode {
    let app = match Application::build(config).await {
        Ok(app) => app,
        Err(e) => return fail(&e.to_string()),
    };
    let base = app.base_url();
    println!("Camelot Server listening on {base}");
    println!("  Web:      {base}/");
    println!("  API:      {base}/api/v1");
    println!("  OpenAPI:  {base}{OPENAPI_PATH}");
    println!("  Docs UI:  {base}{DOCS_PATH}");
    tracing::info!(%base, "server started");
    match app.run_until_stopped().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e.to_string()),
    }
}

/// The application for a command that runs once and exits: no background jobs or deliveries
/// of its own, and no address anyone would connect to.
async fn one_shot_app(mut config: Config) -> Result<Application, ExitCode> {
    config.run_jobs = false;
    config.run_deliveries = false;
    config.bind_addr = "127.0.0.1:0".to_owned();
    Application::build(config)
        .await
        .map_err(|e| fail(&e.to_string()))
}

/// One pass of the background jobs (deadlines, warnings, tournament starts, pruning, stored
/// move lists), timed: for operators who want a pass now, and for the scale benchmark's
/// deadline figure.
async fn run_jobs(config: Config) -> ExitCode {
    let app = match one_shot_app(config).await {
        Ok(app) => app,
        Err(code) => return code,
    };
    let state = app.state();
    let started = std::time::Instant::now();
    match camelot_server::jobs::run_once(&state).await {
        Ok(ended) => {
            println!(
                "ended {ended} overdue game(s) in {:.1} ms",
                started.elapsed().as_secs_f64() * 1000.0
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}

/// Stores every queued finished game's move list at once (after an upgrade or an import).
async fn store_move_lists(config: Config) -> ExitCode {
    let app = match one_shot_app(config).await {
        Ok(app) => app,
        Err(code) => return code,
    };
    let state = app.state();
    let started = std::time::Instant::now();
    let stored = match state.pool.get().await {
        Ok(mut conn) => camelot_server::jobs::store_move_lists(&mut conn, None).await,
        Err(e) => Err(e.into()),
    };
    match stored {
        Ok(n) => {
            println!(
                "stored the move lists of {n} finished game(s) in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}

/// Prints PostgreSQL's plan of a game read, run (for the scale benchmark and for operators
/// looking into a slow read).
async fn explain_game_read(config: Config, id: &str) -> ExitCode {
    match cli::explain_game_read(&config.database_url, id).await {
        Ok(plan) => {
            println!("{plan}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("camelot-server: {message}");
    ExitCode::FAILURE
}
