// The mock API of the e-mail templates (contract/src/contenidos/plantillas.ts; docs/contenidos.md
// step 2; api/src/mail/catalogo.ts): four of the portal's templates in Spanish and Catalan with their
// variables (described in the reader's language, links whose address is `{{enlace}}`): fixtures only,
// for the stories and the MOCK_API=1 dev pages, listed and shown (the administration's: 401/403 as the
// contract declares); a save answers what was sent over the fixture with 'Los datos han sido guardados
// correctamente' and keeps nothing. What a save stores and what the server refuses (a `{{variable}}` the
// template does not have, the name changed) are the API's, tested on it
// (mf-contenidos/src/features/Contenidos.api.test.tsx).
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  PlantillaBody,
  plantillasList,
  plantillaShow,
  plantillaUpdate,
  type Plantilla,
  type PlantillaIdioma,
  type PlantillaResumen,
  type PlantillaVariable,
} from '@dapcon/contract/contenidos';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';

/** A variable of a template, described in both languages (the API describes it in the reader's). */
export type MockPlantillaVariable = Omit<PlantillaVariable, 'var_desc'> & { var_desc: Record<PlantillaIdioma, string> };

const NOMBRE: MockPlantillaVariable = { var_id: 'nombre', var_desc: { es: 'Nombre del destinatario (persona o empresa)', ca: 'Nom del destinatari (persona o empresa)' }, ejemplo: 'Construcciones Garraf & Hijos, S.L.' };
const DAPCON: MockPlantillaVariable = { var_id: 'dapcon', var_desc: { es: 'La DAPcon: su código (o número) y el producto', ca: 'La DAPcon: el seu codi (o número) i el producte' }, ejemplo: 'DAPcon 12 «Ladrillo cerámico perforado»' };
const ENLACE_DAPCON: MockPlantillaVariable = { var_id: 'enlace', var_desc: { es: 'Dirección de la ficha de la DAPcon en el portal', ca: 'Adreça de la fitxa de la DAPcon al portal' }, ejemplo: 'https://portal.dapcon.example/dapcon/12/1' };

/** The variables of each template, by name (shared by its languages, as the API's catalogue has them). */
export const MOCK_PLANTILLA_VARIABLES: Readonly<Record<string, readonly MockPlantillaVariable[]>> = {
  restablecer_password: [
    NOMBRE,
    { var_id: 'enlace', var_desc: { es: 'Enlace de un solo uso para elegir la contraseña', ca: "Enllaç d'un sol ús per triar la contrasenya" }, ejemplo: 'https://portal.dapcon.example/restablecer-password?token=3f9a1c7e' },
    { var_id: 'minutos', var_desc: { es: 'Minutos que el enlace es válido', ca: "Minuts que l'enllaç és vàlid" }, ejemplo: '60' },
  ],
  bienvenida_usuario: [
    NOMBRE,
    { var_id: 'usuario', var_desc: { es: 'Usuario (NIF) con el que entra', ca: 'Usuari (NIF) amb què entra' }, ejemplo: '43719265Z' },
    { var_id: 'enlace', var_desc: { es: 'Enlace de un solo uso para elegir la contraseña', ca: "Enllaç d'un sol ús per triar la contrasenya" }, ejemplo: 'https://portal.dapcon.example/restablecer-password?token=8b2d4e6f' },
    { var_id: 'dias', var_desc: { es: 'Días que el enlace es válido', ca: "Dies que l'enllaç és vàlid" }, ejemplo: '7' },
  ],
  dapcon_enviada: [DAPCON, ENLACE_DAPCON],
  incidencia_nueva: [DAPCON, { var_id: 'titulo', var_desc: { es: 'Título de la incidencia', ca: 'Títol de la incidència' }, ejemplo: 'Falta el módulo D' }, ENLACE_DAPCON],
};

/** A template's variables, described in a language. */
function variablesEn(nombre: string, lang: PlantillaIdioma): PlantillaVariable[] {
  return (MOCK_PLANTILLA_VARIABLES[nombre] ?? []).map((x) => ({ ...x, var_desc: x.var_desc[lang] }));
}

/** The link of an e-mail: its address a variable (the API keeps such a link in templates only). */
const boton = (label: string) => `<a href="{{enlace}}">${label}</a>`;

const REMITENTE = { pe_remitente: 'DAPcon', pe_remitente_email: 'no-responder@dapcon.example' };
const CREADA = '2026-11-20T09:00:00.000Z';

const plantilla = (
  pe_id: number,
  pe_nombre: string,
  idioma: PlantillaIdioma,
  pe_descripcion: string,
  pe_asunto: string,
  parrafos: readonly string[],
  updated_at = CREADA,
): Plantilla => ({
  pe_id,
  pe_nombre,
  idioma,
  pe_descripcion,
  pe_asunto,
  ...REMITENTE,
  pe_html: parrafos.map((p) => `<p>${p}</p>`).join(''),
  created_at: CREADA,
  updated_at,
  variables: variablesEn(pe_nombre, 'es'),
});

