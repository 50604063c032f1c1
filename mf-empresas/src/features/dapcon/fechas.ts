import { toDisplayDate } from '@dapcon/contract/core';

/**
 * A date-time as 'dd/mm/yyyy hh:mm' in Madrid (the history's entries, the incidents' replies).
 *
 * @example
 * fechaHora('2026-02-06T08:30:00.000Z', 'es') // '06/02/2026 09:30'
 */
export function fechaHora(iso: string, lang: string): string {
  const time = new Intl.DateTimeFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  return `${toDisplayDate(iso)} ${time}`;
}
