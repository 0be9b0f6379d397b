//! Accounts: who a user is and how they prove it.
//!
//! Split by job, so that each file can be read on its own:
//!
//! * [`names`]: text into usernames, with what a person is told (registration, lookups, CLI);
//! * [`lookup`]: finding users by name or id, and listing them;
//! * [`registration`]: creating accounts;
//! * [`login`]: trading a password or a refresh token for a pair of tokens;
//! * [`refresh`]: refresh-token families (rotation, reuse detection, logout, revoking all);
//! * [`passwords`]: checking and changing passwords;
//! * [`deletion`]: deleting an account (marked, never erased);
//! * [`profiles`]: what a profile shows, and the caller's own changes to it;
//! * [`roles`]: granting and taking away roles.
//!
//! Callers use the re-exports below (`accounts::login`, `accounts::get_by_username`...), so
//! that where a function lives inside this folder is this module's business only.

mod deletion;
mod login;
mod lookup;
mod names;
mod passwords;
mod profiles;
mod refresh;
mod registration;
mod roles;

pub use deletion::{delete_account, delete_user};
pub use login::{Issued, login, refresh};
pub use lookup::{
    ensure_account, find_by_username, get_by_id, get_by_username, list_key, list_users,
    no_such_user, username_of,
};
pub use names::{named, parse_new, refusal as name_refusal};
pub use passwords::{change_password, set_password};
pub use profiles::{Change, Profile, own_profile, profile_by_name, update};
pub use refresh::{
    IssuedRefresh, logout, revoke_all, rotate_refresh, sign_out_everywhere, start_refresh_family,
};
pub use registration::{Registration, create_user, register, validate_registration};
pub use roles::{set_roles, set_roles_of};
