//! E-mail through any SMTP relay (lettre): `SMTP_URL` (`smtp://host:port`,
//! `smtps://user:pass@host`, `smtp://host?tls=required`) and `MAIL_FROM`. Without `SMTP_URL`
//! e-mail is off.
//!
//! Every message has a plain-text part and a simple HTML part. Notification messages carry a
//! one-click unsubscribe link (RFC 8058: `List-Unsubscribe` with an https URL and
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).
//!
//! Letters are written in the recipient's saved language (English when none): whole sentences
//! from `locales/<lang>/server.ftl`, with links and names as variables. English letters are the
//! sentences below as they always were (`en/server.ftl` mirrors them for translators); in other
//! languages a link stands after its sentence instead of inside it, so that no sentence is cut
//! around a link.

use chrono::{DateTime, Utc};
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

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

#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }
    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_owned()))
    }
    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

#[derive(Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }
    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }
    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// Sends e-mail, when it is configured.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailer").field("from", &self.from).finish()
    }
}

impl Mailer {
    /// The mailer of `SMTP_URL` and `MAIL_FROM`, or `None` when e-mail is off.
    pub fn from_config(smtp_url: Option<&str>, from: &str) -> Result<Option<Mailer>, String> {
        let Some(url) = smtp_url else {
            return Ok(None);
        };
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| format!("SMTP_URL is not usable: {e}"))?
            .build();
        let from = from
            .parse::<Mailbox>()
            .map_err(|e| format!("MAIL_FROM is not an address: {e}"))?;
        Ok(Some(Mailer { transport, from }))
    }

    /// Sends a letter to `to`. `delivery` is the outbox row it comes from: its `Message-ID`
    /// (RFC 5322 §3.6.4) is made from it, so a retried delivery carries the same id and a
    /// receiver that got it twice can tell.
    pub async fn send(&self, to: &str, letter: Letter, delivery: i64) -> Result<(), String> {
        let to = to
            .parse::<Mailbox>()
            .map_err(|e| format!("{to} is not an address: {e}"))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject)
            .message_id(Some(format!(
                "<delivery-{delivery}@{}>",
                self.from.email.domain()
            )));
        if let Some(url) = letter.unsubscribe {
            builder = builder
                .header(ListUnsubscribe(format!("<{url}>")))
                .header(ListUnsubscribePost);
        }
        let message = builder
            .multipart(
                MultiPart::alternative()
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_PLAIN)
                            .body(letter.text),
                    )
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_HTML)
                            .body(letter.html),
                    ),
            )
            .map_err(|e| e.to_string())?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| format!("the mail relay refused it: {e}"))
    }
}

