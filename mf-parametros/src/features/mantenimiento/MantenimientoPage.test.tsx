// /maintenance on the mock API (mocks/src/sistema-mantenimiento.ts): the figures of each section, the
// switch (a message required to go on, saved, the badge following), 'Reenviar fallidos' and the demo
// reset, each asked first, and the reset hidden where the API says there is none (production).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MANTENIMIENTO_MSG, mantenimiento, type MantenimientoData } from '@dapcon/contract/sistema';
import { mockEndpoint, mockRequests, MOCK_MANTENIMIENTO } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { diskSlices, formatSize } from './format';
import { MantenimientoPage } from './MantenimientoPage';

// The test DOM has no canvas: the chart is drawn by a stand-in that shows its slices and its cutout.
vi.mock('react-chartjs-2', () => ({
  Chart: (props: { data: { labels: string[]; datasets: { data: number[]; cutout?: string }[] } }) => (
    <canvas data-testid="disco-canvas" data-labels={JSON.stringify(props.data.labels)} data-values={JSON.stringify(props.data.datasets[0]?.data)} data-cutout={props.data.datasets[0]?.cutout} />
  ),
}));
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as unknown as CanvasRenderingContext2D);
  return () => vi.restoreAllMocks();
});

const SLOW = { timeout: 30_000 };
const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const GB = 1024 ** 3;

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: 'es' | 'ca' = 'es') {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/maintenance', title: 'Mantenimiento', element: <MantenimientoPage /> }]} />, { route: '/maintenance', lang });
  await screen.findByTestId('mantenimiento-modo', {}, SLOW);
  return user;
}

const section = (id: string) => screen.getByTestId(`mantenimiento-${id}`);
/** A figure's value by its term. */
const figure = (id: string, term: string) => section(id).querySelector(`dd[data-term="${term}"]`)?.textContent;

