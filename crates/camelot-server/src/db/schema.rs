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
        rating_centi -> Int8,
        peak_rating_centi -> Int8,
        rated_games -> Int4,
        last_rated_at -> Nullable<Timestamptz>,
        token_generation -> Int4,
        email -> Nullable<Text>,
        email_verified_at -> Nullable<Timestamptz>,
        pending_email -> Nullable<Text>,
        email_token_hash -> Nullable<Bytea>,
        email_token_expires_at -> Nullable<Timestamptz>,
        calendar_token_hash -> Nullable<Bytea>,
        last_digest_at -> Nullable<Timestamptz>,
        bot_level -> Nullable<Int2>,
        language -> Nullable<Text>,
    }
}

diesel::table! {
    tutorial_progress (user_id, lesson) {
        user_id -> Int8,
        lesson -> Text,
        done_at -> Timestamptz,
    }
}

diesel::table! {
    bot_moves (game_id, ply) {
        game_id -> Int8,
        ply -> Int4,
        due_at -> Timestamptz,
        leased_until -> Nullable<Timestamptz>,
        attempts -> Int4,
    }
}

diesel::table! {
    game_analyses (game_id) {
        game_id -> Int8,
        status -> Text,
        requested_by -> Nullable<Int8>,
        requested_at -> Timestamptz,
        leased_until -> Nullable<Timestamptz>,
        finished_at -> Nullable<Timestamptz>,
        result -> Nullable<Jsonb>,
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

diesel::table! {
    games (id) {
        id -> Int8,
        white_id -> Int8,
        black_id -> Int8,
        white_rating_centi -> Int8,
        black_rating_centi -> Int8,
        rated -> Bool,
        days_per_move -> Nullable<Int2>,
        start_position -> Text,
        position -> Text,
        ply -> Int4,
        to_move_id -> Nullable<Int8>,
        status -> Text,
        result -> Nullable<Text>,
        termination -> Nullable<Text>,
        deadline -> Nullable<Timestamptz>,
        deadline_warned -> Bool,
        draw_offer_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        ended_at -> Nullable<Timestamptz>,
        tournament_id -> Nullable<Int8>,
        tournament_round -> Nullable<Int4>,
        /// Canonical paths of the newest moves (the plies after `chunked_plies`), oldest first;
        /// the earlier ones are in `move_chunks`.
        move_paths -> Array<Text>,
        /// When each of those moves was played.
        move_times -> Array<Timestamptz>,
        fischer_initial_days -> Nullable<Int2>,
        fischer_increment_days -> Nullable<Int2>,
        fischer_max_days -> Nullable<Int2>,
        turn_started_at -> Timestamptz,
        white_bank -> Int8,
        black_bank -> Int8,
        allow_leave -> Bool,
        has_conditionals -> Bool,
        conditional_plies -> Array<Int4>,
        /// Plies whose moves are in `move_chunks`.
        chunked_plies -> Int4,
        /// The variant of the Camelot family played (migration 000020).
        variant -> Text,
    }
}

diesel::table! {
    /// Earlier moves of games, a chunk at a time (migration 000010).
    move_chunks (game_id, first_ply) {
        game_id -> Int8,
        first_ply -> Int4,
        paths -> Array<Text>,
        times -> Array<Timestamptz>,
    }
}

diesel::table! {
    challenges (id) {
        id -> Int8,
        challenger_id -> Int8,
        opponent_id -> Nullable<Int8>,
        color -> Text,
        rated -> Bool,
        days_per_move -> Nullable<Int2>,
        min_rating -> Nullable<Int4>,
        max_rating -> Nullable<Int4>,
        status -> Text,
        decline_reason -> Nullable<Text>,
        game_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        answered_at -> Nullable<Timestamptz>,
        fischer_initial_days -> Nullable<Int2>,
        fischer_increment_days -> Nullable<Int2>,
        fischer_max_days -> Nullable<Int2>,
        variant -> Text,
    }
}

diesel::table! {
    rating_history (id) {
        id -> Int8,
        user_id -> Int8,
        game_id -> Int8,
        opponent_id -> Int8,
        score_centi -> Int4,
        expected_centi -> Int4,
        k -> Int4,
        before_centi -> Int8,
        after_centi -> Int8,
        created_at -> Timestamptz,
        /// The rating pool: the game's variant.
        variant -> Text,
    }
}

diesel::table! {
    /// Ratings in every pool but Camelot's (which stays in `users`), migration 000020.
    user_ratings (user_id, variant) {
        user_id -> Int8,
        variant -> Text,
        rating_centi -> Int8,
        peak_rating_centi -> Int8,
        rated_games -> Int4,
        last_rated_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    events (id) {
        id -> Int8,
        user_id -> Int8,
        kind -> Text,
        data -> Jsonb,
        created_at -> Timestamptz,
        inserted_at -> Timestamptz,
    }
}

diesel::table! {
    idempotency_keys (user_id, key) {
        user_id -> Int8,
        key -> Text,
        request_hash -> Bytea,
        status -> Int2,
        body -> Text,
        etag -> Nullable<Text>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    tournaments (id) {
        id -> Int8,
        name -> Text,
        organizer_id -> Int8,
        system -> Text,
        double_round_robin -> Bool,
        rounds -> Nullable<Int4>,
        days_per_move -> Nullable<Int2>,
        rated -> Bool,
        max_players -> Nullable<Int4>,
        starts_at -> Nullable<Timestamptz>,
        scoring -> Text,
        tiebreaks -> Array<Text>,
        round_deadline_days -> Nullable<Int4>,
        schedule -> Text,
        late_join_until_round -> Int4,
        status -> Text,
        current_round -> Int4,
        initial_colour -> Nullable<Text>,
        final_standings -> Nullable<Jsonb>,
        end_note -> Nullable<Text>,
        created_at -> Timestamptz,
        started_at -> Nullable<Timestamptz>,
        finished_at -> Nullable<Timestamptz>,
        fischer_initial_days -> Nullable<Int2>,
        fischer_increment_days -> Nullable<Int2>,
        fischer_max_days -> Nullable<Int2>,
        allow_leave -> Bool,
        /// Grows with every change to the tournament's players, rounds, pairings, byes or
        /// forbidden pairs (triggers of migration 000012).
        revision -> Int8,
        pairing_due -> Nullable<Int4>,
        pairing_leased_until -> Nullable<Timestamptz>,
        variant -> Text,
    }
}

diesel::table! {
    leaves (id) {
        id -> Int8,
        user_id -> Int8,
        started_at -> Timestamptz,
        until -> Timestamptz,
        days -> Int2,
    }
}

diesel::table! {
    conditional_moves (game_id) {
        game_id -> Int8,
        owner_id -> Int8,
        ply -> Int4,
        lines -> Jsonb,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    tournament_players (tournament_id, user_id) {
        tournament_id -> Int8,
        user_id -> Int8,
        pairing_number -> Nullable<Int4>,
        rating_centi -> Int8,
        joined_at -> Timestamptz,
        first_round -> Int4,
        withdrawn_at -> Nullable<Timestamptz>,
        withdrawn_after_round -> Nullable<Int4>,
        results_struck -> Bool,
    }
}

diesel::table! {
    tournament_rounds (tournament_id, number) {
        tournament_id -> Int8,
        number -> Int4,
        paired_at -> Timestamptz,
        deadline -> Nullable<Timestamptz>,
        completed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    tournament_pairings (id) {
        id -> Int8,
        tournament_id -> Int8,
        round -> Int4,
        board -> Int4,
        white_id -> Int8,
        black_id -> Nullable<Int8>,
        kind -> Text,
        game_id -> Nullable<Int8>,
        result -> Nullable<Text>,
    }
}

diesel::table! {
    tournament_bye_requests (tournament_id, user_id, round) {
        tournament_id -> Int8,
        user_id -> Int8,
        round -> Int4,
        kind -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    tournament_forbidden_pairs (tournament_id, first_id, second_id) {
        tournament_id -> Int8,
        first_id -> Int8,
        second_id -> Int8,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    tournament_audit (id) {
        id -> Int8,
        tournament_id -> Int8,
        actor_id -> Nullable<Int8>,
        action -> Text,
        data -> Jsonb,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    personal_tokens (id) {
        id -> Int8,
        user_id -> Int8,
        name -> Text,
        token_hash -> Bytea,
        scopes -> Array<Text>,
        created_at -> Timestamptz,
        expires_at -> Nullable<Timestamptz>,
        last_used_at -> Nullable<Timestamptz>,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    notification_preferences (user_id, kind) {
        user_id -> Int8,
        kind -> Text,
        email -> Bool,
        webhook -> Bool,
    }
}

diesel::table! {
    webhooks (id) {
        id -> Int8,
        user_id -> Int8,
        url -> Text,
        secret -> Bytea,
        events -> Array<Text>,
        created_at -> Timestamptz,
        failing_since -> Nullable<Timestamptz>,
        disabled_at -> Nullable<Timestamptz>,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    deliveries (id) {
        id -> Int8,
        user_id -> Int8,
        event_id -> Nullable<Int8>,
        kind -> Text,
        data -> Jsonb,
        channel -> Text,
        webhook_id -> Nullable<Int8>,
        status -> Text,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        leased_until -> Nullable<Timestamptz>,
        last_attempt_at -> Nullable<Timestamptz>,
        last_status_code -> Nullable<Int4>,
        last_error -> Nullable<Text>,
        created_at -> Timestamptz,
        delivered_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    delivery_attempts (id) {
        id -> Int8,
        delivery_id -> Int8,
        attempted_at -> Timestamptz,
        status_code -> Nullable<Int4>,
        error -> Nullable<Text>,
        duration_ms -> Int4,
    }
}

diesel::table! {
    rate_limits (key) {
        key -> Text,
        window_start -> Timestamptz,
        hits -> Int4,
    }
}

diesel::joinable!(refresh_tokens -> users (user_id));
diesel::joinable!(tutorial_progress -> users (user_id));
diesel::joinable!(tournament_players -> tournaments (tournament_id));
diesel::allow_tables_to_appear_in_same_query!(
    users,
    refresh_tokens,
    games,
    challenges,
    rating_history,
    events,
    idempotency_keys,
    tournaments,
    tournament_players,
    tournament_rounds,
    tournament_pairings,
    tournament_bye_requests,
    tournament_forbidden_pairs,
    tournament_audit,
    leaves,
    conditional_moves,
    personal_tokens,
    notification_preferences,
    webhooks,
    deliveries,
    delivery_attempts,
    rate_limits,
    move_chunks,
    user_ratings,
    tutorial_progress
);
