//! Sending a letter through the SMTP relay. Notifications carry the RFC 8058 headers, so that
//! mail clients can offer one-click unsubscribe without opening the letter.

use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::Letter;

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
