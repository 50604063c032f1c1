import { useState } from 'react';
import { Box, Button, chakra, ContractForm, forgettingOnClose, HStack, Modal, Stack, Text, TextareaControl, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import {
  crearIncidencia,
  CrearIncidenciaBody,
  incidenciasDapcon,
  resolverIncidencia,
  responderIncidencia,
  ResponderIncidenciaBody,
  type DapconDetalle,
  type Incidencia,
  type TipoDocumentoDapcon,
} from '@dapcon/contract/dapcon';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { fechaHora } from './fechas';

interface Props {
  detalle: DapconDetalle;
  idiomaId: number;
  /** An incident changed (opened, answered, resolved); the record and the threads are read again by the writes' `stale`. */
  onChanged?: () => void;
}

interface NuevaProps extends ClosableProps {
  dapconId: number;
  idiomaId: number;
  idiomaNombre: string;
  onDone: (message: string) => void;
}

function Nueva({ open, onClose, dapconId, idiomaId, idiomaNombre, onDone }: NuevaProps) {
  const { t } = useTranslation('empresas');
  const crear = useApiMutation(crearIncidencia);
  const form = useContractForm(CrearIncidenciaBody, {
    defaultValues: { dapcon_id: dapconId, idioma_id: idiomaId, titulo: '', descripcion: '' },
    submit: async (body) => {
      await crear.mutateAsync({ body });
      onClose();
      // The API's envelope only says 'OK'.
      onDone(t('dapcon.incidencias.creada'));
    },
  });
  const busy = form.formState.isSubmitting;
  const formId = `dapcon-incidencia-nueva-${idiomaId}`;
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('dapcon.incidencias.nuevaTitulo', { idioma: idiomaNombre })}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('dapcon.acciones.cancelar')}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={busy}>
            {t('dapcon.incidencias.abrir')}
          </Button>
        </>
      }
    >
      <ContractForm form={form} id={formId} aria-label={t('dapcon.incidencias.nuevaTitulo', { idioma: idiomaNombre })}>
        <Stack gap="4">
          <TextControl name="titulo" label={t('dapcon.incidencias.titulo')} required />
          <TextareaControl name="descripcion" label={t('dapcon.incidencias.descripcion')} rows={5} required />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/** 'Nueva incidencia' of one language: its title and description (POST /incidencias/crear). */
export const NuevaIncidenciaModal = forgettingOnClose(Nueva);

/** The reply box of an open incident. */
function Respuesta({ incidencia, onDone }: { incidencia: Incidencia; onDone: () => void }) {
  const { t } = useTranslation('empresas');
  const responder = useApiMutation(responderIncidencia);
  const form = useContractForm(ResponderIncidenciaBody, {
    defaultValues: { mensaje: '' },
    submit: async (body) => {
      await responder.mutateAsync({ params: { id: String(incidencia.id) }, body });
      form.reset({ mensaje: '' });
      onDone();
    },
  });
  const label = t('dapcon.incidencias.responderA', { titulo: incidencia.dapcon_incidencias_titulo });
  return (
    <ContractForm form={form} aria-label={label}>
      <HStack gap="2" align="flex-end" wrap="wrap">
        <Box flex="1" minW="16rem">
          <TextareaControl name="mensaje" label={t('dapcon.incidencias.respuesta')} rows={3} />
        </Box>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          {t('dapcon.incidencias.responder')}
        </Button>
      </HStack>
    </ContractForm>
  );
}

