import { PORTAL_TIME_ZONE, toDisplayDate } from '@dapcon/contract/core';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as 'dd/mm/yyyy hh:mm' in the programme's time zone (Madrid), whatever the browser's;
 * '' for none.
 *
 * @example
 * fechaHora('2026-11-16T08:00:00.000Z') // '16/11/2026 09:00'
 */
export function fechaHora(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  let format = formats.get(PORTAL_TIME_ZONE);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(PORTAL_TIME_ZONE, format);
  }
  return `${toDisplayDate(iso)} ${format.format(instant)}`;
}
