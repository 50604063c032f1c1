/**
 * The scheduled reminders (issue 36; api/src/areas/recordatorios/): each kind goes out on its day, once,
 * in each recipient's language from the templates; not when switched off; once with two processes,
 * across a restart in the middle of a run and with a clock moved back. Time is the `now` the tests
 * hand to the engine (the scheduler's clock), never the machine's.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECORDATORIOS_PARAMETROS, sumarDias, validoHastaDe, type TipoRecordatorio } from '@dapcon/contract';
import { TIPOS_RECORDATORIO_DEFS } from '../../../src/areas';
import { cuotas, correos, dapconHistorial, incidencias, incidenciasRespuestas, organizaciones, parametrosTextos, plantillasEmail, recordatorios, usuarios } from '../../../src/db/schema';
import { enviarRecordatorios, programador, RECORDATORIOS_JOB } from '../../../src/areas/recordatorios';
import { executeRows } from '../../../src/db/database';
import { build, durableDatabase } from '../../helper';
import { crearEnEstado, participantes, type Participantes } from '../dapcon/support';

/** Noon in Madrid of a day, as the scheduler's clock. */
const dia = (d: string) => new Date(`${d}T11:00:00Z`);

/** The reminders recorded for one record of a kind, oldest first. */
function deRegistro(app: FastifyInstance, tipo: TipoRecordatorio, entidadId: number) {
  return app.db
    .select()
    .from(recordatorios)
    .where(and(eq(recordatorios.tipo, tipo), eq(recordatorios.entidad_id, entidadId)))
    .orderBy(asc(recordatorios.id));
}

/** The e-mails of some reminders: [reminder id, recipient, subject]. */
async function correosDe(app: FastifyInstance, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await app.db.select().from(correos).where(inArray(correos.recordatorio_id, ids)).orderBy(asc(correos.id));
  return rows;
}

/** Sets a kind's parameter texts (Spanish row): days and switch. */
function ajustar(app: FastifyInstance, tipo: TipoRecordatorio, texto: string, texto2: string) {
  return app.db
    .update(parametrosTextos)
    .set({ pt_texto: texto, pt_texto2: texto2 })
    .where(and(eq(parametrosTextos.pt_param_id, RECORDATORIOS_PARAMETROS.tipos[tipo].id), eq(parametrosTextos.pt_idioma_id, 1)));
}

const enviar = (app: FastifyInstance, d: string) => enviarRecordatorios(app, TIPOS_RECORDATORIO_DEFS, dia(d));

