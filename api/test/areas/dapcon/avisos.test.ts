/**
 * Every transition of a declaration tells every party it concerns (docs/dapcon-lifecycle.md
 * 'Notices'): one walk through the whole life, each step through the API as its real actor, and
 * after each the e-mails recorded in `correos` checked exactly: template, recipient and the
 * recipient's language (`usuarios.idioma`, set when it signs in). The one who acted is never told.
 * Then the daily job's expiry and warning, and the notices' words (product and code, dd/mm/yyyy), and
 * that a notice is recorded in the transaction of its change: when it cannot be, nothing changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calendarDay, toFormData, validoHastaDe, type DapconDetalle, type Envelope, type Incidencia } from '@dapcon/contract';
import { tareaCaducidad } from '../../../src/areas/dapcon/caducidad';
import { DEMO_DAPCON_PARTICIPANTES } from '../../../src/areas/dapcon/seed';
import { usuarios } from '../../../src/db/schema';
import { body, build, demoAccount } from '../../helper';
import { correosDesde, crearEnEstado, detalleDe, llamar, participantes, pdf, RCP_001, subir, ultimoCorreo, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

type Quien = 'empresa' | 'consultor' | 'verificador';
/** A notice as checked: [template, who, language]. */
type Aviso = [string, Quien, 'es' | 'ca'];

/** The notices recorded since `desde`, as [template, who, language] sorted; anyone else's address fails the test. */
async function avisosDesde(desde: number): Promise<Aviso[]> {
  const quien = (email: string): Quien => {
    const found = (Object.entries(p.emails) as [Quien, string][]).find(([, e]) => e.toLowerCase() === email.toLowerCase());
    if (!found) throw new Error(`a notice to ${email}, who takes no part`);
    return found[0];
  };
  const rows = await correosDesde(app, desde);
  return rows
    .map((row): Aviso => [row.plantilla, quien(row.destinatario), /lang="ca"/.test(row.html) ? 'ca' : 'es'])
    .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
}

/** Signs a participant in with an interface language: its notices are written in it from then on. */
async function entrarEn(usuario: string, password: string, modulo_app: string, idioma: 'es' | 'ca'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': idioma }, payload: { usuario, password, modulo_app } });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<{ token: string }>>(res).data.token;
}

