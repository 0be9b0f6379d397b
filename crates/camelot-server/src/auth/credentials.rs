//! Checking a bearer token: an access token (a JWT from signing in) or a personal access token,
//! against what the database says now — so that a revocation bites at once.
//!
//! Each process keeps what it last read of a user (token generation, name, roles, whether the
//! account is alive) and of a personal token (owner, scopes, expiry, revocation) for at most
//! [`MAX_AGE`], and forgets a user's entries as soon as PostgreSQL announces a change on
//! [`CHANNEL`] (every revocation, role change and deletion sends it in its transaction). A token
//! revoked on one replica is refused on every replica within milliseconds, and within
//! [`MAX_AGE`] even if an announcement is lost.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::jwt::JwtKeys;
use super::refresh;
use super::roles::{Role, StoredRoles};
use super::scopes::Scope;
use super::tokens;
use super::user::{AuthUser, TokenKind};
use crate::db::DbPool;
use crate::db::schema::{personal_tokens, users};
use crate::domain::Language;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// The PostgreSQL channel announcing "user N's tokens or roles changed".
pub const CHANNEL: &str = "camelot_tokens";
/// The longest a process trusts what it read of a user or a token.
pub const MAX_AGE: Duration = Duration::from_secs(1);

#[derive(Debug, Clone)]
struct UserState {
    generation: i32,
    username: String,
    roles: Vec<Role>,
    live: bool,
    /// The saved language of the server's answers (`None`: not chosen).
    language: Option<Language>,
}

/// What `Credentials::user` reads: generation, username, roles, alive, language.
type UserRow = (i32, String, StoredRoles, bool, Option<Language>);

#[derive(Debug, Clone)]
struct PatState {
    id: i64,
    user_id: i64,
    scopes: Vec<Scope>,
    expires_at: Option<DateTime<Utc>>,
    revoked: bool,
}

#[derive(Debug)]
struct Cached<T> {
    value: T,
    read_at: Instant,
}

impl<T: Clone> Cached<T> {
    fn fresh(&self) -> Option<T> {
        (self.read_at.elapsed() < MAX_AGE).then(|| self.value.clone())
    }
}

/// This process's view of users' token state.
#[derive(Debug, Default)]
pub struct Credentials {
    users: Mutex<HashMap<i64, Cached<UserState>>>,
    pats: Mutex<HashMap<Vec<u8>, Cached<PatState>>>,
}

