/**
 * /maintenance (spec part 2 §2.1 and §6: the Ares administrator only; part 1 §2 'Disk-usage screen',
 * with real figures; docs/parametros.md 'Maintenance as built'): the maintenance switch with its
 * message, the state of the database, the mail queue and the storage with the disk's use, re-sending
 * the failed e-mails, and the demo reset outside production.
 *
 * While maintenance is on, the API answers every write (POST, PUT, PATCH, DELETE) of a caller who is not
 * an administrator with 503 `{ status: 'Error', message: <the administrator's message>, mantenimiento: true }`
 * (`isMaintenanceBody`); sign-in and sign-out stay open. The shell reads `estadoMantenimiento` to show
 * non-administrators the maintenance page.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { crossFieldRules, formAccepted, toFormBoolean } from '../core/form';
import { MSG, spanishTexts, type Catalogue } from '../core/messages';
import { EstadoMantenimiento } from '../core/maintenance';

// What everyone may read is the core's (core/maintenance.ts: the shell asks it on every page); this area serves it.
export { EstadoMantenimiento, estadoMantenimiento, isMaintenanceBody } from '../core/maintenance';

/** The longest maintenance message. */
export const MANTENIMIENTO_MENSAJE_MAX = 1000;

/** The messages of /maintenance, ES and CA. */
export const MANTENIMIENTO_MESSAGES = {
  mensajeMantenimientoObligatorio: {
    es: 'Escriba el mensaje que verán los usuarios durante el mantenimiento.',
    ca: 'Escriviu el missatge que veuran els usuaris durant el manteniment.',
  },
  mantenimientoActivado: { es: 'El modo mantenimiento está activado.', ca: 'El mode manteniment està activat.' },
  mantenimientoDesactivado: { es: 'El modo mantenimiento está desactivado.', ca: 'El mode manteniment està desactivat.' },
  correosReenviados: {
    es: 'Los correos fallidos se han vuelto a poner en la cola de envío.',
    ca: "Els correus fallits s'han tornat a posar a la cua d'enviament.",
  },
  confirmarReinicio: {
    es: 'Confirme que desea restaurar los datos de demostración.',
    ca: 'Confirmeu que voleu restaurar les dades de demostració.',
  },
  demoRestaurada: {
    es: 'Los datos de demostración se han restaurado.',
    ca: "S'han restaurat les dades de demostració.",
  },
} as const satisfies Catalogue;

/** The maintenance messages in Spanish, by key. */
export const MANTENIMIENTO_MSG = spanishTexts(MANTENIMIENTO_MESSAGES);

/** The same for the Ares administrator: when it was last switched, and by whom. */
export const EstadoMantenimientoAdmin = v.object({
  ...EstadoMantenimiento.entries,
  /** ISO 8601; null when it was never switched. */
  actualizado_at: v.nullable(v.string()),
  /** 'nombre apellidos (NIF)'. */
  actualizado_por: v.nullable(v.string()),
});
export type EstadoMantenimientoAdmin = v.InferOutput<typeof EstadoMantenimientoAdmin>;

/**
 * The switch: on with a message (required when on), or off (the message is kept for next time).
 * Both fields are required: a PUT replaces the whole state, so a body without them (`{}`) would
 * switch maintenance off and wipe the message.
 */
export const MantenimientoBody = v.pipe(
  v.object({
    activo: v.pipe(v.unknown(), v.transform(toFormBoolean), v.boolean(MSG.valorNoValido)),
    mensaje: v.pipe(v.string(MANTENIMIENTO_MSG.mensajeMantenimientoObligatorio), v.trim(), v.maxLength(MANTENIMIENTO_MENSAJE_MAX, MSG.textoDemasiadoLargo)),
  }),
  crossFieldRules([{ field: 'mensaje', reads: ['activo'], holds: (f) => !f.activo || f.mensaje !== '', message: MANTENIMIENTO_MSG.mensajeMantenimientoObligatorio }]),
);
export type MantenimientoBody = v.InferInput<typeof MantenimientoBody>;

/** The state of the database: its engine and size, and the migrations applied (drizzle's table). */
export const EstadoBaseDatos = v.object({
  motor: v.picklist(['pglite', 'postgresql']),
  /** `version()`, first words. */
  version: v.string(),
  /** `pg_database_size(current_database())`, bytes. */
  tamanio: v.number(),
  /** PGlite only: its folder on disk (data files, WAL), bytes, what it really takes; null on PostgreSQL. */
  tamanio_carpeta: v.nullable(v.number()),
  migraciones_aplicadas: v.number(),
  /** The migrations this build of the API knows; more than applied would mean a failed start. */
  migraciones_conocidas: v.number(),
  /** The last one applied (its file's name, '0023_mantenimiento'), and when it was written (ISO 8601). */
  ultima_migracion: v.nullable(v.string()),
  ultima_migracion_at: v.nullable(v.string()),
});
export type EstadoBaseDatos = v.InferOutput<typeof EstadoBaseDatos>;