/** The templates, by id: each name in Spanish then Catalan, as the portal's seed writes them (api/src/mail/templates.ts). */
export const MOCK_PLANTILLAS: readonly Plantilla[] = [
  plantilla(1, 'restablecer_password', 'es', 'Recuperación de la contraseña', 'DAPcon: restablecimiento de la contraseña', [
    'Hola, {{nombre}}:',
    'Hemos recibido una solicitud para restablecer la contraseña de su cuenta en el portal DAPcon.',
    boton('Restablecer la contraseña'),
    'El enlace es válido durante {{minutos}} minutos y solo puede usarse una vez. Al restablecer la contraseña se cerrarán todas las sesiones abiertas.',
    'Si no lo ha solicitado usted, puede ignorar este mensaje: la contraseña no cambiará.',
  ]),
  plantilla(2, 'restablecer_password', 'ca', 'Recuperació de la contrasenya', 'DAPcon: restabliment de la contrasenya', [
    'Hola, {{nombre}}:',
    'Hem rebut una sol·licitud per restablir la contrasenya del vostre compte al portal DAPcon.',
    boton('Restablir la contrasenya'),
    "L'enllaç és vàlid durant {{minutos}} minuts i només es pot fer servir una vegada. En restablir la contrasenya es tancaran totes les sessions obertes.",
    "Si no l'heu demanat vosaltres, podeu ignorar aquest missatge: la contrasenya no canviarà.",
  ]),
  plantilla(3, 'bienvenida_usuario', 'es', 'Bienvenida de un usuario de la asociación', 'DAPcon: bienvenido/a al portal, elija su contraseña', [
    'Hola, {{nombre}}:',
    'La administración del programa DAPcon le ha dado de alta como usuario del portal, con el usuario {{usuario}}.',
    boton('Elegir la contraseña'),
    'El enlace es válido durante {{dias}} días y solo puede usarse una vez.',
  ]),
  plantilla(4, 'bienvenida_usuario', 'ca', "Benvinguda d'un usuari de l'associació", 'DAPcon: benvingut/da al portal, trieu la contrasenya', [
    'Hola, {{nombre}}:',
    "L'administració del programa DAPcon us ha donat d'alta com a usuari del portal, amb l'usuari {{usuario}}.",
    boton('Triar la contrasenya'),
    "L'enllaç és vàlid durant {{dias}} dies i només es pot fer servir una vegada.",
  ]),
  plantilla(5, 'dapcon_enviada', 'es', 'DAPcon enviada a verificación (al verificador)', 'DAPcon: DAPcon enviada a verificación', [
    'La {{dapcon}} se ha enviado a verificación y usted es su verificador.',
    'Puede revisarla en el portal.',
    boton('Ver la DAPcon'),
  ]),
  plantilla(6, 'dapcon_enviada', 'ca', 'DAPcon enviada a verificació (al verificador)', 'DAPcon: DAPcon enviada a verificació', [
    "La {{dapcon}} s'ha enviat a verificació i en sou el verificador.",
    'La podeu revisar al portal.',
    boton('Veure la DAPcon'),
  ]),
  plantilla(7, 'incidencia_nueva', 'es', 'Nueva incidencia en la verificación', 'DAPcon: nueva incidencia en la verificación', [
    'La verificación de la {{dapcon}} tiene una nueva incidencia: «{{titulo}}».',
    'Consúltela y respóndala en el portal.',
    boton('Ver la DAPcon'),
  ], '2026-11-22T16:30:00.000Z'),
  plantilla(8, 'incidencia_nueva', 'ca', 'Nova incidència en la verificació', 'DAPcon: nova incidència en la verificació', [
    'La verificació de la {{dapcon}} té una nova incidència: «{{titulo}}».',
    'Consulteu-la i responeu-la al portal.',
    boton('Veure la DAPcon'),
  ]),
];

const resumen = ({ pe_id, pe_nombre, idioma, pe_descripcion, pe_asunto, updated_at }: Plantilla): PlantillaResumen => ({ pe_id, pe_nombre, idioma, pe_descripcion, pe_asunto, updated_at });

function encontrada(id: number): Plantilla {
  const found = MOCK_PLANTILLAS.find((p) => p.pe_id === id);
  if (!found) throw mockError(404, MSG.noEncontrado);
  return found;
}

/** PUT /plantillas: what was sent over the fixture, for the answer only. */
function guardar(input: MockInput) {
  mockRequireAccess(input, plantillaUpdate.access);
  const body = v.parse(PlantillaBody, input.body);
  const p = encontrada(body.id);
  return mockAnswer(
    {
      ...p,
      pe_descripcion: body.descripcion,
      pe_remitente: body.remitente,
      pe_remitente_email: body.remitente_email,
      pe_asunto: body.asunto,
      pe_html: body.html,
      variables: variablesEn(p.pe_nombre, input.lang),
    },
    { message: MSG.operacionCorrecta },
  );
}

/** The default answers of the templates' endpoints. */
export const plantillasHandlers: readonly HttpHandler[] = [
  mockEndpoint(plantillasList, (input) => {
    mockRequireAccess(input, plantillasList.access);
    return MOCK_PLANTILLAS.map(resumen);
  }),
  mockEndpoint(plantillaShow, (input) => {
    mockRequireAccess(input, plantillaShow.access);
    const p = encontrada(Number(input.params.id));
    return { ...p, variables: variablesEn(p.pe_nombre, input.lang) };
  }),
  mockEndpoint(plantillaUpdate, guardar),
];
