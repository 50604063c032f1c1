/**
 * The DAPcon area's part of the seed: declarations of the demo companies by the demo consultant,
 * verified by the demo verifier (api/seed/demo-accounts.json), each with its languages, a history
 * that walks the states it went through (docs/dapcon-lifecycle.md), the code and validity of the
 * published and expired ones, incidents, and the per-year counter of codes agreeing with the codes
 * given. Size 'test' gets the five of TEST_DAPCON_IDS, one per state, and incident
 * TEST_INCIDENCIA_ID (the matrices and tests name them); size 'demo' adds declarations in every
 * state and language, returned ones, incidents open and resolved, renewal chains of two and three
 * and some about to expire (within 90 days of REFERENCE_DATE). Draws nothing at random.
 *
 * With a storage (size 'demo' on the first start, `npm run seed`), the declarations get their
 * documents (one-page PDFs of seed/files.ts), as the history implies: the EPD of each language and,
 * with an RCP of code 100, the product sheet, uploaded by the consultant before the first submission
 * (again after a return), and the verification report, uploaded by the verifier with the acceptance;
 * of the drafts never submitted, only those of `borradorConDap`, with the EPDs listed there. Each
 * file is stored before the row naming it: if the seed's transaction fails, the storage sweep
 * removes it. Without a storage (the test seed) no declaration has documents, since a row without
 * its file would answer 404 on download.
 */
import { asc, eq } from 'drizzle-orm';
import {
  CODIGO_RCP_FICHA_PRODUCTO,
  IDIOMA_PRINCIPAL,
  INDICADORES_NUCLEO,
  MODULOS_OBLIGATORIOS,
  MODULOS_RESULTADOS,
  toDisplayDate,
  validoHastaDe,
  type EstadoDapcon,
  type MetodoLcia,
  type TipoDocumentoDapcon,
  type UnidadDeclarada,
} from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Storage } from '../../plugins/app/storage';
import { REFERENCE_DATE } from '../../seed/context';
import type { DemoOrganizacion } from '../../seed/demo-accounts';
import { demoDapconDocument } from '../../seed/files';
import { findUserForLogin } from '../../auth/accounts';
import { usuarios } from '../../auth/tables';
import { findParticipanteActivo } from '../consultores';
import { findOrganizacionOfUsuario } from '../empresas';
import { RCPS } from '../rcp';
import { IDIOMAS } from '../referencia';
import { comentarioCaducidad } from './caducidad';
import { codigoDapcon } from './ciclo';
import { insertIncidencia, insertRespuesta } from './incidencias-repository';
import { guardarTabla } from './resultados';
import type { TablaResultados } from './resultados-tabla';
import {
  insertDapcon,
  insertDapconCodigos,
  insertDapconDocumentos,
  insertDapconHistorial,
  insertDapconIdiomas,
  syncIdiomaEstados,
  type NewDapconDocumento,
  type NewDapconHistorial,
} from './repository';

/** The consultant and verifier of the seeded declarations (demo-accounts.json). */
export const DEMO_DAPCON_PARTICIPANTES = { consultor: '47815236F', verificador: '39284756C' } as const;

/**
 * The declarations the test seed holds, by id, one per state (all of the first demo company, with the
 * demo consultant and verifier, RCP 100, languages 1 and 2), and its first incident (open, on language
 * 1 of the declaration in verification, with one reply). The matrices and tests name them.
 */
export const TEST_DAPCON_IDS = { borrador: 1, en_verificacion: 2, verificada: 3, publicada: 4, caducada: 5 } as const;
export const TEST_INCIDENCIA_ID = 1;

/** Who writes a reply to an incident. */
type Autor = 'empresa' | 'consultor' | 'verificador';

interface SeedIncidencia {
  idioma: number;
  titulo: string;
  descripcion: string;
  resuelta: boolean;
  respuestas: readonly (readonly [autor: Autor, mensaje: string])[];
}

