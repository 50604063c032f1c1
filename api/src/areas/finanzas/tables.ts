/**
 * The finance area's tables (docs/finanzas.md): tariffs, the programme's bank data, the companies'
 * annual fees, the invoice numbering and the agents' commissions. Amounts are `numeric(12,2)`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, importeColumn } from '../../db/columns';
import { consultores } from '../consultores/tables';
import { dapconPagos } from '../dapcon/tables';
import { organizaciones } from '../empresas/tables';
import { idiomas, parametros } from '../referencia/tables';

/**
 * A fee (part 2 §3 'Fee (tarifa)'): `tipo` is a fee type of the parameter folder `tipos_tarifa`
 * (cuota_anual, dapcon, dapcon_renovacion, sup_dapcon_idioma); `codigo` is the internal code the
 * portal looks it up by (for cuota_anual, the size parameter: ge_250, emp_50_250, pme_50, socios_5,
 * socios_superior_5). An inactive fee (`estado` false) is kept but never charged.
 */
export const tarifas = pgTable(
  'tarifas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tipo: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id),
    codigo: varchar({ length: 100 }).notNull(),
    /** The description in the main language (language 1); the other languages' in `tarifas_idiomas`. */
    descripcion: text().notNull(),
    codigo_contable: varchar({ length: 50 }).notNull(),
    precio: importeColumn().notNull(),
    estado: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [unique('tarifas_tipo_codigo_key').on(t.tipo, t.codigo), check('tarifas_precio_check', sql`${t.precio} >= 0`)],
);

/**
 * A fee's description in a language other than the main one (issue 33, item 17; as `rcps_idiomas`):
 * shown in that language wherever the fee is named (the fee list, the payment flow's fee line, the
 * commission names taken from a rate). A language without a text reads the main one.
 */
export const tarifasIdiomas = pgTable(
  'tarifas_idiomas',
  {
    tarifa_id: integer()
      .notNull()
      .references(() => tarifas.id, { onDelete: 'cascade' }),
    idioma_id: integer()
      .notNull()
      .references(() => idiomas.id),
    descripcion: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tarifa_id, t.idioma_id] })],
);

/**
 * The programme's bank data (part 2 §3 'Bank data': entidad, num_cuenta): the account transfers go
 * to, and the creditor of the direct-debit remittances (name, SEPA creditor identifier, BIC). One row.
 */
export const datosBancarios = pgTable('datos_bancarios', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  entidad: text().notNull(),
  /** The IBAN, without spaces. */
  num_cuenta: varchar({ length: 34 }).notNull(),
  bic: varchar({ length: 11 }),
  /** The creditor's name on a remittance and on the SEPA mandate. */
  titular: text(),
  /** The SEPA creditor identifier (ES12ZZZB12345678). */
  identificador_acreedor: varchar({ length: 35 }),
  /** The creditor's postal address, printed on the SEPA mandate. */
  direccion: text(),
  updated_at: createdAt(),
});

/**
 * A company's annual fee of a year (part 2 §3 'Fee payment (cuota)'), one per company and year
 * (the routes' `/{org_id}/{year}`). `pagado` is the payment date: null while the fee is owed (a
 * transfer awaited, a direct debit to collect). `num_factura` is given when the payment is
 * registered, from `facturas_numeracion`.
 */
export const cuotas = pgTable(
  'cuotas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    org_id: integer()
      .notNull()
      .references(() => organizaciones.org_id, { onDelete: 'cascade' }),
    year: smallint().notNull(),
    pagado: date({ mode: 'string' }),
    importe: importeColumn().notNull(),
    observaciones: text(),
    /** 'Alta' (the first fee) or 'Renovado'. */
    tipo: text().$type<'Alta' | 'Renovado'>().notNull(),
    num_order: varchar({ length: 50 }),
    num_factura: varchar({ length: 20 }).unique(),
    no_comisionable: boolean().notNull().default(false),
    /** 'R' direct debit, 'T' transfer (part 2 §9); null when not known. */
    metodo_pago: varchar({ length: 1 }).$type<'R' | 'T'>(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    unique('cuotas_org_year_key').on(t.org_id, t.year),
    check('cuotas_tipo_check', sql`${t.tipo} in ('Alta', 'Renovado')`),
    check('cuotas_metodo_pago_check', sql`${t.metodo_pago} in ('R', 'T')`),
    check('cuotas_importe_check', sql`${t.importe} >= 0`),
    check('cuotas_year_check', sql`${t.year} >= 2000`),
    index('cuotas_year_idx').on(t.year, t.org_id),
    index('cuotas_pendientes_idx').on(t.org_id).where(sql`${t.pagado} is null`),
  ],
);

/** The invoice counter of each year: fees and declaration payments draw their `num_factura` from it, in order, without gaps. */
export const facturasNumeracion = pgTable('facturas_numeracion', {
  anyo: integer().primaryKey(),
  ultimo: integer().notNull(),
});

/**
 * A commission (part 2 §3 'Commission'; docs/finanzas.md 'Commissions'): what agent `consultor_id`
 * earns on one paid fee (`cuota_id`) or one declaration payment (`dapcon_pago_id`) of company
 * `org_id`, of type `tipo_comision` (parameter folder `tipo_comision`). One per fee and one per
 * payment (the unique keys): that is what makes a synchronisation idempotent. `importe` is the base
 * (what was paid), `porcentaje` the rate then, `total_comision` the commission (half up to the cent);
 * `fecha_pago` null while unpaid. Deleting the fee or payment removes unpaid commissions (the service
 * does) and leaves paid ones with the source set null: a commission paid stays in the accounts, with
 * `referencia` (the source's invoice number) telling what it was for. A consultant with commissions
 * cannot be deleted (restrict): they are the association's accounts.
 */
