//! The SVG document: background, board frame, castles, squares, coordinates, last-move
//! highlight, pieces, capture marks; in that (painting) order.
//!
//! Structure for machines: every square is a `<rect data-square="F7">`, every piece a
//! `<g data-piece="white-knight" data-square="C6">`, every coordinate a
//! `<g data-label="12">`, the highlight's squares carry `data-visited` / `data-captured`; the
//! root carries `data-position`, `data-orientation` and (with a highlight) `data-last`. No
//! `id` attributes, so several boards can be inlined in one HTML page.
//!
//! Determinism: everything is written in a fixed order from integer coordinates and constant
//! strings; nothing iterates a hash map or formats a float.

use std::fmt::Write as _;

use camelot_rules::{BoardShape, Piece, PieceKind, Position, Side, Square, Variant};

use crate::glyphs::{GLYPH_GAP, GLYPH_HEIGHT, GLYPH_WIDTH, glyph, text_width};
use crate::highlight::Highlight;
use crate::layout::{CASTLE_WALL, CELL, FILE_LABEL_INSET, MARGIN, MERLON_DEPTH, View};
use crate::options::BoardOptions;
use crate::style;

/// `write!` into a `String`, which cannot fail (its `fmt::Write` impl always returns `Ok`).
macro_rules! put {
    ($out:expr, $($arg:tt)*) => {{
        let _ = write!($out, $($arg)*);
    }};
}

/// The `data-piece` value of a piece: `white-man`, `white-knight`, `black-man`, `black-knight`.
pub fn piece_name(piece: Piece) -> &'static str {
    match (piece.side, piece.kind) {
        (Side::White, PieceKind::Man) => "white-man",
        (Side::White, PieceKind::Knight) => "white-knight",
        (Side::Black, PieceKind::Man) => "black-man",
        (Side::Black, PieceKind::Knight) => "black-knight",
    }
}

/// The whole document.
pub fn render(position: &Position, options: &BoardOptions) -> String {
    let view = View::new(position.board(), options.flip);
    let (width, height) = view.pixel_dimensions(options.size);
    let (view_width, view_height) = (view.width(), view.height());
    let mut out = String::with_capacity(32 * 1024);
    put!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{width}\" \
         height=\"{height}\" viewBox=\"0 0 {view_width} {view_height}\" role=\"img\" \
         data-position=\"{position}\" data-orientation=\"{}\"",
        if view.flipped() { "black" } else { "white" }
    );
    // Camelot's pictures name no variant (they did not before the family came).
    if position.variant() != Variant::Camelot {
        put!(out, " data-variant=\"{}\"", position.variant().name());
    }
    if let Some(last) = &options.last {
        put!(out, " data-last=\"{}\"", last.path());
    }
    out.push_str(">\n");
    put!(out, "<title>{}</title>\n", title(position, options));
    put!(
        out,
        "<rect width=\"{view_width}\" height=\"{view_height}\" fill=\"{}\"/>\n",
        style::BACKGROUND
    );
    frame(&mut out, view);
    castles(&mut out, view);
    squares(&mut out, view);
    coordinates(&mut out, view);
    if let Some(last) = &options.last {
        highlight(&mut out, view, last);
    }
    trees(&mut out, view, position);
    pieces(&mut out, view, position);
    if let Some(last) = &options.last {
        capture_marks(&mut out, view, last);
    }
    out.push_str("</svg>\n");
    out
}

/// The accessible name: who is to move, the last move, the point of view.
fn title(position: &Position, options: &BoardOptions) -> String {
    let mut text = format!(
        "{} position, {} to move",
        variant_title(position.variant()),
        match position.side_to_move() {
            Side::White => "White",
            Side::Black => "Black",
        }
    );
    if let Some(last) = &options.last {
        put!(text, "; last move {}", last.path());
        if !last.captures().is_empty() {
            let names: Vec<String> = last.captures().iter().map(Square::to_string).collect();
            put!(text, " capturing {}", names.join(" "));
        }
    }
    if options.flip {
        text.push_str("; seen from Black's side");
    }
    text
}

/// The variant's name in a sentence.
fn variant_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Camelot => "Camelot",
        Variant::Camette => "Camette",
        Variant::Cam => "Cam",
        Variant::Chivalry => "Chivalry",
        Variant::River => "River Camelot",
        Variant::Anti => "Anti-Camelot",
        Variant::AntiCamette => "Anti-Camette",
        Variant::AntiCam => "Anti-Cam",
        Variant::AntiChivalry => "Anti-Chivalry",
        Variant::AntiRiver => "Anti-River Camelot",
    }
}

