/**
 * A DAPcon declaration's states, and who may do what in each (docs/dapcon-lifecycle.md). The table
 * `PERMISOS_DAPCON` is the one rule: the API refuses by it (403 for a role that may never do an
 * action, 409 for a state that does not allow it) and answers by it which actions a caller may take
 * now (`DapconDetalle.acciones`), which are the buttons the record page shows.
 */
import * as v from 'valibot';
import { MSG } from '../core/messages';
import { DAPCON_MSG } from './messages';

/** A declaration's states (docs/dapcon-lifecycle.md). */
export const ESTADOS_DAPCON = ['borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada', 'retirada'] as const;
export type EstadoDapcon = (typeof ESTADOS_DAPCON)[number];

/** A language's states: its declaration's, or `con_incidencias` while one of its incidents is open in verification. */
export const ESTADOS_DAPCON_IDIOMA = [...ESTADOS_DAPCON, 'con_incidencias'] as const;
export type EstadoDapconIdioma = (typeof ESTADOS_DAPCON_IDIOMA)[number];

/**
 * The states' names in the portal's two languages: the badges of the record page and the lists, and
 * the lists' Excel (written once, here).
 */
export const ESTADO_DAPCON_TEXTOS: Readonly<Record<EstadoDapconIdioma, { es: string; ca: string }>> = {
  borrador: { es: 'Borrador', ca: 'Esborrany' },
  en_verificacion: { es: 'En verificación', ca: 'En verificació' },
  verificada: { es: 'Verificada', ca: 'Verificada' },
  publicada: { es: 'Publicada', ca: 'Publicada' },
  caducada: { es: 'Caducada', ca: 'Caducada' },
  retirada: { es: 'Retirada', ca: 'Retirada' },
  con_incidencias: { es: 'Con incidencias', ca: 'Amb incidències' },
};

/** The states' names in one language, by state. */
export function estadoDapconTextos(lang: 'es' | 'ca'): Record<EstadoDapconIdioma, string> {
  return Object.fromEntries(ESTADOS_DAPCON_IDIOMA.map((estado) => [estado, ESTADO_DAPCON_TEXTOS[estado][lang]])) as Record<EstadoDapconIdioma, string>;
}

/** The part a caller takes in one declaration. */
export const ROLES_DAPCON = ['organizacion', 'consultor', 'verificador', 'administrador'] as const;
export type RolDapcon = (typeof ROLES_DAPCON)[number];

/**
 * The actions `DapconDetalle.acciones` holds: all but those added after the live release's areas were
 * built ('retirar'). An older area checks the answer with its own picklist, which refuses a value it
 * does not know (docs/deploy.md 'The contract across versions': a new value of a picklist is
 * breaking), so a later action is told by a field of its own (`DapconDetalle.puede_retirar`).
 */
export const ACCIONES_DETALLE = [
  'subir_documento',
  'sustituir_documento',
  'enviar',
  'eliminar',
  'devolver',
  'aceptar',
  'abrir_incidencia',
  'responder_incidencia',
  'resolver_incidencia',
  'publicar',
  'ajustar_validez',
  'caducar',
  'renovar',
] as const;
export type AccionDetalle = (typeof ACCIONES_DETALLE)[number];

/** What can be done to a declaration (the transitions, the documents and the incidents): the record's, and 'retirar'. */
export const ACCIONES_DAPCON = [...ACCIONES_DETALLE, 'retirar'] as const;
export type AccionDapcon = (typeof ACCIONES_DAPCON)[number];

/**
 * Who may do what, and in which states (docs/dapcon-lifecycle.md 'Who may do what'). A role not
 * named for an action may never do it (403); a role named, in a state not listed, gets 409.
 */
export const PERMISOS_DAPCON: Readonly<Record<AccionDapcon, Partial<Record<RolDapcon, readonly EstadoDapcon[]>>>> = {
  subir_documento: { organizacion: ['borrador'], consultor: ['borrador'], administrador: ['borrador'] },
  /**
   * A corrected document sent while the verifier has an incident open: the EPD of a language with an
   * open incident, or the product sheet with any open (else 409 'sinIncidenciaAbierta'). Recorded in
   * the history and the incident's thread; the verifier is told.
   */
  sustituir_documento: { organizacion: ['en_verificacion'], consultor: ['en_verificacion'], administrador: ['en_verificacion'] },
  enviar: { organizacion: ['borrador'], consultor: ['borrador'], administrador: ['borrador'] },
  /** Only a declaration never submitted (else 409 'yaEnviada'). */
  eliminar: { organizacion: ['borrador'], administrador: ['borrador'] },
  devolver: { verificador: ['en_verificacion'], administrador: ['en_verificacion'] },
  /** The verifier's signature is theirs: not even the administration accepts in their place. */
  aceptar: { verificador: ['en_verificacion'] },
  abrir_incidencia: { verificador: ['en_verificacion'], administrador: ['en_verificacion'] },
  responder_incidencia: {
    organizacion: ['borrador', 'en_verificacion'],
    consultor: ['borrador', 'en_verificacion'],
    verificador: ['borrador', 'en_verificacion'],
    administrador: ['borrador', 'en_verificacion'],
  },
  resolver_incidencia: { verificador: ['borrador', 'en_verificacion'], administrador: ['borrador', 'en_verificacion'] },
  publicar: { administrador: ['verificada'] },
  ajustar_validez: { administrador: ['publicada'] },
  caducar: { administrador: ['publicada'] },
  /** Once per declaration (a second renewal: 409 'yaRenovada'). */
  renovar: { organizacion: ['publicada', 'caducada'], administrador: ['publicada', 'caducada'] },
  /**
   * Withdrawn from the programme with a reason (history; the company and consultant are told): a
   * published one, or an expired one found wrong later. For good: a withdrawn one allows nothing,
   * and the public registry answers 410 for its code (docs/registry.md).
   */
  retirar: { administrador: ['publicada', 'caducada'] },
};


