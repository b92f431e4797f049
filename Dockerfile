# One image holds the API and every web build; the web tier serves the same builds from nginx.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && node scripts/build.mjs --force

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "api/dist/main.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /srv/shell
COPY --from=build /app/mfe-agents/dist /srv/remotes/mfe-agents
COPY --from=build /app/mfe-channels/dist /srv/remotes/mfe-channels
COPY --from=build /app/mfe-tools/dist /srv/remotes/mfe-tools
COPY --from=build /app/mfe-widget/dist /srv/remotes/mfe-widget
