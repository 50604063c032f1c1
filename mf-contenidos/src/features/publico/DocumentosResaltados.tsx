// The homes' highlighted documents (spec part 1 §2 'Consultor home', 'Company home', §3 'Highlighted
// document', §7; docs/contenidos.md step 7), exposed as `mf_contenidos/DocumentosResaltados`.
import { Suspense, useEffect, useState } from 'react';
import { Button, chakra, LoadingState, Modal, lazyComponent } from '@dapcon/shared-ui';
import { contarDocumentosResaltados } from '@dapcon/contract/contenidos';
import { feedback, useTranslation, type DocumentosResaltadosProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { DocumentoIcon } from './DocumentoIcon';
import './i18n';

// The list (the list kit, its table and search) loads when the button is first pressed, never with the home.
const DocumentosResaltadosLista = lazyComponent(() => import('./DocumentosResaltadosLista'), (m) => m.DocumentosResaltadosLista);

/**
 * 'Documentos destacados' with how many the reader sees (`GET /biblioteca-documentos-contar-resaltados`)
 * in a badge (none until the count is in); it opens the highlighted documents in a modal (the search,
 * 20 a page, each to download or, a link, to open), which starts afresh each time.
 */
export function DocumentosResaltados(_props: DocumentosResaltadosProps) {
  const { t } = useTranslation('contenidos');
  const { data, error } = useApiQuery(contarDocumentosResaltados);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  const total = data?.total;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        onClick={() => setOpen(true)}
        aria-label={total === undefined ? t('publico.resaltados.boton') : t('publico.resaltados.botonDe', { count: total })}
        aria-haspopup="dialog"
      >
        <DocumentoIcon />
        {t('publico.resaltados.boton')}
        {/* A space before the count: the visible text reads as the name does (WCAG 2.5.3). */}
        {total === undefined ? null : ' '}
        {total === undefined ? null : (
          <chakra.span
            data-testid="resaltados-total"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            alignSelf="center"
            h="5"
            minW="5"
            px="1.5"
            borderRadius="full"
            bg={total > 0 ? 'brand.solid' : 'bg.emphasized'}
            color={total > 0 ? 'brand.contrast' : 'fg.muted'}
            fontSize="xs"
            fontWeight="semibold"
            lineHeight="1"
          >
            {total}
          </chakra.span>
        )}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('publico.resaltados.titulo')}
        size="xl"
        closeLabel={t('publico.resaltados.cerrar')}
        footer={
          <Button variant="outline" colorPalette="gray" onClick={() => setOpen(false)}>
            {t('publico.resaltados.cerrar')}
          </Button>
        }
      >
        <Suspense fallback={<LoadingState label={t('publico.resaltados.cargando')} />}>
          <DocumentosResaltadosLista />
        </Suspense>
      </Modal>
    </>
  );
}
