// /clasificacion-ecoplatform on the mock API: the tree read a level at a time, a node's panel with the
// ID fields for the administrator profile and a tab per language, saving and creating with the spec's
// message, 'Ingrese un valor' under the fields, deleting after the question, the limited
// administrator's screen, 'Sincronizar' with the summary answered and a malformed file's lines (what a
// sync changes and refuses is the API's: Parametros.api.test.tsx), an empty tree.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import {
  arbolClasificacion,
  CLASIFICACION_MSG,
  ECOPLATFORM_RAIZ,
  sincronizarClasificacion,
} from '@dapcon/contract/parametros';
import { mockAnswer, mockEndpoint, mockError } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { expand, item, labels, niveles, open, sent, setUp, user } from './test-support';

setUp();

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

  it('synchronises a file: the summary, and says so when nothing changed', async () => {
    await open();
    const csv = 'codigo;padre;nombre_es;nombre_en\n05;;Aislamiento;Insulation\n05.01;05;Lanas minerales;Mineral wool\n';
    for (const vez of [1, 2]) {
      // The second time, the API's answer to a file it already matched.
      if (vez === 2) {
        const codigos = { creados: [], actualizados: [], desactivados: [] };
        mockServer.use(mockEndpoint(sincronizarClasificacion, () => mockAnswer({ total: 2, creados: 0, actualizados: 0, sin_cambios: 2, desactivados: 0, codigos }, { message: CLASIFICACION_MSG.clasifSincronizada })));
      }
      await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sincronizar la clasificación de ECO Platform' });
      expect(within(dialog).getByText('¿Realmente desea sincronizar la clasificación de ECO Platform con este fichero?')).toBeInTheDocument();
      await user.upload(within(dialog).getByLabelText(/Fichero de la clasificación/), new File([csv], 'clasificacion.csv', { type: 'text/csv' }));
      await user.click(within(dialog).getByRole('button', { name: 'Sincronizar' }));
      const resumen = await within(dialog).findByRole('status', { name: 'Resultado de la sincronización' });
      expect(within(resumen).getByTestId('sync-total')).toHaveTextContent('2');
      expect(within(resumen).getByTestId('sync-creados')).toHaveTextContent(vez === 1 ? '2' : '0');
      // A description list screen readers can read (WCAG 1.3.1, SincronizarModal): each name (`dt`) with its
      // figure (`dd`) right after it, in a group that sits directly in the `dl`.
      const lista = resumen.querySelector('dl') as HTMLElement;
      const nombres = lista.querySelectorAll('dt');
      expect(nombres).toHaveLength(5);
      for (const dt of nombres) {
        expect(dt.parentElement?.parentElement).toBe(lista);
        expect(dt.nextElementSibling?.tagName).toBe('DD');
      }
      if (vez === 2) expect(within(resumen).getByText('La clasificación ya coincidía con el fichero: no ha cambiado nada.')).toBeInTheDocument();
      // The footer's 'Cerrar' (the dialog's corner has another).
      await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(sent(sincronizarClasificacion).map((r) => r.body)).toEqual([{ contenido: csv }, { contenido: csv }]);
  });

  it('lists a malformed file’s errors by line and column, and asks for a file first', async () => {
    mockServer.use(
      mockEndpoint(sincronizarClasificacion, () => {
        throw mockError(422, MSG.datosInvalidos, { 'linea.1.codigo': [CLASIFICACION_MSG.clasifColumnaFalta] });
      }),
    );
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
