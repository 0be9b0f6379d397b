//! Where things go in the picture: integer coordinates in a fixed view box, so the SVG text
//! never depends on float formatting and only the `width`/`height` attributes change with the
//! requested size.

use camelot_rules::Square;

use crate::options::Size;

/// Side of a square, in view-box units.
pub const CELL: i32 = 60;
/// Margin around the board: room for the castles' walls and battlements and the coordinates.
pub const MARGIN: i32 = 60;
/// Files on the widest ranks.
pub const FILES: i32 = 12;
/// Ranks.
pub const RANKS: i32 = 16;
/// View-box width.
pub const VIEW_WIDTH: i32 = FILES * CELL + 2 * MARGIN;
/// View-box height (the longer side).
pub const VIEW_HEIGHT: i32 = RANKS * CELL + 2 * MARGIN;
/// Distance from the picture's top and bottom edges to the centre line of the file letters:
/// clear of the castles' merlons, which reach to `MARGIN - CASTLE_WALL - MERLON_DEPTH`.
pub const FILE_LABEL_INSET: i32 = 20;
/// Thickness of a castle's wall around its two squares.
pub const CASTLE_WALL: i32 = 10;
/// How far the castles' merlons stand out of their wall.
pub const MERLON_DEPTH: i32 = 14;

/// The picture's orientation: which side sits at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    flip: bool,
}

impl View {
    /// White's view (rank 1 at the bottom, file A on the left), or Black's when `flip`.
    pub const fn new(flip: bool) -> View {
        View { flip }
    }

    /// Whether this is Black's view.
    pub const fn flipped(self) -> bool {
        self.flip
    }

    /// Column (0 = left) and row (0 = top) of a file (0..12) and rank (1..=16) on screen.
    pub const fn cell(self, file: u8, rank: u8) -> (i32, i32) {
        let (file, rank) = (file as i32, rank as i32);
        if self.flip {
            (FILES - 1 - file, rank - 1)
        } else {
            (file, RANKS - rank)
        }
    }

    /// Top-left corner of a square in view-box units.
    pub const fn corner(self, square: Square) -> (i32, i32) {
        let (col, row) = self.cell(square.file(), square.rank());
        (MARGIN + col * CELL, MARGIN + row * CELL)
    }

    /// Centre of a square in view-box units.
    pub const fn centre(self, square: Square) -> (i32, i32) {
        let (x, y) = self.corner(square);
        (x + CELL / 2, y + CELL / 2)
    }

    /// The file (0..12) shown in screen column `col`.
    pub const fn file_at_column(self, col: i32) -> u8 {
        (if self.flip { FILES - 1 - col } else { col }) as u8
    }

    /// The rank (1..=16) shown in screen row `row`.
    pub const fn rank_at_row(self, row: i32) -> u8 {
        (if self.flip { row + 1 } else { RANKS - row }) as u8
    }
}

/// Width and height in pixels for `size` (the height), keeping the view box's proportions.
pub fn pixel_dimensions(size: Size) -> (u32, u32) {
    let height = size.pixels();
    let width =
        (u64::from(height) * VIEW_WIDTH as u64 + VIEW_HEIGHT as u64 / 2) / VIEW_HEIGHT as u64;
    // The width is below the height, so it always fits.
    (u32::try_from(width).unwrap_or(height), height)
}

/// First and last file (0..12) present on `rank` (1..=16, each has squares), from the rules
/// crate's board.
pub fn rank_extent(rank: u8) -> (u8, u8) {
    let mut files = (0..FILES as u8).filter(|&f| Square::from_file_rank(f, rank).is_some());
    let first = files.next().unwrap_or(0);
    let last = files.next_back().unwrap_or(first);
    (first, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_are_point_reflections_of_each_other() {
        for square in Square::all() {
            let (x, y) = View::new(false).corner(square);
            let (fx, fy) = View::new(true).corner(square);
            assert_eq!(fx, VIEW_WIDTH - CELL - x);
            assert_eq!(fy, VIEW_HEIGHT - CELL - y);
        }
    }

    #[test]
    fn columns_and_rows_map_back() {
        for flip in [false, true] {
            let view = View::new(flip);
            for square in Square::all() {
                let (col, row) = view.cell(square.file(), square.rank());
                assert_eq!(view.file_at_column(col), square.file());
                assert_eq!(view.rank_at_row(row), square.rank());
            }
        }
    }

    #[test]
    fn extents_follow_the_contract() {
        assert_eq!(rank_extent(1), (5, 6));
        assert_eq!(rank_extent(2), (2, 9));
        assert_eq!(rank_extent(3), (1, 10));
        assert_eq!(rank_extent(8), (0, 11));
        assert_eq!(rank_extent(14), (1, 10));
        assert_eq!(rank_extent(16), (5, 6));
    }

    #[test]
    fn file_letters_clear_the_merlons() {
        let letters_end = FILE_LABEL_INSET + crate::glyphs::GLYPH_HEIGHT / 2;
        assert!(letters_end < MARGIN - CASTLE_WALL - MERLON_DEPTH);
    }

    #[test]
    fn pixel_sizes_keep_the_proportions() {
        let dims = |px| pixel_dimensions(Size::new(px).unwrap());
        assert_eq!(dims(1080), (840, 1080));
        assert_eq!(dims(480), (373, 480));
    }
}
