// The portal's nginx site: the static root as deploy.mjs publishes it, with its cache rules, the
// precompressed files the build writes (.br, .gz), the security headers, and the API behind it on the
// same origin, as a reverse proxy to one or more API processes (docs/deploy.md).
//
//   node deploy/nginx.mjs --root /srv/dapcon/web --listen 80 --api 127.0.0.1:8080 --api 127.0.0.1:8081 > /etc/nginx/sites-enabled/dapcon.conf
//
// The end-to-end suite renders the same site into a whole nginx configuration of its own
// (`nginxConfig`) and runs Debian's nginx with it.
import fs from 'node:fs';
import path from 'node:path';

/** The content security policy of the pages: the same as the API sends when it serves them itself. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The design system's Storybook at /storybook/ (docs/deploy.md 'The Storybook'): the pages' policy with
 * one change, `frame-ancestors 'self'`, since its manager (index.html) shows each story and docs page in
 * an iframe of the same origin (iframe.html). Its scripts are files of the origin like the product's
 * (publishing moves the pages' inline scripts into files), its styles are inline (emotion, the
 * manager's own), its fonts and images are its own or data: URLs, its mock API is a service worker
 * (mockServiceWorker.js) of its own folder, and it fetches index.json and the stories' answers from
 * the origin: nothing needs more than the product's policy allows.
 */
export const STORYBOOK_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** The browser features the portal never uses, turned off: the same as the API sends (security-headers.ts). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS, when nginx serves TLS: a year, subdomains included (docs/security.md 'Headers'). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const NO_CACHE = 'no-cache';
const STORYBOOK_GZIP = ['gzip on;', 'gzip_types text/css application/javascript application/json image/svg+xml;'].map((line) => `    ${line}`).join('\n');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The product's pages may be framed by nobody; the Storybook's by its own manager (same origin). */
const PRODUCT = { csp: CONTENT_SECURITY_POLICY, frameOptions: 'DENY' };
const STORYBOOK = { csp: STORYBOOK_CONTENT_SECURITY_POLICY, frameOptions: 'SAMEORIGIN' };

/**
 * nginx replaces a level's add_header when a location adds its own: every location repeats them.
 * The API's location adds only HSTS (the API sends its own headers).
 */
