import { useState, type ReactElement } from 'react';
import { ConfirmModal } from '@dapcon/shared-ui';
import { CONTENIDOS_MSG } from '@dapcon/contract/contenidos';
import { feedback, isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';

/**
 * 'Reenviar' of a failed e-mail, a mailing's recipient or one of the portal's own, or of a reminder:
 * `preguntar(row)` asks `pregunta` ('Realmente desea enviar este correo?' by default: spec part 2
 * §2.20; a contract's text, shown in the interface language) in `modal`; confirmed, `send(row)` queues it again through a mutation's `run` (which
 * reports a refusal, and whose endpoint makes the lists stale) and the API's message goes to the shell.
 *
 * @example
 * const reenvio = useApiMutation(reenviarCorreoPortal);
 * const { preguntar, modal } = useReenvio<CorreoPortal>((c) => reenvio.run({ params: { id: String(c.id) } }));
 */
export function useReenvio<T>(
  send: (row: T) => Promise<{ message: string } | undefined>,
  pregunta: string = CONTENIDOS_MSG.confirmarReenvioCorreo,
): { preguntar: (row: T) => void; modal: ReactElement } {
  const { i18n } = useTranslation('contenidos');
  const [fila, setFila] = useState<T | null>(null);
  const [enviando, setEnviando] = useState(false);

  const reenviar = async (row: T) => {
    setEnviando(true);
    const res = await send(row);
    setFila(null);
    setEnviando(false);
    if (res) feedback.success(res.message);
  };

  const modal = (
    <ConfirmModal
      open={fila !== null}
      message={localizeMessage(pregunta, isLang(i18n.language) ? i18n.language : 'es')}
      onConfirm={() => (fila !== null ? void reenviar(fila) : undefined)}
      onCancel={() => setFila(null)}
      loading={enviando}
    />
  );
  return { preguntar: setFila, modal };
}
