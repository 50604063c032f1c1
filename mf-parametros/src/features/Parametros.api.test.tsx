// mf-parametros on the real API (issue 34, item 4: one back end; config/real-api.ts): what the
// parameter tree, the classification, the languages' and the maintenance screens change, who sees which parameter and
// what the server refuses are the API's, checked
// on what it stored (`api.sql`, the public reads) and on what the screens read back. The plain tests
// beside each screen keep what it does with the mock's fixtures and the requests it sends.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { PARAMETROS_MSG } from '@dapcon/contract/parametros';
import { MANTENIMIENTO_MSG } from '@dapcon/contract/sistema';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../config/real-api';
import { renderWithPortal } from '../../../config/test-utils';
import { ClasificacionPage } from './clasificacion/ClasificacionPage';
import { IdiomasPage } from './idiomas/IdiomasPage';
import { MantenimientoPage } from './mantenimiento/MantenimientoPage';
import { ParametrosPage } from './parametros/ParametrosPage';
import { RcpModal } from './rcps/RcpModal';

// The test DOM has no canvas: the maintenance page's chart is drawn by a stand-in, the same as
// MantenimientoPage.test.tsx's (the files of a worker may share the mocked module).
vi.mock('react-chartjs-2', () => ({
  Chart: (props: { data: { labels: string[]; datasets: { data: number[]; cutout?: string }[] } }) => (
    <canvas data-testid="disco-canvas" data-labels={JSON.stringify(props.data.labels)} data-values={JSON.stringify(props.data.datasets[0]?.data)} data-cutout={props.data.datasets[0]?.cutout} />
  ),
}));

const api = withRealApi();
const ADMIN = '46127839M';
/** The association's administrator (profile 2): the parameters by their level. */
const ADMIN_COLEGIO = '38562014F';
const SLOW = { timeout: 30_000 };

let reported: FeedbackEvent[];
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

