/**
 * The reminders' parameters in the parameter tree (issue 36), seeded in both sizes: the folder
 * `recordatorios` with one parameter per kind, its days in Texto 1 ('90, 30, 0') and its switch in
 * Texto 2 ('sí' / 'no'), in each language, permission 1: the Ares administrator (profile 1) edits
 * them, the association's administrator reads them. Draws nothing.
 */
import { hitosDeSerie, RECORDATORIOS_PARAMETROS, TIPOS_RECORDATORIO, type TipoRecordatorio } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { TipoRecordatorioDef } from '../../lib/recordatorios';
import { renderPlantilla } from '../../mail/render';
import { correos } from '../../mail/tables';
import { IDIOMA_CA, IDIOMA_ES, parametros, parametrosTextos } from '../referencia';
import { recordatorios } from './tables';

/** The folder's place among the tree's roots: after the dashboard's windows (90). */
const ORDEN_CARPETA = 91;

const DESCRIPCIONES: Record<TipoRecordatorio, { es: string; ca: string }> = {
  caducidad: {
    es: 'Recordatorio de caducidad a la empresa y al consultor: días antes del último día de validez (Texto 1, separados por comas); Texto 2 «no» lo desactiva.',
    ca: "Recordatori de caducitat a l'empresa i al consultor: dies abans del darrer dia de validesa (Text 1, separats per comes); Text 2 «no» el desactiva.",
  },
  cuota: {
    es: 'Recordatorio de la cuota anual pendiente a la empresa: días después de emitirse (Texto 1); Texto 2 «no» lo desactiva.',
    ca: "Recordatori de la quota anual pendent a l'empresa: dies després d'emetre's (Text 1); Text 2 «no» el desactiva.",
  },
  pago_dapcon: {
    es: 'Recordatorio a la empresa de una DAPcon publicada con el pago pendiente: días después de publicarse (Texto 1); Texto 2 «no» lo desactiva.',
    ca: "Recordatori a l'empresa d'una DAPcon publicada amb el pagament pendent: dies després de publicar-se (Text 1); Text 2 «no» el desactiva.",
  },
  verificacion: {
    es: 'Recordatorio al verificador y a la administración: días tras el envío a verificación sin acción del verificador (Texto 1); Texto 2 «no» lo desactiva.',
    ca: "Recordatori al verificador i a l'administració: dies després de l'enviament a verificació sense acció del verificador (Text 1); Text 2 «no» el desactiva.",
  },
  incidencia: {
    es: 'Recordatorio a quien debe responder una incidencia abierta: días tras la última palabra de la otra parte (Texto 1); Texto 2 «no» lo desactiva.',
    ca: "Recordatori a qui ha de respondre una incidència oberta: dies després de la darrera paraula de l'altra part (Text 1); Text 2 «no» el desactiva.",
  },
};

export async function seedRecordatorios(db: Database): Promise<void> {
  const { carpeta, tipos } = RECORDATORIOS_PARAMETROS;
  await db.insert(parametros).values([
    { param_id: carpeta, param_padre_id: null, param_order: ORDEN_CARPETA, param_permiso: 1, param_admite_hijos: true, param_nombre: carpeta },
    ...TIPOS_RECORDATORIO.map((tipo, i) => ({
      param_id: tipos[tipo].id,
      param_padre_id: carpeta,
      param_order: i + 1,
      param_permiso: 1,
      param_admite_hijos: false,
      param_nombre: tipos[tipo].id,
    })),
  ]);
  await db.insert(parametrosTextos).values([
    { pt_param_id: carpeta, pt_idioma_id: IDIOMA_ES, pt_texto: 'Recordatorios programados' },
    { pt_param_id: carpeta, pt_idioma_id: IDIOMA_CA, pt_texto: 'Recordatoris programats' },
    ...TIPOS_RECORDATORIO.flatMap((tipo) => {
      const dias = tipos[tipo].dias.join(', ');
      return [
        { pt_param_id: tipos[tipo].id, pt_idioma_id: IDIOMA_ES, pt_texto: dias, pt_texto2: 'sí', pt_descripcion: DESCRIPCIONES[tipo].es },
        { pt_param_id: tipos[tipo].id, pt_idioma_id: IDIOMA_CA, pt_texto: dias, pt_texto2: 'sí', pt_descripcion: DESCRIPCIONES[tipo].ca },
      ];
    }),
  ]);
}

/** The day the demo's reminders were sent up to. */
const DIA_DEMO = '2026-11-20';
const REMITENTE = 'DAPcon <no-reply@dapcon.localhost>';

/**
 * The demo programme's expiry reminders already sent (size 'demo' only): every milestone of each
 * live expiry series (the kind `caducidad` of `tipos`, the DAPcon area's) that had come by DIA_DEMO,
 * to its recipients, written from the templates' texts in each one's language, delivered. Every e-mail
 * is in a final state with no queue job: the demo never mails its invented addresses. What the
 * scheduler sends after start-up comes on top. Draws nothing; answers how many reminders.
 */
export async function seedRecordatoriosEnviados(db: Database, tipos: readonly TipoRecordatorioDef[]): Promise<number> {
  const def = tipos.find((t) => t.tipo === 'caducidad');
  if (!def) return 0;
  const { dias, antes } = RECORDATORIOS_PARAMETROS.tipos.caducidad;
  let n = 0;
  for (const serie of await def.series(db, DIA_DEMO, '9999-12-31')) {
    for (const hito of hitosDeSerie(serie.desde, { dias: [...dias] }, antes).filter((h) => h.fecha <= DIA_DEMO)) {
      const mensaje = await def.mensaje(db, serie.entidad_id, hito.hito);
      if (!mensaje) continue;
      const enviado = new Date(`${hito.fecha}T07:00:00Z`);
      const [row] = await db
        .insert(recordatorios)
        .values({ tipo: def.tipo, entidad: def.entidad, entidad_id: serie.entidad_id, serie: serie.serie, hito: hito.hito, paso: hito.paso, fecha_prevista: hito.fecha, dapcon_id: serie.dapcon_id, org_id: serie.org_id, descripcion: serie.descripcion, created_at: enviado })
        .returning({ id: recordatorios.id });
      if (!row) continue;
      for (const [i, d] of mensaje.destinatarios.entries()) {
        const contenido = await renderPlantilla(db, mensaje.aviso.plantilla, d.idioma, { ...mensaje.aviso.valores(d.idioma), enlace: mensaje.aviso.ruta }, REMITENTE);
        const at = new Date(enviado.getTime() + (i + 1) * 1000);
        await db.insert(correos).values({
          usuario_id: d.usuarioId,
          recordatorio_id: row.id,
          plantilla: mensaje.aviso.plantilla,
          destinatario: d.email,
          remitente: contenido.from,
          asunto: contenido.subject,
          texto: contenido.text,
          html: contenido.html,
          estado: 'enviado',
          intentos: 1,
          ultimo_intento_at: at,
          created_at: enviado,
          sent_at: at,
        });
      }
      n += 1;
    }
  }
  return n;
}
