//! The problem a client reads, rendered as RFC 9457 `application/problem+json`.
//!
//! Use-cases fail with `crate::service::error::ServiceError`, in their own terms;
//! `crate::http::service_error` maps each failure to a problem. Every failure a client can see
//! is an [`ApiError`]: a [`ProblemKind`] (which fixes the stable
//! `type` URI, the `title` and the status code), a human `detail`, and optional extension members
//! (for example the rules' `reason` tag of an illegal move).
//!
//! A detail is written as a [`Message`] of `locales/<lang>/server.ftl` ([`ApiError::msg`] and
//! its short forms, [`Refusal::msg`] for an invalid field): the English detail is that message
//! in `en/server.ftl`, and `crate::i18n::problem` renders the same message in the reader's
//! language.

use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::i18n::catalog::english;
use crate::i18n::message::{Arg, Message};

/// Media type of every error body.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// Base of the `type` URIs: relative references, resolved against the API's own address, where
/// `GET /problems/{slug}` describes each one.
pub const PROBLEM_BASE: &str = "/problems/";

/// The response headers the service's own problems carry.
pub const RETRY_AFTER: &str = "retry-after";
pub const WWW_AUTHENTICATE: &str = "www-authenticate";

macro_rules! problem_kinds {
    ($($variant:ident => ($slug:literal, $status:literal, $title:literal),)*) => {
        /// Every kind of problem the API reports. The slug is part of the public contract.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ProblemKind { $($variant,)* }

        impl ProblemKind {
            /// All kinds, for the `/problems` listing.
            pub const ALL: &'static [ProblemKind] = &[$(ProblemKind::$variant,)*];

            pub fn slug(self) -> &'static str {
                match self { $(ProblemKind::$variant => $slug,)* }
            }

            /// The problem's `status` member, which is also the answer's status code.
            pub fn status(self) -> u16 {
                match self { $(ProblemKind::$variant => $status,)* }
            }

            pub fn title(self) -> &'static str {
                match self { $(ProblemKind::$variant => $title,)* }
            }

            /// The id of the title's message in `server.ftl`: `problem-` and the slug.
            pub fn title_id(self) -> &'static str {
                match self { $(ProblemKind::$variant => concat!("problem-", $slug),)* }
            }

            pub fn from_slug(slug: &str) -> Option<ProblemKind> {
                match slug { $($slug => Some(ProblemKind::$variant),)* _ => None }
            }
        }
    };
}

problem_kinds! {
    MalformedRequest => ("malformed-request", 400, "The request could not be read"),
    InvalidParameter => ("invalid-parameter", 400, "A path or query parameter is not valid"),
    InvalidCursor => ("invalid-cursor", 400, "The pagination cursor is not valid"),
    Unauthorized => ("unauthorized", 401, "Authentication is required"),
    InvalidCredentials => ("invalid-credentials", 401, "Wrong username or password"),
    InvalidToken => ("invalid-token", 401, "The token is not valid"),
    Forbidden => ("forbidden", 403, "You are not allowed to do this"),
    InsufficientScope => ("insufficient-scope", 403, "The token does not allow this"),
    EngineAssist => ("engine-assist", 403, "Engine help on your own ongoing game is not allowed"),
    Csrf => ("csrf", 403, "Cross-site request refused"),
    NotFound => ("not-found", 404, "Not found"),
    MethodNotAllowed => ("method-not-allowed", 405, "Method not allowed"),
    NotAcceptable => ("not-acceptable", 406, "Not acceptable"),
    Conflict => ("conflict", 409, "The request conflicts with the current state"),
    UsernameTaken => ("username-taken", 409, "That username is taken"),
    NotYourTurn => ("not-your-turn", 409, "It is not your turn"),
    GameOver => ("game-over", 409, "The game is over"),
    Gone => ("gone", 410, "No longer available"),
    CursorExpired => ("cursor-expired", 410, "The cursor points at events no longer kept"),
    PreconditionFailed => ("stale-version", 412, "The resource has changed"),
    PayloadTooLarge => ("payload-too-large", 413, "The request body is too large"),
    UnsupportedMediaType => ("unsupported-media-type", 415, "Unsupported content type"),
    Validation => ("validation", 422, "The request is not valid"),
    IllegalMove => ("illegal-move", 422, "Illegal move"),
    DrawClaimRefused => ("draw-claim-refused", 422, "No draw can be claimed"),
    PreconditionRequired => ("version-required", 428, "The expected version is required"),
    TooManyRequests => ("rate-limited", 429, "Too many requests"),
    Internal => ("internal", 500, "Internal server error"),
    NotImplemented => ("not-implemented", 501, "Not implemented"),
    Unavailable => ("unavailable", 503, "Service unavailable"),
}