describe('the reminders, each on its day, once', () => {
  let app: FastifyInstance;
  let p: Participantes;

  beforeAll(async () => {
    app = await build();
    p = await participantes(app);
    await app.db.update(usuarios).set({ idioma: 'es' }).where(eq(usuarios.id, p.usuarios.empresa));
    await app.db.update(usuarios).set({ idioma: 'ca' }).where(eq(usuarios.id, p.usuarios.consultor));
  });
  afterAll(async () => {
    await app.close();
  });

  it('expiry: 90, 30 and 0 days before the last valid day, to the company and the consultant in their languages; never twice, nor after a clock moved back', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2070-03-01' });
    const hasta = validoHastaDe('2070-03-01');
    const dias = (d: string) => enviar(app, d);

    await dias(sumarDias(hasta, -91));
    expect(await deRegistro(app, 'caducidad', id)).toEqual([]);
    await dias(sumarDias(hasta, -90));
    let enviados = await deRegistro(app, 'caducidad', id);
    expect(enviados.map((r) => [r.hito, r.fecha_prevista])).toEqual([[90, sumarDias(hasta, -90)]]);
    const mails = await correosDe(app, enviados.map((r) => r.id));
    expect(mails.map((m) => [m.destinatario, m.plantilla]).sort()).toEqual([
      [p.emails.consultor, 'dapcon_por_caducar'],
      [p.emails.empresa, 'dapcon_por_caducar'],
    ].sort());
    // Each in its language, with the days and the record's link.
    expect(mails.find((m) => m.destinatario === p.emails.empresa)?.asunto).toBe('DAPcon próxima a caducar');
    expect(mails.find((m) => m.destinatario === p.emails.consultor)?.asunto).toBe('DAPcon a punt de caducar');
    expect(mails.find((m) => m.destinatario === p.emails.consultor)?.texto).toContain('queden 90 dies');
    expect(mails[0]?.texto).toContain(`/dapcon/${id}/1`);

    // The same day again, and the next days: nothing more until the next milestone.
    await dias(sumarDias(hasta, -90));
    await dias(sumarDias(hasta, -60));
    expect(await deRegistro(app, 'caducidad', id)).toHaveLength(1);
    await dias(sumarDias(hasta, -30));
    await dias(sumarDias(hasta, -29));
    // A clock moved back to the first milestone sends nothing: a later one went already.
    await dias(sumarDias(hasta, -90));
    await dias(hasta);
    await dias(sumarDias(hasta, 1));
    enviados = await deRegistro(app, 'caducidad', id);
    expect(enviados.map((r) => r.hito)).toEqual([90, 30, 0]);
    expect(await correosDe(app, enviados.map((r) => r.id))).toHaveLength(6);
  });

  it('expiry: a run days late sends the latest milestone only; a new last day starts a new series', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2071-05-01' });
    const hasta = validoHastaDe('2071-05-01');
    // Down from 95 to 27 days before: the 30-day milestone, three days late; never the 90.
    await enviar(app, sumarDias(hasta, -27));
    expect((await deRegistro(app, 'caducidad', id)).map((r) => r.hito)).toEqual([30]);
    // The administration moves the last day 100 days on: a new series, its 90 days.
    const nuevo = sumarDias(hasta, 100);
    await app.db.execute(sql`update dapcons set dapcon_valido_hasta = ${nuevo}::date where id = ${id}`);
    await enviar(app, sumarDias(nuevo, -90));
    expect((await deRegistro(app, 'caducidad', id)).map((r) => [r.serie, r.hito])).toEqual([
      [hasta, 30],
      [nuevo, 90],
    ]);
  });

  it('annual fee: 15 and 45 days after it was issued, to the company; not once paid, nor to a company that opted out', async () => {
    const [cuota] = await app.db
      .insert(cuotas)
      .values({ org_id: p.orgId, year: 2080, importe: '1234.50', tipo: 'Renovado', created_at: dia('2080-02-01') })
      .returning({ id: cuotas.id });
    const id = cuota?.id ?? 0;
    await enviar(app, '2080-02-15');
    expect(await deRegistro(app, 'cuota', id)).toEqual([]);
    await enviar(app, '2080-02-16');
    await enviar(app, '2080-02-17');
    const [primero] = await deRegistro(app, 'cuota', id);
    expect(primero).toMatchObject({ hito: 15, serie: '2080', org_id: p.orgId });
    const mails = await correosDe(app, [primero?.id ?? 0]);
    expect(mails.map((m) => [m.destinatario, m.asunto])).toEqual([[p.emails.empresa, 'DAPcon: cuota 2080 pendiente de pago']]);
    expect(mails[0]?.texto).toContain('1.234,50 €');

    // Opted out: the 45-day milestone is not sent; opted in again, it is (within its week).
    await app.db.update(organizaciones).set({ recordatorios_cuota: false }).where(eq(organizaciones.org_id, p.orgId));
    await enviar(app, '2080-03-17');
    expect(await deRegistro(app, 'cuota', id)).toHaveLength(1);
    await app.db.update(organizaciones).set({ recordatorios_cuota: true }).where(eq(organizaciones.org_id, p.orgId));
    await enviar(app, '2080-03-18');
    expect((await deRegistro(app, 'cuota', id)).map((r) => r.hito)).toEqual([15, 45]);

    // Paid: nothing more (a new fee of another year would be its own series).
    await app.db.update(cuotas).set({ pagado: '2080-03-20' }).where(eq(cuotas.id, id));
    await app.db.execute(sql`delete from recordatorios where entidad_id = ${id} and tipo = 'cuota' and hito = 45`);
    await enviar(app, '2080-03-19');
    expect((await deRegistro(app, 'cuota', id)).map((r) => r.hito)).toEqual([15]);
  });

  it('DAPcon payment: the day it is published with its payment awaited, to the company; not once paid', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2072-01-10' });
    await app.db.update(dapconHistorial).set({ created_at: dia('2072-01-10') }).where(eq(dapconHistorial.dapcon_id, id));
    await enviar(app, '2072-01-09');
    expect(await deRegistro(app, 'pago_dapcon', id)).toEqual([]);
    await enviar(app, '2072-01-10');
    await enviar(app, '2072-01-11');
    const enviados = await deRegistro(app, 'pago_dapcon', id);
    expect(enviados.map((r) => r.hito)).toEqual([0]);
    expect((await correosDe(app, [enviados[0]?.id ?? 0])).map((m) => [m.destinatario, m.plantilla])).toEqual([[p.emails.empresa, 'recordatorio_pago_dapcon']]);

    const pagada = await crearEnEstado(app, p, 'publicada', { desde: '2072-01-10' });
    await app.db.update(dapconHistorial).set({ created_at: dia('2072-01-10') }).where(eq(dapconHistorial.dapcon_id, pagada));
    await app.db.execute(sql`insert into dapcon_pagos (dapcon_id, importe, pagado) values (${pagada}, '600.00', '2072-01-10')`);
    await enviar(app, '2072-01-10');
    expect(await deRegistro(app, 'pago_dapcon', pagada)).toEqual([]);
  });

  it('verification: 14 days after a submission the verifier has not acted on, to the verifier and the association’s administration', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    await app.db.update(dapconHistorial).set({ created_at: dia('2073-06-01') }).where(eq(dapconHistorial.dapcon_id, id));
    const otra = await crearEnEstado(app, p, 'en_verificacion');
    await app.db.update(dapconHistorial).set({ created_at: dia('2073-06-01') }).where(eq(dapconHistorial.dapcon_id, otra));
    // The verifier acted on the other one: an incident opened after the submission.
    await app.db.insert(incidencias).values({ dapcon_id: otra, idioma_id: 1, titulo: 'Falta un dato', descripcion: 'x', creada_por: p.usuarios.verificador, created_at: dia('2073-06-03') });

    await enviar(app, '2073-06-14');
    expect(await deRegistro(app, 'verificacion', id)).toEqual([]);
    await enviar(app, '2073-06-15');
    const enviados = await deRegistro(app, 'verificacion', id);
    expect(enviados.map((r) => r.hito)).toEqual([14]);
    const destinatarios = (await correosDe(app, [enviados[0]?.id ?? 0])).map((m) => m.destinatario);
    const admins = await executeRows<{ email: string }>(app.db, sql`select email from usuarios where modulo_app = 'administrador' and perfil = 2 and activo`);
    expect(admins.length).toBeGreaterThan(0);
    expect(destinatarios.sort()).toEqual([p.emails.verificador, ...admins.map((a) => a.email)].sort());
    expect(await deRegistro(app, 'verificacion', otra)).toEqual([]);
  });

  it('incident: 7 days after the other side’s last word, to the side that owes the answer', async () => {
    const dapcon = await crearEnEstado(app, p, 'en_verificacion');
    const [incidencia] = await app.db
      .insert(incidencias)
      .values({ dapcon_id: dapcon, idioma_id: 1, titulo: 'Revisar A1-A3', descripcion: 'x', creada_por: p.usuarios.verificador, created_at: dia('2074-09-01') })
      .returning({ id: incidencias.id });
    const id = incidencia?.id ?? 0;
    await enviar(app, '2074-09-07');
    expect(await deRegistro(app, 'incidencia', id)).toEqual([]);
    await enviar(app, '2074-09-08');
    let enviados = await deRegistro(app, 'incidencia', id);
    expect((await correosDe(app, enviados.map((r) => r.id))).map((m) => m.destinatario).sort()).toEqual([p.emails.consultor, p.emails.empresa].sort());

    // The company answers: the verifier owes the next word, 7 days on.
    await app.db.insert(incidenciasRespuestas).values({ incidencia_id: id, mensaje: 'Corregido.', usuario_id: p.usuarios.empresa, created_at: dia('2074-09-10') });
    await enviar(app, '2074-09-17');
    enviados = await deRegistro(app, 'incidencia', id);
    expect(enviados).toHaveLength(2);
    expect((await correosDe(app, [enviados[1]?.id ?? 0])).map((m) => m.destinatario)).toEqual([p.emails.verificador]);

    // Resolved: nothing more.
    await app.db.insert(incidenciasRespuestas).values({ incidencia_id: id, mensaje: 'Visto.', usuario_id: p.usuarios.verificador, created_at: dia('2074-09-18') });
    await app.db.update(incidencias).set({ esta_resuelta: true }).where(eq(incidencias.id, id));
    await enviar(app, '2074-09-25');
    expect(await deRegistro(app, 'incidencia', id)).toHaveLength(2);
  });

  it('a reminder switched off sends nothing; its days are the parameter’s', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2075-03-01' });
    const hasta = validoHastaDe('2075-03-01');
    await ajustar(app, 'caducidad', '90, 30, 0', 'no');
    await enviar(app, sumarDias(hasta, -90));
    expect(await deRegistro(app, 'caducidad', id)).toEqual([]);
    await ajustar(app, 'caducidad', '60', 'sí');
    await enviar(app, sumarDias(hasta, -89));
    expect(await deRegistro(app, 'caducidad', id)).toEqual([]);
    await enviar(app, sumarDias(hasta, -60));
    expect((await deRegistro(app, 'caducidad', id)).map((r) => r.hito)).toEqual([60]);
    await ajustar(app, 'caducidad', '90, 30, 0', 'sí');
  });

  it('writes from the templates the administration edited, in each recipient’s language', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2076-03-01' });
    const hasta = validoHastaDe('2076-03-01');
    await app.db
      .update(plantillasEmail)
      .set({ pe_asunto: 'Avís: {{dias}} dies', pe_html: '<p>Queden {{dias}} dies per a la {{dapcon}}.</p>' })
      .where(and(eq(plantillasEmail.pe_nombre, 'dapcon_por_caducar'), eq(plantillasEmail.idioma, 'ca')));
    await enviar(app, sumarDias(hasta, -30));
    const [enviado] = await deRegistro(app, 'caducidad', id);
    const mails = await correosDe(app, [enviado?.id ?? 0]);
    expect(mails.find((m) => m.destinatario === p.emails.consultor)).toMatchObject({ asunto: 'Avís: 30 dies' });
    expect(mails.find((m) => m.destinatario === p.emails.consultor)?.texto).toContain('Queden 30 dies per a la');
    expect(mails.find((m) => m.destinatario === p.emails.empresa)).toMatchObject({ asunto: 'DAPcon próxima a caducar' });
  });
});

