//! Names as they arrive: turning text into a [`Username`] with the refusal a person reads, so
//! registration, lookups and the CLI say the same thing about the same name.

use crate::domain::{BOT_PREFIX, Username, UsernameError};
use crate::error::Refusal;
use crate::i18n::Message;
use crate::service::error::ServiceResult;

use super::lookup::no_such_user;

/// What to tell the person who typed a name that is not a username.
pub fn refusal(e: UsernameError) -> Refusal {
    match e {
        UsernameError::Length => Refusal::msg(
            Message::new("username-length")
                .arg("min", Username::MIN)
                .arg("max", Username::MAX),
        ),
        UsernameError::Characters => Refusal::msg(Message::new("username-characters")),
    }
}

/// A name for a new account: a username, and not one kept for the computer opponents.
pub fn parse_new(text: &str) -> Result<Username, Refusal> {
    let name = Username::parse(text).map_err(refusal)?;
    if name.is_reserved() {
        return Err(Refusal::msg(
            Message::new("username-reserved").arg("prefix", BOT_PREFIX),
        ));
    }
    Ok(name)
}

/// A name to look an account up by. Text no account can hold names nobody, so it gets the
/// same 404 as a free name.
pub fn named(text: &str) -> ServiceResult<Username> {
    Username::parse(text).map_err(|_| no_such_user(text))
}

/// A name as compared: usernames are unique and found regardless of case.
pub fn lower(name: &str) -> String {
    name.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_names() {
        assert!(parse_new("A_b-9").is_ok());
        assert!(parse_new("ab").is_err());
        assert!(parse_new("Camelot-Bot-3").is_err());
        assert!(parse_new("camelot_bot").is_ok());
    }

    #[test]
    fn a_name_no_account_can_hold_is_not_found() {
        assert!(named("a b").err().is_some_and(|e| e.is_not_found()));
    }
}
