import { AreaComingSoon, Stack, useParams } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import type { EmpresaPagosCuotasProps } from '@dapcon/shared-sdk';

/**
 * A company's page (/empresas/{cif}). Its general data come with this area; its fee payments are
 * mf-finanzas's panel, loaded at run time: when mf-finanzas is down, only that panel shows its retry
 * message.
 */
export function EmpresaPage({ title }: { title: string }) {
  const { cif = '' } = useParams();
  return (
    <Stack gap="6">
      <AreaComingSoon title={title} />
      <RemotePanel<EmpresaPagosCuotasProps> remote="mf_finanzas" module="EmpresaPagosCuotas" props={{ cif }} />
    </Stack>
  );
}
