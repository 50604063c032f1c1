// The mock API of the scheduled reminders ('Recordatorios', the third tab of /comunicaciones;
// contract/src/contenidos/recordatorios.ts): reminders of every kind in every delivery state, the sent
// list a page at a time and its Excel, what is due in the next 30 days and its Excel (the
// administration's only: 401/403 as the API; filters and sorts are the API's alone, tested there),
// and 'Reenviar' answering the reminder with one more resend and its e-mails back in the queue, kept nowhere.
import * as v from 'valibot';
import { datePrefixedName, MSG, PER_PAGE, toDisplayDate } from '@dapcon/contract/core';
import {
  CONTENIDOS_MSG,
  RECORDATORIOS_EXCEL_NAME,
  RECORDATORIOS_PREVISTOS_EXCEL_NAME,
  recordatoriosList,
  recordatoriosPrevistos,
  RecordatoriosPrevistosQuery,
  RecordatoriosQuery,
  reenviarRecordatorio,
  TIPO_RECORDATORIO_TEXTOS,
  type Recordatorio,
  type RecordatorioPrevisto,
} from '@dapcon/contract/contenidos';
import type { Bilingual } from './data';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

/** A reminder as the mock holds it (its kind's name comes in the caller's language). */
export type MockRecordatorio = Omit<Recordatorio, 'tipo_nombre' | 'estado'>;

const d = (email: string, estado: Recordatorio['estado'] = 'enviado', error: string | null = null) => ({ email, estado, error });

/** The reminders the mock starts with, newest first. */
export const MOCK_RECORDATORIOS: readonly MockRecordatorio[] = [
  {
    id: 31,
    tipo: 'caducidad',
    descripcion: 'DAPcon-2021-0003 «Ladrillo cerámico macizo»',
    ruta: '/dapcon/3/1',
    dapcon_id: 3,
    org_id: 5,
    hito: 30,
    fecha_prevista: '2026-11-19',
    created_at: '2026-11-19T07:00:04.000Z',
    reenvios: 0,
    destinatarios: [d('info@ceramiquesvalles.es'), d('laura.martinez@consultoria-acv.es', 'pendiente')],
  },
  {
    id: 30,
    tipo: 'cuota',
    descripcion: 'Morteros del Sur, S.L. · 2026',
    ruta: '/empresas/B41234567',
    dapcon_id: null,
    org_id: 7,
    hito: 15,
    fecha_prevista: '2026-11-16',
    created_at: '2026-11-16T07:00:02.000Z',
    reenvios: 1,
    destinatarios: [d('admin@morterosdelsur.es', 'error', '550 5.1.1 Mailbox unavailable')],
  },
  {
    id: 29,
    tipo: 'verificacion',
    descripcion: 'DAPcon «Aislamiento de lana mineral»',
    ruta: '/dapcon/12/1',
    dapcon_id: 12,
    org_id: 9,
    hito: 14,
    fecha_prevista: '2026-11-12',
    created_at: '2026-11-12T07:00:03.000Z',
    reenvios: 0,
    destinatarios: [d('jordi.puig@verificacions.cat'), d('gestion@asociacion-dapcon.example')],
  },
  {
    id: 28,
    tipo: 'incidencia',
    descripcion: '«Revisar A1-A3» · DAPcon «Mortero de cal hidráulica»',
    ruta: '/dapcon/8/1',
    dapcon_id: 8,
    org_id: 7,
    hito: 7,
    fecha_prevista: '2026-11-10',
    created_at: '2026-11-10T07:00:01.000Z',
    reenvios: 0,
    destinatarios: [d('admin@morterosdelsur.es'), d('laura.martinez@consultoria-acv.es')],
  },
  {
    id: 27,
    tipo: 'pago_dapcon',
    descripcion: 'DAPcon-2026-0011 «Teja cerámica mixta»',
    ruta: '/dapcon/11/1',
    dapcon_id: 11,
    org_id: 5,
    hito: 0,
    fecha_prevista: '2026-11-06',
    created_at: '2026-11-06T07:00:01.000Z',
    reenvios: 0,
    destinatarios: [d('info@ceramiquesvalles.es')],
  },
];

