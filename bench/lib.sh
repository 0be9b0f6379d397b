# Shared by the benchmark scripts (sourced after scripts/lib/common.sh).

# Settings for a server under benchmark: quiet logs, tokens that outlive the run, and auth rate
# limits out of the way of the set-up's thousands of registrations.
bench_env() {
  export LOG_LEVEL=warn ACCESS_TOKEN_TTL_SECS=86400 RATE_LIMIT_PER_IP_PER_MINUTE=1000000 \
    RATE_LIMIT_PER_USERNAME_PER_MINUTE=1000000
}

# Starts the release server on 127.0.0.1:$1, logging to $2; sets SERVER to its pid, stops it on
# exit, and returns once it is ready.
start_server() {
  BIND_ADDR="127.0.0.1:$1" "$ROOT/target/release/camelot-server" >"$2" 2>&1 &
  SERVER=$!
  trap 'kill $SERVER 2>/dev/null || true' EXIT
  local _
  for _ in $(seq 150); do
    curl -sf "http://127.0.0.1:$1/health/ready" >/dev/null && return 0
    kill -0 "$SERVER" 2>/dev/null || { cat "$2" >&2; return 1; }
    sleep 0.2
  done
  echo "the server did not become ready (see $2)" >&2
  return 1
}
