// The texts of a record per language (a parameter, an RCP, a classification node): one tab per active
// language of `GET /idiomas`, plus any language the record still has a text in; a mark on each tab
// holding an error, the list's own error above the tabs, and, after an invalid submit, the first tab
// with an error opened (typing in a tab never moves the user elsewhere).
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Stack, Tabs, Text } from '@dapcon/shared-ui';
import type { Idioma } from '@dapcon/contract/referencia';
import { isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';

/** A tab: a language id and its name (null: a language no longer active that the record has a text in). */
export interface Pestana {
  id: number;
  nombre: string | null;
}

/**
 * One tab per active language, then one per language only the record has a text in.
 *
 * @example
 * pestanasDe(idiomas, rcp?.rcp_idiomas.map((x) => ({ id: x.idioma_id })) ?? [])
 */
export function pestanasDe(activos: readonly Idioma[], conTexto: readonly { id: number; nombre?: string | null }[]): Pestana[] {
  const tabs: Pestana[] = activos.map((i) => ({ id: i.id, nombre: i.idioma_nombre }));
  for (const texto of conTexto) if (!tabs.some((tab) => tab.id === texto.id)) tabs.push({ id: texto.id, nombre: texto.nombre ?? null });
  return tabs;
}

/** The errors react-hook-form keeps for a list field: one entry per item, and the list's own message. */
export type ErroresPorIdioma = ReadonlyArray<Record<string, unknown> | undefined> & { message?: unknown };

/** Props of {@link TextosPorIdioma}. */
export interface TextosPorIdiomaProps {
  titulo: string;
  ayuda: string;
  pestanas: readonly Pestana[];
  /** A tab's name (an inactive language's, when `nombre` is null). */
  nombreDe: (pestana: Pestana) => string;
  /** The form's errors of the list field (`form.formState.errors.textos`). */
  errores: ErroresPorIdioma | undefined;
  /** `form.formState.submitCount`: after each invalid submit the first tab with an error opens. */
  submitCount: number;
  /** The accessible name of a tab's error mark ('Con errores'). */
  marcaError: string;
  /** Mount a tab's fields only once it is opened (a rich-text editor per language). */
  lazyMount?: boolean;
  /** The fields of one language: index `i` of the list field. */
  children: (pestana: Pestana, i: number) => ReactNode;
}

/**
 * The per-language tabs of a form.
 *
 * @example
 * <TextosPorIdioma titulo="Textos" ayuda="…" pestanas={tabs} nombreDe={(p) => p.nombre ?? '—'} errores={form.formState.errors.textos}
 *   submitCount={form.formState.submitCount} marcaError="Con errores">
 *   {(p, i) => <TextControl name={`textos.${i}.pt_texto`} label="Texto 1" />}
 * </TextosPorIdioma>
 */
export function TextosPorIdioma({ titulo, ayuda, pestanas, nombreDe, errores, submitCount, marcaError, lazyMount, children }: TextosPorIdiomaProps) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const [tab, setTab] = useState(String(pestanas[0]?.id ?? ''));
  useEffect(() => {
    const first = pestanas.findIndex((_tab, i) => Boolean(errores?.[i]));
    if (submitCount > 0 && first >= 0) setTab(String(pestanas[first]?.id));
    // Only after a submit: typing in a tab must not move the user elsewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{titulo}</Text>
      <Text fontSize="sm" color="fg.muted">
        {ayuda}
      </Text>
      {errores?.message ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {localizeMessage(String(errores.message), lang)}
        </Text>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="brand" lazyMount={lazyMount}>
        <Tabs.List flexWrap="wrap">
          {pestanas.map((p, i) => (
            <Tabs.Trigger key={p.id} value={String(p.id)} data-testid={`tab-idioma-${p.id}`}>
              {nombreDe(p)}
              {errores?.[i] ? (
                <Box as="span" color="fg.error" ms="1" aria-label={marcaError}>
                  ●
                </Box>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {pestanas.map((p, i) => (
          <Tabs.Content key={p.id} value={String(p.id)}>
            <Stack gap="4" role="group" aria-label={nombreDe(p)}>
              {children(p, i)}
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
