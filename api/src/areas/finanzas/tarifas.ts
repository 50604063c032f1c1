/**
 * Tariffs and the programme's bank data (docs/finanzas.md 'Tariffs and bank data'; spec part 2
 * §2.22, §3, §5, §6, §7.9, §7.11; part 1 §7 `/parametros/tarifa_asignada`): the rules; the SQL is
 * tarifas-repository.ts's.
 *
 * The internal code (`codigo`) is the administrator profile's (profile 1) alone, on the server too:
 * - profile 1 sees it and must give it when creating a fee ('Ingrese un código'); it may change it;
 * - profile 2 (the association administrator) gets `codigo: null` in every answer and may not send
 *   one (403); it may create (the code is then the slug of the description, the parameter tree's
 *   rule for ids), edit every other field and delete.
 * A fee's type is fixed when it is created (type and code are what a price is looked up by); a
 * second fee of the same type and code is a 422 under `codigo` (under `descripcion` for profile 2,
 * who does not see the code).
 */
import {
  FINANZAS_MSG,
  MSG,
  slugify,
  toCents,
  type ActualizarTarifaBody,
  type CrearTarifaBody,
  type CuentaTransferencia,
  type DatosBancarios,
  type DatosBancariosBody,
  type Tarifa,
  type TarifasQuery,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Lang } from '../../lib/lang';
import { pageOf, type Page } from '../../lib/list';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { precioVigente } from './precios';
import {
  actualizarTarifaRow,
  borrarTarifaRow,
  contarTarifas,
  datosBancariosRow,
  idiomasInexistentes,
  insertarTarifa,
  leerTarifas,
  tarifaRow,
  updateDatosBancarios,
  type TarifaRow,
} from './tarifas-repository';

/** Whether a user sees and sets the internal code: the administrator profile (part 2 §5, §6). */
export function veCodigoInterno(user: Pick<AuthUser, 'perfil'>): boolean {
  return user.perfil === 1;
}

/** A fee as `user` may see it: the code only for profile 1. */
function tarifaPara(user: AuthUser, row: TarifaRow): Tarifa {
  return { ...row, codigo: veCodigoInterno(user) ? row.codigo : null };
}

/** Refuses a code sent by someone who may not set it (403). */
function exigirPermisoCodigo(user: AuthUser, codigo: string | undefined): void {
  if (codigo !== undefined && !veCodigoInterno(user)) throw new ForbiddenError(FINANZAS_MSG.codigoSoloAdministrador);
}

/** The 422 of a type and code already taken: under the code, or the description for who does not see it. */
function duplicada(user: AuthUser): ValidationError {
  return new ValidationError({ [veCodigoInterno(user) ? 'codigo' : 'descripcion']: [FINANZAS_MSG.tarifaDuplicada] });
}

/** A page of fees, their descriptions in `lang`. */
export async function tarifasPage(db: Database, user: AuthUser, query: TarifasQuery, lang: Lang = 'es'): Promise<Page<Tarifa>> {
  return pageOf(query.page, {
    rows: async (limit, offset) => (await leerTarifas(db, query, limit, offset, lang)).map((row) => tarifaPara(user, row)),
    total: () => contarTarifas(db, query.tipo),
  });
}

/** One fee, or 404. */
export async function tarifa(db: Database, user: AuthUser, id: number, lang: Lang = 'es'): Promise<Tarifa> {
  const row = await tarifaRow(db, id, lang);
  if (!row) throw new NotFoundError();
  return tarifaPara(user, row);
}

/** The other languages' descriptions must name languages that exist (422 under `tarifa_idiomas`). */
async function exigirIdiomas(db: Database, textos: readonly { idioma_id: number }[] = []): Promise<void> {
  if ((await idiomasInexistentes(db, textos.map((x) => x.idioma_id))).length > 0) throw new ValidationError({ tarifa_idiomas: [MSG.valorNoValido] });
}

/** A commission rate (`comision`) is a percentage: above 100 is a 422 under `precio`. */
function exigirPorcentaje(tipo: string, precio: string): void {
  if (tipo === 'comision' && toCents(precio) > 100_00) throw new ValidationError({ precio: [FINANZAS_MSG.porcentajeNoValido] });
}

