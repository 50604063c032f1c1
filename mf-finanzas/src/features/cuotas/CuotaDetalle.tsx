import type { ReactNode } from 'react';
import { Box, chakra, Text } from '@dapcon/shared-ui';
import { formatEuro, toDisplayDate } from '@dapcon/contract/core';
import type { Cuota } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** A fee's payment date, or 'Pendiente' (in the table and the detail). */
export function PagadoText({ pagado }: { pagado: string | null }) {
  const { t } = useTranslation('finanzas');
  return pagado === null ? (
    <Text as="span" color="orange.700" fontWeight="medium" data-testid="pendiente">
      {t('cuotas.pendiente')}
    </Text>
  ) : (
    <>{toDisplayDate(pagado)}</>
  );
}

/**
 * Every field of a fee (part 2 §3 'Fee payment (cuota)'), as a definition list: the company, year,
 * payment date, amount, type, invoice and order numbers, method, commissionable and observaciones.
 */
export function CuotaDetalle({ cuota, empresa = true }: { cuota: Cuota; empresa?: boolean }) {
  const { t } = useTranslation('finanzas');
  const rows: [string, ReactNode][] = [
    ...(empresa ? ([[t('cuotas.fields.empresa'), `${cuota.org_nombre} (${cuota.org_cif})`]] as [string, ReactNode][]) : []),
    [t('cuotas.fields.year'), cuota.year],
    [t('cuotas.fields.pagado'), <PagadoText key="p" pagado={cuota.pagado} />],
    [t('cuotas.fields.importe'), formatEuro(cuota.importe)],
    [t('cuotas.fields.tipo'), t(`cuotas.tipos.${cuota.tipo}`)],
    [t('cuotas.fields.numFactura'), cuota.num_factura ?? '—'],
    [t('cuotas.fields.numOrder'), cuota.num_order ?? '—'],
    [t('cuotas.fields.metodoPago'), cuota.metodo_pago ? t(`cuotas.metodos.${cuota.metodo_pago}`) : '—'],
    [t('cuotas.fields.noComisionable'), t(cuota.no_comisionable ? 'cuotas.fields.si' : 'cuotas.fields.no')],
    [t('cuotas.fields.observaciones'), cuota.observaciones ?? '—'],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }}>
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt fontWeight="semibold" color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {label}
          </chakra.dt>
          <chakra.dd ms="0" data-testid={`detalle-${label}`} whiteSpace="pre-wrap">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </Box>
  );
}
