//! camelot-pairing

pub mod matching;
