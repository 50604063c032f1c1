import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdiomaRegistro, PaginaRegistro } from '@dapcon/contract/registro';
import { contexto, ficha, fila, lista, resultadosEjemplo } from '../paginas/ejemplos';
import { escaparHtml, jsonEnScript } from './escapar';
import { ACTIVOS, render } from './render';
import { TEXTOS } from '../paginas/textos';

const IDIOMAS: IdiomaRegistro[] = ['es', 'ca', 'en'];

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

function documento(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
/** JSON-LD as the tests read it: any depth of objects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON tree read by the assertions
type Ld = Record<string, any>;
const ld = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Ld;
const datos = (doc: Document) => JSON.parse(doc.getElementById('registro-datos')?.textContent ?? 'null') as { pagina: PaginaRegistro };

describe('the document around each page', () => {
  for (const lang of IDIOMAS) {
    it(`lang, title, canonical, hreflang, assets (${lang})`, () => {
      const html = render(lista({ consulta: { rcp_id: '3' } }), contexto(lang, '/registro?rcp_id=3'));
      expect(html.startsWith('<!doctype html>\n<html lang="' + lang + '">')).toBe(true);
      const doc = documento(html);
      expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
      expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
      expect(doc.title).toContain('DAPcon');
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://dapcon.example.org/registro?rcp_id=3&lang=${lang}`);
      const alternas = Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      expect(alternas).toEqual({
        es: 'https://dapcon.example.org/registro?rcp_id=3&lang=es',
        ca: 'https://dapcon.example.org/registro?rcp_id=3&lang=ca',
        en: 'https://dapcon.example.org/registro?rcp_id=3&lang=en',
        'x-default': 'https://dapcon.example.org/registro?rcp_id=3',
      });
      expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(`/remotes/mf-registro/0.1.0-3f9a1c2b/${ACTIVOS.css}`);
      const script = doc.querySelector('script[src]');
      expect(script?.getAttribute('type')).toBe('module');
      expect(script?.getAttribute('src')).toBe(`/remotes/mf-registro/0.1.0-3f9a1c2b/${ACTIVOS.js}`);
      // No inline script: every script is the module or a data block.
      for (const s of doc.querySelectorAll('script:not([src])')) expect(['application/ld+json', 'application/json']).toContain(s.getAttribute('type'));
      expect(html).not.toMatch(/<style|style="/);
      // The language switch: the same path in each language, the current one marked.
      const enlaces = [...doc.querySelectorAll('nav.idiomas a')];
      expect(enlaces.map((a) => [a.getAttribute('hreflang'), a.getAttribute('lang'), a.getAttribute('href')])).toEqual(IDIOMAS.map((l) => [l, l, `/registro?rcp_id=3&lang=${l}`]));
      expect(doc.querySelector('nav.idiomas a[aria-current="true"]')?.getAttribute('lang')).toBe(lang);
      expect(doc.querySelector('main#contenido')).not.toBeNull();
      expect(doc.querySelector('a.saltar')?.getAttribute('href')).toBe('#contenido');
      expect(datos(doc).pagina.tipo).toBe('lista');
    });
  }
});

describe('a declaration', () => {
  for (const lang of IDIOMAS) {
    it(`its record, documents, logo and JSON-LD (${lang})`, () => {
      const doc = documento(render(ficha(), contexto(lang, '/registro/DAPcon-2026-0001')));
      expect(doc.querySelector('h1')?.textContent).toBe('Teja cerámica 1');
      expect(doc.title).toBe('DAPcon-2026-0001 · Teja cerámica 1 · DAPcon');
      const img = doc.querySelector('img.logo');
      expect(img?.getAttribute('src')).toBe('/api/public/dapcon/DAPcon-2026-0001/logo');
      expect(img?.getAttribute('alt')).toContain('Cerámicas 1 S.L.');
      const texto = doc.querySelector('main')?.textContent ?? '';
      expect(texto).toContain('B12345671');
      expect(texto).toContain('Marta Puig Soler');
      expect(texto).toContain('RCP 002');
      expect(texto).toContain(lang === 'en' ? '29 Nov 2026' : '29/11/2026');
      expect(texto).toContain(lang === 'en' ? '29 Nov 2021' : '29/11/2021');
      expect(doc.querySelector('.aviso-caducada')).toBeNull();
      const docs = [...doc.querySelectorAll('section[aria-labelledby="documentos-titulo"] a')];
      expect(docs.map((a) => a.getAttribute('href'))).toEqual(['/api/public/dapcon/DAPcon-2026-0001/documento/es', '/api/public/dapcon/DAPcon-2026-0001/documento/ca']);
      // The certificate in the page's language and the two exports, each a download.
      const descargas = [...doc.querySelectorAll('section[aria-labelledby="descargas-titulo"] a')];
      expect(descargas.map((a) => a.getAttribute('href'))).toEqual([
        `/api/public/dapcon/DAPcon-2026-0001/certificado?lang=${lang}`,
        '/api/public/dapcon/DAPcon-2026-0001/openepd',
        '/api/public/dapcon/DAPcon-2026-0001/ilcd',
      ]);
      expect(descargas.every((a) => a.hasAttribute('download'))).toBe(true);
      expect(descargas[0]?.textContent).toBe({ es: 'Certificado de registro (PDF)', ca: 'Certificat de registre (PDF)', en: 'Certificate of registration (PDF)' }[lang]);
      expect(docs[0]?.getAttribute('hreflang')).toBe('es');
      expect(doc.querySelector(`a[href="/registro?lang=${lang}"]`)).not.toBeNull();
      expect(doc.querySelector(`a[href="/registro?organizacion_id=11&lang=${lang}"]`)).not.toBeNull();

      const json = ld(doc);
      expect(json['@type']).toBe('Product');
      expect(json.name).toBe('Teja cerámica 1');
      expect(json.manufacturer).toMatchObject({ '@type': 'Organization', name: 'Cerámicas 1 S.L.', taxID: 'B12345671' });
      expect(json.logo).toBe('https://dapcon.example.org/api/public/dapcon/DAPcon-2026-0001/logo');
      expect(json.url).toBe('https://dapcon.example.org/registro/DAPcon-2026-0001');
      expect(json.hasCertification).toEqual({
        '@type': 'Certification',
        name: 'DAPcon',
        certificationIdentification: 'DAPcon-2026-0001',
        issuedBy: { '@type': 'Organization', name: 'Programa DAPcon' },
        validFrom: '2021-11-29',
        expires: '2026-11-29',
        certificationStatus: 'https://schema.org/CertificationActive',
        url: 'https://dapcon.example.org/registro/DAPcon-2026-0001',
      });
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    });
  }

  it('says clearly when it has expired', () => {
    for (const [lang, aviso] of [
      ['es', 'Esta declaración caducó el 01/03/2025; ya no está vigente.'],
      ['ca', 'Aquesta declaració va caducar el 01/03/2025; ja no és vigent.'],
      ['en', 'This declaration expired on 1 Mar 2025; it is no longer valid.'],
    ] as const) {
      const doc = documento(render(ficha({ estado: 'caducada', dapcon_valido_hasta: '2025-03-01' }), contexto(lang, '/registro/DAPcon-2026-0001')));
      expect(doc.querySelector('.aviso-caducada')?.textContent).toContain(aviso);
      expect(doc.querySelector('.estado-caducada')?.textContent).toBe({ es: 'Caducada', ca: 'Caducada', en: 'Expired' }[lang]);
      expect(ld(doc).hasCertification.certificationStatus).toBe('https://schema.org/CertificationInactive');
    }
  });

  it('shows its results table: the header, a captioned table with its headers, every digit in the page language, ND/MND as written, — for empty', () => {
    for (const [lang, titulo, unidad, cifra, leyenda] of [
      ['es', 'Resultados (EN 15804+A2)', '1 m2', '12,345', 'ND: no declarado.'],
      ['ca', 'Resultats (EN 15804+A2)', '1 m2', '12,345', 'ND: no declarat.'],
      ['en', 'Results (EN 15804+A2)', '1 m2', '12.345', 'ND: not declared.'],
    ] as const) {
      const doc = documento(render(ficha({ resultados: resultadosEjemplo() }), contexto(lang, '/registro/DAPcon-2026-0001')));
      const seccion = doc.querySelector('section.resultados');
      expect(seccion?.querySelector('h2')?.textContent).toBe(titulo);
      expect(seccion?.querySelector('dd')?.textContent).toBe(unidad);
      const tabla = seccion?.querySelector('table');
      expect(tabla?.querySelector('caption')?.textContent).toBe(TEXTOS[lang].tablaResultados);
      // The box the table scrolls in is named by the caption and reachable by the keyboard.
      expect(tabla?.parentElement?.getAttribute('aria-labelledby')).toBe(tabla?.querySelector('caption')?.id);
      expect(tabla?.parentElement?.getAttribute('tabindex')).toBe('0');
      const cabeceras = [...(tabla?.querySelectorAll('thead th') ?? [])];
      expect(cabeceras.map((th) => th.textContent)).toEqual([TEXTOS[lang].indicador, TEXTOS[lang].unidadIndicador, 'A1-A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'C1', 'C2', 'C3', 'C4', 'D']);
      expect(cabeceras.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
      const [gwp, odp] = [...(tabla?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => c.textContent));
      expect(gwp?.slice(0, 6)).toEqual(['GWP-total', 'kg CO2 eq', cifra, lang === 'en' ? '0.4' : '0,4', 'ND', 'MND']);
      expect(gwp?.[6]).toBe('—');
      expect(odp?.[2]).toBe(lang === 'en' ? '0.00000021' : '0,00000021');
      expect(odp?.at(-1)).toBe(lang === 'en' ? '-0.000000003' : '-0,000000003');
      expect(tabla?.querySelector('tbody th')?.getAttribute('scope')).toBe('row');
      expect(seccion?.textContent).toContain(leyenda);
    }
    // None without a table.
    expect(documento(render(ficha(), contexto('es', '/registro/DAPcon-2026-0001'))).querySelector('section.resultados')).toBeNull();
  });

  it('has no img without a logo', () => {
    const doc = documento(render(ficha({ logo_url: null }), contexto('es', '/registro/DAPcon-2026-0001')));
    expect(doc.querySelector('img')).toBeNull();
    expect(ld(doc).logo).toBeUndefined();
  });

  it("shows no tax id for a sole trader (the API sends none: it would be a person's NIF)", () => {
    const base = ficha();
    const doc = documento(render(ficha({ empresa: { ...base.dapcon.empresa, org_cif: null } }), contexto('es', '/registro/DAPcon-2026-0001')));
    expect([...doc.querySelectorAll('dt')].map((dt) => dt.textContent)).not.toContain(TEXTOS.es.cif);
    expect((ld(doc).manufacturer as Record<string, unknown>).taxID).toBeUndefined();
    const conCif = documento(render(base, contexto('es', '/registro/DAPcon-2026-0001')));
    expect([...conCif.querySelectorAll('dt')].map((dt) => dt.textContent)).toContain(TEXTOS.es.cif);
  });

  it('keeps hostile text inert: in the markup, the title, the JSON-LD and the props block', () => {
    const malo = 'Teja </script><b>negrita</b><script>alert(1)</script> & "comillas" \u2028';
    const html = render(ficha({ dv_nombre_producto: malo, empresa: { org_id: 1, org_nombre: '<img src=x onerror=alert(1)>', org_cif: 'B1' } }), contexto('es', '/registro/X?"><script>'));
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const doc = documento(html);
    expect(doc.querySelectorAll('b')).toHaveLength(0);
    expect(doc.querySelector('h1')?.textContent).toBe(malo);
    expect(doc.title).toContain(malo.trim());
    expect(ld(doc).name).toBe(malo);
    expect((datos(doc).pagina as { dapcon: { dv_nombre_producto: string } }).dapcon.dv_nombre_producto).toBe(malo);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://dapcon.example.org/registro/X?"><script>&lang=es');
  });

  it('escapes JSON and HTML as the blocks need', () => {
    expect(jsonEnScript({ a: '</script><!-- & \u2028\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}');
    expect(JSON.parse(jsonEnScript({ a: '</script>&\u2028' }))).toEqual({ a: '</script>&\u2028' });
    expect(escaparHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
  });
});

describe('the search', () => {
  it('the rows: code, product, company, RCP, validity, state; links in the page language', () => {
    const doc = documento(render(lista(), contexto('ca')));
    expect(doc.querySelector('h1')?.textContent).toBe('Registre de declaracions ambientals de producte');
    const filas = [...doc.querySelectorAll('tbody tr')];
    expect(filas).toHaveLength(2);
    expect(filas[0]?.querySelector('th a')?.getAttribute('href')).toBe('/registro/DAPcon-2026-0001?lang=ca');
    expect(filas[0]?.querySelectorAll('td a')[0]?.getAttribute('href')).toBe('/registro?organizacion_id=11&lang=ca');
    expect(filas[0]?.textContent).toContain('RCP 002');
    expect(filas[0]?.textContent).toContain('29/11/2026');
    expect(filas[0]?.textContent).toContain('Publicada');
    expect(filas[1]?.querySelector('.estado-caducada')?.textContent).toBe('Caducada');
    expect(doc.querySelector('caption')?.textContent).toBe('42 declaracions trobades · Pàgina 1 de 3');
  });

  it('the form: a GET to /registro, every field labelled, the values kept, lang hidden', () => {
    const doc = documento(render(lista({ consulta: { filter_text: 'teja', rcp_id: '4', idioma_id: '2', caduca_antes: '2027-01-01', caducadas: 'true', order_by: 'org_nombre asc' } }), contexto('en', '/registro?filter_text=teja')));
    const form = doc.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/registro');
    for (const campo of form?.querySelectorAll('input:not([type="hidden"]), select') ?? []) expect(doc.querySelector(`label[for="${campo.id}"]`), campo.id).not.toBeNull();
    expect(doc.querySelector<HTMLInputElement>('input[name="filter_text"]')?.getAttribute('value')).toBe('teja');
    expect(doc.querySelector('select[name="rcp_id"] option[selected]')?.getAttribute('value')).toBe('4');
    expect(doc.querySelector('select[name="idioma_id"] option[selected]')?.textContent).toBe('Català');
    expect(doc.querySelector('input[name="caduca_antes"]')?.getAttribute('value')).toBe('2027-01-01');
    expect(doc.querySelector('input[name="caducadas"]')?.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('input[type="hidden"][name="lang"]')?.getAttribute('value')).toBe('en');
    expect(doc.querySelector('input[type="hidden"][name="order_by"]')?.getAttribute('value')).toBe('org_nombre asc');
  });

  it('shows a field error under its field, tied to it, and no results', () => {
    const doc = documento(render(lista({ consulta: { caduca_antes: '2026-02-31' }, errores: ['caduca_antes', 'page'], resultado: { data: [], total: 0, per_page: 20, current_page: 1 } }), contexto('es', '/registro?caduca_antes=2026-02-31')));
    const campo = doc.querySelector('input[name="caduca_antes"]');
    expect(campo?.getAttribute('aria-invalid')).toBe('true');
    const ids = campo?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toContain('error-caduca_antes');
    expect(doc.getElementById('error-caduca_antes')?.textContent).toBe('La fecha no es válida: use el formato aaaa-mm-dd.');
    expect(campo?.parentElement?.contains(doc.getElementById('error-caduca_antes'))).toBe(true);
    expect(doc.querySelector('input[name="filter_text"]')?.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('.errores-resumen')?.textContent).toContain('La página no es válida.');
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('sort links: aria-sort on the sorted column, toggling its direction, page reset', () => {
    const doc = documento(render(lista({ consulta: { rcp_id: '3', order_by: 'org_nombre asc', page: '2' }, resultado: { ...lista().resultado, current_page: 2 } }), contexto('es', '/registro?rcp_id=3&order_by=org_nombre+asc&page=2')));
    const ths = [...doc.querySelectorAll('thead th')];
    expect(ths.map((th) => th.getAttribute('aria-sort'))).toEqual([null, null, 'ascending', null, null, null, null]);
    const enlace = (i: number) => ths[i]?.querySelector('a')?.getAttribute('href');
    expect(enlace(2)).toBe('/registro?rcp_id=3&order_by=org_nombre+desc&lang=es');
    expect(enlace(0)).toBe('/registro?rcp_id=3&order_by=dapcon_codigo+asc&lang=es');
    expect(enlace(3)).toBeUndefined();
    expect(ths[2]?.textContent).toContain('orden ascendente');
  });

  it('writes its URLs from its state: the empty fields of a form sent without JavaScript left out', () => {
    const doc = documento(render(lista({ consulta: { filter_text: '', rcp_id: '3', idioma_id: '', caduca_antes: '', page: '1' } }), contexto('es', '/registro?filter_text=&rcp_id=3&idioma_id=&caduca_antes=&page=1')));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://dapcon.example.org/registro?rcp_id=3&lang=es');
    expect(doc.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe('https://dapcon.example.org/registro?rcp_id=3');
    expect(doc.querySelector('nav.idiomas a[hreflang="ca"]')?.getAttribute('href')).toBe('/registro?rcp_id=3&lang=ca');
  });

  it('the default order is marked on its column', () => {
    const doc = documento(render(lista(), contexto('en')));
    expect(doc.querySelector('th[aria-sort]')?.textContent).toContain('Valid from');
    expect(doc.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('pager: previous and next with the query kept, "Página X de Y"', () => {
    const doc = documento(render(lista({ consulta: { filter_text: 'teja', page: '2' }, resultado: { ...lista().resultado, current_page: 2 } }), contexto('es', '/registro?filter_text=teja&page=2')));
    const nav = doc.querySelector('nav.paginador');
    expect(nav?.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/registro?filter_text=teja&lang=es');
    expect(nav?.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/registro?filter_text=teja&page=3&lang=es');
    expect(nav?.textContent).toContain('Página 2 de 3');
    expect(doc.title).toContain('Página 2 de 3');
    const primera = documento(render(lista(), contexto('es')));
    expect(primera.querySelector('a[rel="prev"]')).toBeNull();
    expect(primera.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/registro?page=2&lang=es');
    const una = documento(render(lista({ resultado: { data: [fila(1)], total: 1, per_page: 20, current_page: 1 } }), contexto('es')));
    expect(una.querySelector('nav.paginador')).toBeNull();
  });

  it('an empty result says so', () => {
    const doc = documento(render(lista({ resultado: { data: [], total: 0, per_page: 20, current_page: 1 } }), contexto('es')));
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.querySelector('.vacio')?.textContent).toContain('No hay ninguna declaración que cumpla estos criterios.');
  });

  it("names the company in the heading and the title", () => {
    const doc = documento(render(lista({ consulta: { organizacion_id: '11' }, empresa: 'Cerámicas 1 S.L.' }), contexto('es', '/registro?organizacion_id=11')));
    expect(doc.querySelector('h1')?.textContent).toBe('Declaraciones de Cerámicas 1 S.L.');
    expect(doc.title).toBe('Declaraciones de Cerámicas 1 S.L. · DAPcon');
    expect(doc.querySelector('input[type="hidden"][name="organizacion_id"]')?.getAttribute('value')).toBe('11');
    expect(doc.querySelector('.filtro-empresa a')?.getAttribute('href')).toBe('/registro?lang=es');
  });

  it('JSON-LD: a CollectionPage with the rows as an ItemList', () => {
    const doc = documento(render(lista({ consulta: { page: '2' }, resultado: { ...lista().resultado, current_page: 2 } }), contexto('en', '/registro?page=2')));
    const json = ld(doc);
    expect(json['@type']).toBe('CollectionPage');
    expect(json.url).toBe('https://dapcon.example.org/registro?page=2&lang=en');
    expect(json.mainEntity['@type']).toBe('ItemList');
    expect(json.mainEntity.numberOfItems).toBe(42);
    expect(json.mainEntity.itemListElement).toEqual([
      { '@type': 'ListItem', position: 21, url: 'https://dapcon.example.org/registro/DAPcon-2026-0001?lang=en', name: 'DAPcon-2026-0001 · Teja cerámica 1' },
      { '@type': 'ListItem', position: 22, url: 'https://dapcon.example.org/registro/DAPcon-2026-0002?lang=en', name: 'DAPcon-2026-0002 · Teja cerámica 2' },
    ]);
  });
});

describe('an unknown code', () => {
  for (const lang of IDIOMAS) {
    it(`a 404 page, not indexed (${lang})`, () => {
      const doc = documento(render({ tipo: 'no-encontrada', codigo: 'DAPcon-9999' }, contexto(lang, '/registro/DAPcon-9999')));
      expect(doc.documentElement.getAttribute('lang')).toBe(lang);
      expect(doc.querySelector('h1')?.textContent).toBe({ es: 'Declaración no encontrada', ca: 'Declaració no trobada', en: 'Declaration not found' }[lang]);
      expect(doc.querySelector('main')?.textContent).toContain('DAPcon-9999');
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://dapcon.example.org/registro/DAPcon-9999?lang=${lang}`);
    });
  }
});

describe('a withdrawn declaration', () => {
  const pagina = { tipo: 'retirada', codigo: 'DAPcon-2025-0012', producto: 'Adoquín <bicapa>', retirada_el: '2026-02-10' } as const;
  const esperado = {
    es: { h1: 'Declaración retirada', texto: 'ha sido retirada del programa DAPcon', fecha: 'Retirada el 10/02/2026.' },
    ca: { h1: 'Declaració retirada', texto: 'ha estat retirada del programa DAPcon', fecha: 'Retirada el 10/02/2026.' },
    en: { h1: 'Declaration withdrawn', texto: 'has been withdrawn from the DAPcon programme', fecha: 'Withdrawn on 10 Feb 2026.' },
  };
  for (const lang of IDIOMAS) {
    it(`a 410 page: code, product, the day, no reason; title and description; not indexed, no JSON-LD (${lang})`, () => {
      const doc = documento(render(pagina, contexto(lang, '/registro/DAPcon-2025-0012')));
      expect(doc.documentElement.getAttribute('lang')).toBe(lang);
      expect(doc.querySelector('h1')?.textContent).toBe(esperado[lang].h1);
      const main = doc.querySelector('main')?.textContent ?? '';
      expect(main).toContain('DAPcon-2025-0012');
      expect(main).toContain('Adoquín <bicapa>');
      expect(main).toContain(esperado[lang].texto);
      expect(doc.querySelector('main time')?.getAttribute('datetime')).toBe('2026-02-10');
      expect(doc.querySelector('main time')?.textContent).toBe(esperado[lang].fecha);
      expect(doc.title).toBe(`${esperado[lang].h1}: DAPcon-2025-0012 · ${TEXTOS[lang].programaCorto}`);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(TEXTOS[lang].retirada('DAPcon-2025-0012', 'Adoquín <bicapa>'));
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
      expect(doc.querySelector(`main a[href="/registro?lang=${lang}"]`)?.textContent).toBe(TEXTOS[lang].volver);
      expect(datos(doc).pagina).toEqual(pagina);
    });
  }

  it('without a day (a withdrawal with no history row) says so without one', () => {
    const doc = documento(render({ ...pagina, retirada_el: '' }, contexto('es', '/registro/DAPcon-2025-0012')));
    expect(doc.querySelector('main time')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Declaración retirada');
  });
});
