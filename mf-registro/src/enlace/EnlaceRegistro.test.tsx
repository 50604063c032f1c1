// mf-registro's panel on the DAPcon record page: a published declaration's entry in the public registry,
// linked in the portal's language (the registry's page is a page of its own, outside the portal).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal, signInAs } from '../../../config/test-utils';
import EnlaceRegistro from './EnlaceRegistro';

describe("mf-registro's panel on the record page", () => {
  it('heads itself and links to the declaration’s page in the registry, in Spanish', async () => {
    await signInAs('organizacion', { usuario: 'A08612343' });
    renderWithPortal(<EnlaceRegistro codigo="DAPcon-2026-0001" />, { route: '/dapcon/2/1' });
    expect(screen.getByRole('heading', { level: 2, name: 'Registro público' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Registro público' })).toHaveTextContent('cualquiera puede consultar sin registrarse');
    expect(screen.getByRole('link', { name: 'Ver su página en el registro' })).toHaveAttribute('href', '/registro/DAPcon-2026-0001?lang=es');
    expect(screen.getByRole('link', { name: 'Descargar el certificado de registro (PDF)' })).toHaveAttribute('href', '/api/public/dapcon/DAPcon-2026-0001/certificado?lang=es');
    expect(screen.getByRole('link', { name: 'Datos en formato openEPD (JSON)' })).toHaveAttribute('href', '/api/public/dapcon/DAPcon-2026-0001/openepd');
    expect(screen.getByRole('link', { name: 'Datos en formato ILCD+EPD (XML)' })).toHaveAttribute('href', '/api/public/dapcon/DAPcon-2026-0001/ilcd');
  });

  it('in Catalan, opens the Catalan page', async () => {
    await signInAs('consultor', { usuario: '47815236F' });
    renderWithPortal(<EnlaceRegistro codigo="DAPcon-2021-0012" />, { route: '/dapcon/6/1', lang: 'ca' });
    expect(screen.getByRole('heading', { level: 2, name: 'Registre públic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veure la seva pàgina al registre' })).toHaveAttribute('href', '/registro/DAPcon-2021-0012?lang=ca');
    expect(screen.getByRole('link', { name: 'Descarregar el certificat de registre (PDF)' })).toHaveAttribute('href', '/api/public/dapcon/DAPcon-2021-0012/certificado?lang=ca');
  });
});
