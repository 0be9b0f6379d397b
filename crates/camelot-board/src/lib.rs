//! # camelot-board
//!
//! Pictures of Camelot positions, of every variant of the family: each board in its true shape
//! (Camelot's 160 squares, Camette, Cam, Chivalry, and River with its river, bridges and trees;
//! castles drawn as castles), Men and Knights of both sides told apart by shape and
//! brightness, the contract's coordinates, an optional last-move highlight, White's or Black's
//! view; as SVG, and as PNG rendered from that SVG by resvg.
//!
//! Pure: no I/O. Deterministic: the same position and options give the same bytes.
//!
//! ```
//! use camelot_board::{BoardOptions, Highlight, Size, png, svg};
//! use camelot_rules::Position;
//!
//! let before = Position::start();
//! let after = before.play("D6-F8").map_err(|e| e.to_string())?;
//! let options = BoardOptions {
//!     flip: false,
//!     size: Size::new(320)?,
//!     last: Some(Highlight::from_position_before(&before, "D6-F8")?),
//! };
//! let picture = svg(&after, &options);
//! assert!(picture.contains(r#"data-piece="white-man" data-square="F8""#));
//! let bytes = png(&after, &options)?;
//! assert!(bytes.starts_with(b"\x89PNG"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod glyphs;
mod highlight;
mod layout;
mod options;
mod png;
mod style;
mod svg;

pub use error::BoardError;
pub use highlight::Highlight;
pub use options::{BoardOptions, Size};

use camelot_rules::Position;

/// The `Content-Type` of [`svg`]'s output.
pub const SVG_MEDIA_TYPE: &str = "image/svg+xml";
/// The `Content-Type` of [`png`]'s output.
pub const PNG_MEDIA_TYPE: &str = "image/png";

/// The position as an SVG document (UTF-8 text). Never fails: the options were checked when
/// they were built ([`Size::new`], the [`Highlight`] constructors).
pub fn svg(position: &Position, options: &BoardOptions) -> String {
    svg::render(position, options)
}

/// The position as a PNG image, [`BoardOptions::size`] pixels high, rendered from [`svg`].
///
/// Fails only if rendering fails ([`BoardError::Render`], a server fault), which this
/// crate's own SVG is not expected to do.
pub fn png(position: &Position, options: &BoardOptions) -> Result<Vec<u8>, BoardError> {
    let view = layout::View::new(position.board(), options.flip);
    png::render(
        &svg::render(position, options),
        view.pixel_dimensions(options.size),
    )
}

/// The `data-piece` name of a piece in the SVG (`white-man`, `white-knight`, `black-man`,
/// `black-knight`), for clients and tests that read the SVG's structure.
pub fn piece_name(piece: camelot_rules::Piece) -> &'static str {
    svg::piece_name(piece)
}
