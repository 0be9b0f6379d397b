//! A sentence to translate, as data: its message id and variables. Apart from the catalog that
//! formats it, so that the vocabulary (`domain`) and the error type can name messages without
//! depending on the languages they are formatted in (which are themselves `domain` terms).

/// A variable of a message: text is inserted as is, a number also picks plural forms, and a
/// message is a clause of its own, formatted in the same language as the sentence around it.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Message {
        message: Box<Message>,
        /// The clause's English words where they come from elsewhere (the rules' own
        /// sentences): used in English, and wherever the message cannot be formatted.
        english: Option<String>,
    },
}

impl Arg {
    /// A clause whose English is `english` (another crate's sentence) and whose other
    /// languages are `message`, when there is one.
    pub fn clause(english: impl Into<String>, message: Option<Message>) -> Arg {
        let english = english.into();
        match message {
            Some(message) => Arg::Message {
                message: Box::new(message),
                english: Some(english),
            },
            None => Arg::Text(english),
        }
    }
}

impl From<Message> for Arg {
    fn from(v: Message) -> Arg {
        Arg::Message {
            message: Box::new(v),
            english: None,
        }
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(v)
    }
}

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(v.to_owned())
    }
}

impl From<i64> for Arg {
    fn from(v: i64) -> Arg {
        Arg::Number(v)
    }
}

impl From<u64> for Arg {
    fn from(v: u64) -> Arg {
        Arg::Number(i64::try_from(v).unwrap_or(i64::MAX))
    }
}

impl From<i32> for Arg {
    fn from(v: i32) -> Arg {
        Arg::Number(i64::from(v))
    }
}

impl From<i16> for Arg {
    fn from(v: i16) -> Arg {
        Arg::Number(i64::from(v))
    }
}

impl From<u32> for Arg {
    fn from(v: u32) -> Arg {
        Arg::Number(i64::from(v))
    }
}

impl From<u8> for Arg {
    fn from(v: u8) -> Arg {
        Arg::Number(i64::from(v))
    }
}

impl From<usize> for Arg {
    fn from(v: usize) -> Arg {
        Arg::Number(i64::try_from(v).unwrap_or(i64::MAX))
    }
}

/// A translatable sentence: the id of a message of `server.ftl` and its variables.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a variable (`{ $name }` in the message).
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}
