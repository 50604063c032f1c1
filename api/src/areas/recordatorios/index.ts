/**
 * The recordatorios area (issue 36): the scheduled reminders' engine (motor.ts), the portal's
 * scheduled jobs (programador.ts, pg-boss schedules), the table of reminders sent, their parameters'
 * seed, and the 'Recordatorios' list of /comunicaciones (its contract is the contents area's). Each
 * kind of reminder is the area's that owns its records (dapcon, finanzas), gathered by areas/index.ts
 * and handed down: this area stands below theirs. What others use: the kinds' types, the table.
 */
export { default as routes, type RecordatoriosRoutesOptions } from './routes';
export { default as programador, RECORDATORIOS_JOB } from './programador';
export { enviarRecordatorios, type MensajeRecordatorio, type SerieRecordatorio, type TipoRecordatorioDef } from './motor';
export { seedRecordatorios, seedRecordatoriosEnviados } from './seed';
export { recordatorios } from './tables';

// For the authorization matrix's test.
export { recordatoriosMatrix } from './matrix';