interface SeedDapcon {
  /** Which demo company (its position among the demo companies). */
  empresa: number;
  producto: string;
  /** The RCP, by equivalencia and version (its id is its position in RCPS, plus one). */
  rcp: { equivalencia: string; version: string };
  /** Languages and their ECO Platform flag; the first is IDIOMA_PRINCIPAL. */
  idiomas: readonly (readonly [id: number, ecoplatform: boolean])[];
  estado: EstadoDapcon;
  /** Days before the reference date it was created; a published one is created 40 days before its validity starts. */
  haceDias?: number;
  /** Returned to its draft once, with this reason, before going on. */
  devuelta?: string;
  /** A draft never submitted: the languages whose EPD the consultant has uploaded so far (with a storage). */
  borradorConDap?: readonly number[];
  /** Published: its first valid day and its number among the year's codes (in publication order). */
  publicacion?: { desde: string; numero: number };
  /** Expired by the administration on this day, with this comment (else, once expired, by the daily job the day after its last). */
  caducadaPorAdmin?: { dia: string; comentario: string };
  /** The declaration it renews: its position in DECLARACIONES; created this many days after the parent's validity started. */
  renueva?: { padre: number; diasTrasPublicacion: number };
  incidencias?: readonly SeedIncidencia[];
  /** Its results table (docs/registry-exports.md 'Results table'), uploaded by the consultant the day after its creation: figures from `semilla`. */
  resultados?: { semilla: number; unidad: UnidadDeclarada; metodo: MetodoLcia };
}

const RCP_100 = { equivalencia: 'RCP 100', version: '2.0' };
const RCP_001 = { equivalencia: 'RCP 001', version: '2.1' };
const RCP_002 = { equivalencia: 'RCP 002', version: '1.2' };
const ES_CA: SeedDapcon['idiomas'] = [
  [IDIOMA_PRINCIPAL, true],
  [2, false],
];

