// The mock API of /maintenance (contract/src/sistema/mantenimiento.ts; docs/parametros.md 'Maintenance as
// built'): fixtures only, for the stories and the MOCK_API=1 dev pages: the switch off, believable figures
// of a demo installation on PGlite (a 40 GB volume, two failed e-mails); a switch answers what was sent,
// the re-send the two failed, the demo reset its counts, each with the API's message, and nothing is kept
// (what they change is the API's, tested on it: mf-parametros/src/features/Parametros.api.test.tsx). The
// Ares administrator only, as the contract declares (the public state for anyone).
import type { HttpHandler } from 'msw';
import {
  MANTENIMIENTO_MSG,
  estadoMantenimiento,
  guardarMantenimiento,
  mantenimiento,
  reenviarCorreosFallidos,
  reiniciarDemo,
  type MantenimientoData,
} from '@dapcon/contract/sistema';
import { mockAnswer, mockEndpoint, mockRequireAccess } from './handlers';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** What /maintenance shows at first: a demo installation on PGlite, with two e-mails that could not be delivered. */
export const MOCK_MANTENIMIENTO: MantenimientoData = {
  mantenimiento: { activo: false, mensaje: '', actualizado_at: null, actualizado_por: null },
  base_datos: {
    motor: 'pglite',
    version: 'PostgreSQL 18.6 (PGlite 0.5.16)',
    tamanio: 48.2 * MB,
    tamanio_carpeta: 131.5 * MB,
    migraciones_aplicadas: 24,
    migraciones_conocidas: 24,
    ultima_migracion: '0023_mantenimiento',
    ultima_migracion_at: '2026-11-25T08:14:48.946Z',
  },
  correos: { modo: 'smtp', pendientes: 3, errores: 2, enviados: 1418 },
  almacenamiento: { driver: 'local', archivos: 612, tamanio: 286.4 * MB, disco: { total: 40 * GB, libre: 23.6 * GB }, base_datos_en_disco: true },
  reinicio_demo: true,
};

/** The default answers of /maintenance's endpoints. */
export const mantenimientoHandlers: readonly HttpHandler[] = [
  mockEndpoint(estadoMantenimiento, () => ({ activo: MOCK_MANTENIMIENTO.mantenimiento.activo, mensaje: MOCK_MANTENIMIENTO.mantenimiento.mensaje })),
  mockEndpoint(mantenimiento, (input) => {
    mockRequireAccess(input, mantenimiento.access);
    return structuredClone(MOCK_MANTENIMIENTO);
  }),
  mockEndpoint(guardarMantenimiento, (input) => {
    mockRequireAccess(input, guardarMantenimiento.access);
    const { activo, mensaje } = input.body as { activo: boolean; mensaje: string };
    const guardado = { activo, mensaje, actualizado_at: new Date().toISOString(), actualizado_por: 'Lucía Ferrer Vidal (46127839M)' };
    return mockAnswer(guardado, { message: activo ? MANTENIMIENTO_MSG.mantenimientoActivado : MANTENIMIENTO_MSG.mantenimientoDesactivado });
  }),
  mockEndpoint(reenviarCorreosFallidos, (input) => {
    mockRequireAccess(input, reenviarCorreosFallidos.access);
    return mockAnswer({ reenviados: MOCK_MANTENIMIENTO.correos.errores }, { message: MANTENIMIENTO_MSG.correosReenviados });
  }),
  mockEndpoint(reiniciarDemo, (input) => {
    mockRequireAccess(input, reiniciarDemo.access);
    return mockAnswer({ usuarios: 412, organizaciones: 268, consultores: 115 }, { message: MANTENIMIENTO_MSG.demoRestaurada });
  }),
];
