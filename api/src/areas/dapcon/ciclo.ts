/**
 * The transitions of a DAPcon declaration (docs/dapcon-lifecycle.md 'Rules every transition
 * follows'): submit, return, accept, publish, adjust the validity, expire, renew, delete. Each is one
 * transaction: the caller's part first (404 for a declaration it takes no part in, 403 for a part
 * that may never do the action), then the declaration's row read FOR UPDATE and its state checked
 * against PERMISOS_DAPCON (409), the change, a history row naming the account and the administrator
 * behind an impersonation, the languages' states brought in line (`syncIdiomaEstados`), and the
 * notices to the parties it concerns, recorded with the mailer in the same transaction (correos.ts;
 * docs/dapcon-lifecycle.md 'Notices'). Two identical calls at once: the second waits for the first's
 * lock, sees the new state and gets 409.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  calendarDay,
  CODIGO_RCP_FICHA_PRODUCTO,
  DAPCON_MSG,
  documentoIdiomaFaltaEn,
  MSG,
  PERMISOS_DAPCON,
  type AccionDapcon,
  type AceptarDapconBody,
  type AjustarValidezBody,
  type CaducarDapconBody,
  type EstadoDapcon,
  type PublicarDapconBody,
  type RetirarDapconBody,
  type RolDapcon,
  toDisplayDate,
  validoHastaDe,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import { lockOrganizacion } from '../empresas';
import type { Lang } from '../../lib/lang';
import { exigirAccion, rolEnDapcon } from './acceso';
import {
  avisoAceptada,
  avisoCaducada,
  avisoDevuelta,
  avisoEliminada,
  avisoEnviada,
  avisoEnviadaPartes,
  avisoPublicada,
  avisoRenovada,
  avisoRetirada,
  avisoValidez,
  enviarAviso,
  type AvisoDapcon,
  type DapconAvisada,
} from './correos';
import { nombreIdioma } from './mappers';
import {
  codigoRcpDeDapcon,
  countIncidenciasAbiertas,
  dapconDocumentoKeys,
  deleteDapcon,
  findDestinatariosDapcon,
  findRenovacion,
  hasHistorialAccion,
  insertDapcon,
  insertDapconHistorial,
  insertDapconIdiomas,
  listIdiomasDeDapcon,
  listTiposDocumento,
  lockDapcon,
  replaceDapconDocumento,
  setInscripcionEcoplatform,
  siguienteNumeroCodigo,
  syncIdiomaEstados,
  updateDapcon,
  type DapconBloqueada,
} from './repository';

/** The longest original file name kept (the client's; shown in the record, never used to store the file). */
export const MAX_NOMBRE_DOCUMENTO = 255;

/** 403 unless `rol` may ever do `accion` (checked before anything is stored or locked). */
export function exigirRol(accion: AccionDapcon, rol: RolDapcon): void {
  if (!PERMISOS_DAPCON[accion][rol]) throw new ForbiddenError(DAPCON_MSG.accionNoPermitida);
}

/** The years a validity date may be in: a real day PostgreSQL stores, whose fifth anniversary it stores too. */
const ANYO_MINIMO = 1900;
const ANYO_MAXIMO = 9000;

/** 422 under each field whose day ('yyyy-mm-dd', checked by the schema) is outside the years a validity may be in. */
function comprobarFechas(fechas: Readonly<Record<string, string>>): void {
  const errors = new FieldErrors();
  for (const [campo, dia] of Object.entries(fechas)) {
    const anyo = Number(dia.slice(0, 4));
    if (anyo < ANYO_MINIMO || anyo > ANYO_MAXIMO) errors.add(campo, MSG.fechaNoValida);
  }
  errors.throwIfAny();
}

/**
 * 422 under `dapcon_valido_desde` when the validity would start before the declaration was created
 * (its creation's day in Madrid): a declaration is not valid before it exists.
 */
function comprobarInicio(dapcon: DapconBloqueada, desde: string): void {
  if (desde < calendarDay(dapcon.dapcon_fecha_creacion)) throw new ValidationError({ dapcon_valido_desde: [DAPCON_MSG.validezAntesDeCreacion] });
}

