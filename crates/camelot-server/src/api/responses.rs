//! The error responses operations share, documented once: each is an `IntoResponses` type to
//! list in `#[utoipa::path(responses(...))]` beside the operation's own responses. Each says
//! which problem `type`s it carries.

use std::collections::BTreeMap;

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

impl utoipa::IntoResponses for JsonBody {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let mut all = BadBody::responses();
        all.extend(PayloadTooLarge::responses());
        all.extend(UnsupportedMediaType::responses());
        all.extend(Invalid::responses());
        all
    }
}
