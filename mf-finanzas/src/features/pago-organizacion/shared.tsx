// What both payment wizards share: the step indicator ('Paso 1 de 3' over the step list), the
// billing data of the first step (the company's own data, read-only, and the fee with its VAT), the
// fee's figures.
import type { ReactNode } from 'react';
import { Box, chakra, Heading, LoadingState, Stack, Text } from '@dapcon/shared-ui';
import { Wizard, type WizardStep } from '@dapcon/shared-ui/wizard';
import { formatEuro } from '@dapcon/contract/core';
import { misDatosEmpresa, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { detalleTarifa, type DetalleTarifa, type MetodoPago } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** The company's own data and the fee of a method, as the first step and the transfer's payment step read them. */
export function useDatosPago(metodo: MetodoPago): { empresa: EmpresaPerfil | undefined; detalle: DetalleTarifa | undefined } {
  const { data: empresa } = useApiQuery(misDatosEmpresa);
  const { data: detalle } = useApiQuery(detalleTarifa, { query: { metodo_pago: metodo } });
  return { empresa, detalle };
}

/** A wizard with its visible position ('Paso 2 de 3') above the step list. */
export function PasosPago({ steps, current, children }: { steps: readonly WizardStep[]; current: number; children: ReactNode }) {
  const { t } = useTranslation('finanzas');
  return (
    <Stack gap="4">
      <Text fontWeight="semibold" color="fg.muted" data-testid="paso">
        {t('pagoOrg.paso', { paso: current + 1, total: steps.length })}
      </Text>
      <Wizard steps={steps} current={current}>
        {() => children}
      </Wizard>
    </Stack>
  );
}

/** Label–value rows as a definition list. */
export function Definiciones({ rows, label, testId }: { rows: readonly [string, ReactNode][]; label: string; testId?: string }) {
  return (
    <Box as="dl" aria-label={label} data-testid={testId} display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '1' }}>
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt fontWeight="semibold" color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {term}
          </chakra.dt>
          <chakra.dd ms="0" whiteSpace="pre-wrap">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </Box>
  );
}

/** A titled block of definitions (the company, the fee, the programme's account). */
export function Seccion({ titulo, testId, rows }: { titulo: string; testId: string; rows: readonly [string, ReactNode][] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {titulo}
      </Heading>
      <Definiciones label={titulo} testId={testId} rows={rows} />
    </Stack>
  );
}

/** The fee: what, the price, the VAT and the total, in euros. */
export function ResumenCuota({ detalle }: { detalle: DetalleTarifa }) {
  const { t } = useTranslation('finanzas');
  return (
    <Seccion
      titulo={t('pagoOrg.cuota.titulo', { year: detalle.year })}
      testId="cuota"
      rows={[
        [t('pagoOrg.cuota.detalle'), detalle.detalle],
        [t('pagoOrg.cuota.precio'), formatEuro(detalle.precio)],
        [t('pagoOrg.cuota.iva', { porcentaje: detalle.iva_porcentaje }), formatEuro(detalle.iva)],
        [t('pagoOrg.cuota.total'), <strong key="total">{formatEuro(detalle.importe_total)}</strong>],
      ]}
    />
  );
}

const linea = (...parts: (string | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && p.trim() !== '').join(' ');

/** The company's address on one or two lines. */
function direccionDe(e: EmpresaPerfil): string {
  return [e.org_direccion ?? '', linea(e.org_codigo_postal, e.org_poblacion, e.org_provincia ? `(${e.org_provincia})` : null)].filter((l) => l !== '').join('\n') || '—';
}

/** The billing contact: name, e-mail and telephone. */
function contactoDe(e: EmpresaPerfil): string {
  return [e.contacto_facturacion_nombre, e.contacto_facturacion_email, e.contacto_facturacion_telefono].filter((p): p is string => !!p).join('\n') || '—';
}

/** Step 1 of both wizards: the company's data as it stands (read-only) and the fee it is asked for. */
export function DatosFacturacion({ metodo }: { metodo: MetodoPago }) {
  const { t } = useTranslation('finanzas');
  const { empresa, detalle } = useDatosPago(metodo);
  if (!empresa || !detalle) return <LoadingState label={t('pagoOrg.cargando')} />;
  return (
    <Stack gap="5">
      <Seccion
        titulo={t('pagoOrg.empresa.titulo')}
        testId="empresa"
        rows={[
          [t('pagoOrg.empresa.nombre'), empresa.org_nombre],
          [t('pagoOrg.empresa.cif'), empresa.org_cif],
          [t('pagoOrg.empresa.direccion'), direccionDe(empresa)],
          [t('pagoOrg.empresa.contacto'), contactoDe(empresa)],
        ]}
      />
      <ResumenCuota detalle={detalle} />
    </Stack>
  );
}
