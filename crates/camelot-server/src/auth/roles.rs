//! Roles: every user is a player; organizers run tournaments; admins may do everything.
//!
//! Roles are stored in `users.roles` as a `TEXT[]` of these spellings (a constraint,
//! `users_roles_known`, admits no other), parsed into [`Role`]s when a row is read, so that the
//! services match on the enum and never on strings.

use diesel::deserialize::{FromSql, FromSqlRow};
use diesel::pg::Pg;
use diesel::sql_types::{Array, Text};

use crate::domain::text_enum;

// No doc comment on purpose: it would become the schema's description in the OpenAPI document.
text_enum! {
    pub enum Role {
        Player = "player",
        Organizer = "organizer",
        Admin = "admin",
    }
}

impl Role {
    /// Roles as stored: always including `player`, sorted, without duplicates.
    pub fn normalise(roles: &[Role]) -> Vec<Role> {
        let mut v: Vec<Role> = roles.to_vec();
        v.push(Role::Player);
        v.sort();
        v.dedup();
        v
    }
}

/// `users.roles` as read: parsed, sorted and without duplicates. Every write stores
/// [`Role::normalise`]d roles, but an array edited by hand (in `psql`) is shown in the same order
/// as any other; `player` is not added, so what is shown is what is stored.
///
/// Used as `#[diesel(deserialize_as = StoredRoles)]` on `Vec<Role>` fields and in tuples.
#[derive(Debug, Clone, PartialEq, Eq, FromSqlRow)]
pub struct StoredRoles(pub Vec<Role>);

impl FromSql<Array<Text>, Pg> for StoredRoles {
    fn from_sql(
        bytes: <Pg as diesel::backend::Backend>::RawValue<'_>,
    ) -> diesel::deserialize::Result<Self> {
        let mut roles = <Vec<Role> as FromSql<Array<Text>, Pg>>::from_sql(bytes)?;
        roles.sort();
        roles.dedup();
        Ok(StoredRoles(roles))
    }
}

impl From<StoredRoles> for Vec<Role> {
    fn from(stored: StoredRoles) -> Vec<Role> {
        stored.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spellings are those of the `users_roles_known` constraint, both ways.
    #[test]
    fn roles_round_trip_their_stored_spellings() {
        for (role, text) in [
            (Role::Player, "player"),
            (Role::Organizer, "organizer"),
            (Role::Admin, "admin"),
        ] {
            assert_eq!(role.as_str(), text);
            assert_eq!(role.to_string(), text);
            assert_eq!(Role::parse(text), Some(role));
            assert_eq!(
                serde_json::to_value(role).unwrap_or_default(),
                serde_json::json!(text)
            );
        }
        assert_eq!(Role::ALL.len(), 3);
        assert_eq!(Role::parse("Admin"), None);
        assert_eq!(Role::parse("king"), None);
    }

    #[test]
    fn normalised_roles_always_hold_player_in_order() {
        assert_eq!(
            Role::normalise(&[Role::Admin, Role::Admin]),
            vec![Role::Player, Role::Admin]
        );
        assert_eq!(Role::normalise(&[]), vec![Role::Player]);
    }
}
