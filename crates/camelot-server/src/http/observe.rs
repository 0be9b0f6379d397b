//! One middleware for what every request needs: a request id (taken from `X-Request-Id` when the
//! client sends a sane one, else generated, and always returned), a tracing span carrying it, an
//! access log line, and the per-route metrics.

use std::time::Instant;

use actix_web::HttpMessage;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::web;
use tracing::Instrument;

use crate::state::AppState;

pub const REQUEST_ID_HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// The id of the current request, available to handlers through request extensions.
#[derive(Debug, Clone)]
pub struct RequestId(pub String);

fn incoming_id(req: &ServiceRequest) -> Option<String> {
    let v = req.headers().get(&REQUEST_ID_HEADER)?.to_str().ok()?;
    let ok = !v.is_empty()
        && v.len() <= 64
        && v.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.');
    ok.then(|| v.to_owned())
}

pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let id = incoming_id(&req).unwrap_or_else(|| uuid::Uuid::new_v4().simple().to_string());
    req.extensions_mut().insert(RequestId(id.clone()));
    let method = req.method().to_string();
    let path = req.path().to_owned();
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let span = tracing::info_span!("request", request_id = %id, %method, %path);
    let answering = state.as_ref().map(|s| s.engines.serving().enter());
    let result = next.call(req).instrument(span.clone()).await;
    drop(answering);
    let elapsed = started.elapsed();
    let mut res = result?;
    let status = res.status().as_u16();
    let route = res
        .request()
        .match_pattern()
        .unwrap_or_else(|| "unmatched".to_owned());
    if let Some(state) = state {
        state
            .metrics
            .observe_request(&method, &route, status, elapsed.as_secs_f64());
    }
    span.in_scope(|| {
        tracing::info!(status, route = %route, latency_ms = elapsed.as_secs_f64() * 1000.0, "answered");
    });
    if let Ok(v) = HeaderValue::from_str(&id) {
        res.headers_mut().insert(REQUEST_ID_HEADER, v);
    }
    Ok(res)
}
