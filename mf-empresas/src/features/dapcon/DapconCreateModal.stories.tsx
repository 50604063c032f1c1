import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONSULTORES_MESSAGES, CONSULTORES_MSG, consultorPorNif } from '@dapcon/contract/consultores';
import { MSG } from '@dapcon/contract/core';
import { crearDapcon } from '@dapcon/contract/dapcon';
import { MOCK_EMPRESAS, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import '../../i18n';
import { DapconCreateModal } from './DapconCreateModal';

const meta: Meta<typeof DapconCreateModal> = {
  title: 'Screens/mf-empresas/DapconCreateModal',
  component: DapconCreateModal,
  args: { open: true, onClose: fn(), onCreated: fn(), admin: false },
};
export default meta;

type Story = StoryObj<typeof DapconCreateModal>;

const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const at = (lang: Lang = 'es', role: Role = 'organizacion', api: ScreenOptions['api'] = []) =>
  screen({ route: '/dapcon', role, lang, claims: { usuario: role === 'organizacion' ? EMPRESA.org_cif : '46127839M' }, api });

/** The API's 404 of the consultant check (the mock answers its fixture consultant for any NIF). */
const noRegistrado = [
  mockEndpoint(consultorPorNif, () => {
    throw mockError(404, CONSULTORES_MSG.consultorNoRegistrado);
  }),
];

/** The modal's dialog, once its lookups arrived. */
async function modal(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', {}, { timeout: 10_000 }));
  await dialog.findByRole('checkbox', { name: 'English' }, { timeout: 10_000 });
  return dialog;
}

/** A company's modal, empty: no company field; language 1 ticked and fixed. */
export const Vacia: Story = { ...at() };

/** The same in Catalan. */
export const BuidaCatala: Story = { ...at('ca') };

/** 'Crear' with nothing filled in: the contract's messages under the fields. */
export const ErroresDeValidacion: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Crear' }));
    await expect(await dialog.findByText('El RCP es obligatorio.')).toBeVisible();
  },
};

/** The same in Catalan. */
export const ErrorsDeValidacioCatala: Story = {
  ...at('ca'),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Crear' }));
    await expect(await dialog.findByText("L'RCP és obligatori.")).toBeVisible();
  },
};

/** 'Comprobar' with a registered consultant: the success text and the name in green. */
export const ConsultorValido: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), '47815236F');
    await userEvent.click(dialog.getByRole('button', { name: 'Comprobar' }));
    await expect(await dialog.findByText('El Consultor ACV es válido: Laura Martínez Soler')).toBeVisible();
  },
};

/** 'Comprobar' with a NIF that is not a registered consultant: the spec's message under the field. */
export const ConsultorNoRegistrado: Story = {
  ...at('es', 'organizacion', noRegistrado),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), '12345678Z');
    await userEvent.click(dialog.getByRole('button', { name: 'Comprobar' }));
    await expect(await dialog.findByText('Es necesario que el Consultor ACV este registrado para poder dar de alta el DAPcon')).toBeVisible();
  },
};

/** The same in Catalan. */
export const ConsultorNoRegistratCatala: Story = {
  ...at('ca', 'organizacion', noRegistrado),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), '12345678Z');
    await userEvent.click(dialog.getByRole('button', { name: 'Comprovar' }));
    await expect(await dialog.findByText("Cal que el Consultor ACV estigui registrat per poder donar d'alta el DAPcon")).toBeVisible();
  },
};

/** An RCP of code 100: the note that the product sheet becomes mandatory. */
export const Rcp100: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^RCP/ }), 'RCP 100 · Productos de construcción en general');
    await expect(dialog.getByRole('note')).toBeVisible();
  },
};

/** The same in Catalan. */
export const Rcp100Catala: Story = {
  ...at('ca'),
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^RCP/ }), 'RCP 100 · Productes de construcció en general');
    await expect(dialog.getByRole('note')).toBeVisible();
  },
};

/** An administrator's modal: the company first, picked with the 'Buscador de Organizaciones'. */
export const AdministradorConEmpresa: Story = {
  ...at('es', 'admin_ares'),
  args: { admin: true },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Buscar empresa' }));
    const body = within(canvasElement.ownerDocument.body);
    const buscador = within(await body.findByRole('dialog', { name: 'Buscador de Organizaciones' }));
    const [first] = await buscador.findAllByRole('button', { name: /^Seleccionar: / }, { timeout: 10_000 });
    if (first) await userEvent.click(first);
    await expect(await dialog.findByRole('button', { name: 'Cambiar empresa' })).toBeVisible();
  },
};

/** The same in Catalan, before a company is picked. */
export const AdministradorCatala: Story = { ...at('ca', 'admin_ares'), args: { admin: true } };

/** The form's labels, buttons and choices in each language (../../i18n.ts; the mock API's RCP and verifier). */
const CREAR = {
  es: { rcp: 'RCP 001 · Baldosas cerámicas', producto: /^Nombre del producto/, veracidad: /^Confirmo la veracidad/ },
  ca: { rcp: 'RCP 001 · Rajoles ceràmiques', producto: /^Nom del producte/, veracidad: /^Confirmo la veracitat/ },
} as const;

/**
 * 'Crear' with every field filled in, without 'Comprobar', refused by the server (422): the consultant
 * is not registered (or no longer active), its message under the consultant's NIF.
 */
const consultorRechazado = (lang: Lang) => ({
  ...at(lang, 'organizacion', [
    mockEndpoint(crearDapcon, () => {
      throw mockError(422, MSG.datosInvalidos, { nif: [CONSULTORES_MSG.consultorNoRegistrado] });
    }),
  ]),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const text = CREAR[lang];
    const dialog = await modal(canvasElement);
    await dialog.findByRole('option', { name: text.rcp }, { timeout: 10_000 });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^RCP/ }), text.rcp);
    await userEvent.type(dialog.getByRole('textbox', { name: text.producto }), 'Baldosa porcelánica');
    const nif = dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ });
    await userEvent.type(nif, '12345678Z');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Verificador/ }), 'Navarro Roca, Elena');
    await userEvent.click(dialog.getByRole('checkbox', { name: text.veracidad }));
    await userEvent.click(dialog.getByRole('button', { name: 'Crear' }));
    const message = CONSULTORES_MESSAGES.consultorNoRegistrado[lang];
    await expect(await dialog.findByText(message, {}, { timeout: 10_000 })).toBeVisible();
    await expect(nif).toHaveAccessibleDescription(message);
  },
});

/** 'Crear' refused by the server (422): 'Es necesario que el Consultor ACV este registrado…' under the consultant's NIF. */
export const ErrorDelServidor: Story = consultorRechazado('es');

/** The same in Catalan: 'Cal que el Consultor ACV estigui registrat…' under the consultant's NIF. */
export const ErrorDelServidorCatala: Story = consultorRechazado('ca');
