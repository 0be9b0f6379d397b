//! The server's layering, checked: no two source files import each other, directly or round a
//! circle, the HTTP layer is imported only by the wiring, and the layers below it never name
//! the web framework. A circle is how a layer starts
//! leaking into another (a background job reaching into a handler's types, a service answering
//! in HTTP statuses); this test fails on the first one, naming the files.
//!
//! The graph is read from the sources: every `crate::a::b` path outside comments and test
//! modules is an edge to the deepest file it names. A parent and its own submodules are one
//! unit (a `mod.rs` re-exporting its children is not a circle).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Module path (`service::games::play`) → source text, for every file under `src/`.
fn sources() -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let Ok(rel) = path.strip_prefix(root) else {
                    continue;
                };
                let rel = rel.with_extension("");
                let parts: Vec<String> = rel
                    .iter()
                    .map(|p| p.to_string_lossy().into_owned())
                    .filter(|p| p != "mod")
                    .collect();
                let module = parts.join("::");
                if module == "lib" || module == "main" {
                    continue;
                }
                if let Ok(text) = std::fs::read_to_string(&path) {
                    out.insert(module, text);
                }
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    walk(&root, &root, &mut out);
    out
}

/// The `crate::…` paths a file names in its code (not its comments or tests), with each item
/// of a `crate::a::{b, c}` group as a path of its own.
fn paths_named(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let mut out = Vec::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        let mut rest = line;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            let base = rest[..end].trim_end_matches(':').to_owned();
            if rest[end..].starts_with('{') {
                let group = rest[end + 1..].split('}').next().unwrap_or("");
                for item in group.split(',') {
                    let item = item.split_whitespace().next().unwrap_or("");
                    if !item.is_empty() {
                        out.push(format!("{base}::{item}"));
                    }
                }
            }
            out.push(base);
            rest = &rest[end..];
        }
    }
    out
}

/// The deepest module `path` names.
fn resolve<'a>(path: &str, modules: &'a BTreeSet<String>) -> Option<&'a String> {
    let mut parts: Vec<&str> = path.split("::").collect();
    while !parts.is_empty() {
        if let Some(m) = modules.get(&parts.join("::")) {
            return Some(m);
        }
        parts.pop();
    }
    None
}

fn related(a: &str, b: &str) -> bool {
    a == b || a.starts_with(&format!("{b}::")) || b.starts_with(&format!("{a}::"))
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let files = sources();
    let modules: BTreeSet<String> = files.keys().cloned().collect();
    files
        .iter()
        .map(|(module, text)| {
            let deps = paths_named(text)
                .iter()
                .filter_map(|p| resolve(p, &modules))
                .filter(|d| !related(module, d))
                .cloned()
                .collect();
            (module.clone(), deps)
        })
        .collect()
}

/// The circles of the graph (its strongly connected components of more than one file).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Kosaraju: order by finish time, then walk the reversed graph.
    fn finish(
        v: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        seen: &mut BTreeSet<String>,
        order: &mut Vec<String>,
    ) {
        if !seen.insert(v.to_owned()) {
            return;
        }
        for w in g.get(v).into_iter().flatten() {
            finish(w, g, seen, order);
        }
        order.push(v.to_owned());
    }
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for v in graph.keys() {
        finish(v, graph, &mut seen, &mut order);
    }
    let mut reversed: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (v, ws) in graph {
        for w in ws {
            reversed.entry(w.clone()).or_default().insert(v.clone());
        }
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for v in order.iter().rev() {
        if assigned.contains(v) {
            continue;
        }
        let mut component = Vec::new();
        let mut stack = vec![v.clone()];
        while let Some(x) = stack.pop() {
            if !assigned.insert(x.clone()) {
                continue;
            }
            component.push(x.clone());
            stack.extend(reversed.get(&x).into_iter().flatten().cloned());
        }
        if component.len() > 1 {
            component.sort();
            out.push(component);
        }
    }
    out
}

#[test]
fn no_file_imports_itself_round_a_circle() {
    let graph = graph();
    assert!(graph.len() > 100, "the sources were not found");
    let found = circles(&graph);
    assert!(found.is_empty(), "import circles: {found:#?}");
}

#[test]
fn only_the_wiring_imports_the_http_layer() {
    for (module, deps) in graph() {
        if module.starts_with("api") || module == "startup" {
            continue;
        }
        let into_api: Vec<&String> = deps.iter().filter(|d| d.starts_with("api")).collect();
        assert!(into_api.is_empty(), "{module} imports {into_api:?}");
    }
}

/// The layers below the handlers say what happened in their own terms (a problem's kind, its
/// detail) and never name the web framework: statuses, headers and responses are written by
/// `http::problem` and the handlers.
#[test]
fn services_and_the_domain_never_name_the_web_framework() {
    const BELOW_HTTP: [&str; 6] = ["service", "domain", "views", "db", "i18n", "error"];
    let files = sources();
    let mut checked = 0;
    for (module, text) in &files {
        let layer = module.split("::").next().unwrap_or("");
        if !BELOW_HTTP.contains(&layer) {
            continue;
        }
        checked += 1;
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let named = code
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .any(|l| l.contains("actix_web") || l.contains("actix_http"));
        assert!(!named, "{module} names the web framework");
    }
    assert!(checked > 50, "the layers were not found");
}

/// Use-cases, jobs, views and the database layer fail with `service::error::ServiceError`; only
/// the edge (`http::service_error`) turns a failure into a problem with a status. A service that
/// built an `ApiError` would be choosing an HTTP status again.
#[test]
fn below_the_edge_failures_are_service_errors() {
    const BELOW_EDGE: [&str; 6] = ["service", "jobs", "views", "db", "domain", "ratelimit"];
    const EDGE_TYPES: [&str; 3] = ["ApiError", "ApiResult", "ProblemKind"];
    let files = sources();
    let mut checked = 0;
    for (module, text) in &files {
        let layer = module.split("::").next().unwrap_or("");
        if !BELOW_EDGE.contains(&layer) {
            continue;
        }
        checked += 1;
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for name in EDGE_TYPES {
                assert!(!line.contains(name), "{module} names {name}: {line}");
            }
        }
    }
    assert!(checked > 50, "the layers were not found");
}

#[test]
fn the_checker_sees_a_circle() {
    let mut g = BTreeMap::new();
    g.insert("a".to_owned(), BTreeSet::from(["b".to_owned()]));
    g.insert("b".to_owned(), BTreeSet::from(["c".to_owned()]));
    g.insert("c".to_owned(), BTreeSet::from(["a".to_owned()]));
    g.insert("d".to_owned(), BTreeSet::from(["a".to_owned()]));
    assert_eq!(circles(&g), vec![vec!["a", "b", "c"]]);
    assert_eq!(
        paths_named("use crate::x::{y, z as w};\n// crate::q\n"),
        vec!["x::y", "x::z", "x"]
    );
}
