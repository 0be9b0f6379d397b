//! What this process has recently seen of games, kept only where a check against the database
//! decides whether it may be used.
//!
//! * Game states after this process's last move to them ([`GameBatches::recent`]), with the row
//!   version that move wrote. The next move of such a game is decided on the remembered state
//!   instead of reading the game again; the write that follows happens only if the row is still
//!   that version, so a state overtaken by another process or by a locked transaction (a
//!   resignation, a draw offer, a timeout) only costs the fast path: the move then takes the
//!   locked transaction, and the stale state is forgotten.
//! * Rendered game views with the row version they were rendered from
//!   ([`GameBatches::view`]): re-sent only after the database says the row is still that
//!   version.
//!
//! [`GameBatches::recent`]: crate::service::games::store::GameBatches
//! [`GameBatches::view`]: crate::service::games::store::GameBatches::view

use std::num::NonZeroUsize;
use std::sync::Mutex;

use lru::LruCache;

/// A bounded map from game id to what was seen of it. When full, the game used least recently
/// is forgotten: the games in play and the ones being read stay, whatever was read before them.
#[derive(Debug)]
pub struct Recent<V> {
    entries: Mutex<LruCache<i64, V>>,
}

impl<V: Clone> Recent<V> {
    pub fn new(capacity: usize) -> Self {
        let capacity = NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN);
        Recent {
            entries: Mutex::new(LruCache::new(capacity)),
        }
    }

    /// A copy of what is kept for `id`, if `usable` accepts it.
    pub fn get(&self, id: i64, usable: impl FnOnce(&V) -> bool) -> Option<V> {
        let mut entries = self.entries.lock().ok()?;
        entries.get(&id).filter(|v| usable(v)).cloned()
    }

    /// Takes what is kept for `id` out of the map, if `usable` accepts it: no copy, for a
    /// caller that puts back what it makes of it (a long game's record holds every move).
    pub fn take(&self, id: i64, usable: impl FnOnce(&V) -> bool) -> Option<V> {
        let mut entries = self.entries.lock().ok()?;
        if !entries.peek(&id).is_some_and(usable) {
            return None;
        }
        entries.pop(&id)
    }

    /// Forgets what is kept for `id`.
    pub fn forget(&self, id: i64) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.pop(&id);
        }
    }

    /// Keeps `value` for `id` unless `keep` prefers what is already there. When full, the
    /// game used least recently is forgotten: a miss only costs a read.
    pub fn put(&self, id: i64, value: V, keep: impl FnOnce(&V) -> bool) {
        let Ok(mut entries) = self.entries.lock() else {
            return;
        };
        if entries.peek(&id).is_some_and(keep) {
            entries.promote(&id);
            return;
        }
        entries.put(id, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forgets_the_game_used_least_recently() {
        let recent = Recent::new(2);
        recent.put(1, "a", |_| false);
        recent.put(2, "b", |_| false);
        assert_eq!(recent.get(1, |_| true), Some("a"));
        recent.put(3, "c", |_| false);
        assert_eq!(recent.get(2, |_| true), None, "2 was used least recently");
        assert_eq!(recent.get(1, |_| true), Some("a"));
        assert_eq!(recent.get(3, |_| true), Some("c"));
    }

    /// A full map of games nobody reads any more must make room for the ones read now. (An
    /// earlier map forgot whichever game its iteration met first, which was mostly one just
    /// put: once full, it kept the old games and lost the new ones.)
    #[test]
    fn a_new_working_set_displaces_a_stale_one() {
        let recent = Recent::new(1000);
        for id in 0..1000 {
            recent.put(id, id, |_| false);
        }
        let working: Vec<i64> = (0..600).map(|k| 100_000 + 7 * k).collect();
        for _ in 0..2 {
            for &id in &working {
                if recent.get(id, |_| true).is_none() {
                    recent.put(id, id, |_| false);
                }
            }
        }
        let kept = working
            .iter()
            .filter(|&&id| recent.get(id, |_| true).is_some())
            .count();
        assert_eq!(kept, working.len());
    }

    #[test]
    fn put_keeps_what_keep_prefers_and_take_removes() {
        let recent = Recent::new(4);
        recent.put(1, 10, |_| false);
        recent.put(1, 5, |known| *known > 5);
        assert_eq!(recent.get(1, |_| true), Some(10));
        assert_eq!(recent.get(1, |v| *v < 10), None, "not usable");
        assert_eq!(recent.take(1, |v| *v < 10), None);
        assert_eq!(recent.take(1, |_| true), Some(10));
        assert_eq!(recent.get(1, |_| true), None);
        recent.put(2, 20, |_| false);
        recent.forget(2);
        assert_eq!(recent.get(2, |_| true), None);
    }
}
