/**
 * The RCP catalogue of the seed: the product category rules a Spanish and Catalan construction
 * EPD programme publishes, in Spanish and Catalan. The general rule (code 100) and one rule per
 * family of products; a new version of a rule supersedes the old one (no longer `vigente`); one
 * rule was annulled ('deleted', spec part 2 §4). Draws nothing at random.
 */
import type { FamiliaRcpId } from './familias';

/** One seeded RCP: the row, and its name, short name and description in Spanish and Catalan. */
export interface RcpSeed {
  equivalencia: string;
  version: string;
  anyo: number;
  vigente: boolean;
  anulada?: boolean;
  codigo: string;
  /** Its families (`familia_rcp`): the list's 'material'. */
  familias: readonly FamiliaRcpId[];
  es: { nombre: string; sobrenombre: string; descripcion: string };
  ca: { nombre: string; sobrenombre: string; descripcion: string };
}

const EN15804 = 'UNE-EN 15804:2012+A2:2020';

/** The families of each rule, by equivalencia. */
const FAMILIAS: Readonly<Record<string, readonly FamiliaRcpId[]>> = {
  'RCP 100': ['fam_rcp_general'],
  'RCP 001': ['fam_rcp_ceramica'],
  'RCP 002': ['fam_rcp_cemento'],
  'RCP 003': ['fam_rcp_hormigon', 'fam_rcp_cemento'],
  'RCP 004': ['fam_rcp_mortero', 'fam_rcp_cemento'],
  'RCP 005': ['fam_rcp_ceramica'],
  'RCP 006': ['fam_rcp_aislante', 'fam_rcp_plastico'],
  'RCP 007': ['fam_rcp_vidrio', 'fam_rcp_metal', 'fam_rcp_madera'],
  'RCP 008': ['fam_rcp_metal'],
  'RCP 009': ['fam_rcp_madera'],
  'RCP 010': ['fam_rcp_pintura'],
  'RCP 011': ['fam_rcp_aridos'],
  'RCP 012': ['fam_rcp_plastico'],
  'RCP 013': ['fam_rcp_piedra'],
  'RCP 014': ['fam_rcp_yeso'],
};

function rule(
  equivalencia: string,
  version: string,
  anyo: number,
  names: { es: [nombre: string, sobrenombre: string]; ca: [nombre: string, sobrenombre: string] },
  norma: string | null,
  flags: { vigente?: boolean; anulada?: boolean } = {},
): RcpSeed {
  const codigo = equivalencia.replace(/^RCP /, '');
  const base = norma ? `${EN15804} y ${norma}` : EN15804;
  const baseCa = norma ? `${EN15804} i ${norma}` : EN15804;
  return {
    equivalencia,
    version,
    anyo,
    vigente: flags.vigente ?? true,
    ...(flags.anulada ? { anulada: true } : {}),
    codigo,
    familias: FAMILIAS[equivalencia] ?? [],
    es: { nombre: names.es[0], sobrenombre: names.es[1], descripcion: `Reglas de categoría de producto ${equivalencia}, versión ${version} (${anyo}), según ${base}.` },
    ca: { nombre: names.ca[0], sobrenombre: names.ca[1], descripcion: `Regles de categoria de producte ${equivalencia}, versió ${version} (${anyo}), segons ${baseCa}.` },
  };
}

/** In the order they are inserted (their ids on a fresh database: 1, 2…). */
export const RCPS: readonly RcpSeed[] = [
  rule('RCP 100', '2.0', 2023, { es: ['Productos de construcción en general', 'General'], ca: ['Productes de construcció en general', 'General'] }, null),
  rule('RCP 100', '1.0', 2015, { es: ['Productos de construcción en general', 'General'], ca: ['Productes de construcció en general', 'General'] }, null, { vigente: false }),
  rule('RCP 001', '2.1', 2022, { es: ['Baldosas cerámicas', 'Cerámica'], ca: ['Rajoles ceràmiques', 'Ceràmica'] }, 'UNE-EN 17160:2019'),
  rule('RCP 001', '1.0', 2014, { es: ['Baldosas cerámicas', 'Cerámica'], ca: ['Rajoles ceràmiques', 'Ceràmica'] }, null, { vigente: false }),
  rule('RCP 002', '1.2', 2021, { es: ['Cementos y cales', 'Cemento'], ca: ['Ciments i calçs', 'Ciment'] }, 'UNE-EN 16908:2018'),
  rule('RCP 003', '2.0', 2024, { es: ['Hormigón y prefabricados de hormigón', 'Hormigón'], ca: ['Formigó i prefabricats de formigó', 'Formigó'] }, 'UNE-EN 16757:2023'),
  rule('RCP 004', '1.0', 2020, { es: ['Morteros para albañilería y revoco', 'Mortero'], ca: ['Morters per a obra de fàbrica i arrebossat', 'Morter'] }, null),
  rule('RCP 005', '1.1', 2022, { es: ['Ladrillos y bloques cerámicos', 'Fábrica cerámica'], ca: ['Maons i blocs ceràmics', 'Obra ceràmica'] }, null),
  rule('RCP 006', '2.0', 2023, { es: ['Productos aislantes térmicos', 'Aislamiento'], ca: ['Productes aïllants tèrmics', 'Aïllament'] }, 'UNE-EN 16783:2024'),
  rule('RCP 006', '1.0', 2016, { es: ['Productos aislantes térmicos', 'Aislamiento'], ca: ['Productes aïllants tèrmics', 'Aïllament'] }, null, { vigente: false }),
  rule('RCP 007', '1.0', 2021, { es: ['Ventanas y puertas peatonales exteriores', 'Ventanas'], ca: ['Finestres i portes exteriors per a vianants', 'Finestres'] }, 'UNE-EN 17213:2020'),
  rule('RCP 008', '1.0', 2019, { es: ['Productos de acero para estructuras y armaduras', 'Acero'], ca: ["Productes d'acer per a estructures i armadures", 'Acer'] }, null),
  rule('RCP 009', '1.0', 2022, { es: ['Madera y productos derivados de la madera', 'Madera'], ca: ['Fusta i productes derivats de la fusta', 'Fusta'] }, 'UNE-EN 16485:2014'),
  rule('RCP 010', '1.0', 2020, { es: ['Pinturas, barnices y recubrimientos', 'Pinturas'], ca: ['Pintures, vernissos i recobriments', 'Pintures'] }, null),
  rule('RCP 011', '1.0', 2018, { es: ['Áridos naturales, reciclados y artificiales', 'Áridos'], ca: ['Àrids naturals, reciclats i artificials', 'Àrids'] }, null),
  rule('RCP 012', '1.0', 2021, { es: ['Sistemas de tuberías de plástico', 'Tuberías'], ca: ['Sistemes de canonades de plàstic', 'Canonades'] }, null),
  rule('RCP 013', '1.0', 2017, { es: ['Revestimientos de piedra natural', 'Piedra natural'], ca: ['Revestiments de pedra natural', 'Pedra natural'] }, null, { anulada: true }),
  rule('RCP 014', '1.0', 2024, { es: ['Yesos y placas de yeso laminado', 'Yeso'], ca: ['Guixos i plaques de guix laminat', 'Guix'] }, null),
];
