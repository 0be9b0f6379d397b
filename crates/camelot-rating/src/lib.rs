//! camelot-rating
