#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests that must break the database (kill -9 under load).
#
#   pg-throwaway.sh start DIR PORT   create the cluster in DIR (first time) and start it on PORT
#   pg-throwaway.sh pid DIR          print the postmaster's pid
#   pg-throwaway.sh stop DIR         stop it (immediate) and remove DIR
#
# Trust authentication on 127.0.0.1 only. Commits are synchronous (a killed postmaster must not
# take acknowledged commits with it); fsync is off, since the test kills processes, not the
# machine. As root the cluster runs as the `postgres` system user (initdb refuses root).
set -euo pipefail

find_bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V -r); do
    if [ -x "$d/pg_ctl" ] && [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  done
  command -v pg_ctl >/dev/null 2>&1 && dirname "$(command -v pg_ctl)" && return 0
  return 1
}
BIN="$(find_bindir)" || { echo "pg-throwaway: no PostgreSQL server binaries" >&2; exit 1; }
RUN=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  RUN=(runuser -u postgres --)
fi

cmd="${1:-}"; dir="${2:-}"
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: pg-throwaway.sh start|pid|stop DIR [PORT]" >&2; exit 2; }

case "$cmd" in
  start)
    port="${3:?PORT}"
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      if [ "${#RUN[@]}" -gt 0 ]; then
        chown postgres "$dir"; chmod 700 "$dir"
        p="$dir"; while [ "$p" != "/" ]; do p="$(dirname "$p")"; chmod o+x "$p" 2>/dev/null || true; done
      fi
      "${RUN[@]}" "$BIN/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
      cat >> "$dir/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
max_connections = 100
fsync = off
synchronous_commit = on
CONF
    fi
    touch "$dir.log"; [ "${#RUN[@]}" -gt 0 ] && chown postgres "$dir.log"
    # After a kill -9 of the postmaster its backends exit on their own a moment later; until
    # they have, the old shared memory is in use and a new postmaster refuses to start.
    for _ in $(seq 1 100); do
      if "${RUN[@]}" "$BIN/pg_ctl" -D "$dir" -l "$dir.log" -o "-p $port" -w -t 60 start >/dev/null 2>&1; then
        exit 0
      fi
      sleep 0.2
    done
    echo "pg-throwaway: the cluster in $dir did not start (see $dir.log)" >&2
    exit 1
    ;;
  pid)
    head -n 1 "$dir/postmaster.pid"
    ;;
  stop)
    "${RUN[@]}" "$BIN/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir" "$dir.log"
    ;;
  *) echo "pg-throwaway: unknown command $cmd" >&2; exit 2 ;;
esac
