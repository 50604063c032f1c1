/**
 * A failed query is logged by its code and constraint, never with its parameters:
 * canary values stand for a password hash, a NIF, an e-mail and a phone, and none of
 * them may reach app.log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@dapcon/contract';
import { usuarios } from '../src/db/schema';
import { APP_LOG } from '../src/logging';
import { build, demoAccount, errorBody } from './helper';

const CANARIES = {
  hash: '$argon2id$v=19$m=19456,t=2,p=1$CANARYSALTcanary$CANARYHASHcanaryhashvalue0123456789',
  nif: 'CANARY-NIF-77777777Q',
  email: 'canary.person@canary-mail.test',
  phone: '+34 699 123 987',
  nombre: 'Canaryname Canarysurname',
};
const company = demoAccount((a) => a.modulo_app === 'organizacion');

let app: FastifyInstance;
let logDir: string;
let log = '';
beforeAll(async () => {
  app = await build({
    extraRoutes: async (instance) => {
      // A row refused by a unique constraint (the CIF/NIF of an existing account)…
      instance.post('/test/unique-violation', async () => {
        await instance.db.insert(usuarios).values({
          usuario: company.usuario,
          password_hash: CANARIES.hash,
          email: CANARIES.email,
          nombre: CANARIES.nombre,
          telefono: CANARIES.phone,
          modulo_app: 'organizacion',
          perfil: 5,
        });
        return {};
      });
      // …and by a check constraint, whose detail lists the whole row.
      instance.post('/test/check-violation', async () => {
        await instance.db.insert(usuarios).values({
          usuario: CANARIES.nif.slice(0, 20),
          password_hash: CANARIES.hash,
          email: CANARIES.email,
          nombre: CANARIES.nombre,
          telefono: CANARIES.phone,
          modulo_app: 'organizacion',
          perfil: 9 as 5,
        });
        return {};
      });
    },
  });
  logDir = app.config.logDir;
  for (const url of ['/test/unique-violation', '/test/check-violation']) {
    const response = await app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(500);
    expect(errorBody(response).message).toBe(MSG.errorServidor);
  }
  // Closing writes the buffered log lines out.
  await app.close();
  log = fs.readFileSync(path.join(logDir, APP_LOG), 'utf8');
});
afterAll(async () => {
  await app.close();
});

describe('failed queries in app.log', () => {
  it('carry none of the values of the query', () => {
    for (const canary of [...Object.values(CANARIES), CANARIES.nif.slice(0, 20), 'CANARYHASH', 'Canaryname', 'canary-mail']) {
      expect(log).not.toContain(canary);
    }
    // Nor the statement with its values.
    expect(log).not.toMatch(/params:|insert into/i);
  });

  it('carry the code, the constraint and the table', () => {
    const failures = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures.map((f) => f.err)).toEqual([
      expect.objectContaining({ code: '23505', constraint: 'usuarios_usuario_unique', table: 'usuarios', message: 'database query failed' }),
      expect.objectContaining({ code: '23514', constraint: 'usuarios_perfil_check', table: 'usuarios', message: 'database query failed' }),
    ]);
    expect(String(failures[0]?.err?.stack)).toMatch(/^\w+: database query failed\n\s+at /);
  });
});
