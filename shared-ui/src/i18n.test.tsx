import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { MSG, spanishTexts, UPLOAD_RULES, type Catalogue } from '@dapcon/contract/core';
import { addMessages, setLanguage } from '@dapcon/shared-sdk';
import { PortalProvider } from './theme';
import { FormField } from './form/FormField';
import { TextInput } from './form/TextInput';
import { CheckboxField } from './form/CheckboxField';
import { FileField } from './form/FileField';
import { ImagePicker } from './image/ImagePicker';
import { ErrorModal } from './modal/ErrorModal';
import { SuccessModal } from './modal/SuccessModal';
import { AppFrame } from './frame/AppFrame';
import { Pagination } from './data/Pagination';
import * as fieldStories from './form/FormField.stories';
import * as fileStories from './form/FileField.stories';
import * as pickerStories from './image/ImagePicker.stories';
import * as errorModalStories from './modal/ErrorModal.stories';
import * as successModalStories from './modal/SuccessModal.stories';
import * as frameStories from './frame/AppFrame.stories';
import * as authStories from './frame/AuthLayout.stories';

const { Catalan: FieldCa, WithError: FieldEs } = composeStories(fieldStories);
const { Catalan: FileCa } = composeStories(fileStories);
const { Catalan: PickerCa, Empty: PickerEs } = composeStories(pickerStories);
const { Catalan: ErrorModalCa } = composeStories(errorModalStories);
const { Catalan: SuccessModalCa } = composeStories(successModalStories);
const { Catalan: FrameCa } = composeStories(frameStories);
const { Catalan: AuthCa } = composeStories(authStories);

// The design system follows the interface language by itself: its own texts come from the 'ui'
// namespace, and the contract's messages (Spanish texts) show in Catalan when the interface is.
afterEach(async () => {
  await setLanguage('es');
});

/** An area's catalogue, as a remote adds it (mf-auth's messages these tests and the stories show; shared-ui names no area's contract). */
const AREA_MESSAGES = {
  documentoAcreditativoObligatorio: { es: 'Es necesario adjuntar el documento acreditativo', ca: 'Cal adjuntar el document acreditatiu' },
  aceptarProteccionDatos: { es: 'Ha de aceptar la protección de datos', ca: "Heu d'acceptar la protecció de dades" },
  documentoYaRegistrado: { es: 'El documento ya está registrado.', ca: 'El document ja està registrat.' },
} as const satisfies Catalogue;
const AREA_MSG = spanishTexts(AREA_MESSAGES);

