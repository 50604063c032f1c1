/**
 * Every action of a declaration's life, from every state, by every part (docs/dapcon-lifecycle.md
 * 'Who may do what'): what PERMISOS_DAPCON allows succeeds and moves the declaration where the
 * design says; the rest answers 403 (a part that may never) or 409 (a state that does not allow it)
 * and nothing changes: the row, its languages, its history, its documents, the other declarations.
 * Each case starts from a fresh declaration written directly in its state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ESTADOS_DAPCON, toFormData, veredictoAccion, type AccionDapcon, type EstadoDapcon } from '@dapcon/contract';
import { build } from '../../helper';
import { crearEnEstado, instantanea, llamar, participantes, pdf, ROLES_PRUEBA, tokenDe, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

interface Llamada {
  method: InjectOptions['method'];
  /** After `/dapcon/{id}`. */
  ruta: string;
  cuerpo?: () => unknown;
  /** The status of success. */
  ok: number;
  /** Where a success leaves the declaration (undefined: deleted). */
  destino: (estado: EstadoDapcon) => EstadoDapcon | undefined;
  /** History rows a success adds to it. */
  historial: number;
}

const LLAMADAS: Readonly<Partial<Record<AccionDapcon, Llamada>>> = {
  subir_documento: { method: 'POST', ruta: '/documentos', cuerpo: () => toFormData({ tipo: 'dap', idioma_id: 1, documento: pdf() }), ok: 201, destino: (e) => e, historial: 0 },
  enviar: { method: 'PATCH', ruta: '/enviar', ok: 200, destino: () => 'en_verificacion', historial: 1 },
  eliminar: { method: 'DELETE', ruta: '', ok: 200, destino: () => undefined, historial: 0 },
  devolver: { method: 'PATCH', ruta: '/devolver', cuerpo: () => ({ motivo: 'Revise la unidad funcional.' }), ok: 200, destino: () => 'borrador', historial: 1 },
  aceptar: { method: 'POST', ruta: '/aceptar', cuerpo: () => toFormData({ documento: pdf('informe.pdf') }), ok: 200, destino: () => 'verificada', historial: 1 },
  publicar: { method: 'PATCH', ruta: '/publicar', cuerpo: () => ({}), ok: 200, destino: () => 'publicada', historial: 1 },
  ajustar_validez: {
    method: 'PATCH',
    ruta: '/validez',
    cuerpo: () => ({ dapcon_valido_desde: '2026-02-01', dapcon_valido_hasta: '2031-01-31' }),
    ok: 200,
    destino: () => 'publicada',
    historial: 1,
  },
  caducar: { method: 'PATCH', ruta: '/caducar', cuerpo: () => ({ confirmacion: true }), ok: 200, destino: () => 'caducada', historial: 1 },
  renovar: { method: 'POST', ruta: '/renovar', ok: 201, destino: (e) => e, historial: 1 },
  retirar: { method: 'PATCH', ruta: '/retirar', cuerpo: () => ({ motivo: 'Datos de la declaración erróneos.' }), ok: 200, destino: () => 'retirada', historial: 1 },
};

const CASOS = ESTADOS_DAPCON.flatMap((estado) =>
  ROLES_PRUEBA.flatMap((rol) => Object.entries(LLAMADAS).map(([accion, llamada]) => [estado, rol, accion as AccionDapcon, llamada] as const)),
);

describe('every action × state × part', () => {
  it.each(CASOS)('%s, %s, %s', async (estado, rol, accion, llamada) => {
    const id = await crearEnEstado(app, p, estado);
    const antes = await instantanea(app, id);
    const response = await llamar(app, tokenDe(p, rol), llamada.method, `/dapcon/${id}${llamada.ruta}`, llamada.cuerpo?.());
    const veredicto = veredictoAccion(accion, rol, estado);
    const despues = await instantanea(app, id);

    if (veredicto !== 'permitida') {
      expect(response.statusCode, response.body).toBe(veredicto === 'rol' ? 403 : 409);
      expect(despues).toEqual(antes);
      return;
    }
    expect(response.statusCode, response.body).toBe(llamada.ok);
    const destino = llamada.destino(estado);
    if (destino === undefined) {
      expect(despues.row).toBeUndefined();
      expect(despues.declaraciones).toBe((antes.declaraciones ?? 0) - 1);
      return;
    }
    expect(despues.row?.estado).toBe(destino);
    expect(despues.historial).toBe((antes.historial ?? 0) + llamada.historial);
    // The languages follow the declaration (no incident is open here).
    expect(despues.idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(antes.idiomas.map(() => destino));
    if (accion === 'renovar') expect(despues.declaraciones).toBe((antes.declaraciones ?? 0) + 1);
    if (accion === 'subir_documento') expect(despues.documentos).not.toEqual(antes.documentos);
  });
});
