// The send-email modal of a content, as the content list opens it: its code (the form, the parameter
// options, and after them the rich-text editor) loads the first time it opens, never with the list.
import { Suspense, useState } from 'react';
import { lazyComponent, type ClosableProps } from '@dapcon/shared-ui';
import './i18n';

const EnviarEmailDialog = lazyComponent(() => import('./EnviarEmailDialog'), (m) => m.EnviarEmailDialog);

/** Props of {@link EnviarEmailModal}. */
export interface EnviarEmailModalProps extends ClosableProps {
  /** The content mailed (kept while the modal closes); null before one is chosen. */
  contenidoId: number | null;
  /** Its title, under the modal's title. */
  titulo?: string;
}

/**
 * 'Enviar email' of a content (spec part 2 §2.19, §5 'Content e-mail', §7.7): pre-filled from
 * `GET /contenidos-web/plantilla-email/{id}` (its profiles and company types, the template
 * `comunicacion_contenido`'s subject and message), edited and sent with `POST
 * /contenidos-web/enviar-email`; on 'Success' it closes and the shell shows the API's message.
 * Every opening starts again from the template.
 *
 * @example
 * const [envio, setEnvio] = useState<{ id: number; titulo: string; open: boolean } | null>(null);
 * <EnviarEmailModal open={envio?.open ?? false} contenidoId={envio?.id ?? null} titulo={envio?.titulo}
 *   onClose={() => setEnvio((e) => (e ? { ...e, open: false } : e))} />
 */
export function EnviarEmailModal(props: EnviarEmailModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened || props.contenidoId === null) return null;
  return (
    <Suspense fallback={null}>
      <EnviarEmailDialog {...props} contenidoId={props.contenidoId} />
    </Suspense>
  );
}
