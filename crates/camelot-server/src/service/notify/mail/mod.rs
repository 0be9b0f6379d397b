//! E-mail through any SMTP relay (lettre): `SMTP_URL` (`smtp://host:port`,
//! `smtps://user:pass@host`, `smtp://host?tls=required`) and `MAIL_FROM`. Without `SMTP_URL`
//! e-mail is off.
//!
//! Every message has a plain-text part and a simple HTML part. Notification messages carry a
//! one-click unsubscribe link (RFC 8058: `List-Unsubscribe` with an https URL and
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).
//!
//! Letters are written in the recipient's saved language (English when none): whole sentences
//! from `locales/<lang>/server.ftl`, with links and names as variables. English verification
//! mails, digests and deadline warnings are the code's own sentences as they always were
//! (`en/server.ftl` mirrors them for translators); in other languages a link stands after its
//! sentence instead of inside it, so that no sentence is cut around a link. Notices of every
//! other event ([`notice`]) have a subject and a sentence per kind of event, formatted from
//! `server.ftl` in English too, with the link to the game or tournament on a line of its own.
//!
//! * [`smtp`]: the relay, and the headers every message carries;
//! * [`account`]: the verification of a new address;
//! * [`turns`]: the digest of games waiting for a move, and the deadline warning;
//! * [`notices`]: a notice per kind of event.
//!
//! The pieces every letter shares (the greeting, the unsubscribe line, the HTML page and its
//! escaping) are here, so that all letters greet and sign off alike.

mod account;
mod notices;
mod smtp;
mod turns;

pub use account::verification;
pub use notices::{Seat, notice};
pub use smtp::{Mailer, valid_address};
pub use turns::{Waiting, deadline_warning, digest};

use crate::domain::Language;
use crate::i18n::{Message as Text, translate};

/// A message's text, before it is addressed.
#[derive(Debug, Clone)]
pub struct Letter {
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The one-click unsubscribe URL, for notifications.
    pub unsubscribe: Option<String>,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn html_page(body: &str) -> String {
    format!("<!doctype html><html><body style=\"font-family: sans-serif\">{body}</body></html>")
}

/// The greeting line.
fn hello(lang: Language, username: &str) -> String {
    translate(
        lang,
        &Text::new("mail-hello").arg("name", username),
        format!("Hello {username},"),
    )
}

/// The unsubscribe line of a plain-text notification.
fn stop_text(lang: Language, unsubscribe: &str) -> String {
    translate(
        lang,
        &Text::new("mail-stop-text").arg("link", unsubscribe),
        format!("To stop these e-mails: {unsubscribe}"),
    )
}

/// The unsubscribe paragraph of an HTML notification.
fn stop_html(lang: Language, unsubscribe: &str) -> String {
    let words = translate(
        lang,
        &Text::new("mail-stop-link"),
        "Stop these e-mails".to_owned(),
    );
    format!(
        "<p><a href=\"{}\">{}</a></p>",
        escape(unsubscribe),
        escape(&words)
    )
}
