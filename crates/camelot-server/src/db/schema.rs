//! Diesel table definitions, kept in step with `migrations/` (every query runs against the
//! migrated schema in the API tests).

diesel::table! {
    users (id) {
        id -> Int8,
        username -> Text,
        password_hash -> Text,
        roles -> Array<Text>,
        created_at -> Timestamptz,
        password_changed_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    refresh_tokens (id) {
        id -> Int8,
        user_id -> Int8,
        family_id -> Uuid,
        token_hash -> Bytea,
        issued_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(refresh_tokens -> users (user_id));
diesel::allow_tables_to_appear_in_same_query!(users, refresh_tokens);
