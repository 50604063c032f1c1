import { useState } from 'react';
import { Box, Button, CheckboxControl, CheckboxField, ConfirmModal, FileControl, HStack, Stack, Text, useWatch } from '@dapcon/shared-ui';
import { datePrefixedName, UPLOAD_RULES } from '@dapcon/contract/core';
import { DOCUMENTO_ACREDITACION_TIPOS, type DocumentoAcreditacionTipo } from '@dapcon/contract/auth';
import { obtenerDocumentoEmpresa, quitarDocumentoEmpresa, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { download, feedback, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { hasDocument } from './formValues';

interface Props {
  empresa: EmpresaPerfil;
  /** A stored document was removed: the company's data are read again (the form keeps what was typed). */
  onRemoved: () => void;
}

/**
 * Environmental management systems (spec part 2 §2.3, §4): ISO 14001 and EMAS, inside a company
 * form with `iso14001.ticked`/`.documento` and `emacs.…` fields (the contract's AcreditacionForm).
 * A stored document shows ticked, with 'Descargar' and 'Quitar'; a missing one is a box which,
 * ticked, asks for the PDF ('Es necesario adjuntar el documento acreditativo'), sent when the form
 * is saved (docs/decisions.md).
 */
export function DocumentosSgm({ empresa, onRemoved }: Props) {
  const { t } = useTranslation('empresas');
  const [removing, setRemoving] = useState<DocumentoAcreditacionTipo | null>(null);
  const quitar = useApiMutation(quitarDocumentoEmpresa);
  const busy = quitar.isPending;
  const ticked = useWatch({ name: ['iso14001.ticked', 'emacs.ticked'] }) as unknown[];
  const id = String(empresa.org_id);

  const save = async (type: DocumentoAcreditacionTipo) => {
    try {
      const file = await download(obtenerDocumentoEmpresa, { params: { id }, query: { doc_type: type } });
      // The list kit's saver, loaded only when a document is downloaded.
      const { saveFile } = await import('@dapcon/shared-ui/data');
      saveFile(file.blob, file.filename ?? datePrefixedName(`${type}.pdf`));
    } catch (error) {
      reportApiError(error);
    }
  };

  const remove = async (type: DocumentoAcreditacionTipo) => {
    const res = await quitar.run({ params: { id }, query: { doc_type: type } });
    setRemoving(null);
    if (!res) return;
    onRemoved();
    feedback.success(res.message);
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {t('datos.sgm.intro')}
      </Text>
      {DOCUMENTO_ACREDITACION_TIPOS.map((type, i) => {
        const doc = t(`datos.sgm.name.${type}`);
        return (
          <Stack key={type} gap="2" data-documento={type}>
            {hasDocument(empresa, type) ? (
              <>
                <CheckboxField label={t(`datos.sgm.box.${type}`)} checked onCheckedChange={() => undefined} readOnly />
                <HStack gap="3" ps="7" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {t('datos.sgm.stored')}
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => void save(type)} aria-label={t('datos.sgm.downloadOf', { doc })}>
                    {t('datos.sgm.download')}
                  </Button>
                  <Button aria-haspopup="dialog" size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(type)} aria-label={t('datos.sgm.removeOf', { doc })}>
                    {t('datos.sgm.remove')}
                  </Button>
                </HStack>
              </>
            ) : (
              <>
                <CheckboxControl name={`${type}.ticked`} label={t(`datos.sgm.box.${type}`)} />
                {ticked[i] === true ? (
                  <Box ps="7">
                    <FileControl name={`${type}.documento`} label={t(`datos.sgm.file.${type}`)} rule={UPLOAD_RULES.documento} required />
                  </Box>
                ) : null}
              </>
            )}
          </Stack>
        );
      })}
      <ConfirmModal
        open={removing !== null}
        title={t('datos.sgm.removeTitle')}
        message={removing ? t('datos.sgm.removeConfirm', { doc: t(`datos.sgm.name.${removing}`) }) : ''}
        confirmLabel={t('datos.sgm.remove')}
        destructive
        loading={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