describe('/maintenance', () => {
  it("shows the database's, the mail queue's and the storage's figures, and the disk as a doughnut", async () => {
    await open();
    const { base_datos: db, almacenamiento: st } = MOCK_MANTENIMIENTO;
    expect(figure('base-datos', 'Motor')).toBe('PGlite (PostgreSQL integrado)');
    expect(figure('base-datos', 'Tamaño de la base de datos')).toBe(formatSize(db.tamanio, 'es'));
    expect(figure('base-datos', 'Tamaño de la base de datos')).toBe('48,2 MB');
    expect(figure('base-datos', 'Migraciones aplicadas')).toBe('24 de 24');
    expect(figure('base-datos', 'Última migración')).toBe('0023_mantenimiento (25/11/2026, 09:14)');
    expect(figure('correos', 'Pendientes')).toBe('3');
    expect(figure('correos', 'Fallidos')).toBe('2');
    expect(figure('almacenamiento', 'Número de archivos')).toBe('612');
    expect(figure('almacenamiento', 'Tamaño de los archivos subidos')).toBe('286,4 MB');
    expect(screen.getByTestId('mantenimiento-disco')).toHaveTextContent('16,4 GB usados de 40 GB (41 %); 23,6 GB libres.');
    const canvas = await screen.findByTestId('disco-canvas', {}, SLOW);
    expect(canvas.dataset.cutout).toBe('60%');
    expect(JSON.parse(canvas.dataset.labels ?? '')).toEqual(['Base de datos', 'Archivos subidos', 'Otros usos', 'Libre']);
    const values = JSON.parse(canvas.dataset.values ?? '') as number[];
    expect(values).toEqual([db.tamanio_carpeta, st.tamanio, 16.4 * GB - (db.tamanio_carpeta ?? 0) - (st.tamanio ?? 0), 23.6 * GB]);
    // The slices add up to the volume.
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(40 * GB, 0);
    expect(within(section('demo')).getByRole('button', { name: 'Restaurar los datos de demostración' })).toBeVisible();
    expect(screen.getByTestId('mantenimiento-estado')).toHaveTextContent('Desactivado');
  });

  it('switches maintenance on with a message (required), then shows what the API answers', async () => {
    const user = await open();
    const form = within(section('modo'));
    await user.click(form.getByRole('checkbox', { name: 'Portal en mantenimiento' }));
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await form.findByText(MANTENIMIENTO_MSG.mensajeMantenimientoObligatorio)).toBeVisible();
    expect(sent({ id: 'PUT /mantenimiento/estado' })).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Mensaje para los usuarios' }), 'Volvemos a las 14:00.');
    // Read again after the save: what the API then answers (here: on, with who switched it; what it stores: Parametros.api.test.tsx).
    mockServer.use(
      mockEndpoint(mantenimiento, (): MantenimientoData => ({
        ...structuredClone(MOCK_MANTENIMIENTO),
        mantenimiento: { activo: true, mensaje: 'Volvemos a las 14:00.', actualizado_at: '2026-11-25T12:00:00.000Z', actualizado_por: 'Lucía Ferrer Vidal (46127839M)' },
      })),
    );
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MANTENIMIENTO_MSG.mantenimientoActivado }), SLOW);
    expect(sent({ id: 'PUT /mantenimiento/estado' }).at(-1)?.body).toEqual({ activo: true, mensaje: 'Volvemos a las 14:00.' });
    await waitFor(() => expect(screen.getByTestId('mantenimiento-estado')).toHaveTextContent('Activado'), SLOW);
    expect(await within(section('modo')).findByText(/^Último cambio: .*, por Lucía Ferrer Vidal \(46127839M\)\.$/)).toBeVisible();
  });

  it("re-sends the failed e-mails after asking; cancelling sends nothing", async () => {
    const user = await open();
    await user.click(within(section('correos')).getByRole('button', { name: 'Reenviar fallidos' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Desea volver a poner en la cola de envío los correos fallidos (2)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sent({ id: 'POST /mantenimiento/correos/reenviar' })).toHaveLength(0);

    await user.click(within(section('correos')).getByRole('button', { name: 'Reenviar fallidos' }));
    dialog = await screen.findByRole('alertdialog');
    // Read again after the re-send: what the API then answers (here: none failed, five pending).
    mockServer.use(mockEndpoint(mantenimiento, (): MantenimientoData => ({ ...structuredClone(MOCK_MANTENIMIENTO), correos: { ...MOCK_MANTENIMIENTO.correos, pendientes: 5, errores: 0 } })));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MANTENIMIENTO_MSG.correosReenviados }), SLOW);
    expect(sent({ id: 'POST /mantenimiento/correos/reenviar' })).toHaveLength(1);
    // The button has nothing left to do.
    await waitFor(() => expect(figure('correos', 'Fallidos')).toBe('0'), SLOW);
    expect(figure('correos', 'Pendientes')).toBe('5');
    expect(within(section('correos')).getByRole('button', { name: 'Reenviar fallidos' })).toBeDisabled();
  });

  it('restores the demo data after asking, with the confirmation the API wants', async () => {
    const user = await open();
    await user.click(within(section('demo')).getByRole('button', { name: 'Restaurar los datos de demostración' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Desea borrar todos los datos y restaurar los de demostración? No se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: `${MANTENIMIENTO_MSG.demoRestaurada} 412 usuarios, 268 empresas y 115 consultores.` }), SLOW);
    expect(sent({ id: 'POST /mantenimiento/reiniciar-demo' }).map((r) => r.body)).toEqual([{ confirmar: true }]);
  });

  it('hides the demo reset where there is none, and says the database lives elsewhere (PostgreSQL, S3)', async () => {
    mockServer.use(
      mockEndpoint(mantenimiento, (): MantenimientoData => ({
        ...structuredClone(MOCK_MANTENIMIENTO),
        base_datos: { ...MOCK_MANTENIMIENTO.base_datos, motor: 'postgresql', tamanio_carpeta: null },
        almacenamiento: { driver: 's3', archivos: 10, tamanio: null, disco: { total: 10 * GB, libre: 4 * GB }, base_datos_en_disco: false },
        reinicio_demo: false,
      })),
    );
    await open('ca');
    expect(screen.queryByTestId('mantenimiento-demo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restaurar les dades de demostració' })).toBeNull();
    expect(figure('almacenamiento', 'Mida dels fitxers pujats')).toBe('No es mesura en un bucket S3');
    expect(screen.getByText('La base de dades és al seu propi servidor PostgreSQL: no ocupa aquest disc.')).toBeVisible();
    const canvas = await screen.findByTestId('disco-canvas', {}, SLOW);
    expect(JSON.parse(canvas.dataset.labels ?? '')).toEqual(['Altres usos', 'Lliure']);
  });
});

describe('diskSlices', () => {
  const labels = { baseDatos: 'db', subidos: 'up', otros: 'other', libre: 'free' };
  it('never lets a slice go below 0 nor past what is used', () => {
    const slices = diskSlices(
      { driver: 'local', archivos: 1, tamanio: 90, disco: { total: 100, libre: 30 }, base_datos_en_disco: true },
      { ...MOCK_MANTENIMIENTO.base_datos, tamanio_carpeta: 50 },
      labels,
    );
    expect(slices).toEqual([
      { label: 'db', value: 50 },
      { label: 'up', value: 20 },
      { label: 'other', value: 0 },
      { label: 'free', value: 30 },
    ]);
    expect(diskSlices({ driver: 'local', archivos: 0, tamanio: 0, disco: null, base_datos_en_disco: true }, MOCK_MANTENIMIENTO.base_datos, labels)).toBeNull();
  });
});