impl ProblemKind {
    /// The `type` member: a stable URI reference.
    pub fn type_uri(self) -> String {
        format!("{PROBLEM_BASE}{}", self.slug())
    }

    /// A refusal of the request as made (a 4xx), as opposed to a failure on the server's
    /// side: trying the same request again will not help.
    pub fn is_refusal(self) -> bool {
        (400..500).contains(&self.status())
    }
}

/// RFC 9457 problem details, as serialised on the wire (documentation schema).
#[derive(Debug, Serialize, ToSchema)]
pub struct Problem {
    /// Stable URI reference identifying the kind of problem, e.g. `/problems/illegal-move`.
    #[serde(rename = "type")]
    #[schema(example = "/problems/validation")]
    pub type_: String,
    /// Short summary of the kind of problem (the same for every occurrence).
    pub title: String,
    /// HTTP status code.
    pub status: u16,
    /// What went wrong this time, for a human.
    pub detail: String,
    /// Extension members (e.g. `reason` for an illegal move, `errors` for invalid fields).
    #[serde(flatten)]
    #[schema(value_type = Object)]
    pub extensions: Map<String, Value>,
}

/// One invalid input field, listed in the `errors` member of a validation problem.
#[derive(Debug, Serialize, ToSchema, Clone)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// An error answered to the client.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub kind: ProblemKind,
    pub detail: String,
    pub extensions: Map<String, Value>,
    /// Response headers the answer carries (`Retry-After`, `WWW-Authenticate`, `Allow`…),
    /// as names and values: the HTTP layer (`http::problem`) writes them.
    pub headers: Vec<(&'static str, String)>,
    /// What of the answer can be translated (boxed: most errors have none, and every
    /// `Result` of the service carries this type).
    pub localized: Option<Box<Localized>>,
}

/// The translatable parts of a problem (see `crate::i18n`).
#[derive(Debug, Clone, Default)]
pub struct Localized {
    /// The `detail` as a message.
    pub message: Option<Message>,
    /// The messages of the `errors` listed, by field.
    pub fields: Vec<(String, Message)>,
}

/// A refusal of one input value: its English sentence, and the same as a translatable message.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub text: String,
    pub message: Message,
}

/// The detail of a refusal of fields: the one field and why, or how many.
pub fn refusal_summary(refusals: &[(String, Refusal)]) -> Message {
    match refusals {
        [(field, refusal)] => Message::new("validation-one")
            .arg("field", field.as_str())
            .arg("message", refusal.clause()),
        many => Message::new("validation-many").arg("count", many.len()),
    }
}

impl Refusal {
    pub fn new(text: impl Into<String>, message: Message) -> Refusal {
        Refusal {
            text: text.into(),
            message,
        }
    }

    /// A refusal whose English is `message` in `en/server.ftl`.
    pub fn msg(message: Message) -> Refusal {
        Refusal {
            text: english(&message),
            message,
        }
    }

