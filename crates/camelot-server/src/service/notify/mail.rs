//! E-mail through any SMTP relay (lettre): `SMTP_URL` (`smtp://host:port`,
//! `smtps://user:pass@host`, `smtp://host?tls=required`) and `MAIL_FROM`. Without `SMTP_URL`
//! e-mail is off.
//!
//! Every message has a plain-text part and a simple HTML part. Notification messages carry a
//! one-click unsubscribe link (RFC 8058: `List-Unsubscribe` with an https URL and
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).

use chrono::{DateTime, Utc};
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

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

/// The digest of games waiting for a move, most urgent first.
pub fn digest(username: &str, games: &[Waiting], base: &str, unsubscribe: String) -> Letter {
    let subject = match games {
        [one] => format!("Your move against {}", one.opponent),
        many => format!("Your move in {} games", many.len()),
    };
    let line = |g: &Waiting| {
        format!(
            "Game {} against {}: move by {} ({base}/games/{})",
            g.game_id,
            g.opponent,
            g.deadline.format("%Y-%m-%d %H:%M UTC"),
            g.game_id
        )
    };
    let text = format!(
        "Hello {username},\n\nThese games wait for your move, the most urgent first:\n\n{}\n\n\
         To stop these e-mails: {unsubscribe}\n",
        games.iter().map(line).collect::<Vec<_>>().join("\n")
    );
    let items: String = games
        .iter()
        .map(|g| {
            format!(
                "<li><a href=\"{base}/games/{id}\">Game {id}</a> against {opp}: move by {when}</li>",
                id = g.game_id,
                opp = escape(&g.opponent),
                when = g.deadline.format("%Y-%m-%d %H:%M UTC"),
            )
        })
        .collect();
    let html = html_page(&format!(
        "<p>Hello {user},</p><p>These games wait for your move, the most urgent first:</p>\
         <ul>{items}</ul><p><a href=\"{unsub}\">Stop these e-mails</a></p>",
        user = escape(username),
        unsub = escape(&unsubscribe),
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
    username: &str,
    game_id: i64,
    deadline: DateTime<Utc>,
    base: &str,
    unsubscribe: String,
) -> Letter {
    let when = deadline.format("%Y-%m-%d %H:%M UTC");
    Letter {
        subject: format!("Less than a day left in game {game_id}"),
        text: format!(
            "Hello {username},\n\nYour time in game {game_id} runs out at {when}.\n\
             Move here: {base}/games/{game_id}\n\nTo stop these e-mails: {unsubscribe}\n"
        ),
        html: html_page(&format!(
            "<p>Hello {user},</p><p>Your time in <a href=\"{base}/games/{game_id}\">game \
             {game_id}</a> runs out at {when}.</p><p><a href=\"{unsub}\">Stop these e-mails</a></p>",
            user = escape(username),
            unsub = escape(&unsubscribe),
        )),
        unsubscribe: Some(unsubscribe),
    }
}

/// Any other notification: its kind and what happened, in a line.
pub fn notice(username: &str, kind: &str, summary: &str, unsubscribe: String) -> Letter {
    Letter {
        subject: format!("Camelot: {}", kind.replace('_', " ")),
        text: format!("Hello {username},\n\n{summary}\n\nTo stop these e-mails: {unsubscribe}\n"),
        html: html_page(&format!(
            "<p>Hello {user},</p><p>{summary}</p><p><a href=\"{unsub}\">Stop these e-mails</a></p>",
            user = escape(username),
            summary = escape(summary),
            unsub = escape(&unsubscribe),
        )),
        unsubscribe: Some(unsubscribe),
    }
}

/// The verification of a new address.
pub fn verification(username: &str, link: &str) -> Letter {
    Letter {
        subject: "Confirm your e-mail address for Camelot".to_owned(),
        text: format!(
            "Hello {username},\n\nTo receive Camelot notifications at this address, open:\n\
             {link}\n\nThe link works for 24 hours. If you did not ask for this, ignore this \
             message.\n"
        ),
        html: html_page(&format!(
            "<p>Hello {user},</p><p>To receive Camelot notifications at this address, \
             <a href=\"{link}\">confirm it</a>.</p><p>The link works for 24 hours. If you did \
             not ask for this, ignore this message.</p>",
            user = escape(username),
            link = escape(link),
        )),
        unsubscribe: None,
    }
}
