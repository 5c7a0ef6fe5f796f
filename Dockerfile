# syntax=docker/dockerfile:1
# One image for both roles: docker-compose.yml runs it as the web role (HTTP, socket.io, serves
# the console) and as the worker role (the relay).
ARG NODE_IMAGE=node:20-bookworm

# ---- build: install everything, compile TypeScript, build the console, drop dev dependencies
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false
# Manifests first, so the dependency layer is cached until one of them changes.
COPY package.json package-lock.json .npmrc ./
COPY libs/domain/package.json libs/domain/
COPY libs/workflows/package.json libs/workflows/
COPY migrations/package.json migrations/
COPY apps/api/package.json apps/api/
COPY apps/console/package.json apps/console/
RUN npm ci
COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 && rm -rf node_modules/.cache

# ---- runtime: node, production dependencies and the build output only
FROM ${NODE_IMAGE}-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    CONSOLE_DIST=/app/apps/console/dist
COPY --from=build /app/package.json ./
# node_modules/@parkflow/* are symlinks to the workspace folders copied below.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/domain/package.json libs/domain/
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/workflows/package.json libs/workflows/
COPY --from=build /app/libs/workflows/dist libs/workflows/dist
COPY --from=build /app/migrations/package.json migrations/
COPY --from=build /app/migrations/dist migrations/dist
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/console/package.json apps/console/
COPY --from=build /app/apps/console/dist apps/console/dist
USER node
EXPOSE 3000
# The API exits cleanly on SIGTERM (docker stop).
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js", "--role=all"]
