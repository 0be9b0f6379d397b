//! A side in a `TEXT` column. The server's one side type is the rules crate's
//! [`Side`](camelot_rules::Side), which knows nothing of databases; this wrapper reads a
//! nullable column holding [`Side::as_str`] (`white`, `black`) as an `Option<Side>`, for
//! `#[diesel(deserialize_as = StoredSide)]`. Writers store `side.as_str()`.

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::sql_types::{Nullable, Text};

use crate::domain::Side;

/// An `Option<Side>` read from a nullable `TEXT` column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, FromSqlRow)]
pub struct StoredSide(pub Option<Side>);

impl FromSql<Nullable<Text>, Pg> for StoredSide {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        let text = <String as FromSql<Text, Pg>>::from_sql(value)?;
        Side::parse(&text)
            .map(|side| StoredSide(Some(side)))
            .ok_or_else(|| format!("the database holds an unknown side {text:?}").into())
    }

    fn from_nullable_sql(value: Option<PgValue<'_>>) -> deserialize::Result<Self> {
        match value {
            Some(value) => Self::from_sql(value),
            None => Ok(StoredSide(None)),
        }
    }
}

impl From<StoredSide> for Option<Side> {
    fn from(stored: StoredSide) -> Option<Side> {
        stored.0
    }
}