/** A validity as the history shows it: '10/01/2026 – 09/01/2031' ('—' for a missing day). */
function periodo(desde: string | null, hasta: string | null): string {
  return `${desde ? toDisplayDate(desde) : '—'} – ${hasta ? toDisplayDate(hasta) : '—'}`;
}

/** The code of the `numero`th publication of `anyo`: `DAPcon-2026-0007`. */
export function codigoDapcon(anyo: number, numero: number): string {
  return `DAPcon-${anyo}-${String(numero).padStart(4, '0')}`;
}

/** What a transition's work is given: the transaction, the locked row and the caller's part. */
interface Paso {
  tx: Database;
  dapcon: DapconBloqueada;
  rol: RolDapcon;
}

/**
 * Runs a transition's `work` in `tx` with the declaration locked and its state checked, then brings
 * the languages' states in line. The caller's part must have been found (and its role checked) before.
 */
async function enTransaccion<T>(tx: Database, id: number, accion: AccionDapcon, rol: RolDapcon, work: (paso: Paso) => Promise<T>): Promise<T> {
  const dapcon = await lockDapcon(tx, id);
  // Deleted since the caller's part was read.
  if (!dapcon) throw new NotFoundError();
  exigirAccion(accion, rol, dapcon.estado);
  const result = await work({ tx, dapcon, rol });
  await syncIdiomaEstados(tx, id);
  return result;
}

/** The caller's part (404, 403), then `enTransaccion` in a transaction of its own. */
async function transicion<T>(app: FastifyInstance, user: AuthUser, id: number, accion: AccionDapcon, work: (paso: Paso) => Promise<T>): Promise<T> {
  const { rol } = await rolEnDapcon(app.db, user, id);
  exigirRol(accion, rol);
  return app.db.transaction((tx) => enTransaccion(tx, id, accion, rol, work));
}

/** Writes a transition's history row: who (and who behind an impersonation), from, to, the comment. */
async function registrar(
  tx: Database,
  user: AuthUser,
  dapconId: number,
  accion: string,
  desde: EstadoDapcon | null,
  hasta: EstadoDapcon,
  comentario: string | null = null,
): Promise<void> {
  await insertDapconHistorial(tx, [
    {
      dapcon_id: dapconId,
      accion,
      estado_desde: desde,
      estado_hasta: hasta,
      usuario_id: user.id,
      suplantador_id: user.suplantadorId,
      comentario,
    },
  ]);
}

/** Changes the state and writes the history row of it. */
async function cambiarEstado(paso: Paso, user: AuthUser, accion: string, hasta: EstadoDapcon, comentario: string | null = null): Promise<void> {
  await updateDapcon(paso.tx, paso.dapcon.id, { estado: hasta });
  await registrar(paso.tx, user, paso.dapcon.id, accion, paso.dapcon.estado, hasta, comentario);
}

function avisada(dapcon: DapconBloqueada, codigo: string | null = dapcon.dapcon_codigo): DapconAvisada {
  return { id: dapcon.id, producto: dapcon.dv_nombre_producto, codigo };
}

/** Who a notice goes to, of a declaration's three participants. */
export type Parte = 'empresa' | 'consultor' | 'verificador';

/**
 * Records a notice in `tx` to some of the declaration's participants, in each one's language, never
 * to the account that made the change (`actor`; null for the daily job).
 */
export async function avisar(app: FastifyInstance, tx: Database, dapconId: number, aviso: AvisoDapcon, partes: readonly Parte[], actor: number | null): Promise<void> {
  const destinatarios = await findDestinatariosDapcon(tx, dapconId);
  if (!destinatarios) return;
  await enviarAviso(
    app,
    tx,
    aviso,
    partes.map((parte) => destinatarios[parte]),
    actor,
  );
}

// ---------------------------------------------------------------- borrador → en_verificacion → borrador / verificada

/**
 * Submits a draft to its verifier: every language has its EPD and, with an RCP of code 100, the
 * product sheet is there; otherwise 422 naming what is missing, under `documentos.dap.<language id>`
 * ('Falta el documento DAPcon (Català).', the language named in the caller's `lang`) and
 * `documentos.ficha_producto` (fichaProductoFalta). The verifier is told (it has work to do), and
 * the company or consultant that did not submit it.
 */
