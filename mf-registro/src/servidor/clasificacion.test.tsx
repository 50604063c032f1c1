// A declaration's ECO Platform class on the registry's pages (docs/registry.md 'The ECO Platform
// class'), in ES, CA and EN: the record's row linking to the search by it and the JSON-LD's
// `category`; the search form's select (the classes the registry uses, the one asked for kept even
// when it is not among them, a field error under it); and the search in place sending it.
import { act, fireEvent, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdiomaRegistro } from '@dapcon/contract/registro';
import { hidratar } from '../cliente/hidratar';
import { contexto, ficha, fila, lista } from '../paginas/ejemplos';
import { render } from './render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const IDIOMAS: IdiomaRegistro[] = ['es', 'ca', 'en'];
const ETIQUETA: Record<IdiomaRegistro, string> = { es: 'Clasificación ECO Platform', ca: 'Classificació ECO Platform', en: 'ECO Platform classification' };
const TODAS: Record<IdiomaRegistro, string> = { es: 'Todas las clasificaciones', ca: 'Totes les classificacions', en: 'All classifications' };

// The documents are parsed, not loaded: happy-dom would fetch their style sheet and script.
type Ajustes = { disableCSSFileLoading: boolean; disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean };
const ajustes = (window as unknown as { happyDOM?: { settings: Ajustes } }).happyDOM?.settings;
let antes: Ajustes | undefined;
beforeAll(() => {
  if (!ajustes) return;
  antes = { ...ajustes };
  Object.assign(ajustes, { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
});
afterAll(() => {
  if (ajustes && antes) Object.assign(ajustes, antes);
});

const documento = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const ld = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>;
/** The record's rows, term → definition. */
const datos = (doc: Document) => Object.fromEntries([...doc.querySelectorAll('dl.datos > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')]));

describe("a declaration's class", () => {
  for (const lang of IDIOMAS) {
    it(`is a row of the record linking to the search by it, and the Product's category (${lang})`, () => {
      const doc = documento(render(ficha(), contexto(lang, '/registro/DAPcon-2026-0001')));
      const dd = datos(doc)[ETIQUETA[lang]];
      expect(dd?.textContent).toBe('Ladrillo cara vista 03.01.01');
      expect(dd?.querySelector('a')?.getAttribute('href')).toBe(`/registro?clasificacion=03.01.01&lang=${lang}`);
      expect(ld(doc).category).toBe('Ladrillo cara vista');
    });
  }

  it('is no row and no category when it has none', () => {
    const doc = documento(render(ficha({ clasificacion: null }), contexto('es', '/registro/DAPcon-2026-0001')));
    expect(datos(doc)[ETIQUETA.es]).toBeUndefined();
    expect(ld(doc)).not.toHaveProperty('category');
  });
});

describe('the search by class', () => {
  for (const lang of IDIOMAS) {
    it(`offers the registry's classes in a labelled select, the one asked for chosen (${lang})`, () => {
      const doc = documento(render(lista({ consulta: { clasificacion: '01.01.01' } }), contexto(lang, '/registro?clasificacion=01.01.01')));
      const select = doc.querySelector<HTMLSelectElement>('select[name="clasificacion"]');
      expect(doc.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe(ETIQUETA[lang]);
      expect([...(select?.querySelectorAll('option') ?? [])].map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
        ['', TODAS[lang]],
        ['03.01.01', 'Ladrillo cara vista (03.01.01)'],
        ['01.01.01', 'Hormigón estructural (01.01.01)'],
      ]);
      expect(select?.querySelector('option[selected]')?.getAttribute('value')).toBe('01.01.01');
    });
  }

  it('keeps a class the options lack (a family, a node id) chosen, and shows a field error under it', () => {
    const familia = documento(render(lista({ consulta: { clasificacion: '01' } }), contexto('es', '/registro?clasificacion=01')));
    expect(familia.querySelector('select[name="clasificacion"] option[selected]')?.getAttribute('value')).toBe('01');
    const mala = documento(
      render(lista({ consulta: { clasificacion: 'no vale!' }, errores: ['clasificacion'], resultado: { data: [], total: 0, per_page: 20, current_page: 1 } }), contexto('ca', '/registro')),
    );
    const select = mala.querySelector('select[name="clasificacion"]');
    expect(select?.getAttribute('aria-invalid')).toBe('true');
    expect(mala.getElementById(select?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('La classificació no és vàlida.');
  });
});

describe('the search in place by class', () => {
  let raiz: Root | null = null;
  afterEach(() => {
    act(() => raiz?.unmount());
    raiz = null;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('sends the class chosen to the API and writes it to the URL', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'Success', message: 'OK', data: { data: [fila(9)], total: 1, per_page: 20, current_page: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const html = render(lista(), contexto('en', '/registro'));
    window.history.replaceState(null, '', '/registro?lang=en');
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    await act(async () => {
      raiz = hidratar();
    });
    const select = document.querySelector<HTMLSelectElement>('select[name="clasificacion"]');
    if (!select) throw new Error('no select');
    select.value = '03.01.01';
    await act(async () => {
      fireEvent.submit(select.form as HTMLFormElement);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe('/api/public/dapcon?clasificacion=03.01.01');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/registro?clasificacion=03.01.01&lang=en'));
  });
});
