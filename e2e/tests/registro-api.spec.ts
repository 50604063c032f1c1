// The public registry's API as a machine client calls it (issue 35, docs/registry.md): no sign-in, the
// demo data's published declarations page by page, the expired ones only when asked, a row's page URL,
// and the caching headers through the real server. Which states, filters and the 304 are the API's
// tests' (api/test/areas/registro); other specs publish and expire declarations while this one runs, so
// it checks what holds whatever they do.
import { expect, test } from '@playwright/test';

interface Row {
  dapcon_codigo: string;
  estado: string;
  url: string;
  verificador: Record<string, string>;
  rcp: { rcp_nombre: string };
}
interface Answer {
  data: { data: Row[]; total: number; per_page: number; current_page: number };
}

test('a machine client reads the published declarations without signing in, the expired ones when it asks, with caching headers', async ({ request }) => {
  const res = await request.get('/api/public/dapcon?order_by=dapcon_codigo%20asc');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=60');
  expect(res.headers().etag).toBeTruthy();
  const { data } = (await res.json()) as Answer;
  expect(data.total).toBeGreaterThan(0);
  expect(data.data.length).toBe(Math.min(data.total, data.per_page));
  for (const row of data.data) {
    expect(row.estado).toBe('publicada');
    expect(row.url).toBe(`/registro/${encodeURIComponent(row.dapcon_codigo)}`);
    expect(Object.keys(row.verificador).sort()).toEqual(['apellidos', 'nombre']);
  }
  const codes = data.data.map((r) => r.dapcon_codigo);
  expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

  const conCaducadas = (await (await request.get('/api/public/dapcon?caducadas=true&order_by=dapcon_valido_hasta%20asc')).json()) as Answer;
  expect(conCaducadas.data.total).toBeGreaterThan(data.total);
  expect(conCaducadas.data.data[0]?.estado).toBe('caducada');

  // The RCP named in the caller's language: some of the page's RCPs have a Catalan name of their own.
  const ca = (await (await request.get('/api/public/dapcon?order_by=dapcon_codigo%20asc', { headers: { 'Accept-Language': 'ca' } })).json()) as Answer;
  const es = new Map(data.data.map((r) => [r.dapcon_codigo, r.rcp.rcp_nombre]));
  const both = ca.data.data.filter((r) => es.has(r.dapcon_codigo));
  expect(both.length).toBeGreaterThan(0);
  expect(both.some((r) => r.rcp.rcp_nombre !== es.get(r.dapcon_codigo))).toBe(true);

  const refused = await request.get('/api/public/dapcon?order_by=consultor_nif%20asc');
  expect(refused.status()).toBe(422);
});
