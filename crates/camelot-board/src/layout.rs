//! Where things go in the picture: integer coordinates in a view box fixed for each board
//! shape, so the SVG text never depends on float formatting and only the `width`/`height`
//! attributes change with the requested size.
//!
//! Every board of the family is drawn on the rules crate's frame (files from `A`, ranks from
//! 1), so a square is placed by its file and rank alone; a board's shape only sets how many
//! files and ranks the view box holds and which squares are drawn.

use camelot_rules::{BoardShape, Square};

use crate::options::Size;

/// Side of a square, in view-box units.
pub const CELL: i32 = 60;
/// Margin around the board: room for the castles' walls and battlements and the coordinates.
pub const MARGIN: i32 = 60;
/// Files on the widest ranks of the Camelot board.
#[cfg(test)]
pub const FILES: i32 = 12;
/// Ranks of the Camelot board.
#[cfg(test)]
pub const RANKS: i32 = 16;
/// View-box width of the Camelot board.
#[cfg(test)]
pub const VIEW_WIDTH: i32 = FILES * CELL + 2 * MARGIN;
/// View-box height of the Camelot board (the longer side).
#[cfg(test)]
pub const VIEW_HEIGHT: i32 = RANKS * CELL + 2 * MARGIN;
/// Distance from the picture's top and bottom edges to the centre line of the file letters:
/// clear of the castles' merlons, which reach to `MARGIN - CASTLE_WALL - MERLON_DEPTH`.
pub const FILE_LABEL_INSET: i32 = 20;
/// Thickness of a castle's wall around its two squares.
pub const CASTLE_WALL: i32 = 10;
/// How far the castles' merlons stand out of their wall.
pub const MERLON_DEPTH: i32 = 14;

/// The picture's board and orientation: which board is drawn, and which side sits at the
/// bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    board: BoardShape,
    files: i32,
    ranks: i32,
    flip: bool,
}

impl View {
    /// White's view of `board` (rank 1 at the bottom, file A on the left), or Black's when
    /// `flip`.
    pub fn new(board: BoardShape, flip: bool) -> View {
        View {
            board,
            files: i32::from(board.files()),
            ranks: i32::from(board.ranks()),
            flip,
        }
    }

    /// The board drawn.
    pub const fn board(self) -> BoardShape {
        self.board
    }

    /// Files on the board's widest ranks.
    pub const fn files(self) -> i32 {
        self.files
    }

    /// Ranks of the board.
    pub const fn ranks(self) -> i32 {
        self.ranks
    }

    /// View-box width.
    pub const fn width(self) -> i32 {
        self.files * CELL + 2 * MARGIN
    }

    /// View-box height (the longer side on every board).
    pub const fn height(self) -> i32 {
        self.ranks * CELL + 2 * MARGIN
    }

    /// Whether this is Black's view.
    pub const fn flipped(self) -> bool {
        self.flip
    }

    /// Column (0 = left) and row (0 = top) of a file (from 0) and rank (from 1) on screen.
    pub const fn cell(self, file: u8, rank: u8) -> (i32, i32) {
        let (file, rank) = (file as i32, rank as i32);
        if self.flip {
            (self.files - 1 - file, rank - 1)
        } else {
            (file, self.ranks - rank)
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

    /// The file (from 0) shown in screen column `col`.
    pub const fn file_at_column(self, col: i32) -> u8 {
        (if self.flip { self.files - 1 - col } else { col }) as u8
    }

    /// The rank (from 1) shown in screen row `row`.
    pub const fn rank_at_row(self, row: i32) -> u8 {
        (if self.flip { row + 1 } else { self.ranks - row }) as u8
    }

    /// The wooden board's shape: River's is Camelot's, the river running across it.
    pub fn wood(self) -> BoardShape {
        match self.board {
            BoardShape::River => BoardShape::Camelot,
            other => other,
        }
    }

    /// First and last file (from 0) of the wooden board on `rank` (every rank has squares).
    pub fn rank_extent(self, rank: u8) -> (u8, u8) {
        let mut files = self.wood().rank_squares(rank).map(Square::file);
        let first = files.next().unwrap_or(0);
        let last = files.last().unwrap_or(first);
        (first, last)
    }

    /// Width and height in pixels for `size` (the height), keeping the view box's proportions.
    pub fn pixel_dimensions(self, size: Size) -> (u32, u32) {
        let height = size.pixels();
        let (w, h) = (self.width() as u64, self.height() as u64);
        let width = (u64::from(height) * w + h / 2) / h;
        // The width is below the height, so it always fits.
        (u32::try_from(width).unwrap_or(height), height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CAMELOT: BoardShape = BoardShape::Camelot;

    #[test]
    fn views_are_point_reflections_of_each_other() {
        for square in Square::all() {
            let (x, y) = View::new(CAMELOT, false).corner(square);
            let (fx, fy) = View::new(CAMELOT, true).corner(square);
            assert_eq!(fx, VIEW_WIDTH - CELL - x);
            assert_eq!(fy, VIEW_HEIGHT - CELL - y);
        }
        for board in [BoardShape::Camette, BoardShape::Cam, BoardShape::Chivalry] {
            let (white, black) = (View::new(board, false), View::new(board, true));
            for square in board.squares() {
                let (x, y) = white.corner(square);
                let (fx, fy) = black.corner(square);
                assert_eq!(
                    (fx, fy),
                    (white.width() - CELL - x, white.height() - CELL - y)
                );
            }
        }
    }

    #[test]
    fn columns_and_rows_map_back() {
        for flip in [false, true] {
            let view = View::new(CAMELOT, flip);
            for square in Square::all() {
                let (col, row) = view.cell(square.file(), square.rank());
                assert_eq!(view.file_at_column(col), square.file());
                assert_eq!(view.rank_at_row(row), square.rank());
            }
        }
    }

    #[test]
    fn extents_follow_the_contract() {
        let view = View::new(CAMELOT, false);
        assert_eq!(view.rank_extent(1), (5, 6));
        assert_eq!(view.rank_extent(2), (2, 9));
        assert_eq!(view.rank_extent(3), (1, 10));
        assert_eq!(view.rank_extent(8), (0, 11));
        assert_eq!(view.rank_extent(14), (1, 10));
        assert_eq!(view.rank_extent(16), (5, 6));
        // River's wood is Camelot's, its rank 10 ending in river (L10) included.
        assert_eq!(View::new(BoardShape::River, false).rank_extent(10), (0, 11));
        let cam = View::new(BoardShape::Cam, false);
        assert_eq!((cam.files(), cam.ranks()), (7, 13));
        assert_eq!((cam.rank_extent(1), cam.rank_extent(7)), ((3, 3), (0, 6)));
        let chivalry = View::new(BoardShape::Chivalry, false);
        assert_eq!(chivalry.rank_extent(8), (0, 13));
    }

    #[test]
    fn file_letters_clear_the_merlons() {
        let letters_end = FILE_LABEL_INSET + crate::glyphs::GLYPH_HEIGHT / 2;
        assert!(letters_end < MARGIN - CASTLE_WALL - MERLON_DEPTH);
    }

    #[test]
    fn pixel_sizes_keep_the_proportions() {
        let dims = |px| View::new(CAMELOT, false).pixel_dimensions(Size::new(px).unwrap());
        assert_eq!(dims(1080), (840, 1080));
        assert_eq!(dims(480), (373, 480));
    }
}
