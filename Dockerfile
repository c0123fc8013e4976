# syntax=docker/dockerfile:1
# Multi-stage build: install and build with dev dependencies, then ship the bundles with production
# dependencies only. The image expects DATABASE_URL (docker-compose.yml provides PostgreSQL).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN npm install -g npm@11
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# The V8 heap is bounded as in `npm start` (decision 0064): the API's memory stays flat under load instead of
# growing to ~450 MB between collections. Raise it here or in the service's environment if ever needed.
# glibc's malloc keeps at most 2 arenas, as in `npm start` (decision 0388): memory native code (sharp, argon2)
# once used on a thread is not kept resident per thread.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SEED_DEMO=false NODE_OPTIONS=--max-old-space-size=256 MALLOC_ARENA_MAX=2
WORKDIR /app
RUN npm install -g npm@11
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY packages/contracts/package.json packages/contracts/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund -w @gym/api && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY prisma/migrations prisma/migrations
COPY prisma/platform prisma/platform
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
