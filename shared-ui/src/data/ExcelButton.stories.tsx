import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { delay, mockError, mockEndpoint } from '@dapcon/mocks';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { atRoute, withMockApi, type ApiStoryParameters } from '../storybook/mockApi';
import { DownloadProgressBar, ExcelButton } from './ExcelButton';
import { PRODUCTOS_EXCEL_NAME, productos, productosHandler } from './testing/fixture-list';

const meta = {
  tags: ['autodocs'],
  title: 'Data/ExcelButton',
  component: ExcelButton<typeof productos>,
  loaders: [withMockApi],
  decorators: [atRoute],
  // The list kit's fixture list (testing/fixture-list.ts) and its answer; a story's own `api` replaces it.
  parameters: {
    api: [productosHandler] satisfies ApiStoryParameters['api'],
    ...componentDocs({
      use: "'Descargar Excel' of a list: the same rows as the list shows them, filtered and sorted, as an xlsx file the server streams; while it comes, a bar with the bytes and rows received and 'Cancelar'. Pass it the list's endpoint and query (`useListQuery`).",
      do: [
        "Put it above the list it downloads, with the list's own `query`: the file is what the list shows.",
        'Give `fallbackName` (the day is prefixed), for a server that names no file.',
      ],
      dont: [
        'Build the file in the browser: the server streams it, whatever its size.',
        "Show its failure yourself: it goes to the shell's error modal.",
      ],
      accessibility: [
        "A button; while the file comes it says 'Descargando…' and cannot be pressed again.",
        "The progress is a group named 'Descarga del archivo' with a named progress bar, and its text is a `role=\"status\"` that announces the bytes and rows received.",
        "'Cancelar' is a button next to it, reached by Tab.",
      ],
      states: {
        empty: { none: 'an empty list downloads an empty sheet; the button is the same.' },
        loading: 'Downloading',
        error: 'Failed',
        disabled: 'Disabled',
        longText: { none: "its texts are short and its own ('Descargar Excel'); a `label` the owner gives wraps as any button's." },
      },
      texts: ['download'],
    }),
  },
  args: { endpoint: productos, query: { estado_id: 'todos' }, fallbackName: PRODUCTOS_EXCEL_NAME },
} satisfies Meta<typeof ExcelButton<typeof productos>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click: the mock API streams the list's xlsx in chunks; the progress shows, then the file is saved. */
export const Default: Story = {};

/** A file that never finishes: the progress stays, 'Cancelar' stops it. */
export const Downloading: Story = {
  parameters: {
    api: [
      // The answer starts (headers, a first chunk) and then waits for good, as a long export would.
      mockEndpoint(productos, () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(48 * 1024));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'application/octet-stream', 'X-Total-Count': '1234' } });
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** The server refuses: the shell's error modal shows it (not here), the button is ready again. */
export const Failed: Story = {
  parameters: {
    api: [
      mockEndpoint(productos, async () => {
        await delay(300);
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** In Catalan. */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/** The progress alone: a streamed file (no size known): a moving bar, the bytes and the rows. */
export const ProgressStreamed: StoryObj<typeof DownloadProgressBar> = {
  render: (args) => <DownloadProgressBar {...args} />,
  args: { progress: { receivedBytes: 734_003, totalBytes: null, totalRows: 1234 }, onCancel: fn() },
};

/** The progress alone, when the server sent the size: a proportional bar. */
export const ProgressKnownSize: StoryObj<typeof DownloadProgressBar> = {
  render: (args) => <DownloadProgressBar {...args} />,
  args: { progress: { receivedBytes: 300_000, totalBytes: 1_200_000, totalRows: null }, onCancel: fn() },
};

/** Disabled (nothing to download yet). */
export const Disabled: Story = { args: { disabled: true } };
