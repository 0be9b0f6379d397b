//! Request extractors whose refusals name the field and say what was expected in a player's
//! words: `Json<T>` for bodies, `Path<T>` and `Query<T>` for the URL.
//!
//! actix's own extractors report serde's messages ("invalid type: string, expected i32 at line
//! 1 column 9") without saying which field; these deserialize through `serde_path_to_error`,
//! which tracks the field, and translate the message. A body that is not JSON at all is a 400
//! `malformed-request`; JSON of the wrong shape is a 422 `validation` with an `errors` list, like
//! every other invalid field; a URL part of the wrong type is a 400 `invalid-parameter`, also
//! with `errors`.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::StreamExt;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, ProblemKind, Refusal};
use crate::i18n::Message;

/// Largest JSON body accepted (bytes). Moves and forms are tiny; this only stops abuse.
pub const JSON_LIMIT: usize = 64 * 1024;

/// A JSON request body.
#[derive(Debug)]
pub struct Json<T>(pub T);

impl<T> Json<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Json<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Json<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let content_type = json_content_type(req);
        let declared = req
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<usize>().ok());
        let mut payload = payload.take();
        Box::pin(async move {
            content_type?;
            if let Some(length) = declared.filter(|l| *l > JSON_LIMIT) {
                return Err(too_large(Some(length)));
            }
            let mut body = web::BytesMut::new();
            while let Some(chunk) = payload.next().await {
                let chunk = chunk.map_err(|e| {
                    ApiError::bad_request_msg(
                        Message::new("body-unreadable").arg("error", e.to_string()),
                    )
                })?;
                if body.len() + chunk.len() > JSON_LIMIT {
                    return Err(too_large(None));
                }
                body.extend_from_slice(&chunk);
            }
            parse_json(&body).map(Json)
        })
    }
}

/// Deserializes a JSON body, explaining what is wrong with it.
pub fn parse_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::bad_request_msg(Message::new("body-missing")));
    }
    let not_json = |e: &serde_json::Error| {
        ApiError::bad_request_msg(
            Message::new("body-not-json")
                .arg("line", e.line())
                .arg("column", e.column()),
        )
    };
    // Parsed as plain JSON first, so that valid JSON of the wrong shape (an object where a
    // name is expected, say) is told apart from text that is not JSON at all.
    let mut json: serde_json::Value = serde_json::from_slice(body).map_err(|e| not_json(&e))?;
    whole_numbers(&mut json);
    if let Some(field) = nul_in(&json, "") {
        return Err(ApiError::refused_fields(vec![nul_error(field)]));
    }
    serde_path_to_error::deserialize(json).map_err(|e| {
        let field = e.path().to_string();
        let message = strip_position(&e.into_inner().to_string());
        ApiError::refused_fields(vec![describe(&field, &message)])
    })
}

/// Rewrites numbers written with a zero fraction (`3.0`, `1e2`) as the whole numbers they are:
/// JSON Schema's `integer` (and so the OpenAPI document) counts them as integers, and clients in
/// languages without an integer type send them. Fields that take fractions read either form.
fn whole_numbers(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Number(n) if !n.is_i64() && !n.is_u64() => {
            if let Some(f) = n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15) {
                // Exact: |f| < 2^53, so the conversion loses nothing.
                *value = serde_json::Value::from(f as i64);
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(whole_numbers),
        serde_json::Value::Object(map) => map.values_mut().for_each(whole_numbers),
        _ => {}
    }
}

/// The first text (a string or an object's key) holding the NUL character, by its path. JSON
/// allows `\u0000` but PostgreSQL's text does not, and no name, move or message needs it.
fn nul_in(value: &serde_json::Value, path: &str) -> Option<String> {
    let at = |key: &str| {
        if path.is_empty() {
            key.to_owned()
        } else {
            format!("{path}.{key}")
        }
    };
    match value {
        serde_json::Value::String(s) if s.contains('\0') => Some(if path.is_empty() {
            "body".into()
        } else {
            path.to_owned()
        }),
        serde_json::Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| nul_in(v, &format!("{path}[{i}]"))),
        serde_json::Value::Object(map) => map.iter().find_map(|(k, v)| {
            if k.contains('\0') {
                Some(at(&k.replace('\0', "\\u0000")))
            } else {
                nul_in(v, &at(k))
            }
        }),
        _ => None,
    }
}

