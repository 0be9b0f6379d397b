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
//! [`GameBatches::recent`]: crate::service::games::batches::GameBatches
//! [`GameBatches::view`]: crate::service::games::batches::GameBatches::view

use std::collections::HashMap;
use std::sync::Mutex;

/// A bounded map from game id to what was seen of it.
#[derive(Debug)]
pub struct Recent<V> {
    entries: Mutex<HashMap<i64, V>>,
    capacity: usize,
}

impl<V: Clone> Recent<V> {
    pub fn new(capacity: usize) -> Self {
        Recent {
            entries: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
        }
    }

    /// A copy of what is kept for `id`, if `usable` accepts it.
    pub fn get(&self, id: i64, usable: impl FnOnce(&V) -> bool) -> Option<V> {
        let entries = self.entries.lock().ok()?;
        entries.get(&id).filter(|v| usable(v)).cloned()
    }

    /// Takes what is kept for `id` out of the map, if `usable` accepts it: no copy, for a
    /// caller that puts back what it makes of it (a long game's record holds every move).
    pub fn take(&self, id: i64, usable: impl FnOnce(&V) -> bool) -> Option<V> {
        let mut entries = self.entries.lock().ok()?;
        if !entries.get(&id).is_some_and(usable) {
            return None;
        }
        entries.remove(&id)
    }

    /// Forgets what is kept for `id`.
    pub fn forget(&self, id: i64) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.remove(&id);
        }
    }

    /// Keeps `value` for `id` unless `keep` prefers what is already there. When full, an
    /// arbitrary game is forgotten: a miss only costs a read.
    pub fn put(&self, id: i64, value: V, keep: impl FnOnce(&V) -> bool) {
        let Ok(mut entries) = self.entries.lock() else {
            return;
        };
        match entries.get(&id) {
            Some(known) if keep(known) => return,
            Some(_) => {}
            None if entries.len() >= self.capacity => {
                if let Some(&victim) = entries.keys().next() {
                    entries.remove(&victim);
                }
            }
            None => {}
        }
        entries.insert(id, value);
    }
}
