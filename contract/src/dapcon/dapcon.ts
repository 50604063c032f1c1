/**
 * DAPcon declarations (spec part 2 §2.9, §3, §4, §5, §7.3; docs/dapcon-lifecycle.md): the creation
 * ('Ficha de creación', `POST /Organizaciones/alta`) and one declaration as its record page shows it.
 * The states, who may do what in each, and the transitions to come are in docs/dapcon-lifecycle.md.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formAccepted, formBoolean, formId, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { AUTH_MSG } from '../auth/messages';
import { ClasificacionDapcon } from './clasificacion';
import { DAPCON_MSG } from './messages';
import { ACCIONES_DETALLE, DapconDocumento, DapconEslabon, ESTADOS_DAPCON, ESTADOS_DAPCON_IDIOMA, DapconIdParams, ROLES_DAPCON } from './permisos';

/** The language every declaration is published in: pre-ticked and fixed in the creation modal (spec §2.9, §9). */
export const IDIOMA_PRINCIPAL = 1;

/** Years a published declaration is valid, from its publication (docs/dapcon-lifecycle.md). */
export const ANYOS_VALIDEZ = 5;

/**
 * The last day of a validity that starts on `desde` ('yyyy-mm-dd'): ANYOS_VALIDEZ years on, minus a
 * day (docs/dapcon-lifecycle.md 'Publication'); a 29 February start ends on 28 February.
 *
 * @example
 * validoHastaDe('2026-03-02') // '2031-03-01'
 */