    /// The refusal as a clause of a longer message: its English text in English, its message
    /// in other languages.
    pub fn clause(&self) -> Arg {
        Arg::clause(self.text.clone(), Some(self.message.clone()))
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl ApiError {
    pub fn new(kind: ProblemKind, detail: impl Into<String>) -> Self {
        ApiError {
            kind,
            detail: detail.into(),
            extensions: Map::new(),
            headers: Vec::new(),
            localized: None,
        }
    }

    /// Marks the detail as a translatable message (its English text stays the detail).
    pub fn localized(mut self, message: impl Into<Option<Message>>) -> Self {
        self.localized.get_or_insert_with(Default::default).message = message.into();
        self
    }

    /// An error whose detail is `message`: in English from `en/server.ftl`, and translated for
    /// readers of other languages.
    pub fn msg(kind: ProblemKind, message: Message) -> Self {
        Self::new(kind, english(&message)).localized(message)
    }

    /// A 404 saying `message`.
    pub fn not_found_msg(message: Message) -> Self {
        Self::msg(ProblemKind::NotFound, message)
    }

    /// A 403 saying `message`.
    pub fn forbidden_msg(message: Message) -> Self {
        Self::msg(ProblemKind::Forbidden, message)
    }

    /// A 409 saying `message`.
    pub fn conflict_msg(message: Message) -> Self {
        Self::msg(ProblemKind::Conflict, message)
    }

    /// A 400 (malformed request) saying `message`.
    pub fn bad_request_msg(message: Message) -> Self {
        Self::msg(ProblemKind::MalformedRequest, message)
    }

    /// A 401 asking for credentials, saying `message`.
    pub fn unauthorized_msg(message: Message) -> Self {
        Self::msg(ProblemKind::Unauthorized, message).with_header(WWW_AUTHENTICATE, "Bearer")
    }

    /// A 401 refusing the token presented, saying `message`.
    pub fn invalid_token_msg(message: Message) -> Self {
        Self::msg(ProblemKind::InvalidToken, message)
            .with_header(WWW_AUTHENTICATE, "Bearer error=\"invalid_token\"")
    }

    /// A 422 about one field.
    pub fn invalid_field_msg(field: impl Into<String>, message: Message) -> Self {
        Self::refused_fields(vec![(field.into(), Refusal::msg(message))])
    }

    /// A 422 listing each refused field, translatable; the detail names the one field, or
    /// counts them.
    pub fn refused_fields<F: Into<String>>(refusals: Vec<(F, Refusal)>) -> Self {
        let refusals: Vec<(String, Refusal)> =
            refusals.into_iter().map(|(f, r)| (f.into(), r)).collect();
        Self::msg(ProblemKind::Validation, refusal_summary(&refusals)).with_refusals(refusals)
    }

    /// Lists refused fields in the `errors` member, each translatable.
    pub fn with_refusals<F: Into<String>>(mut self, refusals: Vec<(F, Refusal)>) -> Self {
        let mut errors = Vec::new();
        let mut fields = Vec::new();
        for (field, refusal) in refusals {
            let field = field.into();
            errors.push(FieldError {
                field: field.clone(),
                message: refusal.text,
            });
            fields.push((field, refusal.message));
        }
        self.extensions.insert(
            "errors".into(),
            serde_json::to_value(&errors).unwrap_or(Value::Null),
        );
        self.localized.get_or_insert_with(Default::default).fields = fields;
        self
    }

    /// Adds an extension member to the problem body.
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> Self {
        self.extensions.insert(key.to_owned(), value.into());
        self
    }

    /// Adds a response header (`name` as HTTP spells it, lower case).
    pub fn with_header(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.headers.push((name, value.into()));
        self
    }

    pub fn not_found(detail: impl Into<String>) -> Self {
        Self::new(ProblemKind::NotFound, detail)
    }

    pub fn forbidden(detail: impl Into<String>) -> Self {
        Self::new(ProblemKind::Forbidden, detail)
    }

    pub fn conflict(detail: impl Into<String>) -> Self {
        Self::new(ProblemKind::Conflict, detail)
    }

    pub fn bad_request(detail: impl Into<String>) -> Self {
        Self::new(ProblemKind::MalformedRequest, detail)
    }

    pub fn unauthorized(detail: impl Into<String>) -> Self {
        Self::new(ProblemKind::Unauthorized, detail).with_header(WWW_AUTHENTICATE, "Bearer")
    }

    pub fn invalid_token(detail: impl Into<String>) -> Self {
        Self::new(ProblemKind::InvalidToken, detail)
            .with_header(WWW_AUTHENTICATE, "Bearer error=\"invalid_token\"")
    }

    /// A 422 listing each invalid field, in the words given (which stay as they are in every
    /// language; [`ApiError::refused_fields`] is the translatable form).
    pub fn validation(errors: Vec<FieldError>) -> Self {
        let summary = match errors.as_slice() {
            [one] => Message::new("validation-one")
                .arg("field", one.field.as_str())
                .arg("message", one.message.as_str()),
            many => Message::new("validation-many").arg("count", many.len()),
        };
        let errs = serde_json::to_value(&errors).unwrap_or(Value::Null);
        Self::msg(ProblemKind::Validation, summary).with("errors", errs)
    }

    /// A 422 about one field, in the words given ([`ApiError::invalid_field_msg`] is the
    /// translatable form).
    pub fn invalid_field(field: &str, message: impl Into<String>) -> Self {
        Self::validation(vec![FieldError {
            field: field.to_owned(),
            message: message.into(),
        }])
    }

    /// A 500 whose cause is logged but never shown to the client.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "internal error");
        Self::msg(ProblemKind::Internal, Message::new("internal-error"))
    }

    /// The body as a JSON value.
    pub fn body(&self) -> Value {
        let mut map = Map::new();
        map.insert("type".into(), Value::String(self.kind.type_uri()));
        map.insert("title".into(), Value::String(self.kind.title().to_owned()));
        map.insert("status".into(), Value::from(self.kind.status()));
        map.insert("detail".into(), Value::String(self.detail.clone()));
        for (k, v) in &self.extensions {
            if !map.contains_key(k) {
                map.insert(k.clone(), v.clone());
            }
        }
        Value::Object(map)
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.slug(), self.detail)
    }
}

