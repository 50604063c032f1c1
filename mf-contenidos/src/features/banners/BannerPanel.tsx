import { useEffect, useId } from 'react';
import { Box, Button, CheckboxGroupControl, ContractForm, Heading, HStack, LoadingState, Stack, Text, useContractForm, useWatch } from '@dapcon/shared-ui';
import {
  CARPETAS_CRITERIOS,
  criteriosSave,
  criteriosShow,
  GuardarCriteriosBody,
  type TipoCriterio,
} from '@dapcon/contract/contenidos';
import { IDIOMA_ID, parametrosSelect, type ParametroSelectOpcion } from '@dapcon/contract/referencia';
import { feedback, useSession, useTranslation, type ApiError } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** A read that failed: to the shell's error modal (a session error is the shell's: it signs out). */
function useReported(error: ApiError | null) {
  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);
}

/** How many are ticked, and whether there is something to save. */
function Estado({ total }: { total: number }) {
  const { t } = useTranslation('contenidos');
  const criterios = (useWatch({ name: 'criterios' }) ?? []) as string[];
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {t('banners.marcados', { count: criterios.length, total })}
    </Text>
  );
}

/**
 * One banner's form: its options ticked as stored; 'Guardar' sends the whole set (`POST /criterios`),
 * the server's message in the shell's modal, a 422 under the checkboxes, any other error in the modal.
 */
function CriteriosForm({ tipo, titulo, opciones, elegidos }: { tipo: TipoCriterio; titulo: string; opciones: readonly ParametroSelectOpcion[]; elegidos: readonly string[] }) {
  const { t } = useTranslation('contenidos');
  const guardar = useApiMutation(criteriosSave);
  const form = useContractForm(GuardarCriteriosBody, {
    defaultValues: { tipo, criterios: opciones.map((o) => o.pt_param_id).filter((id) => elegidos.includes(id)) },
    submit: async (body) => {
      const res = await guardar.mutateAsync({ body });
      form.reset({ tipo, criterios: res.data.criterios });
      feedback.success(res.message);
    },
  });
  const { isDirty, isSubmitting } = form.formState;
  return (
    <ContractForm form={form} aria-label={titulo}>
      <Stack gap="4" flex="1">
        {opciones.length > 0 ? (
          <CheckboxGroupControl name="criterios" label={t('banners.criterios')} direction="column" options={opciones.map((o) => ({ value: o.pt_param_id, label: o.pt_texto }))} />
        ) : <Text color="fg.muted">{t('banners.sinOpciones')}</Text>}
        {/* At the panel's foot, so the three panels' buttons line up side by side. */}
        <HStack justify="space-between" align="center" gap="3" borderTopWidth="1px" pt="4" mt="auto" wrap="wrap">
          <Stack gap="0">
            {opciones.length > 0 ? <Estado total={opciones.length} /> : null}
            {isDirty ? (
              <Text fontSize="sm" color="orange.700" data-testid="sin-guardar">
                {t('banners.sinGuardar')}
              </Text>
            ) : null}
          </Stack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {t('banners.guardar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/**
 * A panel of the front page's banners (spec part 2 §2.23): its title and what it is for, then its
 * folder's options (`GET /parametros-select`, in the interface language) ticked as the banner has them
 * (`GET /criterios/{tipo}`), and its own 'Guardar'. While either loads, a spinner; if one fails, what
 * happened and 'Reintentar' (the shell's modal tells the error).
 */
export function BannerPanel({ tipo }: { tipo: TipoCriterio }) {
  const { t } = useTranslation('contenidos');
  const lang = useSession((s) => s.lang);
  const headingId = useId();
  const titulo = t(`banners.paneles.${tipo}.titulo`);
  // A language switch asks for the texts again; meanwhile the form keeps the ones it has (and what is ticked).
  const opciones = useApiQuery(parametrosSelect, { query: { param_padre_id: CARPETAS_CRITERIOS[tipo], idioma_id: IDIOMA_ID[lang] } }, { placeholderData: (previous) => previous });
  const elegidos = useApiQuery(criteriosShow, { params: { tipo } });
  useReported(opciones.error);
  useReported(elegidos.error);

  let body;
  if (opciones.data && elegidos.data) {
    body = <CriteriosForm key={tipo} tipo={tipo} titulo={titulo} opciones={opciones.data} elegidos={elegidos.data.criterios} />;
  } else if (opciones.isPending || elegidos.isPending) {
    body = <LoadingState label={t('banners.cargando')} />;
  } else {
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{t('banners.loadError')}</Text>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (opciones.error) void opciones.refetch();
            if (elegidos.error) void elegidos.refetch();
          }}
        >
          {t('banners.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      p="5"
      data-testid={`panel-${tipo}`}
      // The form fills the panel (panels side by side are as tall as the tallest).
      css={{ '& > form': { flex: '1', display: 'flex', flexDirection: 'column' } }}
    >
      <Box>
        <Heading as="h2" size="md" id={headingId}>
          {titulo}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t(`banners.paneles.${tipo}.ayuda`)}
        </Text>
      </Box>
      {body}
    </Stack>
  );
}
