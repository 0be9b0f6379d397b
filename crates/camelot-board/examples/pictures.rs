//! Writes a few pictures to look at: the start position from both sides, a position after a
//! capture with the last move highlighted, and the start of every other board of the family
//! (River with its trees placed), as SVG and PNG.
//!
//! ```sh
//! cargo run -p camelot-board --example pictures -- [DIRECTORY] [SIZE]
//! ```
//!
//! DIRECTORY defaults to `camelot-board` in the system's temporary directory; SIZE to 480.

use std::error::Error;
use std::path::PathBuf;

use camelot_board::{BoardOptions, Highlight, Size, png, svg};
use camelot_rules::{BoardShape, Game, Position, Variant};

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args
        .next()
        .map_or_else(|| std::env::temp_dir().join("camelot-board"), PathBuf::from);
    let size = match args.next() {
        Some(text) => Size::new(text.parse()?)?,
        None => Size::DEFAULT,
    };
    std::fs::create_dir_all(&dir)?;

    let start = Position::start();
    // A short game ending in a capture, to show the highlight of a jump.
    let game = Game::replay(start, &["D6-F8", "C11-B10", "F7-F9", "E10xG8xE8"])
        .map_err(|(ply, e)| format!("ply {ply}: {e}"))?;
    let before = game
        .positions()
        .iter()
        .rev()
        .nth(1)
        .copied()
        .ok_or("no moves")?;
    let last = Highlight::from_position_before(&before, "E10xG8xE8")?;

    let mut pictures = vec![
        (
            "start",
            start,
            BoardOptions {
                size,
                ..BoardOptions::default()
            },
        ),
        (
            "start-black",
            start,
            BoardOptions {
                flip: true,
                size,
                last: None,
            },
        ),
        (
            "capture",
            *game.position(),
            BoardOptions {
                flip: false,
                size,
                last: Some(last.clone()),
            },
        ),
        (
            "capture-black",
            *game.position(),
            BoardOptions {
                flip: true,
                size,
                last: Some(last),
            },
        ),
    ];
    for variant in [
        Variant::Camette,
        Variant::Cam,
        Variant::Chivalry,
        Variant::River,
    ] {
        let mut position = variant.start();
        if variant.board() == BoardShape::River {
            position = position.play("F6,F7,G6")?.play("A10,A11,A12")?;
        }
        let options = BoardOptions {
            size,
            ..BoardOptions::default()
        };
        pictures.push((variant.name(), position, options));
    }
    for (name, position, options) in &pictures {
        let svg_path = dir.join(format!("{name}.svg"));
        let png_path = dir.join(format!("{name}.png"));
        std::fs::write(&svg_path, svg(position, options))?;
        std::fs::write(&png_path, png(position, options)?)?;
        println!("{}\n{}", svg_path.display(), png_path.display());
    }
    Ok(())
}
