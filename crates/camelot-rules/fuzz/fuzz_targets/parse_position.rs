//! Any text: the position parser never panics, and a parsed position prints back to a string
//! that parses to the same position (and to itself when the counters were given).
#![no_main]

use camelot_rules::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pos) = text.parse::<Position>() else {
        return;
    };
    let printed = pos.to_string();
    let again: Position = match printed.parse() {
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
