//! The game variants, as the API names them (one spelling, the rules crate's).

use crate::domain::text_enum;

text_enum! {
    /// A game of the Camelot family: `camelot` (the default), `camette`, `cam`, `chivalry`,
    /// `river`, and `anti` on any board (`anti` is Anti-Camelot).
    pub enum VariantName {
        Camelot = "camelot",
        Camette = "camette",
        Cam = "cam",
        Chivalry = "chivalry",
        River = "river",
        Anti = "anti",
        AntiCamette = "anti-camette",
        AntiCam = "anti-cam",
        AntiChivalry = "anti-chivalry",
        AntiRiver = "anti-river",
    }
}

impl VariantName {
    /// The rules crate's variant.
    pub fn rules(self) -> camelot_rules::Variant {
        match self {
            VariantName::Camelot => camelot_rules::Variant::Camelot,
            VariantName::Camette => camelot_rules::Variant::Camette,
            VariantName::Cam => camelot_rules::Variant::Cam,
            VariantName::Chivalry => camelot_rules::Variant::Chivalry,
            VariantName::River => camelot_rules::Variant::River,
            VariantName::Anti => camelot_rules::Variant::Anti,
            VariantName::AntiCamette => camelot_rules::Variant::AntiCamette,
            VariantName::AntiCam => camelot_rules::Variant::AntiCam,
            VariantName::AntiChivalry => camelot_rules::Variant::AntiChivalry,
            VariantName::AntiRiver => camelot_rules::Variant::AntiRiver,
        }
    }
}

// `text_enum!` derives what every closed set needs; a default is this one's alone.
#[allow(clippy::derivable_impls)]
impl Default for VariantName {
    fn default() -> Self {
        VariantName::Camelot
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_are_the_rules_crates() {
        for v in VariantName::ALL {
            assert_eq!(v.as_str(), v.rules().name());
        }
        assert_eq!(VariantName::ALL.len(), camelot_rules::Variant::ALL.len());
    }
}