/**
 * POST /tarifas refused by the contract (`onInvalidRequest`): profile 1 must give the code, which the
 * schema leaves optional (profile 2 never sends one), so a missing code is named in the same 422 as
 * the other missing fields, not after they are fixed (issue 33 item 30). Anything else as refused.
 */
export function rehusarSinCodigo(user: AuthUser, raw: unknown, refused: Error): never {
  if (!(refused instanceof ValidationError) || !veCodigoInterno(user) || typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refused;
  const codigo: unknown = (raw as Record<string, unknown>).codigo;
  const falta = codigo === undefined || codigo === null || (typeof codigo === 'string' && codigo.trim() === '');
  const { tipo, ...resto } = refused.errors ?? {};
  if (!falta || resto.codigo) throw refused;
  throw new ValidationError({ ...(tipo ? { tipo } : {}), codigo: [FINANZAS_MSG.codigoObligatorio], ...resto });
}

/** Creates a fee. */
export async function crearTarifa(db: Database, user: AuthUser, body: CrearTarifaBody, lang: Lang = 'es'): Promise<Tarifa> {
  exigirPermisoCodigo(user, body.codigo);
  exigirPorcentaje(body.tipo, body.precio);
  await exigirIdiomas(db, body.tarifa_idiomas);
  const codigo = veCodigoInterno(user) ? body.codigo : slugify(body.descripcion) || body.tipo;
  if (codigo === undefined) throw new ValidationError({ codigo: [FINANZAS_MSG.codigoObligatorio] });
  try {
    return tarifaPara(user, await insertarTarifa(db, { ...body, codigo, tarifa_idiomas: body.tarifa_idiomas ?? [] }, lang));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicada(user);
    throw error;
  }
}

/** Updates a fee (its type stays); 404 when there is none. */
export async function actualizarTarifa(db: Database, user: AuthUser, id: number, body: ActualizarTarifaBody, lang: Lang = 'es'): Promise<Tarifa> {
  exigirPermisoCodigo(user, body.codigo);
  const actual = await tarifaRow(db, id, lang);
  if (!actual) throw new NotFoundError();
  exigirPorcentaje(actual.tipo, body.precio);
  await exigirIdiomas(db, body.tarifa_idiomas);
  try {
    const row = await actualizarTarifaRow(db, id, body, lang);
    if (!row) throw new NotFoundError();
    return tarifaPara(user, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicada(user);
    throw error;
  }
}

/** Deletes a fee; 404 when there is none. */
export async function borrarTarifa(db: Database, id: number): Promise<{ id: number }> {
  if (!(await borrarTarifaRow(db, id))) throw new NotFoundError();
  return { id };
}

/** The programme's bank data; 404 while there is none. */
export async function datosBancarios(db: Database): Promise<DatosBancarios> {
  const row = await datosBancariosRow(db);
  if (!row) throw new NotFoundError(FINANZAS_MSG.datosBancariosNoDefinidos);
  return row;
}

/** Saves the programme's bank data (the IBAN already in electronic format); 404 for another id. */
export async function guardarDatosBancarios(db: Database, id: number, body: DatosBancariosBody): Promise<DatosBancarios> {
  const row = await updateDatosBancarios(db, id, body);
  if (!row) throw new NotFoundError();
  return row;
}

/** The account a transfer goes to, as the transfer view reads it. */
export async function cuentaTransferencia(db: Database): Promise<CuentaTransferencia> {
  const { entidad, num_cuenta } = await datosBancarios(db);
  return { nombre_entidad: entidad, numero_cuenta: num_cuenta };
}

/** The annual fee of a company size (`cuota_anual` with that code, active); 404 when there is none. */
export async function tarifaAsignada(db: Database, tamanio: string): Promise<{ precio: string }> {
  const precio = await precioVigente(db, 'cuota_anual', tamanio);
  if (precio === null) throw new NotFoundError(FINANZAS_MSG.tarifaNoEncontrada);
  return { precio };
}
