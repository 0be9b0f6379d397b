//! Loading the `server.ftl` of every language once, and formatting a message.

use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::domain::Language;
use crate::i18n::files::Locales;
use crate::i18n::message::{Arg, Message};

/// The file every language holds the server's messages in.
pub const FILE: &str = "server.ftl";

type Bundle = FluentBundle<FluentResource>;

/// Every language's bundle, parsed on first use. A file that fails to parse is logged and
/// leaves its language in English (the messages that did parse still serve); the locale tests
/// make sure that never ships.
static BUNDLES: LazyLock<HashMap<Language, Bundle>> = LazyLock::new(|| {
    Language::ALL
        .iter()
        .filter_map(|&lang| bundle(lang).map(|b| (lang, b)))
        .collect()
});

/// Parses one language's `server.ftl`; `None` when it has none.
fn bundle(lang: Language) -> Option<Bundle> {
    let file = Locales::get(&format!("{}/{FILE}", lang.as_str()))?;
    let text = String::from_utf8_lossy(&file.data).into_owned();
    let resource = match FluentResource::try_new(text) {
        Ok(r) => r,
        Err((r, errors)) => {
            tracing::error!(language = lang.as_str(), ?errors, "server.ftl has errors");
            r
        }
    };
    let langid = lang.as_str().parse().ok()?;
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Isolation marks around variables are for mixed-direction display in a browser; in
    // JSON details and e-mail subjects they would be stray invisible characters.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(
            language = lang.as_str(),
            ?errors,
            "server.ftl has duplicate ids"
        );
    }
    Some(bundle)
}

/// `message` in `lang`; `None` when that language lacks it or it does not format cleanly.
pub fn format(lang: Language, message: &Message) -> Option<String> {
    format_id(lang, message.id, &message.args)
}

