// The mock API of /maintenance (contract/src/sistema/mantenimiento.ts; docs/parametros.md 'Maintenance as
// built'): the switch kept in memory (off at first), believable figures of a demo installation on PGlite
// (a 40 GB volume, two failed e-mails), the re-send moving the failed ones to pending, and the demo reset
// putting everything back; the Ares administrator only, as the API (the public state for anyone).
import type { HttpHandler } from 'msw';
import {
  MANTENIMIENTO_MSG,
  estadoMantenimiento,
  guardarMantenimiento,
  mantenimiento,
  reenviarCorreosFallidos,
  reiniciarDemo,
  type EstadoMantenimientoAdmin,
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

let state: MantenimientoData = structuredClone(MOCK_MANTENIMIENTO);

/** Back to the start: maintenance off, the figures as they were. */
export function resetMockMantenimiento(): void {
  state = structuredClone(MOCK_MANTENIMIENTO);
}

/** The state now (a copy): what a test switched. */
export function mockMantenimiento(): EstadoMantenimientoAdmin {
  return { ...state.mantenimiento };
}

/** The default answers of /maintenance's endpoints. */
export const mantenimientoHandlers: readonly HttpHandler[] = [
  mockEndpoint(estadoMantenimiento, () => ({ activo: state.mantenimiento.activo, mensaje: state.mantenimiento.mensaje })),
  mockEndpoint(mantenimiento, (input) => {
    mockRequireAccess(input, mantenimiento.access);
    return structuredClone(state);
  }),
  mockEndpoint(guardarMantenimiento, (input) => {
    mockRequireAccess(input, guardarMantenimiento.access);
    const { activo, mensaje } = input.body as { activo: boolean; mensaje: string };
    state.mantenimiento = { activo, mensaje, actualizado_at: new Date().toISOString(), actualizado_por: 'Lucía Ferrer Vidal (46127839M)' };
    return mockAnswer({ ...state.mantenimiento }, { message: activo ? MANTENIMIENTO_MSG.mantenimientoActivado : MANTENIMIENTO_MSG.mantenimientoDesactivado });
  }),
  mockEndpoint(reenviarCorreosFallidos, (input) => {
    mockRequireAccess(input, reenviarCorreosFallidos.access);
    const reenviados = state.correos.errores;
    state.correos = { ...state.correos, pendientes: state.correos.pendientes + reenviados, errores: 0 };
    return mockAnswer({ reenviados }, { message: MANTENIMIENTO_MSG.correosReenviados });
  }),
  mockEndpoint(reiniciarDemo, (input) => {
    mockRequireAccess(input, reiniciarDemo.access);
    const { mantenimiento: kept } = state;
    state = { ...structuredClone(MOCK_MANTENIMIENTO), mantenimiento: kept };
    return mockAnswer({ usuarios: 412, organizaciones: 268, consultores: 115 }, { message: MANTENIMIENTO_MSG.demoRestaurada });
  }),
];
