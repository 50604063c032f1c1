import { useState } from 'react';
import { Box, Button, FileField, formatBytes, HStack, Stack, Text } from '@dapcon/shared-ui';
import { datePrefixedName, toDisplayDate, UPLOAD_RULES } from '@dapcon/contract/core';
import { CODIGO_RCP_FICHA_PRODUCTO, descargarDocumentoDapcon, subirDocumentoDapcon, type DapconDetalle, type TipoDocumentoDapcon } from '@dapcon/contract/dapcon';
import { ApiError, download, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';

interface DocumentoProps {
  detalle: DapconDetalle;
  tipo: TipoDocumentoDapcon;
  /** The language of an EPD; null for the product sheet and the report. */
  idiomaId: number | null;
  /**
   * Whether the caller may upload this one now: `subir_documento` in a draft, or 'correccion' when it
   * may replace it to correct an open incident (`sustituir_documento`, in verification).
   */
  subible: boolean | 'correccion';
  /** An upload answered the record as it is now. */
  onChanged: (next: DapconDetalle, message: string) => void;
}

/**
 * One document of a declaration: the stored file (name, size, date, who) with its download, or
 * 'Sin documento'; and, when the caller may upload it, a PDF picker that checks the file against
 * `UPLOAD_RULES.documento` (PDF, 10 MB) before anything is sent, then uploads (or replaces) it at
 * once. A 422 shows under the picker; other refusals in the shell's modal. In verification, with an
 * incident open, the picker sends the corrected document (said above it), which the verifier sees in
 * the incident's thread.
 */
export function DocumentoDapcon({ detalle, tipo, idiomaId, subible, onChanged }: DocumentoProps) {
  const { t, i18n } = useTranslation('empresas');
  const subir = useApiMutation(subirDocumentoDapcon);
  const sending = subir.isPending;
  const [error, setError] = useState<string[] | null>(null);
  const doc = detalle.documentos.find((d) => d.tipo === tipo && d.idioma_id === idiomaId);
  const nombre = t(`dapcon.documentos.tipo.${tipo}`);
  const id = String(detalle.id);

  const save = async () => {
    if (!doc) return;
    try {
      const file = await download(descargarDocumentoDapcon, { params: { id, documentoId: String(doc.id) } });
      // The list kit's saver, loaded only when a document is downloaded.
      const { saveFile } = await import('@dapcon/shared-ui/data');
      saveFile(file.blob, file.filename ?? datePrefixedName(doc.nombre));
    } catch (e) {
      reportApiError(e);
    }
  };

  const upload = async (file: File) => {
    setError(null);
    try {
      const res = await subir.mutateAsync({ params: { id }, body: { tipo: tipo === 'ficha_producto' ? 'ficha_producto' : 'dap', idioma_id: idiomaId, documento: file } });
      // Named with its language (the API's envelope only says 'OK').
      // A correction is an entry in the incidents' threads: they are read again (the endpoint's `stale`).
      const idioma = detalle.idiomas.find((i) => i.idioma_id === idiomaId)?.idioma_nombre;
      onChanged(res.data, t(subible === 'correccion' ? 'dapcon.documentos.sustituido' : 'dapcon.documentos.subido', { documento: idioma ? `${nombre} (${idioma})` : nombre }));
    } catch (e) {
      // The API's words about the file (its type, its size, its language) stay beside the picker.
      if (e instanceof ApiError && e.isValidationError) setError(Object.values(e.errors).flat().length > 0 ? Object.values(e.errors).flat() : [e.message]);
      else reportApiError(e);
    }
  };

  return (
    <Stack gap="2" data-documento={tipo} data-testid={`documento-${tipo}${idiomaId === null ? '' : `-${idiomaId}`}`}>
      <Text fontWeight="semibold">{nombre}</Text>
      {doc ? (
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" wordBreak="break-all">
            {doc.nombre}{' '}
            <Text as="span" color="fg.muted">
              ({formatBytes(doc.tamanyo, i18n.language === 'ca' ? 'ca-ES' : 'es-ES')})
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {doc.subido_por ? t('dapcon.documentos.subidoPor', { fecha: toDisplayDate(doc.fecha), persona: doc.subido_por }) : toDisplayDate(doc.fecha)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void save()} aria-label={t('dapcon.documentos.descargarDe', { documento: doc.nombre })}>
            {t('dapcon.documentos.descargar')}
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('dapcon.documentos.sinDocumento')}
        </Text>
      )}
      {subible ? (
        <Box maxW="32rem">
          {subible === 'correccion' ? (
            <Text fontSize="sm" color="orange.fg" mb="2" data-testid="documento-correccion">
              {t('dapcon.documentos.corregir')}
            </Text>
          ) : null}
          <FileField
            label={t(doc ? 'dapcon.documentos.sustituir' : 'dapcon.documentos.subir', { documento: nombre })}
            value={null}
            onChange={(file) => file && void upload(file)}
            rule={UPLOAD_RULES.documento}
            error={error}
            disabled={sending}
            helperText={sending ? t('dapcon.documentos.enviando') : t('dapcon.documentos.ayuda')}
            buttonLabel={t('dapcon.documentos.elegir')}
            emptyText=""
          />
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The documents shared by every language, shown once outside the tabs: the product sheet (RCP code
 * 100, uploaded with the EPDs while the declaration is a draft) and the verification report (given
 * with the acceptance). Nothing when neither applies.
 */
export function DocumentosComunes({ detalle, onChanged }: { detalle: DapconDetalle; onChanged: (next: DapconDetalle, message: string) => void }) {
  const { t } = useTranslation('empresas');
  // The product sheet is every language's: any open incident allows its correction.
  const correccion = detalle.acciones.includes('sustituir_documento') && detalle.idiomas.some((i) => i.dapcon_idioma_estado === 'con_incidencias');
  const ficha = detalle.rcp.codigo_para_codificacion_dapcon === CODIGO_RCP_FICHA_PRODUCTO;
  const informe = detalle.documentos.some((d) => d.tipo === 'informe_verificacion');
  const fichaGuardada = detalle.documentos.some((d) => d.tipo === 'ficha_producto');
  if (!ficha && !informe && !fichaGuardada) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="dapcon-documentos-comunes">
      <Text as="h2" id="dapcon-documentos-comunes" fontSize="lg" fontWeight="semibold">
        {t('dapcon.documentos.comunes')}
      </Text>
      {ficha || fichaGuardada ? (
        <DocumentoDapcon
          detalle={detalle}
          tipo="ficha_producto"
          idiomaId={null}
          subible={ficha && (detalle.acciones.includes('subir_documento') || (correccion && 'correccion'))}
          onChanged={onChanged}
        />
      ) : null}
      {informe ? <DocumentoDapcon detalle={detalle} tipo="informe_verificacion" idiomaId={null} subible={false} onChanged={onChanged} /> : null}
    </Stack>
  );
}
