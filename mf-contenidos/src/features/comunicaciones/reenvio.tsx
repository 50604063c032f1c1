import { useState, type ReactElement } from 'react';
import { ConfirmModal } from '@dapcon/shared-ui';
import { CONTENIDOS_MSG } from '@dapcon/contract/contenidos';
import { ApiError, feedback, isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';

/** A failed call outside a form: to the shell's modal (a session error is the shell's). */
export function reportError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  if (!error.isSessionError) feedback.error(error);
}

/**
 * 'Reenviar' of a failed e-mail, a mailing's recipient or one of the portal's own: `preguntar(row)`
 * asks 'Realmente desea enviar este correo?' (spec part 2 §2.20, the contract's text in the interface
 * language) in `modal`; confirmed, `send(row)` queues it again, the API's message goes to the shell,
 * a refusal to its error modal, and `after()` reads the lists again either way.
 *
 * @example
 * const { preguntar, modal } = useReenvio((c) => call(reenviarCorreoPortal, { params: { id: String(c.id) } }), refrescar);
 */
export function useReenvio<T>(send: (row: T) => Promise<{ message: string }>, after: () => void): { preguntar: (row: T) => void; modal: ReactElement } {
  const { i18n } = useTranslation('contenidos');
  const [pregunta, setPregunta] = useState<T | null>(null);
  const [enviando, setEnviando] = useState(false);

  const reenviar = async (row: T) => {
    setEnviando(true);
    try {
      const res = await send(row);
      setPregunta(null);
      feedback.success(res.message);
    } catch (error) {
      setPregunta(null);
      reportError(error);
    } finally {
      setEnviando(false);
      after();
    }
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
