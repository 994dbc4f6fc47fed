# syntax=docker/dockerfile:1
# Thin over what CI tests: the build stage runs `npm run release` (scripts/release.ts), the script `npm test`
# builds in a clean directory and starts on a fresh database (scripts/release-check.ts); the runtime stage only
# copies that directory and runs it with node. compose.yaml shows the topology (README "Running on several
# machines").
FROM node:20-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run release -- /release

FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/phonix
WORKDIR /app
COPY --from=build /release /app
# The release is read-only to the server; it writes only DATA_DIR (uploaded model photos; the embedded
# database when no DATABASE_URL is set).
RUN mkdir -p /var/lib/phonix && chown node:node /var/lib/phonix
USER node
EXPOSE 3000
# Liveness, not readiness: a lost database makes the server not ready (the load balancer routes around it),
# never a reason to restart it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
