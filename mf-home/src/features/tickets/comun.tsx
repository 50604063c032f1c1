import { StatusBadge } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { incidenciasList } from '@dapcon/contract/dapcon';
import { inicio, notificaciones, panelConsolidado } from '@dapcon/contract/panel';
import { useTranslation } from '@dapcon/shared-sdk';
import { invalidate } from '@dapcon/shared-sdk/query';
import './i18n';

/**
 * A date-time as 'dd/mm/yyyy hh:mm' in Madrid (the tickets' dates and messages).
 *
 * @example
 * fechaHora('2026-02-06T08:30:00.000Z', 'es') // '06/02/2026 09:30'
 */
export function fechaHora(iso: string, lang: string): string {
  const time = new Intl.DateTimeFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  return `${toDisplayDate(iso)} ${time}`;
}

/** An incident's state as a badge: 'Abierta' (orange) or 'Resuelta' (green). */
export function EstadoTicket({ resuelta }: { resuelta: boolean }) {
  const { t } = useTranslation('home-tickets');
  return (
    <StatusBadge palette={resuelta ? 'green' : 'orange'} testId="ticket-estado" state={resuelta ? 'resuelta' : 'abierta'}>
      {t(resuelta ? 'estado.resuelta' : 'estado.abierta')}
    </StatusBadge>
  );
}

/**
 * After an incident is opened, answered, resolved or reopened: every read that shows incidents is
 * read again where it is on screen (the tickets list, the bell's Incidencias tab, the reader's home
 * and the administrator's dashboard; a query not cached is left alone).
 */
export function releerIncidencias(): Promise<void> {
  return Promise.all([invalidate(incidenciasList), invalidate(notificaciones), invalidate(inicio), invalidate(panelConsolidado)]).then(() => undefined);
}
