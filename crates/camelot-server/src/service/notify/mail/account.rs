//! The letter that confirms a new address. It carries no unsubscribe link: it is sent once,
//! because the reader asked for it, and nothing is sent to the address until it is confirmed.

use crate::domain::Language;
use crate::i18n::{Message as Text, translate};
use crate::service::notify::email::VERIFY_HOURS;

use super::{Letter, escape, hello, html_page};

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
        &Text::new("mail-verify-expiry").arg("hours", VERIFY_HOURS),
        format!(
            "The link works for {} hours. If you did not ask for this, ignore this message.",
            VERIFY_HOURS
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
