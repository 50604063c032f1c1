import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, ContractForm, HStack, LoadingState, PageHeader, Stack, Text, useContractForm } from '@dapcon/shared-ui';
import { actualizarDocumentoEmpresa, actualizarMisDatos, misDatosEmpresa, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { EmpresaDatosFields } from './EmpresaDatosFields';
import { RecordatoriosCuota } from './RecordatoriosCuota';
import { attachDocuments, MisDatosFormSchema, misDatosValues, RELOAD_AFTER_SAVE_MS } from './formValues';

interface FormProps {
  empresa: EmpresaPerfil;
  onSaved: () => void;
  onDocumentRemoved: () => void;
}

function MisDatosForm({ empresa, onSaved, onDocumentRemoved }: FormProps) {
  const { t } = useTranslation('empresas');
  const adjuntar = useApiMutation(actualizarDocumentoEmpresa);
  const guardar = useApiMutation(actualizarMisDatos);
  const form = useContractForm(MisDatosFormSchema, {
    defaultValues: misDatosValues(empresa),
    submit: async (values) => {
      const res = await guardar.mutateAsync({ body: values });
      const attached = await attachDocuments(values, empresa.org_cif, (type, message) => form.setError(`${type}.documento`, { type: 'server', message }), adjuntar.mutateAsync);
      if (!attached) return;
      feedback.success(res.message);
      onSaved();
    },
  });
  return (
    <ContractForm form={form} aria-label={t('datos.form')}>
      <Stack gap="8">
        <EmpresaDatosFields empresa={empresa} onDocumentRemoved={onDocumentRemoved} />
        <HStack justify="flex-end" borderTopWidth="1px" pt="4">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('datos.guardar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/**
 * A company's own data (/mis-datos, spec part 2 §2.3, part 1 §3, §5): its CIF, legal name, type and
 * size (read-only: only the administration changes them; the type and size set its fee), contact person, billing contact, billing data,
 * the environmental management systems (ISO 14001, EMAS: attached or removed here, after the
 * registration) and the logo with the cropper. 'Guardar' sends them (201: the success modal, then
 * the data are read again after 500 ms). The same form body as the administration's page. Below, its
 * e-mail reminders: the annual fee's may be switched off (RecordatoriosCuota.tsx).
 */
export function MisDatos() {
  const { t } = useTranslation(['empresas', 'common']);
  const query = useApiQuery(misDatosEmpresa, undefined, { refetchOnWindowFocus: false, placeholderData: (previous) => previous });
  const { data: empresa, error, refetch } = query;
  const [round, setRound] = useState(0);
  const reload = useCallback(
    async (resetForm: boolean) => {
      await refetch();
      if (resetForm) setRound((r) => r + 1);
    },
    [refetch],
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  const title = t('route.misDatos', { ns: 'common' });
  return (
    <Stack gap="0">
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      {empresa ? (
        <Stack gap="8">
          <MisDatosForm
            key={round}
            empresa={empresa}
            onSaved={() => {
              clearTimeout(timer.current);
              timer.current = setTimeout(() => void reload(true), RELOAD_AFTER_SAVE_MS);
            }}
            onDocumentRemoved={() => void reload(false)}
          />
          <RecordatoriosCuota empresa={empresa} />
        </Stack>
      ) : query.isPending ? (
        <LoadingState />
      ) : (
        <Stack gap="4">
          <Text>{t('ficha.loadError')}</Text>
          <Box>
            <Button variant="outline" onClick={() => void refetch()}>
              {t('ficha.retry')}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
