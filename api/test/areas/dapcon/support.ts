/**
 * What the tests of a declaration's life share: the participants' tokens (the demo company, its
 * consultant and verifier, the administrators, and callers that take no part), declarations put in
 * a given state by writing their rows directly (the repository's functions, not the API), a
 * snapshot of everything a refused transition must leave as it was, and multipart bodies.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { toFormData, validoHastaDe, type DapconDetalle, type Envelope, type EstadoDapcon } from '@dapcon/contract';
import { codigoDapcon } from '../../../src/areas/dapcon/ciclo';
import {
  insertDapcon,
  insertDapconDocumentos,
  insertDapconHistorial,
  insertDapconIdiomas,
  syncIdiomaEstados,
  type NewDapconHistorial,
} from '../../../src/areas/dapcon/repository';
import { DEMO_DAPCON_PARTICIPANTES } from '../../../src/areas/dapcon/seed';
import { consultores, correos, dapconDocumentos, dapconHistorial, dapconIdiomas, dapcons, organizaciones, usuarios } from '../../../src/db/schema';
import { hashPassword } from '../../../src/auth/passwords';
import { bearer, body, demoAccount, login, tokenOf } from '../../helper';
import { adminTokens, PDF } from '../empresas/support';

export { PDF };

/** The parts a test signs in as. */
export const ROLES_PRUEBA = ['organizacion', 'consultor', 'verificador', 'administrador'] as const;

export interface Participantes {
  tokens: {
    empresa: string;
    consultor: string;
    verificador: string;
    admin: string;
    admin2: string;
    /** Another demo company, and a consultant (43091827Q) of nothing here. */
    otraEmpresa: string;
    otroConsultor: string;
  };
  /** Account ids. */
  usuarios: { empresa: number; consultor: number; verificador: number; admin: number; otraEmpresa: number };
  /** The demo company's org_id and the participants' consultant ids. */
  orgId: number;
  otraOrgId: number;
  consultorId: number;
  verificadorId: number;
  /** The consultant id of 43091827Q, who takes part in nothing of the demo. */
  otroConsultorId: number;
  /** Their accounts' e-mail addresses (where notices go). */
  emails: { empresa: string; consultor: string; verificador: string };
}

async function cuenta(app: FastifyInstance, usuario: string): Promise<{ id: number; email: string }> {
  const [row] = await app.db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, usuario));
  if (!row) throw new Error(`no account ${usuario}`);
  return row;
}

async function consultorId(app: FastifyInstance, nif: string): Promise<number> {
  const [row] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, nif));
  if (!row) throw new Error(`no consultant ${nif}`);
  return row.id;
}

async function orgIdOf(app: FastifyInstance, cif: string): Promise<number> {
  const [row] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, cif));
  if (!row) throw new Error(`no company ${cif}`);
  return row.id;
}

/** Signs in every part a test needs. */
export async function participantes(app: FastifyInstance): Promise<Participantes> {
  const empresa = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
  const otraEmpresa = demoAccount((a) => a.modulo_app === 'organizacion' && a.usuario !== empresa.usuario);
  const { admin, admin2 } = await adminTokens(app);
  const adminAccount = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
  const [e, c, v, a, o] = await Promise.all([
    cuenta(app, empresa.usuario),
    cuenta(app, DEMO_DAPCON_PARTICIPANTES.consultor),
    cuenta(app, DEMO_DAPCON_PARTICIPANTES.verificador),
    cuenta(app, adminAccount.usuario),
    cuenta(app, otraEmpresa.usuario),
  ]);
  return {
    tokens: {
      empresa: await tokenOf(app, empresa),
      consultor: await tokenOf(app, demoAccount((x) => x.usuario === DEMO_DAPCON_PARTICIPANTES.consultor)),
      verificador: await tokenOf(app, demoAccount((x) => x.usuario === DEMO_DAPCON_PARTICIPANTES.verificador)),
      admin,
      admin2,
      otraEmpresa: await tokenOf(app, otraEmpresa),
      otroConsultor: await tokenOf(app, demoAccount((x) => x.usuario === '43091827Q')),
    },
    usuarios: { empresa: e.id, consultor: c.id, verificador: v.id, admin: a.id, otraEmpresa: o.id },
    orgId: await orgIdOf(app, empresa.usuario),
    otraOrgId: await orgIdOf(app, otraEmpresa.usuario),
    consultorId: await consultorId(app, DEMO_DAPCON_PARTICIPANTES.consultor),
    verificadorId: await consultorId(app, DEMO_DAPCON_PARTICIPANTES.verificador),
    otroConsultorId: await consultorId(app, '43091827Q'),
    emails: { empresa: e.email, consultor: c.email, verificador: v.email },
  };
}

