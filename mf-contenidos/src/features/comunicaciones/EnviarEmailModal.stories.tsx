import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { plantillaEmailContenido } from '@dapcon/contract/contenidos';
import { mockEndpoint, MOCK_CONTENIDOS } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { EnviarEmailModal } from './EnviarEmailModal';

/** The mock's content for associations only (profile 5, company type 'asociacion'). */
const ASOCIACIONES = MOCK_CONTENIDOS.find((c) => c.perfiles.join() === '5' && c.tipos_empresa.join() === 'asociacion') ?? MOCK_CONTENIDOS[0];
/** One for consultants and verifiers. */
const SIN_EMPRESAS = MOCK_CONTENIDOS.find((c) => !c.perfiles.includes(5)) ?? MOCK_CONTENIDOS[0];

/** The modal open on a content, as the content list opens it. */
function Abierto({ id, titulo }: { id: number; titulo: string }) {
  return <EnviarEmailModal open contenidoId={id} titulo={titulo} onClose={() => {}} />;
}

const meta: Meta<typeof Abierto> = {
  title: 'Screens/mf-contenidos/EnviarEmailModal',
  component: Abierto,
};
export default meta;

type Story = StoryObj<typeof Abierto>;

const at = (c: { id: number; titulo: string } | undefined, { lang = 'es', api = [] }: { lang?: Lang; api?: ScreenOptions['api'] } = {}) => ({
  args: { id: c?.id ?? 1, titulo: c?.titulo ?? '' },
  ...screen({ route: '/contenidos', role: 'admin_ares', lang, api }),
});

/** Pre-filled from the template: profile 5 ticked, so the company types show (associations ticked). */
export const ConEmpresas: Story = { ...at(ASOCIACIONES) };

/** For consultants and verifiers: no company types. */
export const SinEmpresas: Story = { ...at(SIN_EMPRESAS) };

/** 'Enviar' with nothing filled in: the spec's messages under the fields. */
export const Validacion: Story = {
  ...at(SIN_EMPRESAS, { api: [mockEndpoint(plantillaEmailContenido, () => ({ perfil: [], tipo_empresa: [], plantilla: { asunto: '', template: '' }, plantillas: { es: { asunto: '', template: '' }, ca: { asunto: '', template: '' } } }))] }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Enviar email' }, { timeout: 10_000 }));
    await dialog.findAllByRole('textbox', { name: /^Mensaje/ }, { timeout: 10_000 });
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    const castellano = within(dialog.getByRole('group', { name: 'En castellano' }));
    await expect(await castellano.findByText('Ingrese un asunto')).toBeVisible();
    await expect(castellano.getByText('Ingrese un Mensaje')).toBeVisible();
  },
};

/** In Catalan. */
export const Catalan: Story = { ...at(ASOCIACIONES, { lang: 'ca' }) };
