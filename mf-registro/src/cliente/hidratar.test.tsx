import { act, fireEvent, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaginaRegistro } from '@dapcon/contract/registro';
import { contexto, ficha, fila, lista } from '../paginas/ejemplos';
import { render } from '../servidor/render';
import { hidratar } from './hidratar';

// React's test environment flag: act() warns without it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let raiz: Root | null = null;
let errores: ReturnType<typeof vi.spyOn>;

/** The server's page in the test's document (its body: the markup and the props block), at its URL. */
function servir(pagina: PaginaRegistro, url: string, lang: 'es' | 'ca' | 'en' = 'es') {
  const html = render(pagina, contexto(lang, url.replace(/[?&]lang=[a-z]{2}/, '')));
  const cuerpo = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  window.history.replaceState(null, '', url);
  document.body.innerHTML = cuerpo;
}

async function hidratarYa() {
  await act(async () => {
    raiz = hidratar();
  });
  expect(raiz).not.toBeNull();
}

function respuesta(cuerpo: unknown, status = 200): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}
const pagina = (data: ReturnType<typeof fila>[], total = data.length, current_page = 1) => ({ status: 'Success', message: 'OK', data: { data, total, per_page: 20, current_page } });

const filas = () => [...document.querySelectorAll('tbody tr th a')].map((a) => a.textContent);
const llamadas = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  errores = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => raiz?.unmount());
  raiz = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('hydration', () => {
  for (const [nombre, p, url] of [
    ['the search', lista({ consulta: { rcp_id: '3', caducadas: 'true', order_by: 'org_nombre asc' } }), '/registro?rcp_id=3&caducadas=true&order_by=org_nombre+asc&lang=ca'],
    ['a declaration', ficha(), '/registro/DAPcon-2026-0001?lang=ca'],
    ['an expired one without a logo', ficha({ estado: 'caducada', logo_url: null }), '/registro/DAPcon-2026-0001?lang=ca'],
    ['an unknown code', { tipo: 'no-encontrada', codigo: 'X' } as const, '/registro/X?lang=ca'],
    ['a search with errors', lista({ consulta: { caduca_antes: 'mañana' }, errores: ['caduca_antes'], resultado: { data: [], total: 0, per_page: 20, current_page: 1 } }), '/registro?caduca_antes=ma%C3%B1ana&lang=ca'],
  ] as const) {
    it(`takes over ${nombre} without a mismatch`, async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      servir(p, url, 'ca');
      const antes = document.getElementById('registro')?.innerHTML;
      await hidratarYa();
      expect(errores).not.toHaveBeenCalled();
      expect(document.getElementById('registro')?.innerHTML).toBe(antes);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  }

  it('does nothing on a page without the props block', () => {
    document.body.innerHTML = '<div id="registro"></div>';
    expect(hidratar()).toBeNull();
  });
});

describe('the search in place', () => {
  it('submitting the form calls the API with the query and the language, then shows its rows', async () => {
    const fetchMock = vi.fn(async () => respuesta(pagina([fila(7)])));
    vi.stubGlobal('fetch', fetchMock);
    servir(lista({ consulta: { rcp_id: '3' } }), '/registro?rcp_id=3&lang=es');
    await hidratarYa();
    expect(filas()).toEqual(['DAPcon-2026-0001', 'DAPcon-2026-0002']);

    const texto = document.querySelector<HTMLInputElement>('input[name="filter_text"]')!;
    texto.value = 'ladrillo caravista';
    const form = document.querySelector('form')!;
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(filas()).toEqual(['DAPcon-2026-0007']));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/dapcon?filter_text=ladrillo+caravista&rcp_id=3');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es');
    expect(window.location.pathname + window.location.search).toBe('/registro?filter_text=ladrillo+caravista&rcp_id=3&lang=es');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('1 declaración encontrada');
    expect(document.querySelector('caption')?.textContent).toBe('1 declaración encontrada');
    expect(document.querySelector('.resultados')?.getAttribute('aria-busy')).toBe('false');
    // The language switch follows the new state.
    expect(document.querySelector('nav.idiomas a[hreflang="en"]')?.getAttribute('href')).toBe('/registro?filter_text=ladrillo+caravista&rcp_id=3&lang=en');
    expect(errores).not.toHaveBeenCalled();
  });

  it('is busy while loading', async () => {
    let responder: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((ok) => (responder = ok))));
    servir(lista(), '/registro?lang=en', 'en');
    await hidratarYa();
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    expect(document.querySelector('.resultados')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    await act(async () => responder(respuesta(pagina([]))));
    await waitFor(() => expect(document.querySelector('.resultados')?.getAttribute('aria-busy')).toBe('false'));
    expect(document.querySelector('.vacio')?.textContent).toContain('No declaration matches these criteria.');
  });

  it('sort and pager links load in place; back goes to the previous state', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      respuesta(url.includes('page=2') ? pagina([fila(21), fila(22)], 42, 2) : url.includes('order_by') ? pagina([fila(9), fila(8)], 42, 1) : pagina([fila(1), fila(2)], 42, 1)),
    );
    vi.stubGlobal('fetch', fetchMock);
    servir(lista(), '/registro?lang=es');
    await hidratarYa();

    await act(async () => {
      fireEvent.click(document.querySelector('thead th:nth-child(1) a')!);
    });
    await waitFor(() => expect(filas()).toEqual(['DAPcon-2026-0009', 'DAPcon-2026-0008']));
    expect(llamadas(fetchMock)).toEqual(['/api/public/dapcon?order_by=dapcon_codigo+asc']);
    expect(window.location.search).toBe('?order_by=dapcon_codigo+asc&lang=es');
    expect(document.querySelector('thead th:nth-child(1)')?.getAttribute('aria-sort')).toBe('ascending');
    expect(document.querySelector('thead th:nth-child(1) a')?.getAttribute('href')).toBe('/registro?order_by=dapcon_codigo+desc&lang=es');

    await act(async () => {
      fireEvent.click(document.querySelector('a[rel="next"]')!);
    });
    await waitFor(() => expect(filas()).toEqual(['DAPcon-2026-0021', 'DAPcon-2026-0022']));
    expect(llamadas(fetchMock)[1]).toBe('/api/public/dapcon?order_by=dapcon_codigo+asc&page=2');
    expect(document.querySelector('.paginador')?.textContent).toContain('Página 2 de 3');
    expect(document.title).toBe('Registro de declaraciones ambientales de producto · Página 2 de 3 · DAPcon');
    expect(document.activeElement?.id).toBe('resultados-titulo');

    // Back: the browser restores the URL, the page loads its state.
    window.history.replaceState(null, '', '/registro?order_by=dapcon_codigo+asc&lang=es');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(filas()).toEqual(['DAPcon-2026-0009', 'DAPcon-2026-0008']));
    expect(llamadas(fetchMock)[2]).toBe('/api/public/dapcon?order_by=dapcon_codigo+asc');

    // A skip link's fragment pops the state shown: nothing to load.
    window.history.replaceState(null, '', '/registro?order_by=dapcon_codigo+asc&lang=es#contenido');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("the 'expired' checkbox loads at once", async () => {
    const fetchMock = vi.fn(async () => respuesta(pagina([fila(3, { estado: 'caducada' })])));
    vi.stubGlobal('fetch', fetchMock);
    servir(lista(), '/registro?lang=ca', 'ca');
    await hidratarYa();
    await act(async () => {
      fireEvent.click(document.querySelector('input[name="caducadas"]')!);
    });
    await waitFor(() => expect(filas()).toEqual(['DAPcon-2026-0003']));
    expect(llamadas(fetchMock)).toEqual(['/api/public/dapcon?caducadas=true']);
    expect(window.location.search).toBe('?caducadas=true&lang=ca');
  });

  it('a failed load keeps the rows and says so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => respuesta({ status: 'Error', message: 'Demasiados intentos' }, 429)));
    servir(lista(), '/registro?lang=es');
    await hidratarYa();
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    await waitFor(() => expect(document.querySelector('.error-carga')?.textContent).toBe('No se han podido cargar los resultados. Inténtelo de nuevo.'));
    expect(filas()).toEqual(['DAPcon-2026-0001', 'DAPcon-2026-0002']);
    expect(window.location.search).toBe('?lang=es');
    expect(document.querySelector('.resultados')?.getAttribute('aria-busy')).toBe('false');
  });

  it("a 422 shows the field's message under it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => respuesta({ status: 'Error', message: 'Datos no válidos', errors: { caduca_antes: ['La fecha no es válida.'] } }, 422)));
    servir(lista(), '/registro?lang=es');
    await hidratarYa();
    document.querySelector<HTMLInputElement>('input[name="caduca_antes"]')!.value = '2026-02-30';
    await act(async () => {
      fireEvent.submit(document.querySelector('form')!);
    });
    await waitFor(() => expect(document.getElementById('error-caduca_antes')?.textContent).toBe('La fecha no es válida: use el formato aaaa-mm-dd.'));
    expect(document.querySelector('input[name="caduca_antes"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('table')).toBeNull();
  });

  it('links to a declaration and to a company stay plain navigations', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    servir(lista(), '/registro?lang=es');
    await hidratarYa();
    const codigo = document.querySelector<HTMLAnchorElement>('tbody th a')!;
    const empresa = document.querySelector<HTMLAnchorElement>('tbody td a')!;
    for (const a of [codigo, empresa]) {
      const evento = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      // Stop happy-dom from navigating the test's window; React's handler runs before this one.
      document.addEventListener('click', (e) => e.preventDefault(), { once: true });
      a.dispatchEvent(evento);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?lang=es');
  });
});
