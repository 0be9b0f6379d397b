//! Row types.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use super::schema::{refresh_tokens, users};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
pub struct User {
    pub id: i64,
    pub username: String,
    pub password_hash: String,
    pub roles: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub password_changed_at: DateTime<Utc>,
    pub deleted_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub username: &'a str,
    pub password_hash: &'a str,
    pub roles: Vec<String>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = refresh_tokens, check_for_backend(diesel::pg::Pg))]
pub struct RefreshToken {
    pub id: i64,
    pub user_id: i64,
    pub family_id: uuid::Uuid,
    pub token_hash: Vec<u8>,
    pub issued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = refresh_tokens)]
pub struct NewRefreshToken {
    pub user_id: i64,
    pub family_id: uuid::Uuid,
    pub token_hash: Vec<u8>,
    pub issued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}
