import { Text } from '@dapcon/shared-ui';
import { empresaPorCif } from '@dapcon/contract/empresas';
import { useTranslation, type EmpresaPagosCuotasProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { PagosDapconTab } from './features/pagos-dapcon/PagosDapconTab';
import './i18n';

/**
 * A company's DAPcon payments, exposed as `mf_finanzas/EmpresaPagosDapcon` for mf-empresas's company
 * page ('Pagos DAPcon' tab, `?tab=pagos_dapcon`; spec part 2 §2.7), which mounts it with `RemotePanel`
 * and the company's CIF. The company's org_id comes from `GET /organizaciones/cif/{cif}` (the page
 * has read it already: the cache answers).
 */
export default function EmpresaPagosDapcon({ cif }: EmpresaPagosCuotasProps) {
  const { t } = useTranslation('finanzas');
  const { data, isError } = useApiQuery(empresaPorCif, { params: { cif } });
  if (isError) return <Text color="fg.muted">{t('pagosDapcon.sinEmpresa')}</Text>;
  if (!data) return null;
  return <PagosDapconTab orgId={data.org_id} />;
}
