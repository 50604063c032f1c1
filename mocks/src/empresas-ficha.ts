// One company in the mock API (contract/src/empresas/ficha.ts): its detail, generated from the list's
// company (always the same) plus what was saved since; saving, baja and alta, deletion, the company's
// own data, its logo and its ISO 14001 / EMAS documents, answered as the API answers them.
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { datePrefixedName, MSG } from '@dapcon/contract/core';
import { AUTH_MSG, type DocumentoAcreditacionTipo } from '@dapcon/contract/auth';
import {
  actualizarDocumentoEmpresa,
  actualizarEmpresa,
  actualizarExencionCuota,
  actualizarMisDatos,
  darDeAlta,
  DarDeAltaBody,
  darDeBaja,
  DarDeBajaBody,
  DocumentoEmpresaBody,
  EMPRESAS_MSG,
  EmpresaBody,
  ExencionCuotaBody,
  eliminarEmpresa,
  empresaPorCif,
  logoEmpresa,
  MisDatosBody,
  misDatosEmpresa,
  obtenerDocumentoEmpresa,
  quitarDocumentoEmpresa,
  type EmpresaDetalle,
  type EmpresaPerfil,
} from '@dapcon/contract/empresas';
import { mockData } from './data';
import { CONVENIOS, MOCK_EMPRESAS, type MockArchivo, type MockEmpresa } from './empresas';
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

