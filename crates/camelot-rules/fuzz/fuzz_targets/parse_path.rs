//! Any text: the path parser never panics, and a parsed path prints to its canonical spelling,
//! which parses to the same path.
#![no_main]

use camelot_rules::Path;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(path) = text.parse::<Path>() else {
        return;
    };
    let printed = path.to_string();
    assert_eq!(printed.parse::<Path>().ok(), Some(path));
    assert!(printed.eq_ignore_ascii_case(text));
});
