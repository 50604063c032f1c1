import { chakra } from '@dapcon/shared-ui';
import type { EstadoOperacion, EstadoRemesa } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** The colour of each remittance state's badge: generated blue (info), collected green (success), cancelled gray. */
const PALETTE: Record<EstadoRemesa, string> = { generada: 'blue', cobrada: 'green', anulada: 'gray' };

/** The colour of each operation state's badge: pending blue, collected green, returned red. */
const PALETTE_OPERACION: Record<EstadoOperacion, string> = { pendiente: 'blue', cobrada: 'green', devuelta: 'red' };

function Badge({ palette, children }: { palette: string; children: string }) {
  return (
    <chakra.span display="inline-block" px="2" py="0.5" borderRadius="full" fontSize="sm" fontWeight="medium" whiteSpace="nowrap" bg={`${palette}.100`} color={`${palette}.800`}>
      {children}
    </chakra.span>
  );
}

/** A remittance's state as a badge. */
export function EstadoRemesaBadge({ estado }: { estado: EstadoRemesa }) {
  const { t } = useTranslation('finanzas');
  return <Badge palette={PALETTE[estado]}>{t(`remesas.estados.${estado}`)}</Badge>;
}

/** An operation's state as a badge. */
export function EstadoOperacionBadge({ estado }: { estado: EstadoOperacion }) {
  const { t } = useTranslation('finanzas');
  return <Badge palette={PALETTE_OPERACION[estado]}>{t(`remesas.estadosOperacion.${estado}`)}</Badge>;
}
