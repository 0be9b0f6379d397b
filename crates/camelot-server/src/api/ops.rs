//! Operations endpoints: liveness, readiness, metrics, and the problem-type catalogue.

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::db;
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::i18n::Message;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    #[schema(example = "ok")]
    pub status: &'static str,
    /// Per-check results (readiness only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<Check>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Check {
    pub name: &'static str,
    pub ok: bool,
    pub detail: String,
}

/// The process is up.
#[utoipa::path(tag = "operations", responses((status = 200, body = Health)))]
#[get("/health/live")]
pub async fn live() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: "ok",
        checks: vec![],
    })
}

/// The database answers and every migration is applied.
#[utoipa::path(
    tag = "operations",
    responses(
        (status = 200, body = Health),
        (status = 503, description = "Not ready", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/health/ready")]
pub async fn ready(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    let not_ready = |m: Message| ApiError::msg(ProblemKind::Unavailable, m);
    let mut conn = state.pool.get().await.map_err(|e| {
        not_ready(Message::new("ready-database-unreachable").arg("error", e.to_string()))
    })?;
    let missing = db::missing_migrations(&mut conn)
        .await
        .map_err(|e| not_ready(Message::new("ready-check-failed").arg("error", e.to_string())))?;
    if !missing.is_empty() {
        return Err(not_ready(
            Message::new("ready-migrations-missing").arg("migrations", missing.join(", ")),
        ));
    }
    Ok(HttpResponse::Ok().json(Health {
        status: "ok",
        checks: vec![
            Check {
                name: "database",
                ok: true,
                detail: "reachable".into(),
            },
            Check {
                name: "migrations",
                ok: true,
                detail: "every migration applied".to_owned(),
            },
        ],
    }))
}

/// Prometheus metrics (OpenMetrics text).
#[utoipa::path(tag = "operations", responses((status = 200, content_type = "application/openmetrics-text", body = String)))]
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    let status = state.pool.status();
    state
        .metrics
        .set_pool(status.size, status.available, status.max_size);
    HttpResponse::Ok()
        .content_type("application/openmetrics-text; version=1.0.0; charset=utf-8")
        .body(state.metrics.render())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProblemTypeView {
    #[serde(rename = "type")]
    pub type_: String,
    pub title: &'static str,
    pub status: u16,
}

/// Every problem `type` the API can answer.
#[utoipa::path(tag = "operations", responses((status = 200, body = Vec<ProblemTypeView>)))]
#[get("/problems")]
pub async fn problem_types() -> HttpResponse {
    HttpResponse::Ok().json(
        ProblemKind::ALL
            .iter()
            .map(|k| view(*k))
            .collect::<Vec<_>>(),
    )
}

/// One problem type.
#[utoipa::path(
    tag = "operations",
    params(("slug" = String, Path)),
    responses((status = 200, body = ProblemTypeView), (status = 404, body = Problem, content_type = "application/problem+json"))
)]
#[get("/problems/{slug}")]
pub async fn problem_type(slug: web::Path<String>) -> ApiResult<HttpResponse> {
    let kind = ProblemKind::from_slug(&slug).ok_or_else(|| {
        ApiError::not_found_msg(Message::new("no-such-problem-type").arg("slug", slug.as_str()))
    })?;
    Ok(HttpResponse::Ok().json(view(kind)))
}

fn view(k: ProblemKind) -> ProblemTypeView {
    ProblemTypeView {
        type_: k.type_uri(),
        title: k.title(),
        status: k.status(),
    }
}
