// A consultant's history (the page's 'Historial' tab; issue 36; docs/decisions.md 'The audit trail:
// changed fields and record history (issue 36)'): the audit trail's entries about the consultant and
// its account, in the design system's record history (`RecordHistory`), with the consultant's field names.
import { RecordHistory, useLocalListQuery } from '@dapcon/shared-ui/data';
import { historialConsultor } from '@dapcon/contract/consultores';
import { useTranslation } from '@dapcon/shared-sdk';

/** The consultant's history: a table of its entries, 20 a page. */
export function HistorialConsultor({ consultorId }: { consultorId: number }) {
  const { t } = useTranslation('consultores');
  const list = useLocalListQuery(historialConsultor, { filters: { consultor_id: String(consultorId) } });
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
