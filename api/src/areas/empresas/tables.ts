/** The empresas area's table: the member organisations (companies, associations, self-employed people). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { EstadoPago } from '@dapcon/contract';
import { createdAt, timestamptz } from '../../db/columns';
import { usuarios } from '../auth/tables';
import { consultores } from '../consultores/tables';
import { paises, parametros } from '../referencia/tables';

export const organizaciones = pgTable(
  'organizaciones',
  {
    org_id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usuario_id: integer()
      .notNull()
      .unique()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    org_cif: varchar({ length: 20 }).notNull().unique(),
    org_nombre: text().notNull(),
    /** A self-employed person (DNI/NIE) rather than a company: name and surname instead of a business name. */
    es_persona: boolean().notNull().default(false),
    org_persona_nombre: text(),
    org_persona_apellido: text(),
    org_direccion: text(),
    org_codigo_postal: varchar({ length: 10 }),
    org_poblacion: text(),
    org_provincia: text(),
    org_pais: integer().references(() => paises.id),
    org_email: text(),
    org_telefono: text(),
    org_web: text(),
    /** Storage key of the logo (see plugins/app/storage.ts). */
    org_logo: text(),
    persona_contacto_nombre: text(),
    persona_contacto_cargo: text(),
    persona_contacto_telefono: text(),
    persona_contacto_email: text(),
    contacto_facturacion_nombre: text(),
    contacto_facturacion_email: text(),
    contacto_facturacion_telefono: text(),
    /** Storage keys of the accreditation documents (ISO 14001, EMAS), when attached. */
    doc_sgm_iso14001: text(),
    doc_sgm_emacs: text(),
    /** param_id of the tipo_empresa list: empresa, asociacion. */
    org_tipo: varchar({ length: 100 }).references(() => parametros.param_id),
    /** param_id of tamanio_empresa or tamanio_asociacion. */
    org_tamanio: varchar({ length: 100 }).references(() => parametros.param_id),
    /** param_id of empresa_convenios, when the company joined through an agreement. */
    org_convenio: varchar({ length: 100 }).references(() => parametros.param_id),
    org_facturar_dapcon_convenio: boolean().notNull().default(false),
    exento_cuota: boolean().notNull().default(false),
    integracion_api: boolean().notNull().default(false),
    comisionista_id: integer().references(() => consultores.id, { onDelete: 'set null' }),
    /** param_id of tipo_comision. */
    tipo_comision: varchar({ length: 100 }).references(() => parametros.param_id),
    org_fecha_alta: createdAt(),
    org_fecha_baja: timestamptz(),
    org_observaciones_baja: text(),
    estado_pago: text().$type<Exclude<EstadoPago, null>>().notNull().default('pendiente'),
    /** Shows the payment alert on the company home. */
    alerta_pago: boolean().notNull().default(false),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('organizaciones_estado_pago_check', sql`${t.estado_pago} in ('pagado', 'pendiente')`),
    index('organizaciones_nombre_idx').on(t.org_nombre),
  ],
);
