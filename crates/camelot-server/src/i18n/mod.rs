//! The server's own words in the reader's language: Project Fluent messages from
//! `locales/<lang>/server.ftl`, the same folder (embedded in the binary) as the web client's.
//!
//! Code keeps writing its English sentences where it always did; a sentence that is translated
//! also carries a [`Message`] (a message id and its variables), and the English text stays the
//! fallback whenever a language lacks a message or formatting it fails. English answers are the
//! code's own sentences, so `en/server.ftl` is the reference the other languages follow (and
//! that the locale tests compare against), not a second copy that could drift into use.

pub mod catalog;
pub mod illegal;
pub mod problem;

pub use catalog::{Arg, Message, format, format_or, translate};
