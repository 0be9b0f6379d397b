//! The SVG read back as data: every square, piece, coordinate and highlight mark is where the
//! rules contract says, in both orientations.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

mod common;

use camelot_board::{BoardOptions, Highlight, Size, piece_name, svg};
use camelot_rules::{Game, Position, Square};
use common::{Picture, read};

fn options(flip: bool) -> BoardOptions {
    BoardOptions {
        flip,
        ..BoardOptions::default()
    }
}

/// Every one of the 160 squares is drawn once, and holds exactly the piece the position has
/// there (or none), with the piece drawn inside the square's rectangle.
fn assert_every_square(position: &Position, picture: &Picture) {
    assert_eq!(picture.squares.len(), 160);
    let mut pieces = 0;
    for square in Square::all() {
        let name = square.to_string();
        let (rect, _) = picture
            .squares
            .get(&name)
            .unwrap_or_else(|| panic!("square {name} is not drawn"));
        assert_eq!((rect.width, rect.height), (60, 60), "{name}");
        match (position.piece_at(square), picture.pieces.get(&name)) {
            (None, None) => {}
            (Some(piece), Some((drawn, centre))) => {
                pieces += 1;
                assert_eq!(drawn, piece_name(piece), "piece on {name}");
                assert_eq!(*centre, rect.centre(), "piece on {name} is centred on it");
            }
            (expected, drawn) => panic!("{name}: expected {expected:?}, drawn {drawn:?}"),
        }
    }
    assert_eq!(
        picture.pieces.len(),
        pieces,
        "no piece is drawn off the squares"
    );
}

#[test]
fn start_position_every_square_in_both_orientations() {
    let start = Position::start();
    for flip in [false, true] {
        let picture = read(&svg(&start, &options(flip)));
        assert_every_square(&start, &picture);
        assert_eq!(picture.pieces.len(), 28);
        // Spot checks against the contract's §2, independent of the rules crate.
        let at = |sq: &str| picture.pieces.get(sq).map(|(p, _)| p.as_str());
        for sq in ["C6", "D7", "I7", "J6"] {
            assert_eq!(at(sq), Some("white-knight"), "{sq}");
        }
        for sq in ["D6", "E6", "F6", "G6", "H6", "I6", "E7", "F7", "G7", "H7"] {
            assert_eq!(at(sq), Some("white-man"), "{sq}");
        }
        for sq in ["C11", "D10", "I10", "J11"] {
            assert_eq!(at(sq), Some("black-knight"), "{sq}");
        }
        for sq in [
            "D11", "E11", "F11", "G11", "H11", "I11", "E10", "F10", "G10", "H10",
        ] {
            assert_eq!(at(sq), Some("black-man"), "{sq}");
        }
    }
}

#[test]
fn a_game_position_every_square() {
    let moves = ["D6-F8", "C11-B10", "F7-F9", "E10xG8xE8", "E7xE9xC11xA9"];
    let game = Game::replay(Position::start(), &moves).unwrap();
    for flip in [false, true] {
        let picture = read(&svg(game.position(), &options(flip)));
        assert_every_square(game.position(), &picture);
    }
}

#[test]
fn squares_form_the_board_in_its_true_shape() {
    for flip in [false, true] {
        let picture = read(&svg(&Position::start(), &options(flip)));
        let rect = |sq: Square| picture.squares[&sq.to_string()].0;
        // Right neighbours abut on the right (left in Black's view), upper neighbours above
        // (below in Black's view), and squares alternate light and dark.
        let sign = if flip { -1 } else { 1 };
        for square in Square::all() {
            let here = rect(square);
            let class = &picture.squares[&square.to_string()].1;
            if let Some(right) = Square::from_file_rank(square.file() + 1, square.rank()) {
                let r = rect(right);
                assert_eq!(
                    (r.x - here.x, r.y - here.y),
                    (60 * sign, 0),
                    "{square}->{right}"
                );
                let other = &picture.squares[&right.to_string()].1;
                assert_ne!(
                    class.contains("dark"),
                    other.contains("dark"),
                    "{square} {right}"
                );
            }
            if let Some(up) = Square::from_file_rank(square.file(), square.rank() + 1) {
                let u = rect(up);
                assert_eq!(
                    (u.x - here.x, u.y - here.y),
                    (0, -60 * sign),
                    "{square}->{up}"
                );
            }
            let in_castle = ["F1", "G1", "F16", "G16"].contains(&square.to_string().as_str());
            assert_eq!(class.contains("castle"), in_castle, "{square}: {class}");
        }
        // White's castle at the bottom in White's view, at the top in Black's.
        let f1 = rect("F1".parse().unwrap());
        let max_y = picture.squares.values().map(|(r, _)| r.y).max().unwrap();
        let min_y = picture.squares.values().map(|(r, _)| r.y).min().unwrap();
        assert_eq!(f1.y, if flip { min_y } else { max_y });
        // File A on the left in White's view.
        let a8 = rect("A8".parse().unwrap());
        let min_x = picture.squares.values().map(|(r, _)| r.x).min().unwrap();
        let max_x = picture.squares.values().map(|(r, _)| r.x).max().unwrap();
        assert_eq!(a8.x, if flip { max_x } else { min_x });
    }
}

