// The mock API of the portal's own e-mails ('Correos del portal', the second tab of /comunicaciones;
// contract/src/contenidos/comunicaciones.ts): a few e-mails of the portal's templates (password
// recovery, registration, DAPcon notices…) in every delivery state, the list a page at a time and its
// Excel (the administration's only: 401/403 as the API; its search, state filter and sorts are the
// API's alone: CorreosPortalTab.api.test.tsx), and 'Reenviar' answering the e-mail back in the queue
// ('pendiente'), kept nowhere (what it changes and the 409 for one not failed are the API's, tested there).
import * as v from 'valibot';
import { datePrefixedName, MSG, PER_PAGE, PORTAL_TIME_ZONE, toDisplayDate } from '@dapcon/contract/core';
import {
  CONTENIDOS_MSG,
  CORREOS_PORTAL_EXCEL_NAME,
  correosPortalList,
  CorreosPortalQuery,
  reenviarCorreoPortal,
  type CorreoPortal,
} from '@dapcon/contract/contenidos';
import type { Bilingual } from './data';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

/** What each template of the mock is for, in both languages (the API's catalogue descriptions). */
const TIPOS: Record<string, Bilingual> = {
  restablecer_password: { es: 'Recuperación de la contraseña: el enlace para elegir una nueva', ca: "Recuperació de la contrasenya: l'enllaç per triar-ne una de nova" },
  bienvenida_usuario: { es: 'Alta de un usuario de la asociación: el enlace para elegir su contraseña', ca: "Alta d'un usuari de l'associació: l'enllaç per triar la contrasenya" },
  registro_cuenta: {
    es: 'Registro de una empresa o de un consultor: la confirmación, con el usuario con que entra',
    ca: "Registre d'una empresa o d'un consultor: la confirmació, amb l'usuari amb què entra",
  },
  dapcon_enviada: { es: 'Al verificador: una DAPcon enviada a verificación', ca: 'Al verificador: una DAPcon enviada a verificació' },
  dapcon_publicada: { es: 'A la empresa y al consultor: la DAPcon publicada, con su validez', ca: "A l'empresa i al consultor: la DAPcon publicada, amb la seva validesa" },
  incidencia_nueva: { es: 'A la empresa y al consultor: una incidencia nueva en la verificación', ca: "A l'empresa i al consultor: una incidència nova en la verificació" },
};

/** One of the portal's own e-mails as the mock holds it (the `tipo` comes from the template, in the caller's language). */
export type MockCorreoPortal = Omit<CorreoPortal, 'tipo'>;

const correo = (
  id: number,
  plantilla: string,
  destinatario_email: string,
  asunto: string,
  created_at: string,
  estado: CorreoPortal['estado'],
  error: string | null = null,
): MockCorreoPortal => ({
  id,
  asunto,
  destinatario_email,
  plantilla,
  created_at,
  fecha_enviado: estado === 'enviado' ? new Date(Date.parse(created_at) + 4000).toISOString() : null,
  estado,
  error,
  intentos: estado === 'pendiente' ? 0 : estado === 'error' ? 3 : 1,
});

/** The e-mails the mock starts with: delivered ones, one waiting in the queue, two refused by the mail server. */
export const MOCK_CORREOS_PORTAL: readonly MockCorreoPortal[] = [
  correo(101, 'registro_cuenta', 'info@ceramiquesvalles.es', 'DAPcon: su registro en el portal', '2026-11-02T10:20:00.000Z', 'enviado'),
  correo(102, 'restablecer_password', 'laura.martinez@consultoria-acv.es', 'DAPcon: restablecimiento de la contraseña', '2026-11-05T16:42:00.000Z', 'enviado'),
  correo(103, 'dapcon_enviada', 'jordi.puig@verificacions.cat', 'DAPcon 0123: enviada a verificación', '2026-11-09T08:05:00.000Z', 'enviado'),
  correo(104, 'bienvenida_usuario', 'antonio.nunez@buzon-lleno.es', 'DAPcon: bienvenido/a al portal, elija su contraseña', '2026-11-12T11:30:00.000Z', 'error', '550 5.1.1 Mailbox unavailable'),
  correo(105, 'incidencia_nueva', 'admin@morterosdelsur.es', 'DAPcon 0123: nueva incidencia en la verificación', '2026-11-14T09:12:00.000Z', 'enviado'),
  correo(106, 'dapcon_publicada', 'contacte@aillamentsmontseny.es', 'DAPcon 0098: publicada', '2026-11-18T13:00:00.000Z', 'error', '552 5.2.2 Mailbox full: quota exceeded'),
  correo(107, 'restablecer_password', 'marta.gonzalez@arquitectura-sostenible.es', 'DAPcon: restablecimiento de la contraseña', '2026-11-20T07:55:00.000Z', 'pendiente'),
];

/** An e-mail as the API answers it: its template's description in the caller's language, the key when unknown. */
export function correoPortalRow(c: MockCorreoPortal, lang: keyof Bilingual): CorreoPortal {
  return { ...c, tipo: TIPOS[c.plantilla]?.[lang] ?? c.plantilla };
}

const EXCEL: Record<keyof Bilingual, { sheet: string; header: string[]; estados: Record<CorreoPortal['estado'], string> }> = {
  es: {
    sheet: 'Correos del portal',
    header: ['Fecha', 'Tipo', 'Destinatario', 'Asunto', 'Estado', 'Error', 'Intentos'],
    estados: { enviado: 'OK', pendiente: 'En cola', error: 'Error' },
  },
  ca: {
    sheet: 'Correus del portal',
    header: ['Data', 'Tipus', 'Destinatari', 'Assumpte', 'Estat', 'Error', 'Intents'],
    estados: { enviado: 'OK', pendiente: 'A la cua', error: 'Error' },
  },
};

const horaMadrid = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The default answers: the list (a page of the fixture's e-mails, in their order, never filtered nor sorted: that is the API's, CorreosPortalTab.api.test.tsx) and 'Reenviar'. */
export const correosPortalHandlers = [
  mockEndpoint(correosPortalList, (input) => {
    mockRequireAccess(input, correosPortalList.access);
    const query = v.parse(CorreosPortalQuery, input.query);
    const rows = MOCK_CORREOS_PORTAL.map((c) => correoPortalRow(c, input.lang));
    if (query.to_excel) {
      const t = EXCEL[input.lang];
      const bytes = xlsx(t.sheet, [
        t.header,
        ...rows.map((c) => [
          `${toDisplayDate(c.created_at)} ${horaMadrid.format(new Date(c.created_at))}`,
          c.tipo,
          c.destinatario_email,
          c.asunto,
          t.estados[c.estado],
          c.error ?? '',
          String(c.intentos),
        ]),
      ]);
      return new Response(bytes, {
        status: 200,
        headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(CORREOS_PORTAL_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
      });
    }
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(reenviarCorreoPortal, (input) => {
    mockRequireAccess(input, reenviarCorreoPortal.access);
    const c = MOCK_CORREOS_PORTAL.find((x) => x.id === Number(input.params.id));
    if (!c) throw mockError(404, MSG.noEncontrado);
    return mockAnswer(correoPortalRow({ ...c, estado: 'pendiente', error: null }, input.lang), { message: CONTENIDOS_MSG.correoReenviado });
  }),
];
