/**
 * The DAPcon area's business (spec part 2 §2.9, §3, §4, §5; docs/dapcon-lifecycle.md): creating a
 * declaration ('Ficha de creación') and reading one for its record page.
 *
 * Who reaches a declaration: the administration any; a company, consultant or verifier only one it
 * takes part in. Any other id answers 404, the same as one that does not exist, so ids cannot be
 * probed (the rule of the company pages).
 */
import { accionesDisponibles, CONSULTORES_MSG, veredictoClasificacion, DAPCON_MSG, IDIOMA_ID, normalizeTaxId, puedeRetirar, type CrearDapconBody, type DapconDetalle } from '@dapcon/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, NotFoundError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { findParticipanteActivo } from '../consultores';
import { findOrganizacionOfUsuario, lockOrganizacion } from '../empresas';
import { claseDe } from '../parametros';
import { isRcpSeleccionable } from '../rcp';
import { activeIdiomaIds } from '../referencia';
import { rolEnDapcon } from './acceso';
import { avisar } from './ciclo';
import { avisoCreada } from './correos';
import { dapconDetalle, dapconDocumentoItem, dapconEslabon } from './mappers';
import {
  findDestinatariosDapcon,
  findDapconDetalle,
  insertDapcon,
  insertDapconHistorial,
  insertDapconIdiomas,
  listCadena,
  listDapconDocumentos,
  listDapconHistorial,
  listDapconIdiomas,
} from './repository';

/** Whether a user is of the administration module (who reaches every declaration and company). */
function isAdministracion(user: AuthUser): boolean {
  return user.modulo_app === 'administrador';
}

/** A NIF as stored, or '' when it cannot be one (the lookup's rule: 1 to 20 characters once normalised). */
function storedNif(nif: string): string {
  const normalized = normalizeTaxId(nif);
  return normalized.length > 0 && normalized.length <= 20 ? normalized : '';
}

/**
 * The company a declaration is created for: a company's own (another company's id answers 404, as an
 * unknown one); for the administration the one it names (none: 422 under `org_id`; unknown: 404 when
 * the row is locked).
 */
async function companyOfCreation(db: Database, user: AuthUser, orgId: number | null | undefined, errors: FieldErrors): Promise<number | null> {
  if (isAdministracion(user)) {
    if (orgId === undefined || orgId === null) errors.add('org_id', DAPCON_MSG.empresaObligatoria);
    return orgId ?? null;
  }
  const own = await findOrganizacionOfUsuario(db, user.id);
  if (!own || (orgId !== undefined && orgId !== null && orgId !== own.org_id)) throw new NotFoundError();
  return own.org_id;
}

/**
 * Creates a declaration in `borrador` (spec §2.9, §5): the schema has checked the form; then the
 * checks only the server can make, one 422 naming them all (the RCP in force and not annulled, the
 * consultant registered and active, the verifier active and not the consultant, the languages);
 * then, in one transaction with the company locked (gone: 404; de baja: 409), the declaration, its
 * languages, its first history row, which names the caller and the administrator behind an
 * impersonation, and the notice to its consultant and verifier (and its company when the
 * administration created it). Answers the new id.
 */
export async function crearDapcon(app: FastifyInstance, user: AuthUser, body: CrearDapconBody): Promise<number> {
  const db = app.db;
  const errors = new FieldErrors();
  const orgId = await companyOfCreation(db, user, body.org_id, errors);

  if (!(await isRcpSeleccionable(db, body.Organizaciones_rcp_id))) errors.add('Organizaciones_rcp_id', DAPCON_MSG.rcpNoValido);

  const nif = storedNif(body.nif);
  const consultor = nif === '' ? undefined : await findParticipanteActivo(db, nif);
  if (!consultor) errors.add('nif', CONSULTORES_MSG.consultorNoRegistrado);

  const verificadorNif = storedNif(body.verificador_nif);
  if (verificadorNif !== '' && verificadorNif === nif) {
    errors.add('verificador_nif', DAPCON_MSG.verificadorEsConsultor);
  }
  const verificador = verificadorNif === '' ? undefined : await findParticipanteActivo(db, verificadorNif);
  if (!verificador?.es_verificador) errors.add('verificador_nif', DAPCON_MSG.verificadorNoValido);

  const ids = body.idiomas.map((idioma) => idioma.id);
  const activos = await activeIdiomaIds(db, ids);
  if (ids.some((id) => !activos.has(id))) errors.add('idiomas', DAPCON_MSG.idiomaNoValido);

  errors.throwIfAny();
  if (orgId === null || !consultor || !verificador) throw new Error('unreachable: the checks above name these');

  return db.transaction(async (tx) => {
    const org = await lockOrganizacion(tx, orgId);
    if (!org) throw new NotFoundError();
    if (org.org_fecha_baja !== null) throw new ConflictError(DAPCON_MSG.empresaDeBaja);
    const now = new Date();
    const id = await insertDapcon(tx, {
      org_id: orgId,
      rcp_id: body.Organizaciones_rcp_id,
      consultor_id: consultor.id,
      verificador_id: verificador.id,
      dv_nombre_producto: body.dv_nombre_producto,
      estado: 'borrador',
      secuencia: 1,
      dapcon_fecha_creacion: now,
      veracidad_confirmada_at: now,
      created_by: user.id,
    });
    await insertDapconIdiomas(
      tx,
      body.idiomas.map((idioma) => ({
        dapcon_id: id,
        idioma_id: idioma.id,
        dapcon_idioma_estado: 'borrador' as const,
        inscripcion_ecoplatform: idioma.ecoplatform,
      })),
    );
    await insertDapconHistorial(tx, [
      { dapcon_id: id, accion: 'crear', estado_desde: null, estado_hasta: 'borrador', usuario_id: user.id, suplantador_id: user.suplantadorId, created_at: now },
    ]);
    const empresa = (await findDestinatariosDapcon(tx, id))?.org_nombre ?? '';
    await avisar(app, tx, id, avisoCreada({ id, producto: body.dv_nombre_producto, codigo: null }, empresa), ['empresa', 'consultor', 'verificador'], user.id);
    return id;
  });
}

/**
 * One declaration for its record page, names in `lang`, with its documents, its renewal chain and
 * what the caller may do now; 404 for an id the user does not take part in.
 */
export async function dapconById(db: Database, user: AuthUser, id: number, lang: Lang): Promise<DapconDetalle> {
  const { rol } = await rolEnDapcon(db, user, id);
  const [row, idiomas, historial, documentos, cadena] = await Promise.all([
    findDapconDetalle(db, id, IDIOMA_ID[lang]),
    listDapconIdiomas(db, id),
    listDapconHistorial(db, id),
    listDapconDocumentos(db, id),
    listCadena(db, id),
  ]);
  if (!row) throw new NotFoundError();
  const clasificacion = row.clasificacion_id === null ? undefined : await claseDe(db, row.clasificacion_id, IDIOMA_ID[lang]);
  return dapconDetalle(row, idiomas, historial, lang, {
    rol,
    acciones: accionesDisponibles(rol, row.estado, {
      enviada: historial.some((h) => h.accion === 'enviar'),
      renovada: cadena.some((eslabon) => eslabon.secuencia > row.secuencia),
    }),
    documentos: documentos.map(dapconDocumentoItem),
    cadena: cadena.map(dapconEslabon),
    clasificacion: clasificacion ?? null,
    puede_clasificar: veredictoClasificacion(rol, row.estado) === 'permitida',
    puede_retirar: puedeRetirar(rol, row.estado),
  });
}
