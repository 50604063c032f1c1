// /logs (spec part 1 §2 'Logs screen', §7 `GET /logs/laravel`, `GET /logs/requests`, §9; part 2 §2.1:
// the Ares administrator only; docs/parametros.md step 5): the application log and the request log,
// the last lines of each (100 unless asked for more), newest last, read from the API's own files.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Button, chakra, FormField, Heading, HStack, LoadingState, PageHeader, SimpleGrid, Stack, Text, TextInput } from '@dapcon/shared-ui';
import { LOG_LINES_DEFAULT, LOG_LINES_MAX, logsAplicacion, logsPeticiones } from '@dapcon/contract/sistema';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { appLogLine, requestLogLine, type LogLineView } from './format';
import './i18n';

/** How many lines each log may show: the spec's 100, or more when looking further back. */
export const LINE_CHOICES = [LOG_LINES_DEFAULT, 500, LOG_LINES_MAX] as const;

const TONE_COLOR: Record<LogLineView['tone'], string | undefined> = { error: 'red.700', warning: 'orange.700', normal: undefined };

/** One log: its heading, how many lines match, and the lines in a scrolling box that starts at the newest. */
function LogPanel({ title, lines, filter, state, onRetry }: { title: string; lines: LogLineView[] | undefined; filter: string; state: 'pending' | 'error' | 'success'; onRetry: () => void }) {
  const { t } = useTranslation('parametros');
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const needle = filter.trim().toLowerCase();
  const shown = useMemo(() => (lines ?? []).filter((line) => needle === '' || line.text.toLowerCase().includes(needle)), [lines, needle]);
  // Newest last, and in sight: the box scrolls to its end whenever the lines change.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [shown]);

  let body;
  if (state === 'pending') body = <LoadingState label={t('logs.cargando')} />;
  else if (state === 'error' || !lines)
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{t('logs.loadError')}</Text>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('logs.retry')}
        </Button>
      </Stack>
    );
  else if (lines.length === 0) body = <Text color="fg.muted">{t('logs.vacio')}</Text>;
  else if (shown.length === 0) body = <Text color="fg.muted">{t('logs.sinCoincidencias', { texto: filter.trim() })}</Text>;
  else
    body = (
      <Box ref={scroller} maxH="28rem" overflow="auto" borderWidth="1px" borderRadius="md" bg="bg.subtle" tabIndex={0} aria-labelledby={headingId}>
        <chakra.ol listStyleType="none" m="0" p="2" fontFamily="mono" fontSize="xs" lineHeight="1.6">
          {shown.map((line, i) => (
            <chakra.li key={i} whiteSpace="pre-wrap" wordBreak="break-all" color={TONE_COLOR[line.tone]} fontWeight={line.tone === 'error' ? 'semibold' : undefined} data-tone={line.tone}>
              {line.text}
            </chakra.li>
          ))}
        </chakra.ol>
      </Box>
    );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p="5" minW="0">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {lines && lines.length > 0 ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('logs.mostradas', { shown: shown.length, total: lines.length })}
          </Text>
        ) : null}
      </HStack>
      {body}
    </Stack>
  );
}

/** The log screen: how many lines, a filter over both logs, 'Actualizar', and the two logs one under the other. */
export function LogsPage() {
  const { t } = useTranslation(['parametros', 'common']);
  const [nLines, setNLines] = useState<number>(LOG_LINES_DEFAULT);
  const [filter, setFilter] = useState('');
  const query = { query: { n_lines: nLines } };
  const aplicacion = useApiQuery(logsAplicacion, query, { staleTime: 0 });
  const peticiones = useApiQuery(logsPeticiones, query, { staleTime: 0 });
  // A read that failed goes to the shell's error modal once (a session error is the shell's: it signs out).
  useEffect(() => {
    if (aplicacion.error && !aplicacion.error.isSessionError) feedback.error(aplicacion.error);
  }, [aplicacion.error]);
  useEffect(() => {
    if (peticiones.error && !peticiones.error.isSessionError) feedback.error(peticiones.error);
  }, [peticiones.error]);

  const appLines = useMemo(() => aplicacion.data?.map(appLogLine), [aplicacion.data]);
  const requestLines = useMemo(() => {
    const words = { user: (id: string) => t('logs.usuario', { id }), anonymous: t('logs.anonimo') };
    return peticiones.data?.map((line) => requestLogLine(line, words));
  }, [peticiones.data, t]);
  const stateOf = (result: typeof aplicacion) => (result.isPending ? 'pending' : result.isError ? 'error' : 'success');

  return (
    <Stack gap="0">
      <PageHeader title={t('route.logs', { ns: 'common' })} />
      <Stack gap="5">
        <Text color="fg.muted" maxW="4xl">
          {t('logs.intro')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <FormField label={t('logs.filtrar')} helperText={t('logs.filtrarAyuda')}>
            <TextInput type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </FormField>
          <Stack gap="1.5" role="group" aria-label={t('logs.lineas')}>
            <Text fontSize="sm" fontWeight="medium">
              {t('logs.lineas')}
            </Text>
            <HStack gap="1" wrap="wrap">
              {LINE_CHOICES.map((n) => (
                <Button key={n} size="sm" variant={n === nLines ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={n === nLines} onClick={() => setNLines(n)}>
                  {t('logs.lineasDe', { n })}
                </Button>
              ))}
            </HStack>
          </Stack>
          <HStack justify={{ base: 'flex-start', md: 'flex-end' }}>
            <Button
              variant="outline"
              loading={aplicacion.isFetching || peticiones.isFetching}
              onClick={() => {
                void aplicacion.refetch();
                void peticiones.refetch();
              }}
            >
              {t('logs.actualizar')}
            </Button>
          </HStack>
        </SimpleGrid>
        <LogPanel title={t('logs.aplicacion')} lines={appLines} filter={filter} state={stateOf(aplicacion)} onRetry={() => void aplicacion.refetch()} />
        <LogPanel title={t('logs.peticiones')} lines={requestLines} filter={filter} state={stateOf(peticiones)} onRetry={() => void peticiones.refetch()} />
      </Stack>
    </Stack>
  );
}
