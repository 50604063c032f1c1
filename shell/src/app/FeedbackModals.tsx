import { useEffect, useMemo, useState } from 'react';
import { ErrorModal, SuccessModal } from '@dapcon/shared-ui';
import { feedback, type FeedbackEvent, useTranslation } from '@dapcon/shared-sdk';
import '../i18n';
import { browserOffline } from '../federation/offline';

type ErrorEvent = Extract<FeedbackEvent, { kind: 'error' }>;

/** The shell's error and success modals, fed by any area through `feedback`. */
export function FeedbackModals() {
  const { t } = useTranslation(['common', 'shell']);
  const [error, setError] = useState<ErrorEvent | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(
    () =>
      feedback.subscribe((event) => {
        if (event.kind === 'error') setError(event);
        // The server's message, or the default success text when it gives none (spec part 1 §8).
        else setSuccess(event.message?.trim() ? event.message : t('ok.guardado'));
      }),
    [t],
  );

  // No answer at all (status 0): the browser's own words ('Failed to fetch') say nothing to a user; the
  // shell's say what happened and what to do, titled 'Sin conexión' when the browser is offline.
  const shown = useMemo(() => (error?.status === 0 ? { ...error, message: t('offline.request', { ns: 'shell' }) } : error), [error, t]);

  return (
    <>
      <ErrorModal
        error={shown}
        onClose={() => setError(null)}
        exitLabel={t('error.salir')}
        connectionErrorTitle={browserOffline() ? t('offline.title', { ns: 'shell' }) : t('connectionError', { ns: 'shell' })}
      />
      <SuccessModal
        open={success !== null}
        message={success ?? undefined}
        onClose={() => setSuccess(null)}
        title={t('successTitle', { ns: 'shell' })}
        acceptLabel={t('accept', { ns: 'shell' })}
      />
    </>
  );
}
