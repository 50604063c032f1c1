import { useCallback, useEffect, useRef, useState } from 'react';
import { Progress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { datePrefixedName, type EndpointInput } from '@dapcon/contract/core';
import { ApiError, download, feedback, type DownloadProgress } from '@dapcon/shared-sdk';
import { Box, Button, formatBytes, HStack, registerRecipes, Stack, Text } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';
import type { ListEndpoint } from './useListQuery';
import type * as v from 'valibot';

// The progress bar's recipe comes with the button: pages without a download never load it (theme.ts).
registerRecipes({ slotRecipes: { progress: progressSlotRecipe } });

/**
 * Hands a file to the browser to save, named `name`.
 *
 * @example
 * saveFile(blob, '2026-11-23_Empresas.xlsx');
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What {@link useFileDownload} gives: start, cancel, and the progress while a file comes. */
export interface FileDownload {
  /** Progress of the download under way, or null. */
  progress: DownloadProgress | null;
  start: () => Promise<void>;
  cancel: () => void;
}

/**
 * Downloads a list as a file: the list's endpoint with its query and `to_excel=true`, read with
 * progress, saved under the name the server gives (Content-Disposition), else `fallbackName`
 * prefixed with the day. Cancellable; cancelled when the screen goes; a failure goes to the shell's
 * error modal (a session error is the shell's: it signs out).
 *
 * @example
 * const excel = useFileDownload(organizaciones, list.query, EMPRESAS_EXCEL_NAME);
 */
export function useFileDownload<E extends ListEndpoint>(endpoint: E, query: v.InferInput<E['query']>, fallbackName: string): FileDownload {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ receivedBytes: 0, totalBytes: null, totalRows: null });
    try {
      const input = { query: { ...(query as object), to_excel: true } } as unknown as EndpointInput<E>;
      const file = await download(endpoint, input, { signal: controller.signal, onProgress: setProgress });
      saveFile(file.blob, file.filename ?? datePrefixedName(fallbackName));
    } catch (error) {
      // A cancellation is the user's choice, not a failure.
      if (controller.signal.aborted) return;
      if (error instanceof ApiError) {
        if (!error.isSessionError) feedback.error(error);
      } else {
        throw error;
      }
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, [endpoint, query, fallbackName]);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { progress, start, cancel };
}

/** Props of {@link DownloadProgressBar}. */
export interface DownloadProgressBarProps {
  progress: DownloadProgress;
  onCancel: () => void;
}

/**
 * How far a download has got: a bar (proportional when the size is known, moving otherwise: a
 * streamed Excel has no size), the bytes received, the rows announced, and 'Cancelar'.
 *
 * @example
 * {progress ? <DownloadProgressBar progress={progress} onCancel={cancel} /> : null}
 */
export function DownloadProgressBar({ progress, onCancel }: DownloadProgressBarProps) {
  const { t, lang } = useUiText();
  const { receivedBytes, totalBytes, totalRows } = progress;
  const locale = lang === 'ca' ? 'ca-ES' : 'es-ES';
  const size = formatBytes(receivedBytes, locale);
  const percent = totalBytes ? Math.min(100, Math.round((receivedBytes / totalBytes) * 100)) : null;
  return (
    <HStack gap="3" align="center" role="group" aria-label={t('download.label')} minW={{ base: 'full', md: '20rem' }}>
      <Stack gap="1" flex="1">
        <Progress.Root value={percent} size="sm" aria-label={t('download.label')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted" role="status">
          {t('download.received', { size })}
          {totalRows !== null ? ` · ${t('download.rows', { rows: totalRows.toLocaleString(locale) })}` : ''}
        </Text>
      </Stack>
      <Button size="xs" variant="outline" onClick={onCancel}>
        {t('download.cancel')}
      </Button>
    </HStack>
  );
}

/** Props of {@link ExcelButton}. */
export interface ExcelButtonProps<E extends ListEndpoint> {
  /** The list's endpoint and query (`useListQuery`'s `endpoint` and `query`): the file is the same list. */
  endpoint: E;
  query: v.InferInput<E['query']>;
  /** The file's name if the server gives none, before the day's prefix: 'Empresas.xlsx'. */
  fallbackName: string;
  /** 'Descargar Excel' by default. */
  label?: string;
  disabled?: boolean;
}

/**
 * 'Descargar Excel': the list as it is filtered and sorted, as an xlsx file the server streams;
 * while it comes, its progress and 'Cancelar' (see {@link useFileDownload}).
 *
 * @example
 * <ExcelButton endpoint={organizaciones} query={list.query} fallbackName={EMPRESAS_EXCEL_NAME} />
 */
export function ExcelButton<E extends ListEndpoint>({ endpoint, query, fallbackName, label, disabled }: ExcelButtonProps<E>) {
  const { t } = useUiText();
  const { progress, start, cancel } = useFileDownload(endpoint, query, fallbackName);
  return (
    <Box display="flex" flexWrap="wrap" gap="3" alignItems="center">
      <Button size="sm" variant="outline" onClick={() => void start()} loading={progress !== null} loadingText={t('download.downloading')} disabled={disabled}>
        {label ?? t('download.excel')}
      </Button>
      {progress ? <DownloadProgressBar progress={progress} onCancel={cancel} /> : null}
    </Box>
  );
}
