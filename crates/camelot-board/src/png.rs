//! The PNG: the SVG rendered by resvg (pure Rust, no system library). The SVG has no text and
//! no external references, so resvg needs no fonts and reads nothing from disk.

use resvg::tiny_skia::{Color, Pixmap, Transform};
use resvg::usvg::{Options, Tree};

use crate::error::BoardError;
use crate::style::BACKGROUND_RGB;

/// Renders `svg` (this crate's document) at its pixel dimensions (`width`, `height`: the
/// board's proportions at the size asked for) and encodes it as PNG.
pub fn render(svg: &str, (width, height): (u32, u32)) -> Result<Vec<u8>, BoardError> {
    let tree =
        Tree::from_str(svg, &Options::default()).map_err(|e| BoardError::Render(e.to_string()))?;
    let mut pixmap = Pixmap::new(width, height)
        .ok_or_else(|| BoardError::Render(format!("no {width}x{height} canvas")))?;
    let (r, g, b) = BACKGROUND_RGB;
    pixmap.fill(Color::from_rgba8(r, g, b, 255));
    // The SVG's own width and height are the pixel dimensions: the tree is already scaled.
    let scale = height as f32 / tree.size().height();
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| BoardError::Render(e.to_string()))
}