describe('the notices of every transition', () => {
  it('tells each party concerned, in its own language, through the whole life; never the one who acted', async () => {
    // The company and the consultant use the portal in Catalan, the verifier in Spanish.
    const empresaCuenta = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
    const consultorCuenta = demoAccount((a) => a.usuario === DEMO_DAPCON_PARTICIPANTES.consultor);
    const verificadorCuenta = demoAccount((a) => a.usuario === DEMO_DAPCON_PARTICIPANTES.verificador);
    const empresa = await entrarEn(empresaCuenta.usuario, empresaCuenta.password, 'organizacion', 'ca');
    const consultor = await entrarEn(consultorCuenta.usuario, consultorCuenta.password, 'consultor', 'ca');
    const verificador = await entrarEn(verificadorCuenta.usuario, verificadorCuenta.password, 'consultor', 'es');
    const idiomas = await app.db.select({ id: usuarios.id, idioma: usuarios.idioma }).from(usuarios).where(eq(usuarios.usuario, consultorCuenta.usuario));
    expect(idiomas).toEqual([{ id: p.usuarios.consultor, idioma: 'ca' }]);
    const admin = p.tokens.admin;

    const paso = async (hacer: () => Promise<unknown>, esperados: Aviso[]) => {
      const desde = await ultimoCorreo(app);
      await hacer();
      expect(await avisosDesde(desde)).toEqual([...esperados].sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)));
    };
    const ok = async <T extends { statusCode: number; body: string }>(res: Promise<T>, status = 200): Promise<T> => {
      const r = await res;
      expect(r.statusCode, r.body).toBe(status);
      return r;
    };
    const patch = (token: string, id: number, accion: string, payload?: unknown) => ok(llamar(app, token, 'PATCH', `/dapcon/${id}/${accion}`, payload));

    // Creation by the company: its consultant and verifier.
    let id = 0;
    await paso(async () => {
      const res = await ok(
        llamar(app, empresa, 'POST', '/Organizaciones/alta', {
          Organizaciones_rcp_id: RCP_001,
          dv_nombre_producto: 'Teja cerámica mixta',
          nif: consultorCuenta.usuario,
          verificador_nif: verificadorCuenta.usuario,
          Organizaciones_confrm_veracidad_datos: true,
          idiomas: [
            { id: 1, ecoplatform: true },
            { id: 2, ecoplatform: false },
          ],
        }),
        201,
      );
      id = body<Envelope<{ id: number }>>(res).data.id;
    }, [
      ['dapcon_creada', 'consultor', 'ca'],
      ['dapcon_creada', 'verificador', 'es'],
    ]);

    // Uploads tell nobody (the declaration is a draft); the consultant submits: the verifier, and the company.
    await paso(async () => {
      for (const idioma of [1, 2]) expect((await subir(app, consultor, id, { tipo: 'dap', idioma_id: idioma, documento: pdf() })).statusCode).toBe(201);
    }, []);
    await paso(() => patch(consultor, id, 'enviar'), [
      ['dapcon_enviada', 'verificador', 'es'],
      ['dapcon_enviada_partes', 'empresa', 'ca'],
    ]);

    // An incident: the company and the consultant; the consultant's reply: the verifier; resolving: nobody.
    let incidencia = 0;
    await paso(async () => {
      const res = await ok(llamar(app, verificador, 'POST', '/incidencias/crear', { dapcon_id: id, idioma_id: 2, titulo: 'Falta la taula', descripcion: 'Afegiu-la.' }), 201);
      incidencia = body<Envelope<Incidencia>>(res).data.id;
    }, [
      ['incidencia_nueva', 'consultor', 'ca'],
      ['incidencia_nueva', 'empresa', 'ca'],
    ]);
    await paso(() => ok(llamar(app, consultor, 'POST', `/incidencias/${incidencia}/responder`, { mensaje: 'Afegida.' }), 201), [['incidencia_respuesta', 'verificador', 'es']]);
    await paso(() => ok(llamar(app, verificador, 'PATCH', `/incidencias/${incidencia}/resolver`, { esta_resuelta: true })), []);

    // Returned by the verifier: the company and the consultant; by the administration: the verifier too.
    await paso(() => patch(verificador, id, 'devolver', { motivo: 'Revise la unitat funcional.' }), [
      ['dapcon_devuelta', 'consultor', 'ca'],
      ['dapcon_devuelta', 'empresa', 'ca'],
    ]);
    await paso(() => patch(empresa, id, 'enviar'), [
      ['dapcon_enviada', 'verificador', 'es'],
      ['dapcon_enviada_partes', 'consultor', 'ca'],
    ]);
    await paso(() => patch(admin, id, 'devolver', { motivo: 'Falta la firma.' }), [
      ['dapcon_devuelta', 'consultor', 'ca'],
      ['dapcon_devuelta', 'empresa', 'ca'],
      ['dapcon_devuelta', 'verificador', 'es'],
    ]);
    await paso(() => patch(admin, id, 'enviar'), [
      ['dapcon_enviada', 'verificador', 'es'],
      ['dapcon_enviada_partes', 'consultor', 'ca'],
      ['dapcon_enviada_partes', 'empresa', 'ca'],
    ]);

    // Accepted: the company and the consultant. Published: all three.
    await paso(() => ok(llamar(app, verificador, 'POST', `/dapcon/${id}/aceptar`, toFormData({ documento: pdf('informe.pdf') }))), [
      ['dapcon_aceptada', 'consultor', 'ca'],
      ['dapcon_aceptada', 'empresa', 'ca'],
    ]);
    await paso(() => patch(admin, id, 'publicar', {}), [
      ['dapcon_publicada', 'consultor', 'ca'],
      ['dapcon_publicada', 'empresa', 'ca'],
      ['dapcon_publicada', 'verificador', 'es'],
    ]);

    // The validity adjusted: the company and the consultant.
    const hoy = calendarDay(new Date());
    await paso(() => patch(admin, id, 'validez', { dapcon_valido_desde: hoy, dapcon_valido_hasta: validoHastaDe(hoy) }), [
      ['dapcon_validez', 'consultor', 'ca'],
      ['dapcon_validez', 'empresa', 'ca'],
    ]);

    // Renewed by the company: the consultant and the verifier, about the new draft.
    let nueva = 0;
    await paso(async () => {
      const res = await ok(llamar(app, empresa, 'POST', `/dapcon/${id}/renovar`), 201);
      nueva = body<Envelope<{ id: number }>>(res).data.id;
    }, [
      ['dapcon_renovada', 'consultor', 'ca'],
      ['dapcon_renovada', 'verificador', 'es'],
    ]);

    // Expired by the administration: the company and the consultant.
    await paso(() => patch(admin, id, 'caducar', { confirmacion: true }), [
      ['dapcon_caducada', 'consultor', 'ca'],
      ['dapcon_caducada', 'empresa', 'ca'],
    ]);

    // Withdrawn by the administration (expired, found wrong later): the company and the consultant, with the reason.
    await paso(() => patch(admin, id, 'retirar', { motivo: 'Los datos no corresponden al producto.' }), [
      ['dapcon_retirada', 'consultor', 'ca'],
      ['dapcon_retirada', 'empresa', 'ca'],
    ]);

    // The renewal's draft deleted by the company: the consultant and the verifier.
    await paso(() => ok(llamar(app, empresa, 'DELETE', `/dapcon/${nueva}`)), [
      ['dapcon_eliminada', 'consultor', 'ca'],
      ['dapcon_eliminada', 'verificador', 'es'],
    ]);

    // Created by the administration: the company too.
    await paso(
      () =>
        ok(
          llamar(app, admin, 'POST', '/Organizaciones/alta', {
            org_id: p.orgId,
            Organizaciones_rcp_id: RCP_001,
            dv_nombre_producto: 'Teja plana',
            nif: consultorCuenta.usuario,
            verificador_nif: verificadorCuenta.usuario,
            Organizaciones_confrm_veracidad_datos: true,
            idiomas: [{ id: 1, ecoplatform: true }],
          }),
          201,
        ),
      [
        ['dapcon_creada', 'consultor', 'ca'],
        ['dapcon_creada', 'empresa', 'ca'],
        ['dapcon_creada', 'verificador', 'es'],
      ],
    );
  });

  it("tells the company and the consultant of the daily job's expiry, each in its language", async () => {
    await app.db.update(usuarios).set({ idioma: 'es' }).where(eq(usuarios.id, p.usuarios.empresa));
    await app.db.update(usuarios).set({ idioma: 'ca' }).where(eq(usuarios.id, p.usuarios.consultor));
    const vencida = await crearEnEstado(app, p, 'publicada', { desde: '2019-02-01' });
    const desde = await ultimoCorreo(app);
    const { caducadas } = await tareaCaducidad(app, new Date('2026-11-20T10:00:00Z'));
    expect(caducadas).toContain(vencida);
    const rows = await correosDesde(app, desde);
    const de = (id: number) => rows.filter((r) => r.texto.includes(`/dapcon/${id}/1`)).map((r) => [r.plantilla, r.destinatario, /lang="ca"/.test(r.html) ? 'ca' : 'es']);
    expect(de(vencida).sort()).toEqual(
      [
        ['dapcon_caducada', p.emails.consultor, 'ca'],
        ['dapcon_caducada', p.emails.empresa, 'es'],
      ].sort(),
    );
  });
});