fn nul_error(field: String) -> (String, Refusal) {
    (field, Refusal::msg(Message::new("field-nul")))
}

fn json_content_type(req: &HttpRequest) -> Result<(), ApiError> {
    let ok = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| {
            let essence = v
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase();
            essence == "application/json" || essence.ends_with("+json")
        })
        .unwrap_or(false);
    if ok {
        Ok(())
    } else {
        Err(ApiError::msg(
            ProblemKind::UnsupportedMediaType,
            Message::new("body-not-json-type"),
        ))
    }
}

fn too_large(length: Option<usize>) -> ApiError {
    let message = match length {
        Some(l) => Message::new("body-too-large-known")
            .arg("length", l)
            .arg("limit", JSON_LIMIT),
        None => Message::new("body-too-large").arg("limit", JSON_LIMIT),
    };
    ApiError::msg(ProblemKind::PayloadTooLarge, message)
}

/// A JSON body that may be left out (no body, or an empty one); when sent, it is read like
/// [`Json`].
#[derive(Debug)]
pub struct OptionalJson<T>(pub Option<T>);

impl<T: DeserializeOwned + 'static> FromRequest for OptionalJson<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let empty = req
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() == "0")
            || (req.headers().get(header::CONTENT_LENGTH).is_none()
                && req.headers().get(header::TRANSFER_ENCODING).is_none());
        if empty {
            return Box::pin(std::future::ready(Ok(OptionalJson(None))));
        }
        // `null` is read as left out too, as the document's optional body allows it.
        let body = Json::<Option<T>>::from_request(req, payload);
        Box::pin(async move { body.await.map(|Json(v)| OptionalJson(v)) })
    }
}

/// Path parameters (`/games/{id}`), deserialized by name.
#[derive(Debug)]
pub struct Path<T>(pub T);

impl<T> Path<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Path<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned> FromRequest for Path<T> {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let pairs: Vec<(String, String)> = req
            .match_info()
            .iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        let parsed = serde_urlencoded::to_string(&pairs)
            .map_err(ApiError::internal)
            .and_then(|encoded| parse_url_params(&encoded, "path"));
        std::future::ready(parsed.map(Path))
    }
}

/// The query string, deserialized by name.
#[derive(Debug)]
pub struct Query<T>(pub T);

impl<T> Query<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Query<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned> FromRequest for Query<T> {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(parse_url_params(req.query_string(), "query").map(Query))
    }
}

/// Deserializes URL-encoded parameters, naming the one that is wrong.
pub fn parse_url_params<T: DeserializeOwned>(encoded: &str, part: &str) -> Result<T, ApiError> {
    let with_nul = form_urlencoded::parse(encoded.as_bytes())
        .find(|(k, v)| k.contains('\0') || v.contains('\0'))
        .map(|(k, _)| k.replace('\0', "\\u0000"));
    if let Some(field) = with_nul {
        return Err(invalid_parameter(part, nul_error(field)));
    }
    let de = serde_urlencoded::Deserializer::new(form_urlencoded::parse(encoded.as_bytes()));
    serde_path_to_error::deserialize(de).map_err(|e| {
        let field = e.path().to_string();
        let message = strip_position(&e.into_inner().to_string());
        invalid_parameter(part, describe(&field, &message))
    })
}

/// The 400 for a URL parameter (`part`: `path` or `query`) refused as `refusal`.
fn invalid_parameter(part: &str, (field, refusal): (String, Refusal)) -> ApiError {
    ApiError::msg(
        ProblemKind::InvalidParameter,
        Message::new("url-parameter-invalid")
            .arg("part", part)
            .arg("field", field.as_str())
            .arg("message", refusal.clause()),
    )
    .with_refusals(vec![(field, refusal)])
}