/** The mail queue, by the `correos` table's states. */
export const EstadoCorreos = v.object({
  /** 'smtp' delivers through the queue; 'outbox' keeps them waiting (no SMTP_URL). */
  modo: v.picklist(['smtp', 'outbox']),
  pendientes: v.number(),
  errores: v.number(),
  enviados: v.number(),
});
export type EstadoCorreos = v.InferOutput<typeof EstadoCorreos>;

/** The uploaded files and the volume of the API's data folder. */
export const EstadoAlmacenamiento = v.object({
  driver: v.picklist(['local', 's3']),
  archivos: v.number(),
  /** Bytes of every uploaded file (local driver); null on S3, whose listing does not give sizes here. */
  tamanio: v.nullable(v.number()),
  /**
   * The volume holding DATA_DIR (PGlite's database, the local uploads, the logs), bytes; null when the
   * system does not say. `libre` is what the API's user may still write.
   */
  disco: v.nullable(v.object({ total: v.number(), libre: v.number() })),
  /** Whether the database lives on that volume (PGlite) or on a server of its own (PostgreSQL). */
  base_datos_en_disco: v.boolean(),
});
export type EstadoAlmacenamiento = v.InferOutput<typeof EstadoAlmacenamiento>;

/** Everything /maintenance shows. */
export const MantenimientoData = v.object({
  mantenimiento: EstadoMantenimientoAdmin,
  base_datos: EstadoBaseDatos,
  correos: EstadoCorreos,
  almacenamiento: EstadoAlmacenamiento,
  /** The demo reset is offered (not in production). */
  reinicio_demo: v.boolean(),
});
export type MantenimientoData = v.InferOutput<typeof MantenimientoData>;

/** The reset's confirmation: the browser sends it after its dialog, so a stray request resets nothing. */
export const ReiniciarDemoBody = v.object({ confirmar: formAccepted(MANTENIMIENTO_MSG.confirmarReinicio) });
export type ReiniciarDemoBody = v.InferInput<typeof ReiniciarDemoBody>;

/**
 * Switches maintenance on (with its message) or off; answers the new state.
 *
 * @example
 * await call(guardarMantenimiento, { body: { activo: true, mensaje: 'Volvemos a las 14:00.' } });
 */
export const guardarMantenimiento = defineEndpoint({
  method: 'PUT',
  path: '/mantenimiento/estado',
  body: MantenimientoBody,
  response: EstadoMantenimientoAdmin,
  stale: ['GET /mantenimiento', 'GET /mantenimiento/estado'],
  access: ACCESS.adminAres,
  summary: 'Switches maintenance on (with its message) or off',
  tags: ['sistema'],
});

/**
 * The state /maintenance shows: the switch, the database, the mail queue, the storage and the disk.
 *
 * @example
 * const { data } = await call(mantenimiento); // { base_datos: { tamanio: 48234496, … }, correos: { errores: 2, … }, … }
 */
export const mantenimiento = defineEndpoint({
  method: 'GET',
  path: '/mantenimiento',
  response: MantenimientoData,
  access: ACCESS.adminAres,
  summary: 'The state of the database, the mail queue, the storage and the disk, and the maintenance switch',
  tags: ['sistema'],
});

/**
 * Puts every e-mail in 'error' back in the mail queue (the portal's own before a mailing's); answers how many.
 *
 * @example
 * const { data } = await call(reenviarCorreosFallidos); // { reenviados: 2 }
 */
export const reenviarCorreosFallidos = defineEndpoint({
  method: 'POST',
  path: '/mantenimiento/correos/reenviar',
  response: v.object({ reenviados: v.number() }),
  stale: ['GET /mantenimiento'],
  access: ACCESS.adminAres,
  summary: 'Puts every failed e-mail back in the mail queue',
  tags: ['sistema'],
});

/**
 * Empties the database and seeds the demo programme again (not in production: there the route does
 * not exist, 404). Sessions end, the caller's excepted.
 *
 * @example
 * await call(reiniciarDemo, { body: { confirmar: true } }); // { usuarios: 312, organizaciones: 268, consultores: 114 }
 */
export const reiniciarDemo = defineEndpoint({
  method: 'POST',
  path: '/mantenimiento/reiniciar-demo',
  body: ReiniciarDemoBody,
  response: v.object({ usuarios: v.number(), organizaciones: v.number(), consultores: v.number() }),
  stale: ['GET /mantenimiento'],
  access: ACCESS.adminAres,
  summary: 'Restores the demo data (outside production only)',
  tags: ['sistema'],
});
