// The mock API's DAPcon declarations (contract/src/dapcon): fixtures of the demo company in every state
// (a renewal chain of three among them) for the record page, answered to any caller with the part its
// module gives (who takes part, and the 404 otherwise, is the API's), with their documents. A creation or a transition answers a fixed success with the
// fixture as it is: what the API checks, refuses (403, 409, 422) and changes is the API's, tested on
// it (mf-empresas' DapconAcciones.api.test.tsx; api/test/areas/dapcon). The language with an open
// incident is a fixture's `con_incidencias`, as the incidents' fixtures (dapcon-incidencias.ts) have it.
import { datePrefixedName, MSG } from '@dapcon/contract/core';
import {
  accionesDisponibles,
  puedeRetirar,
  aceptarDapcon,
  ajustarValidezDapcon,
  caducarDapcon,
  clasificarDapcon,
  crearDapcon,
  dapcon,
  DAPCON_MSG,
  descargarDocumentoDapcon,
  devolverDapcon,
  eliminarDapcon,
  enviarDapcon,
  publicarDapcon,
  renovarDapcon,
  retirarDapcon,
  subirDocumentoDapcon,
  type ClasificacionDapcon,
  type DapconDetalle,
  type DapconDocumento,
  type DapconEslabon,
  type DapconHistorial,
  type EstadoDapcon,
  type EstadoDapconIdioma,
  type RolDapcon,
  type TipoDocumentoDapcon,
  veredictoClasificacion,
} from '@dapcon/contract/dapcon';
import { decodeJwt } from 'jose';
import { IDIOMAS, mockData } from './data';
import { MOCK_CONSULTORES, MOCK_RCPS } from './dapcon-consultas';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** A declaration of the mock API: ids of its company, RCP and people; the rest as the record shows it. */
export interface MockDapcon {
  id: number;
  org_id: number;
  rcp_id: number;
  consultor_nif: string;
  verificador_nif: string;
  dv_nombre_producto: string;
  dapcon_codigo: string | null;
  estado: EstadoDapcon;
  idiomas: ReadonlyArray<{ idioma_id: number; dapcon_idioma_estado: EstadoDapconIdioma; inscripcion_ecoplatform: boolean }>;
  dapcon_fecha_creacion: string;
  dapcon_valido_desde: string | null;
  dapcon_valido_hasta: string | null;
  id_padre: number | null;
  secuencia: number;
  historial: readonly DapconHistorial[];
  /** The documents stored now, with their bytes. */
  documentos?: readonly MockDocumento[];
  /** Its ECO Platform class (none when absent). */
  clasificacion?: ClasificacionDapcon | null;
}

/** A stored document of a declaration, with its bytes. */
export interface MockDocumento extends DapconDocumento {
  blob: Blob;
}

/** A small, valid PDF saying `text`. */
function pdfBlob(text: string): Blob {
  const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}

/** A fixture's document. */
function documento(id: number, tipo: TipoDocumentoDapcon, idioma_id: number | null, nombre: string, fecha: string, subido_por: string): MockDocumento {
  const blob = pdfBlob(nombre);
  return { id, tipo, idioma_id, nombre, tamanyo: blob.size, subido_por, fecha, blob };
}

const crear = (fecha: string, usuario: string): DapconHistorial => ({
  accion: 'crear',
  estado_desde: null,
  estado_hasta: 'borrador',
  idioma_id: null,
  usuario,
  suplantador: null,
  comentario: null,
  fecha,
});