/** The test seed's five (ids 1 to 5, TEST_DAPCON_IDS), then the demo's. */
const DECLARACIONES: readonly SeedDapcon[] = [
  // 1 to 5: size 'test'
  { empresa: 0, producto: 'Cemento Portland CEM I 52,5 R', rcp: RCP_100, idiomas: ES_CA, estado: 'borrador', haceDias: 12 },
  {
    empresa: 0,
    producto: 'Mortero de albañilería M-7,5',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'en_verificacion',
    haceDias: 9,
    incidencias: [
      {
        idioma: 1,
        titulo: 'Unidad funcional',
        descripcion: 'La unidad funcional declarada no coincide con la del RCP 100.',
        resuelta: false,
        respuestas: [['consultor', 'La revisamos y subimos una nueva versión esta semana.']],
      },
    ],
  },
  {
    empresa: 0,
    producto: 'Hormigón preparado HA-25/B/20/IIa',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'verificada',
    haceDias: 30,
    resultados: { semilla: 3, unidad: 'm3', metodo: 'EF 3.1' },
  },
  {
    empresa: 0,
    producto: 'Cal hidráulica natural NHL 3,5',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'publicada',
    publicacion: { desde: '2026-09-15', numero: 1 },
    resultados: { semilla: 7, unidad: 'kg', metodo: 'EF 3.1' },
  },
  { empresa: 0, producto: 'Yeso de construcción B1', rcp: RCP_100, idiomas: ES_CA, estado: 'caducada', publicacion: { desde: '2021-06-01', numero: 1 } },
  // 6 on: size 'demo'
  {
    empresa: 1,
    producto: 'Baldosa de gres porcelánico esmaltado',
    rcp: RCP_001,
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [2, false],
      [3, true],
    ],
    estado: 'borrador',
    haceDias: 20,
    borradorConDap: [IDIOMA_PRINCIPAL, 2],
  },
  {
    empresa: 4,
    producto: 'Mortero cola C2TE',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'borrador',
    haceDias: 25,
    devuelta: 'Falta la ficha de producto firmada y la versión catalana no coincide con la española.',
  },
  {
    empresa: 1,
    producto: 'Azulejo de pasta blanca',
    rcp: RCP_001,
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [3, true],
    ],
    estado: 'en_verificacion',
    haceDias: 15,
    incidencias: [
      {
        idioma: 3,
        titulo: 'Traducción de los módulos',
        descripcion: 'Los módulos A4 y A5 no están traducidos en la versión inglesa.',
        resuelta: false,
        respuestas: [['empresa', 'Nuestro traductor lo corrige; lo tendrán el lunes.']],
      },
      {
        idioma: 1,
        titulo: 'Escenario de fin de vida',
        descripcion: 'Justifique el porcentaje de reciclaje del escenario C3.',
        resuelta: true,
        respuestas: [
          ['consultor', 'Se basa en el informe sectorial de 2024, que adjuntamos en el anexo.'],
          ['verificador', 'Correcto, queda justificado.'],
        ],
      },
    ],
  },
  {
    empresa: 3,
    producto: 'Tablero contrachapado de pino',
    rcp: RCP_100,
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [2, false],
      [3, true],
      [4, true],
      [5, true],
      [6, false],
      [7, false],
      [8, false],
      [9, false],
    ],
    estado: 'en_verificacion',
    haceDias: 18,
    incidencias: [
      {
        idioma: 4,
        titulo: 'Unités du tableau des impacts',
        descripcion: 'Les unités du PCG ne correspondent pas à la version espagnole.',
        resuelta: false,
        respuestas: [],
      },
    ],
  },
  {
    empresa: 1,
    producto: 'Cemento CEM II/A-L 42,5 R',
    rcp: RCP_002,
    idiomas: ES_CA,
    estado: 'verificada',
    haceDias: 35,
    incidencias: [
      {
        idioma: 2,
        titulo: 'Declaració en català',
        descripcion: 'Falta la taula de paràmetres ambientals a la versió catalana.',
        resuelta: true,
        respuestas: [['consultor', 'Afegida a la pàgina 6.']],
      },
    ],
  },
  // A chain of two: the first expired, its renewal published.
  { empresa: 1, producto: 'Gres extrusionado para fachadas', rcp: RCP_001, idiomas: ES_CA, estado: 'caducada', publicacion: { desde: '2020-01-20', numero: 1 } },
  {
    empresa: 1,
    producto: 'Gres extrusionado para fachadas',
    rcp: RCP_001,
    idiomas: ES_CA,
    estado: 'publicada',
    publicacion: { desde: '2025-01-10', numero: 1 },
    renueva: { padre: 10, diasTrasPublicacion: 1760 },
    resultados: { semilla: 11, unidad: 'm2', metodo: 'EF 3.0' },
  },
  // A chain of three: two expired, the third verified.
  {
    empresa: 4,
    producto: 'Mortero monocapa para revestimientos',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'caducada',
    publicacion: { desde: '2016-03-01', numero: 1 },
  },
  {
    empresa: 4,
    producto: 'Mortero monocapa para revestimientos',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'caducada',
    publicacion: { desde: '2021-07-01', numero: 2 },
    renueva: { padre: 12, diasTrasPublicacion: 1790 },
  },
  {
    empresa: 4,
    producto: 'Mortero monocapa para revestimientos',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'verificada',
    renueva: { padre: 13, diasTrasPublicacion: 1780 },
  },
  // About to expire (within 90 days of REFERENCE_DATE): one told already, one not yet.
  {
    empresa: 5,
    producto: 'Ladrillo cerámico macizo',
    rcp: RCP_001,
    idiomas: [[IDIOMA_PRINCIPAL, true]],
    estado: 'publicada',
    publicacion: { desde: '2021-12-20', numero: 3 },
  },
  {
    empresa: 0,
    producto: 'Cal aérea CL 90-S',
    rcp: RCP_100,
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [3, true],
    ],
    estado: 'publicada',
    publicacion: { desde: '2022-01-15', numero: 1 },
  },
  {
    empresa: 1,
    producto: 'Pavimento de terrazo',
    rcp: RCP_001,
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [2, false],
      [3, true],
    ],
    estado: 'publicada',
    publicacion: { desde: '2026-10-05', numero: 2 },
  },
  {
    empresa: 3,
    producto: 'Viga de madera laminada encolada',
    rcp: RCP_100,
    idiomas: ES_CA,
    estado: 'caducada',
    publicacion: { desde: '2023-04-10', numero: 1 },
    caducadaPorAdmin: { dia: '2025-09-01', comentario: 'Cese de fabricación del producto.' },
  },
];

