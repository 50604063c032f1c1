/**
 * The API stays the authority on access: a screen an area declares (its src/area.ts, read the way the
 * build reads it) is shown to a kind of user only when the API answers that user the screen's first
 * read (`reads`), and hidden exactly when the API refuses it. For every declared screen with a rule
 * of its own and every caller of the authorization matrix, the screen's rule and the API's answer
 * must agree (docs/architecture.md, "Each area declares its screens").
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isAllowed, type Access, type ModuloApp, type Perfil } from '@dapcon/contract';
import { readAreaDescriptor } from '../../config/area-descriptor.js';
import { MATRIX_CALLERS, type MatrixCaller } from '../src/lib/matrix';
import { bearer, build, tokenOf } from './helper';
import { ACCOUNTS, MATRIX_BY_AREA, matrixRequest, type SignedInCaller } from './matrix';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTES = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter((w) => w.startsWith('mf-'));

interface Screen {
  path: string;
  access: 'guest' | Access;
  reads?: string;
}

/** What the gate decides for a caller (shared-sdk's `screenAllows`, on the caller's module and profile). */
function gateLetsIn(access: Screen['access'], caller: MatrixCaller): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return caller === 'anonymous';
  if (caller === 'anonymous') return false;
  const { modulo_app, perfil } = ACCOUNTS[caller];
  return isAllowed(access, { modulo_app: modulo_app as ModuloApp, perfil: perfil as Perfil });
}

const rows = new Map(Object.values(MATRIX_BY_AREA).flat().map((row) => [row.endpoint.id, row] as const));
const screens: { remote: string; screen: Screen }[] = [];
let app: FastifyInstance;
const tokens = new Map<SignedInCaller, string>();

beforeAll(async () => {
  for (const folder of REMOTES) {
    const area = (await readAreaDescriptor(path.join(ROOT, folder, 'src/area.ts'))) as { screens: Screen[] };
    for (const screen of area.screens) screens.push({ remote: folder, screen });
  }
  app = await build();
  for (const caller of Object.keys(ACCOUNTS) as SignedInCaller[]) tokens.set(caller, await tokenOf(app, ACCOUNTS[caller]));
});
afterAll(async () => {
  await app.close();
});

describe("the screens' rules and the API's answers", () => {
  it('every screen limited to some users names the read that decides it, one the matrix calls', () => {
    expect(screens.length).toBeGreaterThan(20);
    const limited = screens.filter(({ screen }) => typeof screen.access === 'object');
    expect(limited.length).toBeGreaterThan(15);
    for (const { remote, screen } of limited) {
      expect(screen.reads, `${remote} ${screen.path}`).toBeDefined();
      expect(rows.has(screen.reads ?? ''), `${remote} ${screen.path}: ${screen.reads} has no matrix row`).toBe(true);
    }
  });

  it('agree for every declared screen that names its read and every kind of caller', async () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (const { remote, screen } of screens) {
      const row = screen.reads ? rows.get(screen.reads) : undefined;
      if (!row) continue;
      for (const caller of MATRIX_CALLERS) {
        const token = caller === 'anonymous' ? undefined : tokens.get(caller);
        const response = await app.inject({ ...matrixRequest(row), headers: token ? bearer(token) : {} });
        const apiLetsIn = response.statusCode < 400;
        // A guest is always sent to /login by the gate; the API's 401 is the same refusal.
        const shown = gateLetsIn(screen.access, caller);
        checked += 1;
        if (shown !== apiLetsIn) disagreements.push(`${remote} ${screen.path} for ${caller}: the gate ${shown ? 'shows' : 'hides'} it, ${screen.reads} answers ${response.statusCode}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
