//! The options after a command (and its position), read once for every command that takes
//! them.

use camelot_engine::Engine;
use camelot_engine::protocol::read_variant;
use camelot_rules::Variant;

use crate::Failure;

/// The options after the command (and its position).
pub struct Options {
    pub variant: Variant,
    /// Whether `--variant` was given (`serve` refuses it).
    pub variant_given: bool,
    pub depth: Option<i64>,
    pub nodes: Option<u64>,
    pub movetime: Option<u64>,
    pub level: Option<i64>,
    pub threads: usize,
    pub hash: usize,
    pub multipv: Option<i64>,
    pub contempt: Option<i64>,
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    let text = value.ok_or_else(|| format!("{flag} needs a value"))?;
    text.parse()
        .map_err(|_| format!("{flag} must be a whole number, not \"{text}\""))
}

pub fn read_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        variant: Variant::Camelot,
        variant_given: false,
        depth: None,
        nodes: None,
        movetime: None,
        level: None,
        threads: 1,
        hash: 64,
        multipv: None,
        contempt: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => {
                let name = it.next().ok_or("--variant needs a NAME")?;
                o.variant = read_variant(name).map_err(|e| e.to_string())?;
                o.variant_given = true;
            }
            "--depth" => o.depth = Some(number(flag, it.next())?),
            "--nodes" => o.nodes = Some(number(flag, it.next())?),
            "--movetime" => o.movetime = Some(number(flag, it.next())?),
            "--level" => o.level = Some(number(flag, it.next())?),
            "--threads" => o.threads = number(flag, it.next())?,
            "--hash" => o.hash = number(flag, it.next())?,
            "--multipv" => o.multipv = Some(number(flag, it.next())?),
            "--contempt" => o.contempt = Some(number(flag, it.next())?),
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    if !(1..=256).contains(&o.threads) {
        return Err(format!("--threads must be 1 to 256, not {}", o.threads));
    }
    if !(1..=65_536).contains(&o.hash) {
        return Err(format!("--hash must be 1 to 65536 MB, not {}", o.hash));
    }
    Ok(o)
}

/// The engine the options ask for; a table the machine cannot give is refused.
pub fn engine_of(o: &Options) -> Result<Engine, Failure> {
    Engine::try_new(o.hash, o.threads)
        .map_err(|e| Failure::Usage(format!("{e}: give a smaller --hash")))
}
