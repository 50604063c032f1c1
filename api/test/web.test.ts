import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@dapcon/contract';
import { build, errorBody } from './helper';
import { inFrame, kindOpens, laterPreloads, pageLanguage, screenOfPath, sessionKind, withFirstScreen } from '../src/plugins/app/web';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A WEB_ROOT laid out as the build scripts lay it out. */
function webRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('index.html', '<!doctype html><title>DAPcon</title><div id="root"></div>');
  write('main.3f2a1b9c.js', 'console.log("shell")');
  write('favicon.svg', '<svg/>');
  write('remotes/mf-auth/remoteEntry.js', '/* entry */');
  write('remotes/mf-auth/mf-manifest.json', '{"name":"mf_auth"}');
  write('remotes/mf-auth/412.0a1b2c3d.js', '/* chunk */');
  write(
    'remotes.json',
    JSON.stringify({
      mf_auth: '/remotes/mf-auth/mf-manifest.json',
      mf_empresas: '/remotes/mf-empresas/mf-manifest.json',
    }),
  );
  return root;
}

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = webRoot();
  app = await build({
    env: { WEB_ROOT: root, REMOTE_MF_EMPRESAS_URL: 'http://localhost:3003/mf-manifest.json' },
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the product from WEB_ROOT', () => {
  it.each([['a page request', page], ['any request', { accept: '*/*' }]])('serves index.html at / without caching, to %s', async (_, headers) => {
    const response = await app.inject({ method: 'GET', url: '/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    ['/main.3f2a1b9c.js', IMMUTABLE],
    ['/remotes/mf-auth/412.0a1b2c3d.js', IMMUTABLE],
    ['/remotes/mf-auth/remoteEntry.js', NO_CACHE],
    ['/remotes/mf-auth/mf-manifest.json', NO_CACHE],
    ['/favicon.svg', NO_CACHE],
  ])('serves %s with Cache-Control "%s"', async (url, cacheControl) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('falls back to index.html for page requests the shell routes', async () => {
    for (const url of ['/login', '/empresas/B08715427?tab=datos_generales', '/consultores/47815236F']) {
      const response = await app.inject({ method: 'GET', url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a JSON 404 to missing files that are not page requests, and under /api', async () => {
    for (const [url, headers] of [
      ['/remotes/mf-auth/missing.js', { accept: '*/*' }],
      ['/api/nothing-here', page],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.noEncontrado });
    }
    const post = await app.inject({ method: 'POST', url: '/login', headers: page });
    expect(post.statusCode).toBe(404);
  });

  it('serves /remotes.json with REMOTE_<NAME>_URL overrides, uncached, read afresh each time', async () => {
    let response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      mf_auth: '/remotes/mf-auth/mf-manifest.json',
      mf_empresas: 'http://localhost:3003/mf-manifest.json',
    });

    // Publishing one remote is one line changed in remotes.json: no restart.
    fs.writeFileSync(
      path.join(root, 'remotes.json'),
      JSON.stringify({ mf_auth: '/remotes/mf-auth-v2/mf-manifest.json', mf_empresas: '/x' }),
    );
    response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toMatchObject({ mf_auth: '/remotes/mf-auth-v2/mf-manifest.json' });

    // The live areas' descriptors (their screens and menu entries) go through as published, beside the entries.
    // An overridden area's published descriptor is left out: the shell reads the one beside its manifest.
    const area = (es: string) => ({ name: { es, ca: es }, screens: [{ path: '/login', access: 'guest', title: { es: 'Iniciar sesión', ca: 'Iniciar sessió' } }], menu: [] });
    const areas = { mf_auth: area('el acceso'), mf_empresas: area('el área de empresas') };
    fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mf_auth: '/remotes/mf-auth-v3/mf-manifest.json', areas }));
    response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toEqual({
      mf_auth: '/remotes/mf-auth-v3/mf-manifest.json',
      mf_empresas: 'http://localhost:3003/mf-manifest.json',
      areas: { mf_auth: areas.mf_auth },
    });
  });

  it('keeps the API working beside the files', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the page names the files of the area its path opens (issue 38, the waterfall)', () => {
  const screens = (access: unknown, paths: string[]) => paths.map((p) => ({ path: p, access, title: { es: p, ca: p } }));
  const area = (access: unknown, ...paths: string[]) => ({ name: { es: 'x', ca: 'x' }, screens: screens(access, paths), menu: [] });
  const frame = ['script /67.6294a132.js', 'script /frame.a5913d09.js'];
  const manifest = (entry: { name: string; path?: string }, sync: string[]) =>
    JSON.stringify({ metaData: { remoteEntry: entry }, exposes: [{ name: 'ChangePassword', assets: { js: { sync: ['9.x.js'] } } }, { name: 'Routes', assets: { js: { sync } } }] });
  let pageRoot: string;
  let pageApp: FastifyInstance;
  beforeAll(async () => {
    pageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-page-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(pageRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(pageRoot, file), text);
    };
    write('index.html', '<!doctype html><html><head><title>DAPcon</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>');
    write('remotes/mf-auth/2/mf-manifest.json', manifest({ name: 'remoteEntry.js', path: '' }, ['753.b7b9eb7b.js', '__federation_expose_Routes.a68fd91e.js']));
    write('remotes/mf-home/1/mf-manifest.json', manifest({ name: 'remoteEntry.js' }, ['1.aaaaaaaa.js']));
    write('remotes/mf-empresas/1/mf-manifest.json', '{ half a file');
    // The shell build's list of the signed-in frame's files (config/startup-preload.js).
    // …and of the files of each shared module it provides beyond its start (one of them the frame's too).
    write('page-preloads.json', JSON.stringify({ frame: ['/67.6294a132.js', '/frame.a5913d09.js'], shared: { '@dapcon/shared-ui/data': ['/43.eeeeeeee.js', '/67.6294a132.js'] } }));
    // An area build's routes with the chunks that serve them (config/startup-preload.js, ScreenPreloadPlugin).
    write(
      'remotes/mf-home/1/screen-preloads.json',
      JSON.stringify({
        screens: [
          { path: '/tickets', scripts: ['route~tickets.cccccccc.js'], shared: ['@dapcon/shared-ui/data', 'react'] },
          { path: '/tickets/:id', scripts: ['route~tickets~_id.dddddddd.js', '../../../etc/passwd.js', 'x/y.js'], shared: [] },
        ],
      }),
    );
    write('remotes/mf-auth/2/screen-preloads.json', '{ half a file');
    write(
      'remotes.json',
      JSON.stringify({
        mf_auth: '/remotes/mf-auth/2/mf-manifest.json',
        mf_home: '/remotes/mf-home/1/mf-manifest.json',
        mf_empresas: '/remotes/mf-empresas/1/mf-manifest.json',
        mf_consultores: '/remotes/mf-consultores/1/mf-manifest.json',
        mf_finanzas: 'http://localhost:3005/mf-manifest.json',
        mf_contenidos: '/../../etc/mf-manifest.json',
        areas: {
          mf_auth: { ...area('guest', '/login'), screens: [...screens('guest', ['/login']), ...screens('public', ['/avis-legal'])] },
          mf_home: area('user', '/', '/inicio', '/tickets'),
          mf_empresas: area({ modulos: ['administrador'] }, '/empresas', '/mis-datos'),
          mf_consultores: area({ modulos: ['consultor'] }, '/consultores', '/mis-datos'),
          mf_finanzas: area('user', '/pagos'),
          mf_contenidos: area('user', '/contenidos'),
        },
      }),
    );
    pageApp = await build({ env: { WEB_ROOT: pageRoot } });
  });
  afterAll(async () => {
    await pageApp.close();
    fs.rmSync(pageRoot, { recursive: true, force: true });
  });
  const open = async (url: string) => {
    const response = await pageApp.inject({ method: 'GET', url, headers: page });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe(NO_CACHE);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    return response.body;
  };
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);

  it('/login: the manifest, remoteEntry.js and the chunks of ./Routes, in <head>, in the order the runtime asks for them', async () => {
    const html = await open('/login?role=admin');
    expect(preloads(html)).toEqual([
      'fetch /remotes/mf-auth/2/mf-manifest.json',
      'script /remotes/mf-auth/2/remoteEntry.js',
      'script /remotes/mf-auth/2/753.b7b9eb7b.js',
      'script /remotes/mf-auth/2/__federation_expose_Routes.a68fd91e.js',
    ]);
    // The manifest is asked as the federation runtime's fetch asks (same mode and credentials), or it is asked twice.
    expect(html).toContain('<link rel="preload" href="/remotes/mf-auth/2/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('main.1a2b3c4d.js'));
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a public page names its area, not the signed-in frame', async () => {
    expect(preloads(await open('/avis-legal'))).toEqual([
      'fetch /remotes/mf-auth/2/mf-manifest.json',
      'script /remotes/mf-auth/2/remoteEntry.js',
      'script /remotes/mf-auth/2/753.b7b9eb7b.js',
      'script /remotes/mf-auth/2/__federation_expose_Routes.a68fd91e.js',
    ]);
  });

  it("a screen's path also names the chunks its area's build lists for its route, and the shell's files of the shared modules they consume, each once", async () => {
    const home = ['fetch /remotes/mf-home/1/mf-manifest.json', 'script /remotes/mf-home/1/remoteEntry.js', 'script /remotes/mf-home/1/1.aaaaaaaa.js'];
    expect(preloads(await open('/tickets?page=2'))).toEqual([...home, ...frame, 'script /remotes/mf-home/1/route~tickets.cccccccc.js', 'script /43.eeeeeeee.js']);
    // A route with a parameter; a file name that is not a file beside the manifest is not named.
    expect(preloads(await open('/tickets/12'))).toEqual([...home, ...frame, 'script /remotes/mf-home/1/route~tickets~_id.dddddddd.js']);
    // A path no route of the list matches: the area's start alone.
    expect(preloads(await open('/tickets/12/historial'))).toEqual([...home, ...frame]);
  });

  it('a signed-in path names its area and the signed-in frame; the page follows a publish without a restart', async () => {
    const home = ['fetch /remotes/mf-home/1/mf-manifest.json', 'script /remotes/mf-home/1/remoteEntry.js', 'script /remotes/mf-home/1/1.aaaaaaaa.js'];
    expect(preloads(await open('/'))).toEqual([...home, ...frame]);
    expect(preloads(await open('/inicio/algo'))).toEqual([...home, ...frame]);
    const remotes = JSON.parse(fs.readFileSync(path.join(pageRoot, 'remotes.json'), 'utf8'));
    fs.mkdirSync(path.join(pageRoot, 'remotes/mf-home/2'));
    fs.writeFileSync(path.join(pageRoot, 'remotes/mf-home/2/mf-manifest.json'), manifest({ name: 'remoteEntry.js', path: 'js/' }, ['2.bbbbbbbb.js']));
    fs.writeFileSync(path.join(pageRoot, 'remotes.json'), JSON.stringify({ ...remotes, mf_home: '/remotes/mf-home/2/mf-manifest.json' }));
    expect(preloads(await open('/'))).toEqual(['fetch /remotes/mf-home/2/mf-manifest.json', 'script /remotes/mf-home/2/js/remoteEntry.js', 'script /remotes/mf-home/2/2.bbbbbbbb.js', ...frame]);
  });

  it.each([
    ['/empresas', 'an area whose manifest cannot be read'],
    ['/consultores', 'an area whose manifest is missing'],
    ['/pagos', 'an area served from another origin'],
    ['/contenidos', 'an entry outside WEB_ROOT'],
  ])('%s, a signed-in path, names the signed-in frame alone: %s', async (url) => {
    expect(preloads(await open(url))).toEqual(frame);
  });

  it.each([
    ['/mis-datos', 'a path two areas declare (which one depends on the role, unknown here)'],
    ['/nada', 'a path no area declares'],
    ['/empresasx', 'a path that only starts like a screen'],
  ])('%s goes out as built, without preloads (the shell sends a guest to sign in): %s', async (url) => {
    const html = await open(url);
    expect(preloads(html)).toEqual([]);
    expect(html).toBe(fs.readFileSync(path.join(pageRoot, 'index.html'), 'utf8'));
  });

  it('goes out in brotli to a browser that takes it, the same page', async () => {
    const plain = await open('/login');
    const response = await pageApp.inject({ method: 'GET', url: '/login', headers: { ...page, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(plain);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain));
  });

  it.each([
    ['/empresas/B12345678', '/empresas/:cif'],
    ['/empresas/nuevo', '/empresas/nuevo'],
    ['/empresas', '/empresas'],
    ['/dapcon/7/2', '/dapcon/:id/:languageId'],
    ['/dapcon/7', null],
    ['/', '/'],
  ])('screenOfPath: %s opens %s', (pathname, route) => {
    const routes = ['/', '/empresas/:cif', '/empresas', '/empresas/nuevo', '/dapcon/:id/:languageId'].map((p) => ({ path: p }));
    expect(screenOfPath(routes, pathname)?.path ?? null).toBe(route);
  });

  it('/index.html itself is the file as built', async () => {
    const response = await pageApp.inject({ method: 'GET', url: '/index.html', headers: page });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([]);
  });
});

/**
 * A web root of the describe's own, served by an API built on it: `fill` writes its files before the
 * API starts; `write` changes one meanwhile; `open` asks for a page (with a cookie) and expects a 200.
 */
function servedWebRoot(name: string, fill: (write: (file: string, text: string) => void) => void) {
  let root = '';
  let app: FastifyInstance | undefined;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    fill(write);
    app = await build({ env: { WEB_ROOT: root } });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const open = async (url: string, cookie?: string) => {
    const response = await (app as FastifyInstance).inject({ method: 'GET', url, headers: { ...page, ...(cookie ? { cookie } : {}) } });
    expect(response.statusCode, url).toBe(200);
    return response;
  };
  return { write, open };
}

describe('the screen an area drew for a path (issue 38, eighth step)', () => {
  const shellPreloads = { frame: ['/frame.a5913d09.js'], shared: {}, firstScreen: '/first-screen.0a1b2c3d.js' };
  const { write, open } = servedWebRoot('dapcon-drawn', (write) => {
    write('index.html', '<!doctype html><html lang="es"><head><title>DAPcon</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>');
    write('remotes/mf-auth/3/mf-manifest.json', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'Routes', assets: { js: { sync: ['1.aaaaaaaa.js'] } } }] }));
    write(
      'remotes/mf-auth/3/first-screens.json',
      JSON.stringify({ screens: [{ path: '/login', html: { es: '<form method="dialog"><button>Iniciar sesión</button></form>', ca: '<form method="dialog"><button>Iniciar sessió</button></form>' } }] }),
    );
    write('page-preloads.json', JSON.stringify(shellPreloads));
    const screens = [
      { path: '/login', access: 'guest', title: { es: 'x', ca: 'x' } },
      { path: '/avis-legal', access: 'public', title: { es: 'x', ca: 'x' } },
    ];
    write('remotes.json', JSON.stringify({ mf_auth: '/remotes/mf-auth/3/mf-manifest.json', areas: { mf_auth: { name: { es: 'x', ca: 'x' }, screens, menu: [] } } }));
  });

  it("/login holds mf-auth's drawn screen before #root, #root hidden beside it, and names the shell's script that holds its sends first in the head", async () => {
    const response = await open('/login');
    const html = response.body;
    expect(html).toContain(
      '<div id="first-screen"><style>#first-screen~#root{visibility:hidden;position:absolute;top:0;left:0;width:100%}</style><form method="dialog"><button>Iniciar sesión</button></form></div><div id="root"></div></body>',
    );
    // First thing in the head, `async` (it has no list to ask for: nothing need wait for it); it waits for the parse to hold the sends.
    expect(html).toMatch(/^<!doctype html><html lang="es"><head><script async src="\/first-screen\.0a1b2c3d\.js" fetchpriority="high"><\/script><title>/);
    expect(html).not.toContain('name="first-rows"');
    expect(html).toContain('<html lang="es">');
    // The page depends on the language cookie: a cache between must not give one user's to another.
    expect(response.headers.vary).toMatch(/cookie/i);
    // Its preloads as before, the scripts' kept for the shell's script to name once the page is parsed.
    expect(html).toMatch(/<template id="app-preloads">[^<]*(<link [^>]*>)*<link rel="preload" href="\/remotes\/mf-auth\/3\/remoteEntry\.js" as="script">(<link [^>]*>)*<\/template><\/head>/);
    expect(html).toContain('<link rel="preload" href="/remotes/mf-auth/3/mf-manifest.json" as="fetch" crossorigin="anonymous"><template id="app-preloads">');
  });

  it('laterPreloads keeps the script preloads of a page with a drawn screen in a template at the end of its head, all but the drawn screen\'s own', () => {
    const page =
      '<!doctype html><html><head><meta charset="utf-8"/><script src="/first-screen.1.js" fetchpriority="high"></script>' +
      '<link rel="preload" href="/rows.2.js" as="script" fetchpriority="high"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">' +
      '<script defer="defer" src="/main.3.js" fetchpriority="high"></script><link rel="preload" as="script" href="/101.4.js">' +
      '<link rel="preload" href="/remotes/a/mf-manifest.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/remotes/a/remoteEntry.js" as="script">' +
      '</head><body><link rel="preload" href="/body.js" as="script"><div id="root"></div></body></html>';
    expect(laterPreloads(page)).toBe(
      '<!doctype html><html><head><meta charset="utf-8"/><script src="/first-screen.1.js" fetchpriority="high"></script>' +
        '<link rel="preload" href="/rows.2.js" as="script" fetchpriority="high"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">' +
        '<script defer="defer" src="/main.3.js" fetchpriority="high"></script>' +
        '<link rel="preload" href="/remotes/a/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<template id="app-preloads"><link rel="preload" as="script" href="/101.4.js"><link rel="preload" href="/remotes/a/remoteEntry.js" as="script"></template>' +
        '</head><body><link rel="preload" href="/body.js" as="script"><div id="root"></div></body></html>',
    );
    // Nothing to keep back, or no head: as it was.
    const plain = '<html><head><link rel="preload" href="/remotes.json" as="fetch"></head><body></body></html>';
    expect(laterPreloads(plain)).toBe(plain);
    expect(laterPreloads('<p>')).toBe('<p>');
  });

  it("is drawn in the interface's language, which the browser keeps in a cookie; Spanish without it or with any other value", async () => {
    const ca = (await open('/login', 'otra=1; dapcon-lang=ca')).body;
    expect(ca).toContain('<button>Iniciar sessió</button>');
    expect(ca).toContain('<html lang="ca">');
    expect(ca).not.toContain('Iniciar sesión');
    for (const cookie of ['dapcon-lang=en', 'dapcon-lang=', 'xdapcon-lang=ca', 'dapcon-lang=ca<script>']) {
      expect((await open('/login', cookie)).body, cookie).toContain('<button>Iniciar sesión</button>');
    }
  });

  it.each([
    ['/login?role=admin', 'a query opens another screen (the administrators\' sign-in)'],
    ['/avis-legal', 'a path its area drew nothing for'],
    ['/login/otra', 'a path under a drawn one'],
  ])('%s has no drawn screen: %s', async (url) => {
    const html = (await open(url)).body;
    expect(html).not.toContain('first-screen');
    expect(html).toContain('<div id="root"></div></body>');
  });

  it("is not drawn for a shell whose build has no first-screen script (nothing would hold a send), nor when the area's file is half written", async () => {
    write('page-preloads.json', JSON.stringify({ ...shellPreloads, firstScreen: undefined }));
    expect((await open('/login')).body).not.toContain('first-screen');
    write('page-preloads.json', JSON.stringify(shellPreloads));
    write('remotes/mf-auth/3/first-screens.json', '{ "screens": [ { "pa');
    const html = (await open('/login')).body;
    expect(html).not.toContain('first-screen');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-auth/3/remoteEntry.js" as="script">');
  });

  it.each([
    [undefined, 'es'],
    ['dapcon-lang=ca', 'ca'],
    ['a=1;dapcon-lang=ca ; b=2', 'ca'],
    ['dapcon-lang=es', 'es'],
    ['dapcon-lang=fr', 'es'],
    ['dapcon-lang', 'es'],
  ])('pageLanguage(%s) is %s', (cookie, lang) => {
    expect(pageLanguage(cookie)).toBe(lang);
  });
});

