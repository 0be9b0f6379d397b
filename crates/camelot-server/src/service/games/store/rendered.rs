//! The JSON of a game's moves as its views show them, kept with the game's record.
//!
//! A record that lives on from move to move (the state a process's last move left, see
//! [`super::recent`]) keeps the moves it has already rendered, so the answer to the next move
//! renders one move instead of the whole list: at ply 300 rendering every move (a timestamp
//! each) was a large part of what a move cost more than at ply 10. A played move never changes,
//! so what is kept stays right for as long as the list only grows; a list that is shorter than
//! what is kept (a different game's record cannot reach here, but a cleared one could) is
//! rendered afresh.
//!
use std::sync::Mutex;

use crate::db::models::Move;
use crate::service::error::ServiceResult;

#[derive(Debug, Default)]
struct Kept {
    /// How many moves `json` holds.
    count: usize,
    /// The elements of the JSON array, comma-separated, without the brackets.
    json: String,
}

/// Moves already rendered (see the module docs). Behind a mutex because views render from a
/// shared record; a copy of a record starts without them.
#[derive(Debug, Default)]
pub struct RenderedMoves {
    kept: Mutex<Kept>,
}

impl Clone for RenderedMoves {
    fn clone(&self) -> Self {
        RenderedMoves::default()
    }
}

impl RenderedMoves {
    /// Appends the JSON array of `moves` to `out`: the kept elements, then the moves not yet
    /// rendered, each appended by `render_one` to the kept text.
    pub fn write_array(
        &self,
        moves: &[Move],
        out: &mut String,
        render_one: impl Fn(&Move, &mut String) -> ServiceResult<()>,
    ) -> ServiceResult<()> {
        // A panic while the list was being extended leaves it unknown: start again.
        let mut kept = self.kept.lock().unwrap_or_else(|poisoned| {
            let mut kept = poisoned.into_inner();
            *kept = Kept::default();
            kept
        });
        if kept.count > moves.len() {
            *kept = Kept::default();
        }
        for m in &moves[kept.count..] {
            let before = kept.json.len();
            if before > 0 {
                kept.json.push(',');
            }
            if let Err(e) = render_one(m, &mut kept.json) {
                kept.json.truncate(before);
                return Err(e);
            }
            kept.count += 1;
        }
        out.push('[');
        out.push_str(&kept.json);
        out.push(']');
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use std::cell::Cell;

    fn mv(ply: i32) -> Move {
        Move {
            game_id: 1,
            ply,
            path: format!("A{ply}-B{ply}"),
            played_at: Utc
                .timestamp_opt(1_700_000_000 + i64::from(ply), 0)
                .unwrap(),
        }
    }

    fn json(m: &Move, out: &mut String) -> ServiceResult<()> {
        out.push_str(&format!("{{\"ply\":{},\"path\":\"{}\"}}", m.ply, m.path));
        Ok(())
    }

    #[test]
    fn renders_each_move_once_and_the_array_as_a_whole_every_time() {
        let kept = RenderedMoves::default();
        let calls = Cell::new(0);
        let counting = |m: &Move, out: &mut String| {
            calls.set(calls.get() + 1);
            json(m, out)
        };
        let mut moves: Vec<Move> = (1..=3).map(mv).collect();
        let mut out = String::new();
        kept.write_array(&moves, &mut out, counting).unwrap();
        assert_eq!(
            out,
            r#"[{"ply":1,"path":"A1-B1"},{"ply":2,"path":"A2-B2"},{"ply":3,"path":"A3-B3"}]"#
        );
        assert_eq!(calls.get(), 3);
        moves.push(mv(4));
        let mut again = String::from("x:");
        kept.write_array(&moves, &mut again, counting).unwrap();
        assert_eq!(calls.get(), 4, "only the new move is rendered");
        assert_eq!(
            again,
            format!(
                "x:{},{}]",
                &out[..out.len() - 1],
                r#"{"ply":4,"path":"A4-B4"}"#
            )
        );
    }

    #[test]
    fn an_empty_list_is_an_empty_array() {
        let mut out = String::new();
        RenderedMoves::default()
            .write_array(&[], &mut out, json)
            .unwrap();
        assert_eq!(out, "[]");
    }

    #[test]
    fn a_shorter_list_than_kept_is_rendered_afresh() {
        let kept = RenderedMoves::default();
        let moves: Vec<Move> = (1..=3).map(mv).collect();
        let mut out = String::new();
        kept.write_array(&moves, &mut out, json).unwrap();
        let mut shorter = String::new();
        kept.write_array(&moves[..1], &mut shorter, json).unwrap();
        assert_eq!(shorter, r#"[{"ply":1,"path":"A1-B1"}]"#);
    }

    #[test]
    fn a_copy_starts_empty_and_renders_the_same() {
        let kept = RenderedMoves::default();
        let moves: Vec<Move> = (1..=2).map(mv).collect();
        let (mut a, mut b) = (String::new(), String::new());
        kept.write_array(&moves, &mut a, json).unwrap();
        let copy = kept.clone();
        let calls = Cell::new(0);
        copy.write_array(&moves, &mut b, |m, out| {
            calls.set(calls.get() + 1);
            json(m, out)
        })
        .unwrap();
        assert_eq!(a, b);
        assert_eq!(calls.get(), 2);
    }

    #[test]
    fn a_failed_render_keeps_what_was_rendered_before_it() {
        let kept = RenderedMoves::default();
        let moves: Vec<Move> = (1..=3).map(mv).collect();
        let mut out = String::new();
        let failing = |m: &Move, out: &mut String| {
            if m.ply == 3 {
                out.push_str("half a mo");
                Err(crate::service::error::ServiceError::internal("no"))
            } else {
                json(m, out)
            }
        };
        assert!(kept.write_array(&moves, &mut out, failing).is_err());
        let mut again = String::new();
        kept.write_array(&moves, &mut again, json).unwrap();
        assert_eq!(
            again,
            r#"[{"ply":1,"path":"A1-B1"},{"ply":2,"path":"A2-B2"},{"ply":3,"path":"A3-B3"}]"#
        );
    }
}
