/**
 * A declaration's ECO Platform classification (docs/dapcon-lifecycle.md 'ECO Platform
 * classification'): the class of the classification tree (`/clasificacion-ecoplatform`, contract
 * `parametros/clasificacion.ts`) its product is filed under, or none. The record shows it and the
 * public registry shows it, filters by it and writes it into the exports.
 *
 * Who may set it, and when: the company and its consultant while the declaration is a draft (they
 * describe the product; from the submission on, the verifier reads what they sent), the
 * administration in any state (the programme keeps its registry in order, a published declaration
 * included). The verifier never. A role not named gets 403, a state not listed 409.
 */
import * as v from 'valibot';
import { ESTADOS_DAPCON, type EstadoDapcon, type RolDapcon, type VeredictoAccion } from './permisos';

/** The class a declaration is filed under: the node's id (`eco_<code>`), its code and its name in the caller's language. */
export const ClasificacionDapcon = v.object({ id: v.string(), codigo: v.string(), nombre: v.string() });
export type ClasificacionDapcon = v.InferOutput<typeof ClasificacionDapcon>;

/** Who may set a declaration's classification, and in which states. */
export const PERMISOS_CLASIFICACION: Readonly<Partial<Record<RolDapcon, readonly EstadoDapcon[]>>> = {
  organizacion: ['borrador'],
  consultor: ['borrador'],
  administrador: ESTADOS_DAPCON,
};

/**
 * @example
 * veredictoClasificacion('organizacion', 'borrador') // 'permitida'
 * veredictoClasificacion('consultor', 'publicada') // 'estado' (409)
 * veredictoClasificacion('verificador', 'borrador') // 'rol' (403)
 */
export function veredictoClasificacion(rol: RolDapcon, estado: EstadoDapcon): VeredictoAccion {
  const estados = PERMISOS_CLASIFICACION[rol];
  if (!estados) return 'rol';
  return estados.includes(estado) ? 'permitida' : 'estado';
}

/**
 * PATCH /dapcon/:id/clasificacion: the class (a node id of `GET /ecoplatform-products-options`), or
 * null ('' from a form) to leave the declaration without one. The API answers 422 under
 * `clasificacion_id` for an id that is not an active leaf of the tree.
 */
export const ClasificarDapconBody = v.object({
  clasificacion_id: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), null),
    v.transform((id) => (id === null || id === '' ? null : id)),
  ),
});
export type ClasificarDapconBody = v.InferOutput<typeof ClasificarDapconBody>;
export type ClasificarDapconForm = v.InferInput<typeof ClasificarDapconBody>;
