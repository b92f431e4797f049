#!/usr/bin/env node
// Serves one app's build on its own port and forwards API traffic, so a team can run its
// remote alone: `node ../packages/webpack-config/serve.js --port 3101` from the app folder.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, index, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[index + 1]]);
    return pairs;
  }, []),
);
const root = path.resolve(args.dir ?? 'dist');
const port = Number(args.port ?? 3100);
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:3000');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function isApiTraffic(url) {
  return url.startsWith('/api/') || url.startsWith('/ws') || url === '/remotes.json' || url.startsWith('/remotes/');
}

function forward(req, res) {
  const upstream = http.request(
    { host: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, message: `API not reachable at ${apiUrl.origin}`, error: 'Bad Gateway' }));
  });
  req.pipe(upstream);
}

function serveFile(req, res) {
  const requested = path.normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  let file = path.join(root, requested);
  if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    file = path.join(root, 'index.html');
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
  });
  fs.createReadStream(file).pipe(res);
}

http
  .createServer((req, res) => (isApiTraffic(req.url ?? '/') ? forward(req, res) : serveFile(req, res)))
  // Named localhost: the session cookie the dashboard set on localhost (cookies ignore ports) is sent here too.
  .listen(port, '127.0.0.1', () => console.log(`Serving ${root} on http://localhost:${port} (API ${apiUrl.origin}; sign in on the dashboard first)`));