describe('a signed-in screen an area drew, in the frame the shell drew (issue 38, ninth step)', () => {
  const global = '<style data-first-screen="css-global 1x">:root{--c:1}</style>';
  const frame = (lang: string) => `${global}<div data-app-frame=""><header>DAPcon ${lang}</header><main id="portal-main"><div data-first-screen-slot=""></div></main></div>`;
  const shellPreloads = { frame: ['/frame.a5913d09.js'], shared: {}, firstScreen: '/first-screen.0a1b2c3d.js', firstFrame: { es: frame('es'), ca: frame('ca') } };
  const list = (title: string) =>
    `${global}<style data-first-screen="css 2y">.css-2y{}</style><h1>${title}</h1><table><tbody data-first-rows="/organizaciones?estado_id=alta&amp;page=1"><template data-kind="plain"><tr><td>B0</td></tr></template></tbody></table>`;
  const drawn = { screens: [{ path: '/empresas', html: { es: list('Empresas'), ca: list('Empreses') }, scripts: ['first-rows.0f0f0f0f.js'] }] };
  const served = servedWebRoot('dapcon-drawn-signed-in', (write) => {
    write('index.html', '<!doctype html><html lang="es"><head><title>DAPcon</title></head><body><div id="root"></div></body></html>');
    write('remotes/mf-empresas/5/mf-manifest.json', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'Routes', assets: { js: { sync: [] } } }] }));
    write('remotes/mf-empresas/5/first-screens.json', JSON.stringify(drawn));
    write('page-preloads.json', JSON.stringify(shellPreloads));
    const screens = [
      { path: '/empresas', access: { modulos: ['administrador'] }, title: { es: 'x', ca: 'x' } },
      { path: '/dapcon', access: 'user', title: { es: 'x', ca: 'x' } },
    ];
    write('remotes.json', JSON.stringify({ mf_empresas: '/remotes/mf-empresas/5/mf-manifest.json', areas: { mf_empresas: { name: { es: 'x', ca: 'x' }, screens, menu: [] } } }));
  });
  const write = served.write;
  const open = async (url: string, cookie?: string) => (await served.open(url, cookie)).body;

  it("for a browser whose session may open it: the area's screen in the frame's main region, the list's page under the API's base and named in the head, the shell's script first, the area's after #root", async () => {
    const html = await open('/empresas', 'dapcon-lang=ca; dapcon-sesion=administrador');
    expect(html).toContain('<header>DAPcon ca</header><main id="portal-main"><style data-first-screen="css 2y">.css-2y{}</style><h1>Empreses</h1>');
    expect(html).not.toContain('data-first-screen-slot');
    // The design system's global styles, which both drew, once.
    expect(html.split('css-global 1x')).toHaveLength(2);
    expect(html).toContain('<tbody data-first-rows="/api/organizaciones?estado_id=alta&amp;page=1">');
    expect(html).toContain('<div id="root"></div><script src="/remotes/mf-empresas/5/first-rows.0f0f0f0f.js"></script></body>');
    expect(html).toContain('<html lang="ca">');
    // First of all in the head: the list's first page (the shell's script asks for it at once, long
    // before the list is parsed), the shell's script, and the area's named so it has come when the parser reaches it.
    expect(html).toMatch(
      /^<!doctype html><html lang="ca"><head><meta name="first-rows" content="\/api\/organizaciones\?estado_id=alta&amp;page=1"><script src="\/first-screen\.0a1b2c3d\.js" fetchpriority="high"><\/script><link rel="preload" href="\/remotes\/mf-empresas\/5\/first-rows\.0f0f0f0f\.js" as="script" fetchpriority="high"><title>/,
    );
    expect(html.split('/first-screen.0a1b2c3d.js')).toHaveLength(2);
  });

  it.each([
    [undefined, 'no session in the browser (a visitor, whom the app sends to /login)'],
    ['dapcon-sesion=organizacion', 'a company, which may not open the list'],
    ['dapcon-sesion=', 'a session ended'],
    ['dapcon-sesion=administrador<script>', 'a value no session has'],
    ['xdapcon-sesion=administrador', 'another cookie'],
  ])('is not drawn with %s: %s', async (cookie, _why) => {
    const html = await open('/empresas', cookie);
    expect(html).not.toContain('first-screen');
    expect(html).toContain('<div id="root"></div></body>');
  });

  it('is not drawn for a query (another page of the list), nor by a shell that drew no frame, nor with a script that is not a file beside the manifest', async () => {
    expect(await open('/empresas?page=2', 'dapcon-sesion=administrador')).not.toContain('first-screen');
    write('page-preloads.json', JSON.stringify({ ...shellPreloads, firstFrame: undefined }));
    expect(await open('/empresas', 'dapcon-sesion=administrador')).not.toContain('first-screen');
    write('page-preloads.json', JSON.stringify(shellPreloads));
    expect(await open('/empresas', 'dapcon-sesion=administrador')).toContain('id="first-screen"');
    write('remotes/mf-empresas/5/first-screens.json', JSON.stringify({ screens: [{ ...drawn.screens[0], scripts: ['../../../main.js'] }] }));
    expect(await open('/empresas', 'dapcon-sesion=administrador')).not.toContain('first-screen');
    write('remotes/mf-empresas/5/first-screens.json', JSON.stringify(drawn));
  });

  it("withFirstScreen names each drawn list's first page once in the head, as the list has it (escaped), under the API's base", () => {
    const screen =
      '<table><tbody data-first-rows="/organizaciones?a=1&amp;b=&quot;2&quot;"></tbody></table>' +
      '<table><tbody data-first-rows="/organizaciones?a=1&amp;b=&quot;2&quot;"></tbody></table>' +
      '<table><tbody data-first-rows="/consultores?page=1"></tbody></table>';
    const html = withFirstScreen('<!doctype html><html lang="es"><head><meta charset="utf-8"/><title>t</title></head><body><div id="root"></div></body></html>', {
      lang: 'ca',
      html: screen,
      shellScript: '/first-screen.1.js',
      scripts: ['/remotes/a/rows.2.js'],
      apiPrefix: '/api/v1',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe(
      '<!doctype html><html lang="ca"><head><meta charset="utf-8"/>' +
        '<meta name="first-rows" content="/api/v1/organizaciones?a=1&amp;b=&quot;2&quot;"><meta name="first-rows" content="/api/v1/consultores?page=1">' +
        '<script src="/first-screen.1.js" fetchpriority="high"></script><link rel="preload" href="/remotes/a/rows.2.js" as="script" fetchpriority="high"><title>t</title>',
    );
    expect(html.match(/data-first-rows="\/api\/v1\//g)).toHaveLength(3);
    expect(html).toMatch(/<div id="root"><\/div><script src="\/remotes\/a\/rows\.2\.js"><\/script><\/body>/);
  });

  it.each([
    ['user', 'consultor', true],
    [{ modulos: ['administrador'] }, 'administrador', true],
    [{ modulos: ['administrador'] }, 'organizacion', false],
    [{ modulos: ['consultor'], perfiles: [4] }, 'consultor', false],
    [{ anyOf: [{ modulos: ['administrador'] }] }, 'administrador', false],
    ['guest', 'administrador', false],
    ['user', null, false],
  ])('kindOpens(%j, %s) is %s', (access, kind, opens) => {
    expect(kindOpens(access, kind)).toBe(opens);
  });

  it.each([
    [undefined, null],
    ['dapcon-sesion=administrador', 'administrador'],
    ['a=1; dapcon-sesion=organizacion ;b=2', 'organizacion'],
    ['dapcon-sesion=', null],
    ['dapcon-sesion=Administrador', null],
  ])('sessionKind(%s) is %s', (cookie, kind) => {
    expect(sessionKind(cookie)).toBe(kind);
  });

  it('inFrame: nothing when the frame has no slot', () => {
    expect(inFrame('<main></main>', '<h1>x</h1>')).toBeNull();
  });
});

describe('without WEB_ROOT', () => {
  it('serves only the API, with JSON 404s for everything else', async () => {
    const apiOnly = await build();
    try {
      for (const url of ['/', '/login', '/remotes.json']) {
        const response = await apiOnly.inject({ method: 'GET', url, headers: page });
        expect(response.statusCode, url).toBe(404);
        expect(errorBody(response).message).toBe(MSG.noEncontrado);
      }
    } finally {
      await apiOnly.close();
    }
  });
});
