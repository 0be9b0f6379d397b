//! `/api/v1/me/tutorial`: which lessons of the hands-on tutorial the caller has finished.

use actix_web::{HttpResponse, delete, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::responses::{JsonBody, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::error::{ApiError, ApiResult};
use crate::http::extract::Json;
use crate::i18n::Message;
use crate::service::error::ServiceError;
use crate::service::tutorial::{self, Progress};
use crate::state::AppState;

/// A finished lesson.
#[derive(Debug, Serialize, ToSchema)]
pub struct FinishedLesson {
    /// The lesson's id (as in the web client's `/learn/tutorial`).
    #[schema(example = "first-move")]
    pub lesson: String,
    pub done_at: DateTime<Utc>,
}

/// The caller's progress through the tutorial.
#[derive(Debug, Serialize, ToSchema)]
pub struct TutorialView {
    /// Every lesson of the tutorial, in order.
    pub lessons: Vec<String>,
    /// The lessons finished, in the tutorial's order.
    pub done: Vec<FinishedLesson>,
    /// Whether every lesson is finished.
    pub complete: bool,
}

impl From<Progress> for TutorialView {
    fn from(p: Progress) -> TutorialView {
        TutorialView {
            lessons: tutorial::lessons().to_vec(),
            complete: p.complete(),
            done: p
                .done
                .into_iter()
                .map(|(lesson, done_at)| FinishedLesson { lesson, done_at })
                .collect(),
        }
    }
}

/// A lesson's id: one of the tutorial's, listed in the document.
pub struct LessonId;

// Written out: the ids come from the tutorial itself (`web/learn/lessons.json`), so that the
// document names exactly the lessons the server accepts.
impl utoipa::__dev::ComposeSchema for LessonId {
    fn compose(
        _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
    ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(tutorial::lessons().iter().map(String::as_str)))
            .description(Some("A lesson of the tutorial"))
            .into()
    }
}

impl utoipa::ToSchema for LessonId {}

/// Lessons to mark as finished.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FinishLessons {
    /// Lesson ids (one to 100); a lesson already finished keeps its first time.
    #[schema(value_type = Vec<LessonId>, min_items = 1, max_items = 100, example = json!(["first-move"]))]
    pub done: Vec<String>,
}

/// My progress through the tutorial.
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:read"])),
    responses(
        (status = 200, body = TutorialView),
        Unauthorized,
    )
)]
#[get("/me/tutorial")]
pub async fn get_tutorial(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let progress = tutorial::progress(&mut conn, user.id)
        .await
        .map_err(ServiceError::from)?;
    Ok(HttpResponse::Ok().json(TutorialView::from(progress)))
}

/// Mark lessons as finished (the web client sends each lesson as it is solved, and on signing
/// in the lessons solved before, kept in the browser).
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:write"])),
    request_body = FinishLessons,
    responses(
        (status = 200, body = TutorialView),
        Unauthorized,
        JsonBody,
    )
)]
#[post("/me/tutorial")]
pub async fn finish_lessons(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<FinishLessons>,
) -> ApiResult<HttpResponse> {
    let lessons = body.into_inner().done;
    if lessons.is_empty() || lessons.len() > 100 {
        return Err(ApiError::invalid_field_msg(
            "done",
            Message::new("lessons-count").arg("max", 100),
        ));
    }
    let mut conn = state.pool.get().await?;
    let progress = tutorial::finish(&mut conn, user.id, &lessons, state.clock.now())
        .await
        .map_err(ServiceError::from)?;
    Ok(HttpResponse::Ok().json(TutorialView::from(progress)))
}

/// Forget my progress, to take the tutorial again from the start.
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:write"])),
    responses(
        (status = 200, body = TutorialView),
        Unauthorized,
    )
)]
#[delete("/me/tutorial")]
pub async fn reset_tutorial(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let progress = tutorial::reset(&mut conn, user.id)
        .await
        .map_err(ServiceError::from)?;
    Ok(HttpResponse::Ok().json(TutorialView::from(progress)))
}
