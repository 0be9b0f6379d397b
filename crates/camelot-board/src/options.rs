//! What a caller can choose about a picture: orientation, size and the last-move highlight.

use crate::error::BoardError;
use crate::highlight::Highlight;

/// The picture's size: pixels of its longer side (the board is taller than wide).
///
/// A checked value, so that drawing itself cannot fail on a size: [`Size::new`] refuses
/// anything outside [`Size::MIN`]..=[`Size::MAX`] (small enough that a 2048-pixel PNG stays
/// a few hundred KiB and renders in well under a second, large enough for any screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Size(u32);

impl Size {
    /// Smallest accepted size, in pixels.
    pub const MIN: u32 = 64;
    /// Largest accepted size, in pixels.
    pub const MAX: u32 = 2048;
    /// The size when none is asked for: fits a chat message or a mail at a glance.
    pub const DEFAULT: Size = Size(480);

    /// A size of `pixels` for the longer side, or [`BoardError::SizeOutOfRange`].
    pub fn new(pixels: u32) -> Result<Size, BoardError> {
        if (Size::MIN..=Size::MAX).contains(&pixels) {
            Ok(Size(pixels))
        } else {
            Err(BoardError::SizeOutOfRange { size: pixels })
        }
    }

    /// The size a request asked for, or [`Size::DEFAULT`] when it asked for none.
    ///
    /// ```
    /// use camelot_board::Size;
    /// assert_eq!(Size::from_query(None)?, Size::DEFAULT);
    /// assert_eq!(Size::from_query(Some(800))?.pixels(), 800);
    /// assert_eq!(Size::from_query(Some(10)).unwrap_err().field(), Some("size"));
    /// # Ok::<(), camelot_board::BoardError>(())
    /// ```
    pub fn from_query(pixels: Option<u32>) -> Result<Size, BoardError> {
        pixels.map_or(Ok(Size::DEFAULT), Size::new)
    }

    /// Pixels of the longer side.
    pub const fn pixels(self) -> u32 {
        self.0
    }
}

impl Default for Size {
    fn default() -> Size {
        Size::DEFAULT
    }
}

impl TryFrom<u32> for Size {
    type Error = BoardError;

    fn try_from(pixels: u32) -> Result<Size, BoardError> {
        Size::new(pixels)
    }
}

/// How to draw a position.
///
/// ```
/// use camelot_board::{BoardOptions, Size};
/// let options = BoardOptions { flip: true, size: Size::new(320)?, last: None };
/// assert_eq!(BoardOptions::default().size, Size::DEFAULT);
/// # Ok::<(), camelot_board::BoardError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardOptions {
    /// Black's view: rank 16 at the bottom, file L on the left.
    pub flip: bool,
    /// Pixels of the longer side (the height).
    pub size: Size,
    /// The last move to highlight: its squares and the squares it captured.
    pub last: Option<Highlight>,
}
