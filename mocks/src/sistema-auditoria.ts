// The mock API of the audit trail (`GET /auditoria`, contract/src/sistema/auditoria.ts; issue 36): a few
// entries of every action, an impersonation among them naming both people, the list a page at a time
// and its Excel; the Ares administrator only, as the API. Its filters and order are the API's alone
// (api/test/areas/sistema/auditoria.test.ts): the mock answers the fixture as it is.
import * as v from 'valibot';
import { datePrefixedName, PER_PAGE } from '@dapcon/contract/core';
import { AUDITORIA_EXCEL_NAME, auditoriaList, AuditoriaQuery, type AuditoriaItem } from '@dapcon/contract/sistema';
import { mockEndpoint, mockRequireAccess } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const ADMIN = { id: 1, usuario: '00000001R', nombre: 'Montserrat Puig Ferrer' };
const EMPRESA = { id: 12, usuario: 'B08000012', nombre: 'Ceràmiques del Vallès, S.L.' };
const CONSULTORA = { id: 31, usuario: '12345678Z', nombre: 'Laura Martínez Soler' };

const entry = (id: number, created_at: string, accion: AuditoriaItem['accion'], more: Partial<AuditoriaItem> = {}): AuditoriaItem => ({
  id,
  created_at,
  accion,
  usuario: ADMIN,
  suplantador: null,
  entidad: null,
  entidad_id: null,
  metodo: 'POST',
  ruta: '/api/auth/login',
  url: '/api/auth/login',
  status: 200,
  ip: '192.0.2.10',
  detalle: null,
  ...more,
});

/** The entries the mock starts with, newest first: an impersonation (start, a write, end), sign-ins, a refusal, an export. */
export const MOCK_AUDITORIA: readonly AuditoriaItem[] = [
  entry(9, '2026-11-20T10:16:00.000Z', 'suplantacion_fin', { usuario: EMPRESA, suplantador: ADMIN, entidad: 'usuarios', entidad_id: '12', ruta: '/api/admin/auth/volver', url: '/api/admin/auth/volver' }),
  entry(8, '2026-11-20T10:12:30.000Z', 'escritura', {
    usuario: EMPRESA,
    suplantador: ADMIN,
    metodo: 'POST',
    ruta: '/api/organizaciones/mis-datos/actualizar',
    url: '/api/organizaciones/mis-datos/actualizar',
  }),
  entry(7, '2026-11-20T10:10:00.000Z', 'suplantacion_inicio', {
    usuario: EMPRESA,
    suplantador: ADMIN,
    entidad: 'usuarios',
    entidad_id: '12',
    metodo: 'GET',
    ruta: '/api/admin/auth/organizacion/:usuario',
    url: '/api/admin/auth/organizacion/B08000012',
  }),
  entry(6, '2026-11-20T09:58:00.000Z', 'exportacion', { metodo: 'GET', ruta: '/api/organizaciones', url: '/api/organizaciones', detalle: { filtros: { filter_name: 'vallès' } } }),
  entry(5, '2026-11-20T09:40:00.000Z', 'denegado', { usuario: CONSULTORA, metodo: 'GET', ruta: '/api/logs/laravel', url: '/api/logs/laravel', status: 403, ip: '198.51.100.4' }),
  entry(4, '2026-11-20T09:30:00.000Z', 'acceso', { usuario: CONSULTORA, entidad: 'usuarios', entidad_id: '31', ip: '198.51.100.4', detalle: { modulo_app: 'consultor' } }),
  entry(3, '2026-11-20T09:29:00.000Z', 'acceso_fallido', { usuario: null, status: 401, ip: '198.51.100.4', detalle: { usuario: '12345678Z', modulo_app: 'consultor' } }),
  entry(2, '2026-11-20T08:00:00.000Z', 'acceso', { entidad: 'usuarios', entidad_id: '1', detalle: { modulo_app: 'administrador' } }),
];

/** The default answers: the list (a page of the fixture) and its Excel. */
export const auditoriaHandlers = [
  mockEndpoint(auditoriaList, (input) => {
    mockRequireAccess(input, auditoriaList.access);
    const query = v.parse(AuditoriaQuery, input.query);
    const rows = MOCK_AUDITORIA;
    if (query.to_excel) {
      const header = input.lang === 'es' ? ['Fecha', 'Usuario', 'Por (administrador)', 'Acción'] : ['Data', 'Usuari', 'Per (administrador)', 'Acció'];
      const bytes = xlsx('Auditoria', [header, ...rows.map((r) => [r.created_at, r.usuario?.nombre ?? '', r.suplantador?.nombre ?? '', r.accion])]);
      return new Response(bytes, {
        status: 200,
        headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(AUDITORIA_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
      });
    }
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
];