/// Screen columns (left, right inclusive) of the squares on screen row `row`.
fn row_columns(view: View, row: i32) -> (i32, i32) {
    let rank = view.rank_at_row(row);
    let (first, last) = view.rank_extent(rank);
    let (a, _) = view.cell(first, rank);
    let (b, _) = view.cell(last, rank);
    (a.min(b), a.max(b))
}

/// The outline of the wooden board (the castles are drawn apart, in stone), traced from its
/// rows: down the right-hand side, up the left.
fn outline(view: View) -> String {
    let (first, last) = (1, view.ranks() - 2);
    let left = |row: i32| MARGIN + row_columns(view, row).0 * CELL;
    let right = |row: i32| MARGIN + (row_columns(view, row).1 + 1) * CELL;
    let top = |row: i32| MARGIN + row * CELL;
    let mut d = String::new();
    put!(d, "M{} {}H{}", left(first), top(first), right(first));
    for row in first..=last {
        if row == last || right(row + 1) != right(row) {
            put!(d, "V{}", top(row + 1));
            if row < last {
                put!(d, "H{}", right(row + 1));
            }
        }
    }
    put!(d, "H{}", left(last));
    for row in (first..=last).rev() {
        if row == first || left(row - 1) != left(row) {
            put!(d, "V{}", top(row));
            if row > first {
                put!(d, "H{}", left(row - 1));
            }
        }
    }
    d.push('Z');
    d
}

fn frame(out: &mut String, view: View) {
    put!(
        out,
        "<path class=\"frame\" d=\"{}\" fill=\"{frame}\" stroke=\"{frame}\" \
         stroke-width=\"{}\" stroke-linejoin=\"round\"/>\n",
        outline(view),
        style::FRAME_WIDTH,
        frame = style::FRAME,
    );
}

/// Each castle: a stone wall around its squares (two, or one on Cam and Camette) on the three
/// sides away from the board, crowned with three merlons, so the castles read as castles and
/// not as more squares.
fn castles(out: &mut String, view: View) {
    for (side, rank) in [(Side::White, 1), (Side::Black, view.ranks() as u8)] {
        let (first, last) = view.rank_extent(rank);
        let (col_a, row) = view.cell(first, rank);
        let (col_b, _) = view.cell(last, rank);
        let left = MARGIN + col_a.min(col_b) * CELL - CASTLE_WALL;
        let right = MARGIN + (col_a.max(col_b) + 1) * CELL + CASTLE_WALL;
        let tooth = (right - left) / 5;
        let y = MARGIN + row * CELL;
        // Outward: down when the castle is on the bottom row, up when it is on the top row.
        let (inner, edge, outer) = if row == view.ranks() - 1 {
            (
                y,
                y + CELL + CASTLE_WALL,
                y + CELL + CASTLE_WALL + MERLON_DEPTH,
            )
        } else {
            (y + CELL, y - CASTLE_WALL, y - CASTLE_WALL - MERLON_DEPTH)
        };
        let mut d = String::new();
        put!(d, "M{left} {inner}H{right}V{outer}");
        for i in (1..5).rev() {
            put!(
                d,
                "H{}V{}",
                left + i * tooth,
                if i % 2 == 0 { edge } else { outer }
            );
        }
        put!(d, "H{left}Z");
        put!(
            out,
            "<path class=\"castle\" data-castle=\"{side}\" d=\"{d}\" fill=\"{}\" stroke=\"{}\" \
             stroke-width=\"3\" stroke-linejoin=\"round\"/>\n",
            style::CASTLE_STONE,
            style::CASTLE_EDGE
        );
    }
}

/// River's bridges: the four squares that stand in the river (`VARIANTS.md` §2), ordinary
/// squares drawn as planks so the crossings show.
const BRIDGES: [(u8, u8); 4] = [(3, 7), (3, 8), (8, 9), (8, 10)];

fn is_bridge(view: View, square: Square) -> bool {
    view.board() == BoardShape::River && BRIDGES.contains(&(square.file(), square.rank()))
}

