//! Tuning the evaluation on games (Texel's method): self-play games give positions, each
//! labelled with the game's result and with a deeper search's score; the weights are fitted so
//! that a logistic curve of the evaluation predicts those labels, by gradient descent on the
//! mean squared error. The evaluation is linear in its features, so the gradient is exact and
//! cheap.
//!
//! Pure: the caller plays the games (with [`crate::Engine`]) and reads and writes the files;
//! this module turns labelled positions into weights.

use camelot_rules::Position;

use crate::eval::{Weights, feature, features};

/// One labelled position.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The feature vector, from the side to move's view.
    pub features: [f32; feature::COUNT],
    /// The game's result for the side to move: 1, ½ or 0.
    pub result: f32,
    /// A deeper search's score for the side to move, in hundredths of a Man (clamped).
    pub score: f32,
}

impl Sample {
    /// A sample of `pos` with its labels.
    pub fn new(pos: &Position, result: f32, score: i32) -> Sample {
        Sample {
            features: features(pos).0,
            result,
            score: score.clamp(-2000, 2000) as f32,
        }
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// What the fit aims at for a sample: `lambda` of the result and the rest of the deep score,
/// both as win expectancies.
fn target(s: &Sample, k: f32, lambda: f32) -> f32 {
    lambda * s.result + (1.0 - lambda) * sigmoid(k * s.score)
}

fn eval(w: &[f32], f: &[f32; feature::COUNT]) -> f32 {
    w.iter().zip(f.iter()).map(|(a, b)| a * b).sum()
}

/// Mean squared error of `weights` on `samples`.
pub fn error(samples: &[Sample], weights: &[f32], k: f32, lambda: f32) -> f32 {
    let n = samples.len().max(1) as f32;
    samples
        .iter()
        .map(|s| {
            let e = sigmoid(k * eval(weights, &s.features)) - target(s, k, lambda);
            e * e
        })
        .sum::<f32>()
        / n
}

/// The scale `k` that best maps evaluations to results with the current weights (golden
/// section search on the result alone).
pub fn fit_scale(samples: &[Sample], weights: &Weights) -> f32 {
    let w: Vec<f32> = weights.iter().map(|&x| x as f32).collect();
    let (mut lo, mut hi) = (0.0005f32, 0.05f32);
    let phi = 0.618_034f32;
    for _ in 0..40 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if error(samples, &w, a, 1.0) < error(samples, &w, b, 1.0) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// How a fit is run.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions<'a> {
    /// The logistic scale (from [`fit_scale`]).
    pub k: f32,
    /// The share of the game's result in the target (the rest is the deep score).
    pub lambda: f32,
    /// Full passes of Adam over the samples.
    pub epochs: usize,
    /// Weight of the penalty `Σ ((w − start) / 100)²` added to the error: a few thousand
    /// positions cannot tell apart features that move together (the far advancement buckets,
    /// say), and the penalty keeps such weights where they started instead of letting them
    /// drift apart in opposite directions.
    pub l2: f32,
    /// Features whose weights stay as they are (besides a Man's, always fixed).
    pub fixed: &'a [usize],
}

/// The feature groups by name, for `tune fit --fix`: each name and the features it covers.
pub const GROUPS: [(&str, std::ops::Range<usize>); 13] = {
    use feature::*;
    [
        ("knight", KNIGHT..KNIGHT + 1),
        ("man-advance", MAN_ADVANCE..KNIGHT_ADVANCE),
        ("knight-advance", KNIGHT_ADVANCE..GUARDS),
        ("guards", GUARDS..GUARDS + 1),
        ("unguarded", UNGUARDED..UNGUARDED + 1),
        ("hanging", HANGING_MINE..FRONTIER),
        ("frontier", FRONTIER..FRONTIER + 1),
        ("support", SUPPORT..SUPPORT + 1),
        ("canters", CANTERS..CANTERS + 1),
        ("tempo", TEMPO..TEMPO + 1),
        ("progress", PROGRESS..PROGRESS + 1),
        ("crossed", CROSSED..CROSSED + 1),
        ("material", MAN..MAN_ADVANCE),
    ]
};

/// Fits the weights of one goal. The weight of a Man stays fixed (it is the unit of scores);
/// the rest move by Adam on the mean squared error plus the `l2` penalty, `epochs` full passes.
/// Returns the weights and the error (without the penalty) before and after.
pub fn fit(samples: &[Sample], start: &Weights, options: FitOptions<'_>) -> (Weights, f32, f32) {
    let FitOptions {
        k,
        lambda,
        epochs,
        l2,
        fixed,
    } = options;
    let origin: Vec<f32> = start.iter().map(|&x| x as f32).collect();
    let mut w: Vec<f32> = start.iter().map(|&x| x as f32).collect();
    let before = error(samples, &w, k, lambda);
    let n = samples.len().max(1) as f32;
    let (mut m, mut v) = (vec![0f32; w.len()], vec![0f32; w.len()]);
    let (b1, b2, rate) = (0.9f32, 0.999f32, 1.0f32);
    for epoch in 1..=epochs {
        let mut grad = vec![0f32; w.len()];
        for s in samples {
            let p = sigmoid(k * eval(&w, &s.features));
            let e = p - target(s, k, lambda);
            let common = 2.0 * e * p * (1.0 - p) * k / n;
            for (g, f) in grad.iter_mut().zip(s.features.iter()) {
                *g += common * f;
            }
        }
        for ((g, x), o) in grad.iter_mut().zip(w.iter()).zip(origin.iter()) {
            *g += 2.0 * l2 * (x - o) / 10_000.0;
        }
        grad[feature::MAN] = 0.0;
        for &i in fixed {
            if let Some(g) = grad.get_mut(i) {
                *g = 0.0;
            }
        }
        for i in 0..w.len() {
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= rate * mh / (vh.sqrt() + 1e-8);
        }
    }
    let after = error(samples, &w, k, lambda);
    let mut out = *start;
    for (o, x) in out.iter_mut().zip(w.iter()) {
        *o = x.round() as i32;
    }
    (out, before, after)
}

/// The source of `src/eval/weights.rs` for a weight set.
pub fn weights_source(set: &crate::eval::WeightSet) -> String {
    let row = |w: &Weights| -> String {
        let f = |r: std::ops::Range<usize>| {
            w[r].iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        use feature::*;
        format!(
            "        {}, // material\n        {}, // Men by distance 0..9+\n        {}, // Knights by distance\n        {}, // guards, unguarded\n        {}, // hanging: mine, theirs\n        {}, // frontier, support, canters\n        {}, // tempo\n        {}, // progress in an ending\n        {}, // River: pieces across the river\n",
            f(MAN..MAN_ADVANCE),
            f(MAN_ADVANCE..KNIGHT_ADVANCE),
            f(KNIGHT_ADVANCE..GUARDS),
            f(GUARDS..HANGING_MINE),
            f(HANGING_MINE..FRONTIER),
            f(FRONTIER..TEMPO),
            f(TEMPO..PROGRESS),
            f(PROGRESS..CROSSED),
            f(CROSSED..COUNT),
        )
    };
    format!(
        "//! The evaluation weights, per goal, in the order of `feature`. Written by `camelot-engine\n//! tune fit`; the crate README's \"Tuning\" says how these were made.\n\nuse super::WeightSet;\n\n/// The weights the engine plays with.\npub const WEIGHTS: WeightSet = WeightSet {{\n    two_square: [\n{}    ],\n    one_square: [\n{}    ],\n    anti: [\n{}    ],\n}};\n",
        row(&set.two_square),
        row(&set.one_square),
        row(&set.anti)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::WEIGHTS;

    #[test]
    fn the_written_weights_read_back() {
        let src = weights_source(&WEIGHTS);
        assert!(src.contains("pub const WEIGHTS: WeightSet"));
        assert_eq!(src.matches("// material").count(), 3);
    }

    #[test]
    fn fitting_lowers_the_error_on_a_learnable_signal() {
        // Positions where the side with more advanced Men won: the fit must lean that way.
        let start = camelot_rules::Position::start();
        let mut samples = Vec::new();
        for i in 0..200 {
            let mut s = Sample::new(&start, 0.5, 0);
            let lead = (i % 5) as f32 - 2.0;
            s.features[feature::MAN_ADVANCE + 3] = lead;
            s.result = if lead > 0.0 {
                1.0
            } else if lead < 0.0 {
                0.0
            } else {
                0.5
            };
            samples.push(s);
        }
        let options = FitOptions {
            k: 0.01,
            lambda: 1.0,
            epochs: 200,
            l2: 0.0,
            fixed: &[],
        };
        let (fitted, before, after) = fit(&samples, &WEIGHTS.two_square, options);
        assert!(after < before, "{before} -> {after}");
        assert!(fitted[feature::MAN_ADVANCE + 3] > WEIGHTS.two_square[feature::MAN_ADVANCE + 3]);
        assert_eq!(fitted[feature::MAN], 100);
    }

    #[test]
    fn a_penalty_holds_weights_back_and_fixed_ones_stay() {
        let start = camelot_rules::Position::start();
        let samples: Vec<Sample> = (0..200)
            .map(|i| {
                let mut s = Sample::new(&start, if i % 2 == 0 { 1.0 } else { 0.0 }, 0);
                s.features[feature::GUARDS] = if i % 2 == 0 { 1.0 } else { -1.0 };
                s
            })
            .collect();
        let options = |l2| FitOptions {
            k: 0.01,
            lambda: 1.0,
            epochs: 300,
            l2,
            fixed: &[],
        };
        let guards = WEIGHTS.two_square[feature::GUARDS];
        let (free, _, _) = fit(&samples, &WEIGHTS.two_square, options(0.0));
        let (held, _, _) = fit(&samples, &WEIGHTS.two_square, options(1000.0));
        assert!(
            free[feature::GUARDS] - guards > 50,
            "{}",
            free[feature::GUARDS]
        );
        assert!((held[feature::GUARDS] - guards).abs() < free[feature::GUARDS] - guards);
        let fixed = FitOptions {
            fixed: &[feature::GUARDS],
            ..options(0.0)
        };
        let (kept, _, _) = fit(&samples, &WEIGHTS.two_square, fixed);
        assert_eq!(
            kept[feature::GUARDS],
            guards,
            "a fixed weight does not move"
        );
    }
}
