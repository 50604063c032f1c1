// /parametros on the mock API's fixtures: the tree (folders, 'Editar', 'Crear hijo'), the form of a
// parameter with a tab per language, creating with a generated ID, the spec's and the server's messages
// under the fields, deleting after the spec's question, the limited administrator's read-only fields and
// buttons, and a tree that cannot be read. What a save stores and who sees which parameter are the
// API's (Parametros.api.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { actualizarParametro, crearParametro, parametrosArbol } from '@dapcon/contract/parametros';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { expand, item, labels, open, reported, sent, setUp, user } from './test-support';

setUp();

describe('/parametros (the Ares administrator)', () => {
  it('shows the tree without the classification, and a parameter’s form with its texts per language', async () => {
    await open();
    await waitFor(() => expect(labels()).toContain('Tipos de noticia'));
    expect(labels()).toContain('Parámetros internos');
    expect(labels()).not.toContain('ECO Platform');
    await user.click(item('Tipos de noticia'));
    const id = await screen.findByRole('textbox', { name: 'ID' });
    expect(id).toHaveValue('tipo_noticias');
    expect(id).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Permiso del administrador del colegio' })).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Admite parámetros hijos' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Activo' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Texto 1/ })).toHaveValue('Tipos de noticia');
    expect(screen.getByRole('tab', { name: 'Català' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('creates a child with the generated ID, order and permission as numbers; the saved message shows and the tree is read again', async () => {
    await open();
    await waitFor(() => item('Clasificación de noticias'));
    await user.click(screen.getByRole('button', { name: 'Crear hijo: Clasificación de noticias' }));
    await screen.findByRole('heading', { name: 'Nuevo parámetro en «Clasificación de noticias»' });
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('');
    await user.type(within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Texto 1/ }), 'Jornadas técnicas');
    expect(screen.getByText('Si lo deja vacío se generará a partir del Texto 1 en español: clasificacion_noticias_jornadas_tecnicas')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    await user.type(within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Texto 1/ }), 'Jornades tècniques');
    const lecturas = sent(parametrosArbol).length;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(crearParametro)).toHaveLength(1));
    expect(sent(crearParametro)[0]?.body).toMatchObject({ param_padre_id: 'clasificacion_noticias', param_order: 5, param_permiso: 3, param_admite_hijos: false });
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: MSG.operacionCorrecta })));
    // The tree read again (the stored one on it: Parametros.api.test.tsx).
    await waitFor(() => expect(sent(parametrosArbol).length).toBeGreaterThan(lecturas));
  });

});

describe('/parametros (the limited administrator)', () => {
  it('edits texts and order of a level-2 parameter, the ID, parent and permission read-only, without deleting', async () => {
    await open('admin_caateeb');
    await waitFor(() => expect(labels()).toContain('Tipos de noticia'));
    expect(screen.queryByRole('button', { name: 'Nuevo parámetro raíz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear hijo: Tipo de empresa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear hijo: Tipos de noticia' })).toBeInTheDocument();
    await expand('Tipos de noticia');
    await waitFor(() => item('Noticia'));
    await user.click(item('Noticia'));
    const id = await screen.findByRole('textbox', { name: 'ID' });
    expect(id).toHaveValue('noticia');
    expect(id).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Permiso del administrador del colegio' })).toHaveValue('Edición (2)');
    expect(screen.queryByRole('combobox', { name: 'Parámetro padre' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Parámetro padre' })).toHaveValue('Tipos de noticia');
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    const texto = within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Texto 1/ });
    await user.clear(texto);
    await user.type(texto, 'Noticia del programa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(actualizarParametro)).toHaveLength(1));
    const body = sent(actualizarParametro)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ param_id: 'noticia', param_order: 1 });
    expect(body).not.toHaveProperty('param_permiso');
    expect(body).not.toHaveProperty('param_padre_id');
    expect(body).not.toHaveProperty('param_admite_hijos');
  });

  it('reads a level-1 parameter without saving, and deletes at level 3', async () => {
    await open('admin_caateeb');
    await waitFor(() => item('Tipo de empresa'));
    await user.click(item('Tipo de empresa'));
    await screen.findByRole('heading', { name: 'Parámetro (solo lectura)' });
    // A top-level parameter's parent reads as the root, not as an empty field.
    expect(screen.getByRole('textbox', { name: 'Parámetro padre' })).toHaveValue('(Ninguno: parámetro raíz)');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await expand('Clasificación de noticias');
    await waitFor(() => item('Normativa'));
    await user.click(item('Normativa'));
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});

describe('/parametros when the tree cannot be read', () => {
  it('says so, offers to try again and reports the error', async () => {
    mockServer.use(mockEndpoint(parametrosArbol, () => { throw mockError(500, MSG.errorServidor); }));
    await open();
    expect(await screen.findByText('No se pudo cargar la info')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() => expect(reported.some((e) => e.kind === 'error')).toBe(true));
  });
});
