//! The rules pages' diagrams and the tutorial's lessons (`web/learn/lessons.json`) against the
//! rules crate: every position parses, every move shown as allowed is legal (in its canonical
//! spelling), every move shown as refused is refused, every lesson's answer is legal, and every
//! text a lesson names exists in the English messages.

use camelot_rules::{Position, Variant};
use serde_json::Value;

const LESSONS: &str = include_str!("../../crates/camelot-server/web/learn/lessons.json");
const LEARN_EN: &str = include_str!("../../locales/en/learn.ftl");

/// The rules crate's refusal tags a lesson may key a hint by, and the client's own key for a
/// legal move that is not the lesson's answer.
const HINT_KEYS: &[&str] = &[
    "wrong-move",
    "capture-required",
    "must-leave-own-castle",
    "not-your-piece",
    "empty-origin",
    "landing-occupied",
    "not-adjacent",
    "nothing-to-leap",
    "canter-revisit",
    "must-continue-jump",
    "knight-must-jump",
    "man-cannot-charge",
    "into-own-castle",
    "castle-move-limit",
    "leaves-opponent-castle",
];

fn position(text: &str, what: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("{what}: {text:?} is not a position: {e}"))
}

/// A diagram's position in its variant (`"variant"` beside it; Camelot when absent).
fn diagram_position(d: &Value, what: &str) -> Position {
    let text = d["position"].as_str().expect("position");
    let Some(name) = d["variant"].as_str() else {
        return position(text, what);
    };
    let variant: Variant = name
        .parse()
        .unwrap_or_else(|e| panic!("{what}: {name:?} is not a variant: {e}"));
    Position::parse_variant(text, variant)
        .unwrap_or_else(|e| panic!("{what}: {text:?} is not a {name} position: {e}"))
}

fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

fn has_message(id: &str) -> bool {
    LEARN_EN.lines().any(|l| {
        l.strip_prefix(id)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })
}

#[test]
fn every_diagram_shows_what_the_rules_say() {
    let lessons: Value = serde_json::from_str(LESSONS).expect("lessons.json is JSON");
    let topics = lessons["topics"].as_array().expect("topics");
    assert!(
        topics.len() >= 8,
        "the rules pages cover at least eight topics"
    );
    let mut checked = 0;
    for topic in topics {
        let id = topic["id"].as_str().expect("topic id");
        let diagrams = topic["diagrams"].as_array().expect("diagrams");
        for (n, d) in diagrams.iter().enumerate() {
            let what = format!("{id} diagram {}", n + 1);
            let p = diagram_position(d, &what);
            for path in strings(&d["legal"]) {
                let m = p
                    .check(path)
                    .unwrap_or_else(|e| panic!("{what}: {path} is shown as allowed but {e}"));
                assert_eq!(
                    m.path.to_string(),
                    path,
                    "{what}: not the canonical spelling"
                );
                checked += 1;
            }
            for path in strings(&d["illegal"]) {
                assert!(
                    p.check(path).is_err(),
                    "{what}: {path} is shown as refused but is legal"
                );
                checked += 1;
            }
            assert!(
                has_message(&format!("learn-{id}-fig{}", n + 1)),
                "{what}: no caption"
            );
        }
    }
    assert!(checked >= 16, "{checked} moves checked");
    for variant in ["camette", "cam", "chivalry", "river", "anti"] {
        let topic = topics
            .iter()
            .find(|t| t["id"] == variant)
            .unwrap_or_else(|| panic!("no learn page for {variant}"));
        let shown = topic["diagrams"]
            .as_array()
            .is_some_and(|ds| ds.iter().any(|d| d["variant"].as_str().is_some()));
        assert!(shown, "the {variant} page shows a board of its own");
    }
}

#[test]
fn every_lesson_has_a_legal_answer_and_its_texts() {
    let lessons: Value = serde_json::from_str(LESSONS).expect("lessons.json is JSON");
    let tutorial = lessons["tutorial"].as_array().expect("tutorial");
    assert!(tutorial.len() >= 20, "about twenty lessons");
    for lesson in tutorial {
        let id = lesson["id"].as_str().expect("lesson id");
        let p = position(lesson["position"].as_str().expect("position"), id);
        assert!(!p.status().is_over(), "{id}: the game is already over");
        let accept = strings(&lesson["accept"]);
        assert!(!accept.is_empty(), "{id}: no answer");
        for path in accept {
            let m = p
                .check(path)
                .unwrap_or_else(|e| panic!("{id}: answer {path}: {e}"));
            assert_eq!(m.path.to_string(), path, "{id}: not the canonical spelling");
        }
        for (key, message) in lesson["hints"].as_object().into_iter().flatten() {
            assert!(
                HINT_KEYS.contains(&key.as_str()),
                "{id}: unknown hint key {key}"
            );
            let message = message.as_str().expect("hint message id");
            assert!(has_message(message), "{id}: no message {message}");
        }
        for part in ["title", "task", "done"] {
            assert!(
                has_message(&format!("learn-tut-{id}-{part}")),
                "{id}: no {part}"
            );
        }
    }
}
