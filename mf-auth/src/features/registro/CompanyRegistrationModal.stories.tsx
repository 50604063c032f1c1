import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES, AUTH_MSG, registroOrganizacion } from '@dapcon/contract/auth';
import { MSG } from '@dapcon/contract/core';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { CompanyRegistrationModal } from './CompanyRegistrationModal';

const meta: Meta<typeof CompanyRegistrationModal> = {
  title: 'Screens/mf-auth/CompanyRegistrationModal',
  component: CompanyRegistrationModal,
  args: { open: true, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof CompanyRegistrationModal>;

/** Step 0, 'Datos generales', empty. */
export const DatosGenerales: Story = { ...screen({ route: '/login' }) };

export const EnCatala: Story = { ...screen({ route: '/login', lang: 'ca' }) };

/** A DNI switches the company to person mode: name and surname instead of the business name. */
export const Persona: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: /^CIF/ }), '12345678Z');
    await expect(await body.findByRole('textbox', { name: /^Apellidos/ })).toBeVisible();
  },
};

/** 'Siguiente' with nothing filled in: the required messages. */
export const CamposVacios: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Siguiente' }));
    await expect(await body.findByText('El documento es obligatorio.')).toBeVisible();
  },
};

/** The form's groups, labels and buttons in each language (../../i18n.ts, shared-ui's company and address texts). */
const REGISTRO = {
  es: {
    dialog: 'Registro de empresa',
    asociacion: 'Asociación',
    razonSocial: /^Razón social/,
    direccion: ['Dirección', /^Dirección/],
    codigoPostal: /^Código postal/,
    poblacion: /^Población/,
    contacto: 'Contacto',
    personaContacto: 'Persona de contacto',
    facturacion: 'Contacto de facturación',
    nombre: /^Nombre/,
    cargo: /^Cargo/,
    correo: /^Correo electrónico/,
    telefono: /^Teléfono/,
    tipo: /^Tipo de empresa/,
    tamanio: 'Tamaño de empresa',
    password: /^Contraseña/,
    passwordConfirmation: /^Repita la contraseña/,
    veracidad: /veracidad/,
    terminos: [/términos y condiciones/, 'Términos y condiciones'],
    proteccion: [/protección de datos/, 'Protección de datos'],
    aceptar: 'Aceptar',
    siguiente: 'Siguiente',
  },
  ca: {
    dialog: "Registre d'empresa",
    asociacion: 'Associació',
    razonSocial: /^Raó social/,
    direccion: ['Adreça', /^Adreça/],
    codigoPostal: /^Codi postal/,
    poblacion: /^Població/,
    contacto: 'Contacte',
    personaContacto: 'Persona de contacte',
    facturacion: 'Contacte de facturació',
    nombre: /^Nom/,
    cargo: /^Càrrec/,
    correo: /^Correu electrònic/,
    telefono: /^Telèfon/,
    tipo: /^Tipus d'empresa/,
    tamanio: "Mida de l'empresa",
    password: /^Contrasenya/,
    passwordConfirmation: /^Repetiu la contrasenya/,
    veracidad: /veracitat/,
    terminos: [/termes i condicions/, 'Termes i condicions'],
    proteccion: [/protecció de dades/, 'Protecció de dades'],
    aceptar: 'Acceptar',
    siguiente: 'Següent',
  },
} as const;

/**
 * 'Siguiente' with every field filled in validly, refused by the server (422) as the real
 * registration refuses an e-mail some account holds: its message under the company's e-mail.
 */
const correoYaRegistrado = (lang: Lang) => ({
  ...screen({
    route: '/login',
    lang,
    api: [
      mockEndpoint(registroOrganizacion, () => {
        throw mockError(422, MSG.datosInvalidos, { email: [AUTH_MSG.correoYaRegistrado] });
      }),
    ],
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const text = REGISTRO[lang];
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: text.dialog }, { timeout: 10_000 }));
    // The reference lists have arrived.
    await dialog.findByRole('option', { name: text.asociacion }, { timeout: 10_000 });
    const group = (name: string) => within(dialog.getByRole('group', { name }));
    /** Pastes a whole value into a field, as a person copying it would. */
    const fill = async (field: HTMLElement, value: string) => {
      await userEvent.click(field);
      await userEvent.paste(value);
    };
    await fill(dialog.getByRole('textbox', { name: /^CIF/ }), 'B12345674');
    await fill(dialog.getByRole('textbox', { name: text.razonSocial }), 'Áridos del Vallès, S.L.');
    await fill(group(text.direccion[0]).getByRole('textbox', { name: text.direccion[1] }), 'Carrer Major 1');
    await fill(dialog.getByRole('textbox', { name: text.codigoPostal }), '08001');
    await expect(await dialog.findByRole('combobox', { name: text.poblacion }, { timeout: 10_000 })).toHaveValue('Barcelona');
    const correo = group(text.contacto).getByRole('textbox', { name: text.correo });
    await fill(correo, 'info@aridos.example');
    await fill(group(text.contacto).getByRole('textbox', { name: text.telefono }), '931234567');
    await fill(group(text.personaContacto).getByRole('textbox', { name: text.nombre }), 'Marta Puig');
    await fill(group(text.personaContacto).getByRole('textbox', { name: text.cargo }), 'Gerente');
    await fill(group(text.personaContacto).getByRole('textbox', { name: text.telefono }), '600111222');
    await fill(group(text.personaContacto).getByRole('textbox', { name: text.correo }), 'marta@aridos.example');
    await fill(group(text.facturacion).getByRole('textbox', { name: text.nombre }), 'Jordi Vila');
    await fill(group(text.facturacion).getByRole('textbox', { name: text.correo }), 'factures@aridos.example');
    await fill(group(text.facturacion).getByRole('textbox', { name: text.telefono }), '931234568');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: text.tipo }), 'empresa');
    await userEvent.click(await within(dialog.getByRole('radiogroup', { name: text.tamanio })).findByRole('radio', { name: 'Microempresa' }, { timeout: 10_000 }));
    await fill(dialog.getByLabelText(text.password, { selector: 'input' }), 'secreto123');
    await fill(dialog.getByLabelText(text.passwordConfirmation, { selector: 'input' }), 'secreto123');
    await userEvent.click(dialog.getByRole('checkbox', { name: text.veracidad }));
    for (const [checkbox, title] of [text.terminos, text.proteccion]) {
      await userEvent.click(dialog.getByRole('checkbox', { name: checkbox }));
      const notice = await body.findByRole('dialog', { name: title }, { timeout: 10_000 });
      await userEvent.click(within(notice).getByRole('button', { name: text.aceptar }));
      await expect(dialog.getByRole('checkbox', { name: checkbox })).toBeChecked();
    }
    await userEvent.click(dialog.getByRole('button', { name: text.siguiente }));
    const message = AUTH_MESSAGES.correoYaRegistrado[lang];
    await expect(await group(text.contacto).findByText(message, {}, { timeout: 10_000 })).toBeVisible();
    await expect(correo).toHaveAccessibleDescription(message);
  },
});

/** Registration refused by the server (422): 'El correo ya está registrado.' under the company's e-mail. */
export const ErrorDelServidor: Story = correoYaRegistrado('es');

/** The same in Catalan: 'El correu ja està registrat.' under the company's e-mail. */
export const ErrorDelServidorCatala: Story = correoYaRegistrado('ca');
