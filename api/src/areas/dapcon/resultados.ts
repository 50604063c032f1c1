/**
 * A declaration's results table (contract `dapcon/resultados.ts`, docs/registry-exports.md 'Results
 * table'): read by its participants (the verifier included) and the administration, uploaded,
 * replaced and removed by who `PERMISOS_RESULTADOS` names in the states it names. The rules every
 * change follows, as for the classification: the caller's part first (404 for a declaration it takes
 * no part in, 403 for a part that never may), the file read and checked whole (422 under `tabla`,
 * every problem with its row and module, before anything is written), then in one transaction the
 * row locked FOR UPDATE and its state checked (409), the table replaced and a history row
 * ('subir_resultados' with the file's name, 'borrar_resultados'). Nobody is e-mailed.
 */
import { asc, eq } from 'drizzle-orm';
import {
  DAPCON_MSG,
  INDICADORES_NUCLEO,
  MODULOS_RESULTADOS,
  mensajeEstado,
  nombreTablaResultados,
  RESULTADOS_MSG,
  veredictoResultados,
  type FormatoTabla,
  type RespuestaResultados,
  type ResultadosDapcon,
  type ResultadosPublicos,
  type SubirResultadosBody,
} from '@dapcon/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { FileAnswer } from '../../lib/download';
import type { Lang } from '../../lib/lang';
import { uploadedFile } from '../../lib/uploads';
import { rolEnDapcon } from './acceso';
import { insertDapconHistorial, lockDapcon } from './repository';
import { leerTabla, plantillaCsv, plantillaXlsx, type TablaResultados } from './resultados-tabla';
import { dapconResultados, dapconResultadosTabla, dapcons } from './tables';

/** The longest file name kept. */
const MAX_NOMBRE_ARCHIVO = 200;

/** A declaration's stored table with its file's name and when it came, or null. */
export async function tablaDeDapcon(db: Database, id: number): Promise<(TablaResultados & { nombre_archivo: string; subido_en: string }) | null> {
  const [cabecera] = await db.select().from(dapconResultadosTabla).where(eq(dapconResultadosTabla.dapcon_id, id));
  if (!cabecera) return null;
  const celdas = await db
    .select({ indicador: dapconResultados.indicador, modulo: dapconResultados.modulo, valor: dapconResultados.valor, marca: dapconResultados.marca })
    .from(dapconResultados)
    .where(eq(dapconResultados.dapcon_id, id))
    .orderBy(asc(dapconResultados.indicador), asc(dapconResultados.modulo));
  return {
    unidad_cantidad: cabecera.unidad_cantidad,
    unidad: cabecera.unidad,
    masa_por_unidad: cabecera.masa_por_unidad,
    anio_referencia: cabecera.anio_referencia,
    metodo: cabecera.metodo,
    celdas: celdas.map((c) => ({
      indicador: c.indicador,
      modulo: c.modulo as TablaResultados['celdas'][number]['modulo'],
      valor: c.valor,
      marca: c.marca === 'ND' || c.marca === 'MND' ? c.marca : null,
    })),
    nombre_archivo: cabecera.nombre_archivo,
    subido_en: cabecera.created_at.toISOString(),
  };
}

/** A stored table as the registry shows it: the header and the indicators in the template's order, each with its cells by module. */
export function resultadosPublicos(tabla: TablaResultados): ResultadosPublicos {
  const porCelda = new Map(tabla.celdas.map((c) => [`${c.indicador}|${c.modulo}`, c.valor ?? c.marca ?? '']));
  return {
    unidad_cantidad: tabla.unidad_cantidad,
    unidad: tabla.unidad,
    masa_por_unidad: tabla.masa_por_unidad,
    anio_referencia: tabla.anio_referencia,
    metodo: tabla.metodo,
    filas: INDICADORES_NUCLEO.map((ind) => ({
      indicador: ind.codigo,
      unidad: ind.unidad,
      valores: Object.fromEntries(MODULOS_RESULTADOS.flatMap((m) => (porCelda.has(`${ind.codigo}|${m}`) ? [[m, porCelda.get(`${ind.codigo}|${m}`) ?? '']] : []))),
    })),
  };
}

/** The table as the record's section reads it: the registry's reading, the file's name, when, and whether the caller may change it. */
function comoRespuesta(tabla: NonNullable<Awaited<ReturnType<typeof tablaDeDapcon>>>, puede_cambiar: boolean): ResultadosDapcon {
  return { ...resultadosPublicos(tabla), nombre_archivo: tabla.nombre_archivo, subido_en: tabla.subido_en, puede_cambiar };
}

async function estadoDe(db: Database, id: number) {
  const [row] = await db.select({ estado: dapcons.estado, codigo: dapcons.dapcon_codigo }).from(dapcons).where(eq(dapcons.id, id));
  if (!row) throw new NotFoundError();
  return row;
}