fn squares(out: &mut String, view: View) {
    let board = view.board();
    let castles = board.castle(Side::White) | board.castle(Side::Black);
    // A place of River's wood that is not a square is river: water, in a group of its own.
    let river = view.wood().squares() & !board.squares();
    if !river.is_empty() {
        out.push_str("<g class=\"river\">\n");
        for square in river {
            let (x, y) = view.corner(square);
            put!(
                out,
                "<rect data-river=\"{square}\" x=\"{x}\" y=\"{y}\" width=\"{CELL}\" \
                 height=\"{CELL}\" fill=\"{}\"/>\n",
                style::RIVER
            );
        }
        out.push_str("</g>\n");
    }
    out.push_str("<g class=\"squares\">\n");
    for square in board.squares() {
        let (x, y) = view.corner(square);
        // F1 (file 5, rank 1) is dark, like a1 on a chessboard.
        let dark = (square.file() + square.rank()) % 2 == 0;
        let (class, fill) = match (castles.contains(square), is_bridge(view, square), dark) {
            (true, _, true) => ("castle dark", style::DARK_CASTLE),
            (true, _, false) => ("castle light", style::LIGHT_CASTLE),
            (false, true, _) => ("bridge", style::BRIDGE),
            (false, false, true) => ("dark", style::DARK_SQUARE),
            (false, false, false) => ("light", style::LIGHT_SQUARE),
        };
        put!(
            out,
            "<rect data-square=\"{square}\" class=\"{class}\" x=\"{x}\" y=\"{y}\" \
             width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>\n"
        );
        if class == "bridge" {
            // Planks across the square, in the direction of the crossing (up the board).
            put!(
                out,
                "<path class=\"planks\" d=\"M{} {}V{}M{} {}V{}\" stroke=\"{}\" \
                 stroke-width=\"3\"/>\n",
                x + CELL / 3,
                y,
                y + CELL,
                x + 2 * CELL / 3,
                y,
                y + CELL,
                style::BRIDGE_EDGE
            );
        }
    }
    out.push_str("</g>\n");
}

/// One coordinate label centred on (`cx`, `cy`).
fn label(out: &mut String, text: &str, cx: i32, cy: i32) {
    let x = cx - text_width(text) / 2;
    let y = cy - GLYPH_HEIGHT / 2;
    put!(
        out,
        "<g data-label=\"{text}\" transform=\"translate({x} {y})\">"
    );
    let mut offset = 0;
    for c in text.chars() {
        if let Some(d) = glyph(c) {
            if offset == 0 {
                put!(out, "<path d=\"{d}\"/>");
            } else {
                put!(out, "<path transform=\"translate({offset} 0)\" d=\"{d}\"/>");
            }
        }
        offset += GLYPH_WIDTH + GLYPH_GAP;
    }
    out.push_str("</g>\n");
}

/// File letters above and below the board, rank numbers left and right of it, in the
/// contract's names (files `A`–`L` left to right as White sees the board, ranks `1`–`16`
/// from White's side). Black's view mirrors both.
fn coordinates(out: &mut String, view: View) {
    put!(
        out,
        "<g class=\"coordinates\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\">\n",
        style::LABEL,
        style::LABEL_STROKE
    );
    let top = FILE_LABEL_INSET;
    let bottom = view.height() - top;
    for col in 0..view.files() {
        let file = view.file_at_column(col);
        let name = char::from(b'A' + file).to_string();
        let cx = MARGIN + col * CELL + CELL / 2;
        label(out, &name, cx, top);
        label(out, &name, cx, bottom);
    }
    let left = MARGIN / 2;
    let right = view.width() - left;
    for row in 0..view.ranks() {
        let name = view.rank_at_row(row).to_string();
        let cy = MARGIN + row * CELL + CELL / 2;
        label(out, &name, left, cy);
        label(out, &name, right, cy);
    }
    out.push_str("</g>\n");
}

