# syntax=docker/dockerfile:1
# Camelot Server: build in a full Rust image, run in a small Debian image as a non-root user.

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock rustfmt.toml clippy.toml ./
COPY crates ./crates
COPY migrations ./migrations
RUN cargo build --release --locked -p camelot-server \
    && cp target/release/camelot-server /camelot-server

FROM debian:bookworm-slim AS runtime
# The server makes no outbound TLS connections, so the base image needs nothing added.
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin camelot
COPY --from=build /camelot-server /usr/local/bin/camelot-server
USER 10001
ENV BIND_ADDR=0.0.0.0:8080 \
    LOG_FORMAT=json \
    CAMELOT_ENV=production
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD ["/usr/local/bin/camelot-server", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/camelot-server"]
CMD ["serve"]
