//! The tutorial's progress of a signed-in player: which lessons they have finished, kept in the
//! database so that it follows them from one browser to another. The lessons are those of the
//! web client's `web/learn/lessons.json`, read once; a lesson id outside it is refused, so the
//! table never fills with names no page shows.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde::Deserialize;

use crate::db::schema::tutorial_progress;
use crate::i18n::Message;
use crate::service::error::ServiceError;

/// Why a progress request failed.
#[derive(Debug, thiserror::Error)]
pub enum TutorialError {
    /// The tutorial has no lesson of this id.
    #[error("there is no lesson {0:?} in the tutorial")]
    UnknownLesson(String),
    #[error(transparent)]
    Database(#[from] diesel::result::Error),
}

impl From<TutorialError> for ServiceError {
    fn from(e: TutorialError) -> ServiceError {
        match e {
            TutorialError::UnknownLesson(id) => ServiceError::invalid_field(
                "done",
                Message::new("no-such-lesson").arg("lesson", id.as_str()),
            ),
            TutorialError::Database(e) => e.into(),
        }
    }
}

#[derive(Deserialize)]
struct Lessons {
    tutorial: Vec<Lesson>,
}

#[derive(Deserialize)]
struct Lesson {
    id: String,
}

/// The tutorial's lesson ids, in order. The file is part of the build, and a test reads it
/// as well: an unreadable one would fail the suite long before it reached a server.
static LESSONS: LazyLock<Vec<String>> = LazyLock::new(|| {
    serde_json::from_str::<Lessons>(include_str!("../../web/learn/lessons.json"))
        .map(|l| l.tutorial.into_iter().map(|l| l.id).collect())
        .unwrap_or_default()
});

/// The tutorial's lesson ids, in order.
pub fn lessons() -> &'static [String] {
    &LESSONS
}

/// A player's progress: the lessons finished, in the tutorial's order, and when.
#[derive(Debug, Clone)]
pub struct Progress {
    pub done: Vec<(String, DateTime<Utc>)>,
}

impl Progress {
    /// Whether every lesson is finished.
    pub fn complete(&self) -> bool {
        self.done.len() == LESSONS.len()
    }
}

/// The lessons `user` has finished.
pub async fn progress(conn: &mut AsyncPgConnection, user: i64) -> Result<Progress, TutorialError> {
    let rows: Vec<(String, DateTime<Utc>)> = tutorial_progress::table
        .filter(tutorial_progress::user_id.eq(user))
        .select((tutorial_progress::lesson, tutorial_progress::done_at))
        .load(conn)
        .await?;
    // In the tutorial's order; a lesson since taken out of the tutorial is not shown.
    let done = LESSONS
        .iter()
        .filter_map(|id| rows.iter().find(|(l, _)| l == id).cloned())
        .collect();
    Ok(Progress { done })
}

/// Marks `lessons` finished for `user` (each once: the first time stays).
pub async fn finish(
    conn: &mut AsyncPgConnection,
    user: i64,
    lessons: &[String],
    now: DateTime<Utc>,
) -> Result<Progress, TutorialError> {
    if let Some(unknown) = lessons.iter().find(|l| !LESSONS.contains(l)) {
        return Err(TutorialError::UnknownLesson(unknown.clone()));
    }
    let rows: Vec<_> = lessons
        .iter()
        .map(|l| {
            (
                tutorial_progress::user_id.eq(user),
                tutorial_progress::lesson.eq(l),
                tutorial_progress::done_at.eq(now),
            )
        })
        .collect();
    diesel::insert_into(tutorial_progress::table)
        .values(rows)
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    progress(conn, user).await
}

/// Forgets `user`'s progress (to take the tutorial again from the start).
pub async fn reset(conn: &mut AsyncPgConnection, user: i64) -> Result<Progress, TutorialError> {
    diesel::delete(tutorial_progress::table.filter(tutorial_progress::user_id.eq(user)))
        .execute(conn)
        .await?;
    Ok(Progress { done: Vec::new() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lessons_are_read_from_the_web_client() {
        assert!(lessons().len() >= 20, "{} lessons", lessons().len());
        assert_eq!(lessons()[0], "first-move");
    }
}
