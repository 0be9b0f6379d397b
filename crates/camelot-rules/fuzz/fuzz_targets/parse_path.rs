//! Any text, read as a path (or River placement) of any variant (the first byte picks it): the
//! parser never panics, and a parsed path prints to its canonical spelling, which parses to the
//! same path.
#![no_main]

use camelot_rules::{Path, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[usize::from(first) % Variant::ALL.len()];
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(path) = Path::parse_for(text, variant) else {
        return;
    };
    let printed = path.to_string();
    assert_eq!(Path::parse_for(&printed, variant).ok(), Some(path));
    assert!(printed.eq_ignore_ascii_case(text));
});
