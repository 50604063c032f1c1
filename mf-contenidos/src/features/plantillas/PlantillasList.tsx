import { useEffect, useRef } from 'react';
import { Box, Heading, Link, RouterLink, Stack, StatusBadge, Text, chakra } from '@dapcon/shared-ui';
import type { PlantillaIdioma, PlantillaResumen } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';

const ORDEN_IDIOMA: Record<PlantillaIdioma, number> = { es: 0, ca: 1 };

/** The templates grouped by name (the key the portal asks for), the names in order, Spanish before Catalan. */
export function porNombre(plantillas: readonly PlantillaResumen[]): [string, PlantillaResumen[]][] {
  const grupos = new Map<string, PlantillaResumen[]>();
  for (const p of plantillas) grupos.set(p.pe_nombre, [...(grupos.get(p.pe_nombre) ?? []), p]);
  return [...grupos.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([nombre, lista]) => [nombre, lista.sort((a, b) => ORDEN_IDIOMA[a.idioma] - ORDEN_IDIOMA[b.idioma] || a.pe_id - b.pe_id)]);
}

/** A template's language as a badge: ES or CA. */
export function IdiomaBadge({ idioma }: { idioma: PlantillaIdioma }) {
  const { t } = useTranslation('contenidos');
  return (
    <chakra.span title={t(`plantillas.idiomas.${idioma}`)} flexShrink={0}>
      <StatusBadge palette={idioma === 'es' ? 'blue' : 'teal'} state={idioma}>
        {idioma.toUpperCase()}
      </StatusBadge>
    </chakra.span>
  );
}

/** Props of {@link PlantillasList}. */
export interface PlantillasListProps {
  plantillas: readonly PlantillaResumen[];
  /** The id in the URL (`?id=`), or ''. */
  selectedId: string;
}

/**
 * The templates on the left of /plantillas-mensajes: by name, each language a link that puts its id in
 * the URL (`?id=`, so a reload or a shared address opens the same one), showing its description and
 * its language; the one open is marked.
 */
export function PlantillasList({ plantillas, selectedId }: PlantillasListProps) {
  const { t } = useTranslation('contenidos');
  const current = useRef<HTMLAnchorElement>(null);
  // The one open shows in the list's own scroll (beside the form), also when the page opens with it
  // (a reload); the page itself does not move.
  useEffect(() => {
    const item = current.current;
    const box = item?.closest('nav');
    if (!item || !box || box.scrollHeight <= box.clientHeight) return;
    const [r, b] = [item.getBoundingClientRect(), box.getBoundingClientRect()];
    if (r.top < b.top) box.scrollTop -= b.top - r.top + 8;
    else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom + 8;
  }, [selectedId, plantillas.length]);
  if (plantillas.length === 0) return <Text color="fg.muted">{t('plantillas.sinPlantillas')}</Text>;
  return (
    <Stack gap="4">
      {porNombre(plantillas).map(([nombre, lista]) => (
        <Box key={nombre} role="group" aria-label={nombre}>
          <Heading as="h3" fontSize="xs" fontFamily="mono" fontWeight="normal" color="fg.muted" mb="1" overflowWrap="anywhere">
            {nombre}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none">
            {lista.map((p) => {
              const selected = String(p.pe_id) === selectedId;
              return (
                <li key={p.pe_id}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    justifyContent="space-between"
                    gap="2"
                    w="full"
                    px="3"
                    py="2"
                    rounded="l2"
                    borderLeftWidth="3px"
                    borderColor={selected ? 'colorPalette.solid' : 'transparent'}
                    bg={selected ? 'colorPalette.subtle' : undefined}
                    color="fg"
                    fontWeight={selected ? 'semibold' : 'normal'}
                    textDecoration="none"
                    _hover={{ bg: selected ? 'colorPalette.subtle' : 'bg.muted', textDecoration: 'none' }}
                  >
                    <RouterLink to={`?id=${p.pe_id}`} aria-current={selected ? 'page' : undefined} ref={selected ? current : undefined}>
                      <Text as="span" fontSize="sm" minW="0">
                        {p.pe_descripcion}
                      </Text>
                      <IdiomaBadge idioma={p.idioma} />
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
