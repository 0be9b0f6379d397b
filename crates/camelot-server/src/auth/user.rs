//! The authenticated caller, as the services see it.

use super::roles::Role;
use crate::error::ApiError;

/// The caller of an authenticated endpoint. A token of a deleted account is refused.
#[derive(Debug, Clone)]
pub struct AuthUser {
    pub id: i64,
    pub username: String,
    pub roles: Vec<Role>,
}

impl AuthUser {
    pub fn has(&self, role: Role) -> bool {
        self.roles.contains(&Role::Admin) || self.roles.contains(&role)
    }

    /// Fails with 403 unless the caller has the role (admins have every role).
    pub fn require(&self, role: Role) -> Result<(), ApiError> {
        if self.has(role) {
            Ok(())
        } else {
            Err(ApiError::forbidden(format!(
                "This needs the {} role.",
                role.as_str()
            )))
        }
    }
}
