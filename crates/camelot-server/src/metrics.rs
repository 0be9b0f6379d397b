//! Prometheus metrics: request counts and latencies per route, database pool usage.

use std::sync::Mutex;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    pub method: String,
    /// The route template (`/api/v1/games/{id}`), never the raw path, to bound cardinality.
    pub route: String,
    pub status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteLabels {
    pub method: String,
    pub route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct BatchLabels {
    /// `game_read`, `game_version`, `move_write` or `event_read`.
    pub kind: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct PoolLabels {
    pub state: &'static str,
}

/// The registry of one application instance.
pub struct Metrics {
    registry: Mutex<Registry>,
    pub requests: Family<RequestLabels, Counter>,
    pub latency: Family<RouteLabels, Histogram>,
    pub pool: Family<PoolLabels, Gauge>,
    pub games_ended: Counter,
    pub moves_played: Counter,
    /// Requests served per batched statement (see `service::games::store::batches`).
    pub batch_size: Family<BatchLabels, Histogram>,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Self {
        let mut registry = Registry::with_prefix("camelot");
        let requests = Family::<RequestLabels, Counter>::default();
        let latency = Family::<RouteLabels, Histogram>::new_with_constructor(|| {
            Histogram::new([
                0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
            ])
        });
        let pool = Family::<PoolLabels, Gauge>::default();
        let games_ended = Counter::default();
        let moves_played = Counter::default();
        let batch_size = Family::<BatchLabels, Histogram>::new_with_constructor(|| {
            Histogram::new([1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0])
        });
        registry.register("http_requests", "HTTP requests answered", requests.clone());
        registry.register(
            "http_request_duration_seconds",
            "HTTP request latency",
            latency.clone(),
        );
        registry.register(
            "db_pool_connections",
            "Database pool connections by state",
            pool.clone(),
        );
        registry.register("moves_played", "Moves accepted", moves_played.clone());
        registry.register("games_ended", "Games that ended", games_ended.clone());
        registry.register(
            "db_batch_size",
            "Requests served by one batched statement",
            batch_size.clone(),
        );
        Metrics {
            registry: Mutex::new(registry),
            requests,
            latency,
            pool,
            games_ended,
            moves_played,
            batch_size,
        }
    }

    /// Records one answered request.
    pub fn observe_request(&self, method: &str, route: &str, status: u16, seconds: f64) {
        self.requests
            .get_or_create(&RequestLabels {
                method: method.to_owned(),
                route: route.to_owned(),
                status,
            })
            .inc();
        self.latency
            .get_or_create(&RouteLabels {
                method: method.to_owned(),
                route: route.to_owned(),
            })
            .observe(seconds);
    }

    /// Updates the pool gauges from a pool status snapshot.
    pub fn set_pool(&self, size: usize, available: usize, max: usize) {
        let in_use = size.saturating_sub(available);
        self.pool
            .get_or_create(&PoolLabels { state: "in_use" })
            .set(in_use as i64);
        self.pool
            .get_or_create(&PoolLabels { state: "idle" })
            .set(available as i64);
        self.pool
            .get_or_create(&PoolLabels { state: "max" })
            .set(max as i64);
    }

    /// The OpenMetrics text exposition.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let registry = match self.registry.lock() {
            Ok(r) => r,
            Err(poisoned) => poisoned.into_inner(),
        };
        if encode(&mut out, &registry).is_err() {
            out.clear();
        }
        out
    }
}
