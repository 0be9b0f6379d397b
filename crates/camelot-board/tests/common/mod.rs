//! Reading the SVG back for tests: squares, pieces, labels and highlight marks by their
//! `data-*` attributes, with their places in view-box units.
#![allow(dead_code)] // each test binary uses a part
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::collections::BTreeMap;

/// A rectangle in view-box units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub width: i32,
    pub height: i32,
}

impl Rect {
    pub fn contains(&self, (px, py): (i32, i32)) -> bool {
        px > self.x && px < self.x + self.width && py > self.y && py < self.y + self.height
    }

    pub fn centre(&self) -> (i32, i32) {
        (self.x + self.width / 2, self.y + self.height / 2)
    }
}

/// What a picture shows, read from its SVG.
#[derive(Debug, Default)]
pub struct Picture {
    /// Root attributes.
    pub root: BTreeMap<String, String>,
    pub title: String,
    /// `data-square` rects of the squares group: square name -> (rect, class).
    pub squares: BTreeMap<String, (Rect, String)>,
    /// Pieces: square name -> (piece name, centre from the translate).
    pub pieces: BTreeMap<String, (String, (i32, i32))>,
    /// Coordinate labels: text -> centres of their boxes (glyph box 12 x 20, gap 4).
    pub labels: BTreeMap<String, Vec<(i32, i32)>>,
    /// Highlight: visited squares' rects, captured squares' rects (in document order).
    pub visited: Vec<(String, Rect)>,
    pub captured: Vec<(String, Rect)>,
    /// Capture crosses: square name -> centre of the cross.
    pub crosses: BTreeMap<String, (i32, i32)>,
    /// Whether any element has an `id`.
    pub has_ids: bool,
}

fn int(node: roxmltree::Node, name: &str) -> i32 {
    node.attribute(name)
        .unwrap_or_else(|| panic!("missing {name}"))
        .parse()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn rect(node: roxmltree::Node) -> Rect {
    Rect {
        x: int(node, "x"),
        y: int(node, "y"),
        width: int(node, "width"),
        height: int(node, "height"),
    }
}

/// `translate(X Y)` -> (X, Y).
fn translate(node: roxmltree::Node) -> (i32, i32) {
    let t = node.attribute("transform").expect("transform");
    let inner = t
        .strip_prefix("translate(")
        .and_then(|t| t.strip_suffix(')'))
        .expect("translate(...)");
    let mut parts = inner.split(' ').map(|p| p.parse::<i32>().expect("integer"));
    (parts.next().expect("x"), parts.next().expect("y"))
}

pub fn read(svg: &str) -> Picture {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let mut picture = Picture::default();
    for attr in root.attributes() {
        picture
            .root
            .insert(attr.name().to_owned(), attr.value().to_owned());
    }
    for node in root.descendants().filter(|n| n.is_element()) {
        if node.attribute("id").is_some() {
            picture.has_ids = true;
        }
        let parent_class = node.parent_element().and_then(|p| p.attribute("class"));
        match node.tag_name().name() {
            "title" => picture.title = node.text().unwrap_or_default().to_owned(),
            "rect" if parent_class == Some("squares") => {
                let name = node
                    .attribute("data-square")
                    .expect("data-square")
                    .to_owned();
                let class = node.attribute("class").unwrap_or_default().to_owned();
                let previous = picture.squares.insert(name.clone(), (rect(node), class));
                assert!(previous.is_none(), "square {name} drawn twice");
            }
            "g" if node.attribute("data-piece").is_some() => {
                let square = node.attribute("data-square").expect("piece's data-square");
                let piece = node.attribute("data-piece").expect("data-piece").to_owned();
                let previous = picture
                    .pieces
                    .insert(square.to_owned(), (piece, translate(node)));
                assert!(previous.is_none(), "two pieces on {square}");
            }
            "g" if node.attribute("data-label").is_some() => {
                let text = node.attribute("data-label").expect("label").to_owned();
                let (x, y) = translate(node);
                let chars = text.chars().count() as i32;
                let width = chars * 12 + (chars - 1) * 4;
                picture
                    .labels
                    .entry(text)
                    .or_default()
                    .push((x + width / 2, y + 10));
            }
            "rect" if node.attribute("data-visited").is_some() => {
                let name = node.attribute("data-visited").expect("visited").to_owned();
                picture.visited.push((name, rect(node)));
            }
            "rect" if node.attribute("data-captured").is_some() => {
                let name = node
                    .attribute("data-captured")
                    .expect("captured")
                    .to_owned();
                picture.captured.push((name, rect(node)));
            }
            "path" if node.attribute("data-captured").is_some() => {
                let name = node
                    .attribute("data-captured")
                    .expect("captured")
                    .to_owned();
                // "Mx1 y1Lx2 y2M..": the first stroke's midpoint is the centre.
                let d = node.attribute("d").expect("d");
                let nums: Vec<i32> = d
                    .split(['M', 'L', ' '])
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse().expect("integer"))
                    .collect();
                picture
                    .crosses
                    .insert(name, ((nums[0] + nums[2]) / 2, (nums[1] + nums[3]) / 2));
            }
            _ => {}
        }
    }
    picture
}
