// One company in the mock API (contract/src/empresas/ficha.ts): fixtures only, for the stories and the
// MOCK_API=1 dev pages. A company's detail and its own data are generated from the list's company
// (always the same); its logo and its ISO 14001 / EMAS documents are files the fixture says it has. A
// save, a baja or an alta, an exemption, a deletion, a document stored or removed answer a fixed
// success (the fixture with what was sent, for the answer only) and keep nothing: what a save stores,
// what the page reads back and what the API refuses (a company already de baja, one with a history,
// an agreement that is not one) are the API's, tested on it (mf-empresas's EmpresaFicha.api.test.tsx).
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { datePrefixedName, MSG } from '@dapcon/contract/core';
import { AUTH_MSG, type DocumentoAcreditacionTipo } from '@dapcon/contract/auth';
import {
  actualizarDocumentoEmpresa,
  actualizarEmpresa,
  actualizarExencionCuota,
  actualizarMisDatos,
  actualizarRecordatoriosCuota,
  darDeAlta,
  DarDeAltaBody,
  darDeBaja,
  DarDeBajaBody,
  DocumentoEmpresaBody,
  EMPRESAS_MSG,
  ExencionCuotaBody,
  eliminarEmpresa,
  empresaPorCif,
  logoEmpresa,
  misDatosEmpresa,
  obtenerDocumentoEmpresa,
  quitarDocumentoEmpresa,
  type EmpresaDetalle,
  type EmpresaPerfil,
} from '@dapcon/contract/empresas';
import { mockData } from './data';
import { MOCK_EMPRESAS, type MockEmpresa } from './empresas';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

const STREETS = ['Carrer de Balmes', 'Avinguda Diagonal', 'Carrer Major', 'Passeig de Gràcia', 'Calle de Alcalá', 'Rambla Nova', 'Carrer de la Indústria'];
const PLACES: ReadonlyArray<{ cp: string; poblacion: string; provincia: string }> = [
  { cp: '08001', poblacion: 'Barcelona', provincia: 'Barcelona' },
  { cp: '17001', poblacion: 'Girona', provincia: 'Girona' },
  { cp: '28001', poblacion: 'Madrid', provincia: 'Madrid' },
  { cp: '08002', poblacion: 'Ciutat Vella', provincia: 'Barcelona' },
];
const PEOPLE = ['Marta Puig Serra', 'Jordi Vila Costa', 'Anna Ferrer Roca', 'Pau Soler Mas', 'Laia Casals Vidal', 'Oriol Font Pujol'];
const CARGOS = ['Gerente', 'Directora técnica', 'Responsable de calidad', 'Administración'];

/** A name as a host name: lower case, ASCII letters and digits. */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

/**
 * A company of the mock API as the administration's page reads it (GET /organizaciones/cif/:cif):
 * generated from the list's company, always the same.
 *
 * @example
 * empresaDetalle(mockData.empresas[0])
 */