/** One incident: title, state, who and when, description, the thread, and what the caller may do with it. */
function IncidenciaItem({ incidencia, detalle, onChanged }: { incidencia: Incidencia; detalle: DapconDetalle; onChanged: () => void }) {
  const { t, i18n } = useTranslation('empresas');
  const cambiar = useApiMutation(resolverIncidencia);
  const puedeResponder = detalle.acciones.includes('responder_incidencia') && !incidencia.esta_resuelta;
  const puedeResolver = detalle.acciones.includes('resolver_incidencia');
  /** A replaced document's name in the thread: the EPD with the incident's language, the product sheet alone. */
  const nombreDocumento = (tipo: TipoDocumentoDapcon) => {
    const nombre = t(`dapcon.documentos.tipo.${tipo}`);
    const idioma = detalle.idiomas.find((i) => i.idioma_id === incidencia.idioma_id)?.idioma_nombre;
    return tipo === 'dap' && idioma ? `${nombre} (${idioma})` : nombre;
  };

  const resolver = async () => {
    if (await cambiar.run({ params: { id: String(incidencia.id) }, body: { esta_resuelta: !incidencia.esta_resuelta } })) onChanged();
  };

  return (
    <chakra.li listStyleType="none" borderWidth="1px" rounded="l2" p="4" data-testid="incidencia" aria-label={incidencia.dapcon_incidencias_titulo}>
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack gap="3" wrap="wrap">
            <Text as="h3" fontWeight="semibold">
              {incidencia.dapcon_incidencias_titulo}
            </Text>
            <chakra.span
              px="2"
              py="0.5"
              borderRadius="full"
              fontSize="sm"
              bg={incidencia.esta_resuelta ? 'green.100' : 'orange.100'}
              color={incidencia.esta_resuelta ? 'green.800' : 'orange.800'}
              data-testid="incidencia-estado"
            >
              {t(incidencia.esta_resuelta ? 'dapcon.incidencias.resuelta' : 'dapcon.incidencias.abierta')}
            </chakra.span>
          </HStack>
          {puedeResolver ? (
            <Button size="xs" variant="outline" onClick={() => void resolver()} loading={cambiar.isPending}>
              {t(incidencia.esta_resuelta ? 'dapcon.incidencias.reabrir' : 'dapcon.incidencias.resolver')}
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('dapcon.incidencias.abiertaPor', { persona: incidencia.autor ?? t('dapcon.ficha.sistema'), fecha: fechaHora(incidencia.created_at, i18n.language) })}
        </Text>
        <Text whiteSpace="pre-wrap">{incidencia.dapcon_incidencias_descripcion}</Text>
        {incidencia.respuestas.length > 0 ? (
          <chakra.ol listStyleType="none" ps="4" borderLeftWidth="2px" borderColor="border" display="flex" flexDirection="column" gap="2" aria-label={t('dapcon.incidencias.hilo')}>
            {incidencia.respuestas.map((r) => (
              <chakra.li key={r.id} data-testid="respuesta">
                <Text fontSize="sm" color="fg.muted">
                  {r.autor ?? t('dapcon.ficha.sistema')}
                  {r.rol ? ` · ${t(`dapcon.incidencias.rol.${r.rol}`, { defaultValue: r.rol })}` : ''} · {fechaHora(r.created_at, i18n.language)}
                </Text>
                {r.documento ? (
                  <Text fontWeight="medium" color="orange.fg" data-testid="respuesta-documento">
                    {t('dapcon.incidencias.documentoSustituido', { documento: nombreDocumento(r.documento.tipo), nombre: r.documento.nombre })}
                  </Text>
                ) : null}
                {r.mensaje ? <Text whiteSpace="pre-wrap">{r.mensaje}</Text> : null}
              </chakra.li>
            ))}
          </chakra.ol>
        ) : null}
        {puedeResponder ? <Respuesta incidencia={incidencia} onDone={onChanged} /> : null}
      </Stack>
    </chakra.li>
  );
}

/**
 * The incidents of one language of a declaration (GET /incidencias/dapcon-incidencias with its
 * dapcon_id and idioma_id), newest first, each with its thread; 'Nueva incidencia' for who may open
 * one (`abrir_incidencia`), a reply box on the open ones (`responder_incidencia`), 'Resolver' /
 * 'Reabrir' (`resolver_incidencia`).
 */
export function IncidenciasIdioma({ detalle, idiomaId, onChanged }: Props) {
  const { t } = useTranslation('empresas');
  const [nueva, setNueva] = useState(false);
  const query = useApiQuery(
    incidenciasDapcon,
    { query: { dapcon_id: String(detalle.id), idioma_id: String(idiomaId) } },
    { refetchOnWindowFocus: false },
  );
  const idioma = detalle.idiomas.find((i) => i.idioma_id === idiomaId);
  // The threads and the record (its languages' states follow the incidents) read again: each write's `stale`.
  const changed = () => onChanged?.();
  const headingId = `dapcon-incidencias-${idiomaId}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" id={headingId} fontSize="md" fontWeight="semibold">
          {t('dapcon.incidencias.seccion')}
        </Text>
        {detalle.acciones.includes('abrir_incidencia') ? (
          <Button aria-haspopup="dialog" size="sm" variant="outline" onClick={() => setNueva(true)}>
            {t('dapcon.incidencias.nueva')}
          </Button>
        ) : null}
      </HStack>
      {query.isPending ? <Text color="fg.muted">{t('dapcon.incidencias.cargando')}</Text> : null}
      {query.isError ? (
        <HStack gap="3">
          <Text>{t('dapcon.incidencias.error')}</Text>
          <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
            {t('dapcon.ficha.retry')}
          </Button>
        </HStack>
      ) : null}
      {query.data?.length === 0 ? <Text color="fg.muted">{t('dapcon.incidencias.ninguna')}</Text> : null}
      {query.data && query.data.length > 0 ? (
        <chakra.ul display="flex" flexDirection="column" gap="3">
          {query.data.map((incidencia) => (
            <IncidenciaItem key={incidencia.id} incidencia={incidencia} detalle={detalle} onChanged={changed} />
          ))}
        </chakra.ul>
      ) : null}
      <NuevaIncidenciaModal
        open={nueva}
        onClose={() => setNueva(false)}
        dapconId={detalle.id}
        idiomaId={idiomaId}
        idiomaNombre={idioma?.idioma_nombre ?? String(idiomaId)}
        onDone={(message) => {
          changed();
          feedback.success(message);
        }}
      />
    </Stack>
  );
}
