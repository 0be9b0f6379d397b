//! camelot-pairing
