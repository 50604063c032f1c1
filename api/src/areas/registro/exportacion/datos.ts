/**
 * What the exports of a declaration are made from (issue 35, docs/registry-exports.md): its public
 * record (`fichaPublica`, the registry's own reading: only a published or expired declaration is
 * found) and the few public facts the record does not carry: the RCP's version and its names per
 * language, the company's web and country, the verifier's firm. Nothing personal is read: not the
 * verifier's NIF, e-mail or phone, not the company's contact person, e-mail or phone; a company's
 * tax id only when it is a company's (a sole trader's DNI/NIE is a person's, and stays out).
 */
import { asc, eq } from 'drizzle-orm';
import { isPersonTaxId, type FichaPublica } from '@dapcon/contract';
import type { Database } from '../../../db/database';
import { consultores } from '../../consultores';
import { dapcons, tablaDeDapcon, type TablaResultados } from '../../dapcon';
import { organizaciones } from '../../empresas';
import { rutaDeClase } from '../../parametros';
import { rcps, rcpsIdiomas } from '../../rcp';
import { idiomas, paises } from '../../referencia';
import { fichaPublica } from '../ficha';

/** A published or expired declaration, with everything either export writes. */
export interface DeclaracionExportable {
  /** The registry's record, read in Spanish (the RCP's name in it is the Spanish one). */
  ficha: FichaPublica;
  /** The RCP, which is the declaration's PCR: its reference ('RCP 100'), version ('2.0') and name in each language it has one. */
  rcp: { equivalencia: string; version: string; nombres: { idioma: string; nombre: string }[] };
  /** The company: its name, its tax id (null when it is a person's), its web and its country (ISO 3166 alpha-2). */
  empresa: { nombre: string; cif: string | null; web: string | null; pais: string | null };
  /** The verifier: the portal's id (for a stable reference, never shown), name and surnames, and the firm they verify for, if any. */
  verificador: { id: number; nombre: string; empresa: string | null };
  /** The portal's public origin ('https://portal.example.org', no trailing slash): every link is absolute. */
  origen: string;
  /**
   * The ECO Platform class its product is filed under, from the top level down to it (itself last),
   * each with its code and ECO Platform's class name; empty when it has none.
   */
  clasificacion: { codigo: string; className: string }[];
  /** Its results table (the declared unit, the method, the core indicators' figures per module), or null when none was uploaded. */
  resultados: TablaResultados | null;
}

/** A published or expired declaration's data for the exports, or null for any other code. */
export async function declaracionExportable(db: Database, codigo: string, origen: string): Promise<DeclaracionExportable | null> {
  const ficha = await fichaPublica(db, codigo, 'es');
  if (!ficha) return null;
  const [extra] = await db
    .select({
      dapcon_id: dapcons.id,
      rcp_version: rcps.version,
      org_web: organizaciones.org_web,
      pais: paises.pais_iso,
      verificador_id: consultores.id,
      verificador_empresa: consultores.consultor_empresa_nombre,
      clasificacion_id: dapcons.clasificacion_id,
    })
    .from(dapcons)
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .leftJoin(paises, eq(paises.id, organizaciones.org_pais))
    .innerJoin(consultores, eq(consultores.id, dapcons.verificador_id))
    .where(eq(dapcons.dapcon_codigo, ficha.dapcon_codigo));
  if (!extra) return null;
  const resultados = await tablaDeDapcon(db, extra.dapcon_id);
  const nombres = await db
    .select({ idioma: idiomas.idioma, nombre: rcpsIdiomas.rcp_nombre })
    .from(rcpsIdiomas)
    .innerJoin(idiomas, eq(idiomas.id, rcpsIdiomas.idioma_id))
    .where(eq(rcpsIdiomas.rcp_id, ficha.rcp.rcp_id))
    .orderBy(asc(idiomas.id));
  const cif = ficha.empresa.org_cif;
  return {
    ficha,
    rcp: { equivalencia: ficha.rcp.rcp_equivalencia, version: extra.rcp_version, nombres },
    empresa: { nombre: ficha.empresa.org_nombre, cif: cif === null || isPersonTaxId(cif) ? null : cif, web: vacioANull(extra.org_web), pais: extra.pais ?? null },
    verificador: {
      id: extra.verificador_id,
      nombre: [ficha.verificador.nombre, ficha.verificador.apellidos].map((s) => s.trim()).filter(Boolean).join(' '),
      empresa: vacioANull(extra.verificador_empresa),
    },
    origen: origen.replace(/\/+$/, ''),
    clasificacion: extra.clasificacion_id === null ? [] : await rutaDeClase(db, extra.clasificacion_id),
    resultados: resultados && { unidad_cantidad: resultados.unidad_cantidad, unidad: resultados.unidad, masa_por_unidad: resultados.masa_por_unidad, anio_referencia: resultados.anio_referencia, metodo: resultados.metodo, celdas: resultados.celdas },
  };
}

function vacioANull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The host of a web address ('https://www.example.es/x' → 'www.example.es'), or null when it is not one. */
export function dominioWeb(url: string | null): string | null {
  if (url === null) return null;
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
    return parsed.hostname || null;
  } catch {
    return null;
  }
}