/// Announces, inside the transaction that makes it, that a user's tokens or roles changed.
pub async fn announce(conn: &mut AsyncPgConnection, user_id: i64) -> ServiceResult<()> {
    // SQL text: diesel has no `pg_notify`; the channel is a constant of ours.
    diesel::sql_query(format!("SELECT pg_notify('{CHANNEL}', $1::text)"))
        .bind::<diesel::sql_types::BigInt, _>(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

fn gone() -> ServiceError {
    ServiceError::InvalidToken(Message::new("token-account-gone"))
}

impl Credentials {
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets what is known of a user (an announcement arrived).
    pub fn invalidate(&self, user_id: i64) {
        if let Ok(mut users) = self.users.lock() {
            users.remove(&user_id);
        }
        if let Ok(mut pats) = self.pats.lock() {
            pats.retain(|_, p| p.value.user_id != user_id);
        }
    }

    /// Forgets everything (the announcements may have been missed).
    pub fn clear(&self) {
        if let Ok(mut users) = self.users.lock() {
            users.clear();
        }
        if let Ok(mut pats) = self.pats.lock() {
            pats.clear();
        }
    }

    /// The caller a bearer token stands for, with its scopes; 401 when the token is not valid,
    /// expired, revoked, or its account is gone.
    pub async fn authenticate(
        &self,
        pool: &DbPool,
        keys: &JwtKeys,
        token: &str,
        now: DateTime<Utc>,
    ) -> ServiceResult<AuthUser> {
        if tokens::is_personal(token) {
            return self.personal(pool, token, now).await;
        }
        let claims = keys.verify(token, now)?;
        let user = self.user(pool, claims.user_id).await?;
        if !user.live {
            return Err(gone());
        }
        if claims.generation != user.generation {
            return Err(ServiceError::InvalidToken(Message::new(
                "access-token-revoked",
            )));
        }
        Ok(AuthUser {
            id: claims.user_id,
            username: user.username,
            roles: user.roles,
            language: user.language,
            scopes: Scope::ALL.to_vec(),
            token: TokenKind::Session {
                expires_at: claims.expires_at,
            },
        })
    }

    async fn user(&self, pool: &DbPool, id: i64) -> ServiceResult<UserState> {
        if let Some(known) = self
            .users
            .lock()
            .ok()
            .and_then(|u| u.get(&id).and_then(Cached::fresh))
        {
            return Ok(known);
        }
        let mut conn = pool.get().await?;
        let row: Option<UserRow> = users::table
            .find(id)
            .select((
                users::token_generation,
                users::username,
                users::roles,
                users::deleted_at.is_null(),
                users::language,
            ))
            .first(&mut conn)
            .await
            .optional()?;
        let state = match row {
            Some((generation, username, roles, live, language)) => UserState {
                generation,
                username,
                roles: roles.into(),
                live,
                language,
            },
            None => return Err(gone()),
        };
        if let Ok(mut users) = self.users.lock() {
            users.insert(
                id,
                Cached {
                    value: state.clone(),
                    read_at: Instant::now(),
                },
            );
        }
        Ok(state)
    }

    async fn personal(
        &self,
        pool: &DbPool,
        token: &str,
        now: DateTime<Utc>,
    ) -> ServiceResult<AuthUser> {
        let hash = refresh::hash(token);
        let known = self
            .pats
            .lock()
            .ok()
            .and_then(|p| p.get(&hash).and_then(Cached::fresh));
        let pat = match known {
            Some(p) => p,
            None => {
                let pat = read_pat(pool, &hash, now).await?;
                if let Ok(mut pats) = self.pats.lock() {
                    pats.insert(
                        hash,
                        Cached {
                            value: pat.clone(),
                            read_at: Instant::now(),
                        },
                    );
                }
                pat
            }
        };
        if pat.revoked {
            return Err(ServiceError::InvalidToken(Message::new("token-revoked")));
        }
        if let Some(expiry) = pat.expires_at
            && expiry <= now
        {
            return Err(ServiceError::InvalidToken(Message::new("token-expired")));
        }
        let user = self.user(pool, pat.user_id).await?;
        if !user.live {
            return Err(gone());
        }
        Ok(AuthUser {
            id: pat.user_id,
            username: user.username,
            roles: user.roles,
            language: user.language,
            scopes: pat.scopes,
            token: TokenKind::Personal {
                id: pat.id,
                expires_at: pat.expires_at,
            },
        })
    }
}

/// A personal token's id, owner, scopes, expiry and whether it was revoked.
type PatRow = (i64, i64, Vec<String>, Option<DateTime<Utc>>, bool);

/// A personal token by its hash (and its use noted), or 401.
async fn read_pat(pool: &DbPool, hash: &[u8], now: DateTime<Utc>) -> ServiceResult<PatState> {
    let mut conn = pool.get().await?;
    let row: Option<PatRow> =
        diesel::update(personal_tokens::table.filter(personal_tokens::token_hash.eq(hash)))
            .set(personal_tokens::last_used_at.eq(now))
            .returning((
                personal_tokens::id,
                personal_tokens::user_id,
                personal_tokens::scopes,
                personal_tokens::expires_at,
                personal_tokens::revoked_at.is_not_null(),
            ))
            .get_result(&mut conn)
            .await
            .optional()?;
    let (id, user_id, scopes, expires_at, revoked) =
        row.ok_or_else(|| ServiceError::InvalidToken(Message::new("token-unknown")))?;
    Ok(PatState {
        id,
        user_id,
        scopes: Scope::parse_stored(&scopes).map_err(ServiceError::internal)?,
        expires_at,
        revoked,
    })
}
