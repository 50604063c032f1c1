import { Suspense } from 'react';
import { Box, Button, ContractForm, HStack, LoadingState, SimpleGrid, Stack, TextControl, lazyComponent, useContractForm } from '@dapcon/shared-ui';
import { PlantillaBody, plantillaUpdate, type Plantilla, type PlantillaForm as PlantillaFormValues } from '@dapcon/contract/contenidos';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { PlantillaVariables, PlantillaVistaPrevia } from './PlantillaAside';
import '../../i18n';

// The editor (tiptap) loads with the form, never with the area: config/size-budgets.json keeps it off
// every first load.
const RichTextControl = lazyComponent(() => import('@dapcon/shared-ui/editor'), (m) => m.RichTextControl);

/** The spec's editor height for templates (part 2 §2.15, §9). */
const EDITOR_HEIGHT = 500;

/** The form's values for a template: `PUT /plantillas`'s body. */
export function plantillaValues(p: Plantilla): PlantillaFormValues {
  return {
    id: p.pe_id,
    nombre: p.pe_nombre,
    descripcion: p.pe_descripcion,
    remitente: p.pe_remitente,
    remitente_email: p.pe_remitente_email,
    asunto: p.pe_asunto,
    html: p.pe_html,
  };
}

/**
 * A template's form (spec part 2 §2.15, §5 'Template'): its name read-only, description, sender and
 * sender's e-mail, subject, and the body in the rich-text editor (500 high, loaded lazily); beside it
 * the template's variables and the preview with their samples. 'Guardar' sends `PUT /plantillas`: the
 * server's message in the shell's modal, a 422 (a required field, a variable the template does not
 * have) under its field.
 */
export function PlantillaForm({ plantilla }: { plantilla: Plantilla }) {
  const { t } = useTranslation('contenidos');
  const guardar = useApiMutation(plantillaUpdate);
  const form = useContractForm(PlantillaBody, {
    defaultValues: plantillaValues(plantilla),
    submit: async (body) => {
      const res = await guardar.mutateAsync({ body });
      form.reset(plantillaValues(res.data));
      feedback.success(res.message);
    },
  });

  return (
    <ContractForm form={form} aria-label={t('plantillas.form.label')}>
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 18rem', '2xl': 'minmax(0, 1fr) 24rem' }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <TextControl name="nombre" label={t('plantillas.form.nombre')} helperText={t('plantillas.form.nombreAyuda')} readOnly />
          <TextControl name="descripcion" label={t('plantillas.form.descripcion')} autoComplete="off" required />
          <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
            <TextControl name="remitente" label={t('plantillas.form.remitente')} autoComplete="off" required />
            <TextControl name="remitente_email" type="email" label={t('plantillas.form.remitenteEmail')} autoComplete="off" required />
          </SimpleGrid>
          <TextControl name="asunto" label={t('plantillas.form.asunto')} autoComplete="off" required />
          <Suspense fallback={<LoadingState label={t('plantillas.cargandoEditor')} />}>
            <RichTextControl name="html" label={t('plantillas.form.html')} helperText={t('plantillas.form.htmlAyuda', { ejemplo: '{{nombre}}' })} height={EDITOR_HEIGHT} required />
          </Suspense>
          <HStack justify="flex-end" borderTopWidth="1px" pt="4">
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t('plantillas.form.guardar')}
            </Button>
          </HStack>
        </Stack>
        <Stack as="aside" gap="6" minW="0">
          <PlantillaVariables variables={plantilla.variables} />
          <PlantillaVistaPrevia variables={plantilla.variables} idioma={plantilla.idioma} />
        </Stack>
      </Box>
    </ContractForm>
  );
}
