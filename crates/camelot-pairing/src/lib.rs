//! camelot-pairing

pub mod dutch;
pub mod matching;
