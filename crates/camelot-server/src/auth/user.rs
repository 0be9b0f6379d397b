//! The authenticated caller, as the services see it.

use chrono::{DateTime, Utc};

use super::roles::Role;
use super::scopes::Scope;
use crate::i18n::Message;
use crate::service::error::ServiceError;

/// What kind of token a caller presented.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// An access token of a signed-in session.
    Session { expires_at: DateTime<Utc> },
    /// A personal access token.
    Personal {
        id: i64,
        expires_at: Option<DateTime<Utc>>,
    },
}

impl TokenKind {
    /// When the token stops working by itself.
    pub fn expires_at(self) -> Option<DateTime<Utc>> {
        match self {
            TokenKind::Session { expires_at } => Some(expires_at),
            TokenKind::Personal { expires_at, .. } => expires_at,
        }
    }
}

/// The caller of an authenticated endpoint. A token of a deleted account is refused.
#[derive(Debug, Clone)]
pub struct AuthUser {
    pub id: i64,
    pub username: String,
    pub roles: Vec<Role>,
    /// What the token allows.
    pub scopes: Vec<Scope>,
    pub token: TokenKind,
    /// The caller's saved language for the server's answers (`None`: not chosen).
    pub language: Option<crate::domain::Language>,
}

impl AuthUser {
    pub fn has(&self, role: Role) -> bool {
        self.roles.contains(&Role::Admin) || self.roles.contains(&role)
    }

    /// Fails with 403 `insufficient-scope` unless the token allows `scope`.
    pub fn require_scope(&self, scope: Scope) -> Result<(), ServiceError> {
        if self.scopes.contains(&scope) {
            Ok(())
        } else if scope == Scope::AccountWrite {
            Err(ServiceError::InsufficientScope {
                message: Message::new("scope-account-write"),
                scope: scope.as_str(),
            })
        } else {
            Err(ServiceError::InsufficientScope {
                message: Message::new("scope-missing").arg("scope", scope.to_string()),
                scope: scope.as_str(),
            })
        }
    }

    /// Fails with 403 unless the caller has the role (admins have every role).
    pub fn require(&self, role: Role) -> Result<(), ServiceError> {
        if self.has(role) {
            Ok(())
        } else {
            Err(ServiceError::Forbidden(
                Message::new("role-missing").arg("role", role.as_str()),
            ))
        }
    }
}
