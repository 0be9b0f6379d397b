//! The evaluation weights, per goal, in the order of `feature`. Written by `camelot-engine
//! tune` (see the crate README); edit by hand only to start a new tuning run.

use super::WeightSet;

/// The weights the engine plays with.
pub const WEIGHTS: WeightSet = WeightSet {
    two_square: [
        100, 160, // material
        150, 60, 35, 22, 14, 9, 6, 3, 1, 0, // Men by distance 0..9+
        140, 55, 32, 20, 13, 8, 5, 3, 1, 0, // Knights by distance
        12, 20, // guards, unguarded
        -30, 20, // hanging: mine, theirs
        1, 3, 2,  // frontier, support, canters
        10, // tempo
    ],
    one_square: [
        100, 160, //
        300, 90, 50, 30, 18, 10, 6, 3, 1, 0, //
        300, 85, 48, 28, 16, 9, 5, 3, 1, 0, //
        25, 40, //
        -30, 20, //
        1, 3, 2, //
        10,
    ],
    anti: [
        -100, -150, //
        -300, -60, -30, -15, -8, -4, -2, -1, 0, 0, //
        -300, -55, -28, -14, -7, -4, -2, -1, 0, 0, //
        5, -10, //
        20, -20, //
        1, 0, 1, //
        10,
    ],
};
