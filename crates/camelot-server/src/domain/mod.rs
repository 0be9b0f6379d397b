//! The service's own vocabulary: closed sets (statuses, results, kinds) and the rules of time,
//! as plain values. Nothing here touches the network, the database or the clock; services and
//! handlers parse text into these types once, at the edge, and work with them inside.
//!
//! A closed set is declared with [`text_enum!`]: one spelling per variant, used alike on the
//! wire (serde), in the OpenAPI document (an `enum` of strings) and in PostgreSQL (a `text`
//! column). PostgreSQL enum types would make every new variant a schema migration with an
//! `ALTER TYPE`, and the derive crates for them map only to such types, hence the macro.

pub mod challenge;
pub mod delivery;
pub mod game;
pub mod language;
pub mod time_control;
pub mod tournament;
pub mod username;
pub mod variant;

pub use camelot_rules::Side;
pub use challenge::{ChallengeStatus, ColorChoice};
pub use delivery::{DeliveryChannel, DeliveryStatus};
pub use game::{GameResult, GameStatus, Termination};
pub use language::Language;
pub use time_control::TimeControl;
pub use tournament::{
    AuditAction, BoardResult, ByeKind, PairingKind, Schedule, Scoring, TournamentStatus,
    TournamentSystem,
};
pub use username::{BOT_PREFIX, Username, UsernameError};
pub use variant::VariantName;

/// Declares a closed set stored as text; see the module documentation.
macro_rules! text_enum {
    (
        $(#[doc = $doc:literal])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:tt, )+
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
            diesel::expression::AsExpression, diesel::deserialize::FromSqlRow,
        )]
        #[diesel(sql_type = diesel::sql_types::Text)]
        $vis enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The spelling on the wire and in the database.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text,)+ }
            }

            /// The variant spelled `text` exactly.
            pub fn parse(text: &str) -> Option<Self> {
                match text { $($text => Some($name::$variant),)+ _ => None }
            }

            /// Spellings read back from the database, where constraints admit only known ones:
            /// an unknown spelling is reported (naming it), never skipped.
            pub fn parse_stored(stored: &[String]) -> Result<Vec<Self>, String> {
                stored
                    .iter()
                    .map(|s| {
                        Self::parse(s).ok_or_else(|| {
                            format!("unknown {} stored: {s:?}", stringify!($name))
                        })
                    })
                    .collect()
            }

            /// The accepted spellings, for error messages: `"a", "b" or "c"`.
            pub fn expected() -> String {
                $crate::domain::one_of(&[$($text,)+])
            }

            /// The accepted spellings as a clause of a message, [`Self::expected`] in English.
            pub fn choices() -> $crate::i18n::message::Message {
                $crate::domain::choices(&[$($text,)+])
            }
        }

        // Written out rather than derived: the derive does not see `serde(rename)` values that
        // come through a macro, and would document the Rust names instead of the spellings.
        impl utoipa::__dev::ComposeSchema for $name {
            fn compose(
                _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
            ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                let doc: Vec<&str> = vec![$($doc.trim(),)*];
                let description = Some(doc.join("\n")).filter(|d| !d.is_empty());
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .enum_values(Some([$($text,)+]))
                    .description(description)
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl diesel::serialize::ToSql<diesel::sql_types::Text, diesel::pg::Pg> for $name {
            fn to_sql<'b>(
                &'b self,
                out: &mut diesel::serialize::Output<'b, '_, diesel::pg::Pg>,
            ) -> diesel::serialize::Result {
                <str as diesel::serialize::ToSql<diesel::sql_types::Text, diesel::pg::Pg>>::to_sql(
                    self.as_str(),
                    &mut out.reborrow(),
                )
            }
        }

        impl diesel::deserialize::FromSql<diesel::sql_types::Text, diesel::pg::Pg> for $name {
            fn from_sql(
                bytes: <diesel::pg::Pg as diesel::backend::Backend>::RawValue<'_>,
            ) -> diesel::deserialize::Result<Self> {
                let text = <String as diesel::deserialize::FromSql<
                    diesel::sql_types::Text,
                    diesel::pg::Pg,
                >>::from_sql(bytes)?;
                $name::parse(&text).ok_or_else(|| {
                    format!(concat!("the database holds an unknown ", stringify!($name), " {:?}"), text)
                        .into()
                })
            }
        }
    };
}
pub(crate) use text_enum;

/// `"a", "b" or "c"`: the list of accepted spellings in an error message.
pub fn one_of(options: &[&str]) -> String {
    let quoted: Vec<String> = options.iter().map(|o| format!("\"{o}\"")).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// [`one_of`] as a message, so that the word joining the last two is the reader's.
pub fn choices(options: &[&str]) -> crate::i18n::message::Message {
    use crate::i18n::message::Message;
    let quoted: Vec<String> = options.iter().map(|o| format!("\"{o}\"")).collect();
    match quoted.as_slice() {
        [init @ .., last] if !init.is_empty() => Message::new("choices-or")
            .arg("init", init.join(", "))
            .arg("last", last.as_str()),
        _ => Message::new("choices-one").arg("option", quoted.join("")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip_and_list() {
        for s in GameStatus::ALL {
            assert_eq!(GameStatus::parse(s.as_str()), Some(*s));
            assert_eq!(
                serde_json::to_value(s).unwrap_or_default(),
                serde_json::json!(s.as_str())
            );
        }
        assert_eq!(GameStatus::parse("Active"), None);
        assert_eq!(
            GameStatus::expected(),
            "\"active\", \"finished\" or \"aborted\""
        );
        assert_eq!(one_of(&["x"]), "\"x\"");
    }
}
