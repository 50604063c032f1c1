/**
 * What a kind of scheduled reminder is (issue 36), for the areas that own its records to define it
 * (areas/dapcon/recordatorios.ts, areas/finanzas/recordatorios.ts) and the reminders' area to run it
 * (areas/recordatorios/motor.ts): a platform's shape, so neither area imports the other.
 */
import type { TipoRecordatorio } from '@dapcon/contract';
import type { Database } from '../db/database';
import type { Aviso, Destinatario } from '../mail/avisos';

/** A live series of a record: what its milestones count from, and how the list names it. */
export interface SerieRecordatorio {
  entidad_id: number;
  /** Unique within the record: a new one (a renewed validity, a resubmission, a new word) starts a new series. */
  serie: string;
  /** The day its milestones count from ('yyyy-mm-dd', Madrid). */
  desde: string;
  dapcon_id: number | null;
  org_id: number | null;
  descripcion: string;
}

/** What a milestone's e-mail says and to whom (each in its own language). */
export interface MensajeRecordatorio {
  aviso: Aviso;
  destinatarios: Destinatario[];
}

/** A kind of reminder, as its area defines it. */
export interface TipoRecordatorioDef {
  tipo: TipoRecordatorio;
  /** The table of its records ('dapcons', 'cuotas', 'incidencias'). */
  entidad: string;
  /** The live series whose day is from `desde` to `hasta`. */
  series(db: Database, desde: string, hasta: string): Promise<SerieRecordatorio[]>;
  /** One record's live series as it stands now, its row locked when in a transaction; null when none. */
  serieDe(db: Database, entidadId: number): Promise<SerieRecordatorio | null>;
  /** A milestone's e-mail to the record's recipients as they are now; null when the record is gone. */
  mensaje(db: Database, entidadId: number, hito: number): Promise<MensajeRecordatorio | null>;
}

