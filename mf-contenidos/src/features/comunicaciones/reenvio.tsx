import { useState, type ReactElement } from 'react';
import { ConfirmModal } from '@dapcon/shared-ui';
import { CONTENIDOS_MSG } from '@dapcon/contract/contenidos';
import { feedback, isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';

/**
 * 'Reenviar' of a failed e-mail, a mailing's recipient or one of the portal's own: `preguntar(row)`
 * asks 'Realmente desea enviar este correo?' (spec part 2 §2.20, the contract's text in the interface
 * language) in `modal`; confirmed, `send(row)` queues it again through a mutation's `run` (which
 * reports a refusal, and whose endpoint makes the lists stale) and the API's message goes to the shell.
 *
 * @example
 * const reenvio = useApiMutation(reenviarCorreoPortal);
 * const { preguntar, modal } = useReenvio<CorreoPortal>((c) => reenvio.run({ params: { id: String(c.id) } }));
 */
export function useReenvio<T>(send: (row: T) => Promise<{ message: string } | undefined>): { preguntar: (row: T) => void; modal: ReactElement } {
  const { i18n } = useTranslation('contenidos');
  const [pregunta, setPregunta] = useState<T | null>(null);
  const [enviando, setEnviando] = useState(false);

  const reenviar = async (row: T) => {
    setEnviando(true);
    const res = await send(row);
    setPregunta(null);
    setEnviando(false);
    if (res) feedback.success(res.message);
  };

  const modal = (
    <ConfirmModal
      open={pregunta !== null}
      message={localizeMessage(CONTENIDOS_MSG.confirmarReenvioCorreo, isLang(i18n.language) ? i18n.language : 'es')}
      onConfirm={() => (pregunta !== null ? void reenviar(pregunta) : undefined)}
      onCancel={() => setPregunta(null)}
      loading={enviando}
    />
  );
  return { preguntar: setPregunta, modal };
}
