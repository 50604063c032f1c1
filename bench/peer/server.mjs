// Serves the peer's build (dist/) and its data, as the portal's API serves the portal: files under
// /assets/ carry a content hash and are cached for a year (immutable), index.html is revalidated
// (ETag, 304); .br beside a file is sent when the browser takes brotli (.gz for gzip). `GET /companies`
// is ra-data-simple-rest's list, answered from the portal's API (`GET /api/organizaciones`, signed in
// as the account given), so both sides of the bench read the same rows from the same database.
//
// Usage: PEER_PORT=8601 DAPCON_API=http://127.0.0.1:8080 DAPCON_USER=46127839M DAPCON_PASSWORD=… node server.mjs
// Prints `listening <url>` once it answers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentRange, listAnswer, listRequest } from './rest.mjs';

const DIST = path.join(import.meta.dirname, 'dist');
const API = process.env.DAPCON_API ?? 'http://127.0.0.1:8080';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json' };

let token = null;
async function signIn() {
  const r = await fetch(`${API}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: process.env.DAPCON_USER, password: process.env.DAPCON_PASSWORD, modulo_app: process.env.DAPCON_MODULO ?? 'administrador' }),
  });
  const body = await r.json();
  if (!r.ok || !body?.data?.token) throw new Error(`sign-in to ${API} answered ${r.status}`);
  token = body.data.token;
}

async function apiGet(pathname, again = true) {
  const r = await fetch(`${API}${pathname}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } });
  if (r.status === 401 && again) {
    await signIn();
    return apiGet(pathname, false);
  }
  if (!r.ok) throw new Error(`GET ${pathname} answered ${r.status}`);
  return r.json();
}

async function companies(url, res) {
  const request = listRequest(url.searchParams);
  const pages = await Promise.all(request.paths.map((p) => apiGet(p)));
  const { records, total } = listAnswer(pages, request);
  const body = JSON.stringify(records);
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'content-range': contentRange('companies', request.start, records.length, total),
    'access-control-expose-headers': 'Content-Range',
    'cache-control': 'no-store',
  });
  res.end(body);
}

function file(url, req, res) {
  let name = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  let full = path.join(DIST, name);
  if (!full.startsWith(DIST) || !fs.existsSync(full) || fs.statSync(full).isDirectory()) {
    name = '/index.html';
    full = path.join(DIST, name);
  }
  const immutable = name.startsWith('/assets/');
  const stat = fs.statSync(full);
  const etag = `"${crypto.createHash('sha1').update(`${name}:${stat.size}:${stat.mtimeMs}`).digest('hex').slice(0, 16)}"`;
  const headers = {
    'content-type': TYPES[path.extname(full)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
    vary: 'accept-encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let sent = full;
  if (/\bbr\b/.test(accepts) && fs.existsSync(`${full}.br`)) {
    sent = `${full}.br`;
    headers['content-encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts) && fs.existsSync(`${full}.gz`)) {
    sent = `${full}.gz`;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = fs.statSync(sent).size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(sent).pipe(res);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://peer');
  try {
    if (req.method === 'GET' && url.pathname === '/companies') await companies(url, res);
    else if (req.method === 'GET' || req.method === 'HEAD') file(url, req, res);
    else {
      res.writeHead(405);
      res.end();
    }
  } catch (error) {
    if (!res.headersSent) res.writeHead(error instanceof RangeError ? 400 : 502, { 'content-type': 'text/plain' });
    res.end(String(error instanceof Error ? error.message : error));
  }
});

server.keepAliveTimeout = 72_000; // as the portal's API (Fastify's default)
await signIn();
server.listen(Number(process.env.PEER_PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${server.address().port}`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
