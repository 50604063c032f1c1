/**
 * The readers' homes (contract/src/panel/inicio.ts; docs/home.md step 3): the caller's own account
 * only, found from the session (nothing the request carries names an account).
 *
 * - a company: its logo, `alerta_pago` and its declarations by state, in one statement; while the
 *   alert is up, how this year's fee is being paid (`pago`, finanzas/pago-organizacion.ts);
 * - a consultant or verifier: its logo and whether it signs (`firma`): profile 4 (verifier) or
 *   `es_verificador`, the consultants who may be assigned a declaration and accept it with the
 *   signed verification report (docs/dapcon-lifecycle.md; contract PERMISOS_DAPCON `aceptar`); and its
 *   unresolved incidents in every language, through the incidents' own reach (`alcanceDe`, every part
 *   it takes: consultant or verifier), as `GET /incidencias/dapcon-incidencias?esta_resuelta=false`
 *   answers them and the bell counts them, without their threads.
 */
import { eq, sql } from 'drizzle-orm';
import { ESTADOS_DAPCON, PERFILES, type DapconsPorEstado, type Inicio } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError } from '../../errors';
import { consultores } from '../consultores';
import { alcanceDe, dapcons, listIncidencias } from '../dapcon';
import { organizaciones } from '../empresas';
import { pagoElegido } from '../finanzas';
import type { Lang } from '../../lib/lang';

/** The caller's home data. */
export async function inicioDe(db: Database, user: AuthUser, lang: Lang = 'es'): Promise<Inicio> {
  if (user.modulo_app === 'organizacion') {
    // Table names written out in the subqueries: in a one-table select Drizzle leaves the columns unqualified.
    const porEstado = Object.fromEntries(
      ESTADOS_DAPCON.map((estado) => [estado, sql<number>`(select count(*) from ${dapcons} d where d.org_id = ${organizaciones}.org_id and d.estado = ${estado})`.mapWith(Number)]),
    );
    const [row] = await db
      .select({
        tiene_logo: sql<boolean>`${organizaciones.org_logo} is not null`,
        alerta_pago: organizaciones.alerta_pago,
        estado_pago: organizaciones.estado_pago,
        org_id: organizaciones.org_id,
        org_cif: organizaciones.org_cif,
        ...porEstado,
      })
      .from(organizaciones)
      .where(eq(organizaciones.usuario_id, user.id))
      .limit(1);
    if (!row) throw new NotFoundError();
    const { tiene_logo, alerta_pago, estado_pago, org_id, org_cif, ...cuentas } = row as typeof row & Record<string, number>;
    // The method chosen for this year's fee, while the alert is up (docs/finanzas.md). Only once chosen
    // ('en_tramite'): a company still 'pendiente' is asked to choose at sign-in, whatever method its
    // fee's row holds (the demo seed's, or one the administration recorded), and the alert must not
    // say otherwise.
    const pago = alerta_pago && estado_pago === 'en_tramite' ? await pagoElegido(db, { org_id, org_cif }, lang) : null;
    return { tiene_logo: Boolean(tiene_logo), empresa: { alerta_pago, pago, dapcons: cuentas as unknown as DapconsPorEstado }, consultor: null };
  }
  if (user.modulo_app === 'consultor') {
    const [row] = await db
      .select({ tiene_logo: sql<boolean>`${consultores.consultor_logo} is not null`, es_verificador: consultores.es_verificador })
      .from(consultores)
      .where(eq(consultores.usuario_id, user.id))
      .limit(1);
    if (!row) throw new NotFoundError();
    // The bell's reach and filter (notificaciones-service.ts): the home lists what the bell counts.
    const abiertas = await listIncidencias(db, await alcanceDe(db, user, undefined), { esta_resuelta: false });
    return {
      tiene_logo: Boolean(row.tiene_logo),
      empresa: null,
      consultor: {
        firma: user.perfil === PERFILES.verificador || row.es_verificador,
        incidencias: abiertas.map((i) => ({
          id: i.id,
          dapcon_id: i.dapcon_id,
          idioma_id: i.idioma_id,
          idioma: i.idioma,
          dapcon_codigo: i.dapcon_codigo,
          dv_nombre_producto: i.dv_nombre_producto,
          dapcon_incidencias_titulo: i.titulo,
          created_at: i.created_at.toISOString(),
        })),
      },
    };
  }
  throw new ForbiddenError();
}
