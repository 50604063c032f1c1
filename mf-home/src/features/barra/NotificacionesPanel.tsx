import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Link, RouterLink, Stack, Tabs, Text } from '@dapcon/shared-ui';
import { toDisplayDate } from '@dapcon/contract/core';
import { ENLACE_COMUNICADOS, ENLACE_TICKETS, type Notificaciones } from '@dapcon/contract/panel';
import { useTranslation, type ApiError } from '@dapcon/shared-sdk';
import './panel-i18n';

/** Props of {@link NotificacionesPanel}. */
export interface NotificacionesPanelProps {
  /** The bell's query: its answer, whether it is loading, and how to read it again. */
  query: { data: Notificaciones | undefined; isPending: boolean; error: ApiError | null; refetch: () => unknown };
  /** A link was followed: the panel closes. */
  onNavigate: () => void;
}

interface Fila {
  id: number;
  titulo: string;
  detalle: string;
  enlace: string;
}

/** One tab's list: its rows as links, or the empty text; 'Y n más.' when the total exceeds them; the link to the whole list. */
function Lista({ filas, total, vacio, verTodos, enlace, onNavigate }: { filas: Fila[]; total: number; vacio: string; verTodos: string; enlace: string; onNavigate: () => void }) {
  const { t } = useTranslation('home-barra');
  return (
    <Stack gap="2">
      {filas.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="2">
          {vacio}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" maxH="20rem" overflowY="auto" mx="-1">
          {filas.map((fila) => (
            <Box as="li" key={fila.id}>
              <Link asChild display="block" px="2" py="1.5" rounded="l1" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} color="fg" outlineOffset="-2px">
                <RouterLink to={fila.enlace} onClick={onNavigate}>
                  <Text as="span" display="block" fontSize="sm" fontWeight="medium" lineClamp={2} overflowWrap="anywhere" data-user-content>
                    {fila.titulo}
                  </Text>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate>
                    {fila.detalle}
                  </Text>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Box>
      )}
      {total > filas.length ? (
        <Text fontSize="xs" color="fg.muted">
          {t('notificaciones.mas', { count: total - filas.length })}
        </Text>
      ) : null}
      <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-end">
        <RouterLink to={enlace} onClick={onNavigate}>
          {verTodos}
        </RouterLink>
      </Link>
    </Stack>
  );
}

function Contador({ children }: { children: ReactNode }) {
  return (
    <Box as="span" aria-hidden="true" display="inline-flex" alignItems="center" justifyContent="center" ms="1.5" px="1.5" minW="5" h="5" rounded="full" bg="bg.emphasized" fontSize="xs" lineHeight="1">
      {children}
    </Box>
  );
}

/**
 * The notifications' panel (docs/home.md step 4), loaded when the bell first opens it: tabs
 * Comunicados and Incidencias, each with its count and its newest rows (a communication: its title,
 * type and day, to /public-comunicados; an incident: its title, declaration and last event (opened, a
 * reply, a corrected document), the most recently active first, to /tickets/{id}), the
 * spec's empty texts, and the links to /public-comunicados and /tickets. The focus moves to the tab
 * list when it opens.
 */
export function NotificacionesPanel({ query, onNavigate }: NotificacionesPanelProps) {
  const { t } = useTranslation('home-barra');
  const [tab, setTab] = useState('comunicados');
  const lista = useRef<HTMLDivElement>(null);

  useEffect(() => {
    lista.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);

  const { data } = query;
  if (!data) {
    return (
      <Stack p="4" gap="2" align="flex-start">
        {query.isPending ? (
          <Text fontSize="sm" color="fg.muted">
            {t('notificaciones.cargando')}
          </Text>
        ) : (
          <>
            <Text fontSize="sm">{t('notificaciones.error')}</Text>
            <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
              {t('notificaciones.reintentar')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  const comunicados: Fila[] = data.comunicados.data.map((c) => ({
    id: c.id,
    titulo: c.titulo,
    detalle: `${c.tipo_noticia_texto} · ${t('notificaciones.publicado', { fecha: toDisplayDate(c.fecha_publicacion) })}`,
    enlace: c.enlace,
  }));
  const tickets: Fila[] = data.tickets.data.map((i) => ({
    id: i.id,
    titulo: i.titulo,
    // Its last event first (opened, a reply, or a corrected document for the verifier to look at): the line is cut at the panel's width.
    detalle: [t(`notificaciones.${i.actividad}`, { fecha: toDisplayDate(i.actividad_at) }), i.dapcon_codigo, i.dv_nombre_producto].filter(Boolean).join(' · '),
    enlace: i.enlace,
  }));
  const pestanas = [
    { value: 'comunicados', nombre: t('notificaciones.comunicados'), total: data.comunicados.total },
    { value: 'incidencias', nombre: t('notificaciones.incidencias'), total: data.tickets.total },
  ];

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" size="sm" fitted lazyMount unmountOnExit>
      <Tabs.List ref={lista} px="2">
        {pestanas.map((p) => (
          <Tabs.Trigger key={p.value} value={p.value} aria-label={t('notificaciones.pestanaConTotal', { nombre: p.nombre, count: p.total })}>
            {p.nombre}
            <Contador>{p.total}</Contador>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="comunicados" px="3" pb="3">
        <Lista filas={comunicados} total={data.comunicados.total} vacio={t('notificaciones.sinComunicados')} verTodos={t('notificaciones.verComunicados')} enlace={ENLACE_COMUNICADOS} onNavigate={onNavigate} />
      </Tabs.Content>
      <Tabs.Content value="incidencias" px="3" pb="3">
        <Lista filas={tickets} total={data.tickets.total} vacio={t('notificaciones.sinIncidencias')} verTodos={t('notificaciones.verIncidencias')} enlace={ENLACE_TICKETS} onNavigate={onNavigate} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
