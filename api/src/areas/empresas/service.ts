/**
 * The empresas area's business: the company list (spec part 2 §2.4, §7.3), a page of it or the
 * whole of it as an Excel file, through the list kit (lib/list.ts, docs/lists.md).
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { EMPRESAS_EXCEL_NAME, IDIOMA_ID, type EmpresaListItem, type EmpresasQuery } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { keysetBatches, pageOf, sendExcel, type Page } from '../../lib/list';
import { listOpciones } from '../referencia/repository';
import { EMPRESAS_EXCEL_TEXTS, empresaListItem, empresasExcelColumns, type ConvenioNames } from './mappers';
import { countOrganizaciones, empresasOrder, empresasWhere, organizacionesAfter, organizacionesPage } from './repository';

/**
 * The agreements' names in a language (one query for the whole list, whatever its length; an
 * agreement without a text in that language falls back to Spanish, then to its id).
 */
async function convenioNames(db: Database, lang: Lang): Promise<ConvenioNames> {
  const options = await listOpciones(db, 'empresa_convenios', IDIOMA_ID[lang], false);
  return new Map(options.map((option) => [option.param_id, option.pt_texto]));
}

/** A page of the company list, filtered and sorted; agreements named in the caller's language. */
export async function empresasPage(db: Database, query: EmpresasQuery, lang: Lang): Promise<Page<EmpresaListItem>> {
  const where = empresasWhere(query);
  const order = empresasOrder(query.order_by);
  const [convenios, page] = await Promise.all([
    convenioNames(db, lang),
    pageOf(query.page, {
      rows: (limit, offset) => organizacionesPage(db, where, order, limit, offset),
      total: () => countOrganizaciones(db, where),
    }),
  ]);
  return { ...page, data: page.data.map((row) => empresaListItem(row, convenios)) };
}

/**
 * The whole filtered, sorted company list as `<YYYY-MM-DD>_Empresas.xlsx`, streamed (the page is
 * ignored); headers and texts in the caller's language.
 */
export async function empresasExcel(db: Database, query: EmpresasQuery, lang: Lang, reply: FastifyReply, log: FastifyBaseLogger): Promise<FastifyReply> {
  const where = empresasWhere(query);
  const order = empresasOrder(query.order_by);
  const [total, convenios] = await Promise.all([countOrganizaciones(db, where), convenioNames(db, lang)]);
  const rows = keysetBatches(
    (after, limit) => organizacionesAfter(db, where, order, after, limit),
    (row) => ({ key: row.cursor_key, id: row.org_id }),
  );
  return sendExcel(
    reply,
    { name: EMPRESAS_EXCEL_NAME, sheet: EMPRESAS_EXCEL_TEXTS[lang].sheet, columns: empresasExcelColumns(lang, convenios), total, rows },
    log,
  );
}