export function validoHastaDe(desde: string): string {
  const [year = 0, month = 1, day = 1] = desde.split('-').map(Number);
  return new Date(Date.UTC(year + ANYOS_VALIDEZ, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** A publication language of the creation payload: its id and its ECO Platform registration flag. */
export const IdiomaPublicacion = v.object({
  id: formId(DAPCON_MSG.idiomaNoValido, DAPCON_MSG.idiomaNoValido),
  ecoplatform: formBoolean(),
});

/**
 * POST /Organizaciones/alta (spec part 2 §3 'DAPcon creation payload', §5), JSON. `org_id` names the
 * company: an administrator must send it; a company may leave it out and always creates for itself
 * (another company's id answers 404, like an id that does not exist).
 *
 * @example
 * await call(crearDapcon, { body: { Organizaciones_rcp_id: 3, dv_nombre_producto: 'Baldosa porcelánica', nif: '12345678Z', verificador_nif: '39284756C', Organizaciones_confrm_veracidad_datos: true, idiomas: [{ id: 1, ecoplatform: true }] } });
 */
export const CrearDapconBody = v.pipe(
  v.object({
    /** The company (administrators); a company's own when absent. */
    org_id: v.optional(v.nullable(formId(DAPCON_MSG.empresaObligatoria, DAPCON_MSG.empresaObligatoria))),
    /** A vigente, not annulled RCP (GET /rcp). */
    Organizaciones_rcp_id: formId(DAPCON_MSG.rcpObligatorio, DAPCON_MSG.rcpObligatorio),
    dv_nombre_producto: requiredText(MSG.nombreObligatorio),
    /** The LCA consultant's NIF, checked with GET /consultores/:nif/nif. */
    nif: requiredText(DAPCON_MSG.nifConsultorObligatorio, 20),
    /** A verifier of GET /verificadores. */
    verificador_nif: requiredText(DAPCON_MSG.verificadorObligatorio, 20),
    Organizaciones_confrm_veracidad_datos: formAccepted(AUTH_MSG.aceptarVeracidad),
    /** The publication languages; IDIOMA_PRINCIPAL always among them; each id once. */
    idiomas: v.pipe(
      v.optional(v.array(IdiomaPublicacion, DAPCON_MSG.idiomasObligatorios), []),
      v.minLength(1, DAPCON_MSG.idiomasObligatorios),
      v.maxLength(20, DAPCON_MSG.idiomaNoValido),
      v.check((list) => list.some((idioma) => idioma.id === IDIOMA_PRINCIPAL), DAPCON_MSG.idiomaPrincipalObligatorio),
      v.check((list) => new Set(list.map((idioma) => idioma.id)).size === list.length, DAPCON_MSG.idiomaNoValido),
    ),
  }),
);
export type CrearDapconBody = v.InferOutput<typeof CrearDapconBody>;
export type CrearDapconForm = v.InferInput<typeof CrearDapconBody>;

/** The 201 of POST /Organizaciones/alta: the new declaration's id (the message is 'DAPcon creada = {id}', spec §4). */
export const DapconCreada = v.object({ id: v.number() });

/** A person taking part in a declaration (consultant or verifier). */
const Participante = v.object({ nif: v.string(), nombre: v.string(), apellidos: v.string() });

/** One entry of a declaration's history (docs/dapcon-lifecycle.md). */
export const DapconHistorial = v.object({
  /** 'crear', 'enviar', 'devolver', 'aceptar', 'publicar', 'caducar', 'renovar', … */
  accion: v.string(),
  estado_desde: v.nullable(v.picklist(ESTADOS_DAPCON)),
  estado_hasta: v.picklist(ESTADOS_DAPCON),
  idioma_id: v.nullable(v.number()),
  /** Who: 'nombre apellidos' of the account (and, in an impersonation, the administrator in `suplantador`). */
  usuario: v.nullable(v.string()),
  suplantador: v.nullable(v.string()),
  comentario: v.nullable(v.string()),
  /** ISO date-time. */
  fecha: v.string(),
});
export type DapconHistorial = v.InferOutput<typeof DapconHistorial>;

/** A declaration as its record page shows it (GET /dapcon/:id). */
export const DapconDetalle = v.object({
  id: v.number(),
  /** Given at publication (`DAPcon-YYYY-NNNN`); null before. */
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  estado: v.picklist(ESTADOS_DAPCON),
  empresa: v.object({ org_id: v.number(), org_cif: v.string(), org_nombre: v.string() }),
  rcp: v.object({ rcp_id: v.number(), rcp_equivalencia: v.string(), rcp_nombre: v.string(), codigo_para_codificacion_dapcon: v.nullable(v.string()) }),
  consultor: Participante,
  verificador: Participante,
  idiomas: v.array(
    v.object({
      idioma_id: v.number(),
      /** The language's name in the caller's language. */
      idioma_nombre: v.string(),
      dapcon_idioma_estado: v.picklist(ESTADOS_DAPCON_IDIOMA),
      inscripcion_ecoplatform: v.boolean(),
    }),
  ),
  /** ISO date-time. */
  dapcon_fecha_creacion: v.string(),
  /** 'yyyy-mm-dd', set at publication. */
  dapcon_valido_desde: v.nullable(v.string()),
  dapcon_valido_hasta: v.nullable(v.string()),
  /** The declaration this one renews, and its code ('Renovado a partir de N° …'). */
  id_padre: v.nullable(v.number()),
  codigo_padre: v.nullable(v.string()),
  secuencia: v.number(),
  historial: v.array(DapconHistorial),
  /** The documents stored now (one per kind and language). */
  documentos: v.array(DapconDocumento),
  /** The renewal chain this declaration is in, first declaration first (itself included; one item when it has none). */
  cadena: v.array(DapconEslabon),
  /** The caller's part in this declaration. */
  rol: v.picklist(ROLES_DAPCON),
  /** What the caller may do now (PERMISOS_DAPCON for its part and the state): the record page's buttons. */
  acciones: v.array(v.picklist(ACCIONES_DETALLE)),
  /** The ECO Platform class its product is filed under (name in the caller's language), or null. */
  clasificacion: v.nullable(ClasificacionDapcon),
  /** Whether the caller may set the class now (PERMISOS_CLASIFICACION): the record's 'Asignar' / 'Cambiar'. */
  puede_clasificar: v.boolean(),
  /** Whether the caller may withdraw it now (PERMISOS_DAPCON's 'retirar', told apart from `acciones`: ACCIONES_DETALLE): the record's 'Retirar'. */
  puede_retirar: v.boolean(),
});
export type DapconDetalle = v.InferOutput<typeof DapconDetalle>;

/** Who creates declarations: the administration (for any company) and companies (for themselves). */
const CREADORES = { modulos: ['administrador', 'organizacion'] } as const;

/**
 * Creates a declaration in `borrador` (201, message 'DAPcon creada = {id}'; the browser goes to its record).
 *
 * @example
 * const { data } = await call(crearDapcon, { body });
 * navigate(`/dapcon/${data.id}/1`);
 */
export const crearDapcon = defineEndpoint({
  method: 'POST',
  path: '/Organizaciones/alta',
  body: CrearDapconBody,
  response: DapconCreada,
  status: 201,
  stale: ['GET /dapcon', 'GET /panel/consolidado', 'GET /panel/resumen-dapcon', 'GET /panel/inicio'],
  access: CREADORES,
  summary: 'Create a DAPcon declaration (borrador): a company for itself, the administration for any company',
  tags: ['dapcon'],
});

/**
 * One declaration for its record page: for its company, consultant and verifier, and the
 * administration; anyone else gets 404, as for an id that does not exist.
 *
 * @example
 * const { data } = await call(dapcon, { params: { id: '12' } });
 */
export const dapcon = defineEndpoint({
  method: 'GET',
  path: '/dapcon/:id',
  params: DapconIdParams,
  response: DapconDetalle,
  access: ACCESS.user,
  summary: 'A DAPcon declaration with its languages and history (its participants and the administration)',
  tags: ['dapcon'],
});