/** The demo company's declarations (company 1, A08612343): a draft, a published one, and its renewal. */
export const MOCK_DAPCONS: readonly MockDapcon[] = [
  {
    id: 1,
    org_id: 1,
    rcp_id: 5,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Cemento CEM II/A-L 42,5 R',
    dapcon_codigo: null,
    estado: 'borrador',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true },
      { idioma_id: 2, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: false },
    ],
    dapcon_fecha_creacion: '2026-03-02T10:15:00.000Z',
    dapcon_valido_desde: null,
    dapcon_valido_hasta: null,
    id_padre: null,
    secuencia: 1,
    historial: [crear('2026-03-02T10:15:00.000Z', 'Cementos del Llobregat, S.A.')],
    // Language 2's EPD is missing: submitting it is refused until it is uploaded.
    documentos: [documento(11, 'dap', 1, 'dap-cemento-es.pdf', '2026-03-03T09:00:00.000Z', 'Laura Martínez Soler')],
  },
  {
    id: 2,
    org_id: 1,
    rcp_id: 1,
    consultor_nif: '43091827Q',
    verificador_nif: '52147896L',
    dv_nombre_producto: 'Mortero de cal hidráulica natural',
    dapcon_codigo: 'DAPcon-2021-0007',
    estado: 'publicada',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'publicada', inscripcion_ecoplatform: true },
      { idioma_id: 3, dapcon_idioma_estado: 'publicada', inscripcion_ecoplatform: true },
    ],
    dapcon_fecha_creacion: '2021-01-18T09:00:00.000Z',
    dapcon_valido_desde: '2021-05-10',
    dapcon_valido_hasta: '2026-05-09',
    id_padre: null,
    secuencia: 1,
    historial: [
      crear('2021-01-18T09:00:00.000Z', 'Cementos del Llobregat, S.A.'),
      { accion: 'enviar', estado_desde: 'borrador', estado_hasta: 'en_verificacion', idioma_id: null, usuario: 'Marc Riera Bosch', suplantador: null, comentario: null, fecha: '2021-02-01T11:20:00.000Z' },
      {
        accion: 'devolver',
        estado_desde: 'en_verificacion',
        estado_hasta: 'borrador',
        idioma_id: null,
        usuario: 'Pau Ferrer Vidal',
        suplantador: null,
        comentario: 'Falta el módulo A4 en la versión inglesa.',
        fecha: '2021-02-20T16:05:00.000Z',
      },
      {
        accion: 'enviar',
        estado_desde: 'borrador',
        estado_hasta: 'en_verificacion',
        idioma_id: null,
        usuario: 'Cementos del Llobregat, S.A.',
        suplantador: 'Montserrat Puig Ferrer',
        comentario: null,
        fecha: '2021-03-03T08:45:00.000Z',
      },
      { accion: 'aceptar', estado_desde: 'en_verificacion', estado_hasta: 'verificada', idioma_id: null, usuario: 'Pau Ferrer Vidal', suplantador: null, comentario: null, fecha: '2021-04-22T12:00:00.000Z' },
      { accion: 'publicar', estado_desde: 'verificada', estado_hasta: 'publicada', idioma_id: null, usuario: 'Montserrat Puig Ferrer', suplantador: null, comentario: null, fecha: '2021-05-10T09:30:00.000Z' },
    ],
    documentos: [
      documento(21, 'dap', 1, 'dap-mortero-es.pdf', '2021-01-25T10:00:00.000Z', 'Marc Riera Bosch'),
      documento(22, 'dap', 3, 'dap-mortero-en.pdf', '2021-02-28T10:00:00.000Z', 'Marc Riera Bosch'),
      documento(23, 'ficha_producto', null, 'ficha-mortero.pdf', '2021-01-25T10:05:00.000Z', 'Marc Riera Bosch'),
      documento(24, 'informe_verificacion', null, 'informe-verificacion-mortero.pdf', '2021-04-22T12:00:00.000Z', 'Pau Ferrer Vidal'),
    ],
  },
  {
    id: 3,
    org_id: 1,
    rcp_id: 1,
    consultor_nif: '43091827Q',
    verificador_nif: '52147896L',
    dv_nombre_producto: 'Mortero de cal hidráulica natural',
    dapcon_codigo: null,
    estado: 'borrador',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true },
      { idioma_id: 3, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true },
    ],
    dapcon_fecha_creacion: '2026-02-10T10:00:00.000Z',
    dapcon_valido_desde: null,
    dapcon_valido_hasta: null,
    id_padre: 2,
    secuencia: 2,
    historial: [{ ...crear('2026-02-10T10:00:00.000Z', 'Cementos del Llobregat, S.A.'), accion: 'renovar', comentario: null }],
    // Everything submitting asks for (RCP 100: the product sheet too).
    documentos: [
      documento(31, 'dap', 1, 'dap-mortero-2026-es.pdf', '2026-02-12T10:00:00.000Z', 'Marc Riera Bosch'),
      documento(32, 'dap', 3, 'dap-mortero-2026-en.pdf', '2026-02-12T10:01:00.000Z', 'Marc Riera Bosch'),
      documento(33, 'ficha_producto', null, 'ficha-mortero-2026.pdf', '2026-02-12T10:02:00.000Z', 'Marc Riera Bosch'),
    ],
  },
  {
    id: 4,
    org_id: 1,
    rcp_id: 1,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Ladrillo cerámico cara vista',
    dapcon_codigo: null,
    estado: 'en_verificacion',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'con_incidencias', inscripcion_ecoplatform: true },
      { idioma_id: 2, dapcon_idioma_estado: 'en_verificacion', inscripcion_ecoplatform: false },
    ],
    dapcon_fecha_creacion: '2026-01-12T08:30:00.000Z',
    dapcon_valido_desde: null,
    dapcon_valido_hasta: null,
    id_padre: null,
    secuencia: 1,
    historial: [
      crear('2026-01-12T08:30:00.000Z', 'Cementos del Llobregat, S.A.'),
      { accion: 'enviar', estado_desde: 'borrador', estado_hasta: 'en_verificacion', idioma_id: null, usuario: 'Laura Martínez Soler', suplantador: null, comentario: null, fecha: '2026-02-02T09:10:00.000Z' },
    ],
    documentos: [
      documento(41, 'dap', 1, 'dap-ladrillo-es.pdf', '2026-01-30T10:00:00.000Z', 'Laura Martínez Soler'),
      documento(42, 'dap', 2, 'dap-ladrillo-ca.pdf', '2026-01-30T10:02:00.000Z', 'Laura Martínez Soler'),
      documento(43, 'ficha_producto', null, 'ficha-ladrillo.pdf', '2026-01-30T10:04:00.000Z', 'Laura Martínez Soler'),
    ],
  },
  {
    id: 5,
    org_id: 1,
    rcp_id: 3,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Baldosa porcelánica esmaltada',
    dapcon_codigo: null,
    estado: 'verificada',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'verificada', inscripcion_ecoplatform: true },
      { idioma_id: 3, dapcon_idioma_estado: 'verificada', inscripcion_ecoplatform: false },
    ],
    dapcon_fecha_creacion: '2025-10-06T11:00:00.000Z',
    dapcon_valido_desde: null,
    dapcon_valido_hasta: null,
    id_padre: null,
    secuencia: 1,
    historial: [
      crear('2025-10-06T11:00:00.000Z', 'Cementos del Llobregat, S.A.'),
      { accion: 'enviar', estado_desde: 'borrador', estado_hasta: 'en_verificacion', idioma_id: null, usuario: 'Laura Martínez Soler', suplantador: null, comentario: null, fecha: '2025-10-20T09:00:00.000Z' },
      { accion: 'aceptar', estado_desde: 'en_verificacion', estado_hasta: 'verificada', idioma_id: null, usuario: 'Elena Navarro Roca', suplantador: null, comentario: 'Conforme a la RCP 001.', fecha: '2025-11-14T16:40:00.000Z' },
    ],
    documentos: [
      documento(51, 'dap', 1, 'dap-baldosa-es.pdf', '2025-10-15T10:00:00.000Z', 'Laura Martínez Soler'),
      documento(52, 'dap', 3, 'dap-baldosa-en.pdf', '2025-10-15T10:05:00.000Z', 'Laura Martínez Soler'),
      documento(53, 'informe_verificacion', null, 'informe-verificacion-baldosa.pdf', '2025-11-14T16:40:00.000Z', 'Elena Navarro Roca'),
    ],
  },
  {
    id: 6,
    org_id: 1,
    rcp_id: 6,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Bloque de hormigón aligerado',
    dapcon_codigo: 'DAPcon-2016-0003',
    estado: 'caducada',
    idiomas: [{ idioma_id: 1, dapcon_idioma_estado: 'caducada', inscripcion_ecoplatform: true }],
    dapcon_fecha_creacion: '2016-01-20T10:00:00.000Z',
    dapcon_valido_desde: '2016-04-04',
    dapcon_valido_hasta: '2021-04-03',
    id_padre: null,
    secuencia: 1,
    historial: [
      crear('2016-01-20T10:00:00.000Z', 'Cementos del Llobregat, S.A.'),
      { accion: 'publicar', estado_desde: 'verificada', estado_hasta: 'publicada', idioma_id: null, usuario: 'Montserrat Puig Ferrer', suplantador: null, comentario: null, fecha: '2016-04-04T09:00:00.000Z' },
      { accion: 'caducar', estado_desde: 'publicada', estado_hasta: 'caducada', idioma_id: null, usuario: null, suplantador: null, comentario: null, fecha: '2021-04-04T01:00:00.000Z' },
    ],
    documentos: [documento(61, 'dap', 1, 'dap-bloque-2016.pdf', '2016-02-01T10:00:00.000Z', 'Laura Martínez Soler')],
  },
  {
    id: 7,
    org_id: 1,
    rcp_id: 6,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Bloque de hormigón aligerado',
    dapcon_codigo: 'DAPcon-2021-0012',
    estado: 'publicada',
    idiomas: [{ idioma_id: 1, dapcon_idioma_estado: 'publicada', inscripcion_ecoplatform: true }],
    dapcon_fecha_creacion: '2021-02-01T10:00:00.000Z',
    dapcon_valido_desde: '2021-06-01',
    dapcon_valido_hasta: '2026-05-31',
    id_padre: 6,
    secuencia: 2,
    historial: [
      { ...crear('2021-02-01T10:00:00.000Z', 'Cementos del Llobregat, S.A.'), accion: 'renovar' },
      { accion: 'publicar', estado_desde: 'verificada', estado_hasta: 'publicada', idioma_id: null, usuario: 'Montserrat Puig Ferrer', suplantador: null, comentario: null, fecha: '2021-06-01T09:00:00.000Z' },
    ],
    documentos: [documento(71, 'dap', 1, 'dap-bloque-2021.pdf', '2021-03-01T10:00:00.000Z', 'Laura Martínez Soler')],
  },
  {
    id: 8,
    org_id: 1,
    rcp_id: 6,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Bloque de hormigón aligerado',
    dapcon_codigo: null,
    estado: 'borrador',
    idiomas: [{ idioma_id: 1, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true }],
    dapcon_fecha_creacion: '2026-03-16T10:00:00.000Z',
    dapcon_valido_desde: null,
    dapcon_valido_hasta: null,
    id_padre: 7,
    secuencia: 3,
    historial: [{ ...crear('2026-03-16T10:00:00.000Z', 'Cementos del Llobregat, S.A.'), accion: 'renovar' }],
  },
  {
    id: 9,
    org_id: 1,
    rcp_id: 9,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Panel aislante de lana mineral',
    dapcon_codigo: 'DAPcon-2024-0031',
    estado: 'publicada',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'publicada', inscripcion_ecoplatform: true },
      { idioma_id: 2, dapcon_idioma_estado: 'publicada', inscripcion_ecoplatform: false },
    ],
    dapcon_fecha_creacion: '2024-05-06T10:00:00.000Z',
    dapcon_valido_desde: '2024-09-16',
    dapcon_valido_hasta: '2029-09-15',
    id_padre: null,
    secuencia: 1,
    historial: [
      crear('2024-05-06T10:00:00.000Z', 'Cementos del Llobregat, S.A.'),
      { accion: 'publicar', estado_desde: 'verificada', estado_hasta: 'publicada', idioma_id: null, usuario: 'Montserrat Puig Ferrer', suplantador: null, comentario: null, fecha: '2024-09-16T09:00:00.000Z' },
    ],
    documentos: [
      documento(91, 'dap', 1, 'dap-panel-es.pdf', '2024-06-01T10:00:00.000Z', 'Laura Martínez Soler'),
      documento(92, 'dap', 2, 'dap-panel-ca.pdf', '2024-06-01T10:01:00.000Z', 'Laura Martínez Soler'),
      documento(93, 'informe_verificacion', null, 'informe-verificacion-panel.pdf', '2024-08-30T12:00:00.000Z', 'Elena Navarro Roca'),
    ],
  },
  {
    id: 10,
    org_id: 1,
    rcp_id: 6,
    consultor_nif: '47815236F',
    verificador_nif: '39284756C',
    dv_nombre_producto: 'Adoquín de hormigón bicapa',
    dapcon_codigo: 'DAPcon-2025-0012',
    estado: 'retirada',
    idiomas: [
      { idioma_id: 1, dapcon_idioma_estado: 'retirada', inscripcion_ecoplatform: true },
      { idioma_id: 2, dapcon_idioma_estado: 'retirada', inscripcion_ecoplatform: false },
    ],
    dapcon_fecha_creacion: '2025-01-13T10:00:00.000Z',
    dapcon_valido_desde: '2025-04-07',
    dapcon_valido_hasta: '2030-04-06',
    id_padre: null,
    secuencia: 1,
    historial: [
      crear('2025-01-13T10:00:00.000Z', 'Cementos del Llobregat, S.A.'),
      { accion: 'publicar', estado_desde: 'verificada', estado_hasta: 'publicada', idioma_id: null, usuario: 'Montserrat Puig Ferrer', suplantador: null, comentario: null, fecha: '2025-04-07T09:00:00.000Z' },
      {
        accion: 'retirar',
        estado_desde: 'publicada',
        estado_hasta: 'retirada',
        idioma_id: null,
        usuario: 'Montserrat Puig Ferrer',
        suplantador: null,
        comentario: 'Los valores de la tabla de impactos no corresponden al producto fabricado.',
        fecha: '2026-02-10T11:30:00.000Z',
      },
    ],
    documentos: [documento(101, 'dap', 1, 'dap-adoquin-es.pdf', '2025-02-01T10:00:00.000Z', 'Laura Martínez Soler')],
  },
];

