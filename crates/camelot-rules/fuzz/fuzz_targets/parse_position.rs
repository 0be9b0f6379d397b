//! Any text, read as a position of any variant (the first byte picks it): the parser never
//! panics, and a parsed position prints back to a string that parses to the same position (and
//! to itself when the counters were given).
#![no_main]

use camelot_rules::{Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[usize::from(first) % Variant::ALL.len()];
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(pos) = Position::parse_variant(text, variant) else {
        return;
    };
    let printed = pos.to_string();
    let again = match Position::parse_variant(&printed, variant) {
        Ok(p) => p,
        Err(e) => panic!("printed position {printed:?} does not parse: {e}"),
    };
    assert_eq!(again, pos);
    if text.split(' ').count() == 6 {
        assert_eq!(printed, text);
    }
    // The status of any parseable position is defined.
    let _ = pos.status();
});
