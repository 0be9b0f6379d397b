//! Cursor (keyset) pagination, the same for every list endpoint.
//!
//! A list endpoint takes `?limit=&cursor=`, fetches `limit + 1` rows ordered by its key, and
//! answers `{items, next_cursor}` plus a `Link: <…>; rel="next"` header. The cursor is the
//! opaque base64url encoding of the last item's sort key, so pages stay stable while rows are
//! inserted (no offsets).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ProblemKind};
use crate::i18n::Message;

pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 100;

/// `?limit=&cursor=` of a list request.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// Items per page, 1–100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// The `next_cursor` of the previous page.
    pub cursor: Option<String>,
}

impl PageParams {
    /// The page size, validated.
    pub fn limit(&self) -> Result<u32, ApiError> {
        match self.limit {
            None => Ok(DEFAULT_LIMIT),
            Some(n) if (1..=MAX_LIMIT).contains(&n) => Ok(n),
            Some(n) => Err(ApiError::msg(
                ProblemKind::InvalidParameter,
                Message::new("page-limit-range")
                    .arg("max", MAX_LIMIT)
                    .arg("got", n),
            )),
        }
    }

    /// The key after which this page starts, decoded from the cursor.
    pub fn after<K: DeserializeOwned>(&self) -> Result<Option<K>, ApiError> {
        let Some(cursor) = self.cursor.as_deref().filter(|c| !c.is_empty()) else {
            return Ok(None);
        };
        let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| bad_cursor())?;
        serde_json::from_slice(&bytes)
            .map(Some)
            .map_err(|_| bad_cursor())
    }
}

/// The 400 for a cursor this endpoint did not issue.
pub fn bad_cursor() -> ApiError {
    ApiError::msg(ProblemKind::InvalidCursor, Message::new("cursor-not-ours"))
}

/// Encodes a sort key as an opaque cursor.
pub fn encode_cursor<K: Serialize>(key: &K) -> String {
    URL_SAFE_NO_PAD.encode(serde_json::to_vec(key).unwrap_or_default())
}

/// One page of a list.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub items: Vec<T>,
    /// Pass as `cursor` to get the next page; null on the last page.
    pub next_cursor: Option<String>,
}

impl<T> Page<T> {
    /// Builds a page from `limit + 1` fetched rows: the extra row only tells that more exist.
    pub fn from_rows<K: Serialize>(mut rows: Vec<T>, limit: u32, key: impl Fn(&T) -> K) -> Self {
        let more = rows.len() > limit as usize;
        rows.truncate(limit as usize);
        let next_cursor = if more {
            rows.last().map(|last| encode_cursor(&key(last)))
        } else {
            None
        };
        Page {
            items: rows,
            next_cursor,
        }
    }

    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            next_cursor: self.next_cursor,
        }
    }
}

impl<T: Serialize> Page<T> {
    /// The 200 response with the `Link: rel="next"` header when there is a next page.
    pub fn respond(self, req: &HttpRequest) -> HttpResponse {
        let mut res = HttpResponse::Ok();
        if let Some(cursor) = &self.next_cursor {
            res.insert_header(link_header(req, cursor));
        }
        res.json(self)
    }
}

/// The `Link: <…>; rel="next"` header, for a page whose body is not a plain [`Page`].
pub fn link_header(req: &HttpRequest, cursor: &str) -> (header::HeaderName, String) {
    (
        header::LINK,
        format!("<{}>; rel=\"next\"", next_link(req, cursor)),
    )
}

/// The request's own URI with `cursor` replaced by the given one.
fn next_link(req: &HttpRequest, cursor: &str) -> String {
    let mut pairs: Vec<String> = req
        .query_string()
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("cursor="))
        .map(str::to_owned)
        .collect();
    pairs.push(format!("cursor={cursor}"));
    format!("{}?{}", req.path(), pairs.join("&"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursor_round_trip_and_rejection() {
        let p = PageParams {
            limit: None,
            cursor: Some(encode_cursor(&(42_i64, "x"))),
        };
        assert_eq!(
            p.after::<(i64, String)>().unwrap(),
            Some((42, "x".to_owned()))
        );
        let bad = PageParams {
            limit: None,
            cursor: Some("!!".into()),
        };
        assert!(bad.after::<i64>().is_err());
        assert!(
            PageParams {
                limit: Some(0),
                cursor: None
            }
            .limit()
            .is_err()
        );
        assert!(
            PageParams {
                limit: Some(101),
                cursor: None
            }
            .limit()
            .is_err()
        );
    }

    #[test]
    fn page_from_rows() {
        let page = Page::from_rows(vec![1, 2, 3], 2, |x| *x);
        assert_eq!(page.items, vec![1, 2]);
        assert_eq!(page.next_cursor, Some(encode_cursor(&2)));
        let last = Page::from_rows(vec![1, 2], 2, |x| *x);
        assert_eq!(last.next_cursor, None);
    }

    #[test]
    fn link_replaces_cursor() {
        let req = actix_web::test::TestRequest::get()
            .uri("/x?limit=2&cursor=old")
            .to_http_request();
        assert_eq!(next_link(&req, "new"), "/x?limit=2&cursor=new");
    }
}