/** The token of a part of the demo declarations. */
export function tokenDe(p: Participantes, rol: (typeof ROLES_PRUEBA)[number]): string {
  switch (rol) {
    case 'organizacion':
      return p.tokens.empresa;
    case 'consultor':
      return p.tokens.consultor;
    case 'verificador':
      return p.tokens.verificador;
    case 'administrador':
      return p.tokens.admin;
  }
}

/** The RCP catalogue's ids (seed order): RCP 100 2.0 (code 100) and RCP 001 2.1. */
export const RCP_100 = 1;
export const RCP_001 = 3;

export interface EnEstado {
  /** Languages and their ECO Platform flags (default: 1 and 2). */
  idiomas?: readonly (readonly [number, boolean])[];
  rcpId?: number;
  /** Document rows for every language and the product sheet (default true): enough to submit it. */
  documentos?: boolean;
  /** Published: its first valid day (default '2026-01-10') and its code's number (default: a high one nobody else takes). */
  desde?: string;
  numero?: number;
  /** The declaration it renews. */
  padre?: number;
  secuencia?: number;
  /** Another verifier (a consultant id) than the demo one. */
  verificadorId?: number;
  /** When it was created (default: now; a published one 90 days before its first valid day). */
  creacion?: Date;
}

let siguienteNumero = 9000;

/**
 * A declaration of the demo company, consultant and verifier in `estado`, written directly: its
 * row, languages (following it), a history walking from 'crear' to the state, a code and validity
 * when published or expired, and document rows (not files) when asked.
 */
export async function crearEnEstado(app: FastifyInstance, p: Participantes, estado: EstadoDapcon, options: EnEstado = {}): Promise<number> {
  const idiomas = options.idiomas ?? [
    [1, true],
    [2, false],
  ];
  const publicada = estado === 'publicada' || estado === 'caducada' || estado === 'retirada';
  const desde = publicada ? (options.desde ?? '2026-01-10') : null;
  const codigo = desde ? codigoDapcon(Number(desde.slice(0, 4)), options.numero ?? siguienteNumero++) : null;
  const id = await insertDapcon(app.db, {
    org_id: p.orgId,
    rcp_id: options.rcpId ?? RCP_100,
    consultor_id: p.consultorId,
    verificador_id: options.verificadorId ?? p.verificadorId,
    dv_nombre_producto: `Producto en ${estado}`,
    estado,
    dapcon_codigo: codigo,
    dapcon_valido_desde: desde,
    dapcon_valido_hasta: desde ? validoHastaDe(desde) : null,
    id_padre: options.padre ?? null,
    secuencia: options.secuencia ?? 1,
    dapcon_fecha_creacion: options.creacion ?? (desde ? new Date(Date.parse(`${desde}T10:00:00Z`) - 90 * 86_400_000) : new Date()),
    created_by: p.usuarios.empresa,
  });
  await insertDapconIdiomas(
    app.db,
    idiomas.map(([idioma, eco]) => ({ dapcon_id: id, idioma_id: idioma, dapcon_idioma_estado: estado, inscripcion_ecoplatform: eco })),
  );
  const orden: EstadoDapcon[] = ['borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada'];
  const acciones = ['crear', 'enviar', 'aceptar', 'publicar', 'caducar'];
  const historial: NewDapconHistorial[] = [];
  // A withdrawn one was published, then withdrawn by the administration.
  for (let i = 0; i <= orden.indexOf(estado === 'retirada' ? 'publicada' : estado); i++) {
    historial.push({ dapcon_id: id, accion: acciones[i] ?? 'crear', estado_desde: i === 0 ? null : (orden[i - 1] ?? null), estado_hasta: orden[i] ?? 'borrador', usuario_id: p.usuarios.empresa });
  }
  if (estado === 'retirada') {
    historial.push({ dapcon_id: id, accion: 'retirar', estado_desde: 'publicada', estado_hasta: 'retirada', usuario_id: p.usuarios.admin, comentario: 'Datos erróneos.' });
  }
  await insertDapconHistorial(app.db, historial);
  if (options.documentos ?? true) {
    await insertDapconDocumentos(app.db, [
      ...idiomas.map(([idioma]) => ({
        dapcon_id: id,
        idioma_id: idioma,
        tipo: 'dap' as const,
        storage_key: `documentos/00000000-0000-4000-8000-${String(id).padStart(8, '0')}${String(idioma).padStart(4, '0')}.pdf`,
        nombre_original: `dap-${idioma}.pdf`,
        tamanyo: 100,
        subido_por: p.usuarios.consultor,
      })),
      ...((options.rcpId ?? RCP_100) === RCP_100
        ? [
            {
              dapcon_id: id,
              idioma_id: null,
              tipo: 'ficha_producto' as const,
              storage_key: `documentos/00000000-0000-4000-8000-${String(id).padStart(8, '0')}0000.pdf`,
              nombre_original: 'ficha.pdf',
              tamanyo: 100,
              subido_por: p.usuarios.consultor,
            },
          ]
        : []),
    ]);
  }
  await syncIdiomaEstados(app.db, id);
  return id;
}

