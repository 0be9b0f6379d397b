//! The evaluation weights, per goal, in the order of `feature`. Written by `camelot-engine
//! tune fit`; the crate README's "Tuning" says how these were made.

use super::WeightSet;

/// The weights the engine plays with.
pub const WEIGHTS: WeightSet = WeightSet {
    two_square: [
        100, 160, // material
        170, 231, 85, 38, 21, 12, 3, 1, -3, -3, // Men by distance 0..9+
        157, 190, 76, 33, 21, 14, -2, 0, 4, 1, // Knights by distance
        12, 47, // guards, unguarded
        -30, 20, // hanging: mine, theirs
        0, 9, 2, // frontier, support, canters
        0, // tempo
    ],
    one_square: [
        100, 160, // material
        300, 90, 50, 30, 18, 10, 6, 3, 1, 0, // Men by distance 0..9+
        300, 85, 48, 28, 16, 9, 5, 3, 1, 0, // Knights by distance
        25, 40, // guards, unguarded
        -30, 20, // hanging: mine, theirs
        1, 3, 2,  // frontier, support, canters
        10, // tempo
    ],
    anti: [
        -100, -150, // material
        -300, -60, -30, -15, -8, -4, -2, -1, 0, 0, // Men by distance 0..9+
        -300, -55, -28, -14, -7, -4, -2, -1, 0, 0, // Knights by distance
        5, -10, // guards, unguarded
        20, -20, // hanging: mine, theirs
        1, 0, 1,  // frontier, support, canters
        10, // tempo
    ],
};
