// The nginx site (deploy/nginx.mjs) sends the pages the same content security policy and permissions
// policy as the API does when it serves them itself (api/src/plugins/app/security-headers.ts): the two
// are written in two places, so this keeps them one policy. Served over TLS, every answer carries HSTS:
// checked on Debian's nginx itself when it is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY as API_PERMISSIONS_POLICY } from '../api/src/plugins/app/security-headers';
// @ts-expect-error: plain ES modules without types
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, STORYBOOK_CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY, nginxConfig, nginxSite } from './nginx.mjs';
// @ts-expect-error: plain ES modules without types
import { publishStorybook, rollback } from './deploy.mjs';

const haveNginx = !spawnSync('nginx', ['-v']).error && !spawnSync('openssl', ['version']).error;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Debian's nginx running the site `nginxConfig` writes, under `work`/nginx; answers a stop that waits for it to exit. */
function startNginx(work: string, site: Record<string, unknown>): () => Promise<void> {
  const prefix = path.join(work, 'nginx');
  fs.mkdirSync(prefix);
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig({ prefix, ...site }));
  const nginx = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
  return async () => {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  };
}

/** The status of a GET over HTTP/2 (ALPN 'h2' only: a server that does not speak it fails the connection). */
function http2Status(origin: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false, ALPNProtocols: ['h2'] });
    session.on('error', reject);
    const request = session.request({ ':path': pathname });
    request.on('response', (headers) => {
      resolve(Number(headers[':status']));
      request.close();
      session.close();
    });
    request.on('error', reject);
    request.end();
  });
}

