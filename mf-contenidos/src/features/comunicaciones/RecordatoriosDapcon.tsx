// A declaration's reminders sent (issue 36), for the administration on the DAPcon record page: the same
// columns as 'Recordatorios' of /comunicaciones without the record (it is the page's), newest first,
// 'Reenviar' after a question, and a link to the whole list filtered by this declaration.
import { Flex, Link, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { ListTable, useLocalListQuery } from '@dapcon/shared-ui/data';
import { CONTENIDOS_MSG, RECORDATORIOS_SORTABLE, recordatoriosList, reenviarRecordatorio, type Recordatorio, type RecordatoriosDapconProps } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { usePolling } from './polling';
import { REFRESCO_EN_COLA_MS } from './DestinatariosModal';
import { useColumnasRecordatorio } from './RecordatoriosTab';
import { useReenvio } from './reenvio';
import './i18n';

export function RecordatoriosDapcon({ dapconId }: RecordatoriosDapconProps) {
  const { t } = useTranslation('contenidos');
  const list = useLocalListQuery(recordatoriosList, { filters: { dapcon_id: String(dapconId) } });
  usePolling([recordatoriosList], REFRESCO_EN_COLA_MS, list.rows.some((r) => r.estado === 'pendiente'));
  const reenvio = useApiMutation(reenviarRecordatorio);
  const { preguntar, modal } = useReenvio<Recordatorio>((r) => reenvio.run({ params: { id: String(r.id) } }), CONTENIDOS_MSG.confirmarReenvioRecordatorio);
  const columns = useColumnasRecordatorio(preguntar, { registro: false });
  return (
    <Stack as="section" gap="3" aria-labelledby="dapcon-recordatorios" data-testid="dapcon-recordatorios">
      <Flex justify="space-between" align="baseline" gap="4" wrap="wrap">
        <Text as="h2" id="dapcon-recordatorios" fontSize="lg" fontWeight="semibold">
          {t('comunicaciones.recordatorios.dapcon.titulo')}
        </Text>
        <Link asChild colorPalette="brand" fontSize="sm">
          <RouterLink to={`/comunicaciones?tab=recordatorios&dapcon_id=${dapconId}`}>{t('comunicaciones.recordatorios.dapcon.todos')}</RouterLink>
        </Link>
      </Flex>
      <ListTable
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        sortable={RECORDATORIOS_SORTABLE}
        aria-label={t('comunicaciones.recordatorios.dapcon.tabla')}
        emptyText={t('comunicaciones.recordatorios.dapcon.sinDatos')}
      />
      {modal}
    </Stack>
  );
}
