//! FIDE Dutch system (C.04.3, 2026 rules): placeholder until the engine is merged.

use crate::{PairingError, PairingOptions, RoundPairing, Tournament};

/// Pairs the tournament's next round with the FIDE Dutch system.
///
/// Not available in this build: always returns [`PairingError::NotImplemented`].
pub fn pair_next_round(
    _tournament: &Tournament,
    _options: &PairingOptions,
) -> Result<RoundPairing, PairingError> {
    Err(PairingError::NotImplemented("FIDE Dutch pairing engine"))
}
