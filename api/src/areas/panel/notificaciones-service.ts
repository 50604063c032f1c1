/**
 * The top bar's notifications (docs/home.md step 4): `GET /obtener-notificaciones` puts together what two
 * areas already answer, with their own rules, so the dropdown never disagrees with the screens it links
 * to: the communications of the homes (contenidos/publico.ts `contenidosPublicPage` with `ocultos=false`:
 * published for the caller today and not archived by it) and the unresolved incidents of the
 * declarations the caller takes part in (dapcon/incidencias.ts `incidenciasVisibles` with
 * `esta_resuelta=false`). A fixed number of queries whatever the data: the contents' page (the
 * company's type, its rows, its total, the type names, its files) and the incidents' (the consultant's
 * row, the incidents, their replies).
 */
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { ContenidosPublicQuery, ENLACE_COMUNICADOS, ENLACE_TICKETS, NOTIFICACIONES_MAX, type Incidencia, type Notificaciones, type TicketNotificacion } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Lang } from '../../lib/lang';
import { contenidosPublicPage } from '../contenidos';
import { incidenciasVisibles } from '../dapcon';

/** An incident's last event: its newest thread entry (a reply, or a replaced document), or its opening. */
function actividadDe(i: Incidencia): Pick<TicketNotificacion, 'actividad' | 'actividad_at'> {
  const ultima = i.respuestas.at(-1);
  if (!ultima) return { actividad: 'abierta', actividad_at: i.created_at };
  return { actividad: ultima.documento ? 'documento' : 'respuesta', actividad_at: ultima.created_at };
}

/** What the homes ask for: the contents not archived, newest first (the first page). */
const NO_ARCHIVADOS = v.parse(ContenidosPublicQuery, { ocultos: 'false' });

/** `GET /obtener-notificaciones`: the caller's communications not archived and unresolved incidents, each with its total and the newest few. */
export async function notificacionesDe(app: FastifyInstance, user: AuthUser, lang: Lang): Promise<Notificaciones> {
  const [comunicados, incidencias] = await Promise.all([
    contenidosPublicPage(app, user, NO_ARCHIVADOS, lang),
    incidenciasVisibles(app.db, user, { esta_resuelta: false }),
  ]);
  return {
    comunicados: {
      total: comunicados.total,
      data: comunicados.data.slice(0, NOTIFICACIONES_MAX).map((c) => ({
        id: c.id,
        titulo: c.titulo,
        tipo_noticia_texto: c.tipo_noticia_texto,
        fecha_publicacion: c.fecha_publicacion,
        enlace: ENLACE_COMUNICADOS,
      })),
    },
    tickets: {
      total: incidencias.length,
      // The most recently active first: a reply or a replaced document brings its incident to the top.
      data: incidencias
        .map((i) => ({ incidencia: i, ...actividadDe(i) }))
        .sort((a, b) => b.actividad_at.localeCompare(a.actividad_at) || b.incidencia.id - a.incidencia.id)
        .slice(0, NOTIFICACIONES_MAX)
        .map(({ incidencia: i, actividad, actividad_at }) => ({
          id: i.id,
          titulo: i.dapcon_incidencias_titulo,
          dapcon_id: i.dapcon_id,
          dapcon_codigo: i.dapcon_codigo,
          dv_nombre_producto: i.dv_nombre_producto,
          idioma_id: i.idioma_id,
          created_at: i.created_at,
          actividad,
          actividad_at,
          enlace: `${ENLACE_TICKETS}/${i.id}`,
        })),
    },
  };
}
