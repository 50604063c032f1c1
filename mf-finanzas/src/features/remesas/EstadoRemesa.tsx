import { StatusBadge, type StatusPalette } from '@dapcon/shared-ui';
import type { EstadoOperacion, EstadoRemesa } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** The colour of each remittance state's badge: generated blue (info), collected green (success), cancelled gray. */
const PALETTE: Record<EstadoRemesa, StatusPalette> = { generada: 'blue', cobrada: 'green', anulada: 'gray' };

/** The colour of each operation state's badge: pending blue, collected green, returned red. */
const PALETTE_OPERACION: Record<EstadoOperacion, StatusPalette> = { pendiente: 'blue', cobrada: 'green', devuelta: 'red' };

/** A remittance's state as a badge. */
export function EstadoRemesaBadge({ estado }: { estado: EstadoRemesa }) {
  const { t } = useTranslation('finanzas');
  return <StatusBadge palette={PALETTE[estado]}>{t(`remesas.estados.${estado}`)}</StatusBadge>;
}

/** An operation's state as a badge. */
export function EstadoOperacionBadge({ estado }: { estado: EstadoOperacion }) {
  const { t } = useTranslation('finanzas');
  return <StatusBadge palette={PALETTE_OPERACION[estado]}>{t(`remesas.estadosOperacion.${estado}`)}</StatusBadge>;
}
