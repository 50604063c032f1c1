// The mock API of a record's history (issue 36; contract/src/empresas/historial.ts and
// contract/src/consultores/historial.ts): the 'Historial' tabs of a company's and a consultant's page.
// A few entries, newest first: a change made by the company while an administrator had opened it
// ('por'), the impersonation's start, the administration's change of the company (a secret shown as
// '••••'), its account's baja, and its creation. The administration only, as the API; the same
// entries whatever the record (the API's reading is tested in api/test/areas/sistema/historial.test.ts).
import * as v from 'valibot';
import { PER_PAGE } from '@dapcon/contract/core';
import { historialConsultor, HistorialConsultorQuery } from '@dapcon/contract/consultores';
import { historialEmpresa, HistorialEmpresaQuery } from '@dapcon/contract/empresas';
import { VALOR_SECRETO, type HistorialItem } from '@dapcon/contract/core';
import { mockEndpoint, mockRequireAccess } from './handlers';

const ADMIN = { id: 1, usuario: '00000001R', nombre: 'Montserrat Puig Ferrer' };
const EMPRESA = { id: 12, usuario: 'B08000012', nombre: 'Ceràmiques del Vallès, S.L.' };

/** The entries the mock answers, newest first. */
export const MOCK_HISTORIAL: readonly HistorialItem[] = [
  {
    id: 40,
    created_at: '2026-11-20T10:12:30.000Z',
    accion: 'escritura',
    usuario: EMPRESA,
    suplantador: ADMIN,
    entidad: 'organizaciones',
    cambios: { org_telefono: { antes: '938 000 000', despues: '938 111 222' }, persona_contacto_nombre: { antes: null, despues: 'Jordi Serra' } },
  },
  { id: 39, created_at: '2026-11-20T10:10:00.000Z', accion: 'suplantacion_inicio', usuario: EMPRESA, suplantador: ADMIN, entidad: 'usuarios', cambios: null },
  {
    id: 31,
    created_at: '2026-11-18T16:05:00.000Z',
    accion: 'escritura',
    usuario: ADMIN,
    suplantador: null,
    entidad: 'organizaciones',
    cambios: { org_nombre: { antes: 'Ceràmiques Vallès, S.L.', despues: 'Ceràmiques del Vallès, S.L.' }, exento_cuota: { antes: false, despues: true } },
  },
  { id: 22, created_at: '2026-11-02T08:30:00.000Z', accion: 'escritura', usuario: EMPRESA, suplantador: null, entidad: 'usuarios', cambios: { password_hash: { antes: VALOR_SECRETO, despues: VALOR_SECRETO } } },
  {
    id: 5,
    created_at: '2026-10-01T09:00:00.000Z',
    accion: 'escritura',
    usuario: ADMIN,
    suplantador: null,
    entidad: 'usuarios',
    cambios: { usuario: { antes: null, despues: 'B08000012' }, activo: { antes: null, despues: true } },
  },
];

const page = (pagina: number) => {
  const from = (pagina - 1) * PER_PAGE;
  return { data: MOCK_HISTORIAL.slice(from, from + PER_PAGE), total: MOCK_HISTORIAL.length, per_page: PER_PAGE, current_page: pagina };
};

/** The default answers: a page of the fixture, for any company or consultant. */
export const historialHandlers = [
  mockEndpoint(historialEmpresa, (input) => {
    mockRequireAccess(input, historialEmpresa.access);
    return page(v.parse(HistorialEmpresaQuery, input.query).page);
  }),
  mockEndpoint(historialConsultor, (input) => {
    mockRequireAccess(input, historialConsultor.access);
    return page(v.parse(HistorialConsultorQuery, input.query).page);
  }),
];