/**
 * Ids of the fixtures, for tests and stories: one per state; `renovada` renews `publicada`; the chain
 * `caducada` → `cadenaPublicada` → `cadenaBorrador` has three; `vigente` is published and not renewed;
 * `retirada` was withdrawn by the administration.
 */
export const MOCK_DAPCON_IDS = {
  borrador: 1,
  publicada: 2,
  renovada: 3,
  enVerificacion: 4,
  verificada: 5,
  caducada: 6,
  cadenaPublicada: 7,
  cadenaBorrador: 8,
  vigente: 9,
  retirada: 10,
} as const;

/** The declarations the mock API holds now (the fixtures plus those created since). */
let dapcons: MockDapcon[] = [...MOCK_DAPCONS];

/** Back to the fixtures (`resetMocks` calls it). */
export function resetMockDapcons(): void {
  dapcons = [...MOCK_DAPCONS];
}

/** The declarations the mock API holds now. */
export function mockDapcons(): readonly MockDapcon[] {
  return dapcons;
}

/** Who is asking, from the session token's claims (as the API reads its session). */
export interface MockCaller {
  admin: boolean;
  organizacion: boolean;
  usuario: string;
  nombre: string;
}

/** The caller of a request, from its session token (401 without one). */
export function mockCaller(input: MockInput): MockCaller {
  const auth = input.request.headers.get('authorization') ?? '';
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(auth.replace(/^Bearer /, ''));
  } catch {
    throw mockError(401, "No s'ha trobat el token");
  }
  const text = (key: string) => (typeof claims[key] === 'string' ? claims[key] : '');
  return {
    admin: claims.modulo_app === 'administrador',
    organizacion: claims.modulo_app === 'organizacion',
    usuario: text('usuario').toUpperCase(),
    nombre: [text('nombre'), text('apellidos')].filter(Boolean).join(' '),
  };
}

