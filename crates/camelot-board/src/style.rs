//! Colours and piece shapes. Men and Knights differ in shape (a ringed disc against a disc
//! with a crown), White and Black in brightness, so every piece is told apart in greyscale too.

/// Behind everything (the margins): a light paper tone, so dark coordinates stay readable
/// when a chat app shows the PNG on a dark background.
pub const BACKGROUND: &str = "#f6f1e7";
/// [`BACKGROUND`] as red, green, blue: the PNG's canvas starts in it, so the fraction of a
/// pixel that the rounded width leaves at the edges is not transparent.
pub const BACKGROUND_RGB: (u8, u8, u8) = (0xf6, 0xf1, 0xe7);
/// The board's frame, showing a few units around its true shape.
pub const FRAME: &str = "#5c3d22";
/// Width of the frame line (half of it shows outside the squares).
pub const FRAME_WIDTH: i32 = 10;
/// Light and dark squares.
pub const LIGHT_SQUARE: &str = "#f0d9b5";
pub const DARK_SQUARE: &str = "#b58863";
/// Castle squares: stone instead of wood.
pub const LIGHT_CASTLE: &str = "#d6d2c8";
pub const DARK_CASTLE: &str = "#a8a196";
/// The castle's wall (around its squares, with battlements) and its outline.
pub const CASTLE_STONE: &str = "#7f776b";
pub const CASTLE_EDGE: &str = "#3f3a33";
/// River's water (the places of the Camelot board that are not River squares), its bridges'
/// planks and their seams.
pub const RIVER: &str = "#6fa8d6";
pub const BRIDGE: &str = "#a0764a";
pub const BRIDGE_EDGE: &str = "#6b4a2a";
/// River's trees: leaves, their outline, the trunk; the canopy is three lobes above the
/// square's centre.
pub const TREE_LEAVES: &str = "#3f8f3a";
pub const TREE_EDGE: &str = "#1f4d1c";
pub const TREE_TRUNK: &str = "#6b4a2a";
pub const TREE_CANOPY: &str =
    "M-18 6C-26 2 -24 -12 -13 -12C-12 -22 12 -22 13 -12C24 -12 26 2 18 6Z";
/// Coordinates.
pub const LABEL: &str = "#4a3a2a";
pub const LABEL_STROKE: i32 = 3;

/// Piece colours: body, outline, and the mark (ring or crown) drawn on the body.
pub const WHITE_BODY: &str = "#faf7f0";
pub const WHITE_EDGE: &str = "#1e1e1e";
pub const WHITE_MARK: &str = "#1e1e1e";
pub const BLACK_BODY: &str = "#262626";
pub const BLACK_EDGE: &str = "#000000";
pub const BLACK_MARK: &str = "#f2eee6";

/// Radius of a piece's disc.
pub const PIECE_RADIUS: i32 = 23;
/// Width of a piece's outline.
pub const PIECE_EDGE: i32 = 3;
/// Radius and width of the ring that marks a Man.
pub const MAN_RING_RADIUS: i32 = 14;
pub const MAN_RING_WIDTH: i32 = 3;
/// The crown that marks a Knight, around the piece's centre: a band and three points.
pub const KNIGHT_CROWN: &str = "M-13 10H13V3L16 -10L7 -2L0 -14L-7 -2L-16 -10L-13 3Z";

/// Last-move highlight: the visited squares, the line through the path, captured squares.
pub const VISITED: &str = "#f4c430";
pub const VISITED_OPACITY: &str = "0.55";
pub const PATH_LINE: &str = "#b86e00";
pub const PATH_OPACITY: &str = "0.85";
pub const PATH_WIDTH: i32 = 6;
/// Width of the border drawn inside highlighted squares.
pub const HIGHLIGHT_BORDER: i32 = 4;
pub const CAPTURED: &str = "#c0392b";
pub const CAPTURED_OPACITY: &str = "0.45";
/// The cross on a captured square: half its size, and its stroke width.
pub const CROSS_HALF: i32 = 14;
pub const CROSS_WIDTH: i32 = 6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn background_rgb_is_the_background() {
        let (r, g, b) = BACKGROUND_RGB;
        assert_eq!(format!("#{r:02x}{g:02x}{b:02x}"), BACKGROUND);
    }
}