export function empresaDetalle(e: MockEmpresa): EmpresaDetalle {
  const id = e.org_id;
  const place = PLACES[id % PLACES.length] ?? PLACES[0];
  const host = `${slug(e.org_nombre)}.example`;
  const asociacion = id % 7 === 0;
  return {
    org_id: id,
    org_cif: e.org_cif,
    org_nombre: e.org_nombre,
    es_persona: false,
    org_persona_nombre: null,
    org_persona_apellido: null,
    org_direccion: `${STREETS[id % STREETS.length]}, ${(id * 7) % 190}`,
    org_codigo_postal: place?.cp ?? null,
    org_poblacion: place?.poblacion ?? null,
    org_provincia: place?.provincia ?? null,
    org_pais: 1,
    org_email: `info@${host}`,
    org_telefono: e.org_telefono,
    org_web: id % 4 === 0 ? null : `https://www.${host}`,
    tiene_logo: id % 2 === 1,
    persona_contacto_nombre: PEOPLE[id % PEOPLE.length] ?? null,
    persona_contacto_cargo: CARGOS[id % CARGOS.length] ?? null,
    persona_contacto_telefono: `6${String(10_000_000 + id * 7_919).slice(0, 8)}`,
    persona_contacto_email: `contacto@${host}`,
    contacto_facturacion_nombre: PEOPLE[(id + 3) % PEOPLE.length] ?? null,
    contacto_facturacion_email: `facturas@${host}`,
    contacto_facturacion_telefono: e.org_telefono,
    org_tipo: asociacion ? 'asociacion' : 'empresa',
    org_tamanio: asociacion ? 'asociacion_pequena' : (['micro', 'pequena', 'grande'][id % 3] ?? 'micro'),
    org_convenio: e.org_convenio,
    org_facturar_dapcon_convenio: e.org_convenio !== null && id % 2 === 0,
    exento_cuota: id % 11 === 0,
    recordatorios_cuota: id % 7 !== 0,
    integracion_api: e.integracion_api,
    comisionista_id: e.comisionista_id,
    tipo_comision: e.tipo_comision,
    fecha_creacion: e.fecha_creacion,
    org_fecha_alta: e.org_fecha_alta,
    org_fecha_baja: e.org_fecha_baja,
    org_observaciones_baja: e.org_fecha_baja ? 'Cese de la actividad.' : null,
    estado_pago: e.estado_pago,
    doc_sgm_iso14001: id === 1 || id % 3 === 0,
    doc_sgm_emacs: id % 5 === 0,
    usuario: e.org_cif,
    usuario_id: 100 + id,
    activo: e.org_fecha_baja === null,
  };
}

/** The same company as it reads its own data (/mis-datos): without the administration's fields. */
export function empresaPerfil(e: MockEmpresa): EmpresaPerfil {
  const { comisionista_id: _c, tipo_comision: _t, org_observaciones_baja: _o, usuario_id: _u, activo: _a, ...perfil } = empresaDetalle(e);
  return perfil;
}

/** The mock company a call names by id (a 404 for no company of the fixtures). */
function byId(id: string | number | undefined): MockEmpresa {
  const empresa = mockData.empresas.find((e) => String(e.org_id) === String(id));
  if (!empresa) throw mockError(404, MSG.noEncontrado);
  return empresa;
}

/**
 * The company of the signed-in account: the account's CIF, or the demo company (the first) for a
 * test's token of no known account.
 */
function own(input: MockInput): MockEmpresa {
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  const cif = account?.usuario ?? MOCK_EMPRESAS[0]?.org_cif;
  const empresa = mockData.empresas.find((e) => e.org_cif === cif);
  if (!empresa) throw mockError(404, MSG.noEncontrado);
  return empresa;
}

/** An instant at 12:00 UTC of a 'yyyy-mm-dd' day, as the API stores a date typed in a form. */
const instantOf = (day: string) => `${day}T12:00:00.000Z`;

/** The flag of a stored ISO 14001 or EMAS document. */
const flagOf = (type: DocumentoAcreditacionTipo, stored: boolean) => (type === 'iso14001' ? { doc_sgm_iso14001: stored } : { doc_sgm_emacs: stored });