describe('the parameter tree on the real API', () => {
  const items = () => screen.queryAllByRole('treeitem');
  const labels = () => items().map((i) => i.querySelector('span[title]')?.textContent);
  const item = (name: string) => {
    const found = items().find((i) => i.querySelector('span[title]')?.textContent === name);
    if (!found) throw new Error(`no tree item ${name} in ${labels().join(', ')}`);
    return found;
  };
  // The API's language 1 is 'Español' (the mock's data set calls it 'Castellano').
  const texto1 = (idioma: string) => within(screen.getByRole('group', { name: idioma })).getByRole('textbox', { name: /Texto 1/ });
  async function open() {
    renderWithPortal(<AreaRoutes routes={[{ path: '/parametros', title: 'Parámetros', element: <ParametrosPage /> }]} />, { route: '/parametros' });
    await screen.findByRole('navigation', { name: 'Árbol de parámetros' }, SLOW);
    await waitFor(() => expect(labels()).toContain('Tipos de noticia'), SLOW);
  }
  async function expand(name: string) {
    await waitFor(() => item(name), SLOW);
    if (item(name).getAttribute('aria-expanded') !== 'true') fireEvent.click(item(name).querySelector('span[aria-hidden=true]') as HTMLElement);
    await waitFor(() => expect(item(name)).toHaveAttribute('aria-expanded', 'true'), SLOW);
  }

  it('a child is stored under its folder with the generated ID and its texts; a taken ID is refused; a deleted one is deactivated and leaves the tree', async () => {
    await api.signIn(ADMIN);
    await open();
    await user.click(screen.getByRole('button', { name: 'Crear hijo: Clasificación de noticias' }));
    await screen.findByRole('heading', { name: 'Nuevo parámetro en «Clasificación de noticias»' }, SLOW);
    await user.type(texto1('Español'), 'Jornadas técnicas');
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    await user.type(texto1('Català'), 'Jornades tècniques');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MSG.operacionCorrecta }), SLOW);
    expect(await api.sql("select param_padre_id, param_permiso, activo from parametros where param_id = 'clasificacion_noticias_jornadas_tecnicas'")).toEqual([
      { param_padre_id: 'clasificacion_noticias', param_permiso: 3, activo: true },
    ]);
    expect(await api.sql("select pt_idioma_id, pt_texto from parametros_textos where pt_param_id = 'clasificacion_noticias_jornadas_tecnicas' order by pt_idioma_id")).toEqual([
      { pt_idioma_id: 1, pt_texto: 'Jornadas técnicas' },
      { pt_idioma_id: 2, pt_texto: 'Jornades tècniques' },
    ]);
    await expand('Clasificación de noticias');
    await waitFor(() => expect(labels()).toContain('Jornadas técnicas'), SLOW);

    await user.click(screen.getByRole('button', { name: 'Nuevo parámetro raíz' }));
    await user.type(texto1('Español'), 'Otra carpeta');
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    await user.type(texto1('Català'), 'Una altra carpeta');
    await user.type(screen.getByRole('textbox', { name: 'ID' }), 'noticia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PARAMETROS_MSG.parametroIdRepetido, {}, SLOW)).toBeInTheDocument();
    expect(await api.sql("select param_nombre from parametros where param_id = 'noticia'")).toEqual([{ param_nombre: 'Noticia' }]);

    await expand('Tipos de noticia');
    await user.click(await screen.findByRole('button', { name: 'Editar: Evento' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }, SLOW));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(labels()).not.toContain('Evento'), SLOW);
    expect(await api.sql("select activo from parametros where param_id = 'evento'")).toEqual([{ activo: false }]);
  });

  it("the association's administrator does not see level 0, edits a level-2 option's texts, and is refused a deletion below level 3", async () => {
    await api.sql("insert into parametros (param_id, param_padre_id, param_order, param_permiso, param_admite_hijos, param_nombre) values ('parametros_internos', null, 90, 0, true, 'Parámetros internos')");
    await api.sql("insert into parametros_textos (pt_param_id, pt_idioma_id, pt_texto) values ('parametros_internos', 1, 'Parámetros internos'), ('parametros_internos', 2, 'Paràmetres interns')");
    await api.signIn(ADMIN_COLEGIO);
    await open();
    expect(labels()).not.toContain('Parámetros internos');
    const oculto = await api.inject({ method: 'GET', url: '/api/parametros/parametros_internos', usuario: ADMIN_COLEGIO });
    expect(oculto.status).toBe(404);

    await expand('Tipos de noticia');
    await user.click(await screen.findByRole('button', { name: 'Editar: Noticia' }, SLOW));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('noticia'), SLOW);
    await user.clear(texto1('Español'));
    await user.type(texto1('Español'), 'Noticia del programa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MSG.operacionCorrecta }), SLOW);
    expect(await api.sql("select pt_texto from parametros_textos where pt_param_id = 'noticia' and pt_idioma_id = 1")).toEqual([{ pt_texto: 'Noticia del programa' }]);

    const borrar = await api.inject({ method: 'PATCH', url: '/api/parametros/comunicado/cambiar-estado-activo', usuario: ADMIN_COLEGIO, body: { activo: false } });
    expect(borrar).toMatchObject({ status: 403, body: { message: PARAMETROS_MSG.sinPermisoEliminar } });
    expect(await api.sql("select activo from parametros where param_id = 'comunicado'")).toEqual([{ activo: true }]);
  });
});

/** The active languages' codes, as every per-language form reads them (`GET /idiomas`). */
const activos = async () => ((await api.inject({ method: 'GET', url: '/api/idiomas', usuario: ADMIN })).body as { data: Array<{ idioma: string }> }).data.map((i) => i.idioma);

