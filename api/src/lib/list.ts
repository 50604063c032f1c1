/**
 * The list kit's API half (docs/lists.md): the one way every paged list is served.
 *
 * - **Paging**: `{ data, total, per_page, current_page }`, `PER_PAGE` rows read with LIMIT/OFFSET
 *   and the total from one COUNT over the same WHERE. A page past the last answers an empty `data`
 *   with the real total (the browser then offers the last page; nothing is an error).
 * - **Sorting**: the contract's `order_by` (already checked against the list's allow-list) is
 *   looked up in the list's sort map, field → Drizzle column or SQL expression: nothing the client
 *   sends becomes SQL text. The primary key follows as tiebreaker in the same direction, so the
 *   order is total and pages never repeat or skip a row.
 * - **Excel** (`to_excel=true`): the same WHERE and ORDER BY, read in keyset batches (`(key, id) >
 *   (last key, last id)`, never OFFSET) and streamed as xlsx by exceljs's `WorkbookWriter` into the
 *   HTTP answer, waiting for the compressor and the client between batches: memory stays flat
 *   whatever the row count (docs/performance.md).
 *   Text cells that a spreadsheet could take for a formula are neutralised.
 */
import { EventEmitter, once } from 'node:events';
import { PassThrough } from 'node:stream';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { calendarDay, datePrefixedName, PER_PAGE, PORTAL_TIME_ZONE, splitOrderBy, toDisplayDate, type OrderBy, type SortDirection } from '@dapcon/contract';
import type { Database } from '../db/database';
import { attachmentDisposition } from './download';

// ---------------------------------------------------------------- sorting

/** What a list sorts by: a column or an SQL expression of its row. Never NULL (the keyset needs it). */
export type SortKey = AnyPgColumn | SQL;

/** A list's allow-listed sort fields (the contract's) → what each sorts by. */
export type SortMap<F extends string> = Readonly<Record<F, SortKey>>;

/** A list's order: its sort key, then the primary key, both in one direction. */
export interface ListOrder {
  key: SortKey;
  tiebreaker: AnyPgColumn;
  direction: SortDirection;
}

/**
 * The order of a checked `order_by`.
 *
 * @example
 * listOrder('org_fecha_alta desc', EMPRESAS_SORTS, organizaciones.org_id)
 */
export function listOrder<F extends string>(orderBy: OrderBy<F>, sorts: SortMap<F>, tiebreaker: AnyPgColumn): ListOrder {
  const { field, direction } = splitOrderBy(orderBy);
  return { key: sorts[field], tiebreaker, direction };
}

/** The ORDER BY of an order: `key dir, id dir`. */
export function orderByClause(order: ListOrder): SQL[] {
  const dir = order.direction === 'desc' ? desc : asc;
  return [dir(order.key), dir(order.tiebreaker)];
}

// ---------------------------------------------------------------- filters

/**
 * A LIKE pattern that finds `text` anywhere: its own `%`, `_` and backslash escaped (backslash is
 * LIKE's default escape character), so a user's text is matched as typed.
 *
 * @example
 * containsPattern('50%_x') // '%50\\%\\_x%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---------------------------------------------------------------- paging

/** A page of a list, as the contract's `paginated` answers it. */
export interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
}

/** How a list reads one page: its rows (WHERE, ORDER BY, LIMIT, OFFSET) and its total (COUNT, same WHERE). */
export interface PageSource<T> {
  rows(limit: number, offset: number): Promise<T[]>;
  total(): Promise<number>;
}

/**
 * Page `page` of a list (1-based). Both queries are sent at once: on PostgreSQL they run on two
 * connections of the pool; PGlite runs them one after the other.
 *
 * @example
 * await pageOf(3, { rows: (limit, offset) => …, total: () => … }) // { data, total, per_page: 20, current_page: 3 }
 */
export async function pageOf<T>(page: number, source: PageSource<T>, perPage: number = PER_PAGE): Promise<Page<T>> {
  const [data, total] = await Promise.all([source.rows(perPage, (page - 1) * perPage), source.total()]);
  return { data, total, per_page: perPage, current_page: page };
}

// ---------------------------------------------------------------- totals

