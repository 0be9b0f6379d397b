//! Sizes: the bounds, the error a server reports, and the pixel dimensions of the PNG.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use camelot_board::{BoardError, BoardOptions, Size, png};
use camelot_rules::Position;
use resvg::tiny_skia::Pixmap;

#[test]
fn sizes_are_bounded() {
    assert_eq!(Size::new(64).unwrap().pixels(), 64);
    assert_eq!(Size::new(2048).unwrap().pixels(), 2048);
    for bad in [0, 63, 2049, u32::MAX] {
        let err = Size::new(bad).unwrap_err();
        assert_eq!(err, BoardError::SizeOutOfRange { size: bad });
        assert_eq!(err.field(), Some("size"));
        assert_eq!(err.reason(), "size-out-of-range");
        assert_eq!(
            err.to_string(),
            format!("the size must be between 64 and 2048 pixels, not {bad}")
        );
    }
    assert_eq!(Size::from_query(None).unwrap(), Size::DEFAULT);
    assert_eq!(Size::DEFAULT.pixels(), 480);
    assert_eq!(BoardOptions::default().size, Size::DEFAULT);
}

#[test]
fn png_dimensions_follow_the_size_and_bytes_repeat() {
    let start = Position::start();
    for (size, width) in [(64, 50), (480, 373), (2048, 1593)] {
        let options = BoardOptions {
            size: Size::new(size).unwrap(),
            ..BoardOptions::default()
        };
        let bytes = png(&start, &options).unwrap();
        let image = Pixmap::decode_png(&bytes).unwrap();
        assert_eq!((image.width(), image.height()), (width, size));
        // Opaque everywhere: readable on a chat app's dark background too.
        assert!(image.pixels().iter().all(|p| p.alpha() == 255));
        assert_eq!(
            png(&start, &options).unwrap(),
            bytes,
            "same input, same bytes"
        );
    }
}
