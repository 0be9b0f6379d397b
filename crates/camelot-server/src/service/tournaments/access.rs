//! Who may run a tournament.

use crate::auth::{AuthUser, Role};
use crate::db::models::TournamentRow;
use crate::error::{ApiError, ApiResult};
use crate::i18n::Message;

/// Its organizer, and admins.
pub fn ensure_organizer(t: &TournamentRow, caller: &AuthUser) -> ApiResult<()> {
    if t.organizer_id == caller.id || caller.has(Role::Admin) {
        Ok(())
    } else {
        Err(ApiError::forbidden_msg(Message::new("organizer-only")))
    }
}
