//! The storage format of a finished game's move list (table `move_lists`, migration 000025).
//!
//! It holds what a move is, not how a view shows it: a change to the game view (a field added
//! to a move) never means storing every finished game's list again, and a record read with a
//! stored list has the same moves as one read from `move_chunks`.
//!
//! Before compression: one byte, the format ([`FORMAT`]); then each move in ply order: its
//! path's length in bytes (u16, little endian), the path (the canonical text `move_chunks`
//! holds), and when it was played (i64 microseconds since the Unix epoch, little endian:
//! PostgreSQL's own precision). The whole is compressed by the server with LZ4 (block format,
//! the uncompressed length first, 4 bytes little endian): PostgreSQL then keeps the list in its
//! row and sends it as it lies on disk (migrations 000014 and 000015 measured why).

use chrono::{DateTime, Utc};

use crate::db::models::Move;
use crate::service::error::{ServiceError, ServiceResult};

/// The format written by [`encode`]; [`decode`] reads only this one. Another layout takes a new
/// number, and a migration queues the lists stored before it to be stored again.
pub const FORMAT: u8 = 1;

/// The stored form of `moves` (a game's whole list, in ply order).
pub fn encode(moves: &[Move]) -> ServiceResult<Vec<u8>> {
    let mut raw = Vec::with_capacity(1 + moves.iter().map(|m| m.path.len() + 10).sum::<usize>());
    raw.push(FORMAT);
    for m in moves {
        let length = u16::try_from(m.path.len()).map_err(|_| {
            ServiceError::internal(format!(
                "game {}: the path of ply {} is too long to store",
                m.game_id, m.ply
            ))
        })?;
        raw.extend_from_slice(&length.to_le_bytes());
        raw.extend_from_slice(m.path.as_bytes());
        raw.extend_from_slice(&m.played_at.timestamp_micros().to_le_bytes());
    }
    Ok(lz4_flex::compress_prepend_size(&raw))
}

/// The moves of game `game` from its stored list; an error when `stored` is not a list that
/// [`encode`] wrote.
pub fn decode(game: i64, stored: &[u8]) -> ServiceResult<Vec<Move>> {
    let damaged = |why: &str| {
        ServiceError::internal(format!(
            "game {game}: its stored move list is damaged: {why}"
        ))
    };
    let Some((length, block)) = stored.split_first_chunk::<4>() else {
        return Err(damaged("shorter than its length"));
    };
    let length = u32::from_le_bytes(*length) as usize;
    // LZ4 expands a block at most about 255 times: a larger length is damage, and is not
    // allocated.
    if length > block.len().saturating_mul(255) + 16 {
        return Err(damaged("a length its block cannot hold"));
    }
    let raw = lz4_flex::decompress(block, length).map_err(|e| damaged(&e.to_string()))?;
    // The block may end early and still decode; the length written first says it did not.
    if raw.len() != length {
        return Err(damaged("shorter than the length written first"));
    }
    let Some((&format, mut rest)) = raw.split_first() else {
        return Err(damaged("empty"));
    };
    if format != FORMAT {
        return Err(damaged(&format!("format {format}, where {FORMAT} is read")));
    }
    let mut moves = Vec::new();
    while !rest.is_empty() {
        let Some((length, after)) = rest.split_first_chunk::<2>() else {
            return Err(damaged("a move cut short"));
        };
        let length = usize::from(u16::from_le_bytes(*length));
        if after.len() < length + 8 {
            return Err(damaged("a move cut short"));
        }
        let (path, after) = after.split_at(length);
        let (micros, after) = after.split_at(8);
        let micros = i64::from_le_bytes(micros.try_into().map_err(|_| damaged("a time"))?);
        let path = std::str::from_utf8(path).map_err(|_| damaged("a path that is not text"))?;
        let played_at =
            DateTime::<Utc>::from_timestamp_micros(micros).ok_or_else(|| damaged("a time"))?;
        moves.push(Move {
            game_id: game,
            ply: i32::try_from(moves.len() + 1).map_err(|_| damaged("too many moves"))?,
            path: path.to_owned(),
            played_at,
        });
        rest = after;
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn moves(n: i32) -> Vec<Move> {
        (1..=n)
            .map(|ply| Move {
                game_id: 7,
                ply,
                path: format!("D{}-F{}", ply % 9 + 1, ply % 7 + 2),
                played_at: Utc
                    .timestamp_opt(1_780_000_000 + i64::from(ply) * 3_600, 123_456_000)
                    .unwrap(),
            })
            .collect()
    }

    #[test]
    fn a_list_comes_back_as_it_was_and_small() {
        let list = moves(140);
        let stored = encode(&list).unwrap();
        assert_eq!(decode(7, &stored).unwrap(), list);
        // 140 moves of about 80 bytes each as the view shows them: stored in a fraction.
        assert!(stored.len() < 140 * 16, "{} bytes", stored.len());
        assert_eq!(
            decode(7, &encode(&[]).unwrap()).unwrap(),
            Vec::<Move>::new()
        );
    }

    #[test]
    fn a_damaged_list_is_an_error_not_a_list() {
        let mut stored = encode(&moves(20)).unwrap();
        stored.truncate(stored.len() - 3);
        assert!(decode(7, &stored).is_err());
        assert!(decode(7, &[1, 2]).is_err());
        assert!(decode(7, b"").is_err());
        // A length no block of that size can expand to.
        assert!(decode(7, b"\xff\xff\xff\xffgarbage").is_err());
        // Another format, or the JSON text stored before this format.
        assert!(decode(7, &lz4_flex::compress_prepend_size(&[2])).is_err());
        assert!(decode(7, &lz4_flex::compress_prepend_size(br#"{"ply":1}"#)).is_err());
        // A move whose time is cut off.
        assert!(
            decode(
                7,
                &lz4_flex::compress_prepend_size(&[1, 2, 0, b'A', b'1', 0])
            )
            .is_err()
        );
    }
}
