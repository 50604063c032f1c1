// ClasificacionPanel, the node's form, driven through /clasificacion-ecoplatform on the mock API's
// fixtures: the ID fields and a tab per language, saving and creating with the spec's message, 'Ingrese
// un valor' under the fields, deleting after the question (what each stores: Parametros.api.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import {
  actualizarClasificacion,
  cambiarEstadoParametro,
  crearClasificacion,
  PARAMETROS_MSG,
} from '@dapcon/contract/parametros';
import { clasificacionBorrarHandler } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { expand, item, niveles, open, reported, sent, setUp, user } from './test-support';

setUp();

describe("ClasificacionPanel (the node's form, through /clasificacion-ecoplatform, the administrator profile)", () => {
  it('shows a node with its ID fields and texts per language, and saves it with the spec’s message', async () => {
    await open();
    await expand('Hormigón y productos de hormigón');
    await user.click(await waitFor(() => item('Hormigón preparado')));
    await screen.findByRole('heading', { name: 'Editar nodo' });
    const ids = screen.getByRole('region', { name: 'Número de clasificación' });
    expect(within(ids).getByRole('textbox', { name: 'Número' })).toHaveValue('01.01');
    expect(within(ids).getByRole('textbox', { name: 'País' })).toHaveValue('ES');
    expect(screen.getByRole('textbox', { name: 'Nodo padre' })).toHaveValue('Hormigón y productos de hormigón');
    expect(screen.getByRole('textbox', { name: /Nombre de la clase/ })).toHaveValue('Ready-mixed concrete');
    expect(within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Nombre/ })).toHaveValue('Hormigón preparado');
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    const nombreCa = within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Nom/ });
    await user.clear(nombreCa);
    await user.type(nombreCa, 'Formigó preparat en central');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(actualizarClasificacion)).toHaveLength(1));
    expect(sent(actualizarClasificacion)[0]?.body).toMatchObject({
      param_padre_id: 'eco_01',
      className: 'Ready-mixed concrete',
      classActive: true,
      translations: expect.arrayContaining([expect.objectContaining({ pt_idioma_id: 2, pt_texto: 'Formigó preparat en central' })]),
    });
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: MSG.operacionCorrecta })));
    // The panel starts again from the node as the API answers it saved (what it stores: Parametros.api.test.tsx).
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    expect(within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Nom/ })).toHaveValue('Formigó preparat en central');
    // Its level is read again.
    await waitFor(() => expect(niveles().filter((id) => id === 'eco_01')).toHaveLength(2));
  });

  it('creates a child: ‘Ingrese un valor’ under the empty fields, then the node answered, its parent read again', async () => {
    await open();
    await expand('Hormigón y productos de hormigón');
    await user.click(await screen.findByRole('button', { name: 'Crear hijo: Prefabricados de hormigón' }));
    await screen.findByRole('heading', { name: 'Nuevo nodo en «Prefabricados de hormigón»' });
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('Se generará al guardar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Ingrese un valor')).toHaveLength(2);
    expect(sent(crearClasificacion)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Nombre de la clase/ }), 'Precast lintels');
    await user.type(within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Nombre/ }), 'Dinteles prefabricados');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(crearClasificacion)).toHaveLength(1));
    expect(sent(crearClasificacion)[0]?.body).toMatchObject({ parent_id: 'eco_01.02', className: 'Precast lintels', classActive: true });
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: MSG.operacionCorrecta })));
    await screen.findByRole('heading', { name: 'Editar nodo' });
    // Its parent is read again (the node on it: Parametros.api.test.tsx).
    await waitFor(() => expect(niveles()).toContain('eco_01.02'));
  });

  it('deletes (deactivates) a node after the question, then reads its level again', async () => {
    mockServer.use(clasificacionBorrarHandler);
    await open();
    await user.click(await waitFor(() => item('Productos cerámicos')));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Está seguro que desea eliminar este Parámetro?')).toBeInTheDocument();
    const lecturas = niveles().length;
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent(cambiarEstadoParametro)).toHaveLength(1));
    expect(sent(cambiarEstadoParametro)[0]?.body).toEqual({ activo: false });
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: PARAMETROS_MSG.parametroEliminado })));
    // Read again ('(inactivo)' then: Parametros.api.test.tsx).
    await waitFor(() => expect(niveles().length).toBeGreaterThan(lecturas));
  });

});
