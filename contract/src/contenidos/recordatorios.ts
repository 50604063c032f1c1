/**
 * Scheduled reminders (issue 36; docs/decisions.md 'Reminders', docs/operations.md): the programme
 * chases nobody by hand. Every day the portal's scheduler e-mails, from the templates of
 * /plantillas-mensajes and in each recipient's language:
 * - `caducidad`: a published DAPcon's company and consultant, 90, 30 and 0 days before its last valid day;
 * - `cuota`: a company whose annual fee is unpaid, 15 and 45 days after it was issued (it may opt out);
 * - `pago_dapcon`: a company whose DAPcon is published with its fee unpaid;
 * - `verificacion`: the verifier and the administration, N days after a submission the verifier has not acted on;
 * - `incidencia`: the side that owes an answer, N days after the other side's last word in an open incident.
 *
 * The days and a switch of each are parameters of the folder `recordatorios` (/parametros, the Ares
 * administrator's: permission 1). A reminder goes out at most once per record and milestone.
 * `/comunicaciones` 'Recordatorios' lists what was sent (with 'Reenviar') and what is due in 30 days.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { choiceFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';
import { MSG } from '../core/messages';

export const TIPOS_RECORDATORIO = ['caducidad', 'cuota', 'pago_dapcon', 'verificacion', 'incidencia'] as const;
export type TipoRecordatorio = (typeof TIPOS_RECORDATORIO)[number];

/** Each kind's name, in the portal's languages (the list, its filter and its Excel). */
export const TIPO_RECORDATORIO_TEXTOS: Record<TipoRecordatorio, { es: string; ca: string }> = {
  caducidad: { es: 'Caducidad de la DAPcon', ca: 'Caducitat de la DAPcon' },
  cuota: { es: 'Cuota anual pendiente', ca: 'Quota anual pendent' },
  pago_dapcon: { es: 'Pago de la DAPcon pendiente', ca: 'Pagament de la DAPcon pendent' },
  verificacion: { es: 'Verificación en espera', ca: 'Verificació en espera' },
  incidencia: { es: 'Incidencia sin respuesta', ca: 'Incidència sense resposta' },
};

/**
 * The parameters (folder `recordatorios` of the parameter tree) of each kind: Texto 1 holds its days
 * ('90, 30, 0'), Texto 2 'no' switches it off; absent, inactive or unreadable → the defaults.
 * `antes` days count back from the series' day (the validity's last day), the others forward.
 */
export const RECORDATORIOS_PARAMETROS = {
  carpeta: 'recordatorios',
  tipos: {
    caducidad: { id: 'recordatorio_caducidad', dias: [90, 30, 0], antes: true },
    cuota: { id: 'recordatorio_cuota', dias: [15, 45], antes: false },
    pago_dapcon: { id: 'recordatorio_pago_dapcon', dias: [0], antes: false },
    verificacion: { id: 'recordatorio_verificacion', dias: [14], antes: false },
    incidencia: { id: 'recordatorio_incidencia', dias: [7], antes: false },
  },
} as const satisfies { carpeta: string; tipos: Record<TipoRecordatorio, { id: string; dias: readonly number[]; antes: boolean }> };

/** A kind's settings as read from its parameter. */
export interface AjusteRecordatorio {
  activo: boolean;
  /** Its milestones in the order of time: for `antes` kinds the most days first. */
  dias: number[];
}

/** The words of Texto 2 that switch a reminder off (case and accents ignored). */
const APAGADO = new Set(['no', 'off', '0', 'false', 'desactivado', 'desactivat', 'inactivo', 'inactiu']);

/**
 * A kind's settings from its parameter's Texto 1 (days, separated by commas, spaces or semicolons,
 * each a whole number 0..3650; at most 10) and Texto 2 ('no' → off); unreadable days → the defaults.
 *
 * @example
 * ajusteRecordatorio('60, 15', '', [90, 30, 0], true) // { activo: true, dias: [60, 15] }
 * ajusteRecordatorio('x', 'no', [14], false)          // { activo: false, dias: [14] }
 */