/// Message `id` with `args` in `lang`, as [`format`].
pub fn format_id(lang: Language, id: &str, message_args: &[(&'static str, Arg)]) -> Option<String> {
    let bundle = BUNDLES.get(&lang)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut args = FluentArgs::new();
    for (name, value) in message_args {
        match value {
            Arg::Text(t) => args.set(*name, FluentValue::from(t.as_str())),
            Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
            Arg::Message { message, english } => {
                let text = match english {
                    Some(english) if lang == Language::En => english.clone(),
                    Some(english) => format(lang, message).unwrap_or_else(|| english.clone()),
                    None => format(lang, message)
                        .or_else(|| format(Language::En, message))
                        .unwrap_or_else(|| message.id.to_owned()),
                };
                args.set(*name, FluentValue::from(text));
            }
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Some(text.into_owned())
    } else {
        tracing::warn!(id, language = lang.as_str(), ?errors, "message failed");
        None
    }
}

/// `message` in English, from `en/server.ftl`: the words of every English answer. A message
/// missing from the catalog (which the tests rule out) gives its id.
pub fn english(message: &Message) -> String {
    format(Language::En, message).unwrap_or_else(|| message.id.to_owned())
}

/// The code's own English sentence in English, else `message` in `lang` (falling back to
/// `english` when the language lacks it): how letters and feeds pick their words.
pub fn translate(lang: Language, message: &Message, english: String) -> String {
    if lang == Language::En {
        english
    } else {
        format(lang, message).unwrap_or(english)
    }
}

/// `message` in `lang`, else in English, else `fallback` (the code's own English sentence).
pub fn format_or(lang: Language, message: &Message, fallback: &str) -> String {
    format(lang, message)
        .or_else(|| format(Language::En, message))
        .unwrap_or_else(|| fallback.to_owned())
}

/// The message ids of a language's `server.ftl` with the variables each uses, for the tests
/// that hold every language to English's ids and variables.
#[cfg(test)]
pub fn ids_and_variables(
    lang: Language,
) -> Option<std::collections::BTreeMap<String, Vec<String>>> {
    use fluent_syntax::ast;
    let file = Locales::get(&format!("{}/{FILE}", lang.as_str()))?;
    let text = String::from_utf8_lossy(&file.data).into_owned();
    let parsed = fluent_syntax::parser::parse(text.as_str()).ok()?;
    let mut out = std::collections::BTreeMap::new();
    for entry in parsed.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = Vec::new();
            if let Some(p) = &m.value {
                pattern_variables(p, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.insert(m.id.name.to_owned(), vars);
        }
    }
    Some(out)
}

#[cfg(test)]
fn pattern_variables(p: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            match expression {
                Expression::Inline(InlineExpression::VariableReference { id }) => {
                    out.push(id.name.to_owned())
                }
                Expression::Select { selector, variants } => {
                    if let InlineExpression::VariableReference { id } = selector {
                        out.push(id.name.to_owned());
                    }
                    for v in variants {
                        pattern_variables(&v.value, out);
                    }
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language has exactly English's message ids, each with English's variables; the
    /// same check as the web client's `locales.test.mjs`, for `server.ftl`.
    #[test]
    fn every_language_has_the_english_ids_and_variables() {
        let english = ids_and_variables(Language::En).expect("en/server.ftl parses");
        assert!(english.len() > 60);
        for &lang in Language::ALL {
            let other = ids_and_variables(lang)
                .unwrap_or_else(|| panic!("{}/server.ftl is missing or broken", lang.as_str()));
            assert_eq!(
                other.keys().collect::<Vec<_>>(),
                english.keys().collect::<Vec<_>>(),
                "{}: message ids",
                lang.as_str()
            );
            for (id, vars) in &english {
                assert_eq!(&other[id], vars, "{}: variables of {id}", lang.as_str());
            }
        }
    }

    /// Every message of every language formats without an error, with counts across the
    /// plural categories.
    #[test]
    fn every_message_formats() {
        let english = ids_and_variables(Language::En).expect("en/server.ftl parses");
        for &lang in Language::ALL {
            assert!(BUNDLES.contains_key(&lang), "{} loaded", lang.as_str());
            for (id, vars) in &english {
                for n in [0, 1, 2, 3, 5, 21, 102] {
                    let args: Vec<(&'static str, Arg)> = vars
                        .iter()
                        .map(|v| {
                            let name: &'static str = Box::leak(v.clone().into_boxed_str());
                            let value = match v.as_str() {
                                "side" | "mover" => Arg::from("white"),
                                "status" => Arg::from("finished"),
                                "count" | "seconds" | "min" | "max" | "game" | "hours" | "line"
                                | "ply" | "sent" | "players" | "rounds" | "plies"
                                | "occurrences" | "left" | "allowance" | "length" | "limit"
                                | "round" | "rating" | "size" | "other" => Arg::from(n),
                                _ => Arg::from("X"),
                            };
                            (name, value)
                        })
                        .collect();
                    let text = format_id(lang, id, &args);
                    assert!(
                        text.as_deref().is_some_and(|t| !t.is_empty()),
                        "{}: {id} with {n}",
                        lang.as_str()
                    );
                }
            }
        }
        let sl = Message::new("rate-limited-account").arg("seconds", 2);
        assert_eq!(
            format(Language::Sl, &sl).as_deref(),
            Some("Preveč poskusov za vaš račun; poskusite znova čez 2 sekundi.")
        );
    }

    /// The ids of the messages a source text names: every string literal inside the
    /// parentheses of each `Message::new` (so both ids of a conditional id count).
    fn named_ids(text: &str) -> Vec<String> {
        // Spelled in two halves so that this file's own scan does not find the needle here.
        let needle = concat!("Message", "::new(");
        let mut ids = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find(needle) {
            rest = &rest[start + needle.len()..];
            let mut depth = 1;
            let end = rest
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(rest.len(), |(i, _)| i);
            ids.extend(rest[..end].split('"').skip(1).step_by(2).map(str::to_owned));
            rest = &rest[end..];
        }
        ids
    }

    fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    /// Every message the code names exists in `en/server.ftl` (and so, by the test above, in
    /// every language): a detail can never fall back to a bare id.
    #[test]
    fn every_message_the_code_names_is_in_english() {
        let english = ids_and_variables(Language::En).expect("en/server.ftl parses");
        let mut files = Vec::new();
        rust_files(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let mut named = 0;
        let mut missing = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("source file reads");
            for id in named_ids(&text) {
                named += 1;
                if !english.contains_key(&id) {
                    missing.push(format!("{}: {id}", file.display()));
                }
            }
        }
        assert!(
            named > 150,
            "only {named} message ids found: is the scan broken?"
        );
        assert!(missing.is_empty(), "not in en/server.ftl: {missing:#?}");
    }

    #[test]
    fn the_scan_finds_each_literal_id() {
        let text = concat!(
            "let a = Message",
            "::new(\"one\").arg(\"x\", 1);\n",
            "Message",
            "::new(if jump { \"two\" } else { \"three\" })\n",
            "Message",
            "::new(id)"
        );
        assert_eq!(named_ids(text), ["one", "two", "three"]);
    }
}