/** How many of DECLARACIONES size 'test' seeds. */
const TEST_COUNT = 5;

function rcpId(rcp: SeedDapcon['rcp']): number {
  const index = RCPS.findIndex((row) => row.equivalencia === rcp.equivalencia && row.version === rcp.version);
  if (index < 0) throw new Error(`${rcp.equivalencia} ${rcp.version} is not in the RCP catalogue`);
  return index + 1;
}

async function participanteId(db: Database, nif: string): Promise<number> {
  const row = await findParticipanteActivo(db, nif);
  if (!row) throw new Error(`The demo consultant ${nif} was not seeded`);
  return row.id;
}

async function usuarioId(db: Database, usuario: string, modulo: 'administrador' | 'consultor' | 'organizacion'): Promise<number> {
  const user = await findUserForLogin(db, usuario, modulo);
  if (!user) throw new Error(`Demo account ${usuario} was not seeded`);
  return user.id;
}

const DAY_MS = 86_400_000;

/** An instant `days` days after `instant`. */
function plusDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** 09:00 UTC (10:00 or 11:00 in Madrid) of a day 'yyyy-mm-dd'. */
function morningOf(day: string): Date {
  return new Date(`${day}T09:00:00Z`);
}

/** The day after 'yyyy-mm-dd'. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Who acts in the seeded histories. */
interface Actores {
  empresa: number;
  consultor: number;
  verificador: number;
  admin: number | null;
}

/** A seeded declaration once placed: its id, when it was created, its code, validity and when it expired. */
interface Colocada {
  id: number;
  creada: Date;
  codigo: string | null;
  desde: string | null;
  hasta: string | null;
  caducadaEl: Date | null;
}

/** What the DAPcon seed created. */
export interface DapconSeedSummary {
  declaraciones: number;
  /** Documents stored (none without a storage). */
  documentos: number;
}

/**
 * Seeds the demo declarations (size 'test': the first five) and, with a storage, their documents;
 * answers how many of each.
 */
export async function seedDemoDapcons(
  db: Database,
  companies: readonly DemoOrganizacion[],
  size: 'demo' | 'test',
  storage?: Storage,
): Promise<DapconSeedSummary> {
  const declaraciones = size === 'test' ? DECLARACIONES.slice(0, TEST_COUNT) : DECLARACIONES;
  const consultorId = await participanteId(db, DEMO_DAPCON_PARTICIPANTES.consultor);
  const verificadorId = await participanteId(db, DEMO_DAPCON_PARTICIPANTES.verificador);
  const consultorUsuario = await usuarioId(db, DEMO_DAPCON_PARTICIPANTES.consultor, 'consultor');
  const verificadorUsuario = await usuarioId(db, DEMO_DAPCON_PARTICIPANTES.verificador, 'consultor');
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.modulo_app, 'administrador')).orderBy(asc(usuarios.id)).limit(1);

  const colocadas: Colocada[] = [];
  const contadores = new Map<number, number>();
  let documentos = 0;
  for (const declaracion of declaraciones) {
    const company = companies[declaracion.empresa];
    const empresaUsuario = company ? await usuarioId(db, company.usuario, 'organizacion') : undefined;
    const org = empresaUsuario === undefined ? undefined : await findOrganizacionOfUsuario(db, empresaUsuario);
    if (empresaUsuario === undefined || !org) throw new Error(`Demo company ${declaracion.empresa} was not seeded`);
    const actores: Actores = { empresa: empresaUsuario, consultor: consultorUsuario, verificador: verificadorUsuario, admin: admin?.id ?? null };
    const colocada = await seedDeclaracion(db, declaracion, colocadas, actores, { orgId: org.org_id, consultorId, verificadorId });
    colocadas.push(colocada);
    if (storage) documentos += await seedDocumentos(db, storage, declaracion, colocada, actores);
    if (colocada.codigo && declaracion.publicacion) {
      const anyo = Number(declaracion.publicacion.desde.slice(0, 4));
      contadores.set(anyo, Math.max(contadores.get(anyo) ?? 0, declaracion.publicacion.numero));
    }
  }
  await insertDapconCodigos(
    db,
    [...contadores].map(([anyo, ultimo]) => ({ anyo, ultimo })),
  );
  return { declaraciones: colocadas.length, documentos };
}

