import { useEffect } from 'react';
import {
  Box,
  Button,
  chakra,
  ContractForm,
  HStack,
  Link,
  LoadingState,
  PageHeader,
  PageNotFound,
  RouterLink,
  Stack,
  Text,
  TextareaControl,
  useContractForm,
  useNavigate,
  useParams,
} from '@dapcon/shared-ui';
import { incidenciaDetalle, resolverIncidencia, responderIncidencia, ResponderIncidenciaBody, type IncidenciaDetalle } from '@dapcon/contract/dapcon';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { EstadoTicket, fechaHora } from './comun';
import '../../i18n';
import './i18n';

/** The reply form (`POST /incidencias/{id}/responder`): the contract's schema, its errors under the field. */
function Respuesta({ ticket, onDone }: { ticket: IncidenciaDetalle; onDone: (next: IncidenciaDetalle, message: string) => void }) {
  const { t } = useTranslation('home-tickets');
  const responder = useApiMutation(responderIncidencia);
  const form = useContractForm(ResponderIncidenciaBody, {
    defaultValues: { mensaje: '' },
    submit: async (body) => {
      const res = await responder.mutateAsync({ params: { id: String(ticket.id) }, body });
      form.reset({ mensaje: '' });
      onDone({ ...ticket, ...res.data }, t('hilo.enviada'));
    },
  });
  return (
    <ContractForm form={form} aria-label={t('hilo.responder')}>
      <Stack gap="3">
        <TextareaControl name="mensaje" label={t('hilo.respuesta')} rows={4} required />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('hilo.responder')}
          </Button>
        </Box>
      </Stack>
    </ContractForm>
  );
}

/**
 * `/tickets/{id}` (spec part 2 §2.1; issue 16 step 5): one incident (`GET /incidencias/{id}`) with
 * its declaration (a link to `/dapcon/{id}/{languageId}`), its description and its thread oldest
 * first (author, part, date), the reply form while the caller may reply, and 'Resolver' / 'Reabrir'
 * for whoever may (the API's `acciones`, from `PERMISOS_DAPCON`). An incident the caller does not
 * reach answers 404: the page is 'Página no encontrada', nothing of it shown.
 */
export function TicketDetail() {
  const { t, i18n } = useTranslation(['home-tickets', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The incident, the tickets list, the bell, the homes and the dashboard read again: each write's `stale`.
  const cambiarEstado = useApiMutation(resolverIncidencia);
  const query = useApiQuery(incidenciaDetalle, { params: { id } }, { refetchOnWindowFocus: false, retry: false });
  const { data, error, refetch } = query;
  const notFound = error?.status === 404 || error?.status === 422;
  useEffect(() => {
    if (error && !notFound && !error.isSessionError) feedback.error(error);
  }, [error, notFound]);
  const lang = i18n.language;
  const back = { label: t('route.tickets', { ns: 'common' }), href: '/tickets' };

  if (!data) {
    if (notFound) return <PageNotFound />;
    if (query.isPending) return <LoadingState label={t('hilo.cargando')} />;
    return (
      <Stack gap="4">
        <PageHeader title={t('route.ticket', { ns: 'home' })} breadcrumb={[back, { label: id }]} onNavigate={navigate} />
        <Text>{t('hilo.error')}</Text>
        <Box>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('hilo.reintentar')}
          </Button>
        </Box>
      </Stack>
    );
  }

  /** A change is done: the incident on screen was read again by the write (its `stale`); the message. */
  const changed = (_next: IncidenciaDetalle, message: string) => feedback.success(message);

  const resolver = async () => {
    const res = await cambiarEstado.run({ params: { id: String(data.id) }, body: { esta_resuelta: !data.esta_resuelta } });
    if (res) changed({ ...data, ...res.data }, t(res.data.esta_resuelta ? 'hilo.resuelta' : 'hilo.reabierta'));
  };

  const puedeResolver = data.acciones.includes('resolver_incidencia');
  const puedeResponder = data.acciones.includes('responder_incidencia');
  return (
    <Stack gap="6">
      <PageHeader
        title={data.dapcon_incidencias_titulo}
        breadcrumb={[back, { label: `#${data.id}` }]}
        onNavigate={navigate}
        actions={
          puedeResolver ? (
            <Button variant="outline" onClick={() => void resolver()} loading={cambiarEstado.isPending}>
              {t(data.esta_resuelta ? 'hilo.reabrir' : 'hilo.resolver')}
            </Button>
          ) : undefined
        }
      />
      <Stack gap="3" data-testid="ticket-cabecera">
        <HStack gap="3" wrap="wrap">
          <EstadoTicket resuelta={data.esta_resuelta} />
          <Text>
            {t('hilo.declaracion')}: <chakra.span fontWeight="medium">{data.dapcon_codigo ?? data.dv_nombre_producto}</chakra.span>
            {data.dapcon_codigo === null ? '' : ` · ${data.dv_nombre_producto}`} · {t('hilo.idioma')}: {data.idioma.toUpperCase()}
          </Text>
          <Link asChild fontWeight="medium">
            <RouterLink to={`/dapcon/${data.dapcon_id}/${data.idioma_id}`}>{t('hilo.verDeclaracion', { idioma: data.idioma.toUpperCase() })}</RouterLink>
          </Link>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('hilo.abiertaPor', { persona: data.autor ?? t('hilo.sistema'), fecha: fechaHora(data.created_at, lang) })}
        </Text>
        <Text whiteSpace="pre-wrap" borderWidth="1px" rounded="l2" p="4" bg="bg.subtle" data-testid="ticket-descripcion">
          {data.dapcon_incidencias_descripcion}
        </Text>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="ticket-mensajes">
        <Text as="h2" id="ticket-mensajes" fontSize="lg" fontWeight="semibold">
          {t('hilo.mensajes')}
        </Text>
        {data.respuestas.length === 0 ? <Text color="fg.muted">{t('hilo.sinRespuestas')}</Text> : null}
        {data.respuestas.length > 0 ? (
          <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3" aria-label={t('hilo.mensajes')}>
            {data.respuestas.map((r) => (
              <chakra.li key={r.id} borderLeftWidth="3px" borderColor={r.rol === 'verificador' || r.rol === 'administrador' ? 'brand.solid' : 'border'} ps="4" py="1" data-testid="ticket-mensaje">
                <Text fontSize="sm" color="fg.muted">
                  <chakra.span fontWeight="semibold" color="fg">
                    {r.autor ?? t('hilo.sistema')}
                  </chakra.span>
                  {r.rol ? ` · ${t(`hilo.rol.${r.rol}`, { defaultValue: r.rol })}` : ''} · {fechaHora(r.created_at, lang)}
                </Text>
                {r.documento ? (
                  <Text fontWeight="medium" color="orange.fg" data-testid="ticket-documento">
                    {t('hilo.documentoCorregido', { documento: t(`hilo.tipoDocumento.${r.documento.tipo}`, { idioma: data.idioma.toUpperCase() }), nombre: r.documento.nombre })}
                  </Text>
                ) : null}
                {r.mensaje ? <Text whiteSpace="pre-wrap">{r.mensaje}</Text> : null}
              </chakra.li>
            ))}
          </chakra.ol>
        ) : null}
        {puedeResponder ? <Respuesta ticket={data} onDone={changed} /> : null}
        {data.esta_resuelta ? <Text color="fg.muted">{t('hilo.cerrada')}</Text> : null}
      </Stack>
    </Stack>
  );
}
