//! `tune fit`: the evaluation's weights fitted on `tune datagen`'s positions.

use std::io::Write;

use camelot_engine::protocol::{read_position, read_variant};

use crate::Failure;

/// The settings of `tune fit` given on the command line.
pub struct Fit<'a> {
    pub lambda: f32,
    pub epochs: usize,
    pub l2: f32,
    pub fixed: &'a [usize],
}

/// One line of `tune datagen`'s output, every field required: a line missing one is refused
/// rather than read with a made-up label.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct DataLine {
    variant: String,
    position: String,
    /// The game's result for the side to move: 1, ½ or 0.
    result: f32,
    /// The deeper search's score for the side to move, in hundredths of a Man.
    score: i32,
}

/// Fewer positions of a goal than this are too few to fit its weights on: they are left as
/// they are (with a warning).
const FIT_MIN_SAMPLES: usize = 1000;

/// Fits the weights of every goal with at least [`FIT_MIN_SAMPLES`] positions; prints the
/// errors and, with `--write`, rewrites the weights file.
pub fn fit(
    files: &[String],
    options: Fit<'_>,
    write: Option<String>,
    out: &mut impl Write,
) -> Result<(), Failure> {
    use camelot_engine::eval::WEIGHTS;
    use camelot_engine::tune::{
        FitOptions, Sample, error, fit as fit_weights, fit_scale, weights_source,
    };
    use camelot_rules::Goal;
    let mut by_goal: Vec<(Goal, Vec<Sample>)> = vec![
        (Goal::TwoSquareCastle, Vec::new()),
        (Goal::OneSquareCastle, Vec::new()),
        (Goal::Anti, Vec::new()),
    ];
    for file in files {
        let text =
            std::fs::read_to_string(file).map_err(|e| Failure::Usage(format!("{file}: {e}")))?;
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |what: String| Failure::Usage(format!("{file}:{}: {what}", n + 1));
            let v: DataLine = serde_json::from_str(line).map_err(|e| bad(e.to_string()))?;
            let variant = read_variant(&v.variant).map_err(|e| bad(e.to_string()))?;
            let pos = read_position(&v.position, variant).map_err(|e| bad(e.to_string()))?;
            if !(0.0..=1.0).contains(&v.result) {
                return Err(bad(format!("result {} is not between 0 and 1", v.result)));
            }
            let sample = Sample::new(&pos, v.result, v.score);
            if let Some((_, list)) = by_goal.iter_mut().find(|(g, _)| *g == variant.goal()) {
                list.push(sample);
            }
        }
    }
    if by_goal.iter().all(|(_, samples)| samples.is_empty()) {
        return Err(Failure::Usage(format!(
            "no positions to fit in {}",
            files.join(", ")
        )));
    }
    let mut set = WEIGHTS;
    let mut fitted = 0;
    for (goal, samples) in &by_goal {
        if samples.is_empty() {
            continue;
        }
        if samples.len() < FIT_MIN_SAMPLES {
            eprintln!(
                "warning: {goal:?} left as it is: {} positions, at least {FIT_MIN_SAMPLES} needed",
                samples.len()
            );
            continue;
        }
        fitted += 1;
        // Every tenth sample is held out: its error tells whether the fit generalises or only
        // learns the positions it saw.
        let mut held: Vec<Sample> = Vec::new();
        let mut trained: Vec<Sample> = Vec::new();
        for (i, s) in samples.iter().enumerate() {
            if i % 10 == 9 { &mut held } else { &mut trained }.push(s.clone());
        }
        let start = *set.of(*goal);
        let k = fit_scale(&trained, &start);
        let Fit {
            lambda,
            epochs,
            l2,
            fixed,
        } = options;
        let options = FitOptions {
            k,
            lambda,
            epochs,
            l2,
            fixed,
        };
        let (weights, before, after) = fit_weights(&trained, &start, options);
        let as_f32 = |w: &camelot_engine::eval::Weights| -> Vec<f32> {
            w.iter().map(|&x| x as f32).collect()
        };
        let held_before = error(&held, &as_f32(&start), k, lambda);
        let held_after = error(&held, &as_f32(&weights), k, lambda);
        *set.of_mut(*goal) = weights;
        writeln!(
            out,
            "{goal:?}: {} samples, k {k:.5}, error {before:.6} -> {after:.6}; {} held out: \
             {held_before:.6} -> {held_after:.6}",
            trained.len(),
            held.len()
        )
        .map_err(|_| Failure::Output)?;
    }
    if fitted == 0 {
        return Err(Failure::Usage(format!(
            "nothing fitted: no goal has {FIT_MIN_SAMPLES} positions in {}",
            files.join(", ")
        )));
    }
    let source = weights_source(&set);
    match write {
        Some(path) => {
            std::fs::write(&path, source).map_err(|e| Failure::Usage(format!("{path}: {e}")))?
        }
        None => write!(out, "{source}").map_err(|_| Failure::Output)?,
    }
    Ok(())
}