function participante(nif: string) {
  const c = MOCK_CONSULTORES.find((x) => x.consultor_nif === nif);
  return { nif, nombre: c?.consultor_nombre ?? '', apellidos: c?.consultor_apellidos ?? '' };
}

/**
 * The part the record is shown for, by the caller's module: the administration, the company, or the
 * verifier when the caller's NIF is the fixture's verifier, else the consultant. Whether the caller
 * takes part at all (the 404 otherwise) is the API's reach rule (DapconAcciones.api.test.tsx).
 */
function mockRolEnDapcon(caller: MockCaller, d: MockDapcon): RolDapcon {
  if (caller.admin) return 'administrador';
  if (caller.organizacion) return 'organizacion';
  return d.verificador_nif === caller.usuario ? 'verificador' : 'consultor';
}

/** The renewal chain a declaration is in, first declaration first (itself included). */
function cadenaDe(d: MockDapcon): DapconEslabon[] {
  let first = d;
  for (let parent = dapcons.find((p) => p.id === first.id_padre); parent; parent = dapcons.find((p) => p.id === first.id_padre)) first = parent;
  const chain: MockDapcon[] = [];
  for (let link: MockDapcon | undefined = first; link && !chain.includes(link); link = dapcons.find((c) => c.id_padre === link?.id)) chain.push(link);
  return chain.map(({ id, dapcon_codigo, secuencia, estado, dapcon_valido_hasta }) => ({ id, dapcon_codigo, secuencia, estado, dapcon_valido_hasta }));
}