export async function enviar(app: FastifyInstance, user: AuthUser, id: number, lang: Lang = 'es'): Promise<void> {
  await transicion(app, user, id, 'enviar', async (paso) => {
    const [idiomas, documentos, codigo] = await Promise.all([listIdiomasDeDapcon(paso.tx, id), listTiposDocumento(paso.tx, id), codigoRcpDeDapcon(paso.tx, id)]);
    const errors = new FieldErrors();
    for (const { idioma_id, idioma, idioma_nombre } of idiomas) {
      if (!documentos.some((d) => d.tipo === 'dap' && d.idioma_id === idioma_id)) {
        errors.add(`documentos.dap.${idioma_id}`, documentoIdiomaFaltaEn(lang, nombreIdioma(lang, idioma, idioma_nombre)));
      }
    }
    if (codigo === CODIGO_RCP_FICHA_PRODUCTO && !documentos.some((d) => d.tipo === 'ficha_producto')) {
      errors.add('documentos.ficha_producto', DAPCON_MSG.fichaProductoFalta);
    }
    errors.throwIfAny();
    await cambiarEstado(paso, user, 'enviar', 'en_verificacion');
    await avisar(app, paso.tx, id, avisoEnviada(avisada(paso.dapcon)), ['verificador'], user.id);
    await avisar(app, paso.tx, id, avisoEnviadaPartes(avisada(paso.dapcon)), ['empresa', 'consultor'], user.id);
  });
}

/**
 * Returns a declaration in verification to its draft, with the reason (history; the company and
 * consultant are told, and the verifier when the administration returned it).
 */
export async function devolver(app: FastifyInstance, user: AuthUser, id: number, motivo: string): Promise<void> {
  await transicion(app, user, id, 'devolver', async (paso) => {
    await cambiarEstado(paso, user, 'devolver', 'borrador', motivo);
    await avisar(app, paso.tx, id, avisoDevuelta(avisada(paso.dapcon), motivo), ['empresa', 'consultor', 'verificador'], user.id);
  });
}

/**
 * The verifier accepts the declaration with the verification report (PDF, stored as
 * 'informe_verificacion', replacing an earlier one): no incident may be open (409
 * 'incidenciasAbiertas'). The company and consultant are e-mailed.
 */
export async function aceptar(app: FastifyInstance, user: AuthUser, id: number, body: AceptarDapconBody, log: FastifyBaseLogger): Promise<void> {
  const informe = uploadedFile(body.documento, 'documento');
  if (!informe) throw new ValidationError({ documento: [DAPCON_MSG.informeObligatorio] });
  const { rol } = await rolEnDapcon(app.db, user, id);
  exigirRol('aceptar', rol);
  const replaced = await storeAndWrite(app, [{ folder: 'documentos', file: informe }], (tx, [key]) =>
    enTransaccion(tx, id, 'aceptar', rol, async (paso) => {
      if ((await countIncidenciasAbiertas(tx, id)) > 0) throw new ConflictError(DAPCON_MSG.incidenciasAbiertas);
      if (!key) throw new Error('The report was not stored');
      const replaced = await replaceDapconDocumento(tx, {
        dapcon_id: id,
        idioma_id: null,
        tipo: 'informe_verificacion',
        storage_key: key,
        nombre_original: informe.name.slice(0, MAX_NOMBRE_DOCUMENTO),
        tamanyo: informe.size,
        subido_por: user.id,
        suplantador_id: user.suplantadorId,
      });
      await cambiarEstado(paso, user, 'aceptar', 'verificada', body.comentario ?? null);
      await avisar(app, tx, id, avisoAceptada(avisada(paso.dapcon)), ['empresa', 'consultor'], user.id);
      return replaced;
    }),
  );
  await removeStoredFiles(app, [replaced], log);
}

// ---------------------------------------------------------------- verificada → publicada → caducada

/** 422 under `idiomas` unless every id sent is one of the declaration's languages, once. */
async function comprobarIdiomas(tx: Database, id: number, flags: readonly { id: number }[] | undefined): Promise<void> {
  if (!flags || flags.length === 0) return;
  const propios = new Set((await listIdiomasDeDapcon(tx, id)).map((idioma) => idioma.idioma_id));
  const ids = flags.map((flag) => flag.id);
  if (ids.some((idioma) => !propios.has(idioma)) || new Set(ids).size !== ids.length) {
    throw new ValidationError({ idiomas: [DAPCON_MSG.idiomaNoValido] });
  }
}

