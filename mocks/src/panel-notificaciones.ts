// The mock API of the top bar's notifications (contract/src/panel/notificaciones.ts; docs/home.md step 4):
// fixtures only, put together from the other mocks' fixtures: the readers' published contents and the
// open incidents, in the fixtures' order. What an archive (`GET /ocultar-comunicado`) takes out and the
// order by activity are the API's (api/test/areas/panel/notificaciones.test.ts). Readers only, as the
// API (the administration: 403). `mockNotificaciones` replaces the answer for a test or a story.
import { ENLACE_COMUNICADOS, ENLACE_TICKETS, NOTIFICACIONES_MAX, notificaciones, type Notificaciones } from '@dapcon/contract/panel';
import { MOCK_CONTENIDOS_PUBLICOS } from './contenidos-publico';
import { mockDapcons } from './dapcon';
import { MOCK_INCIDENCIAS, type MockIncidencia } from './dapcon-incidencias';
import { mockEndpoint, mockRequireAccess } from './handlers';

/** Set: the answer of every call from now on (a test's or a story's); null: made from the other mocks. */
export const mockNotificaciones: { answer: Notificaciones | null } = { answer: null };

/** Back to the answer made from the other mocks. */
export function resetMockNotificaciones(): void {
  mockNotificaciones.answer = null;
}

/** What the mock answers without a set answer. */
export function notificacionesMock(): Notificaciones {
  const comunicados = MOCK_CONTENIDOS_PUBLICOS;
  // The last thread entry, or the opening.
  const actividad = (i: MockIncidencia) => {
    const ultima = i.respuestas.at(-1);
    return ultima ? { actividad: ultima.documento ? ('documento' as const) : ('respuesta' as const), actividad_at: ultima.created_at } : { actividad: 'abierta' as const, actividad_at: i.created_at };
  };
  const abiertas = MOCK_INCIDENCIAS.filter((i) => !i.esta_resuelta).map((i) => ({ ...i, ...actividad(i) }));
  return {
    comunicados: {
      total: comunicados.length,
      data: comunicados.slice(0, NOTIFICACIONES_MAX).map((c) => ({ id: c.id, titulo: c.titulo, tipo_noticia_texto: c.tipo_noticia_texto, fecha_publicacion: c.fecha_publicacion, enlace: ENLACE_COMUNICADOS })),
    },
    tickets: {
      total: abiertas.length,
      data: abiertas.slice(0, NOTIFICACIONES_MAX).map((i) => {
        const d = mockDapcons().find((x) => x.id === i.dapcon_id);
        return {
          id: i.id,
          titulo: i.dapcon_incidencias_titulo,
          dapcon_id: i.dapcon_id,
          dapcon_codigo: d?.dapcon_codigo ?? null,
          dv_nombre_producto: d?.dv_nombre_producto ?? '',
          idioma_id: i.idioma_id,
          created_at: i.created_at,
          actividad: i.actividad,
          actividad_at: i.actividad_at,
          enlace: `${ENLACE_TICKETS}/${i.id}`,
        };
      }),
    },
  };
}

export const panelNotificacionesHandlers = [
  mockEndpoint(notificaciones, (input) => {
    mockRequireAccess(input, notificaciones.access);
    return mockNotificaciones.answer ?? notificacionesMock();
  }),
];