/// Whether `text` is an e-mail address lettre can send to.
pub fn valid_address(text: &str) -> bool {
    text.len() <= 254 && text.parse::<lettre::Address>().is_ok()
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

/// A game waiting for the reader's move.
#[derive(Debug, Clone)]
pub struct Waiting {
    pub game_id: i64,
    pub opponent: String,
    pub deadline: DateTime<Utc>,
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

/// The digest of games waiting for a move, most urgent first.
pub fn digest(
    lang: Language,
    username: &str,
    games: &[Waiting],
    base: &str,
    unsubscribe: String,
) -> Letter {
    let subject = match games {
        [one] => translate(
            lang,
            &Text::new("mail-digest-subject-one").arg("opponent", one.opponent.as_str()),
            format!("Your move against {}", one.opponent),
        ),
        many => translate(
            lang,
            &Text::new("mail-digest-subject-many").arg("count", many.len()),
            format!("Your move in {} games", many.len()),
        ),
    };
    let intro = translate(
        lang,
        &Text::new("mail-digest-intro"),
        "These games wait for your move, the most urgent first:".to_owned(),
    );
    let line = |g: &Waiting| {
        let when = g.deadline.format("%Y-%m-%d %H:%M UTC").to_string();
        translate(
            lang,
            &Text::new("mail-digest-line")
                .arg("game", g.game_id)
                .arg("opponent", g.opponent.as_str())
                .arg("deadline", when.as_str()),
            format!("Game {} against {}: move by {when}", g.game_id, g.opponent),
        )
    };
    let text = format!(
        "{}\n\n{intro}\n\n{}\n\n{}\n",
        hello(lang, username),
        games
            .iter()
            .map(|g| format!("{} ({base}/games/{})", line(g), g.game_id))
            .collect::<Vec<_>>()
            .join("\n"),
        stop_text(lang, &unsubscribe),
    );
    let items: String = games
        .iter()
        .map(|g| {
            format!(
                "<li><a href=\"{base}/games/{id}\">{line}</a></li>",
                id = g.game_id,
                line = escape(&line(g)),
            )
        })
        .collect();
    let html = html_page(&format!(
        "<p>{hello}</p><p>{intro}</p><ul>{items}</ul>{stop}",
        hello = escape(&hello(lang, username)),
        intro = escape(&intro),
        stop = stop_html(lang, &unsubscribe),
    ));
    Letter {
        subject,
        text,
        html,
        unsubscribe: Some(unsubscribe),
    }
}

/// A deadline warning.
pub fn deadline_warning(
    lang: Language,
    username: &str,
    game_id: i64,
    deadline: DateTime<Utc>,
    base: &str,
    unsubscribe: String,
) -> Letter {
    let when = deadline.format("%Y-%m-%d %H:%M UTC").to_string();
    let link = format!("{base}/games/{game_id}");
    let body = translate(
        lang,
        &Text::new("mail-deadline-body")
            .arg("game", game_id)
            .arg("deadline", when.as_str()),
        format!("Your time in game {game_id} runs out at {when}."),
    );
    let move_here = translate(
        lang,
        &Text::new("mail-deadline-move").arg("link", link.as_str()),
        format!("Move here: {link}"),
    );
    let open = translate(
        lang,
        &Text::new("mail-open-game").arg("game", game_id),
        format!("Open game {game_id}"),
    );
    Letter {
        subject: translate(
            lang,
            &Text::new("mail-deadline-subject").arg("game", game_id),
            format!("Less than a day left in game {game_id}"),
        ),
        text: format!(
            "{}\n\n{body}\n{move_here}\n\n{}\n",
            hello(lang, username),
            stop_text(lang, &unsubscribe)
        ),
        html: html_page(&format!(
            "<p>{hello}</p><p>{body}</p><p><a href=\"{link}\">{open}</a></p>{stop}",
            hello = escape(&hello(lang, username)),
            body = escape(&body),
            link = escape(&link),
            open = escape(&open),
            stop = stop_html(lang, &unsubscribe),
        )),
        unsubscribe: Some(unsubscribe),
    }
}

/// Any other notification: its kind and what happened, in a line (the line itself, a summary
/// of the event's data, stays in English).
pub fn notice(
    lang: Language,
    username: &str,
    kind: &str,
    summary: &str,
    unsubscribe: String,
) -> Letter {
    Letter {
        subject: format!("Camelot: {}", kind.replace('_', " ")),
        text: format!(
            "{}\n\n{summary}\n\n{}\n",
            hello(lang, username),
            stop_text(lang, &unsubscribe)
        ),
        html: html_page(&format!(
            "<p>{hello}</p><p>{summary}</p>{stop}",
            hello = escape(&hello(lang, username)),
            summary = escape(summary),
            stop = stop_html(lang, &unsubscribe),
        )),
        unsubscribe: Some(unsubscribe),
    }
}

/// The verification of a new address.
pub fn verification(lang: Language, username: &str, link: &str) -> Letter {
    let subject = translate(
        lang,
        &Text::new("mail-verify-subject"),
        "Confirm your e-mail address for Camelot".to_owned(),
    );
    let english = |s: &str| s.to_owned();
    let open = translate(
        lang,
        &Text::new("mail-verify-open"),
        english("To receive Camelot notifications at this address, open:"),
    );
    let expiry = translate(
        lang,
        &Text::new("mail-verify-expiry").arg("hours", super::email::VERIFY_HOURS),
        format!(
            "The link works for {} hours. If you did not ask for this, ignore this message.",
            super::email::VERIFY_HOURS
        ),
    );
    Letter {
        subject,
        text: format!("{}\n\n{open}\n{link}\n\n{expiry}\n", hello(lang, username)),
        html: html_page(&format!(
            "<p>{hello}</p><p>{open} <a href=\"{href}\">{href}</a></p><p>{expiry}</p>",
            hello = escape(&hello(lang, username)),
            open = escape(&open),
            href = escape(link),
            expiry = escape(&expiry),
        )),
        unsubscribe: None,
    }
}
