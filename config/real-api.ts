// The real API for a component test (issue 34, item 4: one back end). `withRealApi()` at the top of a
// test file answers every `/api/*` request of its tests with the API itself, in-process: the Fastify
// app of api/src built on PGlite in memory from the migrated database seeded with the 'test' data
// (api/test/in-process.ts keeps that image under .tmp/real-api/), each request passed to
// `app.inject()` by an MSW handler in front of the mock layer's. The file's tests share one database,
// fresh for the file; `mockApi(endpoint, …)` in a test still answers that one endpoint itself.
// Tokens are the API's own: `signIn(usuario)` signs a demo account in through the API.
import { Worker } from 'node:worker_threads';
import { http, type HttpHandler } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ALL_ENDPOINTS } from '@dapcon/contract';
import { mockServer } from '@dapcon/mocks/node';
import { useSession, type SessionUser } from '@dapcon/shared-sdk';

/** The messages of api/test/in-process-worker.ts (declared here, so the browser side's typecheck leaves the API's source alone). */
type Reply = { id: number; error?: string; app?: number; seconds?: { image: number; start: number }; status?: number; headers?: Array<[string, string]>; body?: Uint8Array; token?: string; rows?: unknown[] };

// The browser projects see this module at a URL of Vite's (`http://localhost:3000/@fs/work/…`): its path is the file's.
const WORKER = decodeURIComponent(new URL('../api/test/in-process-worker.ts', import.meta.url).pathname).replace(/^\/@fs\//, '/');

/**
 * The thread the API runs in, once per test worker (a plain Node environment: the API's modules
 * under happy-dom's globals would not run), loaded with tsx as the API's own scripts are.
 */
class ApiThread {
  private readonly worker = new Worker(WORKER, { execArgv: ['--import', 'tsx'] });
  private readonly waiting = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();
  private next = 1;

  constructor() {
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const pending = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error) pending?.reject(new Error(`The in-process API: ${reply.error}`));
      else pending?.resolve(reply);
    });
    this.worker.on('error', (error) => {
      for (const pending of this.waiting.values()) pending.reject(error);
      this.waiting.clear();
    });
  }

  send(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<Reply> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }
}

const THREAD = Symbol.for('dapcon.realApi.thread');
/** The worker's thread, kept on the global object so a file that resets the module registry finds it too. */
function apiThread(): ApiThread {
  const state = globalThis as { [THREAD]?: ApiThread };
  state[THREAD] ??= new ApiThread();
  return state[THREAD];
}

/** A request the real API received from a test, as `mockRequests()` lists the mock's. */
export interface RealApiRequest {
  /** The contract's endpoint id ('PATCH /dapcon/:id/enviar'), or the method and path when none matches. */
  endpoint: string;
  method: string;
  /** Path and query as sent: '/api/empresas?cif=b1'. */
  path: string;
  /** The JSON body, or null (none, or not JSON). */
  body: unknown;
}