describe('shared-ui in Catalan', () => {
  // An area's messages are localized once its remote has added them (mf-auth does on load).
  addMessages(AREA_MESSAGES);

  it('shows contract messages under fields in Catalan, and any other text as it is', async () => {
    await setLanguage('ca');
    render(
      <>
        <FormField label="CIF" error={MSG.documentoObligatorio}>
          <TextInput />
        </FormField>
        <FormField label="Nom" error={['Un text propi.']}>
          <TextInput />
        </FormField>
        <CheckboxField label="Protecció de dades" checked={false} onCheckedChange={() => {}} error={AREA_MSG.aceptarProteccionDatos} />
      </>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('El document és obligatori.')).toBeInTheDocument();
    expect(screen.getByText('Un text propi.')).toBeInTheDocument();
    expect(screen.getByText("Heu d'acceptar la protecció de dades")).toBeInTheDocument();
  });

  it('labels the logo picker and the file field in Catalan', async () => {
    await setLanguage('ca');
    render(
      <>
        <ImagePicker label="Logo" value={null} onChange={() => {}} />
        <FileField label="Certificat" rule={UPLOAD_RULES.documento} value={null} onChange={() => {}} />
      </>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('Seleccionar imatge')).toBeInTheDocument();
    expect(screen.getByText('Cap imatge seleccionada')).toBeInTheDocument();
    expect(screen.getByText('Seleccionar fitxer')).toBeInTheDocument();
    expect(screen.getByText('Cap fitxer seleccionat')).toBeInTheDocument();
    expect(screen.queryByText(/Seleccionar imagen|Ninguna|Ningún/)).not.toBeInTheDocument();
  });

  it('speaks Catalan in the modals, the frame and the pagination', async () => {
    await setLanguage('ca');
    const { unmount } = render(
      <ErrorModal error={{ status: 422, message: MSG.datosInvalidos, errors: { usuario: [AREA_MSG.documentoYaRegistrado] } }} onClose={() => {}} />,
      { wrapper: PortalProvider },
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Les dades enviades no són vàlides.')).toBeInTheDocument();
    expect(within(dialog).getByText('El document ja està registrat.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sortir' })).toBeInTheDocument();
    unmount();

    render(
      <>
        <AppFrame topBar={null} sideMenu={null}>
          <p>contingut</p>
        </AppFrame>
        <Pagination page={1} total={30} perPage={10} onPageChange={() => {}} />
      </>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('Saltar al contingut')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginació' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pàgina següent' })).toBeInTheDocument();
  });

  it('shows the default success text in Catalan', async () => {
    await setLanguage('ca');
    render(<SuccessModal open onClose={() => {}} />, { wrapper: PortalProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Operació realitzada' });
    expect(within(dialog).getByText("Les dades s'han desat correctament")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Acceptar' })).toBeInTheDocument();
  });

  it('keeps Spanish in Spanish', () => {
    render(<ImagePicker label="Logo" value={null} onChange={() => {}} />, { wrapper: PortalProvider });
    expect(screen.getByText('Seleccionar imagen')).toBeInTheDocument();
    expect(screen.getByText('Ninguna imagen seleccionada')).toBeInTheDocument();
  });

  it('follows a switch of language while shown: the same Spanish message turns Catalan', async () => {
    render(
      <FormField label="CIF" error={MSG.documentoObligatorio}>
        <TextInput />
      </FormField>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('El documento es obligatorio.')).toBeInTheDocument();
    await act(() => setLanguage('ca'));
    expect(screen.getByText('El document és obligatori.')).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByText('El documento es obligatorio.')).toBeInTheDocument();
  });
});

// Each component that shows texts has a story named Catalan, in Catalan whatever the interface
// language; the stories beside it stay Spanish.
describe('the Catalan stories', () => {
  it('show fields, pickers and their contract messages in Catalan, next to Spanish stories', () => {
    render(
      <>
        <FieldCa />
        <FileCa />
        <PickerCa />
        <PickerEs />
        <FieldEs />
      </>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('El document és obligatori.')).toBeInTheDocument();
    expect(screen.getByText('Cal adjuntar el document acreditatiu')).toBeInTheDocument();
    expect(screen.getByText('Seleccionar fitxer')).toBeInTheDocument();
    expect(screen.getByText('Seleccionar imatge')).toBeInTheDocument();
    expect(screen.getByText('La imatge no pot superar els 2 MB.')).toBeInTheDocument();
    // The Spanish stories beside them are untouched.
    expect(screen.getByText('Seleccionar imagen')).toBeInTheDocument();
    expect(screen.getByText('El documento es obligatorio.')).toBeInTheDocument();
  });

  it('show the modals in Catalan', async () => {
    const { unmount } = render(<ErrorModalCa />, { wrapper: PortalProvider });
    const error = await screen.findByRole('alertdialog');
    expect(within(error).getByText('Les dades enviades no són vàlides.')).toBeInTheDocument();
    expect(within(error).getByText('El correu és obligatori.')).toBeInTheDocument();
    unmount();
    render(<SuccessModalCa />, { wrapper: PortalProvider });
    const success = await screen.findByRole('dialog', { name: 'Operació realitzada' });
    expect(within(success).getByRole('button', { name: 'Acceptar' })).toBeInTheDocument();
  });

  it('shows the frame in Catalan', () => {
    render(<FrameCa />, { wrapper: PortalProvider });
    expect(screen.getByText('Saltar al contingut')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Les meves dades' })).toBeInTheDocument();
  });

  it('shows the sign-in layout in Catalan', () => {
    render(<AuthCa />, { wrapper: PortalProvider });
    expect(screen.getByRole('link', { name: 'Saltar al contingut' })).toHaveAttribute('href', '#auth-content');
    expect(screen.getByText('El document és obligatori.')).toBeInTheDocument();
  });
});
