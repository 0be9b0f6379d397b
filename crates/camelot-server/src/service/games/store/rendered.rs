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
//! A record read for a view of a finished game may instead carry the game's whole list as
//! stored after the game ended (see [`super::stored_moves`]); such a record is read without its
//! moves, and its views show the stored list. Stored lists are LZ4-compressed by the server
//! ([`pack`], [`unpack`]): PostgreSQL then sends about 3 kB as they lie on disk
//! instead of expanding and sending 12.5 kB, about a quarter of such a read's database time.

use std::sync::{Arc, Mutex};

use crate::db::models::Move;
use crate::error::{ApiError, ApiResult};

#[derive(Debug, Default)]
struct Kept {
    /// How many moves `json` holds.
    count: usize,
    /// The elements of the JSON array, comma-separated, without the brackets.
    json: String,
}

/// Moves already rendered (see the module docs). Behind a mutex because views render from a
/// shared record; a copy of a record starts without them, unless they are a stored list (which
/// the copy has no moves to render again from).
#[derive(Debug, Default)]
pub struct RenderedMoves {
    kept: Mutex<Kept>,
    /// The game's whole list as stored once it ended: the array's elements, without brackets.
    /// An `Arc<String>` rather than `Arc<str>`: taking the unpacked text needs no copy.
    stored: Option<Arc<String>>,
}

impl Clone for RenderedMoves {
    fn clone(&self) -> Self {
        RenderedMoves {
            kept: Mutex::default(),
            stored: self.stored.clone(),
        }
    }
}

impl RenderedMoves {
    /// A finished game's stored list (the elements of its JSON array), which stands for every
    /// move of the game: views show it whatever moves the record holds.
    pub fn stored(elements: String) -> Self {
        RenderedMoves {
            kept: Mutex::default(),
            stored: Some(Arc::new(elements)),
        }
    }

    /// The length of a stored list's text, 0 when there is none: what a view writing it
    /// reserves, so a 12 kB list is copied once rather than grown into.
    pub fn stored_len(&self) -> usize {
        self.stored.as_ref().map_or(0, |s| s.len())
    }

    /// Appends the JSON array of `moves` to `out`: the kept elements, then the moves not yet
    /// rendered, each appended by `render_one` to the kept text. A stored list is written as
    /// it is.
    pub fn write_array(
        &self,
        moves: &[Move],
        out: &mut String,
        render_one: impl Fn(&Move, &mut String) -> ApiResult<()>,
    ) -> ApiResult<()> {
        if let Some(stored) = &self.stored {
            out.push('[');
            out.push_str(stored);
            out.push(']');
            return Ok(());
        }
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

/// A finished game's list (the elements of its JSON array) as stored: LZ4 (block format) with
/// the uncompressed length first.
pub fn pack(list: &str) -> Vec<u8> {
    lz4_flex::compress_prepend_size(list.as_bytes())
}

/// The list `stored` holds, as [`pack`] made it; an error when it is not one.
pub fn unpack(game: i64, stored: &[u8]) -> ApiResult<String> {
    let damaged = |why: String| {
        ApiError::internal(format!(
            "game {game}: its stored move list is damaged: {why}"
        ))
    };
    let Some((length, block)) = stored.split_first_chunk::<4>() else {
        return Err(damaged("shorter than its length".to_owned()));
    };
    let length = u32::from_le_bytes(*length) as usize;
    // LZ4 expands a block at most about 255 times: a larger length is damage, and is not
    // allocated.
    if length > block.len().saturating_mul(255) + 16 {
        return Err(damaged(format!("{length} bytes stored in {}", block.len())));
    }
    let bytes = lz4_flex::decompress(block, length).map_err(|e| damaged(e.to_string()))?;
    // The block may end early and still decode; the length written first says it did not.
    if bytes.len() != length {
        return Err(damaged(format!(
            "{} bytes where {length} were stored",
            bytes.len()
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        ApiError::internal(format!(
            "game {game}: its stored move list is not UTF-8: {e}"
        ))
    })
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

    fn json(m: &Move, out: &mut String) -> ApiResult<()> {
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
    fn a_stored_list_is_written_as_it_is_and_survives_a_copy() {
        let stored = RenderedMoves::stored(r#"{"ply":1,"path":"A1-B1"}"#.to_owned());
        let calls = Cell::new(0);
        let counting = |m: &Move, out: &mut String| {
            calls.set(calls.get() + 1);
            json(m, out)
        };
        for kept in [&stored, &stored.clone()] {
            let mut out = String::new();
            kept.write_array(&[], &mut out, counting).unwrap();
            assert_eq!(out, r#"[{"ply":1,"path":"A1-B1"}]"#);
        }
        assert_eq!(calls.get(), 0);
    }

    #[test]
    fn a_failed_render_keeps_what_was_rendered_before_it() {
        let kept = RenderedMoves::default();
        let moves: Vec<Move> = (1..=3).map(mv).collect();
        let mut out = String::new();
        let failing = |m: &Move, out: &mut String| {
            if m.ply == 3 {
                out.push_str("half a mo");
                Err(crate::error::ApiError::internal("no"))
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

    fn unpacked(game: i64, stored: &[u8]) -> ApiResult<String> {
        let mut out = String::new();
        RenderedMoves::stored(unpack(game, stored)?).write_array(&[], &mut out, json)?;
        Ok(out)
    }

    #[test]
    fn a_packed_list_comes_back_as_it_was_and_much_smaller() {
        let list: String = (1..=140)
            .map(|ply| {
                format!(
                    r#"{{"ply":{ply},"path":"D{}-F{}","played_at":"2026-04-{:02}T10:{:02}:00Z","conditional":false}}"#,
                    ply % 9 + 1,
                    ply % 7 + 2,
                    ply % 28 + 1,
                    ply % 60
                )
            })
            .collect::<Vec<_>>()
            .join(",");
        let stored = pack(&list);
        assert!(
            stored.len() * 3 < list.len(),
            "{} of {}",
            stored.len(),
            list.len()
        );
        assert_eq!(unpacked(7, &stored).unwrap(), format!("[{list}]"));
        assert_eq!(unpacked(7, &pack("")).unwrap(), "[]");
    }

    #[test]
    fn a_damaged_stored_list_is_an_error_not_a_list() {
        let mut stored = pack("[1,2,3] and some more text to compress");
        stored.truncate(stored.len() - 3);
        assert!(unpacked(7, &stored).is_err());
        assert!(unpacked(7, &[1, 2]).is_err());
        assert!(unpacked(7, &lz4_flex::compress_prepend_size(&[0xff, 0xfe])).is_err());
        // Literals only, ending well short of the length written first.
        assert!(unpacked(7, b"\x40\x00\x00\x00garbage").is_err());
        // A length no block of that size can expand to.
        assert!(unpacked(7, b"\xff\xff\xff\xffgarbage").is_err());
        assert!(unpacked(7, b"").is_err());
    }
}
