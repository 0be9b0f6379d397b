//! The language headers in the OpenAPI document: every operation reads `Accept-Language` and
//! every answer says `Content-Language` (see `crate::http::language`, which applies them to
//! every request in one place, so they are documented here in one place too).

use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
use utoipa::openapi::{ObjectBuilder, Ref, RefOr, Required, Type};

/// Adds the `Accept-Language` parameter and the `Content-Language` header to every operation.
pub fn document(doc: &mut utoipa::openapi::OpenApi) {
    // The long explanation lives once, in a schema every operation refers to.
    let components = doc.components.get_or_insert_with(Default::default);
    components.schemas.insert(
        "AcceptLanguage".to_owned(),
        RefOr::T(
            ObjectBuilder::new()
                .schema_type(Type::String)
                // No pattern: a preference the server cannot use is ignored, never refused,
                // so no value of it makes a request invalid.
                .description(Some(
                    "The languages you read, as browsers send them (`sl, en;q=0.5`). Problem \
                     answers (`title`, and `detail` for the common problems) are written in the \
                     best of `en`, `id`, `jv`, `sl`, `eu`, `sw`; a signed-in caller's saved \
                     `language` (`PATCH /api/v1/me`) wins. English when none matches; a value that \
                     cannot be read is ignored.",
                ))
                .examples([serde_json::json!("sl, en;q=0.5")])
                .into(),
        ),
    );
    let accept = ParameterBuilder::new()
        .name("Accept-Language")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .schema(Some(Ref::from_schema_name("AcceptLanguage")))
        .build();
    let content = HeaderBuilder::new()
        .schema(Some(Ref::from_schema_name("Language")))
        .description(Some("The language of the answer's text.".to_owned()))
        .build();
    for item in doc.paths.paths.values_mut() {
        for op in [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ]
        .into_iter()
        .flatten()
        {
            op.parameters
                .get_or_insert_with(Vec::new)
                .push(RefOr::T(accept.clone()));
            for response in op.responses.responses.values_mut() {
                if let RefOr::T(response) = response {
                    response
                        .headers
                        .insert("Content-Language".to_owned(), RefOr::T(content.clone()));
                }
            }
        }
    }
}