/** One GET's status and headers; TLS without checking the (self-signed) certificate. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https') ? https : http).get(url, { rejectUnauthorized: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

describe('the nginx site', () => {
  it("sends the API's content security policy, with no remote on another origin", () => {
    const api = Object.entries(contentSecurityPolicy([])).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
    expect(CONTENT_SECURITY_POLICY).toBe(api);
  });

  it("sends the API's permissions policy", () => {
    expect(PERMISSIONS_POLICY).toBe(API_PERMISSIONS_POLICY);
    expect(nginxSite({ root: '/srv/web', listen: 80, apis: ['127.0.0.1:8080'] })).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`);
  });

  it('sends HSTS on every location only when it serves TLS, and then sends plain http to https', () => {
    const plain = nginxSite({ root: '/srv/web', listen: 80, apis: ['127.0.0.1:8080'] }) as string;
    expect(plain).not.toContain('Strict-Transport-Security');
    expect(plain).not.toContain('ssl');
    const tls = nginxSite({ root: '/srv/web', listen: 443, apis: ['127.0.0.1:8080'], tls: { certificate: '/etc/ssl/dapcon.pem', key: '/etc/ssl/dapcon.key' }, httpListen: 80 }) as string;
    // HTTP/2 over TLS (browsers speak it only there): the page's 30-odd files share one connection.
    expect(tls).toContain('listen 443 ssl http2;');
    expect(tls).toContain('ssl_certificate /etc/ssl/dapcon.pem;');
    expect(tls).toContain('return 301 https://$host$request_uri;');
    // Each location that answers (the API's included: its add_header replaces none of the API's own headers).
    const locations = tls.split(/\n {2}location /).slice(1).filter((block) => !block.includes('return 404'));
    expect(locations.length).toBe(11);
    for (const block of locations) expect(block).toContain(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`);
  });

  it.skipIf(!haveNginx)("over TLS on Debian's nginx: HSTS and the permissions policy on pages and files, the API's answers with HSTS, plain http redirected", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-nginx-tls-'));
    const root = path.join(work, 'web');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>DAPcon</title>');
    const certificate = path.join(work, 'cert.pem');
    const key = path.join(work, 'key.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', certificate]);
    expect(made.status, String(made.stderr)).toBe(0);
    // An API that answers like the real one would, with its own headers: the shell's page for a browser's
    // navigation (api/src/plugins/app/web.ts), JSON otherwise.
    const api = http.createServer((request, response) => {
      if ((request.headers.accept ?? '').includes('text/html') && !request.url?.startsWith('/registro')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'permissions-policy': PERMISSIONS_POLICY });
        response.end('<!doctype html><title>DAPcon</title><!-- the API -->');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end('{"status":"Success"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const [port, httpPort] = [await freePort(), await freePort()];
    const apiAddress = `127.0.0.1:${(api.address() as AddressInfo).port}`;
    const stopNginx = startNginx(work, { root, listen: `127.0.0.1:${port}`, httpListen: `127.0.0.1:${httpPort}`, apis: [apiAddress], tls: { certificate, key } });
    try {
      const base = `https://127.0.0.1:${port}`;
      await expect.poll(async () => (await get(`${base}/`).catch(() => ({ status: 0 }))).status, { timeout: 15_000 }).toBe(200);
      for (const url of [`${base}/`, `${base}/empresas`]) {
        const page = await get(url, { accept: 'text/html' });
        expect(page.headers['strict-transport-security'], url).toBe(STRICT_TRANSPORT_SECURITY);
        expect(page.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      }
      // The browser's protocol there is HTTP/2 (ALPN 'h2'), for the files and the API alike.
      for (const url of ['/', '/api/health']) expect(await http2Status(base, url), url).toBe(200);
      const answer = await get(`${base}/api/health`);
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(answer.headers['cache-control']).toBe('no-store');
      // The registry's pages, its sitemap and robots.txt are the API's (here its JSON), never the shell's page;
      // the registry's server entry is not served, though it is in the static root.
      for (const url of ['/registro', '/registro/DAPcon-2026-0001?lang=ca', '/sitemap.xml', '/robots.txt']) {
        const page = await get(`${base}${url}`);
        expect(page.status, url).toBe(200);
        expect(page.headers['content-type'], url).toBe('application/json');
      }
      fs.mkdirSync(path.join(root, 'remotes/mf-registro/0.1.0-0a1b2c3d/servidor'), { recursive: true });
      fs.writeFileSync(path.join(root, 'remotes/mf-registro/0.1.0-0a1b2c3d/servidor/render.mjs'), 'export function render() {}');
      expect((await get(`${base}/remotes/mf-registro/0.1.0-0a1b2c3d/servidor/render.mjs`)).status).toBe(404);
      const plain = await get(`http://127.0.0.1:${httpPort}/empresas`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`https://127.0.0.1/empresas`);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await stopNginx();
      await new Promise((resolve) => api.close(resolve));
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it.skipIf(!haveNginx)("on Debian's nginx, the shell's page is the API's (with its preloads) and, when no API process answers or the API fails on it, the page as built", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-nginx-page-'));
    const root = path.join(work, 'web');
    fs.mkdirSync(root);
    const built = '<!doctype html><title>DAPcon</title><!-- as built -->';
    fs.writeFileSync(path.join(root, 'index.html'), built);
    fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The API's page: index.html with the preloads of the path's area and screen (api/src/plugins/app/web.ts).
    const CSP_OF_THE_API = "default-src 'self';script-src 'self'";
    let failing = false;
    const asked: string[] = [];
    const api = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (failing) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"status":"Error"}');
        return;
      }
      if (!(request.headers.accept ?? '').includes('text/html')) {
        response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end('{"status":"Error","message":"No encontrado"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': CSP_OF_THE_API });
      response.end(`<!doctype html><title>DAPcon</title><link rel="preload" href="/remotes/mf-empresas/route~empresas.js" as="script"><!-- ${request.url} -->`);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const stopNginx = startNginx(work, { root, listen: `127.0.0.1:${port}`, apis: [`127.0.0.1:${(api.address() as AddressInfo).port}`] });
    const base = `http://127.0.0.1:${port}`;
    const load = async (url: string, accept = 'text/html,application/xhtml+xml') => {
      const response = await fetch(`${base}${url}`, { headers: { accept } });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    try {
      await expect.poll(async () => (await load('/favicon.svg').catch(() => ({ status: 0 }))).status, { timeout: 15_000 }).toBe(200);
      // A browser's navigation: the API's page, with the API's own headers (nginx adds none of its own).
      for (const url of ['/', '/empresas', '/empresas/B08691586?tab=1', '/login']) {
        const page = await load(url);
        expect(page.status, url).toBe(200);
        expect(page.text, url).toContain('rel="preload"');
        expect(page.text, url).toContain(`<!-- ${url} -->`);
        expect(page.headers.get('content-security-policy'), url).toBe(CSP_OF_THE_API);
        expect(page.headers.get('cache-control'), url).toBe('no-cache');
      }
      // Files of the static root stay nginx's; a missing file that is no page is the API's 404, not the shell's page.
      const asksBefore = asked.length;
      const file = await load('/favicon.svg', 'image/*');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect((await load('/index.html')).text).toBe(built);
      expect(asked.length).toBe(asksBefore);
      const missing = await load('/nothing.png', 'image/*');
      expect(missing.status).toBe(404);
      expect(missing.text).not.toContain('<title>DAPcon</title>');

      // The API fails on the page: the page as built, with nginx's headers.
      failing = true;
      const onFailure = await load('/empresas');
      expect(onFailure.status).toBe(200);
      expect(onFailure.text).toBe(built);
      expect(onFailure.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(onFailure.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(onFailure.headers.get('cache-control')).toBe('no-cache');

      // No API process answers: the same.
      await new Promise((resolve) => api.close(resolve));
      api.closeAllConnections();
      for (const url of ['/', '/empresas', '/login?role=admin']) {
        const page = await load(url);
        expect(page.status, url).toBe(200);
        expect(page.text, url).toBe(built);
        expect(page.headers.get('x-frame-options'), url).toBe('DENY');
      }
    } finally {
      await stopNginx();
      if (api.listening) await new Promise((resolve) => api.close(resolve));
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it("gives the Storybook the pages' policy, framed by its own origin only, with no inline script", () => {
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(STORYBOOK_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it.skipIf(!haveNginx)("serves the published Storybook at /storybook/ on Debian's nginx: its headers, its cache rules, 404 until published, the live build after a publish or a rollback", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-nginx-storybook-'));
    const root = path.join(work, 'web');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>DAPcon</title>');
    /** A static Storybook as the build writes it: its pages with inline scripts, index.json, hashed assets, the mock API's worker. */
    const build = (name: string) => {
      const dist = path.join(work, name);
      fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE = 'PRODUCTION';</script><script type="module">import './sb-manager/runtime.js';</script>`);
      fs.writeFileSync(path.join(dist, 'iframe.html'), `<!doctype html><title>${name}</title><script>window.LOGLEVEL = 'info';</script><script type="module" crossorigin src="./assets/iframe-Ab12Cd34.js"></script>`);
      fs.writeFileSync(path.join(dist, 'index.json'), JSON.stringify({ v: 5, entries: { [name]: { type: 'story', id: name, importPath: `./${name}.stories.tsx` } } }));
      fs.writeFileSync(path.join(dist, 'assets', 'iframe-Ab12Cd34.js'), `console.log(${JSON.stringify(name.repeat(20))});`);
      fs.writeFileSync(path.join(dist, 'mockServiceWorker.js'), `self.addEventListener('fetch', () => {}); // ${name}`);
      return dist;
    };
    const [port] = [await freePort()];
    // No API answers here: nothing under /storybook/ reaches it.
    const stopNginx = startNginx(work, { root, listen: `127.0.0.1:${port}`, apis: ['127.0.0.1:9'] });
    const base = `http://127.0.0.1:${port}`;
    const load = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${url}`, { redirect: 'manual', headers });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    try {
      await expect.poll(async () => (await load('/').catch(() => ({ status: 0 }))).status, { timeout: 15_000 }).toBe(200);
      // Nothing published: a 404, never the shell's page.
      const before = await load('/storybook/');
      expect(before.status).toBe(404);
      expect(before.text).not.toContain('<title>DAPcon</title>');

      const first = publishStorybook(root, build('b1')) as string;
      const redirect = await load('/storybook');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/storybook/');
      const files: [string, string, string][] = [
        ['/storybook/', 'text/html', 'no-cache'],
        ['/storybook/iframe.html?id=b1&viewMode=story', 'text/html', 'no-cache'],
        ['/storybook/index.json', 'application/json', 'no-cache'],
        ['/storybook/mockServiceWorker.js', 'application/javascript', 'no-cache'],
        ['/storybook/assets/iframe-Ab12Cd34.js', 'application/javascript', 'public, max-age=31536000, immutable'],
      ];
      for (const [url, type, cache] of files) {
        const answer = await load(url);
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get('content-type'), url).toBe(type);
        expect(answer.headers.get('cache-control'), url).toBe(cache);
        expect(answer.headers.get('content-security-policy'), url).toBe(STORYBOOK_CONTENT_SECURITY_POLICY);
        expect(answer.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
        expect(answer.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
        expect(answer.headers.get('permissions-policy'), url).toBe(PERMISSIONS_POLICY);
        // The mock API's worker can never control more than /storybook/.
        expect(answer.headers.get('service-worker-allowed'), url).toBeNull();
      }
      // The pages load their scripts from files of the origin (moved out by publishing), served likewise.
      const page = (await load('/storybook/')).text;
      expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      const moved = [...page.matchAll(/src="\.\/(sb-inline-[0-9a-f]+\.js)"/g)].map((m) => m[1]);
      expect(moved).toHaveLength(2);
      for (const name of moved) {
        const script = await load(`/storybook/${name}`);
        expect(script.headers.get('content-type'), name).toBe('application/javascript');
        expect(script.headers.get('cache-control'), name).toBe('no-cache');
      }
      // Storybook writes no compressed copies: nginx compresses.
      expect((await load('/storybook/assets/iframe-Ab12Cd34.js', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
      // A missing file, a version's folder and the live link itself: 404, never the shell's page.
      for (const url of ['/storybook/nothing.js', `/storybook/${first}/index.html`, '/storybook/live/index.html', '/storybook/assets/nothing-Ab12Cd34.js']) {
        const missing = await load(url);
        expect(missing.status, url).toBe(404);
        expect(missing.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(missing.text, url).not.toContain('<title>DAPcon</title>');
      }
      // The product's pages keep theirs.
      const product = await load('/empresas');
      expect(product.headers.get('x-frame-options')).toBe('DENY');
      expect(product.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);

      // Another build published is served at once; a rollback brings the first back.
      publishStorybook(root, build('b2'));
      expect((await load('/storybook/iframe.html')).text).toContain('<title>b2</title>');
      expect(rollback(root, 'storybook')).toBe(first);
      expect((await load('/storybook/iframe.html')).text).toContain('<title>b1</title>');
    } finally {
      await stopNginx();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it('needs at least one API process, and proxies to each', () => {
    expect(() => nginxSite({ root: '/srv/web', listen: 80, apis: [] })).toThrow('at least one API process');
    const site = nginxSite({ root: '/srv/web', listen: 80, apis: ['127.0.0.1:8080', '127.0.0.1:8081'] }) as string;
    expect(site).toContain('server 127.0.0.1:8080 max_fails=1 fail_timeout=5s;');
    expect(site).toContain('server 127.0.0.1:8081 max_fails=1 fail_timeout=5s;');
  });
});