/** A logo of its initials, for a company that has one and never sent its own. */
function initialsLogo(e: MockEmpresa): Blob {
  const initials = e.org_nombre
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const hue = (e.org_id * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" rx="12" fill="hsl(${hue} 45% 35%)"/><text x="120" y="78" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** A small valid PDF naming the company and the document. */
function samplePdf(e: MockEmpresa, type: DocumentoAcreditacionTipo): Blob {
  const text = `${type === 'iso14001' ? 'Certificado ISO 14001' : 'Registro EMAS'} - ${e.org_cif}`;
  const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}

/** A file answer as the API sends it: the bytes, its type, an attachment name. */
function fileResponse(blob: Blob, name: string): Response {
  return new Response(blob, {
    status: 200,
    headers: { 'Content-Type': blob.type || 'application/octet-stream', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/** The mock API's answers for one company (every endpoint of contract/src/empresas/ficha.ts). */
export const empresaFichaHandlers: readonly HttpHandler[] = [
  // Before …/:id/actualizar, which would take 'mis-datos' for an id (the API's router prefers the fixed path too).
  mockEndpoint(misDatosEmpresa, (input) => empresaPerfil(own(input))),
  mockEndpoint(actualizarMisDatos, (input) => mockAnswer(empresaPerfil(own(input)), { message: MSG.operacionCorrecta })),
  // The opt-out answered, kept nowhere (what it changes: the API's recordatorios-cuota.test.ts).
  mockEndpoint(actualizarRecordatoriosCuota, (input) => {
    const on = (input.body as { recordatorios_cuota?: unknown }).recordatorios_cuota === true;
    return mockAnswer({ ...empresaPerfil(own(input)), recordatorios_cuota: on }, { message: on ? EMPRESAS_MSG.recordatoriosCuotaActivados : EMPRESAS_MSG.recordatoriosCuotaDesactivados });
  }),
  mockEndpoint(empresaPorCif, ({ params }) => {
    const empresa = mockData.empresas.find((e) => e.org_cif === (params.cif ?? '').toUpperCase());
    if (!empresa) throw mockError(404, MSG.noEncontrado);
    return empresaDetalle(empresa);
  }),
  mockEndpoint(actualizarEmpresa, ({ params }) => mockAnswer(empresaDetalle(byId(params.id)), { message: MSG.operacionCorrecta })),
  mockEndpoint(darDeBaja, ({ params, body }) => {
    const values = v.parse(DarDeBajaBody, body);
    const detalle = empresaDetalle(byId(params.id));
    return mockAnswer(
      { ...detalle, org_fecha_baja: instantOf(values.org_fecha_baja), org_observaciones_baja: values.org_observaciones_baja ?? null, activo: false },
      { message: EMPRESAS_MSG.empresaDadaDeBaja },
    );
  }),
  mockEndpoint(darDeAlta, ({ params, body }) => {
    const values = v.parse(DarDeAltaBody, body);
    const detalle = empresaDetalle(byId(params.id));
    return mockAnswer(
      { ...detalle, org_fecha_alta: instantOf(values.org_fecha_alta), org_fecha_baja: null, org_observaciones_baja: null, activo: true },
      { message: EMPRESAS_MSG.empresaDadaDeAlta },
    );
  }),
  mockEndpoint(actualizarExencionCuota, ({ body }) => {
    const values = v.parse(ExencionCuotaBody, body);
    return mockAnswer({ ...empresaDetalle(byId(values.id)), exento_cuota: values.exento_cuota }, { message: EMPRESAS_MSG.exencionActualizada });
  }),
  mockEndpoint(eliminarEmpresa, ({ params }) => {
    byId(params.id);
    return mockAnswer(null, { message: EMPRESAS_MSG.empresaEliminada });
  }),
  mockEndpoint(actualizarDocumentoEmpresa, ({ body }) => {
    const values = v.parse(DocumentoEmpresaBody, body);
    const empresa = mockData.empresas.find((e) => e.org_cif === values.org_cif.toUpperCase());
    if (!empresa) throw mockError(404, MSG.noEncontrado);
    return mockAnswer({ ...empresaPerfil(empresa), ...flagOf(values.type, true) }, { message: AUTH_MSG.documentoGuardado });
  }),
  mockEndpoint(quitarDocumentoEmpresa, ({ params, query }) =>
    mockAnswer({ ...empresaPerfil(byId(params.id)), ...flagOf(query.doc_type as DocumentoAcreditacionTipo, false) }, { message: EMPRESAS_MSG.documentoEliminado }),
  ),
  mockEndpoint(obtenerDocumentoEmpresa, ({ params, query }) => {
    const empresa = byId(params.id);
    const type = query.doc_type as DocumentoAcreditacionTipo;
    const detalle = empresaDetalle(empresa);
    if (!(type === 'iso14001' ? detalle.doc_sgm_iso14001 : detalle.doc_sgm_emacs)) throw mockError(404, EMPRESAS_MSG.sinDocumento);
    // As the API names it: the day, the CIF and the document.
    return fileResponse(samplePdf(empresa, type), datePrefixedName(`${empresa.org_cif}_${type === 'iso14001' ? 'ISO14001' : 'EMAS'}.pdf`));
  }),
  mockEndpoint(logoEmpresa, ({ params }) => {
    const empresa = byId(params.id);
    if (!empresaDetalle(empresa).tiene_logo) throw mockError(404, EMPRESAS_MSG.sinLogo);
    return fileResponse(initialsLogo(empresa), 'logo.svg');
  }),
];
