//! The rules of usernames, kept apart because registration, lookups and the CLI all check them
//! and must agree.

use crate::error::Refusal;
use crate::i18n::Message;

/// Usernames: 3–32 of `[A-Za-z0-9_-]`.
pub fn check_username(name: &str) -> Result<(), Refusal> {
    let len = name.chars().count();
    if !(3..=32).contains(&len) {
        return Err(Refusal::msg(
            Message::new("username-length").arg("min", 3).arg("max", 32),
        ));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err(Refusal::msg(Message::new("username-characters")));
    }
    Ok(())
}

/// Usernames beginning with this are the computer opponents' and cannot be registered.
pub const BOT_PREFIX: &str = "camelot-bot";

/// Refuses the names reserved for the computer opponents.
pub fn check_new_username(name: &str) -> Result<(), Refusal> {
    check_username(name)?;
    if name.to_lowercase().starts_with(BOT_PREFIX) {
        return Err(Refusal::msg(
            Message::new("username-reserved").arg("prefix", BOT_PREFIX),
        ));
    }
    Ok(())
}

/// A name as compared: usernames are unique and found regardless of case.
pub fn lower(name: &str) -> String {
    name.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        assert!(check_username("abc").is_ok());
        assert!(check_username("A_b-9").is_ok());
        assert!(check_username("ab").is_err());
        assert!(check_username(&"a".repeat(33)).is_err());
        assert!(check_username("bad name").is_err());
        assert!(check_username("ünï").is_err());
    }

    #[test]
    fn bot_names_are_reserved() {
        assert!(check_new_username("Camelot-Bot-3").is_err());
        assert!(check_new_username("camelot_bot").is_ok());
    }
}