/** One declaration, its languages, history and incidents. */
async function seedDeclaracion(
  db: Database,
  d: SeedDapcon,
  colocadas: readonly Colocada[],
  actores: Actores,
  ids: { orgId: number; consultorId: number; verificadorId: number },
): Promise<Colocada> {
  const padre = d.renueva ? colocadas[d.renueva.padre] : undefined;
  if (d.renueva && !padre?.desde) throw new Error(`The renewed declaration ${d.renueva.padre} must be seeded, published, before ${d.producto}`);
  const creada =
    padre?.desde && d.renueva
      ? plusDays(morningOf(padre.desde), d.renueva.diasTrasPublicacion)
      : d.publicacion
        ? plusDays(morningOf(d.publicacion.desde), -40)
        : plusDays(REFERENCE_DATE, -(d.haceDias ?? 0));
  const desde = d.publicacion?.desde ?? null;
  const hasta = desde === null ? null : validoHastaDe(desde);
  const codigo = d.publicacion ? codigoDapcon(Number(d.publicacion.desde.slice(0, 4)), d.publicacion.numero) : null;
  const caducadaEl =
    d.estado !== 'caducada' ? null : d.caducadaPorAdmin ? morningOf(d.caducadaPorAdmin.dia) : hasta ? new Date(`${dayAfter(hasta)}T01:00:00Z`) : null;

  const id = await insertDapcon(db, {
    org_id: ids.orgId,
    rcp_id: rcpId(d.rcp),
    consultor_id: ids.consultorId,
    verificador_id: ids.verificadorId,
    dv_nombre_producto: d.producto,
    dapcon_codigo: codigo,
    estado: d.estado,
    dapcon_valido_desde: desde,
    dapcon_valido_hasta: hasta,
    dapcon_fecha_creacion: creada,
    id_padre: padre?.id ?? null,
    secuencia: secuenciaDe(d),
    veracidad_confirmada_at: padre ? null : creada,
    created_by: actores.empresa,
  });
  await insertDapconIdiomas(
    db,
    d.idiomas.map(([idioma, ecoplatform]) => ({ dapcon_id: id, idioma_id: idioma, dapcon_idioma_estado: d.estado, inscripcion_ecoplatform: ecoplatform })),
  );

  // The history: the steps its state implies, a day or more apart, in order.
  const historial: NewDapconHistorial[] = [];
  const paso = (accion: string, desdeEstado: EstadoDapcon | null, hastaEstado: EstadoDapcon, usuario: number | null, at: Date, comentario: string | null = null) =>
    historial.push({ dapcon_id: id, accion, estado_desde: desdeEstado, estado_hasta: hastaEstado, usuario_id: usuario, comentario, created_at: at });
  if (padre) paso('renovar', null, 'borrador', actores.empresa, creada, padre.codigo);
  else paso('crear', null, 'borrador', actores.empresa, creada);
  if (d.resultados) paso('subir_resultados', 'borrador', 'borrador', actores.consultor, plusDays(creada, 1), 'resultados.xlsx');
  const orden: EstadoDapcon[] = ['borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada'];
  const hastaDonde = orden.indexOf(d.estado);
  if (d.devuelta) {
    paso('enviar', 'borrador', 'en_verificacion', actores.consultor, plusDays(creada, 2));
    paso('devolver', 'en_verificacion', 'borrador', actores.verificador, plusDays(creada, 5), d.devuelta);
  }
  const enviada = plusDays(creada, d.devuelta ? 8 : 3);
  if (hastaDonde >= 1) paso('enviar', 'borrador', 'en_verificacion', actores.consultor, enviada);
  const aceptada = plusDays(creada, 20);
  if (hastaDonde >= 2) paso('aceptar', 'en_verificacion', 'verificada', actores.verificador, aceptada);
  if (hastaDonde >= 3 && desde && hasta && codigo) paso('publicar', 'verificada', 'publicada', actores.admin, morningOf(desde), `${codigo}: ${toDisplayDate(desde)} – ${toDisplayDate(hasta)}`);
  if (hastaDonde >= 4 && caducadaEl && hasta) {
    if (d.caducadaPorAdmin) paso('caducar', 'publicada', 'caducada', actores.admin, caducadaEl, d.caducadaPorAdmin.comentario);
    else paso('caducar', 'publicada', 'caducada', null, caducadaEl, comentarioCaducidad(hasta));
  }
  await insertDapconHistorial(db, historial);

  // The parent's side of a renewal (its state then: expired already, or still published).
  if (padre) {
    const estadoPadre: EstadoDapcon = padre.caducadaEl && padre.caducadaEl <= creada ? 'caducada' : 'publicada';
    await insertDapconHistorial(db, [
      { dapcon_id: padre.id, accion: 'renovar', estado_desde: estadoPadre, estado_hasta: estadoPadre, usuario_id: actores.empresa, comentario: null, created_at: creada },
    ]);
  }

  // Incidents: opened by the verifier the day after submission, replies a day apart, resolved after the last.
  for (const [n, incidencia] of (d.incidencias ?? []).entries()) {
    const abierta = plusDays(enviada, 1 + n);
    const incidenciaId = await insertIncidencia(db, {
      dapcon_id: id,
      idioma_id: incidencia.idioma,
      titulo: incidencia.titulo,
      descripcion: incidencia.descripcion,
      esta_resuelta: incidencia.resuelta,
      creada_por: actores.verificador,
      resuelta_at: incidencia.resuelta ? plusDays(abierta, incidencia.respuestas.length + 1) : null,
      resuelta_por: incidencia.resuelta ? actores.verificador : null,
      created_at: abierta,
    });
    for (const [r, [autor, mensaje]] of incidencia.respuestas.entries()) {
      await insertRespuesta(db, { incidencia_id: incidenciaId, mensaje, usuario_id: actores[autor], created_at: plusDays(abierta, r + 1) });
    }
  }
  if (d.resultados) {
    await guardarTabla(db, id, tablaSemilla(d.resultados, desde), { nombre_archivo: 'resultados.xlsx', subido_por: actores.consultor, suplantador_id: null, created_at: plusDays(creada, 1) });
  }
  await syncIdiomaEstados(db, id);
  return { id, creada, codigo, desde, hasta, caducadaEl };
}

