//! The web client: a browser UI served by this binary, which does everything through the public
//! API under `/api/v1` (it has no other access to the server).
//!
//! Its files live in `crates/camelot-server/web/` (plain ES modules and CSS: no build step) and
//! are embedded into the binary, so the UI works offline and ships with the server. Every page
//! URL of the client (`/`, `/inbox`, `/games/{id}`, …) answers the same HTML shell; the script
//! then draws the page the URL names. Other paths keep the API's problem+json 404.
//!
//! Pages carry a strict Content-Security-Policy (scripts and styles only from this origin, no
//! inline code, no framing), `nosniff` and a referrer policy. The docs UI at `/docs/` is served
//! elsewhere and keeps its own headers.

use actix_web::http::header;
use actix_web::http::{Method, StatusCode};
use actix_web::{HttpRequest, HttpResponse, guard, web};
use rust_embed::{EmbeddedFile, RustEmbed};

use crate::error::ApiError;

/// The embedded files of the client.
#[derive(RustEmbed)]
#[folder = "web/"]
struct Assets;

/// The page shell every client route answers.
const SHELL: &str = "index.html";

/// URL prefix of the client's static files.
pub const ASSET_PREFIX: &str = "/assets/";

/// The policy of every client response: only this origin's scripts, styles, images (and
/// `data:` images), API calls to this origin only, no framing, no `<base>`, forms only here.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; \
     form-action 'self'";

/// The client's page routes (history-style URLs), each answering the shell.
pub const PAGE_ROUTES: &[&str] = &[
    "/",
    "/login",
    "/register",
    "/inbox",
    "/games/{id:[0-9]{1,18}}",
    "/tournaments",
    "/tournaments/{id:[0-9]{1,18}}",
    "/players/{username:[A-Za-z0-9_-]{1,64}}",
    "/leaderboard",
    "/games",
    "/analysis",
    "/learn",
    "/learn/{topic:[a-z0-9-]{1,40}}",
];

/// Registers the page routes and the asset route.
pub fn routes(cfg: &mut web::ServiceConfig) {
    for path in PAGE_ROUTES {
        cfg.service(
            web::resource(*path)
                .route(get_or_head().to(page))
                .default_service(web::to(method_not_allowed)),
        );
    }
    cfg.service(
        web::resource("/assets/{file:.+}")
            .route(get_or_head().to(asset))
            .default_service(web::to(method_not_allowed)),
    );
}

fn get_or_head() -> actix_web::Route {
    web::route().guard(guard::Any(guard::Get()).or(guard::Head()))
}

async fn page(req: HttpRequest) -> HttpResponse {
    page_response(&req)
}

fn page_response(req: &HttpRequest) -> HttpResponse {
    match Assets::get(SHELL) {
        Some(file) => respond(req, &file, SHELL),
        None => ApiError::internal("the web client's index.html is not embedded").into_response(),
    }
}

/// Whether an unknown address should answer the client's not-found page rather than a problem:
/// a browser navigating (`GET`/`HEAD` asking for HTML), never under `/api/`.
pub fn wants_page(req: &HttpRequest) -> bool {
    let path = req.path();
    (req.method() == Method::GET || req.method() == Method::HEAD)
        && !path.starts_with("/api/")
        && path != "/api"
        && !path.starts_with(ASSET_PREFIX)
        && req
            .headers()
            .get(header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.contains("text/html"))
}

/// The shell with status 404: the client draws its "page not found" for the address.
pub fn not_found_page(req: &HttpRequest) -> HttpResponse {
    let mut res = page_response(req);
    if res.status() == StatusCode::OK {
        *res.status_mut() = StatusCode::NOT_FOUND;
    }
    res
}

async fn asset(req: HttpRequest, file: web::Path<String>) -> HttpResponse {
    let name = file.into_inner();
    // The shell is a page, not an asset; dot-files and parent references are never served.
    let found = if name == SHELL || name.split('/').any(|s| s.is_empty() || s.starts_with('.')) {
        None
    } else if let Some(file) = name.strip_prefix("locales/") {
        // Only the message files: the folder also holds each language's glossary.
        file.ends_with(".ftl")
            .then(|| crate::i18n::files::Locales::get(file))
            .flatten()
    } else {
        Assets::get(&name)
    };
    match found {
        Some(f) => respond(&req, &f, &name),
        None => crate::http::missing::nothing_at(&req).into_response(),
    }
}

async fn method_not_allowed(req: HttpRequest) -> HttpResponse {
    crate::http::missing::method_not_allowed(&req, "GET, HEAD")
        .with_header("allow", "GET, HEAD")
        .into_response()
}

/// The media type of an embedded file, from its extension (a closed set: the folder holds
/// nothing else, and anything unknown is served as bytes a browser will not run).
pub fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("json" | "webmanifest") => "application/json",
        Some("txt") => "text/plain; charset=utf-8",
        Some("ftl") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// 200 with the file (or 304 when the client's copy is current), with the security headers.
fn respond(req: &HttpRequest, file: &EmbeddedFile, name: &str) -> HttpResponse {
    let etag = format!(
        "\"{}\"",
        file.metadata
            .sha256_hash()
            .iter()
            .take(12)
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    let fresh = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let mut res = if fresh {
        HttpResponse::build(StatusCode::NOT_MODIFIED)
    } else {
        HttpResponse::Ok()
    };
    res.insert_header((header::ETAG, etag))
        // Files keep their names across versions: revalidate every time (a 304 is cheap).
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::REFERRER_POLICY, "same-origin"))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"))
        .insert_header(("cross-origin-opener-policy", "same-origin"));
    if fresh || req.method() == Method::HEAD {
        res.insert_header((header::CONTENT_TYPE, content_type(name)));
        return res.finish();
    }
    res.content_type(content_type(name))
        .body(file.data.clone().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_and_the_entry_script_are_embedded() {
        assert!(Assets::get(SHELL).is_some());
        assert!(Assets::get("app.js").is_some());
        assert!(Assets::get("app.css").is_some());
    }

    #[test]
    fn every_embedded_file_has_a_known_media_type() {
        for name in Assets::iter() {
            assert_ne!(
                content_type(&name),
                "application/octet-stream",
                "{name} would be served without a proper media type"
            );
        }
    }

    #[test]
    fn the_shell_loads_no_inline_script_or_style() {
        let shell = Assets::get(SHELL)
            .map(|f| f.data.into_owned())
            .unwrap_or_default();
        let html = String::from_utf8(shell).unwrap_or_default();
        for chunk in html.split("<script").skip(1) {
            let tag = chunk.split('>').next().unwrap_or("");
            assert!(
                tag.contains("src="),
                "inline script in index.html: <script{tag}>"
            );
        }
        assert!(!html.contains("<style"), "inline style in index.html");
        for tag in html
            .split('<')
            .skip(1)
            .map(|t| t.split('>').next().unwrap_or(""))
        {
            for attr in tag.split_whitespace().skip(1) {
                let name = attr.split('=').next().unwrap_or("").to_ascii_lowercase();
                assert!(
                    name != "style" && !(name.starts_with("on") && attr.contains('=')),
                    "inline code in index.html: <{tag}>"
                );
            }
        }
    }
}
