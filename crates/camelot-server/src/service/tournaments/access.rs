//! Who may run a tournament.

use crate::auth::{AuthUser, Role};
use crate::db::models::TournamentRow;
use crate::error::{ApiError, ApiResult};

/// Its organiser, and admins.
pub fn ensure_organizer(t: &TournamentRow, caller: &AuthUser) -> ApiResult<()> {
    if t.organizer_id == caller.id || caller.has(Role::Admin) {
        Ok(())
    } else {
        Err(ApiError::forbidden(
            "Only the tournament's organiser (or an admin) may do this.",
        ))
    }
}
