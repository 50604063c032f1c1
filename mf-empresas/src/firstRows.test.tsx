import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { organizaciones, type EmpresaListItem } from '@dapcon/contract/empresas';
import { i18n } from '@dapcon/shared-sdk';
import { queryClient } from '@dapcon/shared-sdk/query';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import './i18n';
import { EmpresasList } from './features/empresas/EmpresasList';
import { drawFirstRows, drawRow, rowTexts, sampleRow } from './firstRows';

// The rows the page draws before the app (firstRows.ts) against the rows EmpresasList draws: for every
// company of a page, a copy of another row of its kind, drawn with the company's data, must be the
// list's own row, element for element. A column added, moved or shown otherwise in one and not in the
// other fails here.

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton')) as HTMLTableRowElement[];

beforeEach(async () => {
  await signInAs('admin_ares');
});

describe.each(['es', 'ca'] as const)("the drawn page's rows, as the list's own (%s)", (lang) => {
  it('draws each company of the first page as EmpresasList draws it, plain or greyed for an agreement', async () => {
    renderWithPortal(<EmpresasList />, { route: '/empresas', lang });
    await waitFor(() => expect(rows()).toHaveLength(20), { timeout: 30_000 });
    const own = rows();
    const texts = rowTexts(i18n.t.bind(i18n));
    // The page as the API answered it (the agreement's name in the language asked).
    const answered = queryClient.getQueriesData<{ data: EmpresaListItem[] }>({ queryKey: [organizaciones.id, lang] });
    const page = answered.at(-1)?.[1]?.data ?? [];
    expect(page).toHaveLength(20);
    const kinds = { plain: own.find((r) => !r.dataset.convenio), convenio: own.find((r) => r.dataset.convenio) };
    expect(kinds.plain && kinds.convenio, 'the first page has both kinds').toBeTruthy();
    page.forEach((empresa, i) => {
      // The template: another row of the same kind (the first of its kind, or the one after for itself).
      const kind = empresa.org_convenio ? kinds.convenio : kinds.plain;
      const template = (kind === own[i] ? own.find((r, j) => j !== i && !!r.dataset.convenio === !!empresa.org_convenio) : kind) as HTMLTableRowElement;
      expect(drawRow(template, empresa, texts).outerHTML, empresa.org_cif).toBe(own[i]?.outerHTML);
    });
  });
});

describe('drawFirstRows', () => {
  /** A drawn table's body as the build writes it: loading rows, a template of each kind, the texts. */
  function drawnBody() {
    document.body.innerHTML = `<div aria-busy="true"><table><tbody data-first-rows="/api/organizaciones" data-texts='{"yes":"Sí","no":"No","verMasDe":"Ver más: {{nombre}}"}'>
      <tr data-skeleton=""><td></td></tr></tbody></table></div>`;
    const body = document.querySelector('tbody') as HTMLTableSectionElement;
    // Built node by node: the test DOM's parser does not keep a table row inside a template, as browsers do.
    const template = (kind: string, row: string) => {
      const holder = document.createElement('tbody');
      holder.innerHTML = row;
      const element = document.createElement('template');
      element.dataset.kind = kind;
      const style = document.createElement('style');
      style.textContent = '.a{}';
      element.content.append(style, ...holder.childNodes);
      body.prepend(element);
    };
    const cells = (convenio: string) => `<td>x</td><td>x</td><td>x</td><td><span>x</span></td><td>x</td><td>${convenio}</td><td><a href="/empresas/x" aria-label="x">Ver más</a></td>`;
    template('plain', `<tr>${cells('')}</tr>`);
    template('convenio', `<tr class="greyed">${cells('x')}</tr>`);
    return body;
  }

  it('puts the page in place of the loading rows, each row of its kind, and says the table is no longer busy', () => {
    const body = drawnBody();
    const plain = { ...sampleRow('plain', 0), org_cif: 'B/1 ?', org_nombre: 'Ñ <b>&', org_telefono: null, integracion_api: true };
    const convenio = { ...sampleRow('convenio', 1), org_cif: 'B2', convenio_nombre: 'ANDECE' };
    drawFirstRows(body, { status: 'Success', data: { data: [plain, convenio], total: 2 } });
    const drawn = [...body.querySelectorAll(':scope > tr')] as HTMLTableRowElement[];
    expect(drawn.map((tr) => [...tr.cells].map((td) => td.textContent))).toEqual([
      ['B/1 ?', 'Ñ <b>&', '03/02/2001', '', 'Sí', '', 'Ver más'],
      ['B2', 'Empresa', '03/02/2001', '900000000', 'No', 'ANDECE', 'Ver más'],
    ]);
    // Text, never markup; the link's address a path segment.
    expect(body.querySelector('b')).toBeNull();
    expect(drawn[0]?.querySelector('a')?.getAttribute('href')).toBe('/empresas/B%2F1%20%3F');
    expect(drawn[0]?.querySelector('a')?.getAttribute('aria-label')).toBe('Ver más: Ñ <b>&');
    expect(drawn[1]?.className).toBe('greyed');
    expect(drawn[1]?.dataset.convenio).toBe('convenio');
    expect(body.querySelector('[data-skeleton]')).toBeNull();
    expect(body.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });

  it.each([
    ['an empty page', { status: 'Success', data: { data: [], total: 0 } }],
    ['an answer of another shape', { status: 'Error', message: 'x' }],
    ['nothing', null],
    ['a row without a field the contract requires', { status: 'Success', data: { data: [sampleRow('plain', 0), { ...sampleRow('plain', 1), org_nombre: undefined }], total: 2 } }],
    ['a row with a field of another type', { status: 'Success', data: { data: [{ ...sampleRow('plain', 0), integracion_api: 'no' }], total: 1 } }],
  ])('leaves the loading rows for %s (the app shows what it is)', (_, answer) => {
    const body = drawnBody();
    drawFirstRows(body, answer);
    expect(body.querySelector('[data-skeleton]')).not.toBeNull();
    expect(body.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
  });
});