describe('the languages on the real API', () => {
  const table = () => screen.getByRole('table', { name: 'Idiomas del portal' });
  const rowOf = (nombre: string) =>
    within(table())
      .getAllByRole('row')
      .find((row) => within(row).queryAllByRole('cell')[1]?.textContent?.startsWith(nombre)) as HTMLElement;

  it('a new language is stored and every per-language form has it; a code already taken is refused', async () => {
    await api.signIn(ADMIN);
    renderWithPortal(<AreaRoutes routes={[{ path: '/idiomas', title: 'Idiomas', element: <IdiomasPage /> }]} />, { route: '/idiomas' });
    await waitFor(() => expect(rowOf('English')).toBeDefined(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Nuevo idioma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo idioma' }, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Nederlands');
    await user.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya hay un idioma con ese código.', {}, SLOW)).toBeVisible();
    const codigo = within(dialog).getByRole('textbox', { name: /Código/ });
    await user.clear(codigo);
    await user.type(codigo, 'nl');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Se puede registrar en ECO Platform' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rowOf('Nederlands')).toBeDefined(), SLOW);
    expect(await api.sql("select idioma_nombre, ecoplatform, activo from idiomas where idioma = 'nl'")).toEqual([{ idioma_nombre: 'Nederlands', ecoplatform: true, activo: true }]);
    expect(await activos()).toContain('nl');
    cleanup();

    renderWithPortal(<RcpModal open id={null} onClose={() => {}} onSaved={() => {}} />);
    const rcp = await screen.findByRole('dialog', { name: 'Nuevo RCP' }, SLOW);
    await waitFor(async () => expect((await within(rcp).findAllByRole('tab')).map((tab) => tab.textContent)).toContain('Nederlands'), SLOW);
  });

  it('a language deactivated leaves GET /idiomas, and comes back when activated; language 1 cannot be', async () => {
    await api.signIn(ADMIN);
    renderWithPortal(<AreaRoutes routes={[{ path: '/idiomas', title: 'Idiomas', element: <IdiomasPage /> }]} />, { route: '/idiomas' });
    await waitFor(() => expect(rowOf('English')).toBeDefined(), SLOW);
    await user.click(within(rowOf('English')).getByRole('button', { name: 'Desactivar English' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(within(rowOf('English')).getByTestId('estado-idioma')).toHaveTextContent('Inactivo'), SLOW);
    expect(await activos()).not.toContain('en');
    await user.click(within(rowOf('English')).getByRole('button', { name: 'Activar English' }));
    await waitFor(() => expect(within(rowOf('English')).getByTestId('estado-idioma')).toHaveTextContent('Activo'), SLOW);
    expect(await activos()).toContain('en');

    const primero = await api.inject({ method: 'PATCH', url: '/api/idiomas/1', usuario: ADMIN, body: { idioma_nombre: 'Español', idioma: 'es', ecoplatform: true, activo: false } });
    expect(primero.status).toBe(409);
    expect(await api.sql('select activo from idiomas where id = 1')).toEqual([{ activo: true }]);
  });
});

describe('/maintenance on the real API', () => {
  const section = (id: string) => screen.getByTestId(`mantenimiento-${id}`);
  const figure = (id: string, term: string) => section(id).querySelector(`dd[data-term="${term}"]`)?.textContent;
  const estado = async () => (await api.inject({ method: 'GET', url: '/api/mantenimiento/estado' })).body as { data: { activo: boolean; mensaje: string } };

  async function open() {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as unknown as CanvasRenderingContext2D);
    renderWithPortal(<AreaRoutes routes={[{ path: '/maintenance', title: 'Mantenimiento', element: <MantenimientoPage /> }]} />, { route: '/maintenance' });
    await screen.findByTestId('mantenimiento-modo', {}, SLOW);
  }

  it('the switch is stored with its message and who changed it, and the public state follows; then off', async () => {
    await api.signIn(ADMIN);
    await open();
    const form = within(section('modo'));
    await user.click(form.getByRole('checkbox', { name: 'Portal en mantenimiento' }));
    await user.type(form.getByRole('textbox', { name: 'Mensaje para los usuarios' }), 'Volvemos a las 14:00.');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MANTENIMIENTO_MSG.mantenimientoActivado }), SLOW);
    await waitFor(() => expect(screen.getByTestId('mantenimiento-estado')).toHaveTextContent('Activado'), SLOW);
    expect(await within(section('modo')).findByText(/^Último cambio: .*, por Montserrat Puig Ferrer \(46127839M\)\.$/, {}, SLOW)).toBeVisible();
    expect((await estado()).data).toEqual({ activo: true, mensaje: 'Volvemos a las 14:00.' });

    await user.click(within(section('modo')).getByRole('checkbox', { name: 'Portal en mantenimiento' }));
    await user.click(within(section('modo')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('mantenimiento-estado')).toHaveTextContent('Desactivado'), SLOW);
    expect((await estado()).data.activo).toBe(false);
  });

  it('the failed e-mails go back to the queue: none failed read again', async () => {
    for (const [i, destinatario] of ['antonio.nunez@buzon-lleno.es', 'contacte@aillamentsmontseny.es'].entries()) {
      await api.sql(
        `insert into correos (plantilla, destinatario, asunto, texto, html, estado, error, intentos, created_at)
         values ('registro_cuenta', '${destinatario}', 'DAPcon: su registro', '', '', 'error', '550 Mailbox unavailable', 3, '2026-11-1${i}T10:00:00Z')`,
      );
    }
    await api.signIn(ADMIN);
    await open();
    await waitFor(() => expect(figure('correos', 'Fallidos')).toBe('2'), SLOW);
    await user.click(within(section('correos')).getByRole('button', { name: 'Reenviar fallidos' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MANTENIMIENTO_MSG.correosReenviados }), SLOW);
    await waitFor(() => expect(figure('correos', 'Fallidos')).toBe('0'), SLOW);
    expect(await api.sql("select count(*)::int as fallidos from correos where estado = 'error'")).toEqual([{ fallidos: 0 }]);
  });
});

