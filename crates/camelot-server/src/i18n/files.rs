//! The translations, embedded in the binary: the server formats its own words from them and
//! the web client is served them (`/assets/locales/`), so both read the same files.

use rust_embed::RustEmbed;

/// The translations (Project Fluent files, `locales/<lang>/*.ftl` at the repository root): the
/// single source of every string the client shows and the server writes.
#[derive(RustEmbed)]
#[folder = "../../locales/"]
pub struct Locales;
