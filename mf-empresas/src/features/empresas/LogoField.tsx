import { LogoControl } from '@dapcon/shared-ui/image';
import { logoEmpresa, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useStoredFile } from '@dapcon/shared-sdk/query';

/**
 * The logo section of a company form: the stored logo (GET /org-logo-img/:id/img, read with the
 * session's token), and a new one picked and cropped into the form's `logo` field, sent with the form.
 */
export function LogoField({ empresa }: { empresa: EmpresaPerfil }) {
  const { t } = useTranslation('empresas');
  const { data: stored = null } = useStoredFile(logoEmpresa, { params: { id: String(empresa.org_id) } }, empresa.tiene_logo);
  return <LogoControl stored={stored} hasStored={empresa.tiene_logo} alt={t('datos.logo.alt', { nombre: empresa.org_nombre })} emptyText={t('datos.logo.ninguno')} />;
}
