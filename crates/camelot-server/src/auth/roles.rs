//! Roles: every user is a player; organizers run tournaments; admins may do everything.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Player,
    Organizer,
    Admin,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Player => "player",
            Role::Organizer => "organizer",
            Role::Admin => "admin",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "player" => Some(Role::Player),
            "organizer" => Some(Role::Organizer),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }

    /// Roles as stored: always including `player`, sorted, without duplicates.
    pub fn normalise(roles: &[Role]) -> Vec<Role> {
        let mut v: Vec<Role> = roles.to_vec();
        v.push(Role::Player);
        v.sort();
        v.dedup();
        v
    }

    pub fn from_db(roles: &[String]) -> Vec<Role> {
        let mut v: Vec<Role> = roles.iter().filter_map(|r| Role::parse(r)).collect();
        v.sort();
        v.dedup();
        v
    }

    pub fn to_db(roles: &[Role]) -> Vec<String> {
        Role::normalise(roles)
            .into_iter()
            .map(|r| r.as_str().to_owned())
            .collect()
    }
}
