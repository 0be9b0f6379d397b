//! Problem answers in the reader's language: the `title` of every kind, the `detail` and each
//! `errors[].message`, from the messages the error carries. `type`, `status`, field names and
//! every other member stay as they are.

use serde_json::Value;

use super::catalog;
use crate::domain::Language;
use crate::error::ApiError;

/// The body of `error` in `lang` (English: the body as the code wrote it).
pub fn body(error: &ApiError, lang: Language) -> Value {
    let mut body = error.body();
    if lang == Language::En {
        return body;
    }
    let Value::Object(map) = &mut body else {
        return body;
    };
    if let Some(title) = catalog::format_id(lang, error.kind.title_id(), &[]) {
        map.insert("title".into(), Value::String(title));
    }
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
                entry["message"] = Value::String(text);
            }
        }
    }
    let detail = error
        .localized
        .as_ref()
        .and_then(|l| l.message.as_ref())
        .and_then(|message| catalog::format(lang, message));
    if let Some(detail) = detail {
        map.insert("detail".into(), Value::String(detail));
    }
    body
}