#[test]
fn coordinates_name_the_files_and_ranks_they_stand_by() {
    for flip in [false, true] {
        let picture = read(&svg(&Position::start(), &options(flip)));
        let squares: Vec<_> = picture.squares.values().map(|(r, _)| *r).collect();
        let top = squares.iter().map(|r| r.y).min().unwrap();
        let bottom = squares.iter().map(|r| r.y + r.height).max().unwrap();
        let left = squares.iter().map(|r| r.x).min().unwrap();
        let right = squares.iter().map(|r| r.x + r.width).max().unwrap();
        assert_eq!(picture.labels.len(), 12 + 16, "A-L and 1-16, nothing else");
        for file in 0..12u8 {
            let letter = char::from(b'A' + file).to_string();
            let centres = &picture.labels[&letter];
            assert_eq!(centres.len(), 2, "{letter} above and below");
            // Every square of that file has the label's x as its centre.
            for square in Square::all().filter(|s| s.file() == file) {
                let (cx, _) = picture.squares[&square.to_string()].0.centre();
                assert!(
                    centres.iter().all(|&(x, _)| x == cx),
                    "{letter} by {square}"
                );
            }
            assert!(centres.iter().any(|&(_, y)| y < top));
            assert!(centres.iter().any(|&(_, y)| y > bottom));
        }
        for rank in 1..=16u8 {
            let number = rank.to_string();
            let centres = &picture.labels[&number];
            assert_eq!(centres.len(), 2, "{number} left and right");
            for square in Square::all().filter(|s| s.rank() == rank) {
                let (_, cy) = picture.squares[&square.to_string()].0.centre();
                assert!(
                    centres.iter().all(|&(_, y)| y == cy),
                    "{number} by {square}"
                );
            }
            assert!(centres.iter().any(|&(x, _)| x < left));
            assert!(centres.iter().any(|&(x, _)| x > right));
        }
    }
}

#[test]
fn root_title_and_metadata() {
    let start = Position::start();
    let white = read(&svg(&start, &options(false)));
    assert_eq!(white.title, "Camelot position, White to move");
    assert_eq!(white.root["data-orientation"], "white");
    assert_eq!(white.root["data-position"], start.to_string());
    assert_eq!(white.root["viewBox"], "0 0 840 1080");
    assert_eq!(
        (white.root["width"].as_str(), white.root["height"].as_str()),
        ("373", "480")
    );
    assert!(!white.has_ids, "no ids: several boards can share a page");
    assert!(!white.root.contains_key("data-last"));

    let after = start.play("D6-F8").unwrap();
    let last = Highlight::from_position_before(&start, "d6-f8").unwrap();
    let black = read(&svg(
        &after,
        &BoardOptions {
            flip: true,
            size: Size::new(1000).unwrap(),
            last: Some(last),
        },
    ));
    assert_eq!(
        black.title,
        "Camelot position, Black to move; last move D6-F8; seen from Black's side"
    );
    assert_eq!(black.root["data-orientation"], "black");
    assert_eq!(black.root["data-last"], "D6-F8");
    assert_eq!(black.root["height"], "1000");
    assert_eq!(black.root["width"], "778");
}

#[test]
fn highlight_marks_the_visited_and_captured_squares() {
    let game = Game::replay(Position::start(), &["D6-F8", "C11-B10", "F7-F9"]).unwrap();
    let before = *game.position();
    let after = before.play("E10xG8xE8").unwrap();
    let last = Highlight::from_position_before(&before, "e10xg8xe8").unwrap();
    for flip in [false, true] {
        let picture = read(&svg(
            &after,
            &BoardOptions {
                flip,
                last: Some(last.clone()),
                ..BoardOptions::default()
            },
        ));
        assert_eq!(
            picture.title,
            format!(
                "Camelot position, White to move; last move E10xG8xE8 capturing F9 F8{}",
                if flip { "; seen from Black's side" } else { "" }
            )
        );
        let names = |marks: &[(String, common::Rect)]| -> Vec<String> {
            marks.iter().map(|(n, _)| n.clone()).collect()
        };
        assert_eq!(names(&picture.visited), ["E10", "G8", "E8"]);
        assert_eq!(names(&picture.captured), ["F9", "F8"]);
        for (name, mark) in picture.visited.iter().chain(&picture.captured) {
            let square = picture.squares[name].0;
            assert_eq!(mark.centre(), square.centre(), "{name} mark on its square");
        }
        for name in ["F9", "F8"] {
            assert_eq!(picture.crosses[name], picture.squares[name].0.centre());
            assert!(!picture.pieces.contains_key(name), "{name} was captured");
        }
        assert_eq!(picture.pieces["E8"].0, "black-man");
    }
}

