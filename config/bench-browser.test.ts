// The browser bench against react-admin (scripts/bench-browser.mjs, bench/peer/): what it computes
// without a browser. ra-data-simple-rest's list request read as the portal's API reads its lists, and
// the answer as ra-data-simple-rest reads it; the medians, ratios and the screens each area is opened at.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without types
import { firstScreens, median, pairedRatios, ratioText, screenAllows, scriptTotals, spread, spreadRatio } from '../scripts/bench-browser.mjs';
// @ts-expect-error: plain ES modules without types
import { contentRange, listAnswer, listRequest } from '../bench/peer/rest.mjs';

const q = (text: string) => new URLSearchParams(text);
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('the peer’s list request, as the API reads it', () => {
  it('reads ra-data-simple-rest’s first page of 20 as the API’s page 1, sorted and filtered', () => {
    const r = listRequest(q(`sort=${enc(['org_nombre', 'ASC'])}&range=${enc([0, 19])}&filter=${enc({})}`));
    expect(r).toEqual({ paths: ['/api/organizaciones?order_by=org_nombre+asc&page=1'], skip: 0, take: 20, start: 0 });
    const s = listRequest(q(`sort=${enc(['org_cif', 'DESC'])}&range=${enc([20, 39])}&filter=${enc({ q: 'ceràm' })}`));
    expect(s.paths).toEqual([`/api/organizaciones?order_by=org_cif+desc&filter_name=${encodeURIComponent('ceràm')}&page=2`]);
    expect(s).toMatchObject({ skip: 0, take: 20, start: 20 });
  });

  it('reads a range across two of the API’s pages from both, and takes the rows it asked for', () => {
    const r = listRequest(q(`range=${enc([10, 34])}`));
    expect(r.paths).toEqual(['/api/organizaciones?order_by=org_nombre+asc&page=1', '/api/organizaciones?order_by=org_nombre+asc&page=2']);
    expect(r).toMatchObject({ skip: 10, take: 25, start: 10 });
    const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ org_id: from + i, org_cif: `B${from + i}` }));
    const answer = listAnswer([{ data: { data: rows(0, 20), total: 31 } }, { data: { data: rows(20, 11), total: 31 } }], r);
    expect(answer.total).toBe(31);
    expect(answer.records.map((x: { id: number }) => x.id)).toEqual(Array.from({ length: 21 }, (_, i) => 10 + i));
    expect(answer.records[0]).toEqual({ id: 10, org_id: 10, org_cif: 'B10' });
  });

  it('leaves out a sort field the API does not sort by, and empty or unknown filters', () => {
    expect(listRequest(q(`sort=${enc(['org_telefono', 'ASC'])}&filter=${enc({ q: ' ', colour: 'red', estado_id: 'todos' })}`)).paths).toEqual([
      '/api/organizaciones?estado_id=todos&page=1',
    ]);
  });

  it('refuses a range that is not one', () => {
    expect(() => listRequest(q(`range=${enc([5, 2])}`))).toThrow(RangeError);
    expect(() => listRequest(q('range=[0,'))).toThrow(RangeError);
  });

  it('answers the total in Content-Range as ra-data-simple-rest reads it', () => {
    expect(contentRange('companies', 0, 20, 245)).toBe('companies 0-19/245');
    expect(contentRange('companies', 240, 5, 245)).toBe('companies 240-244/245');
    expect(contentRange('companies', 260, 0, 245)).toBe('companies */245');
    // ra-data-simple-rest: parseInt(headers.get('content-range').split('/').pop(), 10)
    expect(parseInt(contentRange('companies', 0, 20, 245).split('/').pop() ?? '', 10)).toBe(245);
  });
});

describe('the figures', () => {
  it('takes medians of odd and even counts, leaving out what was not measured', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1, Number.NaN, 5, 3])).toBe(3);
    expect(median([])).toBeNaN();
    expect(spread([812.4, 790, 901.2])).toBe('812 (790–901)');
    expect(spread([])).toBe('?');
  });

  it('prints the portal’s time over react-admin’s against the 0.8 aim', () => {
    expect(ratioText(600, 1000)).toBe('0.60 (aim ≤ 0.8: met)');
    expect(ratioText(800, 1000)).toBe('0.80 (aim ≤ 0.8: met)');
    expect(ratioText(1234, 1190)).toBe('1.04 (aim ≤ 0.8: not met, 952 ms needed)');
    expect(ratioText(500, Number.NaN)).toBe('?');
  });

  it('pairs the turns: each turn’s ratio, leaving out a turn where either load failed', () => {
    const ratios = pairedRatios([900, Number.NaN, 1200, 1000], [1000, 950, 1000, 1250]);
    expect(ratios).toEqual([0.9, 1.2, 0.8]);
    expect(spreadRatio(ratios)).toBe('0.90 (0.80–1.20)');
    expect(spreadRatio([])).toBe('?');
  });

  it('counts the JS that crossed the network: bodies of 200s, 304s with their headers, the cache apart', () => {
    const totals = scriptTotals([
      { status: 200, body: 27_599, transferred: 28_000, cached: false, failed: false },
      { status: 304, body: 0, transferred: 350, cached: false, failed: false },
      { status: 200, body: 9_000, transferred: 0, cached: true, failed: false },
      { status: 0, body: 0, transferred: 0, cached: false, failed: true },
    ]);
    expect(totals).toEqual({ requests: 2, bytes: 27_599, transferred: 28_350, notModified: 1, cached: 1 });
  });
});

describe('the screen each area is first opened at', () => {
  const admin = { modulo_app: 'administrador', perfil: 1 };
  const limited = { modulo_app: 'administrador', perfil: 2 };
  const areas = {
    mf_auth: { screens: [{ path: '/login', access: 'guest' }, { path: '/avis-legal', access: 'public' }] },
    mf_home: { screens: [{ path: '/', access: 'user' }] },
    mf_empresas: { screens: [{ path: '/empresas/:cif', access: 'user' }, { path: '/mis-datos', access: { modulos: ['organizacion'] } }, { path: '/empresas', access: { modulos: ['administrador'] } }] },
    mf_parametros: { screens: [{ path: '/logs', access: { modulos: ['administrador'], perfiles: [1] } }, { path: '/RCPs', access: { anyOf: [{ modulos: ['administrador'] }] } }] },
    mf_registro: { screens: [] },
  };

  it('is the first one the user may open that needs no parameter, or none', () => {
    expect(firstScreens(areas, admin)).toEqual([
      { area: 'mf_auth', path: '/avis-legal' },
      { area: 'mf_home', path: '/' },
      { area: 'mf_empresas', path: '/empresas' },
      { area: 'mf_parametros', path: '/logs' },
      { area: 'mf_registro', path: null },
    ]);
    expect(firstScreens(areas, limited).find((s: { area: string }) => s.area === 'mf_parametros')).toEqual({ area: 'mf_parametros', path: '/RCPs' });
  });

  it('follows the shell’s rules: guest pages are for the signed-out, a rule by module and profile', () => {
    expect(screenAllows('guest', admin)).toBe(false);
    expect(screenAllows('public', admin)).toBe(true);
    expect(screenAllows({ modulos: ['consultor'] }, admin)).toBe(false);
    expect(screenAllows({ perfiles: [2] }, admin)).toBe(false);
    expect(screenAllows({ anyOf: [{ perfiles: [2] }, { modulos: ['administrador'] }] }, admin)).toBe(true);
  });
});
