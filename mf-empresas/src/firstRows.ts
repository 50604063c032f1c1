/**
 * The company list's first rows drawn by the page (docs/decisions.md 'The signed-in list page drawn by
 * the server'): the drawn /empresas holds one template row of each kind, as the list's own code drew
 * them at build time (firstScreen.tsx); the shell's first-screen script asks for the first page with
 * the browser's session, and this area's small script (firstRows.entry.ts) draws each company into a
 * copy of its kind's template, as EmpresasList's columns show it, until the app's list takes over.
 * EmpresasList.firstRows.test.tsx fails if the two draw a row differently.
 */
import { toDisplayDate } from '@dapcon/contract/core';
import type { EmpresaListItem } from '@dapcon/contract/empresas';

/** A row of the list: as every company, or greyed for an agreement's company (spec part 2 §2.4). */
export const FIRST_ROW_KINDS = ['plain', 'convenio'] as const;
type Kind = (typeof FIRST_ROW_KINDS)[number];

/** The row the build draws a template of, for each kind; every cell holds a text to replace. */
export function sampleRow(kind: Kind, index: number): EmpresaListItem {
  const convenio = kind === 'convenio' ? 'convenio' : null;
  return {
    org_id: index + 1,
    org_cif: `B0000000${index}`,
    org_nombre: 'Empresa',
    fecha_creacion: '2001-02-03T10:00:00Z',
    org_fecha_alta: '2001-02-03T10:00:00Z',
    org_telefono: '900000000',
    integracion_api: false,
    org_convenio: convenio,
    convenio_nombre: convenio,
    org_fecha_baja: null,
  };
}

/** The texts a row shows beside its data, in the drawn page's language (written on the table's body at build time). */
export interface RowTexts {
  yes: string;
  no: string;
  /** 'Ver más: {{nombre}}': the link's accessible name. */
  verMasDe: string;
}

export function rowTexts(t: (key: string, options?: { ns: string }) => string): RowTexts {
  return { yes: t('list.yes', { ns: 'empresas' }), no: t('list.no', { ns: 'empresas' }), verMasDe: t('list.verMasDe', { ns: 'empresas' }) };
}

/** Puts `value` in place of the cell's text, keeping its elements (a span, the styles the build wrote). */
function setText(cell: Element, value: string): void {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.parentElement?.closest('style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT) });
  const texts: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
  const [first, ...rest] = texts;
  for (const node of rest) node.parentNode?.removeChild(node);
  if (first) {
    first.textContent = value;
    return;
  }
  // An empty cell (a template whose value was empty): into its innermost element, where the text goes.
  let target = cell;
  while (target.lastElementChild && target.lastElementChild.tagName !== 'STYLE') target = target.lastElementChild;
  target.append(value);
}

/** A company drawn into a copy of its kind's template row, cell by cell as EmpresasList's columns. */
export function drawRow(template: HTMLTableRowElement, row: EmpresaListItem, texts: RowTexts): HTMLTableRowElement {
  const tr = template.cloneNode(true) as HTMLTableRowElement;
  const cells = [...tr.cells];
  const values = [row.org_cif, row.org_nombre, toDisplayDate(row.fecha_creacion), row.org_telefono ?? '', row.integracion_api ? texts.yes : texts.no, row.convenio_nombre ?? ''];
  values.forEach((value, i) => cells[i] && setText(cells[i], value));
  const link = cells[6]?.querySelector('a');
  link?.setAttribute('href', `/empresas/${encodeURIComponent(row.org_cif)}`);
  link?.setAttribute('aria-label', texts.verMasDe.replace('{{nombre}}', row.org_nombre));
  if (row.org_convenio) tr.setAttribute('data-convenio', row.org_convenio);
  return tr;
}

const text = (value: unknown) => typeof value === 'string';
const textOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * Whether a row holds what the drawing reads, of the contract's types (the app checks the whole answer
 * with the contract's schema: an answer that fails there is not drawn here either).
 */
function isRow(row: unknown): row is EmpresaListItem {
  if (typeof row !== 'object' || row === null) return false;
  const r = row as Record<string, unknown>;
  return text(r.org_cif) && text(r.org_nombre) && text(r.fecha_creacion) && textOrNull(r.org_telefono) && typeof r.integracion_api === 'boolean' && textOrNull(r.org_convenio) && textOrNull(r.convenio_nombre);
}

/** The rows of a page drawn into the drawn table's body, in place of its loading rows. */
export function drawFirstRows(body: HTMLTableSectionElement, page: unknown): void {
  const rows: unknown = (page as { data?: { data?: unknown } } | null)?.data?.data;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isRow)) return;
  const texts = JSON.parse(body.dataset.texts ?? '{}') as RowTexts;
  const templates = new Map([...body.querySelectorAll('template')].map((t) => [t.dataset.kind, t.content.querySelector('tr')]));
  const drawn = rows.flatMap((row) => {
    const template = templates.get(row.org_convenio ? 'convenio' : 'plain');
    return template ? [drawRow(template, row, texts)] : [];
  });
  const styles = [...body.querySelectorAll('template')].flatMap((t) => [...t.content.querySelectorAll('style')].map((s) => s.cloneNode(true)));
  body.querySelectorAll(':scope > tr').forEach((tr) => tr.remove());
  body.append(...styles, ...drawn);
  body.closest('[aria-busy]')?.setAttribute('aria-busy', 'false');
}
