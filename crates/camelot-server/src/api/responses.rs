//! The error responses operations share, documented once: each is an `IntoResponses` type to
//! list in `#[utoipa::path(responses(...))]` beside the operation's own responses. Each says
//! which problem `type`s it carries.

use std::collections::BTreeMap;

use utoipa::IntoResponses;
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::{Ref, RefOr};

use crate::error::{PROBLEM_JSON, ProblemKind};

/// A problem response with the given status, description and problem types.
pub fn problem(
    status: u16,
    description: &str,
    kinds: &[ProblemKind],
) -> BTreeMap<String, RefOr<Response>> {
    let types: Vec<String> = kinds
        .iter()
        .map(|k| format!("`{}`", k.type_uri()))
        .collect();
    let text = if types.is_empty() {
        description.to_owned()
    } else {
        format!("{description} Problem types: {}.", types.join(", "))
    };
    let content = ContentBuilder::new()
        .schema(Some(Ref::from_schema_name("Problem")))
        .build();
    let response = ResponseBuilder::new()
        .description(text)
        .content(PROBLEM_JSON, content)
        .build();
    BTreeMap::from([(status.to_string(), RefOr::T(response))])
}

macro_rules! problem_response {
    ($(#[$meta:meta])* $name:ident, $status:literal, $description:literal, [$($kind:ident),*]) => {
        $(#[$meta])*
        pub struct $name;

        impl utoipa::IntoResponses for $name {
            fn responses() -> BTreeMap<String, RefOr<Response>> {
                problem($status, $description, &[$(ProblemKind::$kind),*])
            }
        }
    };
}

problem_response!(
    /// A path or query parameter of the wrong type or range, or an unreadable header.
    BadRequest,
    400,
    "A path, query or header value is not valid; `errors` names the parameter.",
    [InvalidParameter, InvalidCursor, MalformedRequest]
);
problem_response!(
    /// A body that is not JSON (beside the URL's problems).
    BadBody,
    400,
    "The body is not valid JSON, or a path, query or header value is not valid.",
    [MalformedRequest, InvalidParameter, InvalidCursor]
);
problem_response!(
    Unauthorized,
    401,
    "No access token, or one that is expired, revoked or not valid.",
    [Unauthorized, InvalidToken]
);
problem_response!(
    /// An event cursor below the events the server still keeps.
    CursorExpired,
    410,
    "The cursor is older than the oldest event kept (EVENT_RETENTION_DAYS): some events after it were pruned.",
    [CursorExpired]
);
problem_response!(Forbidden, 403, "The caller may not do this.", [Forbidden]);
problem_response!(NotFound, 404, "No such resource.", [NotFound]);
problem_response!(
    Conflict,
    409,
    "The request conflicts with the current state.",
    [Conflict]
);
problem_response!(
    PayloadTooLarge,
    413,
    "The body is larger than 64 KiB.",
    [PayloadTooLarge]
);
problem_response!(
    UnsupportedMediaType,
    415,
    "The body must be sent as `application/json`.",
    [UnsupportedMediaType]
);
problem_response!(
    Invalid,
    422,
    "A field is not valid; `errors` lists each field with what it must be.",
    [Validation]
);
problem_response!(
    RateLimited,
    429,
    "Too many requests; `Retry-After` says when to try again.",
    [TooManyRequests]
);

/// Every response of an operation that takes a JSON body, besides its own: 400, 413, 415 and
/// 422.
pub struct JsonBody;

impl IntoResponses for JsonBody {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let mut all = BadBody::responses();
        all.extend(PayloadTooLarge::responses());
        all.extend(UnsupportedMediaType::responses());
        all.extend(Invalid::responses());
        all
    }
}

/// Adds to every operation the problem responses that the shared layers give it, whatever its
/// handler declares, so that the document cannot forget one:
///
/// - a parameter (path, query or header) can be refused with 400 (`errors` names it): an id
///   above the largest 64-bit integer, a word where a number belongs;
/// - a request body can be refused with 400 (not JSON), 413, 415 and 422 (wrong shape, unknown
///   field), by [`crate::http::extract::Json`];
/// - an operation that needs a token answers 401 without a valid one, and 403 when the token
///   lacks the operation's scope (a personal access token), by [`crate::auth::Authed`].
///
/// A response an operation declares itself is kept (its description is more precise). Every
/// response without a description is given its status's name.
pub fn complete(doc: &mut utoipa::openapi::OpenApi) {
    for item in doc.paths.paths.values_mut() {
        for op in [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ]
        .into_iter()
        .flatten()
        {
            for parameter in op.parameters.iter_mut().flatten() {
                if let RefOr::T(parameter) = parameter {
                    not_null(parameter);
                }
            }
            let mut shared = BTreeMap::new();
            if op.parameters.as_ref().is_some_and(|p| !p.is_empty()) {
                shared.extend(BadRequest::responses());
            }
            if op.request_body.is_some() {
                shared.extend(JsonBody::responses());
            }
            if needs_token(op) {
                shared.extend(problem(
                    401,
                    "No access token, or one that is expired, revoked or not valid.",
                    &[ProblemKind::Unauthorized, ProblemKind::InvalidToken],
                ));
                shared.extend(problem(
                    403,
                    "The token does not allow this operation (a personal access token without its scope), or the caller may not do this.",
                    &[ProblemKind::InsufficientScope, ProblemKind::Forbidden],
                ));
            }
            for (status, response) in shared {
                op.responses.responses.entry(status).or_insert(response);
            }
            // `description` is required on every response (OpenAPI 3.1; code generators refuse
            // a document without it): an operation that gives none gets the status's name.
            for (status, response) in op.responses.responses.iter_mut() {
                if let RefOr::T(response) = response
                    && response.description.is_empty()
                {
                    response.description = status
                        .parse::<u16>()
                        .ok()
                        .and_then(|s| actix_web::http::StatusCode::from_u16(s).ok())
                        .and_then(|s| s.canonical_reason())
                        .unwrap_or("Response")
                        .to_owned();
                }
            }
        }
    }
}

/// A URL or header parameter is text or absent, never JSON `null`: an optional one is typed as
/// its value's type (the derive writes `["string", "null"]` for an `Option`).
fn not_null(parameter: &mut utoipa::openapi::path::Parameter) {
    use utoipa::openapi::schema::{Schema, SchemaType, Type};
    if let Some(RefOr::T(Schema::Object(object))) = parameter.schema.as_mut()
        && let SchemaType::Array(types) = &object.schema_type
    {
        let types: Vec<Type> = types
            .iter()
            .filter(|t| **t != Type::Null)
            .cloned()
            .collect();
        if let [single] = types.as_slice() {
            object.schema_type = SchemaType::Type(single.clone());
        }
    }
}

/// Whether an operation declares a bearer requirement (an empty requirement besides it makes
/// the token optional, but a token that is sent is still checked).
fn needs_token(op: &utoipa::openapi::path::Operation) -> bool {
    op.security.as_ref().is_some_and(|reqs| {
        reqs.iter().any(|r| {
            serde_json::to_value(r)
                .ok()
                .and_then(|v| v.as_object().map(|o| o.contains_key("bearer")))
                .unwrap_or(false)
        })
    })
}