/**
 * A results table for the demo: a figure in every module EN 15804+A2 requires and in A4 (made from
 * the seed, the indicator and the module, negative in D), ND in A5, MND in B1-B7, and the reference
 * year before its validity (or 2025).
 */
function tablaSemilla(r: NonNullable<SeedDapcon['resultados']>, desde: string | null): TablaResultados {
  return {
    unidad_cantidad: '1',
    unidad: r.unidad,
    masa_por_unidad: r.unidad === 'kg' ? null : (r.semilla * 12.5).toFixed(2),
    anio_referencia: desde ? Number(desde.slice(0, 4)) - 1 : 2025,
    metodo: r.metodo,
    celdas: INDICADORES_NUCLEO.flatMap((ind, i) =>
      MODULOS_RESULTADOS.flatMap((modulo, j): TablaResultados['celdas'] => {
        if (MODULOS_OBLIGATORIOS.includes(modulo) || modulo === 'A4') {
          const valor = ((r.semilla * (i + 1) * (j + 3)) / 997).toPrecision(4);
          return [{ indicador: ind.codigo, modulo, valor: modulo === 'D' ? `-${valor}` : valor, marca: null }];
        }
        if (modulo === 'A5') return [{ indicador: ind.codigo, modulo, valor: null, marca: 'ND' }];
        if (modulo.startsWith('B')) return [{ indicador: ind.codigo, modulo, valor: null, marca: 'MND' }];
        return [];
      }),
    ),
  };
}

