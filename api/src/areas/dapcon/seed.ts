/**
 * The DAPcon area's part of the seed: a few declarations in `borrador` of the demo companies, by the
 * demo consultant and verified by the demo verifier (api/seed/demo-accounts.json), each with its
 * languages and its creation in the history. Size 'test' gets the first only (the matrix reads it:
 * id 1, of the first demo company); size 'demo' all. Draws nothing at random. More states come with
 * the later steps of docs/dapcon-lifecycle.md.
 */
import { IDIOMA_PRINCIPAL } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { REFERENCE_DATE } from '../../seed/context';
import type { DemoOrganizacion } from '../../seed/demo-accounts';
import { findUserForLogin } from '../auth/repository';
import { findParticipanteActivo } from '../consultores/repository';
import { findOrganizacionOfUsuario } from '../empresas/repository';
import { RCPS } from '../rcp/data/rcps';
import { insertDapconHistorial, insertDapconIdiomas, insertDapcons } from './repository';

/** The consultant and verifier of the seeded declarations (demo-accounts.json). */
export const DEMO_DAPCON_PARTICIPANTES = { consultor: '47815236F', verificador: '39284756C' } as const;

/**
 * The declarations the test seed holds, by id, one per state (all of the first demo company, with the
 * demo consultant and verifier, RCP 100, languages 1 and 2), and its first incident (open, on language
 * 1 of the declaration in verification, with one reply). The matrices and tests name them.
 */
export const TEST_DAPCON_IDS = { borrador: 1, en_verificacion: 2, verificada: 3, publicada: 4, caducada: 5 } as const;
export const TEST_INCIDENCIA_ID = 1;

interface SeedDapcon {
  /** Which demo company (its position among the demo companies). */
  empresa: number;
  producto: string;
  /** The RCP, by equivalencia and version (its id is its position in RCPS, plus one). */
  rcp: { equivalencia: string; version: string };
  /** Languages and their ECO Platform flag; the first is IDIOMA_PRINCIPAL. */
  idiomas: readonly (readonly [id: number, ecoplatform: boolean])[];
  /** Days before the reference date it was created. */
  haceDias: number;
}

const DECLARACIONES: readonly SeedDapcon[] = [
  {
    empresa: 0,
    producto: 'Cemento Portland CEM I 52,5 R',
    rcp: { equivalencia: 'RCP 100', version: '2.0' },
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [2, false],
    ],
    haceDias: 12,
  },
  {
    empresa: 0,
    producto: 'Mortero de albañilería M-7,5',
    rcp: { equivalencia: 'RCP 100', version: '2.0' },
    idiomas: [[IDIOMA_PRINCIPAL, true]],
    haceDias: 5,
  },
  {
    empresa: 1,
    producto: 'Baldosa de gres porcelánico esmaltado',
    rcp: { equivalencia: 'RCP 001', version: '2.1' },
    idiomas: [
      [IDIOMA_PRINCIPAL, true],
      [2, false],
      [3, true],
    ],
    haceDias: 20,
  },
];

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

/** Seeds the demo declarations (size 'test': the first only); answers how many. */
export async function seedDemoDapcons(db: Database, companies: readonly DemoOrganizacion[], size: 'demo' | 'test'): Promise<number> {
  const declaraciones = size === 'test' ? DECLARACIONES.slice(0, 1) : DECLARACIONES;
  const consultorId = await participanteId(db, DEMO_DAPCON_PARTICIPANTES.consultor);
  const verificadorId = await participanteId(db, DEMO_DAPCON_PARTICIPANTES.verificador);

  const rows = [];
  for (const declaracion of declaraciones) {
    const company = companies[declaracion.empresa];
    const user = company ? await findUserForLogin(db, company.usuario, 'organizacion') : undefined;
    const org = user ? await findOrganizacionOfUsuario(db, user.id) : undefined;
    if (!user || !org) throw new Error(`Demo company ${declaracion.empresa} was not seeded`);
    const creada = new Date(REFERENCE_DATE.getTime() - declaracion.haceDias * 86_400_000);
    rows.push({ declaracion, usuarioId: user.id, creada, orgId: org.org_id });
  }

  const ids = await insertDapcons(
    db,
    rows.map(({ declaracion, usuarioId, creada, orgId }) => ({
      org_id: orgId,
      rcp_id: rcpId(declaracion.rcp),
      consultor_id: consultorId,
      verificador_id: verificadorId,
      dv_nombre_producto: declaracion.producto,
      estado: 'borrador' as const,
      secuencia: 1,
      dapcon_fecha_creacion: creada,
      veracidad_confirmada_at: creada,
      created_by: usuarioId,
    })),
  );
  await insertDapconIdiomas(
    db,
    rows.flatMap(({ declaracion }, i) =>
      declaracion.idiomas.map(([idioma, ecoplatform]) => ({
        dapcon_id: ids[i] ?? 0,
        idioma_id: idioma,
        dapcon_idioma_estado: 'borrador' as const,
        inscripcion_ecoplatform: ecoplatform,
      })),
    ),
  );
  await insertDapconHistorial(
    db,
    rows.map(({ usuarioId, creada }, i) => ({
      dapcon_id: ids[i] ?? 0,
      accion: 'crear',
      estado_desde: null,
      estado_hasta: 'borrador' as const,
      usuario_id: usuarioId,
      created_at: creada,
    })),
  );
  return ids.length;
}
