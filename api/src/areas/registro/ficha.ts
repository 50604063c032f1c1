/**
 * A declaration of the public registry, one at a time (issue 35, docs/registry.md): its record for
 * the page `/registro/{code}` and `GET /public/dapcon/{code}` (with its results table, when it has one),
 * its EPD per language and its company's logo, and what the search page and the sitemap need (the RCPs and languages in the registry, the
 * published codes). Only a published or expired declaration is ever found: any other code, a draft's
 * included, is not (404), whatever is asked.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { IDIOMA_ID, urlDocumentoPublico, urlLogoPublico, type FichaPublica, type OpcionRegistro } from '@dapcon/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import { mimeOfExtension } from '../../lib/file-type';
import type { Lang } from '../../lib/lang';
import { dapconDocumentos, dapconIdiomas, dapcons, resultadosPublicos, tablaDeDapcon } from '../dapcon';
import { organizaciones } from '../empresas';
import { rcps, rcpsIdiomas } from '../rcp';
import { idiomas } from '../referencia';
import { filasRegistro, publica, registroWhere, type RegistroRow } from './lista';

/** A file of the registry: its bytes, its type and, for a download, the name to save it under. */
export interface ArchivoPublico {
  data: Buffer;
  contentType: string;
  filename?: string;
}

/** The registry's WHERE for one code: a published or expired declaration with that code. */
const conCodigo = (codigo: string) => and(eq(dapcons.dapcon_codigo, codigo), registroWhere({ caducadas: true }));

/** A published or expired declaration's record (the list's row, its logo and its EPDs), or null for any other code. */
export async function fichaPublica(db: Database, codigo: string, lang: Lang): Promise<FichaPublica | null> {
  const [row] = (await filasRegistro(db, lang, conCodigo(codigo)).limit(1)) as RegistroRow[];
  if (!row) return null;
  const [empresa] = await db.select({ logo: organizaciones.org_logo }).from(organizaciones).where(eq(organizaciones.org_id, row.org_id));
  const documentos = await db
    .select({ idioma_id: idiomas.id, idioma: idiomas.idioma })
    .from(dapconDocumentos)
    .innerJoin(idiomas, eq(idiomas.id, dapconDocumentos.idioma_id))
    .where(and(eq(dapconDocumentos.dapcon_id, row.id), eq(dapconDocumentos.tipo, 'dap')))
    .orderBy(asc(idiomas.id));
  const tabla = await tablaDeDapcon(db, row.id);
  return {
    ...publica(row),
    logo_url: empresa?.logo ? urlLogoPublico(row.dapcon_codigo ?? codigo) : null,
    documentos: documentos.map((d) => ({ ...d, url: urlDocumentoPublico(codigo, d.idioma) })),
    resultados: tabla ? resultadosPublicos(tabla) : null,
  };
}

/** A published or expired declaration's EPD in one language (by its code: 'es'), as a download; 404 for anything else. */
export async function documentoPublico(app: FastifyInstance, codigo: string, idioma: string, log: FastifyBaseLogger): Promise<ArchivoPublico> {
  const [documento] = await app.db
    .select({ storage_key: dapconDocumentos.storage_key })
    .from(dapconDocumentos)
    .innerJoin(dapcons, eq(dapcons.id, dapconDocumentos.dapcon_id))
    .innerJoin(idiomas, eq(idiomas.id, dapconDocumentos.idioma_id))
    .where(and(conCodigo(codigo), eq(dapconDocumentos.tipo, 'dap'), eq(idiomas.idioma, idioma)));
  if (!documento) throw new NotFoundError();
  const data = await app.storage.get(documento.storage_key);
  if (data === null) {
    log.warn({ key: documento.storage_key }, 'a stored file a published DAPcon names is missing');
    throw new NotFoundError();
  }
  return { data, contentType: 'application/pdf', filename: `${codigo}_${idioma}.pdf` };
}

/** The logo of the company that holds a published or expired declaration; 404 when it has none. */
export async function logoPublico(app: FastifyInstance, codigo: string, log: FastifyBaseLogger): Promise<ArchivoPublico> {
  const [empresa] = await app.db
    .select({ logo: organizaciones.org_logo })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .where(conCodigo(codigo));
  if (!empresa?.logo) throw new NotFoundError();
  const data = await app.storage.get(empresa.logo);
  if (data === null) {
    log.warn({ key: empresa.logo }, 'a stored logo a company names is missing');
    throw new NotFoundError();
  }
  return { data, contentType: mimeOfExtension(empresa.logo.split('.').pop() ?? '') };
}

/** The search form's choices: the RCPs that have a published or expired declaration (named in `lang`), and the publication languages in use. */
export async function opcionesRegistro(db: Database, lang: Lang): Promise<{ rcps: OpcionRegistro[]; idiomas: { id: number; codigo: string; nombre: string }[] }> {
  const enRegistro = registroWhere({ caducadas: true });
  const nombre = (idioma: number) => sql`(select ri.rcp_nombre from ${rcpsIdiomas} ri where ri.rcp_id = ${rcps.id} and ri.idioma_id = ${idioma})`;
  const rcpRows = await db
    .select({ id: rcps.id, equivalencia: rcps.equivalencia, nombre: sql<string>`coalesce(${nombre(IDIOMA_ID[lang])}, ${nombre(IDIOMA_ID.es)}, ${rcps.equivalencia})` })
    .from(rcps)
    .where(inArray(rcps.id, db.selectDistinct({ id: dapcons.rcp_id }).from(dapcons).where(enRegistro)))
    .orderBy(asc(rcps.equivalencia));
  const idiomaRows = await db
    .select({ id: idiomas.id, codigo: idiomas.idioma, nombre: idiomas.idioma_nombre })
    .from(idiomas)
    .where(inArray(idiomas.id, db.selectDistinct({ id: dapconIdiomas.idioma_id }).from(dapconIdiomas).innerJoin(dapcons, eq(dapcons.id, dapconIdiomas.dapcon_id)).where(enRegistro)))
    .orderBy(asc(idiomas.id));
  return { rcps: rcpRows.map((r) => ({ id: r.id, nombre: `${r.equivalencia} · ${r.nombre}` })), idiomas: idiomaRows };
}

/** The name of a company that holds a declaration of the registry (the heading of a search by company), or null. */
export async function empresaDelRegistro(db: Database, orgId: number): Promise<string | null> {
  const [row] = await db
    .select({ nombre: organizaciones.org_nombre })
    .from(organizaciones)
    .where(and(eq(organizaciones.org_id, orgId), sql`exists (select 1 from ${dapcons} where ${dapcons.org_id} = ${organizaciones.org_id} and ${registroWhere({ caducadas: true })})`));
  return row?.nombre ?? null;
}

/** The published declarations' codes and the day each was last valid from (the sitemap's `lastmod`), by code. */
export async function codigosPublicados(db: Database): Promise<{ codigo: string; desde: string }[]> {
  const rows = await db
    .select({ codigo: dapcons.dapcon_codigo, desde: dapcons.dapcon_valido_desde })
    .from(dapcons)
    .where(and(registroWhere({}), isNotNull(dapcons.dapcon_codigo)))
    .orderBy(asc(dapcons.dapcon_codigo));
  return rows.map((r) => ({ codigo: r.codigo ?? '', desde: r.desde ?? '' }));
}
