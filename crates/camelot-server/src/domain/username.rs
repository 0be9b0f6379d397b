//! Usernames. A name that arrives from outside (a request, the command line) is parsed into a
//! [`Username`] where it enters; everything behind that takes the type, so no service checks a
//! name again and none can be handed text that no account could hold (a NUL byte, 2,000
//! characters). Names read back from the database are the accounts' own and stay text.

use std::fmt;

/// A name an account can hold: 3–32 of `[A-Za-z0-9_-]`, any case. Names are unique regardless
/// of case ([`Username::key`]); the case given at registration is the one shown.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Username(String);

/// Why a text is not a username.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UsernameError {
    /// Shorter than [`Username::MIN`] or longer than [`Username::MAX`] characters.
    Length,
    /// A character other than an ASCII letter, digit, `_` or `-`.
    Characters,
}

/// Usernames beginning with this (in any case) are the computer opponents' and cannot be
/// registered.
pub const BOT_PREFIX: &str = "camelot-bot";

impl Username {
    pub const MIN: usize = 3;
    pub const MAX: usize = 32;

    pub fn parse(text: &str) -> Result<Username, UsernameError> {
        if !(Self::MIN..=Self::MAX).contains(&text.chars().count()) {
            return Err(UsernameError::Length);
        }
        if !text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err(UsernameError::Characters);
        }
        Ok(Username(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The form names are compared in (the unique index is on the lower-cased name).
    pub fn key(&self) -> String {
        self.0.to_ascii_lowercase()
    }

    /// Whether the name is kept for the computer opponents.
    pub fn is_reserved(&self) -> bool {
        self.key().starts_with(BOT_PREFIX)
    }
}

impl fmt::Display for Username {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for Username {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_accounts_can_hold() {
        assert!(Username::parse("abc").is_ok());
        assert_eq!(
            Username::parse("A_b-9").map(|n| n.key()),
            Ok("a_b-9".into())
        );
        assert_eq!(Username::parse("ab"), Err(UsernameError::Length));
        assert_eq!(Username::parse(&"a".repeat(33)), Err(UsernameError::Length));
        assert!(Username::parse(&"a".repeat(32)).is_ok());
        assert_eq!(Username::parse("bad name"), Err(UsernameError::Characters));
        assert_eq!(Username::parse("ünï"), Err(UsernameError::Characters));
        assert_eq!(Username::parse("a\0b"), Err(UsernameError::Characters));
    }

    #[test]
    fn bot_names_are_reserved_in_any_case() {
        assert!(Username::parse("Camelot-Bot-3").is_ok_and(|n| n.is_reserved()));
        assert!(Username::parse("camelot_bot").is_ok_and(|n| !n.is_reserved()));
    }
}