describe('once, whatever happens', () => {
  it('two runs at once (two processes) send each reminder once', async () => {
    const app = await build();
    try {
      const p = await participantes(app);
      const ids = [await crearEnEstado(app, p, 'publicada', { desde: '2077-03-01' }), await crearEnEstado(app, p, 'publicada', { desde: '2077-03-01' })];
      const hoy = sumarDias(validoHastaDe('2077-03-01'), -30);
      await Promise.all([enviar(app, hoy), enviar(app, hoy), enviar(app, hoy)]);
      for (const id of ids) {
        const enviados = await deRegistro(app, 'caducidad', id);
        expect(enviados).toHaveLength(1);
        expect(await correosDe(app, enviados.map((r) => r.id))).toHaveLength(2);
      }
    } finally {
      await app.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('two API processes on one PostgreSQL: the runs of both, and a job of the schedule taken by one of them, send each reminder once', async () => {
    const db = durableDatabase();
    const reloj = { ahora: dia('2000-01-01') };
    const conProgramador = async (instance: FastifyInstance) => {
      await instance.register(programador, { enabled: true, tipos: TIPOS_RECORDATORIO_DEFS, now: () => reloj.ahora, alArrancar: false });
    };
    const uno = await build({ database: await db.open(), jobQueue: true, extraRoutes: conProgramador });
    const dos = await build({ database: await db.open(), jobQueue: true, extraRoutes: conProgramador });
    try {
      const p = await participantes(uno);
      const a = await crearEnEstado(uno, p, 'publicada', { desde: '2078-03-01' });
      const b = await crearEnEstado(uno, p, 'publicada', { desde: '2078-04-01' });
      // Both processes hold the schedules (pg-boss's table, in the same database).
      const schedules = await executeRows<{ name: string; cron: string }>(uno.db, sql`select name, cron from pgboss.schedule order by name`);
      expect(schedules.map((s) => s.name)).toEqual(expect.arrayContaining([RECORDATORIOS_JOB, 'auditoria-poda']));

      const hoyA = sumarDias(validoHastaDe('2078-03-01'), -30);
      await Promise.all([enviar(uno, hoyA), enviar(dos, hoyA)]);
      expect(await deRegistro(uno, 'caducidad', a)).toHaveLength(1);

      // One job of the schedule: one of the two workers takes it.
      reloj.ahora = dia(sumarDias(validoHastaDe('2078-04-01'), -30));
      await uno.queue?.send(RECORDATORIOS_JOB, null);
      await vi.waitFor(async () => expect(await deRegistro(dos, 'caducidad', b)).toHaveLength(1), { timeout: 60_000, interval: 200 });
      const enviados = await deRegistro(uno, 'caducidad', b);
      expect(await correosDe(uno, enviados.map((r) => r.id))).toHaveLength(2);
    } finally {
      await uno.close();
      await dos.close();
    }
  });

  it('a restart in the middle of a run sends nothing twice', async () => {
    const db = durableDatabase();
    let app = await build({ database: await db.open() });
    const p = await participantes(app);
    const a = await crearEnEstado(app, p, 'publicada', { desde: '2079-03-01' });
    const b = await crearEnEstado(app, p, 'publicada', { desde: '2079-03-01' });
    const hoy = sumarDias(validoHastaDe('2079-03-01'), -30);
    // The process dies while it writes the second reminder's e-mails: that transaction never commits.
    const send = app.mailer.send.bind(app.mailer);
    let escritos = 0;
    vi.spyOn(app.mailer, 'send').mockImplementation(async (message, options) => {
      if (message.recordatorioId !== undefined && message.recordatorioId !== null) {
        escritos += 1;
        if (escritos === 3) throw new Error('the process died');
      }
      return send(message, options);
    });
    await enviar(app, hoy);
    const tras = [...(await deRegistro(app, 'caducidad', a)), ...(await deRegistro(app, 'caducidad', b))];
    expect(tras).toHaveLength(1);
    await app.close();

    app = await build({ database: await db.open() });
    try {
      await enviar(app, hoy);
      for (const id of [a, b]) {
        const enviados = await deRegistro(app, 'caducidad', id);
        expect(enviados).toHaveLength(1);
        expect(await correosDe(app, enviados.map((r) => r.id))).toHaveLength(2);
      }
    } finally {
      await app.close();
    }
  });
});
