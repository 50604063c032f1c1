// A company's history (the page's 'Historial' tab; issue 36; docs/decisions.md 'The audit trail:
// changed fields and record history (issue 36)'): the audit trail's entries about the company and its
// account, in the design system's record history (`RecordHistory`), with the company's field names.
import { RecordHistory, useLocalListQuery } from '@dapcon/shared-ui/data';
import { historialEmpresa } from '@dapcon/contract/empresas';
import { useTranslation } from '@dapcon/shared-sdk';

/** The company's history: a table of its entries, 20 a page. */
export function HistorialEmpresa({ orgId }: { orgId: number }) {
  const { t } = useTranslation('empresas');
  const list = useLocalListQuery(historialEmpresa, { filters: { org_id: String(orgId) } });
  return (
    <RecordHistory
      list={list}
      aria-label={t('historial.tabla')}
      intro={t('historial.intro')}
      emptyText={t('historial.sinDatos')}
      fieldLabel={(campo) => t(`historial.campos.${campo}`, { defaultValue: campo })}
      entityLabel={(entidad) => t(`historial.entidades.${entidad}`, { defaultValue: entidad })}
    />
  );
}
