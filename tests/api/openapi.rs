//! The committed OpenAPI document matches what the code generates, and the server serves it.
//! Regenerate with: cargo run -q -p camelot-server -- openapi > openapi/openapi.json

use crate::support::spawn_app;

const COMMITTED: &str = include_str!("../../openapi/openapi.json");

fn generated() -> serde_json::Value {
    serde_json::to_value(camelot_server::api::openapi()).unwrap()
}

#[test]
fn committed_openapi_matches_the_code() {
    let committed: serde_json::Value =
        serde_json::from_str(COMMITTED).expect("openapi/openapi.json is JSON");
    assert!(
        committed == generated(),
        "openapi/openapi.json is out of date; regenerate it with: cargo run -q -p camelot-server -- openapi > openapi/openapi.json"
    );
}

#[test]
fn every_operation_documents_its_errors_and_security() {
    let doc = generated();
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(
        doc["components"]["securitySchemes"]["bearer"]["scheme"],
        "bearer"
    );
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let responses = op["responses"].as_object().unwrap();
            assert!(
                !responses.is_empty(),
                "{method} {path} documents no response"
            );
            for (code, r) in responses {
                if code.starts_with('4') || code.starts_with('5') {
                    assert!(
                        r["content"]["application/problem+json"].is_object(),
                        "{method} {path} {code} is not documented as problem+json"
                    );
                }
            }
        }
    }
}

#[tokio::test]
async fn served_document_is_the_generated_one() {
    let app = spawn_app().await;
    let served: serde_json::Value = app
        .get("/api/v1/openapi.json", None)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(served, generated());
}