/**
 * Publishes a verified declaration: its code (`DAPcon-YYYY-NNNN`, YYYY the publication's year in
 * Madrid and NNNN the year's counter, in this transaction), its validity (from the date sent or
 * today in Madrid, for ANYOS_VALIDEZ years minus a day) and the ECO Platform flags sent. The
 * company, consultant and verifier are told. `now` is the publication's instant (tests pass one).
 */
export async function publicar(app: FastifyInstance, user: AuthUser, id: number, body: PublicarDapconBody, now: Date = new Date()): Promise<void> {
  const hoy = calendarDay(now);
  const desde = body.dapcon_valido_desde === '' ? hoy : body.dapcon_valido_desde;
  comprobarFechas({ dapcon_valido_desde: desde });
  const hasta = validoHastaDe(desde);
  await transicion(app, user, id, 'publicar', async (paso) => {
    comprobarInicio(paso.dapcon, desde);
    await comprobarIdiomas(paso.tx, id, body.idiomas);
    const anyo = Number(hoy.slice(0, 4));
    const codigo = codigoDapcon(anyo, await siguienteNumeroCodigo(paso.tx, anyo));
    await updateDapcon(paso.tx, id, { estado: 'publicada', dapcon_codigo: codigo, dapcon_valido_desde: desde, dapcon_valido_hasta: hasta });
    if (body.idiomas) await setInscripcionEcoplatform(paso.tx, id, body.idiomas);
    await registrar(paso.tx, user, id, 'publicar', paso.dapcon.estado, 'publicada', `${codigo}: ${toDisplayDate(desde)} – ${toDisplayDate(hasta)}`);
    await avisar(app, paso.tx, id, avisoPublicada(avisada(paso.dapcon, codigo), desde, hasta), ['empresa', 'consultor', 'verificador'], user.id);
  });
}

/**
 * The administration adjusts a published declaration's validity (and ECO Platform flags): a history
 * row 'ajustar_validez' with the old and new dates as its comment ('10/01/2026 – 09/01/2031 →
 * 01/02/2026 – 31/01/2031'); the company and consultant are told. A new last day starts a new
 * series of expiry reminders (api/src/areas/dapcon/recordatorios.ts: the series is the last day).
 */
export async function ajustarValidez(app: FastifyInstance, user: AuthUser, id: number, body: AjustarValidezBody): Promise<void> {
  comprobarFechas({ dapcon_valido_desde: body.dapcon_valido_desde, dapcon_valido_hasta: body.dapcon_valido_hasta });
  await transicion(app, user, id, 'ajustar_validez', async (paso) => {
    comprobarInicio(paso.dapcon, body.dapcon_valido_desde);
    await comprobarIdiomas(paso.tx, id, body.idiomas);
    const { dapcon_valido_desde: antesDesde, dapcon_valido_hasta: antesHasta } = paso.dapcon;
    await updateDapcon(paso.tx, id, {
      dapcon_valido_desde: body.dapcon_valido_desde,
      dapcon_valido_hasta: body.dapcon_valido_hasta,
    });
    if (body.idiomas) await setInscripcionEcoplatform(paso.tx, id, body.idiomas);
    const comentario = `${periodo(antesDesde, antesHasta)} → ${periodo(body.dapcon_valido_desde, body.dapcon_valido_hasta)}`;
    await registrar(paso.tx, user, id, 'ajustar_validez', paso.dapcon.estado, paso.dapcon.estado, comentario);
    await avisar(app, paso.tx, id, avisoValidez(avisada(paso.dapcon), body.dapcon_valido_desde, body.dapcon_valido_hasta), ['empresa', 'consultor'], user.id);
  });
}

/**
 * The administration expires a published declaration, whatever the date (the body carries the
 * confirmation; its comment goes to the history); the company and consultant are told.
 */
export async function caducar(app: FastifyInstance, user: AuthUser, id: number, body: CaducarDapconBody): Promise<void> {
  await transicion(app, user, id, 'caducar', async (paso) => {
    await cambiarEstado(paso, user, 'caducar', 'caducada', body.comentario ?? null);
    await avisar(app, paso.tx, id, avisoCaducada(avisada(paso.dapcon), calendarDay(new Date())), ['empresa', 'consultor'], user.id);
  });
}

