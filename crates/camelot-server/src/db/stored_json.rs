//! A `jsonb` column read as the JSON text PostgreSQL sends, not as a `serde_json::Value`.
//!
//! The event log hands each event's `data` straight back to its reader (a page of 100 events,
//! a live stream). Building a `Value` tree for each one (an allocation per member) only to
//! write it out again is wasted work on the log's busiest reads; the text PostgreSQL already
//! sends is checked once and written out as it is.

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::sql_types::Jsonb;
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

/// The JSON text of a `jsonb` value, as PostgreSQL wrote it.
#[derive(Debug, Clone, FromSqlRow)]
pub struct StoredJson(Box<RawValue>);

impl FromSql<Jsonb, Pg> for StoredJson {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        // The binary `jsonb` format: a version byte (1), then the JSON text.
        match value.as_bytes().split_first() {
            Some((1, text)) => {
                let text = std::str::from_utf8(text)?;
                Ok(StoredJson(RawValue::from_string(text.to_owned())?))
            }
            Some((version, _)) => Err(format!("unsupported jsonb format version {version}").into()),
            None => Err("an empty jsonb value".into()),
        }
    }
}

impl Serialize for StoredJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn is_written_out_as_read() {
        let raw = RawValue::from_string(r#"{"game_id": 7, "by": "ann"}"#.to_owned())
            .map(StoredJson)
            .map_err(|e| e.to_string());
        let json = raw.and_then(|r| serde_json::to_string(&r).map_err(|e| e.to_string()));
        assert_eq!(json.as_deref(), Ok(r#"{"game_id": 7, "by": "ann"}"#));
    }
}
