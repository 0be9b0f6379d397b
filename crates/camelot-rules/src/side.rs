//! Sides and pieces.

use std::fmt;
use std::ops::Not;

/// One of the two players. White moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Side {
    /// White (rank 1 side, castle `F1 G1`).
    White,
    /// Black (rank 16 side, castle `F16 G16`).
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// 0 for White, 1 for Black (array index).
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// `white` or `black`: the side's name in text (its `Display`, and its `serde` spelling).
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// The side named `text` exactly (`white` or `black`), as [`Side::as_str`] spells it.
    pub fn parse(text: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|side| side.as_str() == text)
    }

    /// The letter used in position strings: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        self.opponent()
    }
}

impl fmt::Display for Side {
    /// `white` or `black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The schema of a side in an OpenAPI document: a string, `white` or `black`, named `Colour`
/// (the name services published before the type came from here). Written by hand: derived,
/// the variants' doc comments would turn it into a `oneOf`.
#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Side {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(Side::BOTH.map(Side::as_str)))
            .description(Some("A side, as stored and shown (`white`, `black`)."))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Side {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("Colour")
    }
}

/// The two kinds of piece. They move alike; only a Knight may charge, and only a Knight is
/// bound by the Knight canter rule.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum PieceKind {
    /// A Man (`M`/`m`).
    Man,
    /// A Knight (`K`/`k`).
    Knight,
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PieceKind::Man => "Man",
            PieceKind::Knight => "Knight",
        })
    }
}

/// A piece: its side and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Owner.
    pub side: Side,
    /// Man or Knight.
    pub kind: PieceKind,
}

impl Piece {
    /// The letter of the piece in position strings (`K`, `M`, `k`, `m`).
    pub const fn letter(self) -> char {
        match (self.side, self.kind) {
            (Side::White, PieceKind::Knight) => 'K',
            (Side::White, PieceKind::Man) => 'M',
            (Side::Black, PieceKind::Knight) => 'k',
            (Side::Black, PieceKind::Man) => 'm',
        }
    }

    /// The piece written as `letter` in position strings.
    pub const fn from_letter(letter: char) -> Option<Piece> {
        let (side, kind) = match letter {
            'K' => (Side::White, PieceKind::Knight),
            'M' => (Side::White, PieceKind::Man),
            'k' => (Side::Black, PieceKind::Knight),
            'm' => (Side::Black, PieceKind::Man),
            _ => return None,
        };
        Some(Piece { side, kind })
    }
}