export function ajusteRecordatorio(texto1: string | null | undefined, texto2: string | null | undefined, defecto: readonly number[], antes: boolean): AjusteRecordatorio {
  const interruptor = (texto2 ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const activo = !APAGADO.has(interruptor);
  const partes = (texto1 ?? '').split(/[\s,;]+/).filter((p) => p !== '');
  const leidos = partes.every((p) => /^\d{1,4}$/.test(p) && Number(p) <= 3650) && partes.length > 0 && partes.length <= 10 ? partes.map(Number) : [...defecto];
  const unicos = [...new Set(leidos)].sort((a, b) => (antes ? b - a : a - b));
  return { activo, dias: unicos };
}

/** How many days late a milestone still goes out (the scheduler was down, a switch was turned on): later, it is skipped. */
export const RECORDATORIO_GRACIA_DIAS = 7;

/** One milestone of a series: its days, its place in the order of time, and its day. */
export interface HitoRecordatorio {
  hito: number;
  paso: number;
  fecha: string;
}

const DIA_MS = 86_400_000;

/** 'yyyy-mm-dd' plus `dias` days (negative: back). */
export function sumarDias(dia: string, dias: number): string {
  return new Date(Date.parse(`${dia}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
}

/**
 * The milestones of a series whose day is `desde`, in the order of time: `dias` before it when
 * `antes` (an expiry: 90, 30, 0), after it otherwise (a fee: 15, 45).
 */
export function hitosDeSerie(desde: string, ajuste: Pick<AjusteRecordatorio, 'dias'>, antes: boolean): HitoRecordatorio[] {
  return ajuste.dias
    .map((hito) => ({ hito, fecha: sumarDias(desde, antes ? -hito : hito) }))
    .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0))
    .map((h, paso) => ({ ...h, paso }));
}

/**
 * The milestone due on `hoy`: the latest whose day has come, unless it is more than
 * RECORDATORIO_GRACIA_DIAS days old (then none: a late reminder would mislead); for `antes` kinds
 * none after the series' day (an expired declaration is told by the expiry itself).
 *
 * @example
 * hitoDebido('2027-03-31', { dias: [90, 30, 0] }, true, '2027-03-05') // { hito: 30, paso: 1, fecha: '2027-03-01' }
 */
export function hitoDebido(desde: string, ajuste: Pick<AjusteRecordatorio, 'dias'>, antes: boolean, hoy: string): HitoRecordatorio | null {
  if (antes && hoy > desde) return null;
  const llegados = hitosDeSerie(desde, ajuste, antes).filter((h) => h.fecha <= hoy);
  const ultimo = llegados[llegados.length - 1];
  if (!ultimo || ultimo.fecha < sumarDias(hoy, -RECORDATORIO_GRACIA_DIAS)) return null;
  return ultimo;
}

/** The milestones of a series whose day falls after `hoy` and at most `dias` days on (what is due). */
export function hitosPrevistos(desde: string, ajuste: Pick<AjusteRecordatorio, 'dias'>, antes: boolean, hoy: string, dias: number): HitoRecordatorio[] {
  const hasta = sumarDias(hoy, dias);
  return hitosDeSerie(desde, ajuste, antes).filter((h) => h.fecha > hoy && h.fecha <= hasta);
}

// ---------------------------------------------------------------- the list of reminders sent

export const ESTADOS_ENTREGA_RECORDATORIO = ['pendiente', 'enviado', 'error'] as const;

/** One reminder sent: its record, milestone and recipients, with the delivery state of each e-mail. */
export const Recordatorio = v.object({
  id: v.number(),
  tipo: v.picklist(TIPOS_RECORDATORIO),
  /** The kind's name in the caller's language. */
  tipo_nombre: v.string(),
  /** The record as named when it was sent ('DAPcon-2026-0007 «Producto»'). */
  descripcion: v.string(),
  /** Its page in the portal ('/dapcon/12/1', '/empresas/5'), when it has one. */
  ruta: v.nullable(v.string()),
  dapcon_id: v.nullable(v.number()),
  org_id: v.nullable(v.number()),
  /** The milestone's days (before the last valid day for 'caducidad', after the start otherwise). */
  hito: v.number(),
  /** The day it was due, 'yyyy-mm-dd'. */
  fecha_prevista: v.string(),
  /** ISO instant it was sent (recorded for delivery). */
  created_at: v.string(),
  reenvios: v.number(),
  /** Its e-mails, the latest send's: address and delivery state ('error' with the server's reason). */
  destinatarios: v.array(v.object({ email: v.string(), estado: v.picklist(ESTADOS_ENTREGA_RECORDATORIO), error: v.nullable(v.string()) })),
  /** The worst state of its e-mails: 'error' if one failed, else 'pendiente' if one waits, else 'enviado'. */
  estado: v.picklist(ESTADOS_ENTREGA_RECORDATORIO),
});
export type Recordatorio = v.InferOutput<typeof Recordatorio>;

export const RECORDATORIOS_SORTABLE = ['created_at', 'fecha_prevista', 'tipo'] as const;

/**
 * `GET /recordatorios` query: `tipo` one kind, `magic` a text of the record's name or a recipient's
 * address, `dapcon_id` / `org_id` one record's; newest first; `to_excel` the whole list.
 */
export const RecordatoriosQuery = listQuery(
  { tipo: choiceFilter(TIPOS_RECORDATORIO), magic: textFilter(), dapcon_id: positiveIntegerFilter(), org_id: positiveIntegerFilter() },
  RECORDATORIOS_SORTABLE,
  'created_at desc',
);
export type RecordatoriosQuery = v.InferOutput<typeof RecordatoriosQuery>;
export type RecordatoriosQueryInput = v.InferInput<typeof RecordatoriosQuery>;

export const RECORDATORIOS_EXCEL_NAME = 'Recordatorios.xlsx';

const TAGS = ['comunicaciones'];

/** The reminders sent, newest first, with their delivery state (the administration's). */
export const recordatoriosList = defineEndpoint({
  method: 'GET',
  path: '/recordatorios',
  query: RecordatoriosQuery,
  response: paginated(Recordatorio),
  access: ACCESS.admin,
  summary: 'The scheduled reminders sent, with their recipients and delivery state',
  tags: TAGS,
});

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/**
 * 'Reenviar': writes the reminder's e-mails again, now, from its template and to its recipients as
 * they are today (the record may have changed hands), each a new e-mail of the queue; the reminder
 * counts it. A reminder whose record is gone answers 404.
 */
export const reenviarRecordatorio = defineEndpoint({
  method: 'POST',
  path: '/recordatorios/:id/reenviar',
  params: IdParams,
  response: Recordatorio,
  stale: ['GET /recordatorios', 'GET /recordatorios/previstos'],
  access: ACCESS.admin,
  summary: 'Send a reminder again, now, to its recipients',
  tags: TAGS,
});

// ---------------------------------------------------------------- what is due

/** A reminder due in the next days: the record, its milestone and day, and to whom it will go. */
export const RecordatorioPrevisto = v.object({
  tipo: v.picklist(TIPOS_RECORDATORIO),
  tipo_nombre: v.string(),
  descripcion: v.string(),
  ruta: v.nullable(v.string()),
  dapcon_id: v.nullable(v.number()),
  org_id: v.nullable(v.number()),
  hito: v.number(),
  fecha_prevista: v.string(),
  destinatarios: v.array(v.string()),
});
export type RecordatorioPrevisto = v.InferOutput<typeof RecordatorioPrevisto>;

/** How far ahead 'Previstos' looks, in days. */
export const RECORDATORIOS_PREVISTOS_DIAS = 30;

export const RECORDATORIOS_PREVISTOS_SORTABLE = ['fecha_prevista'] as const;

/** `GET /recordatorios/previstos` query: `tipo` one kind; soonest first; `to_excel` the whole list. */
export const RecordatoriosPrevistosQuery = listQuery({ tipo: choiceFilter(TIPOS_RECORDATORIO) }, RECORDATORIOS_PREVISTOS_SORTABLE, 'fecha_prevista asc');
export type RecordatoriosPrevistosQuery = v.InferOutput<typeof RecordatoriosPrevistosQuery>;
export type RecordatoriosPrevistosQueryInput = v.InferInput<typeof RecordatoriosPrevistosQuery>;

export const RECORDATORIOS_PREVISTOS_EXCEL_NAME = 'Recordatorios_previstos.xlsx';

/** The reminders due from tomorrow to RECORDATORIOS_PREVISTOS_DIAS days on, as the switches and days stand today. */
export const recordatoriosPrevistos = defineEndpoint({
  method: 'GET',
  path: '/recordatorios/previstos',
  query: RecordatoriosPrevistosQuery,
  response: paginated(RecordatorioPrevisto),
  access: ACCESS.admin,
  summary: 'The reminders due in the next 30 days',
  tags: TAGS,
});

/**
 * Props of mf-contenidos's `./RecordatoriosDapcon` panel: a declaration's reminders sent, with
 * 'Reenviar', shown to the administration on mf-empresas's DAPcon record page (issue 36).
 *
 * @example
 * <RemotePanel<RecordatoriosDapconProps> remote="mf_contenidos" module="RecordatoriosDapcon" props={{ dapconId }} />
 */
export interface RecordatoriosDapconProps {
  /** The declaration's id (the page's /dapcon/{id}/{languageId}). */
  dapconId: number;
}
