import { Suspense, useState } from 'react';
import { Button, LoadingState, Modal, lazyComponent, type ClosableProps } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import type { ContenidoDeArchivos } from './ArchivosContenido';
import './i18n';

// The files' list and form load the first time the modal opens.
const ArchivosContenido = lazyComponent(() => import('./ArchivosContenido'), (m) => m.ArchivosContenido);

/** Props of {@link ArchivosModal}. */
export interface ArchivosModalProps extends ClosableProps {
  /** The content whose files are shown; null while none is chosen. */
  contenido: ContenidoDeArchivos | null;
}

/**
 * The files modal of /contenidos (spec part 2 §2.19): a content's files in a list view and a form
 * view. Each opening starts again from the list (the modal's body unmounts on close).
 *
 * @example
 * <ArchivosModal contenido={row} open={row !== null} onClose={() => setRow(null)} />
 */
export function ArchivosModal({ contenido, open, onClose }: ArchivosModalProps) {
  const { t } = useTranslation('contenidos');
  // The last content shown stays while the modal fades out.
  const [shown, setShown] = useState(contenido);
  if (contenido !== null && contenido.id !== shown?.id) setShown(contenido);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={t('contenidos.archivosModal.titulo', { titulo: shown?.titulo ?? '' })}
      footer={
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          {t('contenidos.archivosModal.cerrar')}
        </Button>
      }
    >
      {shown ? (
        <Suspense fallback={<LoadingState label={t('contenidos.archivosModal.cargando')} />}>
          <ArchivosContenido key={shown.id} contenido={shown} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
