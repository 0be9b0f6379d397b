//! `tune datagen|fit`: the tuning data and the fitted weights (the crate's README,
//! "Tuning"). The flags of each are checked here; the work is in `datagen` and `fit`.

mod datagen;
mod fit;

use std::io::Write;

use camelot_engine::protocol::read_variant;
use camelot_rules::Variant;

use crate::Failure;
use fit::Fit;

/// `tune datagen|fit ...`: see the crate README, "Tuning".
pub fn tune(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let input = |m: String| Failure::Usage(m);
    let (cmd, rest) = args
        .split_first()
        .ok_or_else(|| input("tune needs datagen or fit".into()))?;
    // A mistyped flag (`--lamda 0`) is refused, not silently left at its default; only
    // `--data` may be given more than once.
    let allowed: &[&str] = match cmd.as_str() {
        "datagen" => &[
            "variant",
            "games",
            "depth",
            "label-depth",
            "random-plies",
            "seed",
        ],
        "fit" => &["data", "lambda", "epochs", "l2", "fix", "write"],
        other => return Err(input(format!("unknown tune command `{other}`"))),
    };
    let mut flags: Vec<(String, String)> = Vec::new();
    let mut it = rest.iter();
    while let Some(f) = it.next() {
        let name = f
            .strip_prefix("--")
            .ok_or_else(|| input(format!("unexpected `{f}`")))?;
        if !allowed.contains(&name) {
            let names: Vec<String> = allowed.iter().map(|n| format!("--{n}")).collect();
            return Err(input(format!(
                "unknown flag `{f}`: tune {cmd} takes {}",
                names.join(", ")
            )));
        }
        if name != "data" && flags.iter().any(|(n, _)| n == name) {
            return Err(input(format!("{f} is given twice")));
        }
        let v = it
            .next()
            .ok_or_else(|| input(format!("{f} needs a value")))?;
        flags.push((name.to_owned(), v.clone()));
    }
    let get = |name: &str| {
        flags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let num = |name: &str, default: u64| -> Result<u64, Failure> {
        get(name).map_or(Ok(default), |v| {
            v.parse()
                .map_err(|_| Failure::Usage(format!("--{name} must be a whole number")))
        })
    };
    match cmd.as_str() {
        "datagen" => {
            let variant = get("variant").map_or(Ok(Variant::Camelot), |v| read_variant(&v))?;
            let games = num("games", 100)?;
            if games == 0 {
                return Err(input("--games must be at least 1".into()));
            }
            let play_depth = num("depth", 4)? as i64;
            let label_depth = num("label-depth", 6)? as i64;
            let random_plies = num("random-plies", 8)?;
            let mut seed = num("seed", 1)?;
            datagen::datagen(
                variant,
                games,
                play_depth,
                label_depth,
                random_plies,
                &mut seed,
                out,
            )
        }
        "fit" => {
            let files: Vec<String> = flags
                .iter()
                .filter(|(n, _)| n == "data")
                .map(|(_, v)| v.clone())
                .collect();
            if files.is_empty() {
                return Err(input("fit needs --data FILE".into()));
            }
            let lambda: f32 = get("lambda")
                .map_or(Ok(0.5), |v| v.parse())
                .map_err(|_| input("--lambda must be a number".into()))?;
            let epochs = num("epochs", 2000)? as usize;
            let l2: f32 = get("l2")
                .map_or(Ok(0.0), |v| v.parse())
                .map_err(|_| input("--l2 must be a number".into()))?;
            if !(l2 >= 0.0 && l2.is_finite() && (0.0..=1.0).contains(&lambda)) {
                return Err(input(
                    "--l2 must be 0 or more and --lambda between 0 and 1".into(),
                ));
            }
            let mut fixed = Vec::new();
            for name in get("fix").iter().flat_map(|v| v.split(',')) {
                let (_, range) = camelot_engine::tune::GROUPS
                    .iter()
                    .find(|(n, _)| *n == name.trim())
                    .ok_or_else(|| {
                        let names: Vec<&str> = camelot_engine::tune::GROUPS
                            .iter()
                            .map(|(n, _)| *n)
                            .collect();
                        input(format!(
                            "--fix takes feature groups among {}, not `{name}`",
                            names.join(", ")
                        ))
                    })?;
                fixed.extend(range.clone());
            }
            let options = Fit {
                lambda,
                epochs,
                l2,
                fixed: &fixed,
            };
            fit::fit(&files, options, get("write"), out)
        }
        other => Err(input(format!("unknown tune command `{other}`"))),
    }
}
