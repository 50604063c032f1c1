import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MSG, setLanguage } from '@dapcon/shared-sdk';
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

// The design system follows the interface language by itself: its own texts come from the 'ui'
// namespace, and the contract's messages (Spanish texts) show in Catalan when the interface is.
afterEach(async () => {
  await setLanguage('es');
});

describe('shared-ui in Catalan', () => {
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
        <CheckboxField label="Protecció de dades" checked={false} onCheckedChange={() => {}} error={MSG.aceptarProteccionDatos} />
      </>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('El document és obligatori.')).toBeInTheDocument();
    expect(screen.getByText('Un text propi.')).toBeInTheDocument();
    expect(screen.getByText("Ha d'acceptar la protecció de dades")).toBeInTheDocument();
  });

  it('labels the logo picker and the file field in Catalan', async () => {
    await setLanguage('ca');
    render(
      <>
        <ImagePicker label="Logo" value={null} onChange={() => {}} />
        <FileField label="Certificat" value={null} onChange={() => {}} />
      </>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByText('Seleccionar imatge')).toBeInTheDocument();
    expect(screen.getByText('Cap imatge seleccionada')).toBeInTheDocument();
    expect(screen.getByText('Seleccionar arxiu')).toBeInTheDocument();
    expect(screen.getByText('Cap arxiu seleccionat')).toBeInTheDocument();
    expect(screen.queryByText(/Seleccionar imagen|Ninguna|Ningún/)).not.toBeInTheDocument();
  });

  it('speaks Catalan in the modals, the frame and the pagination', async () => {
    await setLanguage('ca');
    const { unmount } = render(
      <ErrorModal error={{ status: 422, message: MSG.datosInvalidos, errors: { usuario: [MSG.documentoYaRegistrado] } }} onClose={() => {}} />,
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
});
