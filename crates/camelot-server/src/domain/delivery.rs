//! The outbox's vocabulary: how a delivery travels and where it stands. Both are `TEXT` columns
//! of `deliveries` whose `CHECK` constraints (migration 000008) admit exactly these spellings;
//! the trigger `queue_deliveries` writes `'webhook'` and `'email'` itself.

use super::text_enum;

text_enum! {
    /// How a delivery reaches its user.
    pub enum DeliveryChannel {
        /// A signed request to one of the user's webhooks (`deliveries.webhook_id` is set).
        Webhook = "webhook",
        /// A mail to the user's verified address.
        Email = "email",
    }
}

text_enum! {
    /// Where a delivery stands.
    pub enum DeliveryStatus {
        /// Waiting for its next attempt (`next_attempt_at`).
        Pending = "pending",
        Delivered = "delivered",
        /// Every retry failed.
        Failed = "failed",
        /// Given up without sending: its webhook was removed or disabled, its account deleted...
        Abandoned = "abandoned",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spellings are those the `deliveries` constraints and the trigger use, both ways.
    #[test]
    fn spellings_round_trip_against_the_stored_ones() {
        let channels = [
            (DeliveryChannel::Webhook, "webhook"),
            (DeliveryChannel::Email, "email"),
        ];
        assert_eq!(DeliveryChannel::ALL.len(), channels.len());
        for (channel, text) in channels {
            assert_eq!(channel.as_str(), text);
            assert_eq!(channel.to_string(), text);
            assert_eq!(DeliveryChannel::parse(text), Some(channel));
        }
        let statuses = [
            (DeliveryStatus::Pending, "pending"),
            (DeliveryStatus::Delivered, "delivered"),
            (DeliveryStatus::Failed, "failed"),
            (DeliveryStatus::Abandoned, "abandoned"),
        ];
        assert_eq!(DeliveryStatus::ALL.len(), statuses.len());
        for (status, text) in statuses {
            assert_eq!(status.as_str(), text);
            assert_eq!(status.to_string(), text);
            assert_eq!(DeliveryStatus::parse(text), Some(status));
            assert_eq!(
                serde_json::to_value(status).unwrap_or_default(),
                serde_json::json!(text)
            );
        }
        assert_eq!(DeliveryStatus::parse("Pending"), None);
        assert_eq!(DeliveryChannel::parse("sms"), None);
    }
}
