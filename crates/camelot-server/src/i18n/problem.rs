//! Problem answers in the reader's language: the `title` of every kind, and the `detail` (and
//! the `errors[].message`) where the code gave it as a message. `type`, `status`, field names
//! and every other member stay as they are.

use serde_json::Value;

use super::catalog::{self, Message};
use crate::domain::Language;
use crate::error::{ApiError, ProblemKind};

/// The message id of a kind's title: `problem-` and the kind's slug.
pub fn title_id(kind: ProblemKind) -> String {
    format!("problem-{}", kind.slug())
}

/// The body of `error` in `lang` (English: the body as the code wrote it).
pub fn body(error: &ApiError, lang: Language) -> Value {
    let mut body = error.body();
    if lang == Language::En {
        return body;
    }
    let Value::Object(map) = &mut body else {
        return body;
    };
    if let Some(title) = catalog::format_id(lang, &title_id(error.kind), &[]) {
        map.insert("title".into(), Value::String(title));
    }
    let mut translated_fields = Vec::new();
    if let Some(Value::Array(errors)) = map.get_mut("errors") {
        for entry in errors.iter_mut() {
            let Some(field) = entry
                .get("field")
                .and_then(Value::as_str)
                .map(str::to_owned)
            else {
                continue;
            };
            let Some((_, message)) = error
                .localized
                .iter()
                .flat_map(|l| l.fields.iter())
                .find(|(f, _)| *f == field)
            else {
                continue;
            };
            if let Some(text) = catalog::format(lang, message) {
                entry["message"] = Value::String(text.clone());
                translated_fields.push((field, text));
            }
        }
    }
    let detail = detail(error, lang, &translated_fields);
    if let Some(detail) = detail {
        map.insert("detail".into(), Value::String(detail));
    }
    body
}

/// The translated detail, if there is one: the error's own message, or for a validation
/// problem the summary of its (translated) fields.
fn detail(error: &ApiError, lang: Language, fields: &[(String, String)]) -> Option<String> {
    if let Some(message) = error.localized.as_ref().and_then(|l| l.message.as_ref()) {
        return catalog::format(lang, message);
    }
    if error.kind != ProblemKind::Validation || fields.is_empty() {
        return None;
    }
    let listed = error
        .extensions
        .get("errors")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    let message = match fields {
        [(field, text)] if listed == 1 => Message::new("validation-one")
            .arg("field", field.as_str())
            .arg("message", text.as_str()),
        _ => Message::new("validation-many").arg("count", listed),
    };
    catalog::format(lang, &message)
}
