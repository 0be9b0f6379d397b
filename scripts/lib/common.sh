# Shared by the scripts: locate the project, check the toolchain, find a database.

ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

need_cargo() {
  if ! command -v cargo >/dev/null 2>&1; then
    [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
  fi
  command -v cargo >/dev/null 2>&1 || { echo "cargo not found: install Rust from https://rustup.rs" >&2; exit 1; }
}

# rustfmt and clippy ship as rustup components that a minimal toolchain may lack.
need_components() {
  local c
  for c in rustfmt clippy; do
    if ! cargo "${c/rustfmt/fmt}" --version >/dev/null 2>&1; then
      command -v rustup >/dev/null 2>&1 || { echo "cargo $c is missing and rustup is not available" >&2; exit 1; }
      rustup component add "$c" >&2
    fi
  done
}

# Uses DATABASE_URL when set; otherwise starts (creating it if needed) the project's own cluster.
need_database() {
  if [ -z "${DATABASE_URL:-}" ]; then
    eval "$("$ROOT/scripts/postgres" env)"
    export DATABASE_URL
  fi
}

# Runs a command as root: directly, or through passwordless sudo; fails otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@";
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo "$@";
  else return 1; fi
}

# Installs Debian packages (as root or with passwordless sudo).
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}
