//! What wakes this process's bot worker between its polls: a move that leaves a bot to move,
//! a challenge made to a bot, an engine slot come free.
//!
//! Without it a bot answers at the worker's next poll (`BOT_POLL_MS`), and the worker can start
//! no more moves a second than its slots allow per poll. With it the worker starts a bot's
//! search as soon as the human's move is committed and as soon as a slot frees, and looks only
//! at the games it was told about; the poll stays as the safety net for whatever this process
//! did not see (moves made through another replica, a lapsed lease, a missed signal), so a
//! missed wake-up costs latency, never a move.

use std::collections::HashSet;
use std::sync::{Mutex, PoisonError, RwLock};

use tokio::sync::Notify;

/// The wake-up signal and what it carries.
#[derive(Debug, Default)]
pub struct BotWake {
    notify: Notify,
    /// The bot accounts, as the worker last loaded them.
    bots: RwLock<HashSet<i64>>,
    pending: Mutex<Pending>,
}

/// What happened since the worker last looked.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pending {
    /// Games where a bot is now to move.
    pub games: Vec<i64>,
    /// A challenge was made to a bot.
    pub challenges: bool,
}

impl BotWake {
    /// Tells the signal which accounts are bots.
    pub fn set_bots(&self, ids: impl IntoIterator<Item = i64>) {
        let mut bots = self.bots.write().unwrap_or_else(PoisonError::into_inner);
        bots.clear();
        bots.extend(ids);
    }

    fn is_bot(&self, user: i64) -> bool {
        self.bots
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(&user)
    }

    /// A move was committed in `game`, leaving `to_move` to move (none: the game ended).
    pub fn moved(&self, game: i64, to_move: Option<i64>) {
        if to_move.is_some_and(|u| self.is_bot(u)) {
            self.pending
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .games
                .push(game);
            self.notify.notify_one();
        }
    }

    /// A challenge was made to `opponent`.
    pub fn challenged(&self, opponent: Option<i64>) {
        if opponent.is_some_and(|u| self.is_bot(u)) {
            self.pending
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .challenges = true;
            self.notify.notify_one();
        }
    }

    /// An engine slot came free: the worker may start the next queued move.
    pub fn slot_freed(&self) {
        self.notify.notify_one();
    }

    /// Waits for a signal or `period`, whichever comes first (a signal sent while nobody
    /// waited is kept, so none is lost between two waits).
    pub async fn wait(&self, period: std::time::Duration) {
        let _ = tokio::time::timeout(period, self.notify.notified()).await;
    }

    /// Takes what happened since the last call.
    pub fn take(&self) -> Pending {
        std::mem::take(&mut *self.pending.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_bots_to_move_are_pending() {
        let wake = BotWake::default();
        wake.set_bots([7, 8]);
        wake.moved(1, Some(3));
        wake.moved(2, None);
        wake.moved(4, Some(7));
        wake.challenged(Some(3));
        assert_eq!(
            wake.take(),
            Pending {
                games: vec![4],
                challenges: false
            }
        );
        wake.challenged(Some(8));
        assert_eq!(
            wake.take(),
            Pending {
                games: vec![],
                challenges: true
            }
        );
        assert_eq!(wake.take(), Pending::default());
    }

    #[tokio::test(start_paused = true)]
    async fn a_signal_sent_before_the_wait_is_kept() {
        let wake = BotWake::default();
        wake.slot_freed();
        let started = tokio::time::Instant::now();
        wake.wait(std::time::Duration::from_secs(60)).await;
        assert_eq!(started.elapsed(), std::time::Duration::ZERO);
        wake.wait(std::time::Duration::from_secs(60)).await;
        assert_eq!(started.elapsed(), std::time::Duration::from_secs(60));
    }
}
