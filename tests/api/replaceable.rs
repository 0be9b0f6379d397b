//! The functions and triggers of db/replaceable.sql: put in place once, whoever starts first,
//! however many processes start at once; and the notification defaults the trigger applies are
//! the ones the API shows.

use std::collections::BTreeMap;

use camelot_server::db::replaceable;
use diesel::sql_types::{BigInt, Bool, Nullable, Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::Value;

use crate::support::{empty_database, spawn_app, spawn_app_on, start_server};

/// Every trigger of the service, with the table it is on.
const TRIGGERS: &[(&str, &str)] = &[
    ("events", "events_queue_deliveries"),
    ("games", "games_queue_move_list_on_end"),
    ("games", "games_queue_move_list_on_insert"),
    (
        "tournament_bye_requests",
        "tournament_bye_requests_delete_touches",
    ),
    (
        "tournament_bye_requests",
        "tournament_bye_requests_insert_touches",
    ),
    (
        "tournament_bye_requests",
        "tournament_bye_requests_update_touches",
    ),
    (
        "tournament_forbidden_pairs",
        "tournament_forbidden_pairs_delete_touches",
    ),
    (
        "tournament_forbidden_pairs",
        "tournament_forbidden_pairs_insert_touches",
    ),
    (
        "tournament_forbidden_pairs",
        "tournament_forbidden_pairs_update_touches",
    ),
    ("tournament_pairings", "tournament_pairings_delete_touches"),
    ("tournament_pairings", "tournament_pairings_insert_touches"),
    ("tournament_pairings", "tournament_pairings_update_touches"),
    ("tournament_players", "tournament_players_delete_touches"),
    ("tournament_players", "tournament_players_insert_touches"),
    ("tournament_players", "tournament_players_update_touches"),
    ("tournament_rounds", "tournament_rounds_delete_touches"),
    ("tournament_rounds", "tournament_rounds_insert_touches"),
    ("tournament_rounds", "tournament_rounds_update_touches"),
];

#[derive(diesel::QueryableByName, Debug, PartialEq)]
struct Row {
    #[diesel(sql_type = Text)]
    a: String,
    #[diesel(sql_type = Text)]
    b: String,
}

async fn rows(conn: &mut AsyncPgConnection, sql: &str) -> Vec<(String, String)> {
    diesel::sql_query(sql)
        .load::<Row>(conn)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .into_iter()
        .map(|r| (r.a, r.b))
        .collect()
}

/// Checks that the database holds each function and trigger exactly once, as the file defines
/// them, and the binary's fingerprint.
async fn assert_one_definition_each(url: &str) {
    let mut conn = AsyncPgConnection::establish(url).await.unwrap();
    let functions = rows(
        &mut conn,
        "SELECT n.nspname AS a, p.proname AS b FROM pg_proc p \
         JOIN pg_namespace n ON n.oid = p.pronamespace \
         WHERE n.nspname IN ('public', 'r') ORDER BY 1, 2",
    )
    .await;
    let expected: Vec<(String, String)> = [
        // Kept by migration 000023 for processes of the previous version only.
        ("public", "write_moves"),
        ("r", "queue_deliveries"),
        ("r", "queue_move_list"),
        ("r", "tournament_touched"),
        ("r", "write_moves"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(functions, expected);

    let triggers = rows(
        &mut conn,
        "SELECT c.relname AS a, t.tgname || ' ' || fn.nspname || '.' || f.proname AS b \
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid \
         JOIN pg_proc f ON f.oid = t.tgfoid JOIN pg_namespace fn ON fn.oid = f.pronamespace \
         WHERE NOT t.tgisinternal ORDER BY 1, 2",
    )
    .await;
    let function_of = |name: &str| {
        if name.starts_with("tournament_") {
            "r.tournament_touched"
        } else if name.starts_with("games_") {
            "r.queue_move_list"
        } else {
            "r.queue_deliveries"
        }
    };
    let expected: Vec<(String, String)> = TRIGGERS
        .iter()
        .map(|(table, name)| (table.to_string(), format!("{name} {}", function_of(name))))
        .collect();
    assert_eq!(triggers, expected);

    #[derive(diesel::QueryableByName)]
    struct Comment {
        #[diesel(sql_type = Nullable<Text>)]
        comment: Option<String>,
    }
    let c: Comment =
        diesel::sql_query("SELECT obj_description('r'::regnamespace, 'pg_namespace') AS comment")
            .get_result(&mut conn)
            .await
            .unwrap();
    assert_eq!(c.comment, Some(replaceable::fingerprint()));
}

/// Two processes starting at once on an empty database both become ready (they take turns
/// migrating), and the database then holds one definition of each function and trigger; a third
/// start changes nothing, and a start after the schema went stale puts it back whole. Moves are
/// written by `r.write_moves` throughout.
#[tokio::test]
async fn processes_starting_at_once_leave_one_definition_of_each_function_and_trigger() {
    let url = empty_database().await;
    let (first, second) = tokio::join!(start_server(&url, false), start_server(&url, false));
    assert_one_definition_each(&url).await;

    // A start with the schema current leaves it as it is (the same objects, not new ones).
    let mut conn = AsyncPgConnection::establish(&url).await.unwrap();
    #[derive(diesel::QueryableByName)]
    struct Oid {
        #[diesel(sql_type = BigInt)]
        oid: i64,
    }
    let oid = "SELECT oid::BIGINT AS oid FROM pg_proc WHERE proname = 'write_moves' \
               AND pronamespace = 'r'::regnamespace";
    let before: Oid = diesel::sql_query(oid).get_result(&mut conn).await.unwrap();
    let app = spawn_app_on(&url, |_| {}).await;
    let after: Oid = diesel::sql_query(oid).get_result(&mut conn).await.unwrap();
    assert_eq!(before.oid, after.oid);
    assert_one_definition_each(&url).await;
    let w = app.player("repl_w").await;
    let b = app.player("repl_b").await;
    let game = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(game, &w, "D6-F8", 0).await.status(), 201);

    // A schema that is not what this binary writes (an edited file, or a trigger lost) is
    // replaced whole at the next start.
    for sql in [
        "DROP TRIGGER events_queue_deliveries ON events",
        "COMMENT ON SCHEMA r IS 'older'",
    ] {
        diesel::sql_query(sql).execute(&mut conn).await.unwrap();
    }
    drop((first, second));
    let again = spawn_app_on(&url, |_| {}).await;
    let after: Oid = diesel::sql_query(oid).get_result(&mut conn).await.unwrap();
    assert_ne!(before.oid, after.oid);
    assert_one_definition_each(&url).await;
    assert_eq!(again.play(game, &b, "H11-F9", 1).await.status(), 201);
    assert_eq!(again.game(game).await["ply"], 2);

    // A process that lacks a migration the database has (the previous version, during an
    // upgrade) leaves the schema to the newer one.
    for sql in [
        "INSERT INTO __diesel_schema_migrations (version) VALUES ('99991231000001')",
        "COMMENT ON SCHEMA r IS 'newer'",
    ] {
        diesel::sql_query(sql).execute(&mut conn).await.unwrap();
    }
    let _older = spawn_app_on(&url, |_| {}).await;
    let still: Oid = diesel::sql_query(oid).get_result(&mut conn).await.unwrap();
    assert_eq!(still.oid, after.oid);
    #[derive(diesel::QueryableByName)]
    struct Comment {
        #[diesel(sql_type = Nullable<Text>)]
        comment: Option<String>,
    }
    let c: Comment =
        diesel::sql_query("SELECT obj_description('r'::regnamespace, 'pg_namespace') AS comment")
            .get_result(&mut conn)
            .await
            .unwrap();
    assert_eq!(c.comment.as_deref(), Some("newer"));
}

/// The defaults of `GET /api/v1/me/notifications` are the ones the delivery trigger applies:
/// an event of each kind, for a user with a verified address and a webhook subscribed to every
/// kind, is queued on exactly the channels the API says are on by default.
#[tokio::test]
async fn the_delivery_trigger_applies_the_defaults_the_api_shows() {
    let app = spawn_app().await;
    let who = app.player("defaults").await;
    let prefs: BTreeMap<String, Value> = app
        .get("/api/v1/me/notifications", Some(&who.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(prefs.len(), 15, "{prefs:?}");
    let on = |channel: &str| -> Vec<String> {
        prefs
            .iter()
            .filter(|(_, c)| c[channel] == Value::Bool(true))
            .map(|(k, _)| k.clone())
            .collect()
    };

    let mut conn = AsyncPgConnection::establish(&app.database_url)
        .await
        .unwrap();
    // The copy the trigger reads is the API's, row for row.
    #[derive(diesel::QueryableByName)]
    struct Default {
        #[diesel(sql_type = Text)]
        kind: String,
        #[diesel(sql_type = Bool)]
        email: bool,
        #[diesel(sql_type = Bool)]
        webhook: bool,
    }
    let copy: Vec<Default> =
        diesel::sql_query("SELECT kind, email, webhook FROM r.notification_defaults ORDER BY kind")
            .load(&mut conn)
            .await
            .unwrap();
    let copy: BTreeMap<String, Value> = copy
        .into_iter()
        .map(|d| {
            (
                d.kind,
                serde_json::json!({"email": d.email, "webhook": d.webhook}),
            )
        })
        .collect();
    assert_eq!(copy, prefs);

    // And the trigger applies it.
    let kinds: Vec<String> = prefs.keys().cloned().collect();
    diesel::sql_query(
        "UPDATE users SET email = 'defaults@example.com', email_verified_at = now() \
         WHERE username = 'defaults'",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    diesel::sql_query(
        "INSERT INTO webhooks (user_id, url, secret, events, created_at) \
         SELECT id, 'https://127.0.0.1:9/hook', '\\x00', $1, now() FROM users \
         WHERE username = 'defaults'",
    )
    .bind::<diesel::sql_types::Array<Text>, _>(&kinds)
    .execute(&mut conn)
    .await
    .unwrap();
    diesel::sql_query(
        "INSERT INTO events (user_id, kind, data, created_at) \
         SELECT u.id, k, '{}', now() FROM users u, unnest($1::TEXT[]) AS k \
         WHERE u.username = 'defaults'",
    )
    .bind::<diesel::sql_types::Array<Text>, _>(&kinds)
    .execute(&mut conn)
    .await
    .unwrap();
    let queued = rows(
        &mut conn,
        "SELECT d.channel AS a, d.kind AS b FROM deliveries d JOIN users u ON u.id = d.user_id \
         WHERE u.username = 'defaults' ORDER BY 1, 2",
    )
    .await;
    let expected: Vec<(String, String)> = on("email")
        .into_iter()
        .map(|k| ("email".to_owned(), k))
        .chain(on("webhook").into_iter().map(|k| ("webhook".to_owned(), k)))
        .collect();
    assert_eq!(queued, expected);
    assert_eq!(
        on("email"),
        vec!["deadline_warning".to_owned(), "opponent_moved".to_owned()]
    );
}
