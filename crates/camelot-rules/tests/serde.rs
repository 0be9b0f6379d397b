//! The optional `serde` feature: squares, paths and positions travel as their string forms.
//! Run with `cargo test -p camelot-rules --features serde`.

#![cfg(feature = "serde")]
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use camelot_rules::{LegalMove, Path, Position, Square, Status};

#[test]
fn string_forms_round_trip_through_json() {
    let start = Position::start();
    let json = serde_json::to_string(&start).unwrap();
    assert_eq!(json, format!("\"{}\"", camelot_rules::START_POSITION));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), start);

    let sq: Square = serde_json::from_str("\"f16\"").unwrap();
    assert_eq!(serde_json::to_string(&sq).unwrap(), "\"F16\"");
    assert!(serde_json::from_str::<Square>("\"A1\"").is_err());

    let path: Path = serde_json::from_str("\"d10-d8xd6\"").unwrap();
    assert_eq!(serde_json::to_string(&path).unwrap(), "\"D10-D8xD6\"");

    let mv: LegalMove = start.check("D6-F8").unwrap();
    let value = serde_json::to_value(&mv).unwrap();
    assert_eq!(value["path"], "D6-F8");
    assert_eq!(value["from"], "D6");
    assert_eq!(serde_json::from_value::<LegalMove>(value).unwrap(), mv);

    let status = serde_json::to_value(start.status()).unwrap();
    assert_eq!(status["outcome"], "ongoing");
    assert!(serde_json::from_value::<Status>(status).is_ok());
}