/** What is due in the next 30 days. */
export const MOCK_RECORDATORIOS_PREVISTOS: readonly Omit<RecordatorioPrevisto, 'tipo_nombre'>[] = [
  { tipo: 'cuota', descripcion: 'Aïllaments Montseny, S.L. · 2026', ruta: '/empresas/B65432109', dapcon_id: null, org_id: 11, hito: 45, fecha_prevista: '2026-12-03', destinatarios: ['contacte@aillamentsmontseny.es'] },
  {
    tipo: 'caducidad',
    descripcion: 'DAPcon-2021-0003 «Ladrillo cerámico macizo»',
    ruta: '/dapcon/3/1',
    dapcon_id: 3,
    org_id: 5,
    hito: 0,
    fecha_prevista: '2026-12-19',
    destinatarios: ['info@ceramiquesvalles.es', 'laura.martinez@consultoria-acv.es'],
  },
];

/** The worst state of its e-mails, as the API answers it. */
function estadoDe(r: MockRecordatorio): Recordatorio['estado'] {
  if (r.destinatarios.some((x) => x.estado === 'error')) return 'error';
  if (r.destinatarios.some((x) => x.estado === 'pendiente')) return 'pendiente';
  return 'enviado';
}

/** A reminder as the API answers it, in the caller's language. */
export function recordatorioRow(r: MockRecordatorio, lang: keyof Bilingual): Recordatorio {
  return { ...r, tipo_nombre: TIPO_RECORDATORIO_TEXTOS[r.tipo][lang], estado: estadoDe(r) };
}

const EXCEL: Record<keyof Bilingual, { sheet: string; previstos: string; header: string[]; headerPrevistos: string[] }> = {
  es: {
    sheet: 'Recordatorios',
    previstos: 'Recordatorios previstos',
    header: ['Enviado', 'Tipo', 'Registro', 'Días', 'Fecha prevista', 'Destinatarios', 'Estado', 'Reenvíos'],
    headerPrevistos: ['Fecha prevista', 'Tipo', 'Registro', 'Días', 'Destinatarios'],
  },
  ca: {
    sheet: 'Recordatoris',
    previstos: 'Recordatoris previstos',
    header: ['Enviat', 'Tipus', 'Registre', 'Dies', 'Data prevista', 'Destinataris', 'Estat', 'Reenviaments'],
    headerPrevistos: ['Data prevista', 'Tipus', 'Registre', 'Dies', 'Destinataris'],
  },
};

function excel(name: string, sheet: string, rows: string[][]): Response {
  return new Response(xlsx(sheet, rows), {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(name)}"`, 'X-Total-Count': String(rows.length - 1) },
  });
}

export const recordatoriosHandlers = [
  mockEndpoint(recordatoriosList, (input) => {
    mockRequireAccess(input, recordatoriosList.access);
    const query = v.parse(RecordatoriosQuery, input.query);
    const rows = MOCK_RECORDATORIOS.map((r) => recordatorioRow(r, input.lang));
    if (query.to_excel) {
      const t = EXCEL[input.lang];
      return excel(RECORDATORIOS_EXCEL_NAME, t.sheet, [
        t.header,
        ...rows.map((r) => [r.created_at, r.tipo_nombre, r.descripcion, String(r.hito), toDisplayDate(r.fecha_prevista), r.destinatarios.map((x) => x.email).join(', '), r.estado, String(r.reenvios)]),
      ]);
    }
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(recordatoriosPrevistos, (input) => {
    mockRequireAccess(input, recordatoriosPrevistos.access);
    const query = v.parse(RecordatoriosPrevistosQuery, input.query);
    const rows = MOCK_RECORDATORIOS_PREVISTOS.map((r) => ({ ...r, tipo_nombre: TIPO_RECORDATORIO_TEXTOS[r.tipo][input.lang] }));
    if (query.to_excel) {
      const t = EXCEL[input.lang];
      return excel(RECORDATORIOS_PREVISTOS_EXCEL_NAME, t.previstos, [t.headerPrevistos, ...rows.map((r) => [toDisplayDate(r.fecha_prevista), r.tipo_nombre, r.descripcion, String(r.hito), r.destinatarios.join(', ')])]);
    }
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(reenviarRecordatorio, (input) => {
    mockRequireAccess(input, reenviarRecordatorio.access);
    const r = MOCK_RECORDATORIOS.find((x) => x.id === Number(input.params.id));
    if (!r) throw mockError(404, MSG.noEncontrado);
    const reenviado = { ...r, reenvios: r.reenvios + 1, destinatarios: r.destinatarios.map((x) => ({ ...x, estado: 'pendiente' as const, error: null })) };
    return mockAnswer(recordatorioRow(reenviado, input.lang), { message: CONTENIDOS_MSG.recordatorioReenviado });
  }),
];
