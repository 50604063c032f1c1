// How /maintenance writes its figures: sizes in B, KB, MB, GB or TB (1024-based, as the operating
// system's tools); instants in the programme's time zone; and the disk's doughnut slices.
import { PORTAL_TIME_ZONE } from '@dapcon/contract/core';
import type { EstadoAlmacenamiento, EstadoBaseDatos } from '@dapcon/contract/sistema';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as people read it.
 *
 * @example
 * formatSize(48.2 * 1024 ** 2, 'es') // '48,2 MB'
 */
export function formatSize(bytes: number, lang: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)} ${UNITS[unit]}`;
}

/**
 * An instant (ISO 8601) as 'dd/mm/yyyy hh:mm' in Madrid.
 *
 * @example
 * formatInstant('2026-11-25T08:14:48.946Z', 'es') // '25/11/2026, 09:14'
 */
export function formatInstant(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', { timeZone: PORTAL_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The labels of the doughnut's slices. */
export interface DiskLabels {
  baseDatos: string;
  subidos: string;
  otros: string;
  libre: string;
}

/**
 * The disk's doughnut: what the database (when it lives on this volume: PGlite's folder) and the uploaded
 * files take, what everything else takes, and what is free; null when the volume was not measured.
 *
 * @example
 * diskSlices({ disco: { total: 100, libre: 60 }, tamanio: 10, … }, base, labels)
 * // [{ label: 'Base de datos', value: 5 }, { label: 'Archivos subidos', value: 10 }, { label: 'Otros usos', value: 25 }, { label: 'Libre', value: 60 }]
 */
export function diskSlices(almacenamiento: EstadoAlmacenamiento, base: EstadoBaseDatos, labels: DiskLabels): { label: string; value: number }[] | null {
  const { disco } = almacenamiento;
  if (!disco) return null;
  const used = Math.max(0, disco.total - disco.libre);
  const db = almacenamiento.base_datos_en_disco ? Math.min(used, base.tamanio_carpeta ?? base.tamanio) : 0;
  const uploads = Math.min(used - db, almacenamiento.tamanio ?? 0);
  return [
    ...(almacenamiento.base_datos_en_disco ? [{ label: labels.baseDatos, value: db }] : []),
    ...(almacenamiento.tamanio === null ? [] : [{ label: labels.subidos, value: uploads }]),
    { label: labels.otros, value: used - db - uploads },
    { label: labels.libre, value: disco.libre },
  ];
}
