//! Golden pictures: the SVG of each piece kind and of the start and a capture, in both
//! orientations, byte for byte; and two small PNGs, pixel for pixel.
//!
//! A picture that differs from its golden file fails the test, and the new picture is written
//! next to the test binary's temporary directory for a look. After a deliberate change to the
//! drawing, regenerate every golden file with
//!
//! ```sh
//! CAMELOT_BOARD_BLESS=1 cargo test -p camelot-board --test snapshots
//! ```
//!
//! then look at the new files (the PNGs in an image viewer) and commit them.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::path::PathBuf;

use camelot_board::{BoardOptions, Highlight, Size, png, svg};
use camelot_rules::{Game, Piece, PieceKind, Position, Side, Square};
use resvg::tiny_skia::Pixmap;

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
        .join(name)
}

fn blessing() -> bool {
    std::env::var_os("CAMELOT_BOARD_BLESS").is_some_and(|v| v == "1")
}

/// Writes what was drawn where a person can look at it, and returns that path.
fn keep_actual(name: &str, bytes: &[u8]) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("camelot-board-snapshots")
        .join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, bytes).unwrap();
    path
}

fn check_svg(name: &str, actual: &str) {
    let golden = golden_path(name);
    if blessing() {
        std::fs::write(&golden, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&golden).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; regenerate with CAMELOT_BOARD_BLESS=1",
            golden.display()
        )
    });
    if expected != actual {
        let kept = keep_actual(name, actual.as_bytes());
        let line = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .map_or(expected.lines().count().min(actual.lines().count()), |i| i);
        panic!(
            "{name} differs from its golden file from line {}:\n  golden: {}\n  drawn:  {}\n\
             the new picture is {}; if the change is intended, regenerate with \
             CAMELOT_BOARD_BLESS=1 (see this file's header)",
            line + 1,
            expected.lines().nth(line).unwrap_or("<end>"),
            actual.lines().nth(line).unwrap_or("<end>"),
            kept.display()
        );
    }
}

/// Compares decoded pixels, not file bytes: the pixels are what must stay stable, and the
/// PNG encoder's compression may change between versions without changing a pixel.
fn check_png(name: &str, actual: &[u8]) {
    let golden = golden_path(name);
    if blessing() {
        std::fs::write(&golden, actual).unwrap();
        return;
    }
    let expected = Pixmap::load_png(&golden).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; regenerate with CAMELOT_BOARD_BLESS=1",
            golden.display()
        )
    });
    let drawn = Pixmap::decode_png(actual).unwrap();
    let same_size = (expected.width(), expected.height()) == (drawn.width(), drawn.height());
    let differing = expected
        .pixels()
        .iter()
        .zip(drawn.pixels())
        .filter(|(a, b)| a != b)
        .count();
    if !same_size || differing > 0 {
        let kept = keep_actual(name, actual);
        panic!(
            "{name}: golden {}x{}, drawn {}x{}, {differing} pixels differ; the new picture is \
             {}; if the change is intended, regenerate with CAMELOT_BOARD_BLESS=1",
            expected.width(),
            expected.height(),
            drawn.width(),
            drawn.height(),
            kept.display()
        );
    }
}

fn orientation(flip: bool) -> &'static str {
    if flip { "black" } else { "white" }
}

fn options(flip: bool) -> BoardOptions {
    BoardOptions {
        flip,
        ..BoardOptions::default()
    }
}

/// One piece of `kind` for `side`, alone, on a square that shows a special place: White's Man
/// in White's castle (G1), White's Knight on the left end of rank 4 (A4, beside the cut
/// corner), Black's Man on the right end of rank 13 (L13), Black's Knight in Black's castle
/// (F16).
fn lone_piece(side: Side, kind: PieceKind) -> (Position, &'static str) {
    let square = match (side, kind) {
        (Side::White, PieceKind::Man) => "G1",
        (Side::White, PieceKind::Knight) => "A4",
        (Side::Black, PieceKind::Man) => "L13",
        (Side::Black, PieceKind::Knight) => "F16",
    };
    let sq: Square = square.parse().unwrap();
    let position = Position::empty(camelot_rules::Variant::Camelot, Side::White)
        .with_piece(sq, Some(Piece { side, kind }));
    (position, square)
}

fn lone_piece_snapshot(side: Side, kind: PieceKind) {
    let (position, _) = lone_piece(side, kind);
    for flip in [false, true] {
        let name = format!(
            "{side}-{}-{}.svg",
            match kind {
                PieceKind::Man => "man",
                PieceKind::Knight => "knight",
            },
            orientation(flip)
        );
        check_svg(&name, &svg(&position, &options(flip)));
    }
}

#[test]
fn white_man() {
    lone_piece_snapshot(Side::White, PieceKind::Man);
}

#[test]
fn white_knight() {
    lone_piece_snapshot(Side::White, PieceKind::Knight);
}

#[test]
fn black_man() {
    lone_piece_snapshot(Side::Black, PieceKind::Man);
}

#[test]
fn black_knight() {
    lone_piece_snapshot(Side::Black, PieceKind::Knight);
}

#[test]
fn start_position() {
    for flip in [false, true] {
        let name = format!("start-{}.svg", orientation(flip));
        check_svg(&name, &svg(&Position::start(), &options(flip)));
    }
}

/// Black's double capture E10xG8xE8 after D6-F8 C11-B10 F7-F9, highlighted.
fn capture() -> (Position, BoardOptions) {
    let game = Game::replay(Position::start(), &["D6-F8", "C11-B10", "F7-F9"]).unwrap();
    let before = *game.position();
    let after = before.play("E10xG8xE8").unwrap();
    let last = Highlight::from_position_before(&before, "E10xG8xE8").unwrap();
    (
        after,
        BoardOptions {
            last: Some(last),
            ..BoardOptions::default()
        },
    )
}

#[test]
fn capture_highlight() {
    let (position, options) = capture();
    for flip in [false, true] {
        let name = format!("capture-{}.svg", orientation(flip));
        let options = BoardOptions {
            flip,
            ..options.clone()
        };
        check_svg(&name, &svg(&position, &options));
    }
}

#[test]
fn png_pixels() {
    let (position, options) = capture();
    let small = Size::new(160).unwrap();
    let white = BoardOptions {
        size: small,
        ..options
    };
    check_png("capture-white-160.png", &png(&position, &white).unwrap());
    let black = BoardOptions {
        flip: true,
        size: small,
        last: None,
    };
    check_png(
        "start-black-160.png",
        &png(&Position::start(), &black).unwrap(),
    );
}
