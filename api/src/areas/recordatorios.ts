/**
 * Every kind of scheduled reminder, from the areas that own its records (issue 36): what the
 * scheduler runs (recordatorios/programador.ts) and the reminders' list reads.
 */
import type { TipoRecordatorioDef } from '../recordatorios/motor';
import { RECORDATORIOS_DAPCON } from './dapcon';
import { RECORDATORIOS_FINANZAS } from './finanzas';

export const TIPOS_RECORDATORIO_DEFS: readonly TipoRecordatorioDef[] = [...RECORDATORIOS_DAPCON, ...RECORDATORIOS_FINANZAS];
