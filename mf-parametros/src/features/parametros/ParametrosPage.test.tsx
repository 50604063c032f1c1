// /parametros on the mock API: the tree (folders, 'Editar', 'Crear hijo'), the form of a parameter
// with a tab per language, creating with a generated ID, the spec's and the server's messages under
// the fields, deleting after the spec's question, the limited administrator's read-only fields and
// buttons, and a tree that cannot be read.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { actualizarParametro, cambiarEstadoParametro, crearParametro, parametrosArbol, PARAMETROS_MSG } from '@dapcon/contract/parametros';
import { mockEndpoint, mockError, mockParametros, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ParametrosPage } from './ParametrosPage';

configure({ asyncUtilTimeout: 5000 });
let user: ReturnType<typeof userEvent.setup>;

let reported: FeedbackEvent[];
beforeEach(() => {
  user = userEvent.setup();
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

async function open(role: Role = 'admin_ares', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario: role === 'admin_ares' ? '46127839M' : '38562014F' });
  renderWithPortal(<AreaRoutes routes={[{ path: '/parametros', title: 'Parámetros', element: <ParametrosPage /> }]} />, { route: '/parametros', lang });
  await screen.findByRole('navigation', { name: lang === 'es' ? 'Árbol de parámetros' : 'Arbre de paràmetres' });
}

const items = () => screen.queryAllByRole('treeitem');
const labels = () => items().map((i) => i.querySelector('span[title]')?.textContent);
const item = (name: string) => {
  const found = items().find((i) => i.querySelector('span[title]')?.textContent === name);
  if (!found) throw new Error(`no tree item ${name} in ${labels().join(', ')}`);
  return found;
};
/** Opens a folder (already open: left so; the tree opens the folders of the selected parameter). */
async function expand(name: string) {
  await waitFor(() => item(name));
  if (item(name).getAttribute('aria-expanded') !== 'true') fireEvent.click(item(name).querySelector('span[aria-hidden=true]') as HTMLElement);
  await waitFor(() => expect(item(name)).toHaveAttribute('aria-expanded', 'true'));
}

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

  it('creates a child with the generated ID, order and permission as numbers; the tree reloads and the saved message shows', async () => {
    await open();
    await waitFor(() => item('Clasificación de noticias'));
    await user.click(screen.getByRole('button', { name: 'Crear hijo: Clasificación de noticias' }));
    await screen.findByRole('heading', { name: 'Nuevo parámetro en «Clasificación de noticias»' });
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('');
    await user.type(within(screen.getByRole('group', { name: 'Castellano' })).getByRole('textbox', { name: /Texto 1/ }), 'Jornadas técnicas');
    expect(screen.getByText('Si lo deja vacío se generará a partir del Texto 1 en español: clasificacion_noticias_jornadas_tecnicas')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    await user.type(within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Texto 1/ }), 'Jornades tècniques');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(crearParametro)).toHaveLength(1));
    expect(sent(crearParametro)[0]?.body).toMatchObject({ param_padre_id: 'clasificacion_noticias', param_order: 5, param_permiso: 3, param_admite_hijos: false });
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: MSG.operacionCorrecta })));
    // The stored one is now on the form, and on the tree.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('clasificacion_noticias_jornadas_tecnicas'));
    expect(mockParametros().find((p) => p.param_id === 'clasificacion_noticias_jornadas_tecnicas')?.textos.map((x) => x.pt_texto)).toEqual(['Jornadas técnicas', 'Jornades tècniques']);
    await expand('Clasificación de noticias');
    await waitFor(() => expect(labels()).toContain('Jornadas técnicas'));
  });

  it('says what is missing under the fields, opening the tab that holds it; a taken ID under the ID', async () => {
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

  it('deletes (deactivates) after the spec’s question; the parameter leaves the tree', async () => {
    await open();
    await expand('Tipos de noticia');
    await waitFor(() => item('Evento'));
    await user.click(screen.getByRole('button', { name: 'Editar: Evento' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Está seguro que desea eliminar este Parámetro?');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent(cambiarEstadoParametro)).toHaveLength(1));
    expect(sent(cambiarEstadoParametro)[0]?.path).toBe('/api/parametros/evento/cambiar-estado-activo');
    expect(sent(cambiarEstadoParametro)[0]?.body).toEqual({ activo: false });
    await waitFor(() => expect(labels()).not.toContain('Evento'));
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: PARAMETROS_MSG.parametroEliminado }));
  });
});

describe('/parametros (the limited administrator)', () => {
  it('does not see level 0; edits texts and order of a level-2 parameter, the ID, parent and permission read-only, without deleting', async () => {
    await open('admin_caateeb');
    await waitFor(() => expect(labels()).toContain('Tipos de noticia'));
    expect(labels()).not.toContain('Parámetros internos');
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
