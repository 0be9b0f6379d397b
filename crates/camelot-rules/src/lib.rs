//! camelot-rules
