//! The server's own words in the reader's language: Project Fluent messages from
//! `locales/<lang>/server.ftl`, the same folder (embedded in the binary) as the web client's.
//!
//! A problem's `detail` and each `errors[].message` are [`Message`]s (a message id and its
//! variables): `crate::error::ApiError::msg` formats the English answer from `en/server.ftl`,
//! and [`problem`] renders the same message in the reader's language, falling back to English
//! whenever a language lacks a message or formatting it fails. The exceptions are sentences
//! written by other crates — the rules' reasons for an illegal move or a refused draw claim, the
//! board's for a highlight it cannot draw — whose English answers stay those crates' own words
//! (`en/server.ftl` mirrors them, as `illegal`'s tests check), and text quoted from a library
//! (serde's or a parser's error), which is passed as a variable.
//!
//! E-mails (`service::notify::mail`) and the calendar feed (`service::notify::calendar`) are
//! written from the same catalog, in the recipient's saved language (English when none). The
//! notices of events are formatted from `server.ftl` in English too; the verification e-mail,
//! the digest, the deadline warning and the calendar feed's names and descriptions keep their
//! English sentences in the code, which `en/server.ftl` mirrors, and [`translate`] gives the
//! other languages their own message. The bots' descriptions (`service::bots`, `bot-level-<n>`,
//! in the reader's language) are translated the same way.
//!
//! `en/server.ftl` is the reference the other languages follow (the locale tests hold every
//! language to its ids and variables), and every message id the code names must be in it.

pub mod catalog;
pub mod files;
pub mod illegal;
pub mod message;
pub mod problem;

pub use catalog::{english, format, format_or, translate};
pub use message::{Arg, Message};