/** GET /dapcon/:id/resultados: the table (or null) and whether the caller may change it now. */
export async function resultadosDe(db: Database, user: AuthUser, id: number): Promise<RespuestaResultados> {
  const { rol } = await rolEnDapcon(db, user, id);
  const { estado } = await estadoDe(db, id);
  const puede_cambiar = veredictoResultados(rol, estado) === 'permitida';
  const tabla = await tablaDeDapcon(db, id);
  return { resultados: tabla ? comoRespuesta(tabla, puede_cambiar) : null, puede_cambiar };
}

/** The template in a format, with the declaration's figures when it has them: its participants and the administration. */
export async function plantillaDe(db: Database, user: AuthUser, id: number, formato: FormatoTabla, lang: Lang): Promise<FileAnswer> {
  await rolEnDapcon(db, user, id);
  const { codigo } = await estadoDe(db, id);
  const tabla = await tablaDeDapcon(db, id);
  const nombre = nombreTablaResultados(codigo, id);
  return formato === 'csv'
    ? { data: plantillaCsv(tabla, lang), contentType: 'text/csv; charset=utf-8', filename: `${nombre}.csv` }
    : { data: await plantillaXlsx(tabla, lang), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename: `${nombre}.xlsx` };
}

/** Stores a declaration's table, replacing the one it had (the upload's, and the seed's). */
export async function guardarTabla(
  db: Database,
  id: number,
  tabla: TablaResultados,
  origen: { nombre_archivo: string; subido_por: number | null; suplantador_id: number | null; created_at?: Date },
): Promise<void> {
  await db.delete(dapconResultadosTabla).where(eq(dapconResultadosTabla.dapcon_id, id));
  await db.insert(dapconResultadosTabla).values({
    dapcon_id: id,
    unidad_cantidad: tabla.unidad_cantidad,
    unidad: tabla.unidad,
    masa_por_unidad: tabla.masa_por_unidad,
    anio_referencia: tabla.anio_referencia,
    metodo: tabla.metodo,
    ...origen,
  });
  if (tabla.celdas.length > 0) await db.insert(dapconResultados).values(tabla.celdas.map((c) => ({ dapcon_id: id, ...c })));
}

/** The caller's part, refused (403) when it may never change the table. */
async function rolQuePuedeCambiar(db: Database, user: AuthUser, id: number) {
  const { rol } = await rolEnDapcon(db, user, id);
  if (veredictoResultados(rol, 'borrador') === 'rol') throw new ForbiddenError(DAPCON_MSG.accionNoPermitida);
  return rol;
}

/** POST /dapcon/:id/resultados: reads the file whole, then replaces the table (409 when the state does not allow it). */
export async function subirResultadosDe(app: FastifyInstance, user: AuthUser, id: number, body: SubirResultadosBody, lang: Lang): Promise<void> {
  const rol = await rolQuePuedeCambiar(app.db, user, id);
  const archivo = uploadedFile(body.tabla, 'tabla');
  if (!archivo) throw new ValidationError({ tabla: [RESULTADOS_MSG.tablaObligatoria] });
  const lectura = await leerTabla(archivo.data, archivo.type, lang, new Date().getUTCFullYear());
  if (lectura.errores) throw new ValidationError({ tabla: lectura.errores });
  const { tabla } = lectura;
  await app.db.transaction(async (tx) => {
    const dapcon = await lockDapcon(tx, id);
    if (!dapcon) throw new NotFoundError();
    if (veredictoResultados(rol, dapcon.estado) !== 'permitida') throw new ConflictError(mensajeEstado(dapcon.estado));
    const nombre = archivo.name.slice(0, MAX_NOMBRE_ARCHIVO);
    await guardarTabla(tx, id, tabla, { nombre_archivo: nombre, subido_por: user.id, suplantador_id: user.suplantadorId });
    await insertDapconHistorial(tx, [
      { dapcon_id: id, accion: 'subir_resultados', estado_desde: dapcon.estado, estado_hasta: dapcon.estado, usuario_id: user.id, suplantador_id: user.suplantadorId, comentario: nombre },
    ]);
  });
}

/** DELETE /dapcon/:id/resultados: removes the table (404 when there is none; 409 when the state does not allow it). */
export async function borrarResultadosDe(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const rol = await rolQuePuedeCambiar(app.db, user, id);
  await app.db.transaction(async (tx) => {
    const dapcon = await lockDapcon(tx, id);
    if (!dapcon) throw new NotFoundError();
    if (veredictoResultados(rol, dapcon.estado) !== 'permitida') throw new ConflictError(mensajeEstado(dapcon.estado));
    const borradas = await tx.delete(dapconResultadosTabla).where(eq(dapconResultadosTabla.dapcon_id, id)).returning({ id: dapconResultadosTabla.dapcon_id });
    if (borradas.length === 0) throw new NotFoundError();
    await insertDapconHistorial(tx, [
      { dapcon_id: id, accion: 'borrar_resultados', estado_desde: dapcon.estado, estado_hasta: dapcon.estado, usuario_id: user.id, suplantador_id: user.suplantadorId, comentario: null },
    ]);
  });
}