/// The last move under the pieces: visited squares, captured squares, and a line along the
/// path.
fn highlight(out: &mut String, view: View, last: &Highlight) {
    // A border inside each marked square, so the marks show in greyscale too.
    let border = style::HIGHLIGHT_BORDER;
    let inner = CELL - border;
    put!(
        out,
        "<g class=\"last-move\" data-path=\"{}\">\n",
        last.path()
    );
    for square in last.visited() {
        let (x, y) = view.corner(square);
        put!(
            out,
            "<rect data-visited=\"{square}\" x=\"{}\" y=\"{}\" width=\"{inner}\" \
             height=\"{inner}\" fill=\"{}\" fill-opacity=\"{}\" stroke=\"{}\" \
             stroke-opacity=\"{}\" stroke-width=\"{border}\"/>\n",
            x + border / 2,
            y + border / 2,
            style::VISITED,
            style::VISITED_OPACITY,
            style::PATH_LINE,
            style::PATH_OPACITY,
        );
    }
    for &square in last.captures() {
        let (x, y) = view.corner(square);
        put!(
            out,
            "<rect data-captured=\"{square}\" x=\"{}\" y=\"{}\" width=\"{inner}\" \
             height=\"{inner}\" fill=\"{}\" fill-opacity=\"{}\" stroke=\"{}\" \
             stroke-width=\"{border}\"/>\n",
            x + border / 2,
            y + border / 2,
            style::CAPTURED,
            style::CAPTURED_OPACITY,
            style::CAPTURED,
        );
    }
    // A River placement is three squares, not a route: no line joins them.
    if last.path().is_placement() {
        out.push_str("</g>\n");
        return;
    }
    let points: Vec<String> = last
        .path()
        .squares()
        .map(|sq| {
            let (x, y) = view.centre(sq);
            format!("{x},{y}")
        })
        .collect();
    put!(
        out,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-opacity=\"{}\" \
         stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n",
        points.join(" "),
        style::PATH_LINE,
        style::PATH_OPACITY,
        style::PATH_WIDTH
    );
    out.push_str("</g>\n");
}

/// River's trees: a canopy over a trunk on each tree's square (they belong to nobody, so they
/// are green, not White's or Black's).
fn trees(out: &mut String, view: View, position: &Position) {
    let trees = position.trees();
    if trees.is_empty() {
        return;
    }
    out.push_str("<g class=\"trees\">\n");
    for square in trees {
        let (cx, cy) = view.centre(square);
        put!(
            out,
            "<g data-tree=\"{square}\" transform=\"translate({cx} {cy})\">\
             <rect x=\"-4\" y=\"4\" width=\"8\" height=\"18\" fill=\"{trunk}\"/>\
             <path d=\"{}\" fill=\"{leaves}\" stroke=\"{edge}\" stroke-width=\"2\" \
             stroke-linejoin=\"round\"/></g>\n",
            style::TREE_CANOPY,
            trunk = style::TREE_TRUNK,
            leaves = style::TREE_LEAVES,
            edge = style::TREE_EDGE,
        );
    }
    out.push_str("</g>\n");
}

fn pieces(out: &mut String, view: View, position: &Position) {
    out.push_str("<g class=\"pieces\">\n");
    for square in position.board().squares() {
        let Some(piece) = position.piece_at(square) else {
            continue;
        };
        let (cx, cy) = view.centre(square);
        let (body, edge, mark) = match piece.side {
            Side::White => (style::WHITE_BODY, style::WHITE_EDGE, style::WHITE_MARK),
            Side::Black => (style::BLACK_BODY, style::BLACK_EDGE, style::BLACK_MARK),
        };
        put!(
            out,
            "<g data-piece=\"{}\" data-square=\"{square}\" transform=\"translate({cx} {cy})\">\
             <circle r=\"{}\" fill=\"{body}\" stroke=\"{edge}\" stroke-width=\"{}\"/>",
            piece_name(piece),
            style::PIECE_RADIUS,
            style::PIECE_EDGE
        );
        match piece.kind {
            PieceKind::Man => put!(
                out,
                "<circle r=\"{}\" fill=\"none\" stroke=\"{mark}\" stroke-width=\"{}\"/>",
                style::MAN_RING_RADIUS,
                style::MAN_RING_WIDTH
            ),
            PieceKind::Knight => put!(
                out,
                "<path d=\"{}\" fill=\"{mark}\" stroke=\"{mark}\" stroke-width=\"2\" \
                 stroke-linejoin=\"round\"/>",
                style::KNIGHT_CROWN
            ),
        }
        out.push_str("</g>\n");
    }
    out.push_str("</g>\n");
}

/// A cross on each captured square, above the pieces (so it shows even when the position
/// drawn is the one before the move).
fn capture_marks(out: &mut String, view: View, last: &Highlight) {
    if last.captures().is_empty() {
        return;
    }
    put!(
        out,
        "<g class=\"captures\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" \
         stroke-linecap=\"round\">\n",
        style::CAPTURED,
        style::CROSS_WIDTH
    );
    let h = style::CROSS_HALF;
    for &square in last.captures() {
        let (cx, cy) = view.centre(square);
        put!(
            out,
            "<path data-captured=\"{square}\" d=\"M{} {}L{} {}M{} {}L{} {}\"/>\n",
            cx - h,
            cy - h,
            cx + h,
            cy + h,
            cx + h,
            cy - h,
            cx - h,
            cy + h
        );
    }
    out.push_str("</g>\n");
}
