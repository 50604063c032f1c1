// ParametroPanel, a parameter's form, driven through /parametros on the mock API's fixtures: the spec's
// and the server's messages under the fields (the server's refusal a test's own answer: the rule is the
// API's, Parametros.api.test.tsx), and deleting after the spec's question.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { cambiarEstadoParametro, crearParametro, PARAMETROS_MSG, parametrosArbol } from '@dapcon/contract/parametros';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { expand, item, open, reported, sent, setUp, user } from './test-support';

setUp();

describe('ParametroPanel (the form, through /parametros, the Ares administrator)', () => {
  it('says what is missing under the fields, opening the tab that holds it; a taken ID under the ID', async () => {
    mockServer.use(
      mockEndpoint(crearParametro, () => {
        throw mockError(422, MSG.datosInvalidos, { param_id: [PARAMETROS_MSG.parametroIdRepetido] });
      }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo parámetro raíz' }));
    await user.type(within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Texto 1/ }), 'Otra carpeta');
    await user.clear(screen.getByRole('textbox', { name: /Orden/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PARAMETROS_MSG.parametroOrdenObligatorio)).toBeInTheDocument();
    // Catalan's Texto 1 is missing: its tab opens.
    await waitFor(() => expect(screen.getByRole('tab', { name: /Català/ })).toHaveAttribute('aria-selected', 'true'));
    expect(within(screen.getByRole('group', { name: 'Català' })).getByText(PARAMETROS_MSG.texto1Obligatorio)).toBeInTheDocument();
    expect(sent(crearParametro)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Orden/ }), '3');
    await user.type(within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Texto 1/ }), 'Una altra carpeta');
    await user.type(screen.getByRole('textbox', { name: 'ID' }), 'noticia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PARAMETROS_MSG.parametroIdRepetido)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'ID' }));
    await user.type(screen.getByRole('textbox', { name: 'ID' }), 'Otra-Carpeta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PARAMETROS_MSG.parametroIdNoValido)).toBeInTheDocument();
    expect(sent(crearParametro)).toHaveLength(1);
  });

  it('deletes (deactivates) after the spec’s question; the tree is read again', async () => {
    await open();
    await expand('Tipos de noticia');
    await waitFor(() => item('Evento'));
    await user.click(screen.getByRole('button', { name: 'Editar: Evento' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Está seguro que desea eliminar este Parámetro?');
    const lecturas = sent(parametrosArbol).length;
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent(cambiarEstadoParametro)).toHaveLength(1));
    expect(sent(cambiarEstadoParametro)[0]?.path).toBe('/api/parametros/evento/cambiar-estado-activo');
    expect(sent(cambiarEstadoParametro)[0]?.body).toEqual({ activo: false });
    // Read again (without it: Parametros.api.test.tsx).
    await waitFor(() => expect(sent(parametrosArbol).length).toBeGreaterThan(lecturas));
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: PARAMETROS_MSG.parametroEliminado }));
  });

});
