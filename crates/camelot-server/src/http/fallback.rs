//! What answers when no route matches: 404, or 405 with `Allow` when the path exists with other
//! methods; and a last-resort rewrite of any non-problem error body into problem+json.

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, web};

use crate::error::{ApiError, PROBLEM_JSON, ProblemKind};
use crate::http::missing::{method_not_allowed, nothing_at};
use crate::i18n::Message;

/// The route templates of the API with their methods, taken from the OpenAPI document so the
/// two can never disagree.
#[derive(Debug, Default, Clone)]
pub struct RouteTable {
    routes: Vec<(Vec<Segment>, Vec<Method>)>,
}

#[derive(Debug, Clone, PartialEq)]
enum Segment {
    Literal(String),
    Param,
}

impl RouteTable {
    pub fn from_openapi(doc: &utoipa::openapi::OpenApi) -> Self {
        let mut routes = Vec::new();
        for (path, item) in doc.paths.paths.iter() {
            let segments = path
                .trim_matches('/')
                .split('/')
                .map(|s| {
                    if s.starts_with('{') {
                        Segment::Param
                    } else {
                        Segment::Literal(s.to_owned())
                    }
                })
                .collect();
            let mut methods = Vec::new();
            let ops = [
                (Method::GET, item.get.is_some()),
                (Method::POST, item.post.is_some()),
                (Method::PUT, item.put.is_some()),
                (Method::PATCH, item.patch.is_some()),
                (Method::DELETE, item.delete.is_some()),
            ];
            for (m, present) in ops {
                if present {
                    methods.push(m);
                }
            }
            if item.get.is_some() {
                methods.push(Method::HEAD);
            }
            routes.push((segments, methods));
        }
        RouteTable { routes }
    }

    /// Adds a route served outside the OpenAPI registrations (the document itself).
    pub fn add(mut self, path: &str, methods: &[Method]) -> Self {
        let segments = path
            .trim_matches('/')
            .split('/')
            .map(|s| Segment::Literal(s.to_owned()))
            .collect();
        self.routes.push((segments, methods.to_vec()));
        self
    }

    /// Methods allowed on `path`, if some route template matches it.
    pub fn allowed(&self, path: &str) -> Option<Vec<Method>> {
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let mut found: Option<Vec<Method>> = None;
        for (segments, methods) in &self.routes {
            let matches = segments.len() == parts.len()
                && segments.iter().zip(&parts).all(|(s, p)| match s {
                    Segment::Param => !p.is_empty(),
                    Segment::Literal(l) => l == p,
                });
            if matches {
                let entry = found.get_or_insert_with(Vec::new);
                for m in methods {
                    if !entry.contains(m) {
                        entry.push(m.clone());
                    }
                }
            }
        }
        found
    }
}

/// Default service: 405 when the path is known with other methods, 404 otherwise.
pub async fn not_found(req: HttpRequest, table: web::Data<RouteTable>) -> HttpResponse {
    if let Some(methods) = table.allowed(req.path()) {
        let allow = methods
            .iter()
            .map(Method::as_str)
            .collect::<Vec<_>>()
            .join(", ");
        return method_not_allowed(&req, &allow)
            .with_header("allow", allow)
            .into_response();
    }
    if crate::webui::wants_page(&req) {
        return crate::webui::not_found_page(&req);
    }
    nothing_at(&req).into_response()
}

/// Middleware: any error response that is not already problem+json (actix's own plain-text
/// errors, an unexpected panic turned into a 500) is replaced by an equivalent problem.
pub async fn ensure_problem_body(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, BoxBody>>, actix_web::Error> {
    let res = match next.call(req).await {
        Ok(res) => res,
        Err(err) => {
            // An error escaped the handler chain: render it as a problem ourselves.
            let status = err.as_response_error().status_code();
            let problem = problem_for_status(status, &err.to_string());
            return Err(actix_web::error::InternalError::from_response(err, problem).into());
        }
    };
    let status = res.status();
    let is_problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with(PROBLEM_JSON) || v.starts_with("text/html"));
    // An HTML error is the web client's own not-found page, asked for by a browser.
    if status.as_u16() < 400 || is_problem {
        return Ok(res.map_into_left_body());
    }
    let detail = res
        .response()
        .error()
        .map(|e| e.to_string())
        .unwrap_or_default();
    let (req, old) = res.into_parts();
    let mut problem = problem_for_status(status, &detail);
    for (name, value) in old.headers() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            problem.headers_mut().insert(name.clone(), value.clone());
        }
    }
    Ok(ServiceResponse::new(req, problem).map_into_right_body())
}

fn problem_for_status(status: StatusCode, detail: &str) -> HttpResponse {
    let kind = match status.as_u16() {
        400 => ProblemKind::MalformedRequest,
        401 => ProblemKind::Unauthorized,
        403 => ProblemKind::Forbidden,
        404 => ProblemKind::NotFound,
        405 => ProblemKind::MethodNotAllowed,
        406 => ProblemKind::NotAcceptable,
        409 => ProblemKind::Conflict,
        413 => ProblemKind::PayloadTooLarge,
        415 => ProblemKind::UnsupportedMediaType,
        422 => ProblemKind::Validation,
        429 => ProblemKind::TooManyRequests,
        503 => ProblemKind::Unavailable,
        s if s >= 500 => ProblemKind::Internal,
        _ => ProblemKind::MalformedRequest,
    };
    // A server error's own text is for the logs; an actix refusal's is kept (in English).
    let error = if kind == ProblemKind::Internal || detail.is_empty() {
        ApiError::msg(kind, Message::new(kind.title_id()))
    } else {
        ApiError::new(kind, detail)
    };
    // Built from the error, which the response keeps, so that it can be translated later.
    let mut res = HttpResponse::from_error(error);
    // Keep the original status even where several map to one kind.
    *res.status_mut() = status;
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn route_table_matches_templates() {
        let mut doc = utoipa::openapi::OpenApi::default();
        let get = utoipa::openapi::path::OperationBuilder::new().build();
        doc.paths.add_path_operation(
            "/api/v1/users/{username}",
            vec![utoipa::openapi::HttpMethod::Get],
            get,
        );
        let t = RouteTable::from_openapi(&doc);
        let allowed = t.allowed("/api/v1/users/alice").unwrap();
        assert!(allowed.contains(&Method::GET));
        assert!(!allowed.contains(&Method::POST));
        assert!(t.allowed("/api/v1/users").is_none());
        assert!(t.allowed("/api/v1/users/alice/x").is_none());
    }
}