/**
 * The administration withdraws a published or expired declaration, for good, with the reason (the
 * history's comment and the e-mail's; never public): the company and consultant are told, and the
 * public registry answers 410 for its code from now on (docs/registry.md).
 */
export async function retirar(app: FastifyInstance, user: AuthUser, id: number, body: RetirarDapconBody): Promise<void> {
  await transicion(app, user, id, 'retirar', async (paso) => {
    await cambiarEstado(paso, user, 'retirar', 'retirada', body.motivo);
    await avisar(app, paso.tx, id, avisoRetirada(avisada(paso.dapcon), calendarDay(new Date()), body.motivo), ['empresa', 'consultor'], user.id);
  });
}

// ---------------------------------------------------------------- renewal and deletion

/**
 * Renews a published or expired declaration: a new one in `borrador` with the same company,
 * product, RCP, consultant, verifier and languages (with their ECO Platform flags), `id_padre` this
 * one and `secuencia` one more. Once per declaration (409 'yaRenovada'); a company de baja cannot
 * (409, as at creation). History: a 'renovar' row on each (on the parent with its state unchanged).
 * The company, consultant and verifier are told (but whoever renewed it). Answers the new id.
 */
export async function renovar(app: FastifyInstance, user: AuthUser, id: number): Promise<number> {
  return transicion(app, user, id, 'renovar', async ({ tx, dapcon }) => {
    if ((await findRenovacion(tx, id)) !== undefined) throw new ConflictError(DAPCON_MSG.yaRenovada);
    const org = await lockOrganizacion(tx, dapcon.org_id);
    if (!org) throw new NotFoundError();
    if (org.org_fecha_baja !== null) throw new ConflictError(DAPCON_MSG.empresaDeBaja);
    const now = new Date();
    const nueva = await insertDapcon(tx, {
      org_id: dapcon.org_id,
      rcp_id: dapcon.rcp_id,
      consultor_id: dapcon.consultor_id,
      verificador_id: dapcon.verificador_id,
      dv_nombre_producto: dapcon.dv_nombre_producto,
      estado: 'borrador',
      id_padre: id,
      secuencia: dapcon.secuencia + 1,
      dapcon_fecha_creacion: now,
      created_by: user.id,
    });
    const idiomas = await listIdiomasDeDapcon(tx, id);
    await insertDapconIdiomas(
      tx,
      idiomas.map((idioma) => ({ dapcon_id: nueva, idioma_id: idioma.idioma_id, dapcon_idioma_estado: 'borrador' as const, inscripcion_ecoplatform: idioma.inscripcion_ecoplatform })),
    );
    await registrar(tx, user, nueva, 'renovar', null, 'borrador', dapcon.dapcon_codigo);
    // The parent's row says it was renewed (the chain links the new one): no id, which means nothing to a reader.
    await registrar(tx, user, id, 'renovar', dapcon.estado, dapcon.estado);
    await syncIdiomaEstados(tx, nueva);
    await avisar(app, tx, id, avisoRenovada(avisada(dapcon), nueva), ['empresa', 'consultor', 'verificador'], user.id);
    return nueva;
  });
}

/**
 * Deletes a draft that was never submitted (a history row 'enviar' means it was: 409 'yaEnviada'),
 * with its languages, history, documents and incidents; its stored files once the deletion has
 * committed. The consultant and verifier are told (and the company when the administration deleted it).
 */
export async function eliminar(app: FastifyInstance, user: AuthUser, id: number, log: FastifyBaseLogger): Promise<void> {
  const keys = await transicion(app, user, id, 'eliminar', async ({ tx, dapcon }) => {
    if (await hasHistorialAccion(tx, id, 'enviar')) throw new ConflictError(DAPCON_MSG.yaEnviada);
    // Told while its participants can still be read.
    await avisar(app, tx, id, avisoEliminada(avisada(dapcon)), ['empresa', 'consultor', 'verificador'], user.id);
    const stored = await dapconDocumentoKeys(tx, id);
    await deleteDapcon(tx, id);
    return stored;
  });
  await removeStoredFiles(app, keys, log);
}