/** A document to seed: its kind, language (null for the product sheet and the report), who uploaded it and when. */
interface DocumentoSembrado {
  tipo: TipoDocumentoDapcon;
  idioma: number | null;
  usuario: number;
  at: Date;
}

/**
 * The documents a declaration has by its history: the EPDs and product sheet of a submitted one the
 * day after its creation (or, returned, the day after its return, replaced then) and so before its
 * submission; those of `borradorConDap` of a draft never submitted, the day after its creation; the
 * verification report at its acceptance. Stored, then their rows inserted; answers how many.
 */
async function seedDocumentos(db: Database, storage: Storage, d: SeedDapcon, colocada: Colocada, actores: Actores): Promise<number> {
  const enviada = d.estado !== 'borrador' || d.devuelta !== undefined;
  const rcp = RCPS[rcpId(d.rcp) - 1];
  const subidos = plusDays(colocada.creada, d.devuelta ? 6 : 1);
  const documentos: DocumentoSembrado[] = [];
  const idiomasConDap = enviada ? d.idiomas.map(([idioma]) => idioma) : (d.borradorConDap ?? []);
  for (const idioma of idiomasConDap) documentos.push({ tipo: 'dap', idioma, usuario: actores.consultor, at: subidos });
  if (enviada && rcp?.codigo === CODIGO_RCP_FICHA_PRODUCTO) documentos.push({ tipo: 'ficha_producto', idioma: null, usuario: actores.consultor, at: subidos });
  // Accepted 20 days after its creation (the 'aceptar' step of seedDeclaracion's history).
  if (d.estado === 'verificada' || d.estado === 'publicada' || d.estado === 'caducada') {
    documentos.push({ tipo: 'informe_verificacion', idioma: null, usuario: actores.verificador, at: plusDays(colocada.creada, 20) });
  }

  const rows: NewDapconDocumento[] = [];
  for (const documento of documentos) {
    const idioma = documento.idioma === null ? undefined : IDIOMAS.find((row) => row.id === documento.idioma);
    const data = demoDapconDocument({
      tipo: documento.tipo,
      producto: d.producto,
      rcp: `${d.rcp.equivalencia} v${d.rcp.version}`,
      codigo: colocada.codigo ?? `DAPcon ${colocada.id}`,
      idioma: idioma?.idioma_nombre,
      fecha: documento.at.toISOString().slice(0, 10),
    });
    rows.push({
      dapcon_id: colocada.id,
      idioma_id: documento.idioma,
      tipo: documento.tipo,
      storage_key: await storage.put('documentos', 'pdf', data),
      nombre_original: nombreOriginal(documento.tipo, d.producto, idioma?.idioma),
      tamanyo: data.length,
      subido_por: documento.usuario,
      created_at: documento.at,
    });
  }
  await insertDapconDocumentos(db, rows);
  return rows.length;
}

/** The name the consultant's or verifier's file had: 'DAP_Cal_aerea_CL_90_S_en.pdf', 'Informe_verificacion_Cal_aerea_CL_90_S.pdf'. */
function nombreOriginal(tipo: TipoDocumentoDapcon, producto: string, idioma: string | undefined): string {
  const prefijo = tipo === 'dap' ? 'DAP' : tipo === 'ficha_producto' ? 'Ficha_producto' : 'Informe_verificacion';
  const nombre = producto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `${prefijo}_${nombre}${idioma ? `_${idioma}` : ''}.pdf`;
}

/** A declaration's place in its renewal chain: 1, or one more than the declaration it renews. */
function secuenciaDe(d: SeedDapcon): number {
  const padre = d.renueva ? DECLARACIONES[d.renueva.padre] : undefined;
  return padre ? secuenciaDe(padre) + 1 : 1;
}
