//! The languages the server (and its web client) speaks, and the choice among them from an
//! `Accept-Language` header.

use crate::domain::text_enum;

text_enum! {
    /// A language of the server's messages: English, Indonesian, Javanese, Slovenian, Basque
    /// or Swahili (BCP 47 primary tags, as the folders of `locales/`).
    pub enum Language {
        En = "en",
        Id = "id",
        Jv = "jv",
        Sl = "sl",
        Eu = "eu",
        Sw = "sw",
    }
}

// `text_enum!` derives what every closed set needs; a default is this one's alone.
#[allow(clippy::derivable_impls)]
impl Default for Language {
    /// English: the language of every message's reference text.
    fn default() -> Self {
        Language::En
    }
}

impl Language {
    /// The best language of an `Accept-Language` header (RFC 9110 §12.5.4): the spoken one with
    /// the highest weight, matched on the primary subtag (`sl-SI` is `sl`); `None` when it names
    /// none of ours. Malformed entries are skipped, never an error: the header is a preference.
    pub fn negotiate(header: &str) -> Option<Language> {
        let mut best: Option<(u16, Language)> = None;
        for entry in header.split(',') {
            let mut parts = entry.split(';');
            let tag = parts.next().unwrap_or("").trim();
            let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
            let Some(lang) = Language::parse(&primary) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q=").map(parse_weight))
                .unwrap_or(Some(1000));
            let Some(weight) = weight else { continue };
            // The first of equal weights wins: the header's order is the client's order.
            if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }
}

/// A quality value in thousandths (`0.8` → 800); `None` when it is not one.
fn parse_weight(q: &str) -> Option<u16> {
    let v: f32 = q.trim().parse().ok()?;
    (0.0..=1.0)
        .contains(&v)
        .then(|| (v * 1000.0).round() as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heaviest_spoken_language_wins() {
        assert_eq!(Language::negotiate("sl"), Some(Language::Sl));
        assert_eq!(Language::negotiate("sl-SI,en;q=0.5"), Some(Language::Sl));
        assert_eq!(
            Language::negotiate("fr-FR, eu;q=0.7, en;q=0.9"),
            Some(Language::En)
        );
        assert_eq!(Language::negotiate("de, SW;q=0.2"), Some(Language::Sw));
        assert_eq!(Language::negotiate("id;q=0, jv"), Some(Language::Jv));
        assert_eq!(Language::negotiate("fr, *"), None);
        assert_eq!(Language::negotiate("sl;q=abc"), None);
        assert_eq!(Language::negotiate(""), None);
    }
}