#[test]
fn same_input_same_bytes_and_size_changes_only_the_dimensions() {
    let position = Position::start().play("C6-E8").unwrap();
    let small = BoardOptions {
        size: Size::new(200).unwrap(),
        ..BoardOptions::default()
    };
    let large = BoardOptions {
        size: Size::new(2000).unwrap(),
        ..BoardOptions::default()
    };
    assert_eq!(svg(&position, &small), svg(&position, &small));
    let a = svg(&position, &small);
    let b = svg(&position, &large);
    assert!(a.contains(r#" width="156" height="200" "#));
    assert!(b.contains(r#" width="1556" height="2000" "#));
    assert_eq!(
        a.replacen(r#" width="156" height="200" "#, " ", 1),
        b.replacen(r#" width="1556" height="2000" "#, " ", 1)
    );
}

#[test]
fn the_svg_has_no_text_elements_and_parses_for_the_renderer() {
    let text = svg(&Position::start(), &BoardOptions::default());
    assert!(!text.contains("<text"), "coordinates are paths, not fonts");
    assert!(!text.contains("href"), "no external references");
    let tree = resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default());
    assert!(tree.is_ok());
}

/// Every board of the family is drawn in its own shape: each of its squares once, in a view box
/// of its files and ranks, with its castles; River's river places as water, its four bridges,
/// and its trees once placed.
#[test]
fn every_board_shape_is_drawn_with_its_own_squares() {
    use camelot_rules::{BoardShape, Variant};
    for variant in Variant::ALL {
        let board = variant.board();
        let mut position = variant.start();
        if board == BoardShape::River {
            position = position.play("K5,L5,L6").unwrap();
            position = position.play("A11,A12,B12").unwrap();
        }
        let text = svg(&position, &options(false));
        let picture = read(&text);
        assert_eq!(
            picture.squares.len(),
            board.squares().iter().count(),
            "{variant}"
        );
        for square in board.squares() {
            assert!(
                picture.squares.contains_key(&square.to_string()),
                "{variant} {square}"
            );
        }
        let (files, ranks) = (i32::from(board.files()), i32::from(board.ranks()));
        assert!(
            text.contains(&format!(
                "viewBox=\"0 0 {} {}\"",
                files * 60 + 120,
                ranks * 60 + 120
            )),
            "{variant}"
        );
        assert_eq!(text.matches("data-castle=").count(), 2, "{variant}");
        // Every file and rank is named (Chivalry's files run to N), each label drawn.
        for file in 0..board.files() {
            let letter = char::from(b'A' + file).to_string();
            assert_eq!(picture.labels[&letter].len(), 2, "{variant} {letter}");
            let label = text
                .split(&format!("data-label=\"{letter}\""))
                .nth(1)
                .unwrap();
            assert!(label.trim_start().starts_with("transform") && label.contains("<path"));
        }
        assert!(
            picture.labels.contains_key(&board.ranks().to_string()),
            "{variant}"
        );
        let rivers = text.matches("data-river=").count();
        let bridges = text.matches("class=\"bridge\"").count();
        let trees = text.matches("data-tree=").count();
        if board == BoardShape::River {
            assert_eq!((rivers, bridges, trees), (24, 4, 6), "{variant}");
            assert!(text.contains("data-tree=\"L6\""));
        } else {
            assert_eq!((rivers, bridges, trees), (0, 0, 0), "{variant}");
        }
        // Every piece of the start is drawn.
        assert_eq!(
            picture.pieces.len() as u32,
            position.piece_count(camelot_rules::Side::White)
                + position.piece_count(camelot_rules::Side::Black),
            "{variant}"
        );
        if variant != Variant::Camelot {
            assert!(text.contains(&format!("data-variant=\"{variant}\"")));
        }
        // The PNG keeps the board's proportions.
        let png = camelot_board::png(&position, &options(true)).unwrap();
        assert!(png.starts_with(b"\x89PNG"));
    }
}