describe('the ECO Platform classification on the real API', () => {
  const items = () => screen.queryAllByRole('treeitem');
  const labels = () => items().map((i) => i.querySelector('span[title]')?.getAttribute('title'));
  const item = (name: string) => {
    const found = items().find((i) => i.querySelector('span[title]')?.getAttribute('title') === name);
    if (!found) throw new Error(`no tree item ${name} in ${labels().join(', ')}`);
    return found;
  };
  async function open() {
    renderWithPortal(<AreaRoutes routes={[{ path: '/clasificacion-ecoplatform', title: 'Clasificación', element: <ClasificacionPage /> }]} />, { route: '/clasificacion-ecoplatform' });
    await screen.findByRole('navigation', { name: 'Clasificación de productos' }, SLOW);
    await waitFor(() => expect(labels()).toContain('Hormigón y productos de hormigón'), SLOW);
  }
  async function expand(name: string) {
    await waitFor(() => item(name), SLOW);
    fireEvent.click(item(name).querySelector('span[aria-hidden=true]') as HTMLElement);
    await waitFor(() => expect(item(name)).toHaveAttribute('aria-expanded', 'true'), SLOW);
  }
  const textos = (id: string) => api.sql(`select pt_idioma_id, pt_texto from parametros_textos where pt_param_id = '${id}' order by pt_idioma_id`);

  it("a node's texts are stored; a child is created under its parent; a deleted node is deactivated", async () => {
    await api.signIn(ADMIN);
    await open();
    await expand('Hormigón y productos de hormigón');
    await user.click(await waitFor(() => item('Hormigón preparado'), SLOW));
    await screen.findByRole('heading', { name: 'Editar nodo' }, SLOW);
    await user.click(screen.getByRole('tab', { name: 'Català' }));
    const nombreCa = within(screen.getByRole('group', { name: 'Català' })).getByRole('textbox', { name: /Nom/ });
    await user.clear(nombreCa);
    await user.type(nombreCa, 'Formigó preparat en central');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: MSG.operacionCorrecta }), SLOW);
    expect(await textos('eco_01.01')).toContainEqual({ pt_idioma_id: 2, pt_texto: 'Formigó preparat en central' });

    await user.click(await screen.findByRole('button', { name: 'Crear hijo: Prefabricados de hormigón' }, SLOW));
    await screen.findByRole('heading', { name: 'Nuevo nodo en «Prefabricados de hormigón»' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: /Nombre de la clase/ }), 'Precast lintels');
    await user.type(within(screen.getByRole('group', { name: 'Español' })).getByRole('textbox', { name: /Nombre/ }), 'Dinteles prefabricados');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('heading', { name: 'Editar nodo' }, SLOW);
    // Under a parent that already had children (the seed's), not read yet: the tree opens the way to the
    // new node once its level is read, and selects it (shared-ui's TreeView).
    await waitFor(() => expect(item('Dinteles prefabricados')).toHaveAttribute('aria-selected', 'true'), SLOW);
    expect(item('Prefabricados de hormigón')).toHaveAttribute('aria-expanded', 'true');
    const [creado] = await api.sql<{ param_id: string; activo: boolean }>(
      "select p.param_id, p.activo from parametros p join parametros_textos t on t.pt_param_id = p.param_id where p.param_padre_id = 'eco_01.02' and t.pt_texto = 'Dinteles prefabricados'",
    );
    expect(creado?.activo).toBe(true);
    expect(creado?.param_id).toMatch(/^eco_[0-9A-Z]{9}$/);

    await user.click(await waitFor(() => item('Productos cerámicos'), SLOW));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }, SLOW));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(item('Productos cerámicos')).toHaveTextContent('(inactivo)'), SLOW);
    expect(await api.sql("select activo from parametros where param_id = 'eco_03'")).toEqual([{ activo: false }]);
  });

  it('a file without its codigo column is refused by line and column; one synchronised creates its new codes, the same again changes nothing', async () => {
    await api.signIn(ADMIN);
    await open();
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    const mal = await screen.findByRole('dialog', { name: 'Sincronizar la clasificación de ECO Platform' }, SLOW);
    await user.upload(within(mal).getByLabelText(/Fichero de la clasificación/), new File(['code;parent\n01;\n'], 'mal.csv', { type: 'text/csv' }));
    await user.click(within(mal).getByRole('button', { name: 'Sincronizar' }));
    expect(await within(mal).findByText('Línea 1, columna codigo: Falta esta columna en la cabecera.', {}, SLOW)).toBeInTheDocument();
    await user.click(within(mal).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    const csv = 'codigo;padre;nombre_es;nombre_en\n05;;Aislamiento;Insulation\n05.01;05;Lanas minerales;Mineral wool\n';
    for (const vez of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sincronizar la clasificación de ECO Platform' }, SLOW);
      await user.upload(within(dialog).getByLabelText(/Fichero de la clasificación/), new File([csv], 'clasificacion.csv', { type: 'text/csv' }));
      await user.click(within(dialog).getByRole('button', { name: 'Sincronizar' }));
      const resumen = await within(dialog).findByRole('status', { name: 'Resultado de la sincronización' }, SLOW);
      expect(within(resumen).getByTestId('sync-creados')).toHaveTextContent(vez === 1 ? '2' : '0');
      if (vez === 2) expect(within(resumen).getByText('La clasificación ya coincidía con el fichero: no ha cambiado nada.')).toBeInTheDocument();
      await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    }
    expect(await textos('eco_05.01')).toEqual([{ pt_idioma_id: 1, pt_texto: 'Lanas minerales' }, expect.objectContaining({ pt_texto: 'Mineral wool' })]);
  });
});
