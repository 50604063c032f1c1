import { StatusBadge } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { useTranslation } from '@dapcon/shared-sdk';
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
