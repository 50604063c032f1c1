// The mock API's DAPcon declarations (contract/src/dapcon): a few declarations of the demo company in
// different states, the creation (POST /Organizaciones/alta) with the checks only the server makes,
// and one declaration for its record page, answered only to those who take part (404 otherwise).
import { MSG } from '@dapcon/contract/core';
import { CONSULTORES_MSG } from '@dapcon/contract/consultores';
import { accionesPermitidas, crearDapcon, dapcon, DAPCON_MSG, type CrearDapconBody, type DapconDetalle, type DapconHistorial, type EstadoDapcon, type EstadoDapconIdioma, type RolDapcon } from '@dapcon/contract/dapcon';
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
  },
];

/** Ids of the fixtures, for tests and stories. */
export const MOCK_DAPCON_IDS = { borrador: 1, publicada: 2, renovada: 3 } as const;

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
interface Caller {
  admin: boolean;
  organizacion: boolean;
  usuario: string;
  nombre: string;
}

function callerOf(input: MockInput): Caller {
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

const companyOf = (caller: Caller) => mockData.empresas.find((e) => e.org_cif === caller.usuario);

function participante(nif: string) {
  const c = MOCK_CONSULTORES.find((x) => x.consultor_nif === nif);
  return { nif, nombre: c?.consultor_nombre ?? '', apellidos: c?.consultor_apellidos ?? '' };
}

/** Whether the caller takes part in the declaration (or is the administration). */
function reaches(caller: Caller, d: MockDapcon): boolean {
  if (caller.admin) return true;
  if (caller.organizacion) return companyOf(caller)?.org_id === d.org_id;
  return d.consultor_nif === caller.usuario || d.verificador_nif === caller.usuario;
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
    documentos: [],
    cadena: [{ id: d.id, dapcon_codigo: d.dapcon_codigo, secuencia: d.secuencia, estado: d.estado, dapcon_valido_hasta: d.dapcon_valido_hasta }],
    rol,
    acciones: accionesPermitidas(rol, d.estado),
  };
}

/** The creation as the API makes it: the checks only the server can make, a 422 under their fields. */
function create(input: MockInput): MockDapcon {
  const caller = callerOf(input);
  const body = input.body as CrearDapconBody;
  const errors: Record<string, string[]> = {};
  let orgId: number | undefined;
  if (caller.admin) {
    const empresa = mockData.empresas.find((e) => e.org_id === Number(body.org_id));
    if (!body.org_id) errors.org_id = [DAPCON_MSG.empresaObligatoria];
    else if (!empresa) throw mockError(404, MSG.noEncontrado);
    else if (empresa.org_fecha_baja !== null) throw mockError(409, DAPCON_MSG.empresaDeBaja);
    orgId = empresa?.org_id;
  } else {
    const own = companyOf(caller);
    if (!own || (body.org_id && Number(body.org_id) !== own.org_id)) throw mockError(404, MSG.noEncontrado);
    orgId = own.org_id;
  }
  const rcp = MOCK_RCPS.find((r) => r.rcp_id === Number(body.Organizaciones_rcp_id));
  if (!rcp || !rcp.vigente || rcp.anulada) errors.Organizaciones_rcp_id = [DAPCON_MSG.rcpNoValido];
  const nif = String(body.nif).trim().toUpperCase();
  const verificador = String(body.verificador_nif).trim().toUpperCase();
  if (!MOCK_CONSULTORES.some((c) => c.consultor_nif === nif)) errors.nif = [CONSULTORES_MSG.consultorNoRegistrado];
  if (!MOCK_CONSULTORES.some((c) => c.verificador && c.consultor_nif === verificador)) errors.verificador_nif = [DAPCON_MSG.verificadorNoValido];
  else if (verificador === nif) errors.verificador_nif = [DAPCON_MSG.verificadorEsConsultor];
  if (body.idiomas.some((i) => !IDIOMAS.some((x) => x.id === Number(i.id)))) errors.idiomas = [DAPCON_MSG.idiomaNoValido];
  if (Object.keys(errors).length > 0 || orgId === undefined) throw mockError(422, MSG.datosInvalidos, errors);
  const fecha = new Date().toISOString();
  const created: MockDapcon = {
    id: Math.max(100, ...dapcons.map((x) => x.id)) + 1,
    org_id: orgId,
    rcp_id: Number(body.Organizaciones_rcp_id),
    consultor_nif: nif,
    verificador_nif: verificador,
    dv_nombre_producto: String(body.dv_nombre_producto).trim(),
    dapcon_codigo: null,
    estado: 'borrador',
    idiomas: body.idiomas.map((i) => ({ idioma_id: Number(i.id), dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: i.ecoplatform === true })),
    dapcon_fecha_creacion: fecha,
    dapcon_valido_desde: null,
    dapcon_valido_hasta: null,
    id_padre: null,
    secuencia: 1,
    historial: [crear(fecha, caller.nombre)],
  };
  dapcons = [...dapcons, created];
  return created;
}

/** The default answers of the DAPcon area's endpoints. */
export const dapconHandlers = [
  mockEndpoint(crearDapcon, (input) => {
    const { id } = create(input);
    return mockAnswer({ id }, { status: 201, message: `${DAPCON_MSG.dapconCreada} = ${id}` });
  }),
  mockEndpoint(dapcon, (input) => {
    const caller = callerOf(input);
    const found = dapcons.find((d) => String(d.id) === input.params.id);
    if (!found || !reaches(caller, found)) throw mockError(404, MSG.noEncontrado);
    return dapconDetalle(found, input.lang);
  }),
];
