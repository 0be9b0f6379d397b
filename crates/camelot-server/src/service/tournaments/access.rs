//! Who may run a tournament.

use crate::auth::{AuthUser, Role};
use crate::db::models::TournamentRow;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// Its organizer, and admins.
pub fn ensure_organizer(t: &TournamentRow, caller: &AuthUser) -> ServiceResult<()> {
    if t.organizer_id == caller.id || caller.has(Role::Admin) {
        Ok(())
    } else {
        Err(ServiceError::Forbidden(Message::new("organizer-only")))
    }
}
