//! Personal access tokens for apps and bots: created with a name, scopes and an optional
//! lifetime; the token is shown once and stored hashed; revoking one bites on every replica at
//! once (the change is announced).

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use crate::auth::credentials;
use crate::auth::{Scope, tokens};
use crate::db::schema::personal_tokens;
use crate::error::Refusal;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// The most tokens a user may hold at once.
pub const MAX_TOKENS: i64 = 50;

/// A personal access token as listed (never its secret).
#[derive(Debug, Clone)]
pub struct TokenInfo {
    pub id: i64,
    pub name: String,
    pub scopes: Vec<Scope>,
    pub created_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub last_used_at: Option<DateTime<Utc>>,
}

type Row = (
    i64,
    String,
    Vec<String>,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
    Option<DateTime<Utc>>,
);

fn info((id, name, scopes, created_at, expires_at, last_used_at): Row) -> ServiceResult<TokenInfo> {
    Ok(TokenInfo {
        id,
        name,
        scopes: Scope::parse_stored(&scopes).map_err(ServiceError::internal)?,
        created_at,
        expires_at,
        last_used_at,
    })
}

/// Creates a token; returns it with its clear text (shown once).
pub async fn create(
    conn: &mut AsyncPgConnection,
    user: i64,
    name: &str,
    scopes: &[Scope],
    expires_in_days: Option<i64>,
    now: DateTime<Utc>,
) -> ServiceResult<(TokenInfo, String)> {
    let mut errors = Vec::new();
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        errors.push((
            "name",
            Refusal::msg(Message::new("length-range").arg("min", 1).arg("max", 100)),
        ));
    }
    if scopes.is_empty() {
        errors.push(("scopes", Refusal::msg(Message::new("scopes-empty"))));
    }
    if scopes.iter().any(|s| !s.grantable()) {
        errors.push(("scopes", Refusal::msg(Message::new("scope-not-grantable"))));
    }
    if expires_in_days.is_some_and(|d| !(1..=3650).contains(&d)) {
        errors.push((
            "expires_in_days",
            Refusal::msg(Message::new("between").arg("min", 1).arg("max", 3650)),
        ));
    }
    if !errors.is_empty() {
        return Err(ServiceError::refused_fields(errors));
    }
    let mut scopes: Vec<Scope> = scopes.to_vec();
    scopes.sort();
    scopes.dedup();
    let names: Vec<String> = scopes.iter().map(|s| s.as_str().to_owned()).collect();
    let expires_at = expires_in_days.map(|d| now + Duration::days(d));
    let (token, hash) = tokens::generate();
    let name = name.to_owned();
    let row: Row = conn
        .transaction::<_, ServiceError, _>(async move |conn| {
            let held: i64 = personal_tokens::table
                .filter(personal_tokens::user_id.eq(user))
                .filter(personal_tokens::revoked_at.is_null())
                .count()
                .get_result(conn)
                .await?;
            if held >= MAX_TOKENS {
                return Err(ServiceError::Conflict(
                    Message::new("tokens-full").arg("max", MAX_TOKENS),
                ));
            }
            Ok(diesel::insert_into(personal_tokens::table)
                .values((
                    personal_tokens::user_id.eq(user),
                    personal_tokens::name.eq(&name),
                    personal_tokens::token_hash.eq(&hash),
                    personal_tokens::scopes.eq(&names),
                    personal_tokens::created_at.eq(now),
                    personal_tokens::expires_at.eq(expires_at),
                ))
                .returning(selection())
                .get_result(conn)
                .await?)
        })
        .await?;
    Ok((info(row)?, token))
}

type Selection = (
    personal_tokens::id,
    personal_tokens::name,
    personal_tokens::scopes,
    personal_tokens::created_at,
    personal_tokens::expires_at,
    personal_tokens::last_used_at,
);

fn selection() -> Selection {
    (
        personal_tokens::id,
        personal_tokens::name,
        personal_tokens::scopes,
        personal_tokens::created_at,
        personal_tokens::expires_at,
        personal_tokens::last_used_at,
    )
}

/// The user's tokens that still work, newest first.
pub async fn list(
    conn: &mut AsyncPgConnection,
    user: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Vec<TokenInfo>> {
    let rows: Vec<Row> = personal_tokens::table
        .filter(personal_tokens::user_id.eq(user))
        .filter(personal_tokens::revoked_at.is_null())
        .filter(
            personal_tokens::expires_at
                .is_null()
                .or(personal_tokens::expires_at.gt(now)),
        )
        .order(personal_tokens::id.desc())
        .select(selection())
        .load(conn)
        .await?;
    rows.into_iter().map(info).collect()
}

/// Revokes one of the user's tokens.
pub async fn revoke(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let n = diesel::update(
            personal_tokens::table
                .filter(personal_tokens::id.eq(id))
                .filter(personal_tokens::user_id.eq(user))
                .filter(personal_tokens::revoked_at.is_null()),
        )
        .set(personal_tokens::revoked_at.eq(now))
        .execute(conn)
        .await?;
        if n == 0 {
            return Err(ServiceError::NotFound(
                Message::new("no-such-token").arg("token", id),
            ));
        }
        credentials::announce(conn, user).await
    })
    .await
}
