// /clasificacion-ecoplatform on the mock API: the tree read a level at a time, a node's panel with the
// ID fields for the administrator profile and a tab per language, saving and creating with the spec's
// message, 'Ingrese un valor' under the fields, deleting after the question, the limited
// administrator's screen, 'Sincronizar' with its summary and a malformed file's lines, an empty tree.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import {
  actualizarClasificacion,
  arbolClasificacion,
  cambiarEstadoParametro,
  crearClasificacion,
  ECOPLATFORM_RAIZ,
  sincronizarClasificacion,
} from '@dapcon/contract/parametros';
import { clasificacionBorrarHandler, mockClasificacion, mockEndpoint, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ClasificacionPage } from './ClasificacionPage';

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
  renderWithPortal(<AreaRoutes routes={[{ path: '/clasificacion-ecoplatform', title: 'Clasificación', element: <ClasificacionPage /> }]} />, { route: '/clasificacion-ecoplatform', lang });
  await screen.findByRole('navigation', { name: lang === 'es' ? 'Clasificación de productos' : 'Classificació de productes' });
}

const items = () => screen.queryAllByRole('treeitem');
const labels = () => items().map((i) => i.querySelector('span[title]')?.getAttribute('title'));
const item = (name: string) => {
  const found = items().find((i) => i.querySelector('span[title]')?.getAttribute('title') === name);
  if (!found) throw new Error(`no tree item ${name} in ${labels().join(', ')}`);
  return found;
};
async function expand(name: string) {
  await waitFor(() => item(name));
  fireEvent.click(item(name).querySelector('span[aria-hidden=true]') as HTMLElement);
  await waitFor(() => expect(item(name)).toHaveAttribute('aria-expanded', 'true'));
}
const niveles = () => sent(arbolClasificacion).map((r) => decodeURIComponent(r.path.split('/').pop() ?? ''));

describe('/clasificacion-ecoplatform (the administrator profile)', () => {
  it('reads the top level first and a node’s children when it is first opened', async () => {
    await open();
    await waitFor(() => expect(labels()).toEqual(['Hormigón y productos de hormigón', 'Cementos, cales y yesos', 'Productos cerámicos']));
    expect(niveles()).toEqual([ECOPLATFORM_RAIZ]);
    await expand('Hormigón y productos de hormigón');
    await waitFor(() => expect(labels()).toContain('Prefabricados de hormigón'));
    expect(niveles()).toEqual([ECOPLATFORM_RAIZ, 'eco_01']);
    await expand('Cementos, cales y yesos');
    await waitFor(() => expect(labels()).toContain('Cal para la construcción'));
    // An inactive node says so.
    expect(item('Cal para la construcción')).toHaveTextContent('(inactivo)');
    // Closed and opened again: not read twice.
    fireEvent.click(item('Hormigón y productos de hormigón').querySelector('span[aria-hidden=true]') as HTMLElement);
    await expand('Hormigón y productos de hormigón');
    expect(niveles()).toEqual([ECOPLATFORM_RAIZ, 'eco_01', 'eco_02']);
    // A leaf is no folder: no chevron to open.
    expect(item('Productos cerámicos').querySelector('span[aria-hidden=true]')).toBeNull();
  });

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
    expect(mockClasificacion().find((n) => n.id === 'eco_01.01')?.textos[2]?.pt_texto).toBe('Formigó preparat en central');
    // The panel starts again from the node as saved.
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    expect(within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Nom/ })).toHaveValue('Formigó preparat en central');
    // Its level is read again.
    await waitFor(() => expect(niveles().filter((id) => id === 'eco_01')).toHaveLength(2));
  });

  it('creates a child: ‘Ingrese un valor’ under the empty fields, then a new node under its parent', async () => {
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
    // Its parent is read, and opened to show it (the tree opens the way to the selected node).
    await waitFor(() => expect(labels()).toContain('Dinteles prefabricados'));
    expect(niveles()).toContain('eco_01.02');
  });

  it('deletes (deactivates) a node after the question', async () => {
    mockServer.use(clasificacionBorrarHandler);
    await open();
    await user.click(await waitFor(() => item('Productos cerámicos')));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Está seguro que desea eliminar este Parámetro?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent(cambiarEstadoParametro)).toHaveLength(1));
    expect(sent(cambiarEstadoParametro)[0]?.body).toEqual({ activo: false });
    await waitFor(() => expect(item('Productos cerámicos')).toHaveTextContent('(inactivo)'));
  });

  it('synchronises a file: the summary, and nothing changed the second time', async () => {
    await open();
    const csv = 'codigo;padre;nombre_es;nombre_en\n05;;Aislamiento;Insulation\n05.01;05;Lanas minerales;Mineral wool\n';
    for (const vez of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sincronizar la clasificación de ECO Platform' });
      expect(within(dialog).getByText('¿Realmente desea sincronizar la clasificación de ECO Platform con este fichero?')).toBeInTheDocument();
      await user.upload(within(dialog).getByLabelText(/Fichero de la clasificación/), new File([csv], 'clasificacion.csv', { type: 'text/csv' }));
      await user.click(within(dialog).getByRole('button', { name: 'Sincronizar' }));
      const resumen = await within(dialog).findByRole('status', { name: 'Resultado de la sincronización' });
      expect(within(resumen).getByTestId('sync-total')).toHaveTextContent('2');
      expect(within(resumen).getByTestId('sync-creados')).toHaveTextContent(vez === 1 ? '2' : '0');
      if (vez === 2) expect(within(resumen).getByText('La clasificación ya coincidía con el fichero: no ha cambiado nada.')).toBeInTheDocument();
      // The footer's 'Cerrar' (the dialog's corner has another).
      await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(sent(sincronizarClasificacion).map((r) => r.body)).toEqual([{ contenido: csv }, { contenido: csv }]);
  });

  it('lists a malformed file’s errors by line and column, and asks for a file first', async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sincronizar' }));
    expect(await within(dialog).findByText('Seleccione el fichero de la clasificación.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/Fichero de la clasificación/), new File(['code;parent\n01;\n'], 'mal.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sincronizar' }));
    expect(await within(dialog).findByText('Línea 1, columna codigo: Falta esta columna en la cabecera.')).toBeInTheDocument();
  });
});

describe('/clasificacion-ecoplatform (the limited administrator)', () => {
  it('edits texts without the ID fields, and neither creates nor synchronises', async () => {
    await open('admin_caateeb');
    await waitFor(() => item('Productos cerámicos'));
    expect(screen.queryByRole('button', { name: 'Sincronizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo nodo raíz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Crear hijo/ })).not.toBeInTheDocument();
    await user.click(item('Productos cerámicos'));
    await screen.findByRole('heading', { name: 'Editar nodo' });
    expect(screen.queryByRole('region', { name: 'Número de clasificación' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});

describe('/clasificacion-ecoplatform (edge cases)', () => {
  it('says so when the classification is empty, in Catalan too', async () => {
    mockServer.use(mockEndpoint(arbolClasificacion, () => ({ arbol: [] })));
    await open('admin_ares', 'ca');
    expect(await screen.findByText('No hi ha resultats per mostrar')).toBeInTheDocument();
  });
});
