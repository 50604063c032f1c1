// The mock API of the communications (contract/src/contenidos/comunicaciones.ts; docs/contenidos.md
// step 5): fixtures only, for the stories and the MOCK_API=1 dev pages. The send-email modal's starting
// values for a content, the mailings with their totals (newest first, a page at a time), a mailing's
// recipients (one refused) in the fixture's order; a mailing sent answers its recipients counted by the
// profiles asked, and 'Reenviar' the recipient back in the queue; nothing is kept. Who a mailing goes
// to, what a search or a sort selects and what a resend changes or refuses are the API's, tested on it
// (mf-contenidos/src/features/Contenidos.api.test.tsx).
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  ComunicacionesQuery,
  comunicacionesList,
  CONTENIDOS_MSG,
  destinatariosComunicacion,
  EnviarEmailBody,
  DestinatariosQuery,
  enviarEmailContenido,
  plantillaEmailContenido,
  reenviarDestinatario,
  type Comunicacion,
  type Destinatario,
} from '@dapcon/contract/contenidos';
import { MOCK_CONTENIDOS } from './contenidos-web';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

const PER_PAGE = 20;
const REMITENTE = 'no-reply@dapcon.localhost';

export interface MockComunicacion extends Omit<Comunicacion, 'total_comunicacions' | 'total_enviados' | 'total_errores'> {
  destinatarios: Destinatario[];
}

const destinatario = (id: number, asunto: string, email: string, estado: Destinatario['estado'], fecha: string | null): Destinatario => ({
  id,
  asunto,
  destinatario_email: email,
  fecha_enviado: estado === 'enviado' ? fecha : null,
  estado,
  error: estado === 'error' ? '550 Mailbox unavailable' : null,
  intentos: estado === 'pendiente' ? 0 : 1,
});

/** The mailings the mock starts with: one delivered to all, one with a refused recipient. */
export const MOCK_COMUNICACIONES: readonly MockComunicacion[] = [
  {
    id: 1,
    asunto: 'DAPcon: Nueva versión de las RCP de morteros',
    email: REMITENTE,
    fecha_enviado: '2026-11-03T09:15:00.000Z',
    destinatarios: [
      destinatario(1, 'DAPcon: Nueva versión de las RCP de morteros', 'info@ceramiquesvalles.es', 'enviado', '2026-11-03T09:15:04.000Z'),
      destinatario(2, 'DAPcon: Nueva versión de las RCP de morteros', 'admin@morterosdelsur.es', 'enviado', '2026-11-03T09:15:05.000Z'),
      destinatario(3, 'DAPcon: Nueva versión de las RCP de morteros', 'contacte@aillamentsmontseny.es', 'enviado', '2026-11-03T09:15:06.000Z'),
    ],
  },
  {
    id: 2,
    asunto: 'Cierre de la oficina por festividad',
    email: REMITENTE,
    fecha_enviado: '2026-11-16T08:00:00.000Z',
    destinatarios: [
      destinatario(4, 'Cierre de la oficina por festividad', 'laura.martinez@consultoria-acv.es', 'enviado', '2026-11-16T08:00:03.000Z'),
      destinatario(5, 'Cierre de la oficina por festividad', 'rechazado@buzon-lleno.es', 'error', null),
      destinatario(6, 'Cierre de la oficina por festividad', 'jordi.puig@verificacions.cat', 'enviado', '2026-11-16T08:00:04.000Z'),
    ],
  },
];

function conTotales(c: MockComunicacion): Comunicacion {
  const { destinatarios, ...rest } = c;
  return {
    ...rest,
    total_comunicacions: destinatarios.length,
    total_enviados: destinatarios.filter((d) => d.estado === 'enviado').length,
    total_errores: destinatarios.filter((d) => d.estado === 'error').length,
  };
}

/** The addresses a mock mailing goes to, by profile. */
const DIRECCIONES: Record<3 | 4 | 5, readonly string[]> = {
  3: ['laura.martinez@consultoria-acv.es'],
  4: ['jordi.puig@verificacions.cat'],
  5: ['info@ceramiquesvalles.es', 'admin@morterosdelsur.es', 'contacte@aillamentsmontseny.es'],
};

const page = <T>(rows: readonly T[], current: number) => {
  const from = (current - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: current };
};

/** The recipients of the fixtures, by id. */
const DESTINATARIOS = MOCK_COMUNICACIONES.flatMap((c) => c.destinatarios);

export const comunicacionesHandlers = [
  mockEndpoint(plantillaEmailContenido, (input: MockInput) => {
    const c = MOCK_CONTENIDOS.find((x) => x.id === Number(input.params.id));
    if (!c) throw mockError(404, MSG.noEncontrado);
    // As the API: the template in each language, the content's own texts in both.
    const en = (leer: string) => ({
      asunto: `DAPcon: ${c.titulo}`,
      template: `<p><strong>${c.titulo}</strong></p><p>${c.descripcion_corta}</p><p><a href="https://portal.dapcon.example/public-comunicados" rel="noopener noreferrer">${leer}</a></p>`,
    });
    const plantillas = { es: en('Leer más en el portal DAPcon'), ca: en('Llegir-ne més al portal DAPcon') };
    return { perfil: c.perfiles, tipo_empresa: c.tipos_empresa, plantilla: plantillas[input.lang], plantillas };
  }),
  mockEndpoint(enviarEmailContenido, (input) => {
    const body = v.parse(EnviarEmailBody, input.body);
    const to = new Set(body.perfil.flatMap((p) => DIRECCIONES[p]));
    return mockAnswer({ id: MOCK_COMUNICACIONES.length + 1, total_comunicacions: to.size }, { message: CONTENIDOS_MSG.comunicacionEnviada });
  }),
  mockEndpoint(comunicacionesList, (input) => page([...MOCK_COMUNICACIONES].reverse().map(conTotales), v.parse(ComunicacionesQuery, input.query).page)),
  mockEndpoint(destinatariosComunicacion, (input) => {
    const c = MOCK_COMUNICACIONES.find((x) => x.id === Number(input.params.id));
    if (!c) throw mockError(404, MSG.noEncontrado);
    return page(c.destinatarios, v.parse(DestinatariosQuery, input.query).page);
  }),
  mockEndpoint(reenviarDestinatario, (input) => {
    const d = DESTINATARIOS.find((x) => x.id === Number(input.params.id));
    if (!d) throw mockError(404, MSG.noEncontrado);
    return mockAnswer({ ...d, estado: 'pendiente' as const, error: null }, { message: CONTENIDOS_MSG.correoReenviado });
  }),
];