/**
 * A declaration as GET /dapcon/:id answers it.
 *
 * @example
 * dapconDetalle(MOCK_DAPCONS[0], 'es')
 */
export function dapconDetalle(d: MockDapcon, lang: 'es' | 'ca', rol: RolDapcon = 'administrador'): DapconDetalle {
  const empresa = mockData.empresas.find((e) => e.org_id === d.org_id);
  const rcp = MOCK_RCPS.find((r) => r.rcp_id === d.rcp_id);
  const padre = d.id_padre === null ? undefined : dapcons.find((p) => p.id === d.id_padre);
  return {
    id: d.id,
    dapcon_codigo: d.dapcon_codigo,
    dv_nombre_producto: d.dv_nombre_producto,
    estado: d.estado,
    empresa: { org_id: d.org_id, org_cif: empresa?.org_cif ?? '', org_nombre: empresa?.org_nombre ?? '' },
    rcp: {
      rcp_id: d.rcp_id,
      rcp_equivalencia: rcp?.rcp_equivalencia ?? '',
      rcp_nombre: rcp?.rcp_nombre[lang] ?? '',
      codigo_para_codificacion_dapcon: rcp?.codigo_para_codificacion_dapcon ?? null,
    },
    consultor: participante(d.consultor_nif),
    verificador: participante(d.verificador_nif),
    idiomas: d.idiomas.map((i) => ({ ...i, idioma_nombre: IDIOMAS.find((x) => x.id === i.idioma_id)?.idioma_nombre ?? String(i.idioma_id) })),
    dapcon_fecha_creacion: d.dapcon_fecha_creacion,
    dapcon_valido_desde: d.dapcon_valido_desde,
    dapcon_valido_hasta: d.dapcon_valido_hasta,
    id_padre: d.id_padre,
    codigo_padre: padre?.dapcon_codigo ?? null,
    secuencia: d.secuencia,
    historial: [...d.historial],
    documentos: (d.documentos ?? []).map(({ blob: _blob, ...doc }) => doc),
    cadena: cadenaDe(d),
    rol,
    acciones: accionesDisponibles(rol, d.estado, { enviada: d.historial.some((h) => h.accion === 'enviar'), renovada: dapcons.some((x) => x.id_padre === d.id) }),
    clasificacion: d.clasificacion ?? null,
    puede_clasificar: veredictoClasificacion(rol, d.estado) === 'permitida',
    puede_retirar: puedeRetirar(rol, d.estado),
  };
}

