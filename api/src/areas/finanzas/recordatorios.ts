/**
 * The finance area's scheduled reminder (issue 36; the engine: api/src/recordatorios/motor.ts):
 * `cuota`, a company's annual fee unpaid, after the day it was issued (the fee's row: the day the
 * registration or the renewal put it on the company), to the company, unless it opted out
 * (`organizaciones.recordatorios_cuota`; docs/decisions.md 'Reminders'). A company de baja is not
 * reminded.
 */
import { sql, type SQL } from 'drizzle-orm';
import { calendarDay, euros } from '@dapcon/contract';
import { executeRows, type Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import type { MensajeRecordatorio, SerieRecordatorio, TipoRecordatorioDef } from '../../lib/recordatorios';

interface FilaCuota {
  id: number;
  org_id: number;
  year: number;
  importe: string;
  emitida_at: Date | string;
  org_nombre: string;
  email: string;
  usuario_id: number;
  idioma: Lang;
}

/** Unpaid fees of active companies that take the reminders, with the company's account. */
function leerCuotas(db: Database, where: SQL, bloquear: boolean): Promise<FilaCuota[]> {
  return executeRows<FilaCuota>(
    db,
    sql`select c.id, c.org_id, c.year, c.importe::text as importe, c.created_at as emitida_at, o.org_nombre, u.email, u.id as usuario_id, u.idioma
        from cuotas c join organizaciones o on o.org_id = c.org_id join usuarios u on u.id = o.usuario_id
        where c.pagado is null and o.org_fecha_baja is null and o.recordatorios_cuota and ${where}
        order by c.id${bloquear ? sql` for update of c` : sql``}`,
  );
}

function serieCuota(row: FilaCuota): SerieRecordatorio {
  return {
    entidad_id: row.id,
    serie: String(row.year),
    desde: calendarDay(new Date(row.emitida_at)),
    dapcon_id: null,
    org_id: row.org_id,
    descripcion: `${row.org_nombre} · ${row.year}`,
  };
}

export const recordatorioCuota: TipoRecordatorioDef = {
  tipo: 'cuota',
  entidad: 'cuotas',
  async series(db, desde, hasta) {
    const rows = await leerCuotas(db, sql`true`, false);
    return rows.map(serieCuota).filter((s) => s.desde >= desde && s.desde <= hasta);
  },
  async serieDe(db, id) {
    const [row] = await leerCuotas(db, sql`c.id = ${id}`, true);
    return row ? serieCuota(row) : null;
  },
  async mensaje(db, id, hito): Promise<MensajeRecordatorio | null> {
    const [row] = await executeRows<FilaCuota>(
      db,
      sql`select c.id, c.org_id, c.year, c.importe::text as importe, c.created_at as emitida_at, o.org_nombre, u.email, u.id as usuario_id, u.idioma
          from cuotas c join organizaciones o on o.org_id = c.org_id join usuarios u on u.id = o.usuario_id where c.id = ${id}`,
    );
    if (!row) return null;
    const valores = { nombre: row.org_nombre, anyo: String(row.year), importe: euros(row.importe), dias: String(hito) };
    return {
      aviso: { plantilla: 'recordatorio_cuota', valores: () => valores, ruta: '/' },
      destinatarios: [{ email: row.email, usuarioId: row.usuario_id, idioma: row.idioma }],
    };
  },
};

export const RECORDATORIOS_FINANZAS: readonly TipoRecordatorioDef[] = [recordatorioCuota];