/** The mock company's generated detail, before anything was saved. */
function generated(e: MockEmpresa): EmpresaDetalle {
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

/**
 * A company of the mock API as the administration's page reads it (GET /organizaciones/cif/:cif):
 * the generated detail, what the list shows now, and what was saved since.
 *
 * @example
 * empresaDetalle(mockData.empresas[0])
 */
export function empresaDetalle(e: MockEmpresa): EmpresaDetalle {
  return {
    ...generated(e),
    ...e.ficha,
    org_nombre: e.org_nombre,
    org_telefono: e.ficha?.org_telefono !== undefined ? e.ficha.org_telefono : e.org_telefono,
    integracion_api: e.integracion_api,
    org_convenio: e.org_convenio,
    fecha_creacion: e.fecha_creacion,
    org_fecha_alta: e.org_fecha_alta,
    org_fecha_baja: e.org_fecha_baja,
    activo: e.org_fecha_baja === null,
  };
}

/** The same company as it reads its own data (/mis-datos): without the administration's fields. */
export function empresaPerfil(e: MockEmpresa): EmpresaPerfil {
  const { comisionista_id: _c, tipo_comision: _t, org_observaciones_baja: _o, usuario_id: _u, activo: _a, ...perfil } = empresaDetalle(e);
  return perfil;
}

/** The mock company an administration call names by id (a 404 otherwise). */
function byId(id: string | undefined): { index: number; empresa: MockEmpresa } {
  const index = mockData.empresas.findIndex((e) => String(e.org_id) === id);
  const empresa = mockData.empresas[index];
  if (!empresa) throw mockError(404, MSG.noEncontrado);
  return { index, empresa };
}

/**
 * The company of the signed-in account: the account's CIF, or the demo company (the first) for a
 * test's token of no known account.
 */
function own(input: MockInput): { index: number; empresa: MockEmpresa } {
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  const cif = account?.usuario ?? MOCK_EMPRESAS[0]?.org_cif;
  const index = mockData.empresas.findIndex((e) => e.org_cif === cif);
  const empresa = mockData.empresas[index];
  if (!empresa) throw mockError(404, MSG.noEncontrado);
  return { index, empresa };
}

/** Saves a changed company in place (a new object: the data set's start stays as it was). */
function save(index: number, empresa: MockEmpresa): MockEmpresa {
  mockData.empresas[index] = empresa;
  return empresa;
}

/** A file of a multipart body as the mock keeps it, or undefined. */
function archivo(value: unknown): MockArchivo | undefined {
  return value instanceof Blob ? { blob: value, name: value instanceof File ? value.name : 'archivo' } : undefined;
}

/** An instant at 12:00 UTC of a 'yyyy-mm-dd' day, as the API stores a date typed in a form. */
const instantOf = (day: string) => `${day}T12:00:00.000Z`;

/** The fields both the company and the administration change (MisDatosBody's output): not the type and size, the administration's alone. */
function datosComunes(body: MisDatosBody): Partial<EmpresaDetalle> {
  return {
    org_direccion: body.org_direccion,
    org_codigo_postal: body.org_codigo_postal ?? null,
    org_poblacion: body.org_poblacion ?? null,
    org_provincia: body.org_provincia ?? null,
    org_pais: body.org_pais,
    org_email: body.org_email,
    org_telefono: body.org_telefono,
    org_web: body.org_web ?? null,
    persona_contacto_nombre: body.persona_contacto_nombre,
    persona_contacto_cargo: body.persona_contacto_cargo,
    persona_contacto_telefono: body.persona_contacto_telefono,
    persona_contacto_email: body.persona_contacto_email,
    contacto_facturacion_nombre: body.contacto_facturacion_nombre,
    contacto_facturacion_email: body.contacto_facturacion_email,
    contacto_facturacion_telefono: body.contacto_facturacion_telefono,
  };
}

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
function samplePdf(e: MockEmpresa, type: DocumentoAcreditacionTipo): MockArchivo {
  const text = `${type === 'iso14001' ? 'Certificado ISO 14001' : 'Registro EMAS'} - ${e.org_cif}`;
  const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return { blob: new Blob([pdf], { type: 'application/pdf' }), name: type === 'iso14001' ? 'certificado-iso14001.pdf' : 'registro-emas.pdf' };
}

/** A stored document of a company, or none. */
function documento(e: MockEmpresa, type: DocumentoAcreditacionTipo): MockArchivo | null {
  const stored = type === 'iso14001' ? empresaDetalle(e).doc_sgm_iso14001 : empresaDetalle(e).doc_sgm_emacs;
  if (!stored) return null;
  return e.archivos?.[type] ?? samplePdf(e, type);
}

/** The company a document call may reach: the company its own, the administration any (another's is 404, as the API answers). */
function reachable(input: MockInput, find: () => { index: number; empresa: MockEmpresa }): { index: number; empresa: MockEmpresa } {
  const found = find();
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  if (account?.role === 'organizacion' && account.usuario !== found.empresa.org_cif) throw mockError(404, MSG.noEncontrado);
  return found;
}

/** A file answer as the API sends it: the bytes, its type, an attachment name. */
function fileResponse(file: MockArchivo, name: string): Response {
  return new Response(file.blob, {
    status: 200,
    headers: { 'Content-Type': file.blob.type || 'application/octet-stream', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/** The mock API's answers for one company (every endpoint of contract/src/empresas/ficha.ts). */
export const empresaFichaHandlers: readonly HttpHandler[] = [
  // Before …/:id/actualizar, which would take 'mis-datos' for an id (the API's router prefers the fixed path too).
  mockEndpoint(misDatosEmpresa, (input) => empresaPerfil(own(input).empresa)),
  mockEndpoint(actualizarMisDatos, (input) => {
    const { index, empresa } = own(input);
    const values = v.parse(MisDatosBody, input.body);
    const logo = archivo(values.logo);
    const saved = save(index, {
      ...empresa,
      org_telefono: values.org_telefono,
      ficha: { ...empresa.ficha, ...datosComunes(values), ...(logo ? { tiene_logo: true } : {}) },
      archivos: logo ? { ...empresa.archivos, logo } : empresa.archivos,
    });
    return mockAnswer(empresaPerfil(saved), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(empresaPorCif, ({ params }) => {
    const cif = (params.cif ?? '').toUpperCase();
    const empresa = mockData.empresas.find((e) => e.org_cif === cif);
    if (!empresa) throw mockError(404, MSG.noEncontrado);
    return empresaDetalle(empresa);
  }),
  mockEndpoint(actualizarEmpresa, ({ params, body }) => {
    const { index, empresa } = byId(params.id);
    const values = v.parse(EmpresaBody, body);
    if (values.org_convenio !== undefined && !CONVENIOS.some((c) => c.id === values.org_convenio)) {
      throw mockError(422, MSG.datosInvalidos, { org_convenio: [EMPRESAS_MSG.convenioNoValido] });
    }
    const nombre = values.es_persona ? `${values.org_persona_nombre ?? ''} ${values.org_persona_apellido ?? ''}`.trim() : (values.org_nombre ?? '');
    const logo = archivo(values.logo);
    const saved = save(index, {
      ...empresa,
      org_nombre: nombre,
      org_telefono: values.org_telefono,
      integracion_api: values.integracion_api,
      org_convenio: values.org_convenio ?? null,
      org_fecha_alta: instantOf(values.org_fecha_alta),
      ficha: {
        ...empresa.ficha,
        ...datosComunes(values),
        org_tipo: values.org_tipo,
        org_tamanio: values.org_tamanio,
        org_persona_nombre: values.es_persona ? (values.org_persona_nombre ?? null) : null,
        org_persona_apellido: values.es_persona ? (values.org_persona_apellido ?? null) : null,
        org_facturar_dapcon_convenio: values.org_facturar_dapcon_convenio,
        exento_cuota: values.exento_cuota,
        ...(logo ? { tiene_logo: true } : {}),
      },
      archivos: logo ? { ...empresa.archivos, logo } : empresa.archivos,
    });
    return mockAnswer(empresaDetalle(saved), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(darDeBaja, ({ params, body }) => {
    const { index, empresa } = byId(params.id);
    if (empresa.org_fecha_baja !== null) throw mockError(409, EMPRESAS_MSG.yaDeBaja);
    const values = v.parse(DarDeBajaBody, body);
    const saved = save(index, {
      ...empresa,
      org_fecha_baja: instantOf(values.org_fecha_baja),
      ficha: { ...empresa.ficha, org_observaciones_baja: values.org_observaciones_baja ?? null },
    });
    return mockAnswer(empresaDetalle(saved), { message: EMPRESAS_MSG.empresaDadaDeBaja });
  }),
  mockEndpoint(darDeAlta, ({ params, body }) => {
    const { index, empresa } = byId(params.id);
    if (empresa.org_fecha_baja === null) throw mockError(409, EMPRESAS_MSG.yaDeAlta);
    const values = v.parse(DarDeAltaBody, body);
    const saved = save(index, {
      ...empresa,
      org_fecha_baja: null,
      org_fecha_alta: instantOf(values.org_fecha_alta),
      ficha: { ...empresa.ficha, org_observaciones_baja: values.org_observaciones_baja ?? null },
    });
    return mockAnswer(empresaDetalle(saved), { message: EMPRESAS_MSG.empresaDadaDeAlta });
  }),
  mockEndpoint(actualizarExencionCuota, ({ body }) => {
    const values = v.parse(ExencionCuotaBody, body);
    const { index, empresa } = byId(String(values.id));
    // As the API: an exempt company owes nothing (up to date); one exempt no more keeps its state here (the mock keeps no fees of this year).
    const saved = save(index, {
      ...empresa,
      ...(values.exento_cuota ? { estado_pago: 'pagado' as const } : {}),
      ficha: { ...empresa.ficha, exento_cuota: values.exento_cuota },
    });
    return mockAnswer(empresaDetalle(saved), { message: EMPRESAS_MSG.exencionActualizada });
  }),
  mockEndpoint(eliminarEmpresa, ({ params }) => {
    const { index, empresa } = byId(params.id);
    // As the API: a company with a history (here, one that earned commissions) is given baja instead.
    if (empresa.comisionista_id !== null) throw mockError(409, EMPRESAS_MSG.empresaConHistorial);
    mockData.empresas.splice(index, 1);
    return mockAnswer(null, { message: EMPRESAS_MSG.empresaEliminada });
  }),
  mockEndpoint(actualizarDocumentoEmpresa, (input) => {
    const values = v.parse(DocumentoEmpresaBody, input.body);
    const { index, empresa } = reachable(input, () => {
      const i = mockData.empresas.findIndex((e) => e.org_cif === values.org_cif.toUpperCase());
      return byId(String(mockData.empresas[i]?.org_id ?? ''));
    });
    const file = archivo(values.documento) ?? samplePdf(empresa, values.type);
    const flag = values.type === 'iso14001' ? { doc_sgm_iso14001: true } : { doc_sgm_emacs: true };
    const saved = save(index, { ...empresa, ficha: { ...empresa.ficha, ...flag }, archivos: { ...empresa.archivos, [values.type]: file } });
    return mockAnswer(empresaPerfil(saved), { message: AUTH_MSG.documentoGuardado });
  }),
  mockEndpoint(quitarDocumentoEmpresa, (input) => {
    const { index, empresa } = reachable(input, () => byId(input.params.id));
    const type = input.query.doc_type as DocumentoAcreditacionTipo;
    if (!documento(empresa, type)) throw mockError(404, EMPRESAS_MSG.sinDocumento);
    const flag = type === 'iso14001' ? { doc_sgm_iso14001: false } : { doc_sgm_emacs: false };
    const { [type]: _gone, ...archivos } = empresa.archivos ?? {};
    const saved = save(index, { ...empresa, ficha: { ...empresa.ficha, ...flag }, archivos });
    return mockAnswer(empresaPerfil(saved), { message: EMPRESAS_MSG.documentoEliminado });
  }),
  mockEndpoint(obtenerDocumentoEmpresa, (input) => {
    const { empresa } = reachable(input, () => byId(input.params.id));
    const type = input.query.doc_type as DocumentoAcreditacionTipo;
    const file = documento(empresa, type);
    if (!file) throw mockError(404, EMPRESAS_MSG.sinDocumento);
    // As the API names it: the day, the CIF and the document.
    return fileResponse(file, datePrefixedName(`${empresa.org_cif}_${type === 'iso14001' ? 'ISO14001' : 'EMAS'}.pdf`));
  }),
  mockEndpoint(logoEmpresa, (input) => {
    const { empresa } = reachable(input, () => byId(input.params.id));
    if (!empresaDetalle(empresa).tiene_logo) throw mockError(404, EMPRESAS_MSG.sinLogo);
    const logo = empresa.archivos?.logo ?? { blob: initialsLogo(empresa), name: 'logo.svg' };
    return fileResponse(logo, logo.name);
  }),
];
