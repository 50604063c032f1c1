import { Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Box, IconButton, lazyComponent } from '@dapcon/shared-ui';
import { notificaciones } from '@dapcon/contract/panel';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

// The popover's content (the tabs, the lists, dates) loads the first time it opens: the frame of every
// page carries only the bell and its count.
const NotificacionesPanel = lazyComponent(() => import('./lazy'), (m) => m.NotificacionesPanel);

/** How often the counts are read again while the page is visible (TanStack pauses it while hidden). */
export const NOTIFICACIONES_REFRESCO_MS = 60_000;

/** The popover's width (spec part 2 §2.2), never wider than the screen. */
const ANCHO = '380px';

function Campana() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** Props of {@link NotificacionesMenu}. */
export interface NotificacionesMenuProps {
  /** How often the counts are read again while visible (tests shorten it). */
  refrescoMs?: number;
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

/**
 * The top bar's notifications (spec part 2 §2.2; docs/home.md step 4) for companies, consultants and
 * verifiers: a bell with the number of communications not archived and incidents not resolved
 * (`GET /obtener-notificaciones`), opening a 380 px panel with the tabs Comunicados and Incidencias.
 * The counts are read when the frame opens, every minute while the page is visible (TanStack Query's
 * `refetchInterval` does not run while `document.hidden`; back on the page, a stale answer is read
 * again), and whenever a write makes it stale (the contract's `stale`: archiving a communication, an
 * incident opened or answered; on the one query cache every remote shares). Keyboard: the bell is a
 * button (`aria-expanded`); opening moves the focus into the panel; Escape or a click outside closes
 * it and gives the focus back to the bell.
 */
export function NotificacionesMenu({ refrescoMs = NOTIFICACIONES_REFRESCO_MS, defaultOpen = false }: NotificacionesMenuProps) {
  const { t } = useTranslation('home-barra');
  const query = useApiQuery(notificaciones, undefined, { refetchInterval: refrescoMs, refetchIntervalInBackground: false });
  const [abierto, setAbierto] = useState(defaultOpen);
  const raiz = useRef<HTMLDivElement>(null);
  const boton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Where the panel starts, under the bell: the top bar may take two lines on a narrow screen.
  const [arriba, setArriba] = useState<number | null>(null);
  const total = query.data ? query.data.comunicados.total + query.data.tickets.total : 0;

  useEffect(() => {
    if (!abierto) return undefined;
    const fuera = (event: PointerEvent) => {
      if (raiz.current && !raiz.current.contains(event.target as Node)) setAbierto(false);
    };
    const tecla = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setAbierto(false);
      boton.current?.focus();
    };
    document.addEventListener('pointerdown', fuera);
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('pointerdown', fuera);
      document.removeEventListener('keydown', tecla);
    };
  }, [abierto]);

  return (
    <Box ref={raiz} position="relative">
      <IconButton
        ref={boton}
        variant="ghost"
        colorPalette="gray"
        size="sm"
        aria-label={total > 0 ? t('notificaciones.botonConTotal', { count: total }) : t('notificaciones.boton')}
        aria-haspopup="dialog"
        aria-expanded={abierto}
        aria-controls={abierto ? panelId : undefined}
        onClick={() => {
          if (boton.current) setArriba(boton.current.getBoundingClientRect().bottom + 8);
          setAbierto((v) => !v);
        }}
        position="relative"
        data-testid="notificaciones-boton"
      >
        <Campana />
        {total > 0 ? (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="notificaciones-total"
            position="absolute"
            top="0"
            insetEnd="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            minW="4.5"
            h="4.5"
            px="1"
            rounded="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1"
          >
            {total > 99 ? '99+' : total}
          </Box>
        ) : null}
      </IconButton>
      {abierto ? (
        <Box
          id={panelId}
          role="dialog"
          aria-label={t('notificaciones.titulo')}
          // Under the bell, its right edges aligned; on a phone, across the screen under the bell. Never
          // taller than the window below it (200 % zoom): what does not fit scrolls inside it.
          position={{ base: 'fixed', sm: 'absolute' }}
          top={{ base: 'var(--notificaciones-arriba, 3.5rem)', sm: 'calc(100% + 0.5rem)' }}
          maxH="calc(100dvh - var(--notificaciones-arriba, 3.5rem) - 0.5rem)"
          overflowY="auto"
          style={arriba === null ? undefined : ({ '--notificaciones-arriba': `${arriba}px` } as CSSProperties)}
          insetStart={{ base: '2', sm: 'auto' }}
          insetEnd={{ base: '2', sm: '0' }}
          w={{ base: 'auto', sm: ANCHO }}
          bg="bg.panel"
          borderWidth="1px"
          rounded="l2"
          shadow="lg"
          zIndex="popover"
          data-testid="notificaciones-panel"
        >
          <Suspense fallback={<Box p="4" color="fg.muted" fontSize="sm">{t('notificaciones.cargando')}</Box>}>
            <NotificacionesPanel query={query} onNavigate={() => setAbierto(false)} />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
