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
        0, 9, 2,  // frontier, support, canters
        0,  // tempo
        8,  // progress in an ending
        30, // River: pieces across the river
    ],
    one_square: [
        100, 160, // material
        300, 318, 150, 47, 30, 16, 13, 13, 9, 15, // Men by distance 0..9+
        300, 383, 120, 42, 11, 9, 9, 13, 9, 13, // Knights by distance
        11, 130, // guards, unguarded
        -30, 20, // hanging: mine, theirs
        1, 7, 2,  // frontier, support, canters
        10, // tempo
        8,  // progress in an ending
        0,  // River: pieces across the river
    ],
    anti: [
        -100, -150, // material
        -300, -190, 141, -495, -358, -208, -171, -151, -92, -101, // Men by distance 0..9+
        -300, -359, 103, -349, -374, -230, -191, -145, -111, -99, // Knights by distance
        28, -271, // guards, unguarded
        20, -20, // hanging: mine, theirs
        15, 31, 12, // frontier, support, canters
        10, // tempo
        0,  // progress in an ending
        0,  // River: pieces across the river
    ],
};
