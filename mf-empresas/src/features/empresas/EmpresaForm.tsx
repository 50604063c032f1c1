import { Button, CheckboxControl, ContractForm, FormSection, HStack, SelectControl, SimpleGrid, Stack, TextControl, useContractForm } from '@dapcon/shared-ui';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { toDisplayDate } from '@dapcon/contract/core';
import { actualizarDocumentoEmpresa, actualizarEmpresa, type EmpresaDetalle } from '@dapcon/contract/empresas';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { EmpresaDatosFields } from './EmpresaDatosFields';
import { attachDocuments, EmpresaFormSchema, empresaValues } from './formValues';
import { ReadOnlyField } from './ReadOnlyField';

interface Props {
  empresa: EmpresaDetalle;
  /** Saved (201): the page shows the server's message and reads the company again after 500 ms. */
  onSaved: () => void;
  /** A stored document was removed. */
  onDocumentRemoved: () => void;
}

/**
 * The 'Datos generales' tab of a company's page (spec part 2 §2.5): every company field, the legal
 * name (the administration's to change), the API access, the agreement, fee exemption, billing the
 * agreement for DAPcons, the registration date (read-only: it never changes) and the date of the
 * (last) alta; 'Guardar' sends them (multipart, with a new logo
 * if one was cropped) and then the ticked accreditation documents. A 422 shows under its fields.
 */
export function EmpresaForm({ empresa, onSaved, onDocumentRemoved }: Props) {
  const { t } = useTranslation('empresas');
  const adjuntar = useApiMutation(actualizarDocumentoEmpresa);
  const guardar = useApiMutation(actualizarEmpresa);
  const { empresa_convenios = [] } = useParameterOptions(['empresa_convenios']);
  const form = useContractForm(EmpresaFormSchema, {
    defaultValues: empresaValues(empresa),
    submit: async (values) => {
      const res = await guardar.mutateAsync({ params: { id: String(empresa.org_id) }, body: values });
      const attached = await attachDocuments(values, empresa.org_cif, (type, message) => form.setError(`${type}.documento`, { type: 'server', message }), adjuntar.mutateAsync);
      if (!attached) return;
      feedback.success(res.message);
      onSaved();
    },
  });

  return (
    <ContractForm form={form} aria-label={t('datos.form')}>
      <Stack gap="8">
        <EmpresaDatosFields empresa={empresa} administration onDocumentRemoved={onDocumentRemoved}>
          <FormSection legend={t('datos.sections.administracion')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectControl name="org_convenio" label={t('datos.fields.convenio')} placeholder={t('datos.fields.sinConvenio')} options={empresa_convenios} />
              <ReadOnlyField label={t('datos.fields.fechaCreacion')} value={toDisplayDate(empresa.fecha_creacion)} />
              <TextControl type="date" name="org_fecha_alta" label={t('datos.fields.fechaAlta')} required />
              {/* The company's own choice on /mis-datos (issue 36): shown, never changed here. */}
              <ReadOnlyField
                label={t('datos.fields.recordatoriosCuota')}
                value={empresa.recordatorios_cuota ? t('datos.fields.recordatoriosCuotaSi') : t('datos.fields.recordatoriosCuotaNo')}
              />
            </SimpleGrid>
            <Stack gap="3" mt="2">
              <CheckboxControl name="integracion_api" label={t('datos.fields.integracionApi')} />
              <CheckboxControl name="exento_cuota" label={t('datos.fields.exentoCuota')} />
              <CheckboxControl name="org_facturar_dapcon_convenio" label={t('datos.fields.facturarConvenio')} />
            </Stack>
          </FormSection>
        </EmpresaDatosFields>
        <HStack justify="flex-end" borderTopWidth="1px" pt="4">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('datos.guardar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