/**
 * Values of lists kept by key: single flight, a lifetime, a bound, and `clear()`.
 *
 * - requests for the same key at the same time share one read (single flight);
 * - a value is reused for `ttlMs`, then read again (`ttlMs` 0: every call reads, calls at the same
 *   time still share one read);
 * - `clear()` forgets them all, and a read under way when it is called is not kept: a request that
 *   comes after a write never gets what was read before it;
 * - a failed read is not kept; past `maxEntries` the oldest go first.
 */
export class ListCache<T> {
  readonly #entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The value under `key`: the one kept if still fresh (or being read), otherwise `read()`'s. */
  get(key: string, read: () => Promise<T>, now: number = Date.now()): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept && (kept.expires > now || kept.expires === Number.POSITIVE_INFINITY)) return kept.value;
    // Until it settles the read is shared whatever the lifetime; then it lives ttlMs.
    const entry = { value: read(), expires: Number.POSITIVE_INFINITY };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    entry.value.then(
      () => {
        if (this.#entries.get(key) !== entry) return;
        if (this.ttlMs > 0) entry.expires = Date.now() + this.ttlMs;
        else this.#entries.delete(key);
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    // The oldest go first when there are too many keys.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
    return entry.value;
  }

  /** Forgets every value, and whatever is being read now (after a write). */
  clear(): void {
    this.#entries.clear();
  }

  /** How many values are kept or being read. */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Exact totals of lists, each reused for a few seconds per filter set (docs/lists.md, "Totals").
 * Counting every row that matches costs most of a page (an index-only scan of 94,000 entries takes
 * PostgreSQL's planner 100+ ms; the page's 20 rows, under 1 ms), and people page through one filter
 * set, so a total is asked for again and again while it has not changed. A `ListCache` of numbers:
 * `clear()` is called on every successful write through the API (plugins/app/list-cache.ts), so
 * this process's own changes show at once, and on the database's notice of a change to the tables
 * the kept pages read (`ListPages`); another change within `ttlMs`.
 *
 * @example
 * const total = await app.listTotals.get(`organizaciones:${JSON.stringify(filters)}`, () => countOrganizaciones(db, where));
 */
export class ListTotals extends ListCache<number> {}

/**
 * A list whose pages may be kept (`ListPages`): its name, and every table its page's query reads.
 * Each of those tables must tell the API of its changes (a statement trigger calling
 * `listas_avisar()`, migration 0042): `test/list-pages.test.ts` checks both for every list declared
 * here, against the page's own SQL.
 */
export interface CachedList {
  readonly name: string;
  readonly tables: readonly PgTable[];
  /**
   * One of its pages' queries, built and never run (a Drizzle query, whose `toSQL()` the test reads):
   * the tables it names must all be in `tables`.
   */
  readonly pageQuery: (db: Database) => unknown;
}

const declaredLists: CachedList[] = [];

/** Declares a list whose pages may be kept (module scope: the tests read them all). */
export function cachedList(name: string, tables: readonly PgTable[], pageQuery: (db: Database) => unknown): CachedList {
  const list = { name, tables, pageQuery };
  declaredLists.push(list);
  return list;
}

/** Every list declared with `cachedList`. */
export function cachedLists(): readonly CachedList[] {
  return declaredLists;
}

/**
 * Whole pages of lists, kept until the data under them changes (docs/lists.md "Pages kept"). A
 * page is kept only while the database's notices of changes arrive (`live`): each change to a table
 * a kept list reads raises one (migration 0042's triggers), whoever made it (this API, another API
 * process, a job, psql), and the API then forgets every kept page (plugins/app/list-cache.ts); this
 * process's own writes also forget them before their answer is sent. With the notices lost (the
 * listening connection dropped) or `ttlMs` 0, every page is read afresh. `ttlMs` bounds how long an
 * unchanged page is kept.
 */
export class ListPages {
  readonly #pages: ListCache<unknown>;
  #live = false;

  constructor(
    readonly ttlMs: number,
    maxEntries = 500,
  ) {
    this.#pages = new ListCache<unknown>(ttlMs, maxEntries);
  }

  /** Whether the database's change notices are arriving; either way, what was kept is forgotten. */
  set live(live: boolean) {
    this.#live = live;
    this.#pages.clear();
  }

  get live(): boolean {
    return this.#live;
  }

  /** Whether pages are kept now. */
  get keeping(): boolean {
    return this.#live && this.ttlMs > 0;
  }

  /**
   * The page of `list` under `key` (everything the answer depends on: filters, order, page,
   * language): the one kept, or `read()`'s, kept if pages are being kept.
   */
  page<T>(list: CachedList, key: string, read: () => Promise<T>): Promise<T> {
    if (!this.keeping) return read();
    return this.#pages.get(`${list.name} ${key}`, read) as Promise<T>;
  }

  /** Forgets every kept page, and the pages being read now. */
  clear(): void {
    this.#pages.clear();
  }

  /** How many pages are kept or being read. */
  get size(): number {
    return this.#pages.size;
  }
}

// ---------------------------------------------------------------- keyset batches

/** Where a batch ends: its last row's sort key (as text, so no precision is lost) and id. */
export interface Cursor {
  key: string;
  id: number;
}

/**
 * The sort key as text, for the cursor: a timestamp read into a JavaScript Date would lose its
 * microseconds, and the next batch would repeat a row.
 */
export function cursorKeyOf(order: ListOrder): SQL<string> {
  return sql<string>`(${order.key})::text`;
}

/**
 * The rows after a cursor in the order's direction: `(key, id) > (…)` ascending, `<` descending.
 * The text of the key is compared as the key's own type (PostgreSQL infers the parameter's type
 * from the other side), and a btree index on `(key, id)` serves the comparison.
 */
export function afterCursor(order: ListOrder, cursor: Cursor): SQL {
  return order.direction === 'desc'
    ? sql`(${order.key}, ${order.tiebreaker}) < (${cursor.key}, ${cursor.id})`
    : sql`(${order.key}, ${order.tiebreaker}) > (${cursor.key}, ${cursor.id})`;
}

/** Rows read per keyset batch of an Excel file. */
export const EXCEL_BATCH = 1000;

/**
 * Every row of a list, a batch at a time: `read(after, limit)` answers the rows after the cursor
 * (null: from the start), at most `limit`, in the list's order; `cursorOf` gives a row's cursor.
 * Stops at the first short batch.
 */
export async function* keysetBatches<T>(
  read: (after: Cursor | null, limit: number) => Promise<T[]>,
  cursorOf: (row: T) => Cursor,
  size: number = EXCEL_BATCH,
): AsyncGenerator<T[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = cursorOf(last);
  }
}

// ---------------------------------------------------------------- Excel

/** The answer's content type of an xlsx file. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text made safe for a spreadsheet cell: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a single quote in front, so no spreadsheet program runs it as a formula
 * (OWASP's advice for exported cells); any other text is left as it is.
 *
 * @example
 * neutralizeFormula('=HYPERLINK("http://x","y")') // "'=HYPERLINK(\"http://x\",\"y\")"
 * neutralizeFormula('Cementos, S.A.') // 'Cementos, S.A.'
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A column of a list's Excel file: `text` cells are neutralised (`neutralizeFormula`), `day` cells
 * are real dates (the instant's day in Madrid, shown dd/mm/yyyy), `number` cells numbers.
 */
export type ExcelColumn<T> = { header: string; /** In characters, as Excel measures it. */ width: number } & (
  | { kind: 'text'; value: (row: T) => string | null }
  | { kind: 'number'; value: (row: T) => number | null }
  | { kind: 'day'; value: (row: T) => Date | null }
);

/**
 * The calendar day of an instant in the programme's time zone, as the UTC midnight Excel stores
 * for that day (exceljs writes Dates as UTC serial numbers): a company registered at 00:30 in
 * Madrid shows that day, not the day before.
 *
 * @example
 * excelDay(new Date('2026-11-22T23:30:00Z')) // 2026-11-23T00:00:00.000Z
 */
export function excelDay(instant: Date): Date {
  const [y = '', m = '', d = ''] = calendarDay(instant).split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

function cellOf<T>(column: ExcelColumn<T>, row: T): string | number | Date | null {
  switch (column.kind) {
    case 'text': {
      const text = column.value(row);
      return text === null ? null : neutralizeFormula(text);
    }
    case 'day': {
      const day = column.value(row);
      return day === null ? null : excelDay(day);
    }
    case 'number':
      return column.value(row);
  }
}

const horaMadrid = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * An instant as 'dd/mm/yyyy hh:mm' in Madrid, as the screen shows it (the list kit's `day` cells
 * would drop the time, which tells e-mails of one day apart).
 *
 * @example
 * fechaHoraMadrid(new Date('2026-11-16T08:00:00.000Z')) // '16/11/2026 09:00'
 */
export function fechaHoraMadrid(instant: Date): string {
  return `${toDisplayDate(instant)} ${horaMadrid.format(instant)}`;
}

/** A list's Excel file: its name (before the date prefix), sheet, columns, row count and rows. */
export interface ExcelFile<T> {
  /** `Empresas.xlsx`: sent as `<YYYY-MM-DD>_Empresas.xlsx`. */
  name: string;
  sheet: string;
  columns: readonly ExcelColumn<T>[];
  /** The rows the file will hold, sent first as `X-Total-Count` (the browser shows progress). */
  total: number;
  rows: AsyncIterable<T[]>;
}

/**
 * Resolves once `stream` can take more, or `out` has closed (the client went away). The listener
 * that did not fire is removed: one wait per batch must not pile listeners up.
 */
async function drained(stream: EventEmitter, needsDrain: boolean, out: PassThrough): Promise<void> {
  if (!needsDrain || out.destroyed) return;
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(out, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

/**
 * Waits for the compressor of the sheet to take the XML written so far. exceljs 4.4's sheet writer
 * pushes its XML into the zip's compressor without heeding backpressure (its `StreamBuf` never
 * waits), so without this the XML piles up in front of zlib: 29.7 MB for 200,000 rows, measured,
 * against 0.3 MB when waiting (3.4 s instead of 2.9 s). The compressor's inputs are the sheet
 * stream's `pipes`, readable-stream writables: internals of exceljs, read defensively (if they
 * change, this waits for nothing and only memory suffers).
 */
async function compressorDrained(sheet: unknown, out: PassThrough): Promise<void> {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return;
  for (const pipe of pipes as unknown[]) {
    const state = (pipe as { _writableState?: { needDrain?: unknown } } | null)?._writableState;
    if (pipe instanceof EventEmitter) await drained(pipe, state?.needDrain === true, out);
  }
}

/**
 * Answers an xlsx file, streamed: the headers go at once (`Content-Disposition` with the dated
 * name, `X-Total-Count`), then exceljs's `WorkbookWriter` writes the rows into the answer batch by
 * batch, waiting for the compressor and the client to take what was written before reading the
 * next batch. Bold header row, frozen under the header; dates as real dates (dd/mm/yyyy); texts
 * neutralised.
 *
 * The status and headers are sent before the rows are read: a database error halfway can no longer
 * become an error answer, so the answer is cut short (the client sees a failed download) and the
 * error logged. A client that goes away stops the reading (Fastify destroys the stream when the
 * connection closes; up to the socket's buffers may have been written by then). A HEAD request gets
 * the headers, `X-Total-Count` included, and no file is made.
 *
 * @example
 * return sendExcel(reply, { name: 'Empresas.xlsx', sheet: 'Empresas', columns, total, rows }, request.log);
 */
export function sendExcel<T>(reply: FastifyReply, file: ExcelFile<T>, log: FastifyBaseLogger, now: Date = new Date()): FastifyReply {
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(datePrefixedName(file.name, now)))
    .header('x-total-count', String(file.total));
  // HEAD (Fastify's twin of every GET route) asks for the headers alone: the row count without the file.
  if (reply.request.method === 'HEAD') return reply.send();
  const out = new PassThrough();
  const writeRows = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(file.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = file.columns.map((column, i) => ({ header: column.header, key: String(i), width: column.width }));
    const dayColumns = file.columns.flatMap((column, i) => (column.kind === 'day' ? [i] : []));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const batch of file.rows) {
      if (out.destroyed) return;
      for (const row of batch) {
        const excelRow = sheet.addRow(file.columns.map((column) => cellOf(column, row)));
        for (const i of dayColumns) excelRow.getCell(i + 1).numFmt = 'dd/mm/yyyy';
        excelRow.commit();
      }
      await compressorDrained(sheet, out);
      await drained(out, out.writableNeedDrain, out);
    }
    sheet.commit();
    await workbook.commit();
  };
  writeRows().catch((error: unknown) => {
    log.error({ err: error }, 'excel: the file was cut short');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(out);
}