/** Everything of a declaration a refused call must leave as it was. */
export async function instantanea(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(dapcons).where(eq(dapcons.id, id));
  const idiomas = await app.db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, id)).orderBy(asc(dapconIdiomas.idioma_id));
  const historial = await app.db.select({ n: count() }).from(dapconHistorial).where(eq(dapconHistorial.dapcon_id, id));
  const documentos = await app.db.select().from(dapconDocumentos).where(eq(dapconDocumentos.dapcon_id, id)).orderBy(asc(dapconDocumentos.id));
  const [declaraciones] = await app.db.select({ n: count() }).from(dapcons);
  return { row, idiomas, historial: historial[0]?.n, documentos, declaraciones: declaraciones?.n };
}

/** History rows of a declaration, oldest first. */
export function historialDe(app: FastifyInstance, id: number) {
  return app.db.select().from(dapconHistorial).where(eq(dapconHistorial.dapcon_id, id)).orderBy(asc(dapconHistorial.id));
}

/** The e-mails recorded with a template, after `desde` (a correos id), as [template, recipient] pairs. */
export async function correosDesde(app: FastifyInstance, desde: number) {
  const rows = await app.db.select().from(correos).orderBy(asc(correos.id));
  return rows.filter((row) => row.id > desde);
}

/** The last correos id (to read only what comes after). */
export async function ultimoCorreo(app: FastifyInstance): Promise<number> {
  const rows = await app.db.select({ id: correos.id }).from(correos).orderBy(asc(correos.id));
  return rows.at(-1)?.id ?? 0;
}

/** A PDF file for a multipart field. */
export function pdf(name = 'documento.pdf', bytes: Buffer = PDF): File {
  return new File([bytes], name, { type: 'application/pdf' });
}

/** A call as `token` (undefined: nobody signed in). */
export function llamar(app: FastifyInstance, token: string | undefined, method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** Uploads a document through the API. */
export function subir(app: FastifyInstance, token: string, id: number, campos: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return llamar(app, token, 'POST', `/dapcon/${id}/documentos`, toFormData(campos));
}

/** The record of an answer that carries one. */
export function detalleDe(response: LightMyRequestResponse, status = 200): DapconDetalle {
  expect(response.statusCode, response.body).toBe(status);
  return body<Envelope<DapconDetalle>>(response).data;
}

/** A verifier who takes part in nothing of the demo (11111111H): a consultant account with es_verificador. */
export const OTRO_VERIFICADOR = { usuario: '11111111H', password: 'Otro-Verificador-2026', modulo_app: 'consultor' as const };

/** Creates OTRO_VERIFICADOR's account and consultant row; answers its session token. */
export async function crearOtroVerificador(app: FastifyInstance): Promise<string> {
  const [user] = await app.db
    .insert(usuarios)
    .values({
      usuario: OTRO_VERIFICADOR.usuario,
      password_hash: await hashPassword(OTRO_VERIFICADOR.password),
      email: 'otro.verificador@example.com',
      nombre: 'Otro',
      apellidos: 'Verificador',
      modulo_app: 'consultor',
      perfil: 4,
    })
    .returning({ id: usuarios.id });
  if (!user) throw new Error('no user');
  await app.db.insert(consultores).values({
    usuario_id: user.id,
    consultor_nif: OTRO_VERIFICADOR.usuario,
    consultor_nombre: 'Otro',
    consultor_apellidos: 'Verificador',
    es_verificador: true,
  });
  const response = await login(app, OTRO_VERIFICADOR);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<{ token: string }>>(response).data.token;
}
