import { useEffect, useState } from 'react';
import {
  Button,
  ContractForm,
  FormField,
  HStack,
  PageHeader,
  SelectControl,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  TextInput,
  useContractForm,
  useNavigate,
  useWatch,
} from '@dapcon/shared-ui';
import { crearIncidencia, CrearIncidenciaBody, dapconList, type DapconListItem } from '@dapcon/contract/dapcon';
import { idiomas as idiomasEndpoint } from '@dapcon/contract/referencia';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import '../../i18n';
import './i18n';

/** The text typed in the search, once the typing pauses (one request per pause, not per key). */
function usePaused(text: string, ms = 300): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text.trim()), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return paused;
}

const NONE: readonly DapconListItem[] = [];

/** The language select: the languages of the declaration picked (empty until one is). */
function IdiomaSelect({ rows }: { rows: readonly DapconListItem[] }) {
  const { t } = useTranslation('home-tickets');
  const { data: idiomas = [] } = useApiQuery(idiomasEndpoint);
  const dapconId = useWatch({ name: 'dapcon_id' }) as unknown;
  const row = rows.find((r) => String(r.id) === String(dapconId ?? ''));
  const options = (row?.idiomas ?? []).map((i) => ({ value: String(i.idioma_id), label: idiomas.find((x) => x.id === i.idioma_id)?.idioma_nombre ?? i.idioma.toUpperCase() }));
  return <SelectControl name="idioma_id" label={t('nueva.idioma')} options={options} placeholder={t('nueva.elegirIdioma')} required disabled={!row} />;
}

/**
 * `/tickets/nuevo` (spec part 2 §2.1; issue 16 step 5): the caller picks one of its declarations in
 * verification (`GET /dapcon?verificar=true&estado=en_verificacion`: a verifier those assigned to it,
 * the administration all; a search over code and product narrows the choice) and one of its
 * languages, then writes the title and description (`POST /incidencias/crear`, the contract's schema,
 * errors under the fields). On 201 the new ticket opens. Only verifiers and the administration open
 * incidents (`PERMISOS_DAPCON`): the route lets no one else in.
 */
export function TicketNuevo() {
  const { t } = useTranslation(['home-tickets', 'common', 'home']);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const filterText = usePaused(search);
  /** The declarations offered so far, by id: a pick stays offered when the search changes. */
  const [known, setKnown] = useState<Map<number, DapconListItem>>(new Map());
  const query = useApiQuery(
    dapconList,
    { query: { verificar: 'true', estado: 'en_verificacion', order_by: 'dapcon_fecha_creacion desc', ...(filterText ? { filter_text: filterText } : {}) } },
    // A new search keeps the previous choices on screen until its answer: the form never jumps.
    { placeholderData: (previous) => previous },
  );
  const page = query.data?.data;
  const found = page ?? NONE;
  useEffect(() => {
    if (!page || page.length === 0) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const row of page) next.set(row.id, row);
      return next;
    });
  }, [page]);

  // The tickets list, the bell, the homes and the dashboard read again: crearIncidencia's `stale`.
  const crear = useApiMutation(crearIncidencia);
  const form = useContractForm(CrearIncidenciaBody, {
    defaultValues: { dapcon_id: '', idioma_id: '', titulo: '', descripcion: '' },
    submit: async (body) => {
      const res = await crear.mutateAsync({ body });
      navigate(`/tickets/${res.data.id}`);
      feedback.success(res.message || t('nueva.creada'));
    },
  });
  const picked = useWatch({ control: form.control, name: 'dapcon_id' });
  const pickedRow = known.get(Number(picked));
  const offered = [...found, ...(pickedRow && !found.some((r) => r.id === pickedRow.id) ? [pickedRow] : [])];
  // A declaration in verification has no code yet (it gets one when published): shown when it has one.
  const options = offered.map((r) => ({ value: String(r.id), label: [r.dapcon_codigo, r.dv_nombre_producto, r.org_nombre].filter(Boolean).join(' · ') }));
  const none = query.isSuccess && query.data.total === 0 && filterText === '';
  const back = { label: t('route.tickets', { ns: 'common' }), href: '/tickets' };

  return (
    <Stack gap="6" maxW="48rem">
      <PageHeader title={t('route.ticketNuevo', { ns: 'home' })} breadcrumb={[back, { label: t('route.ticketNuevo', { ns: 'home' }) }]} onNavigate={navigate} />
      <Text color="fg.muted">{t('nueva.intro')}</Text>
      {query.isPending ? <Text color="fg.muted">{t('nueva.cargando')}</Text> : null}
      {none ? (
        <Text data-testid="ticket-sin-dapcon">{t('nueva.ninguna')}</Text>
      ) : (
        <>
          <FormField label={t('nueva.buscar')}>
            <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </FormField>
          <ContractForm form={form} aria-label={t('route.ticketNuevo', { ns: 'home' })}>
            <Stack gap="4">
              <SelectControl
                name="dapcon_id"
                label={t('nueva.dapcon')}
                options={options}
                placeholder={t('nueva.elegir')}
                required
                helperText={query.data && query.data.total > found.length ? t('nueva.mas', { n: found.length }) : undefined}
                onPicked={() => form.setValue('idioma_id', '')}
              />
              <IdiomaSelect rows={offered} />
              <TextControl name="titulo" label={t('nueva.titulo')} required />
              <TextareaControl name="descripcion" label={t('nueva.descripcion')} rows={6} required />
              <HStack gap="2">
                <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
                  {t('nueva.crear')}
                </Button>
                <Button variant="outline" colorPalette="gray" onClick={() => navigate('/tickets')}>
                  {t('nueva.cancelar')}
                </Button>
              </HStack>
            </Stack>
          </ContractForm>
        </>
      )}
    </Stack>
  );
}