describe('the words of a notice', () => {
  it('names a draft by its product, a published one by its code and product, and dates as dd/mm/yyyy, in the reader’s language', async () => {
    await app.db.update(usuarios).set({ idioma: 'ca' }).where(eq(usuarios.id, p.usuarios.verificador));
    const borrador = await crearEnEstado(app, p, 'borrador');
    let desde = await ultimoCorreo(app);
    detalleDe(await llamar(app, p.tokens.consultor, 'PATCH', `/dapcon/${borrador}/enviar`));
    const [enviada] = (await correosDesde(app, desde)).filter((r) => r.plantilla === 'dapcon_enviada');
    expect(enviada?.asunto).toBe('DAPcon enviada a verificació');
    expect(enviada?.texto).toContain("La DAPcon «Producto en borrador» s'ha enviat a verificació");
    expect(enviada?.texto).not.toContain('se ha enviado');
    expect(enviada?.texto).not.toMatch(new RegExp(`DAPcon ${borrador}\\b`));

    const verificada = await crearEnEstado(app, p, 'verificada');
    desde = await ultimoCorreo(app);
    // Valid from the day it was created (the earliest day allowed: a fixed day would, some day, come before it).
    const creada = detalleDe(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${verificada}`)).dapcon_fecha_creacion;
    const validoDesde = calendarDay(new Date(creada));
    const dmy = (day: string) => day.split('-').reverse().join('/');
    const [del, al] = [dmy(validoDesde), dmy(validoHastaDe(validoDesde))];
    expect(del).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const d = detalleDe(await llamar(app, p.tokens.admin, 'PATCH', `/dapcon/${verificada}/publicar`, { dapcon_valido_desde: validoDesde }));
    const publicada = (await correosDesde(app, desde)).find((r) => r.plantilla === 'dapcon_publicada' && r.destinatario === p.emails.verificador);
    expect(publicada?.texto).toContain(`La ${d.dapcon_codigo} «Producto en verificada» s'ha publicat.`);
    expect(publicada?.texto).toContain(`És vàlida del ${del} al ${al}.`);
    // The history speaks the same way.
    expect(d.historial.at(-1)?.comentario).toBe(`${d.dapcon_codigo}: ${del} – ${al}`);
  });
});

describe('a notice and its change are one transaction', () => {
  it('when the notice cannot be recorded the transition is not made (500, the state and history as they were)', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    const antes = detalleDe(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${id}`));
    const send = app.mailer.send.bind(app.mailer);
    app.mailer.send = () => Promise.reject(new Error('the outbox is gone'));
    try {
      const res = await llamar(app, p.tokens.verificador, 'PATCH', `/dapcon/${id}/devolver`, { motivo: 'Falta la tabla.' });
      expect(res.statusCode).toBe(500);
    } finally {
      app.mailer.send = send;
    }
    const despues: DapconDetalle = detalleDe(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${id}`));
    expect(despues.estado).toBe('en_verificacion');
    expect(despues.historial).toEqual(antes.historial);
  });
});
