// A declaration's results table (issue 35; contract/src/dapcon/resultados.ts), through the real server
// on the demo data, in Spanish and Catalan: the company opens a draft of its own (created through the
// API, as dapcon-ciclo.spec.ts does), downloads the CSV template, uploads a CSV with a wrong cell and
// reads the API's message under the file field, then a right one and sees the table (its header, the
// GWP-total A1-A3 figure in the page's language, the history's entry) in a box that scrolls on its own.
// The CSVs are written here from the contract's constants, as the template lays them out.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  CLAVES_CABECERA,
  COLUMNAS_TABLA,
  INDICADORES_NUCLEO,
  mensajeResultados,
  METODOS_LCIA,
  MODULOS_OBLIGATORIOS,
  MODULOS_RESULTADOS,
  type ModuloResultados,
} from '@dapcon/contract/dapcon';
import { crearDapconPorApi, EMPRESA } from './dapcon-support';
import { sidewaysScrolls, signInHome } from './support';

/** The GWP-total A1-A3 figure of the right CSV, and how each language writes it. */
const GWP_A1A3 = '123.456789';
const TEXTOS = {
  es: {
    seccion: 'Resultados (EN 15804+A2)',
    sinTabla: 'Sin tabla de resultados.',
    csv: 'Descargar plantilla CSV',
    archivo: 'Archivo de resultados',
    subir: 'Subir',
    errores: 'Errores del archivo',
    hecho: { titulo: 'Operación realizada', mensaje: 'Tabla de resultados guardada.', aceptar: 'Aceptar' },
    tabla: 'Indicadores básicos de impacto ambiental por módulo (EN 15804+A2)',
    unidad: 'Unidad declarada',
    historial: 'Tabla de resultados',
    gwp: '123,456789',
  },
  ca: {
    seccion: 'Resultats (EN 15804+A2)',
    sinTabla: 'Sense taula de resultats.',
    csv: 'Descarregar plantilla CSV',
    archivo: 'Fitxer de resultats',
    subir: 'Pujar',
    errores: 'Errors del fitxer',
    hecho: { titulo: 'Operació realitzada', mensaje: 'Taula de resultats desada.', aceptar: 'Acceptar' },
    tabla: 'Indicadors bàsics d’impacte ambiental per mòdul (EN 15804+A2)',
    unidad: 'Unitat declarada',
    historial: 'Taula de resultats',
    gwp: '123,456789',
  },
} as const;

/**
 * A results CSV as the template lays it out: a comment, the header block, the heading row, one row per
 * core indicator. Required modules hold a number, A4 too, A5 'ND', the B modules 'MND'; `celda` may
 * write any cell otherwise.
 */
function csvResultados(celda: (indicador: string, modulo: ModuloResultados) => string | undefined = () => undefined): string {
  const valor = (indicador: string, modulo: ModuloResultados, i: number, j: number): string => {
    const dado = celda(indicador, modulo);
    if (dado !== undefined) return dado;
    if (indicador === 'GWP-total' && modulo === 'A1-A3') return GWP_A1A3;
    if (MODULOS_OBLIGATORIOS.includes(modulo) || modulo === 'A4') return `${i + 1}.${j + 1}5`;
    return modulo === 'A5' ? 'ND' : 'MND';
  };
  const lineas = [
    '# DAPcon e2e: results table',
    `${CLAVES_CABECERA.unidad};1;m2`,
    `${CLAVES_CABECERA.masa};25`,
    `${CLAVES_CABECERA.anio};2025`,
    `${CLAVES_CABECERA.metodo};${METODOS_LCIA[0]}`,
    [...COLUMNAS_TABLA, ...MODULOS_RESULTADOS].join(';'),
    ...INDICADORES_NUCLEO.map(({ codigo, unidad }, i) => [codigo, unidad, ...MODULOS_RESULTADOS.map((m, j) => valor(codigo, m, i, j))].join(';')),
  ];
  return `${lineas.join('\n')}\n`;
}

async function toCatalan(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'CA', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'CA', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

for (const lang of ['es', 'ca'] as const) {
  test(`the company fills its draft's results table from the CSV template (${lang.toUpperCase()})`, async ({ page, request }) => {
    const x = TEXTOS[lang];
    const id = await crearDapconPorApi(request, `Resultados e2e ${lang} ${Date.now()}`);
    await signInHome(page, EMPRESA);
    if (lang === 'ca') await toCatalan(page);
    await page.goto(`/dapcon/${id}/1`);
    const seccion = page.getByRole('region', { name: x.seccion });
    await expect(seccion.getByText(x.sinTabla)).toBeVisible();

    // The CSV template: the header block, then the table's heading row.
    const downloading = page.waitForEvent('download');
    await seccion.getByRole('button', { name: x.csv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`dapcon-${id}_resultados.csv`);
    const plantilla = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const claves: readonly string[] = Object.values(CLAVES_CABECERA);
    const lineas = plantilla.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
    expect(lineas.slice(0, 4).map((l) => l.split(';')[0])).toEqual(claves);
    expect(lineas.find((l) => !claves.includes(l.split(';')[0] ?? ''))).toMatch(/^indicador;unidad;A1-A3;/);

    // A wrong cell: the API's message under the field, naming its line; nothing stored.
    const mala = csvResultados((indicador, modulo) => (indicador === 'ODP' && modulo === 'A4' ? 'abc' : undefined));
    const fila = mala.split('\n').findIndex((l) => l.startsWith('ODP;')) + 1;
    const input = seccion.getByLabel(x.archivo);
    await input.setInputFiles({ name: 'resultados-mal.csv', mimeType: 'text/csv', buffer: Buffer.from(mala, 'utf8') });
    await seccion.getByRole('button', { name: x.subir, exact: true }).click();
    const errores = seccion.getByRole('list', { name: x.errores });
    await expect(errores.getByRole('listitem')).toHaveText([mensajeResultados(lang, 'celdaNoValida', { fila, indicador: 'ODP', modulo: 'A4', valor: 'abc' })]);
    const listaId = await errores.getAttribute('id');
    expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(listaId);
    await expect(seccion.getByText(x.sinTabla)).toBeVisible();

    // The right one: stored, said, and shown.
    await input.setInputFiles({ name: 'resultados.csv', mimeType: 'text/csv', buffer: Buffer.from(csvResultados(), 'utf8') });
    await seccion.getByRole('button', { name: x.subir, exact: true }).click();
    const hecho = page.getByRole('dialog', { name: x.hecho.titulo });
    await expect(hecho).toContainText(x.hecho.mensaje);
    await hecho.getByRole('button', { name: x.hecho.aceptar }).click();
    await expect(hecho).toBeHidden();
    const tabla = seccion.getByRole('table', { name: x.tabla });
    await expect(tabla).toBeVisible();
    const gwp = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'GWP-total', exact: true }) });
    await expect(gwp.getByRole('cell').nth(1)).toHaveText(x.gwp);
    await expect(tabla.getByRole('rowheader')).toHaveCount(INDICADORES_NUCLEO.length);
    await expect(seccion.getByText(x.unidad, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('1 m2');
    await expect(seccion).toContainText('resultados.csv');
    await expect(errores).toBeHidden();
    await expect(page.getByTestId('historial-entrada').last()).toContainText(x.historial);

    // Only the table's own box may scroll sideways, never the page.
    expect((await sidewaysScrolls(page)).filter((s) => s.startsWith('the document') || s.startsWith('the main area'))).toEqual([]);
  });
}
