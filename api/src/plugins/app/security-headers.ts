/**
 * Security headers on every answer (HTML, static files, API, errors), through
 * @fastify/helmet with the policy written out rather than helmet's defaults:
 * - script-src: this origin and the origins the remotes are loaded from, never
 *   inline script (the built index.html has none);
 * - style-src allows inline styles: Chakra UI (Emotion) writes <style> tags at run time;
 * - img-src data: and blob: for the logo picker's previews and crop canvas;
 * - connect-src: this origin and the remotes' (their mf-manifest.json is fetched), and for a remote
 *   taken from its dev server (REMOTE_<NAME>_URL) that server's WebSocket, which reloads the page
 *   after a rebuild;
 * - no framing (frame-ancestors 'none' and X-Frame-Options DENY), nosniff,
 *   a same-origin referrer policy;
 * - a Permissions-Policy that turns off the browser features the portal never uses (camera,
 *   microphone, location, payment…), so no injected script or frame could ask for them;
 * - `Cache-Control: no-store` on every API answer that does not set its own (JSON with personal
 *   data, Excel and PDF files, errors): neither the browser nor any cache in between keeps a copy.
 *   The exceptions set their own: logos shown in the page (`private, no-cache`, lib/download.ts),
 *   the editor's public images (`public, max-age`); docs/security.md 'Headers'.
 * No HSTS and no upgrade-insecure-requests: whoever terminates TLS decides those (the nginx
 * site sends HSTS when it serves TLS), and they would break plain-HTTP remotes on localhost
 * during development.
 */
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  webRoot: string;
  remoteOverrides: Record<string, string>;
  /** The prefix of the API's routes, whose answers are not stored by default. */
  apiPrefix: string;
}

/** The browser features no page of the portal uses, turned off (deploy/nginx.mjs sends the same). */
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

/** What an API answer gets unless its route says otherwise. */
export const API_CACHE_CONTROL = 'no-store';

/** The http(s) origins among remote URLs (a path is this origin, already allowed). */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL the browser could load either; nothing to allow.
    }
  }
  return [...origins].sort();
}

/** The URLs of WEB_ROOT/remotes.json as it is at start-up; a missing or odd file names none. */
function remotesFileUrls(webRoot: string): string[] {
  try {
    const remotes: unknown = JSON.parse(fs.readFileSync(path.join(webRoot, 'remotes.json'), 'utf8'));
    if (typeof remotes !== 'object' || remotes === null) return [];
    return Object.values(remotes).filter((url): url is string => typeof url === 'string');
  } catch {
    return [];
  }
}

/** The WebSocket origins of remote dev servers: ws://localhost:3003 for http://localhost:3003. */
export function socketOrigins(origins: string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

export function contentSecurityPolicy(origins: string[], sockets: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    'connect-src': ["'self'", ...origins, ...sockets],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export default fp<SecurityHeadersOptions>(
  async (app, { webRoot, remoteOverrides, apiPrefix }) => {
    const origins = remoteOrigins([...remotesFileUrls(webRoot), ...Object.values(remoteOverrides)]);
    const sockets = socketOrigins(remoteOrigins(Object.values(remoteOverrides)));
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(origins, sockets) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Remotes on another origin of the same site (localhost:3003) load this origin's files.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    app.addHook('onSend', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if ((path === apiPrefix || path.startsWith(`${apiPrefix}/`)) && !reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    });
    if (origins.length > 0) app.log.info({ origins }, 'remote origins allowed by the content security policy');
  },
  { name: 'security-headers' },
);