/// Result type of handlers.
pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Language;

    /// `en/server.ftl` holds each kind's title as the table above spells it.
    #[test]
    fn the_english_titles_are_the_catalogs() {
        for &kind in ProblemKind::ALL {
            let title = crate::i18n::catalog::format(Language::En, &Message::new(kind.title_id()));
            assert_eq!(title.as_deref(), Some(kind.title()), "{}", kind.slug());
        }
    }

    /// An error made from a message answers with its English and keeps it for translation; a
    /// refused field is summed up in the detail.
    #[test]
    fn details_are_formatted_from_the_english_catalog() {
        let e = ApiError::not_found_msg(Message::new("no-such-game").arg("game", 42));
        assert_eq!(e.detail, "There is no game 42.");
        assert_eq!(e.body()["title"], "Not found");
        assert!(e.localized.is_some_and(|l| l.message.is_some()));
        let e = ApiError::invalid_field_msg("days", Message::new("at-least").arg("min", 1));
        assert_eq!(e.detail, "days: must be at least 1");
        assert_eq!(e.body()["errors"][0]["message"], "must be at least 1");
        let e = ApiError::refused_fields(vec![
            ("a", Refusal::msg(Message::new("field-required"))),
            (
                "b",
                Refusal::new("as the rules say", Message::new("field-required")),
            ),
        ]);
        assert_eq!(e.detail, "2 fields are not valid");
        assert_eq!(e.body()["errors"][1]["message"], "as the rules say");
        let e = ApiError::internal("a cause for the log");
        assert_eq!(
            e.detail,
            "Something went wrong on our side; the request was not completed."
        );
    }
}
