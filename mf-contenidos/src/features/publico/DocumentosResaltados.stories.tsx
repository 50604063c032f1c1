import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contarDocumentosResaltados, documentosResaltados } from '@dapcon/contract/contenidos';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import DocumentosResaltadosPanel from '../../DocumentosResaltados';

const meta: Meta<typeof DocumentosResaltadosPanel> = {
  title: 'Screens/mf-contenidos/DocumentosResaltados',
  component: DocumentosResaltadosPanel,
};
export default meta;

type Story = StoryObj<typeof DocumentosResaltadosPanel>;

const home = ({ role = 'organizacion', lang = 'es', api = [] }: { role?: Role; lang?: Lang; api?: ScreenOptions['api'] } = {}) => screen({ route: '/', role, lang, api });

/** The button with how many highlighted documents the company sees. */
export const Boton: Story = { ...home() };

/** Pressed: the company's highlighted documents, to download. */
export const Abierto: Story = {
  ...home(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Documentos destacados \d+$/ }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Documentos destacados' }, { timeout: 10_000 });
    await expect(await within(dialog).findAllByRole('button', { name: /^Descargar «/ }, { timeout: 10_000 })).not.toHaveLength(0);
  },
};

/** A verifier's: a link among them, opened in another tab. */
export const ConEnlace: Story = {
  ...home({ role: 'verificador' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Documentos destacados \d+$/ }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Documentos destacados' }, { timeout: 10_000 });
    await expect(await within(dialog).findByRole('link', { name: /^Abrir enlace «/ }, { timeout: 10_000 })).toBeVisible();
  },
};

/** None highlighted: 0, and the list says so. */
export const Ninguno: Story = {
  ...home({
    api: [mockEndpoint(contarDocumentosResaltados, () => ({ total: 0 })), mockEndpoint(documentosResaltados, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Documentos destacados 0' }, { timeout: 10_000 }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('No hay documentos destacados.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Before the count arrives: the button without its badge. */
export const Contando: Story = {
  ...home({
    api: [
      mockEndpoint(contarDocumentosResaltados, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The count cannot be read: the button without its badge (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...home({
    api: [
      mockEndpoint(contarDocumentosResaltados, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...home({ lang: 'ca' }) };
