// The mock API's readers' homes (`GET /panel/inicio`, contract/src/panel/inicio.ts; docs/home.md
// step 3): a company without a logo that owes its fee, with declarations in every state; a consultant
// without a logo who does not sign, with two unresolved incidents; a verifier (profile 4) who signs.
// The administration: 403.
import { decodeJwt } from 'jose';
import type { HttpHandler } from 'msw';
import { inicio, type Inicio } from '@dapcon/contract/panel';
import { mockEndpoint, mockRequireAccess } from './handlers';

/** A company's home in the mock API. */
export const MOCK_INICIO_EMPRESA: Inicio = {
  tiene_logo: false,
  empresa: { alerta_pago: true, pago: null, dapcons: { borrador: 2, en_verificacion: 1, verificada: 1, publicada: 3, caducada: 1, retirada: 0 } },
  consultor: null,
};

/**
 * A consultant's home in the mock API (a verifier's signs): the open incident of the declaration in
 * verification (mock dapcon 4, `MOCK_INCIDENCIAS`' first) and one on a declaration with its code.
 */
export const MOCK_INICIO_CONSULTOR: Inicio = {
  tiene_logo: false,
  empresa: null,
  consultor: {
    firma: false,
    incidencias: [
      {
        id: 1,
        dapcon_id: 4,
        idioma_id: 1,
        idioma: 'es',
        dapcon_codigo: null,
        dv_nombre_producto: 'Ladrillo cerámico cara vista',
        dapcon_incidencias_titulo: 'Falta el módulo A4',
        created_at: '2026-02-05T10:00:00.000Z',
      },
      {
        id: 7,
        dapcon_id: 2,
        idioma_id: 1,
        idioma: 'es',
        dapcon_codigo: 'DAPcon-2021-0007',
        dv_nombre_producto: 'Mortero de cal hidráulica natural',
        dapcon_incidencias_titulo: 'Actualizar el escenario de transporte',
        created_at: '2026-01-20T09:00:00.000Z',
      },
    ],
  },
};

/** The default answer of the readers' homes, by the caller's token. */
export const panelInicioHandlers: readonly HttpHandler[] = [
  mockEndpoint(inicio, (input) => {
    mockRequireAccess(input, inicio.access);
    const claims = decodeJwt((input.request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));
    if (claims.modulo_app === 'organizacion') return MOCK_INICIO_EMPRESA;
    const consultor = MOCK_INICIO_CONSULTOR.consultor ?? { firma: false, incidencias: [] };
    return { ...MOCK_INICIO_CONSULTOR, consultor: { ...consultor, firma: Number(claims.perfil) === 4 } };
  }),
];
