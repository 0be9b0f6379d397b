//! The web client's files are embedded with `include_bytes!` (rust-embed), which tells cargo
//! about the files that exist at build time but not about files added later: watching the
//! folder makes a new or removed file rebuild the server too.

fn main() {
    println!("cargo::rerun-if-changed=web");
}
