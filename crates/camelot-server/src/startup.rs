//! Builds the application: for `main` and for the tests alike.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::http::Method;
use actix_web::middleware::from_fn;
use actix_web::{App, HttpResponse, HttpServer, web};
use thiserror::Error;
use utoipa_actix_web::AppExt;
use utoipa_swagger_ui::SwaggerUi;

use crate::api;
use crate::auth::credentials::Credentials;
use crate::auth::jwt::JwtKeys;
use crate::clock::{SharedClock, SystemClock};
use crate::config::{Config, Environment};
use crate::db::{self, DbError};
use crate::http::fallback::{RouteTable, ensure_problem_body, not_found};
use crate::http::observe::observe;
use crate::http::payload::{json_config, path_config, query_config};
use crate::jobs;
use crate::listener::EventHub;
use crate::metrics::Metrics;
use crate::ratelimit::RateLimits;
use crate::service::events::batched::EventReads;
use crate::service::games::store::GameBatches;
use crate::service::notify::mail::Mailer;
use crate::service::notify::outbox::{self, Outbox};
use crate::service::notify::sender::WebhookClient;
use crate::service::tournaments::tables::TableCache;
use crate::state::AppState;

/// Where the OpenAPI document is served.
pub const OPENAPI_PATH: &str = "/api/v1/openapi.json";
/// Where the interactive documentation is served.
pub const DOCS_PATH: &str = "/docs/";

#[derive(Debug, Error)]
pub enum StartupError {
    #[error(transparent)]
    Db(#[from] DbError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
    #[error("cannot start the HTTP server: {0}")]
    Server(std::io::Error),
    #[error("{0}")]
    Notifications(String),
    #[error("{0}")]
    Engine(String),
}

/// A built application, listening but not yet serving.
pub struct Application {
    port: u16,
    server: Server,
    state: web::Data<AppState>,
}

impl Application {
    /// Builds with the system clock, migrating the database first.
    pub async fn build(config: Config) -> Result<Self, StartupError> {
        Self::build_with_clock(config, Arc::new(SystemClock)).await
    }

    /// Builds with the given clock (tests move time by hand).
    pub async fn build_with_clock(
        config: Config,
        clock: SharedClock,
    ) -> Result<Self, StartupError> {
        let mut config = config;
        db::run_migrations(&config.database_url).await?;
        let listener =
            TcpListener::bind(&config.bind_addr).map_err(|source| StartupError::Bind {
                addr: config.bind_addr.clone(),
                source,
            })?;
        let bound = listener.local_addr().map_err(StartupError::Server)?;
        let port = bound.port();
        // Links in mail, feeds and webhooks need the real port when none is configured
        // (`BIND_ADDR=…:0` picks a free one).
        if config.public_base_url.is_none() {
            config.public_base_url = Some(local_base_url(bound));
        }
        let state = web::Data::new(build_state(config, clock)?);
        let server = serve(listener, state.clone())?;
        Ok(Application {
            port,
            server,
            state,
        })
    }

    /// The address links point to: `PUBLIC_BASE_URL`, or the bound socket.
    pub fn base_url(&self) -> String {
        self.state.config.base_url()
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn state(&self) -> web::Data<AppState> {
        self.state.clone()
    }

    /// Serves until the process is asked to stop; runs the background jobs alongside.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let jobs = if self.state.config.run_jobs {
            Some(jobs::spawn(self.state.clone()))
        } else {
            None
        };
        let deliveries = self.state.config.run_deliveries.then(|| {
            outbox::spawn(
                self.state.pool.clone(),
                self.state.outbox.clone(),
                self.state.clock.clone(),
                self.state.hub.deliveries.clone(),
            )
        });
        let bots = self
            .state
            .config
            .run_bots
            .then(|| jobs::bots::spawn(self.state.clone()));
        let pairing = self
            .state
            .config
            .run_jobs
            .then(|| jobs::pairing::spawn(self.state.clone()));
        let stopper = tokio::spawn(stop_on_signal(self.server.handle(), self.state.clone()));
        let result = self.server.await;
        stopper.abort();
        for handle in [jobs, deliveries, bots, pairing].into_iter().flatten() {
            handle.abort();
        }
        result
    }
}

/// Waits for SIGTERM or SIGINT, then stops gracefully: new connections are refused, event
/// streams are told to end (`stream_closed {"reason":"shutdown"}`), requests in flight finish,
/// and whatever is still open after [`SHUTDOWN_TIMEOUT_SECS`] is dropped.
async fn stop_on_signal(handle: actix_web::dev::ServerHandle, state: web::Data<AppState>) {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = term => {}
    }
    tracing::info!("asked to stop: ending event streams, finishing requests in flight");
    state.shutdown.send_replace(true);
    handle.stop(true).await;
}

/// How long a graceful stop waits for requests in flight (streams end at once).
const SHUTDOWN_TIMEOUT_SECS: u64 = 5;