const enDetalle = (accion: AccionDapcon): accion is AccionDetalle => (ACCIONES_DETALLE as readonly AccionDapcon[]).includes(accion);

/** The answer of the table for one action: allowed, never for this role (403), or not in this state (409). */
export type VeredictoAccion = 'permitida' | 'rol' | 'estado';

/**
 * @example
 * veredictoAccion('aceptar', 'administrador', 'en_verificacion') // 'rol' (403)
 * veredictoAccion('enviar', 'consultor', 'publicada') // 'estado' (409)
 */
export function veredictoAccion(accion: AccionDapcon, rol: RolDapcon, estado: EstadoDapcon): VeredictoAccion {
  const estados = PERMISOS_DAPCON[accion][rol];
  if (!estados) return 'rol';
  return estados.includes(estado) ? 'permitida' : 'estado';
}

/** The actions a role may take in a state, in the table's order. */
export function accionesPermitidas(rol: RolDapcon, estado: EstadoDapcon): AccionDapcon[] {
  return ACCIONES_DAPCON.filter((accion) => veredictoAccion(accion, rol, estado) === 'permitida');
}

/** What the state alone does not tell: whether a declaration was ever submitted, and whether it was renewed. */
export interface HechosDapcon {
  /** Its history holds a submission ('enviar'): it can no longer be deleted (409 yaEnviada). */
  enviada: boolean;
  /** A later declaration renews it: it cannot be renewed again (409 yaRenovada). */
  renovada: boolean;
}

/**
 * The actions a caller may take now on one declaration, as `DapconDetalle.acciones` holds them:
 * `accionesPermitidas` for its part and state, less those its past forbids (the API answers 409 for
 * them) and those outside ACCIONES_DETALLE (`puedeRetirar`).
 *
 * @example
 * accionesDisponibles('administrador', 'caducada', { enviada: true, renovada: true }) // [] (and puedeRetirar: true)
 */
export function accionesDisponibles(rol: RolDapcon, estado: EstadoDapcon, hechos: HechosDapcon): AccionDetalle[] {
  return accionesPermitidas(rol, estado)
    .filter(enDetalle)
    .filter((accion) => !(accion === 'eliminar' && hechos.enviada) && !(accion === 'renovar' && hechos.renovada));
}

/** Whether the caller may withdraw the declaration now (`DapconDetalle.puede_retirar`; 'retirar' is not in `acciones`). */
export function puedeRetirar(rol: RolDapcon, estado: EstadoDapcon): boolean {
  return veredictoAccion('retirar', rol, estado) === 'permitida';
}

/** The 409 message of a state that does not allow an action. */
export function mensajeEstado(estado: EstadoDapcon): string {
  switch (estado) {
    case 'borrador':
      return DAPCON_MSG.estadoBorrador;
    case 'en_verificacion':
      return DAPCON_MSG.estadoEnVerificacion;
    case 'verificada':
      return DAPCON_MSG.estadoVerificada;
    case 'publicada':
      return DAPCON_MSG.estadoPublicada;
    case 'caducada':
      return DAPCON_MSG.estadoCaducada;
    case 'retirada':
      return DAPCON_MSG.estadoRetirada;
  }
}

/** The kinds of a declaration's documents: the EPD per language, the product sheet (RCP code 100), the verification report. */
export const TIPOS_DOCUMENTO_DAPCON = ['dap', 'ficha_producto', 'informe_verificacion'] as const;
export type TipoDocumentoDapcon = (typeof TIPOS_DOCUMENTO_DAPCON)[number];

/** The kinds uploaded with 'Subir documento' (the report comes with the acceptance). */
export const TIPOS_DOCUMENTO_SUBIBLES = ['dap', 'ficha_producto'] as const;

/** The RCP coding code whose declarations need a product sheet (spec part 2 §2.9). */
export const CODIGO_RCP_FICHA_PRODUCTO = '100';

/** A stored document of a declaration, as the record page lists it. */
export const DapconDocumento = v.object({
  id: v.number(),
  tipo: v.picklist(TIPOS_DOCUMENTO_DAPCON),
  /** The language of an EPD document; null for the product sheet and the report. */
  idioma_id: v.nullable(v.number()),
  /** The file's name as uploaded. */
  nombre: v.string(),
  /** Bytes. */
  tamanyo: v.number(),
  /** 'nombre apellidos' of who uploaded it. */
  subido_por: v.nullable(v.string()),
  /** ISO date-time. */
  fecha: v.string(),
});
export type DapconDocumento = v.InferOutput<typeof DapconDocumento>;

/** A declaration of a renewal chain (the record's 'Renovaciones'). */
export const DapconEslabon = v.object({
  id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  secuencia: v.number(),
  estado: v.picklist(ESTADOS_DAPCON),
  dapcon_valido_hasta: v.nullable(v.string()),
});
export type DapconEslabon = v.InferOutput<typeof DapconEslabon>;


/** A declaration's id in a path, from its decimal text (anything else: 404). */
export const DapconIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });
