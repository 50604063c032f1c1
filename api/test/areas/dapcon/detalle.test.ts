/**
 * GET /dapcon/:id (docs/dapcon-lifecycle.md 'Who takes part'): a declaration for its company,
 * consultant and verifier and for the administration; anyone else gets the 404 of an id that does
 * not exist. Names in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG, type DapconDetalle, type Envelope } from '@dapcon/contract';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, expectError, registerCompany } from '../empresas/support';
import { crearOtroVerificador } from './support';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
/** The first seeded declaration: the first demo company's, by the demo consultant, verified by the demo verifier. */
const SEEDED = 1;


beforeAll(async () => {
  app = await build();
  const { admin, admin2 } = await adminTokens(app);
  tokens.admin = admin;
  tokens.admin2 = admin2;
  tokens.company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
  tokens.otherDemoCompany = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.usuario !== 'A08612343'));
  tokens.consultant = await tokenOf(app, demoAccount((a) => a.usuario === '47815236F'));
  tokens.otherConsultant = await tokenOf(app, demoAccount((a) => a.usuario === '43091827Q'));
  tokens.verifier = await tokenOf(app, demoAccount((a) => a.usuario === '39284756C'));
  tokens.otherCompany = (await registerCompany(app, 72_001)).token;

  tokens.otherVerifier = await crearOtroVerificador(app);
});
afterAll(async () => {
  await app.close();
});

function get(token: string | undefined, id: number | string, lang?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/dapcon/${id}`,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

async function read(token: string | undefined, lang?: string): Promise<DapconDetalle> {
  const response = await get(token, SEEDED, lang);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<DapconDetalle>>(response).data;
}

describe('GET /api/dapcon/:id', () => {
  it('answers the declaration with its company, RCP, participants, languages and history', async () => {
    const d = await read(tokens.company);
    expect(d).toMatchObject({
      id: SEEDED,
      dapcon_codigo: null,
      dv_nombre_producto: 'Cemento Portland CEM I 52,5 R',
      estado: 'borrador',
      empresa: { org_cif: 'A08612343', org_nombre: 'Cementos del Llobregat, S.A.' },
      rcp: { rcp_equivalencia: 'RCP 100', rcp_nombre: 'Productos de construcción en general', codigo_para_codificacion_dapcon: '100' },
      consultor: { nif: '47815236F', nombre: 'Laura', apellidos: 'Martínez Soler' },
      verificador: { nif: '39284756C', nombre: 'Elena', apellidos: 'Navarro Roca' },
      dapcon_valido_desde: null,
      dapcon_valido_hasta: null,
      id_padre: null,
      codigo_padre: null,
      secuencia: 1,
    });
    expect(d.idiomas).toEqual([
      { idioma_id: 1, idioma_nombre: 'Español', dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true },
      { idioma_id: 2, idioma_nombre: 'Catalán', dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: false },
    ]);
    expect(d.historial).toEqual([
      {
        accion: 'crear',
        estado_desde: null,
        estado_hasta: 'borrador',
        idioma_id: null,
        usuario: expect.any(String),
        suplantador: null,
        comentario: null,
        fecha: d.dapcon_fecha_creacion,
      },
    ]);
  });

  it("answers the caller's part and what it may do now, the documents and the renewal chain", async () => {
    const seen = [];
    for (const who of ['company', 'consultant', 'verifier', 'admin']) {
      const d = await read(tokens[who]);
      seen.push([who, d.rol, d.acciones]);
      expect(d.documentos).toEqual([]);
      expect(d.cadena).toEqual([{ id: SEEDED, dapcon_codigo: null, secuencia: 1, estado: 'borrador', dapcon_valido_hasta: null }]);
    }
    expect(seen).toEqual([
      ['company', 'organizacion', ['subir_documento', 'enviar', 'eliminar', 'responder_incidencia']],
      ['consultant', 'consultor', ['subir_documento', 'enviar', 'responder_incidencia']],
      ['verifier', 'verificador', ['responder_incidencia', 'resolver_incidencia']],
      ['admin', 'administrador', ['subir_documento', 'enviar', 'eliminar', 'responder_incidencia', 'resolver_incidencia']],
    ]);
  });

  it('names the RCP and the languages in Catalan for a Catalan caller', async () => {
    const d = await read(tokens.consultant, 'ca');
    expect(d.rcp.rcp_nombre).toBe('Productes de construcció en general');
    expect(d.idiomas.map((i) => i.idioma_nombre)).toEqual(['Espanyol', 'Català']);
  });

  it.each(['company', 'consultant', 'verifier', 'admin', 'admin2'])('%s takes part: 200', async (who) => {
    expect((await read(tokens[who])).id).toBe(SEEDED);
  });

  it.each(['otherCompany', 'otherDemoCompany', 'otherConsultant', 'otherVerifier'])('%s does not take part: 404, as a missing id', async (who) => {
    expectError(await get(tokens[who], SEEDED), 404, MSG.noEncontrado);
  });

  it('an id that does not exist is a 404 for everyone; nobody signed in, 401', async () => {
    expectError(await get(tokens.admin, 999_999), 404, MSG.noEncontrado);
    expectError(await get(tokens.company, 999_999), 404, MSG.noEncontrado);
    expect((await get(undefined, SEEDED)).statusCode).toBe(401);
  });
});
