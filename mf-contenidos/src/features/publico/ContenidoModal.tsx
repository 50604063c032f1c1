import { Suspense, useState } from 'react';
import { Button, LoadingState, Modal, lazyComponent } from '@dapcon/shared-ui';
import type { ContenidoPublico } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

// The content's body (its HTML, image and files) loads when a content is first opened, not with the
// list or the home.
const ContenidoDetalle = lazyComponent(() => import('./ContenidoDetalle'), (m) => m.ContenidoDetalle);

/** Props of {@link ContenidoModal}. */
export interface ContenidoModalProps {
  /** The content open, or null (closed). */
  contenido: ContenidoPublico | null;
  onClose: () => void;
}

/**
 * A content whole, in a modal titled with its title (the 'document' button of /public-comunicados and
 * 'Leer más' on the homes): see {@link ContenidoDetalle}; 'Cerrar', Escape or a click outside close it.
 */
export function ContenidoModal({ contenido, onClose }: ContenidoModalProps) {
  const { t } = useTranslation('contenidos');
  // The last one opened stays in the dialog while it closes.
  const [shown, setShown] = useState(contenido);
  if (contenido && contenido !== shown) setShown(contenido);
  return (
    <Modal
      open={contenido !== null}
      onClose={onClose}
      title={<span data-user-content>{shown?.titulo}</span>}
      size="lg"
      closeLabel={t('publico.modal.cerrar')}
      footer={
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          {t('publico.modal.cerrar')}
        </Button>
      }
    >
      {shown ? (
        <Suspense fallback={<LoadingState label={t('publico.modal.cargando')} />}>
          <ContenidoDetalle contenido={shown} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