/// serde_json ends its messages with the position, which the field name replaces.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message.to_owned(),
    }
}

/// Turns a deserializer's message into a field error a person can act on.
fn describe(path: &str, message: &str) -> (String, Refusal) {
    let field = |name: &str| {
        let name = name.trim_matches('`');
        match path {
            "" | "." => name.to_owned(),
            p => format!("{p}.{name}"),
        }
    };
    let at = if path.is_empty() || path == "." {
        "body".to_owned()
    } else {
        path.to_owned()
    };
    let refused = |field: String, message: Message| (field, Refusal::msg(message));
    if let Some(name) = message.strip_prefix("missing field ") {
        return refused(field(name), Message::new("field-required"));
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let (name, expected) = rest.split_once(", expected").unwrap_or((rest, ""));
        let name = name.trim_matches('`');
        // The path already ends at the unknown field.
        let field = if path.is_empty() || path == "." {
            name.to_owned()
        } else {
            path.to_owned()
        };
        let known = expected
            .trim()
            .trim_start_matches("one of ")
            .replace('`', "\"");
        let message = if known.is_empty() || known == "nothing" {
            Message::new("field-unknown")
        } else {
            Message::new("field-unknown-known").arg("known", known)
        };
        return refused(field, message);
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        let (got, expected) = rest.split_once(", expected").unwrap_or((rest, ""));
        let options = expected
            .trim()
            .trim_start_matches("one of ")
            .replace('`', "\"");
        let got = got.replace('`', "\"");
        let message = if options.is_empty() {
            Message::new("field-not-another-value").arg("got", got)
        } else {
            Message::new("field-not-one-of")
                .arg("options", options)
                .arg("got", got)
        };
        return refused(at, message);
    }
    if let Some(rest) = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))
    {
        let (got, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        let got = got.replace('`', "");
        return refused(at, expected_words(expected).arg("got", got));
    }
    if let Some(rest) = message.strip_prefix("invalid length ") {
        let (_, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return refused(
            at,
            Message::new("field-wrong-length").arg("length", expected),
        );
    }
    if let Some(name) = message.strip_prefix("duplicate field ") {
        return refused(field(name), Message::new("field-duplicate"));
    }
    // Errors of number parsing in URL parameters.
    let message = match message {
        "invalid digit found in string" | "cannot parse integer from empty string" => {
            Message::new("field-whole-number")
        }
        "number too large to fit in target type" => Message::new("field-too-large"),
        "number too small to fit in target type" => Message::new("field-too-small"),
        "invalid float literal" => Message::new("field-number"),
        "provided string was not `true` or `false`" => Message::new("field-boolean"),
        other => Message::new("field-invalid").arg("error", other.replace('`', "\"")),
    };
    refused(at, message)
}

/// "must be" what serde calls the type expected, in words (`$got` is still to add).
fn expected_words(expected: &str) -> Message {
    let ranges = [
        ("i8", i128::from(i8::MIN), i128::from(i8::MAX)),
        ("i16", i128::from(i16::MIN), i128::from(i16::MAX)),
        ("i32", i128::from(i32::MIN), i128::from(i32::MAX)),
        ("i64", i128::from(i64::MIN), i128::from(i64::MAX)),
        ("u8", 0, i128::from(u8::MAX)),
        ("u16", 0, i128::from(u16::MAX)),
        ("u32", 0, i128::from(u32::MAX)),
        ("u64", 0, i128::from(u64::MAX)),
    ];
    let (kind, lo, hi) = match ranges.iter().find(|(name, ..)| *name == expected) {
        // Text, not numbers: the widest bounds do not fit a number variable, and no plural
        // depends on them.
        Some((_, lo, hi)) => ("whole-number", lo.to_string(), hi.to_string()),
        None => (
            match expected {
                "f32" | "f64" => "number",
                "a string" | "a borrowed string" => "string",
                "a boolean" => "boolean",
                "a sequence" => "list",
                "a map" => "object",
                e if e.starts_with("struct ") || e.starts_with("internally tagged enum") => {
                    "object"
                }
                e if e.starts_with("adjacently tagged enum") || e.starts_with("enum ") => "choice",
                e if e.starts_with("a valid date")
                    || e.contains("RFC 3339")
                    || e.contains("datetime") =>
                {
                    "datetime"
                }
                "" => "unknown",
                _ => "other",
            },
            String::new(),
            String::new(),
        ),
    };
    Message::new("field-wrong-type")
        .arg("expected", kind)
        .arg("min", lo)
        .arg("max", hi)
        .arg("type", expected.replace('`', "\""))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[allow(dead_code)] // read through serde
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Body {
        days: i32,
        roles: Vec<Role>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Role {
        Player,
    }

    fn error(json: &str) -> serde_json::Value {
        parse_json::<Body>(json.as_bytes())
            .err()
            .map(|e| e.body())
            .unwrap_or_default()
    }

    #[test]
    fn wrong_types_name_the_field_in_words() {
        let e = error(r#"{"days": "abc", "roles": []}"#);
        assert_eq!(e["status"], 422);
        assert_eq!(e["errors"][0]["field"], "days");
        let message = e["errors"][0]["message"].as_str().unwrap_or_default();
        assert!(message.starts_with("must be a whole number"), "{message}");
        assert!(!message.contains("i32"), "{message}");
        let e = error(r#"{"days": 1, "roles": [{}]}"#);
        assert_eq!(e["errors"][0]["field"], "roles[0]");
        let e = error(r#"{"days": 1, "roles": ["king"]}"#);
        assert!(
            e["errors"][0]["message"]
                .as_str()
                .unwrap_or_default()
                .contains("\"player\"")
        );
    }

    #[test]
    fn missing_and_unknown_fields_are_named() {
        let e = error(r#"{"roles": []}"#);
        assert_eq!(e["errors"][0]["field"], "days");
        assert_eq!(e["errors"][0]["message"], "is required");
        let e = error(r#"{"days": 1, "roles": [], "extra": 1}"#);
        assert_eq!(e["errors"][0]["field"], "extra");
    }

    #[test]
    fn broken_json_is_a_bad_request() {
        let e = error(r#"{"days": "#);
        assert_eq!(e["status"], 400);
        assert_eq!(e["type"], "/problems/malformed-request");
    }

    #[test]
    fn whole_numbers_written_with_a_fraction_are_whole_numbers() {
        let body = parse_json::<Body>(br#"{"days": 3.0, "roles": []}"#).map(|b| b.days);
        assert_eq!(body.ok(), Some(3));
        let e = error(r#"{"days": 3.5, "roles": []}"#);
        assert_eq!(e["status"], 422);
        assert_eq!(e["errors"][0]["field"], "days");
    }

    #[test]
    fn the_nul_character_is_refused_by_its_field() {
        let e = error("{\"days\": 1, \"roles\": [\"a\\u0000\"]}");
        assert_eq!(e["status"], 422);
        assert_eq!(e["errors"][0]["field"], "roles[0]");
        let e = parse_url_params::<Id>("id=1%00", "path")
            .err()
            .map(|e| e.body())
            .unwrap_or_default();
        assert_eq!(e["status"], 400);
        assert_eq!(e["errors"][0]["field"], "id");
    }

    #[derive(Debug, Deserialize)]
    struct Id {
        id: i64,
    }

    #[test]
    fn url_parameters_name_the_field() {
        let e = parse_url_params::<Id>("id=abc", "path")
            .err()
            .map(|e| e.body())
            .unwrap_or_default();
        assert_eq!(e["status"], 400);
        assert_eq!(e["errors"][0]["field"], "id");
        assert_eq!(e["errors"][0]["message"], "must be a whole number");
        let big = parse_url_params::<Id>("id=99999999999999999999", "path")
            .err()
            .map(|e| e.body())
            .unwrap_or_default();
        assert_eq!(big["errors"][0]["message"], "is too large");
        assert_eq!(
            parse_url_params::<Id>("id=12", "path").map(|i| i.id).ok(),
            Some(12)
        );
    }
}