function headers(cacheControl, tls, { csp, frameOptions } = PRODUCT) {
  return [
    ...(cacheControl === null
      ? []
      : [
          `add_header Cache-Control "${cacheControl}" always;`,
          `add_header Content-Security-Policy "${csp}" always;`,
          'add_header X-Content-Type-Options "nosniff" always;',
          `add_header X-Frame-Options "${frameOptions}" always;`,
          'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
          `add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`,
        ]),
    ...(tls ? [`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`] : []),
  ]
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * The `upstream` and `server` blocks of the site. `brotli: false` leaves out `brotli_static`, for an
 * nginx without Debian's libnginx-mod-http-brotli-static. With `tls` (a certificate and its key) the
 * site is served over TLS on `listen`, every answer carries HSTS, and `httpListen` (when given) only
 * redirects to https.
 *
 * @param {{ root: string, listen: string | number, apis: string[], serverName?: string, brotli?: boolean, tls?: { certificate: string, key: string }, httpListen?: string | number }} o
 */
export function nginxSite({ root, listen, apis, serverName = '_', brotli = true, tls, httpListen }) {
  if (!apis.length) throw new Error('at least one API process (--api host:port)');
  const redirect = tls && httpListen !== undefined
    ? `
# Plain http only sends the browser to https.
server {
  listen ${httpListen};
  server_name ${serverName};
  server_tokens off;
  return 301 https://$host$request_uri;
}
`
    : '';
  // What a location that the API answers says to nginx: any process answers any request (sessions,
  // throttles and the mail queue live in PostgreSQL); one that does not answer is skipped.
  const toApi = [
    'proxy_pass http://dapcon_api;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_next_upstream error timeout http_502 http_503;',
    'proxy_connect_timeout 2s;',
  ]
    .map((line) => `    ${line}`)
    .join('\n');
  return `# DAPcon portal: generated by deploy/nginx.mjs; docs/deploy.md.
upstream dapcon_api {
${apis.map((a) => `  server ${a} max_fails=1 fail_timeout=5s;`).join('\n')}
  keepalive 16;
}
${redirect}
server {
  listen ${listen}${tls ? ' ssl http2' : ''};
  server_name ${serverName};
  root ${root};
  server_tokens off;
${tls ? `  ssl_certificate ${tls.certificate};\n  ssl_certificate_key ${tls.key};\n  ssl_protocols TLSv1.2 TLSv1.3;\n` : ''}
  # The build writes each file compressed beside it (.br, .gz): nginx sends those as they are.
${brotli ? '  brotli_static on;\n' : ''}  gzip_static on;
  gzip_vary on;

  # The API, on the same origin (no CORS). Any process answers any request: sessions, throttles and
  # the mail queue live in PostgreSQL. A process that does not answer is skipped.
  location /api/ {
${toApi}
    client_max_body_size 12m;
${tls ? `${headers(null, tls)}\n` : ''}  }

  # The public registry's pages, its sitemap and robots.txt: HTML the API renders with the live
  # mf-registro build (docs/registry.md). The API sets their caching (a minute, with ETags).
  location ~ "^/(registro(/[^/]*)?|sitemap\\.xml|robots\\.txt)$" {
${toApi}
${tls ? `${headers(null, tls)}\n` : ''}  }

  # The registry's server entry runs in the API; it is not a file to download.
  location ~ "/servidor/render\\.mjs$" { return 404; }

  # The design system's Storybook, published on its own (npm run publish -- storybook): the live build
  # is the folder storybook/live points at; /storybook/ answers 404 until one is published. The product's
  # headers, but framed by its own manager (STORYBOOK_CONTENT_SECURITY_POLICY). Vite's files under
  # assets/ are content-hashed; the pages, index.json and the manager's files (sb-manager/, sb-addons/)
  # keep their names from one build to the next. Storybook writes no compressed copies: nginx compresses.
  location = /storybook {
    absolute_redirect off;
${tls ? `${headers(null, tls)}\n` : ''}    return 301 /storybook/;
  }
  location ^~ /storybook/assets/ {
    alias ${path.join(root, 'storybook', 'live', 'assets')}/;
${headers(IMMUTABLE, tls, STORYBOOK)}
${STORYBOOK_GZIP}
  }
  location ^~ /storybook/ {
    alias ${path.join(root, 'storybook', 'live')}/;
${headers(NO_CACHE, tls, STORYBOOK)}
${STORYBOOK_GZIP}
  }

  # What deploy.mjs keeps for itself.
  location = /releases.json { return 404; }
  location ^~ /shell/ { return 404; }

  # Where each area is published, and what each entry point is: revalidated on every load, so a
  # publish or a rollback is seen at once.
  location ~ "(^/remotes\\.json|/mf-manifest\\.json|/remoteEntry\\.js|/index\\.html)$" {
${headers(NO_CACHE, tls)}
    try_files $uri =404;
  }

  # webpack's content-hashed files never change.
  # (A regex with braces is quoted for nginx.)
  location ~ "([.-][0-9a-f]{8,}(\\.[a-z0-9]+)+|/[0-9a-f]{16,}\\.[a-z0-9]+)$" {
${headers(IMMUTABLE, tls)}
    try_files $uri =404;
  }

  # Anything else under /remotes/ that is not there is a 404, never the shell's page.
  location /remotes/ {
${headers(NO_CACHE, tls)}
    try_files $uri =404;
  }

  # The shell's client-side routes (/empresas, /login…) are its page, which the API writes with the
  # preloads of the area and the screen the path opens (docs/performance.md): the browser asks for them
  # with the page instead of after the shell has run. With no API process answering in time, nginx
  # sends the page as built, which loads the same files in turn; so it does when the API fails on it.
  location / {
${headers(NO_CACHE, tls)}
    try_files $uri @page;
  }
  location @page {
${toApi}
    proxy_read_timeout 5s;
    proxy_intercept_errors on;
    error_page 500 502 503 504 = @built_page;
${tls ? `${headers(null, tls)}\n` : ''}  }
  location @built_page {
${headers(NO_CACHE, tls)}
    try_files /index.html =404;
  }
}
`;
}

/**
 * A whole nginx configuration around the site, for running nginx as an ordinary user in a folder of
 * its own (the end-to-end suite): its pid, logs and temporary files under `prefix`.
 */
export function nginxConfig({ prefix, modules = '/usr/lib/nginx/modules', ...site }) {
  const tmp = (name) => path.join(prefix, name);
  const brotliModule = path.join(modules, 'ngx_http_brotli_static_module.so');
  const brotli = fs.existsSync(brotliModule);
  return `${brotli ? `load_module ${brotliModule};` : ''}
worker_processes 1;
pid ${tmp('nginx.pid')};
error_log ${tmp('error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${tmp('access.log')};
  client_body_temp_path ${tmp('client_body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  sendfile on;
${nginxSite({ brotli, ...site })}
}
`;
}

function main(argv) {
  const values = (name) => argv.flatMap((a, i) => (a === `--${name}` ? [argv[i + 1]] : []));
  const [root] = values('root');
  const [listen = '80'] = values('listen');
  const [serverName] = values('server-name');
  const [certificate] = values('tls-certificate');
  const [key] = values('tls-key');
  const [httpListen] = values('http-listen');
  if (!root || Boolean(certificate) !== Boolean(key)) {
    throw new Error('usage: node deploy/nginx.mjs --root <static root> [--listen 80] --api host:port [--api host:port…] [--server-name name] [--tls-certificate <file> --tls-key <file> [--http-listen 80]]');
  }
  const tls = certificate && key ? { certificate: path.resolve(certificate), key: path.resolve(key) } : undefined;
  process.stdout.write(nginxSite({ root: path.resolve(root), listen, apis: values('api'), serverName, tls, httpListen }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main(process.argv.slice(2));
