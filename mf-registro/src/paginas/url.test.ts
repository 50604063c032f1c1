import { describe, expect, it } from 'vitest';
import { urlCertificado, urlIlcd, urlOpenEpd } from '@dapcon/contract/registro';
import {
  conLang,
  consultaDeQuery,
  consultaOrden,
  consultaPagina,
  enlacesPaginador,
  hrefLista,
  ordenActual,
  queryDe,
  rutaLista,
  totalPaginas,
  urlArchivo,
} from './url';

describe('queryDe', () => {
  it('writes only the non-empty parameters, in a stable order whatever the object order', () => {
    expect(queryDe({ page: '2', rcp_id: '3', filter_text: 'teja roja', caducadas: 'true', idioma_id: '', caduca_antes: '  ' })).toBe('filter_text=teja+roja&rcp_id=3&caducadas=true&page=2');
    expect(queryDe({ caducadas: 'true', filter_text: 'a' })).toBe(queryDe({ filter_text: 'a', caducadas: 'true' }));
  });
  it('leaves out page 1 and the default order', () => {
    expect(queryDe({ page: '1', order_by: 'dapcon_valido_desde desc' })).toBe('');
    expect(queryDe({ order_by: 'org_nombre asc' })).toBe('order_by=org_nombre+asc');
  });
  it('encodes what a URL cannot hold', () => {
    expect(queryDe({ filter_text: 'a&b=c/ñ#' })).toBe('filter_text=a%26b%3Dc%2F%C3%B1%23');
    expect(consultaDeQuery(`?${queryDe({ filter_text: 'a&b=c/ñ# x' })}`)).toEqual({ filter_text: 'a&b=c/ñ# x' });
  });
});

describe('paths and lang', () => {
  it('adds lang after the other parameters, or as the first', () => {
    expect(conLang('/registro', 'ca')).toBe('/registro?lang=ca');
    expect(conLang('/registro?rcp_id=3', 'en')).toBe('/registro?rcp_id=3&lang=en');
    expect(conLang('/registro/DAPcon-1#x', 'es')).toBe('/registro/DAPcon-1?lang=es#x');
    expect(rutaLista({})).toBe('/registro');
    expect(hrefLista({ rcp_id: '3', page: '1' }, 'ca')).toBe('/registro?rcp_id=3&lang=ca');
  });
  it('reads a list state back from a URL, lang and unknown parameters left out', () => {
    expect(consultaDeQuery('?rcp_id=3&lang=ca&x=1&filter_text=&page=2')).toEqual({ rcp_id: '3', page: '2' });
  });
});

describe('sorting', () => {
  it('reads the order, the default when absent or unknown', () => {
    expect(ordenActual({})).toEqual({ campo: 'dapcon_valido_desde', direccion: 'desc' });
    expect(ordenActual({ order_by: 'org_nombre' })).toEqual({ campo: 'org_nombre', direccion: 'asc' });
    expect(ordenActual({ order_by: 'org_nombre DESC' })).toEqual({ campo: 'org_nombre', direccion: 'desc' });
    expect(ordenActual({ order_by: 'org_cif asc' })).toEqual({ campo: 'dapcon_valido_desde', direccion: 'desc' });
  });
  it('toggles the same field, starts another ascending, and goes back to page 1', () => {
    expect(consultaOrden({ rcp_id: '3', page: '4' }, 'dapcon_valido_desde')).toEqual({ rcp_id: '3', order_by: 'dapcon_valido_desde asc' });
    expect(consultaOrden({ order_by: 'org_nombre asc' }, 'org_nombre')).toEqual({ order_by: 'org_nombre desc' });
    expect(consultaOrden({ order_by: 'org_nombre desc', page: '2' }, 'dapcon_codigo')).toEqual({ order_by: 'dapcon_codigo asc' });
  });
});

describe('paging', () => {
  it('counts pages (1 when empty)', () => {
    expect(totalPaginas(0, 20)).toBe(1);
    expect(totalPaginas(20, 20)).toBe(1);
    expect(totalPaginas(21, 20)).toBe(2);
    expect(totalPaginas(279, 20)).toBe(14);
  });
  it('links the previous and next pages, none past either end', () => {
    const c = { rcp_id: '3' };
    expect(enlacesPaginador(c, 1, 3)).toEqual({ anterior: null, siguiente: { rcp_id: '3', page: '2' } });
    expect(enlacesPaginador(c, 3, 3)).toEqual({ anterior: { rcp_id: '3', page: '2' }, siguiente: null });
    expect(enlacesPaginador(c, 1, 1)).toEqual({ anterior: null, siguiente: null });
    // Past the last page (an old link): back to the last one.
    expect(enlacesPaginador(c, 9, 3).anterior).toEqual({ rcp_id: '3', page: '3' });
    expect(hrefLista(consultaPagina(c, 1), 'es')).toBe('/registro?rcp_id=3&lang=es');
  });
});

describe("the declaration's files", () => {
  it("are the contract's addresses: the certificate in the page's language, the two exports", () => {
    for (const codigo of ['DAPcon-2026-0001', 'X.1_2']) {
      for (const lang of ['es', 'ca', 'en'] as const) {
        expect(urlArchivo(codigo, 'certificado', lang)).toBe(urlCertificado(codigo, lang));
        expect(urlArchivo(codigo, 'openepd', lang)).toBe(urlOpenEpd(codigo));
        expect(urlArchivo(codigo, 'ilcd', lang)).toBe(urlIlcd(codigo));
      }
    }
  });
});
