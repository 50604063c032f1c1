// The nginx site (deploy/nginx.mjs) sends the pages the same content security policy and permissions
// policy as the API does when it serves them itself (api/src/plugins/app/security-headers.ts): the two
// are written in two places, so this keeps them one policy. Served over TLS, every answer carries HSTS:
// checked on Debian's nginx itself when it is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY as API_PERMISSIONS_POLICY } from '../api/src/plugins/app/security-headers';
// @ts-expect-error: plain ES modules without types
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY, nginxConfig, nginxSite } from './nginx.mjs';

const haveNginx = !spawnSync('nginx', ['-v']).error && !spawnSync('openssl', ['version']).error;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One GET's status and headers; TLS without checking the (self-signed) certificate. */
function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https') ? https : http).get(url, { rejectUnauthorized: false }, (response) => {
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
    expect(tls).toContain('listen 443 ssl;');
    expect(tls).toContain('ssl_certificate /etc/ssl/dapcon.pem;');
    expect(tls).toContain('return 301 https://$host$request_uri;');
    // Each location that answers (the API's included: its add_header replaces none of the API's own headers).
    const locations = tls.split(/\n {2}location /).slice(1).filter((block) => !block.includes('return 404'));
    expect(locations.length).toBe(6);
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
    // An API that answers like the real one would, with its own headers.
    const api = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end('{"status":"Success"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const [port, httpPort] = [await freePort(), await freePort()];
    const prefix = path.join(work, 'nginx');
    fs.mkdirSync(prefix);
    const config = path.join(prefix, 'nginx.conf');
    const apiAddress = `127.0.0.1:${(api.address() as AddressInfo).port}`;
    fs.writeFileSync(config, nginxConfig({ prefix, root, listen: `127.0.0.1:${port}`, httpListen: `127.0.0.1:${httpPort}`, apis: [apiAddress], tls: { certificate, key } }));
    const nginx = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
    try {
      const base = `https://127.0.0.1:${port}`;
      await expect.poll(async () => (await get(`${base}/`).catch(() => ({ status: 0 }))).status, { timeout: 15_000 }).toBe(200);
      for (const url of [`${base}/`, `${base}/empresas`]) {
        const page = await get(url);
        expect(page.headers['strict-transport-security'], url).toBe(STRICT_TRANSPORT_SECURITY);
        expect(page.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      }
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
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => api.close(resolve));
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