export const comisiones = pgTable(
  'comisiones',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    consultor_id: integer()
      .notNull()
      .references(() => consultores.id, { onDelete: 'restrict' }),
    org_id: integer()
      .notNull()
      .references(() => organizaciones.org_id, { onDelete: 'cascade' }),
    tipo_comision: varchar({ length: 100 }).notNull(),
    /** 'cuota' or 'dapcon'. */
    origen: varchar({ length: 10 }).$type<'cuota' | 'dapcon'>().notNull(),
    cuota_id: integer()
      .unique()
      .references(() => cuotas.id, { onDelete: 'set null' }),
    dapcon_pago_id: integer()
      .unique()
      .references(() => dapconPagos.id, { onDelete: 'set null' }),
    /** The source's invoice number when the commission was created. */
    referencia: varchar({ length: 20 }),
    /** The rate's name (the `comision` tariff's description) when the commission was created, in the main language… */
    comision_nombre: text().notNull(),
    /** …and in the others it had a text in then, by language code ({ ca: '…' }). */
    comision_nombres: jsonb().$type<Record<string, string>>().notNull().default({}),
    importe: importeColumn().notNull(),
    porcentaje: importeColumn().notNull(),
    total_comision: importeColumn().notNull(),
    year: smallint().notNull(),
    fecha_pago: date({ mode: 'string' }),
    observaciones: text(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('comisiones_tipo_check', sql`${t.tipo_comision} in ('comision_alta_empresa', 'comision_renovacion_empresa', 'comision_alta_dapcon', 'comision_renovacion_dapcon')`),
    check('comisiones_origen_check', sql`${t.origen} in ('cuota', 'dapcon') and not (${t.cuota_id} is not null and ${t.dapcon_pago_id} is not null)`),
    check('comisiones_importes_check', sql`${t.importe} >= 0 and ${t.total_comision} >= 0 and ${t.porcentaje} between 0 and 100`),
    index('comisiones_consultor_idx').on(t.consultor_id, t.year),
    index('comisiones_org_idx').on(t.org_id),
  ],
);

/**
 * A company's SEPA direct-debit mandate (docs/finanzas.md 'The organisation payment flow'): the
 * debtor's IBAN and its holder's tax id, the mandate's unique reference (what a remittance cites,
 * `DAPCON-{org_id}`), the day it was signed (uploaded) and the signed PDF (`documento_key`, in the
 * storage). One per company: choosing direct debit again replaces it (the old file is removed).
 */
export const mandatosSepa = pgTable('mandatos_sepa', {
  org_id: integer()
    .primaryKey()
    .references(() => organizaciones.org_id, { onDelete: 'cascade' }),
  iban: varchar({ length: 34 }).notNull(),
  nif_titular: varchar({ length: 20 }).notNull(),
  referencia: varchar({ length: 35 }).notNull().unique(),
  fecha_firma: date({ mode: 'string' }).notNull(),
  documento_key: text().notNull(),
  created_at: createdAt(),
  updated_at: createdAt(),
});

/**
 * A bank remittance (docs/finanzas.md 'The bank remittance'): a SEPA Direct Debit file (pain.008.001.02)
 * of owed direct-debited fees. `referencia` is the file's message id; `xml` the file as generated (what
 * was sent is what is downloaded again); `estado` generada → cobrada (the bank confirmed; `pagado` the
 * day) or anulada (never sent).
 */
export const remesas = pgTable(
  'remesas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    referencia: varchar({ length: 35 }).notNull().unique(),
    fecha_cobro: date({ mode: 'string' }).notNull(),
    estado: text().$type<'generada' | 'cobrada' | 'anulada'>().notNull().default('generada'),
    num_operaciones: integer().notNull(),
    importe_total: importeColumn().notNull(),
    pagado: date({ mode: 'string' }),
    xml: text().notNull(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [check('remesas_estado_check', sql`${t.estado} in ('generada', 'cobrada', 'anulada')`), index('remesas_created_idx').on(t.created_at)],
);

/**
 * One debit of a remittance: the fee it collects and what was sent for it (the company's name and CIF,
 * the amount, the debtor's IBAN, the mandate reference, FRST/RCUR, the end-to-end id). The fee may be
 * deleted later (`cuota_id` set null); the operation stays as the record of what was sent.
 */
export const remesaOperaciones = pgTable(
  'remesa_operaciones',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    remesa_id: integer()
      .notNull()
      .references(() => remesas.id, { onDelete: 'cascade' }),
    cuota_id: integer().references(() => cuotas.id, { onDelete: 'set null' }),
    org_id: integer().references(() => organizaciones.org_id, { onDelete: 'set null' }),
    org_nombre: text().notNull(),
    org_cif: varchar({ length: 20 }).notNull(),
    year: smallint().notNull(),
    importe: importeColumn().notNull(),
    iban: varchar({ length: 34 }).notNull(),
    mandato: varchar({ length: 35 }).notNull(),
    fecha_firma: date({ mode: 'string' }).notNull(),
    secuencia: varchar({ length: 4 }).$type<'FRST' | 'RCUR'>().notNull(),
    end_to_end_id: varchar({ length: 35 }).notNull(),
    estado: text().$type<'pendiente' | 'cobrada' | 'devuelta'>().notNull().default('pendiente'),
  },
  (t) => [
    check('remesa_operaciones_estado_check', sql`${t.estado} in ('pendiente', 'cobrada', 'devuelta')`),
    check('remesa_operaciones_secuencia_check', sql`${t.secuencia} in ('FRST', 'RCUR')`),
    index('remesa_operaciones_remesa_idx').on(t.remesa_id),
    index('remesa_operaciones_cuota_idx').on(t.cuota_id),
    index('remesa_operaciones_mandato_idx').on(t.mandato),
  ],
);
