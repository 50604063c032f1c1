/**
 * The one seed context the area seeds share, phase by phase: the pseudo-random generator
 * (every draw of every area comes from it, in the orchestrator's order, so the data is the
 * same on every machine), the password hashes, the tax ids and company names handed out so
 * far, the postal-code table and the counts of what was created.
 */
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { cif, dni, nie } from './documents';
import { isCatalan, type PoblacionRow } from './people';
import { Random } from './random';

/** The pseudo-random seed: changing it changes every generated company and consultant. */
const SEED = 20_260_101;
/** "Today" for the demo data, so dates do not drift with the clock. */
export const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
/** When the programme began: the demo accounts' sign-up date, the earliest of the generated ones. */
export const PROGRAMME_START = new Date('2016-01-11T09:00:00Z');
/** Bulk passwords: the demo accounts' ones, so any company or consultant can be tried. */
export const BULK_PASSWORD = { organizacion: 'Demo-Empresa-2026', consultor: 'Demo-Consultor-2026', verificador: 'Demo-Verificador-2026' };
/** Rows per insert statement. */
const CHUNK = 400;

/** What a seed created. */
export interface SeedSummary {
  usuarios: number;
  organizaciones: number;
  consultores: number;
  poblaciones: number;
  /** Files stored: logos, certificates and DAPcon documents of the demo programme (none without a storage). */
  archivos: number;
}

/** Inserts rows a chunk at a time, in order. */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The postal-code table, for addresses that agree with it. */
export class Places {
  private readonly byCode = new Map<string, PoblacionRow>();
  private readonly catalan: PoblacionRow[];
  private readonly rest: PoblacionRow[];

  constructor(readonly all: PoblacionRow[]) {
    for (const row of all) if (!this.byCode.has(row.codigo_postal)) this.byCode.set(row.codigo_postal, row);
    this.catalan = all.filter(isCatalan);
    this.rest = all.filter((row) => !isCatalan(row));
  }

  /** The first town of a postal code. */
  at(codigoPostal: string): PoblacionRow {
    const row = this.byCode.get(codigoPostal);
    if (!row) throw new Error(`Postal code ${codigoPostal} is not in the postal-code table`);
    return row;
  }

  /** The programme is run from Catalonia: most of its members are there. */
  random(rng: Random): PoblacionRow {
    return rng.pick(rng.chance(0.6) ? this.catalan : this.rest);
  }
}

/** Hashing is the slow part: each distinct password is hashed once and the hash reused. */
class PasswordHashes {
  private readonly hashes = new Map<string, Promise<string>>();

  get(password: string): Promise<string> {
    let hash = this.hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      this.hashes.set(password, hash);
    }
    return hash;
  }
}

/** The state the area seeds share; see the file comment. */
export class SeedContext {
  readonly rng = new Random(SEED);
  readonly passwords = new PasswordHashes();
  /** Tax ids handed out so far: they are unique across users. */
  readonly usedIds = new Set<string>();
  /** Company and association names handed out so far. */
  readonly usedNames = new Set<string>();
  readonly counts = { usuarios: 0, organizaciones: 0, consultores: 0, archivos: 0 };

  constructor(
    /** The seed's transaction. */
    readonly db: Database,
    readonly places: Places,
  ) {}

  summary(): SeedSummary {
    return { ...this.counts, poblaciones: this.places.all.length };
  }

  /** Draws until `make` gives a value not drawn before (identifiers, company names). */
  unique(make: () => string, used: Set<string> = this.usedIds): string {
    for (;;) {
      const value = make();
      if (!used.has(value)) {
        used.add(value);
        return value;
      }
    }
  }

  /** A new DNI, or about one in ten times a foreigner's NIE. */
  personalId(): string {
    return this.unique(() =>
      this.rng.chance(0.1)
        ? nie(this.rng.pick(['X', 'Y', 'Z'] as const), this.rng.int(0, 9_999_999))
        : dni(this.rng.int(10_000_000, 79_999_999)),
    );
  }

  /** A new CIF of an entity kind (`letter`) registered in the province of `place`. */
  companyId(letter: string, place: PoblacionRow): string {
    const province = Number(place.codigo_postal.slice(0, 2));
    return this.unique(() => cif(letter, province, this.rng.int(0, 99_999)));
  }
}