const ROUTES = ALL_ENDPOINTS.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^/api${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`),
}));

function endpointId(method: string, pathname: string): string {
  return ROUTES.find((r) => r.endpoint.method === method && r.pattern.test(pathname))?.endpoint.id ?? `${method} ${pathname}`;
}

/** What a test file holds after `withRealApi()`. */
export interface RealApi {
  /**
   * Sends a request straight to the file's API (arranging data through its routes), with `usuario`'s
   * token when given; answers the status and the parsed JSON body.
   */
  inject(request: { method: string; url: string; usuario?: string; body?: unknown }): Promise<{ status: number; body: unknown }>;
  /** Signs a demo account (api/seed/demo-accounts.json) in through the API, and the portal's session with it. */
  signIn(usuario: string): Promise<SessionUser>;
  /** A demo account's token, signed in through the API. */
  token(usuario: string): Promise<string>;
  /**
   * Runs one SQL statement on the file's database and answers its rows: arranging what no route makes
   * (as the API's own tests write rows). Prefer the API's routes (`inject`) where one does it.
   */
  sql<T = Record<string, unknown>>(statement: string): Promise<T[]>;
  /** The requests the real API answered in this test, oldest first. */
  requests(): readonly RealApiRequest[];
  /** Seconds the file's API took to start: the seeded image (made, or found made), then the app on a copy of it. */
  readonly startSeconds: { image: number; start: number };
}

function bridge(thread: ApiThread, app: number, log: RealApiRequest[]): HttpHandler {
  return http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const payload = request.method === 'GET' || request.method === 'HEAD' ? null : new Uint8Array(await request.clone().arrayBuffer());
    let body: unknown = null;
    if (payload && (request.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        body = JSON.parse(new TextDecoder().decode(payload));
      } catch {
        body = null;
      }
    }
    log.push({ endpoint: endpointId(request.method, url.pathname), method: request.method, path: url.pathname + url.search, body });
    const answer = await thread.send(
      { kind: 'inject', app, method: request.method, url: url.pathname + url.search, headers: Object.fromEntries(request.headers), payload },
      payload ? [payload.buffer as ArrayBuffer] : [],
    );
    const empty = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
    return new Response(empty ? null : (answer.body as Uint8Array<ArrayBuffer>), { status: answer.status, headers: new Headers(answer.headers) });
  });
}

/**
 * Answers this file's requests with the real API, in-process, on a database of its own seeded with
 * the 'test' data (api/seed/demo-accounts.json names who may sign in). Call it once, at the top of
 * the file.
 *
 * @example
 * const api = withRealApi();
 * it('…', async () => { await api.signIn('A08612343'); renderWithPortal(<EmpresasList />); … });
 */
export function withRealApi(): RealApi {
  let app: number | null = null;
  let startSeconds = { image: 0, start: 0 };
  const log: RealApiRequest[] = [];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const begun = performance.now();
    const reply = await apiThread().send({ kind: 'start' });
    app = reply.app ?? null;
    startSeconds = reply.seconds ?? startSeconds;
    // REAL_API_TIMING=1 prints what each file's start cost (docs/architecture.md 'One back end').
    if (process.env.REAL_API_TIMING) console.info(`real API started: image ${startSeconds.image.toFixed(2)} s, app ${startSeconds.start.toFixed(2)} s, in ${((performance.now() - begun) / 1000).toFixed(2)} s`);
    // A safety net, no speed target: the first file of a run on a changed API makes the seeded image (14 s
    // on a quiet machine, 85 s at a load average of 10), and a busy machine slows the app's start: 120 s
    // was reached twice with files running side by side.
  }, 300_000);
  afterAll(async () => {
    if (app !== null) await apiThread().send({ kind: 'close', app });
    app = null;
  }, 60_000);
  beforeEach(() => {
    log.length = 0;
    mockServer.use(bridge(apiThread(), started(), log));
  });

  function started(): number {
    if (app === null) throw new Error('withRealApi: the API did not start (it starts in beforeAll)');
    return app;
  }
  async function token(usuario: string): Promise<string> {
    // A session stays valid until it is signed out: one sign-in per account and file (argon2 takes its time).
    const kept = tokens.get(usuario);
    if (kept) return kept;
    const fresh = (await apiThread().send({ kind: 'token', app: started(), usuario })).token as string;
    tokens.set(usuario, fresh);
    return fresh;
  }
  return {
    get startSeconds() {
      return startSeconds;
    },
    token,
    async signIn(usuario) {
      return useSession.getState().signIn(await token(usuario));
    },
    async inject({ method, url, usuario, body }) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (usuario) headers.authorization = `Bearer ${await token(usuario)}`;
      const payload = body === undefined ? null : new TextEncoder().encode(JSON.stringify(body));
      if (payload) headers['content-type'] = 'application/json';
      const answer = await apiThread().send({ kind: 'inject', app: started(), method, url, headers, payload });
      const text = new TextDecoder().decode(answer.body);
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the text as it came.
      }
      return { status: answer.status ?? 0, body: parsed };
    },
    async sql<T>(statement: string) {
      return ((await apiThread().send({ kind: 'sql', app: started(), statement })).rows ?? []) as T[];
    },
    requests: () => log,
  };
}
