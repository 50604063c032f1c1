import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarMisDatosConsultor, misDatosConsultor } from '@dapcon/contract/consultores';
import { mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { MisDatosConsultor } from './MisDatosConsultor';

const user = userEvent.setup();
let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const group = (name: string) => screen.getByRole('group', { name });

async function open(usuario: string, role: 'consultor' | 'verificador', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  renderWithPortal(<MisDatosConsultor />, { route: '/mis-datos', lang });
  await screen.findByRole('form', {}, { timeout: 30_000 });
}

describe("a consultant's own data (/mis-datos)", () => {
  it('shows its data, the NIF, name and surnames read-only, and no verifier boxes for a consultant who does not verify', async () => {
    await open('47815236F', 'consultor');
    expect(sent(misDatosConsultor)).toHaveLength(1);
    const personales = group('Datos personales');
    for (const [name, value] of [
      [/^NIF/, '47815236F'],
      [/^Nombre/, 'Laura'],
      [/^Apellidos/, 'Martínez Soler'],
    ] as const) {
      expect(within(personales).getByRole('textbox', { name })).toHaveValue(value);
      expect(within(personales).getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(within(personales).getByRole('textbox', { name: /^Correo electrónico/ })).not.toHaveAttribute('readonly');
    expect(within(group('Empresa')).getByRole('textbox', { name: /^Nombre de la empresa/ })).toHaveValue('Martínez Consulting, S.L.');
    expect(screen.queryByRole('checkbox', { name: 'Es verificador' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Casillas del verificador' })).not.toBeInTheDocument();
  });

  it("saves its data: the spec's message; never its name (the schema leaves it out)", async () => {
    await open('47815236F', 'consultor');
    const web = within(group('Datos personales')).getByRole('textbox', { name: /^Página web/ });
    await user.clear(web);
    await user.type(web, 'https://laura.example');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]));
    const body = sent(actualizarMisDatosConsultor)[0]?.body as Record<string, string>;
    expect(body).toMatchObject({ consultor_web: 'https://laura.example' });
    expect(body.verificador_casillas ?? '').toBe('');
    expect(body).not.toHaveProperty('consultor_nombre');
    expect(body).not.toHaveProperty('es_verificador');
  });

  it('a verifier edits its boxes per language and sends them (what is stored is the API’s: ConsultoresList.api.test.tsx); an empty required field says so under it', async () => {
    await open('39284756C', 'verificador');
    const casillas = group('Casillas del verificador');
    const castellano = await within(casillas).findByRole('group', { name: 'Casillas en Castellano' });
    expect(within(castellano).getByRole('textbox', { name: 'Casilla de la página de firma' })).toHaveValue('Verificado por Elena Navarro Roca');
    await user.type(within(group('Casillas en Català')).getByRole('textbox', { name: 'Casilla de la página de firma' }), 'Verificat per Elena Navarro Roca');

    await user.clear(within(group('Datos personales')).getByRole('textbox', { name: /^Teléfono/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group('Datos personales')).findByText('El teléfono es obligatorio.')).toBeInTheDocument();
    expect(sent(actualizarMisDatosConsultor)).toEqual([]);

    await user.type(within(group('Datos personales')).getByRole('textbox', { name: /^Teléfono/ }), '914 027 365');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(actualizarMisDatosConsultor)).toHaveLength(1));
    const body = sent(actualizarMisDatosConsultor)[0]?.body as Record<string, string>;
    expect(JSON.parse(body.verificador_casillas ?? '')).toEqual([
      { idioma_id: 1, casilla_pagina_firma: 'Verificado por Elena Navarro Roca', casilla_ultima_pagina: 'Verificadora acreditada DAPcon' },
      { idioma_id: 2, casilla_pagina_firma: 'Verificat per Elena Navarro Roca', casilla_ultima_pagina: '' },
    ]);
  });

  it('speaks Catalan', async () => {
    await open('39284756C', 'verificador', 'ca');
    expect(group('Dades personals')).toBeInTheDocument();
    expect(group('Caselles del verificador')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desar' })).toBeInTheDocument();
  });
});