/// The base URL of a server known only by its socket: a wildcard address becomes `localhost`.
fn local_base_url(addr: std::net::SocketAddr) -> String {
    if addr.ip().is_unspecified() {
        format!("http://localhost:{}", addr.port())
    } else {
        format!("http://{addr}")
    }
}

pub fn build_state(config: Config, clock: SharedClock) -> Result<AppState, StartupError> {
    let pool = db::build_pool(&config.database_url, config.database_pool_size)?;
    let jwt = JwtKeys::new(
        &config.jwt_secret,
        &config.jwt_issuer,
        &config.jwt_audience,
        config.access_token_ttl,
    );
    let limits = RateLimits::new(&config.rate_limit);
    let credentials = Arc::new(Credentials::new());
    let hub = EventHub::start(
        config.database_url.clone(),
        pool.clone(),
        credentials.clone(),
    );
    let metrics = Metrics::new();
    let batches = GameBatches::start(pool.clone(), &metrics);
    let event_reads = EventReads::start(pool.clone(), &metrics);
    let production = config.environment == Environment::Production;
    let outbox = Outbox {
        mailer: Mailer::from_config(config.smtp_url.as_deref(), &config.mail_from)
            .map_err(StartupError::Notifications)?,
        webhooks: WebhookClient::new(config.webhook_timeout, production)
            .map_err(StartupError::Notifications)?,
        retry: config.delivery_retry.clone(),
        disable_after: chrono::Duration::from_std(config.webhook_disable_after)
            .unwrap_or(chrono::Duration::hours(24)),
        digest: chrono::Duration::minutes(config.email_digest_minutes),
        base_url: config.base_url(),
        secret: config.jwt_secret.clone(),
    };
    let engines = Arc::new(
        crate::engine_pool::EnginePool::start(
            config.engine_threads,
            config.engine_hash_mb,
            config.engine_yield,
        )
        .map_err(|e| {
            StartupError::Engine(format!(
                "{e} for each of the {} engine threads: set a smaller ENGINE_HASH_MB",
                config.engine_threads.max(1)
            ))
        })?,
    );
    Ok(AppState {
        config,
        engines,
        bot_wake: Default::default(),
        pool,
        jwt,
        credentials,
        clock,
        metrics,
        limits,
        hub,
        batches,
        event_reads,
        outbox,
        tables: TableCache::default(),
        shutdown: tokio::sync::watch::Sender::new(false),
    })
}

/// The OpenAPI document as served, serialised once and shared by every worker.
#[derive(Clone)]
struct OpenApiJson(web::Bytes);

/// `GET /api/v1/openapi.json`.
async fn openapi_json(doc: web::Data<OpenApiJson>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(doc.0.clone())
}

fn serve(listener: TcpListener, state: web::Data<AppState>) -> Result<Server, StartupError> {
    let doc = api::openapi();
    let routes = web::Data::new(
        RouteTable::from_openapi(&doc).add(OPENAPI_PATH, &[Method::GET, Method::HEAD]),
    );
    // Swagger UI is pointed at the document's address rather than handed the document: handed
    // it, each HTTP worker kept its own copy of the parsed document, about 22 MB a worker.
    let doc_json = web::Data::new(OpenApiJson(web::Bytes::from(
        serde_json::to_vec(&doc).map_err(|e| StartupError::Server(e.into()))?,
    )));
    drop(doc);
    let workers = state.config.http_workers;
    let mut server = HttpServer::new(move || {
        // The docs (and the OpenAPI document under /api/v1) go first: the API scope would
        // otherwise claim every /api/v1 path. The web client's pages and assets sit outside it.
        let (app, _) = App::new()
            .service(
                web::resource(OPENAPI_PATH)
                    .guard(
                        actix_web::guard::Any(actix_web::guard::Get()).or(actix_web::guard::Head()),
                    )
                    .app_data(doc_json.clone())
                    .to(openapi_json),
            )
            .service(
                SwaggerUi::new("/docs/{_:.*}")
                    // No validator badge: it sends the document to swagger.io.
                    .config(utoipa_swagger_ui::Config::from(OPENAPI_PATH).validator_url("none")),
            )
            .service(web::redirect("/docs", DOCS_PATH).permanent())
            .configure(crate::webui::routes)
            .into_utoipa_app()
            .configure(api::routes)
            .split_for_parts();
        app.app_data(state.clone())
            .app_data(routes.clone())
            .app_data(json_config())
            .app_data(path_config())
            .app_data(query_config())
            .default_service(web::to(not_found))
            .wrap(from_fn(crate::auth::extractor::authenticate_first))
            .wrap(from_fn(ensure_problem_body))
            .wrap(from_fn(crate::http::language::negotiate_language))
            .wrap(from_fn(observe))
    });
    if workers > 0 {
        server = server.workers(workers);
    }
    // Signals are handled by `stop_on_signal`, which ends the event streams first.
    server = server
        .disable_signals()
        .shutdown_timeout(SHUTDOWN_TIMEOUT_SECS);
    Ok(server.listen(listener).map_err(StartupError::Server)?.run())
}