/** A fixture declaration by the id of a path (404 for an id the fixtures lack), with the caller's part. */
function mockDapconDe(input: MockInput, id: string | number | undefined): { d: MockDapcon; caller: MockCaller; rol: RolDapcon } {
  const caller = mockCaller(input);
  const d = dapcons.find((x) => String(x.id) === String(id));
  if (!d) throw mockError(404, MSG.noEncontrado);
  return { d, caller, rol: mockRolEnDapcon(caller, d) };
}

/** A transition's answer as the API gives it: the record, and the envelope's plain 'OK' (the screen names what happened). */
const hecho = <T>(data: T, status?: number) => mockAnswer(data, { message: 'OK', ...(status === undefined ? {} : { status }) });

/** The default answers of the DAPcon area's endpoints. */
export const dapconHandlers = [
  // A creation answers the draft fixture's id: which checks it passes is the API's (DapconAcciones.api.test.tsx).
  mockEndpoint(crearDapcon, () => mockAnswer({ id: MOCK_DAPCON_IDS.borrador }, { status: 201, message: `${DAPCON_MSG.dapconCreada} = ${MOCK_DAPCON_IDS.borrador}` })),
  mockEndpoint(dapcon, (input) => {
    const { d, rol } = mockDapconDe(input, input.params.id);
    return dapconDetalle(d, input.lang, rol);
  }),
  // Filing under a class answers the fixture as it is (a write stores nothing): who may, and which
  // classes, are the API's (api/test/areas/dapcon/clasificacion.test.ts).
  mockEndpoint(clasificarDapcon, (input) => {
    const { d, rol } = mockDapconDe(input, input.params.id);
    return hecho(dapconDetalle(d, input.lang, rol));
  }),
  // An upload answers the fixture as it is: who may upload what, when, and what it changes (the stored
  // document, an open incident's thread) are the API's (DapconAcciones.api.test.tsx).
  mockEndpoint(subirDocumentoDapcon, (input) => {
    const { d, rol } = mockDapconDe(input, input.params.id);
    return hecho(dapconDetalle(d, input.lang, rol), 201);
  }),
  mockEndpoint(descargarDocumentoDapcon, (input) => {
    const { d } = mockDapconDe(input, input.params.id);
    const doc = d.documentos?.find((x) => String(x.id) === input.params.documentoId);
    if (!doc) throw mockError(404, MSG.noEncontrado);
    return new Response(doc.blob, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${datePrefixedName(doc.nombre)}"` } });
  }),
  // A transition answers the fixture as it is: who may do it, in which state, and what it changes are
  // the API's (DapconAcciones.api.test.tsx; the API's own matrix, api/test/areas/dapcon/ciclo-permisos.test.ts).
  ...[enviarDapcon, devolverDapcon, aceptarDapcon, publicarDapcon, ajustarValidezDapcon, caducarDapcon, retirarDapcon].map((endpoint) =>
    mockEndpoint(endpoint, (input) => {
      const { d, rol } = mockDapconDe(input, input.params.id);
      return hecho(dapconDetalle(d, input.lang, rol));
    }),
  ),
  // A renewal answers the fixtures' renewal (`renovada`), a deletion nothing.
  mockEndpoint(renovarDapcon, () => mockAnswer({ id: MOCK_DAPCON_IDS.renovada }, { status: 201, message: `${DAPCON_MSG.dapconCreada} = ${MOCK_DAPCON_IDS.renovada}` })),
  mockEndpoint(eliminarDapcon, () => hecho(null)),
];
