import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { chakra, StatusBadge, type StatusPalette } from '@dapcon/shared-ui';
import type { Destinatario } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

/** A recipient's state as a badge: delivered green (OK), waiting neutral (En cola), refused red (Error). */
const PALETTE: Record<Destinatario['estado'], StatusPalette> = { enviado: 'green', pendiente: 'gray', error: 'red' };

/** Where the reason shows, beside the badge: fixed to the viewport, above the modal. */
interface Place {
  top: number;
  left: number;
}

/**
 * The 'Error' badge of a refused recipient with the mail server's reason as its tooltip (spec part 2
 * §2.20 'error tooltip'): shown on hover and on keyboard focus, above everything (portalled to the
 * page's body, so the table's scrolling box does not clip it); the reason is also the badge's
 * accessible description.
 */
function ErrorConMotivo({ motivo }: { motivo: string }) {
  const { t } = useTranslation('contenidos');
  const id = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const show = (element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    setPlace({ top: rect.bottom + 6, left: Math.max(8, Math.min(rect.left, window.innerWidth - 328)) });
  };
  const hide = () => setPlace(null);
  return (
    <>
      <chakra.span
        display="inline-block"
        tabIndex={0}
        cursor="help"
        borderRadius="full"
        outline="none"
        _focusVisible={{ boxShadow: '0 0 0 2px var(--chakra-colors-red-500)' }}
        aria-describedby={`${id}-motivo`}
        data-testid="estado-error"
        onMouseEnter={(event) => show(event.currentTarget)}
        onMouseLeave={hide}
        onFocus={(event) => show(event.currentTarget)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && place) {
            // Escape hides the reason, not the modal around it.
            event.stopPropagation();
            hide();
          }
        }}
      >
        <StatusBadge palette={PALETTE.error} state="error">
          {t('comunicaciones.detalle.estados.error')}
        </StatusBadge>
      </chakra.span>
      <span id={`${id}-motivo`} hidden>
        {motivo}
      </span>
      {place
        ? createPortal(
            <chakra.div
              role="tooltip"
              position="fixed"
              top={`${place.top}px`}
              left={`${place.left}px`}
              zIndex={2000}
              maxW="20rem"
              px="3"
              py="2"
              borderRadius="l2"
              bg="gray.900"
              color="white"
              fontSize="sm"
              boxShadow="md"
              pointerEvents="none"
              whiteSpace="normal"
              overflowWrap="anywhere"
            >
              {motivo}
            </chakra.div>,
            document.body,
          )
        : null}
    </>
  );
}

/**
 * A recipient's delivery state: 'OK' once delivered, 'En cola' while it waits in the mail queue, and
 * for a refused one an 'Error' badge whose tooltip is the mail server's reason.
 *
 * @example
 * <EstadoDestinatario destinatario={d} />
 */
export function EstadoDestinatario({ destinatario }: { destinatario: Pick<Destinatario, 'estado' | 'error'> }) {
  const { t } = useTranslation('contenidos');
  const { estado, error } = destinatario;
  if (estado === 'error') return <ErrorConMotivo motivo={error?.trim() || t('comunicaciones.detalle.sinMotivo')} />;
  return (
    <StatusBadge palette={PALETTE[estado]} state={estado}>
      {t(`comunicaciones.detalle.estados.${estado}`)}
    </StatusBadge>
  );
}
