/**
 * The registry's figures on the administrator's dashboard (issue 35, item 4; docs/registry.md 'The
 * dashboard's figures'): `GET /api/registro/cifras` for the administration only; its counts against
 * the rows read back (published; expiring from today to today + 90 days, both included); every
 * download of an export or a certificate answered 200 adds one to its month's count in Madrid, a 304,
 * a 404, a HEAD do not, and a counter that cannot be written never fails the download.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, urlCertificado, urlIlcd, urlOpenEpd, type CifrasRegistro, type Envelope } from '@dapcon/contract';
import { insertDapcon } from '../../../src/areas/dapcon';
import { cifrasRegistro, contarDescarga, mesMadrid } from '../../../src/areas/registro/cifras';
import { dapcons, registroDescargas } from '../../../src/db/schema';
import { bearer, build, demoAccount, tokenOf } from '../../helper';

let app: FastifyInstance;
let admin: string;
let codigo: string;
const HOY = calendarDay(new Date());

/** A day plus some days. */
function dia(dias: number, desde = HOY): string {
  const d = new Date(`${desde}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

async function cifras(token = admin): Promise<CifrasRegistro> {
  const res = await app.inject({ method: 'GET', url: '/api/registro/cifras', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Envelope<CifrasRegistro>).data;
}

/** This month's count of a kind, as stored. */
async function contadas(tipo: string, mes = mesMadrid(new Date())): Promise<number> {
  const [row] = await app.db.select({ total: registroDescargas.total }).from(registroDescargas).where(and(eq(registroDescargas.mes, mes), eq(registroDescargas.tipo, tipo)));
  return row?.total ?? 0;
}

beforeAll(async () => {
  app = await build();
  admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1));
  const [base] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'publicada')).limit(1);
  if (!base?.dapcon_codigo) throw new Error('The test seed has no published declaration');
  codigo = base.dapcon_codigo;
  const comun = { org_id: base.org_id, rcp_id: base.rcp_id, consultor_id: base.consultor_id, verificador_id: base.verificador_id, dapcon_valido_desde: dia(-1000) };
  // Around the 90 days' window: the first and the last day in it, the day after, yesterday (published still, the daily job not run).
  const filas = [
    ['CIF-HOY', 'publicada', dia(0)],
    ['CIF-90', 'publicada', dia(90)],
    ['CIF-91', 'publicada', dia(91)],
    ['CIF-AYER', 'publicada', dia(-1)],
    // Within the window but not published: never counted.
    ['CIF-CADUCADA', 'caducada', dia(10)],
    ['CIF-BORRADOR', 'borrador', dia(10)],
    ['CIF-RETIRADA', 'retirada', dia(10)],
  ] as const;
  for (const [c, estado, hasta] of filas) {
    await insertDapcon(app.db, { ...comun, dv_nombre_producto: `Producto ${c}`, dapcon_codigo: c, estado, dapcon_valido_hasta: hasta });
  }
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/registro/cifras: who', () => {
  it('answers the administration (both profiles); 401 without a session; 403 to a company, a consultant and a verifier', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/registro/cifras' })).statusCode).toBe(401);
    for (const cuenta of [
      demoAccount((a) => a.modulo_app === 'organizacion'),
      demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3),
      demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4),
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/registro/cifras', headers: bearer(await tokenOf(app, cuenta)) });
      expect(res.statusCode, cuenta.usuario).toBe(403);
    }
    const admin2 = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2));
    expect(await cifras(admin2)).toEqual(await cifras(admin));
  });
});

describe('GET /api/registro/cifras: the counts', () => {
  it('published: what the registry lists; expiring: of those, valid until today to today + 90, both included', async () => {
    const filas = await app.db
      .select({ codigo: dapcons.dapcon_codigo, hasta: sql<string>`${dapcons.dapcon_valido_hasta}::text` })
      .from(dapcons)
      .where(sql`${dapcons.estado} = 'publicada' and ${dapcons.dapcon_codigo} is not null and ${dapcons.dapcon_valido_desde} is not null and ${dapcons.dapcon_valido_hasta} is not null`);
    const caducan = filas.filter((f) => f.hasta >= HOY && f.hasta <= dia(90)).map((f) => f.codigo);
    expect(caducan).toEqual(expect.arrayContaining(['CIF-HOY', 'CIF-90']));
    expect(caducan).not.toContain('CIF-91');
    expect(caducan).not.toContain('CIF-AYER');
    const c = await cifras();
    expect(c.publicadas).toBe(filas.length);
    expect(c.caducan_90_dias).toBe(caducan.length);
    // The public list's total is the same number.
    const lista = await app.inject({ method: 'GET', url: '/api/public/dapcon' });
    expect((lista.json() as Envelope<{ total: number }>).data.total).toBe(c.publicadas);
  });

  it('the window moves with the day: each day counts its own 91 days', async () => {
    const filas = await app.db
      .select({ hasta: sql<string>`${dapcons.dapcon_valido_hasta}::text` })
      .from(dapcons)
      .where(sql`${dapcons.estado} = 'publicada' and ${dapcons.dapcon_codigo} is not null and ${dapcons.dapcon_valido_desde} is not null and ${dapcons.dapcon_valido_hasta} is not null`);
    for (const dias of [0, 1, 2, -1]) {
      const desde = dia(dias);
      const esperadas = filas.filter((f) => f.hasta >= desde && f.hasta <= dia(90, desde)).length;
      // Noon in Madrid, and 23:30 UTC the day before (already that day in Madrid).
      expect((await cifrasRegistro(app.db, new Date(`${desde}T11:00:00Z`))).caducan_90_dias, desde).toBe(esperadas);
      expect((await cifrasRegistro(app.db, new Date(`${dia(-1, desde)}T23:30:00Z`))).caducan_90_dias, desde).toBe(esperadas);
    }
    // Tomorrow, today's last day is out and the 91st in.
    const manyana = dia(1);
    expect(filas.some((f) => f.hasta === HOY) && filas.some((f) => f.hasta === dia(91))).toBe(true);
    expect(filas.filter((f) => f.hasta >= manyana && f.hasta <= dia(91)).length).toBe((await cifrasRegistro(app.db, new Date(`${manyana}T11:00:00Z`))).caducan_90_dias);
  });
});

describe('counting the downloads', () => {
  it('an openEPD, an ILCD and a certificate answered 200 each add one to this month’s count', async () => {
    const antes = await cifras();
    for (const url of [urlOpenEpd(codigo), urlIlcd(codigo), urlIlcd(codigo), urlCertificado(codigo, 'ca')]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    // Counted after the answer, as background work.
    await app.tasks.idle();
    const despues = await cifras();
    expect(despues.exportaciones_mes).toEqual({
      openepd: antes.exportaciones_mes.openepd + 1,
      ilcd: antes.exportaciones_mes.ilcd + 2,
      total: antes.exportaciones_mes.total + 3,
    });
    expect(despues.certificados_mes).toBe(antes.certificados_mes + 1);
  });

  it('a 304 (its ETag matched), a 404, a 410 and a HEAD are not downloads', async () => {
    const primera = await app.inject({ method: 'GET', url: urlOpenEpd(codigo) });
    const etag = String(primera.headers.etag);
    await app.tasks.idle();
    const antes = await contadas('openepd');
    const noModificada = await app.inject({ method: 'GET', url: urlOpenEpd(codigo), headers: { 'if-none-match': etag } });
    expect(noModificada.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: urlOpenEpd('DAPcon-2999-0001') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: urlOpenEpd('CIF-RETIRADA') })).statusCode).toBe(410);
    expect((await app.inject({ method: 'HEAD', url: urlOpenEpd(codigo) })).statusCode).toBe(200);
    await app.tasks.idle();
    expect(await contadas('openepd')).toBe(antes);
  });

  it('through a real socket too: 200 counted, its 304 not (the answer reads 200 again once a 304 has gone out)', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.tasks.idle();
    const antes = await contadas('ilcd');
    const res = await fetch(`${base}${urlIlcd(codigo)}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await app.tasks.idle();
    expect(await contadas('ilcd')).toBe(antes + 1);
    const again = await fetch(`${base}${urlIlcd(codigo)}`, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    await again.arrayBuffer();
    await app.tasks.idle();
    expect(await contadas('ilcd')).toBe(antes + 1);
  });

  it('a counter that cannot be written: the download is served all the same, and nothing is counted', async () => {
    const antes = await contadas('openepd');
    await app.db.execute(sql`alter table registro_descargas rename to registro_descargas_fuera`);
    try {
      const res = await app.inject({ method: 'GET', url: urlOpenEpd(codigo) });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toHaveProperty('doctype', 'openEPD');
      await app.tasks.idle();
    } finally {
      await app.db.execute(sql`alter table registro_descargas_fuera rename to registro_descargas`);
    }
    expect(await contadas('openepd')).toBe(antes);
  });

  it('the month is Madrid’s: 23:30 UTC on 30 November is December there, and the figures read the month of the day asked', async () => {
    expect(mesMadrid(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-01');
    expect(mesMadrid(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    // Summer time: Madrid is UTC+2.
    expect(mesMadrid(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-01');
    expect(mesMadrid(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(mesMadrid(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');

    await contarDescarga(app.db, 'ilcd', new Date('2030-01-31T22:59:00Z'));
    await contarDescarga(app.db, 'ilcd', new Date('2030-01-31T23:01:00Z'));
    await contarDescarga(app.db, 'ilcd', new Date('2030-02-01T10:00:00Z'));
    await contarDescarga(app.db, 'certificado', new Date('2030-02-01T10:00:00Z'));
    expect(await contadas('ilcd', '2030-01-01')).toBe(1);
    expect(await contadas('ilcd', '2030-02-01')).toBe(2);
    const enero = await cifrasRegistro(app.db, new Date('2030-01-31T22:00:00Z'));
    expect(enero.exportaciones_mes).toEqual({ openepd: 0, ilcd: 1, total: 1 });
    expect(enero.certificados_mes).toBe(0);
    const febrero = await cifrasRegistro(app.db, new Date('2030-01-31T23:30:00Z'));
    expect(febrero.exportaciones_mes).toEqual({ openepd: 0, ilcd: 2, total: 2 });
    expect(febrero.certificados_mes).toBe(1);
  });

  it('holds nothing about who: a month, a kind and a number', async () => {
    const { rows } = (await app.db.execute(sql`select column_name as n from information_schema.columns where table_name = 'registro_descargas' order by 1`)) as unknown as { rows: { n: string }[] };
    expect(rows.map((r) => r.n)).toEqual(['mes', 'tipo', 'total']);
  });
});
