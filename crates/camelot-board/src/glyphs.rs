//! The coordinates' characters (`A`–`N`: Chivalry's board has fourteen files; `0`–`9`) drawn
//! as stroked paths.
//!
//! Why not `<text>`: a PNG renderer draws text with whatever fonts it finds, so the same SVG
//! would give different pixels on different machines, and resvg's text support loads fonts.
//! Twenty-four stroked outlines on an integer grid are a few hundred bytes, need no font file or
//! licence, and render the same everywhere (browsers included).
//!
//! Each glyph sits in a box [`GLYPH_WIDTH`] wide and [`GLYPH_HEIGHT`] tall (y downwards), drawn
//! with round caps and joins; straight strokes and circular or elliptic arcs only.

/// Width of a glyph's box.
pub const GLYPH_WIDTH: i32 = 12;
/// Height of a glyph's box (capital and digit height).
pub const GLYPH_HEIGHT: i32 = 20;
/// Space between two characters of a label (`10`..`16`).
pub const GLYPH_GAP: i32 = 4;

/// The outline of `c` as SVG path data, or `None` for a character that no coordinate uses.
pub const fn glyph(c: char) -> Option<&'static str> {
    Some(match c {
        'A' => "M0 20L6 0L12 20M2 13H10",
        'B' => "M0 10H6A5 5 0 0 0 6 0H0V20H7A5 5 0 0 0 7 10",
        'C' => "M12 4A6 5 0 0 0 6 0A6 6 0 0 0 0 6V14A6 6 0 0 0 6 20A6 5 0 0 0 12 16",
        'D' => "M0 0H5A7 7 0 0 1 12 7V13A7 7 0 0 1 5 20H0Z",
        'E' => "M12 0H0V20H12M0 10H9",
        'F' => "M12 0H0V20M0 10H9",
        'G' => "M12 4A6 5 0 0 0 6 0A6 6 0 0 0 0 6V14A6 6 0 0 0 6 20A6 6 0 0 0 12 14V11H7",
        'H' => "M0 0V20M12 0V20M0 10H12",
        'I' => "M2 0H10M6 0V20M2 20H10",
        'J' => "M4 0H12M10 0V14A5 6 0 0 1 0 14",
        'K' => "M0 0V20M12 0L0 13M5 8L12 20",
        'L' => "M0 0V20H12",
        'M' => "M0 20V0L6 12L12 0V20",
        'N' => "M0 20V0L12 20V0",
        '0' => "M6 0A6 6 0 0 1 12 6V14A6 6 0 0 1 0 14V6A6 6 0 0 1 6 0Z",
        '1' => "M2 5L7 0V20M2 20H12",
        '2' => "M0 6A6 6 0 0 1 12 6C12 11 0 14 0 20H12",
        '3' => "M0 0H12L5 8A6 6 0 1 1 0 17",
        '4' => "M9 20V0L0 14H12",
        '5' => "M11 0H1L0 9A6 6 0 1 1 0 18",
        '6' => "M10 0C3 3 0 8 0 14A6 6 0 1 0 12 14A6 6 0 1 0 0 14",
        '7' => "M0 0H12L4 20",
        '8' => "M6 10A5 5 0 1 1 6 0A5 5 0 1 1 6 10A6 5 0 1 0 6 20A6 5 0 1 0 6 10Z",
        '9' => "M12 6A6 6 0 1 0 0 6A6 6 0 1 0 12 6C12 12 9 17 2 20",
        _ => return None,
    })
}

/// Width of `text` set in these glyphs.
pub fn text_width(text: &str) -> i32 {
    let n = i32::try_from(text.chars().count()).unwrap_or(0);
    if n == 0 {
        0
    } else {
        n * GLYPH_WIDTH + (n - 1) * GLYPH_GAP
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coordinate_character_has_a_glyph() {
        for c in ('A'..='N').chain('0'..='9') {
            assert!(glyph(c).is_some(), "{c}");
        }
        assert!(glyph('O').is_none());
    }

    #[test]
    fn widths() {
        assert_eq!(text_width("7"), 12);
        assert_eq!(text_width("16"), 28);
    }
}
