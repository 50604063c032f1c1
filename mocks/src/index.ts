/**
 * @dapcon/mocks — one mock layer for the browser side, never shipped: MSW handlers keyed by the
 * contract's endpoint objects (`mockEndpoint`), a default answer for every endpoint over one
 * in-memory data set (`defaultHandlers`, `mockData`), the requests received (`mockRequests`), and
 * session tokens for any role. Vitest uses it through `@dapcon/mocks/node` (config/vitest.setup.ts),
 * Storybook and the remotes' dev harness through `@dapcon/mocks/browser`.
 */
export { defaultHandlers } from './api';
export { mockData, resetMockData, PAISES, POBLACIONES, PARAMETROS, IDIOMAS, type MockAccount, type Bilingual } from './data';
export { mockEndpoint, mockAnswer, mockError, mockRequireAccess, mockRequests, fieldErrors, resetMockRequests, MockAnswer, MockError, type MockInput, type MockRequest, type MockResolver } from './handlers';
export {
  MOCK_EMPRESAS,
  MOCK_EMPRESAS_COUNT,
  CONVENIOS,
  TIPOS_COMISION,
  EXCEL_CHUNK,
  answerEmpresas,
  type MockEmpresa,
} from './empresas';
export { empresaDetalle, empresaPerfil, empresaFichaHandlers } from './empresas-ficha';
export { MOCK_CONSULTORES_LISTA, answerConsultores, consultoresHandlers } from './consultores';
export { MOCK_USUARIOS_ADMIN, usuarioAdminRow, usuariosAdminHandlers } from './usuarios';
export { MOCK_CONTENIDOS, MOCK_ARCHIVOS, contenidosHandlers, type MockArchivoContenido } from './contenidos-web';
export { MOCK_BIBLIOTECA, MOCK_TIPOS_DOCUMENTO, bibliotecaHandlers, type MockDocumentoBiblioteca } from './contenidos-biblioteca';
export { MOCK_CRITERIOS, MOCK_OPCIONES_CRITERIOS, criteriosHandlers } from './contenidos-criterios';
export { MOCK_CONTENIDOS_PUBLICOS, contenidosPublicosHandlers } from './contenidos-publico';
export { MOCK_COMUNICACIONES, comunicacionesHandlers, type MockComunicacion } from './contenidos-comunicaciones';
export { MOCK_CORREOS_PORTAL, correoPortalRow, correosPortalHandlers, type MockCorreoPortal } from './contenidos-correos-portal';
export { MOCK_RECORDATORIOS, MOCK_RECORDATORIOS_PREVISTOS, recordatorioRow, recordatoriosHandlers, type MockRecordatorio } from './contenidos-recordatorios';
export { MOCK_PLANTILLAS, MOCK_PLANTILLA_VARIABLES, plantillasHandlers, type MockPlantillaVariable } from './contenidos-plantillas';
export { mockParametros, parametrosArbolHandlers, type MockParametro } from './parametros-arbol';
export { clasificacionBorrarHandler, clasificacionHandlers, MOCK_CLASIFICACION, type MockNodoClasificacion } from './parametros-clasificacion';
export { MOCK_RCPS, MOCK_RCP_OPCIONES, MOCK_CONSULTORES, dapconConsultasHandlers, type MockRcp } from './dapcon-consultas';
export { rcpHandlers, mockRcpCatalogo, type MockRcpFicha } from './rcp';
export { MOCK_FAMILIAS_RCP } from './rcp-familias';
export { idiomasHandlers, mockAddIdioma, mockIdiomasActivos, resetMockIdiomas } from './idiomas';
export { dapconDetalle, MOCK_DAPCON_IDS, mockDapcons, type MockDapcon } from './dapcon';
export { MOCK_INCIDENCIAS, dapconIncidenciasHandlers, incidenciaDetalleMock, type MockIncidencia } from './dapcon-incidencias';
export { MOCK_FILAS_RESULTADOS, mockResultados, resultadosHandlers } from './resultados';
export { answerDapconList, dapconListRow, dapconListaHandlers, generateMockDapcons } from './dapcon-lista';
export { tarifasHandlers, MOCK_TARIFAS, MOCK_DATOS_BANCARIOS, type MockTarifa } from './finanzas-tarifas';
export { cuotasHandlers, mockCuotas, answerCuotasAnuales, type MockCuota } from './finanzas-cuotas';
export { pagosDapconHandlers, mockPagoDapcon, type MockPagoDapcon } from './finanzas-pagos-dapcon';
export { comisionesHandlers, mockComisiones, answerComisiones, MOCK_COMISIONISTAS, type MockComision } from './finanzas-comisiones';
export { pagoOrganizacionHandlers, MOCK_CUOTA_ORGANIZACION } from './finanzas-pago-organizacion';
export { remesasHandlers, mockRemesas, mockReferenciaRemesa } from './finanzas-remesas';
export { logsHandlers, MOCK_LOG_APLICACION, MOCK_LOG_PETICIONES } from './sistema-logs';
export { auditoriaHandlers, MOCK_AUDITORIA } from './sistema-auditoria';
export { historialHandlers, MOCK_HISTORIAL } from './historial';
export { mantenimientoHandlers, MOCK_MANTENIMIENTO } from './sistema-mantenimiento';
export { MOCK_RESUMEN_DAPCON, panelResumenHandlers } from './panel-resumen';
export { consolidadoMock, MOCK_CONSOLIDADO, mockConsolidado, panelConsolidadoHandlers, resetMockConsolidado } from './panel-consolidado';
export { MOCK_INICIO_CONSULTOR, MOCK_INICIO_EMPRESA, panelInicioHandlers } from './panel-inicio';
export { mockNotificaciones, notificacionesMock, panelNotificacionesHandlers, resetMockNotificaciones } from './panel-notificaciones';
export { MOCK_FORO_URL, mockForo, panelForoHandlers, resetMockForo } from './panel-foro';
export { xlsx, XLSX_TYPE } from './xlsx';
export { sessionToken, ROLE_CLAIMS, type TokenClaims } from './session';
export { http, HttpResponse } from 'msw';
export { delay, requestsWaitingForever, resetWaitingForever } from './delay';

import { resetMockData } from './data';
import { resetMockDapcons } from './dapcon';
import { resetMockRequests } from './handlers';
import { resetMockIdiomas } from './idiomas';
import { resetMockNotificaciones } from './panel-notificaciones';
import { resetMockForo } from './panel-foro';
import { resetMockConsolidado } from './panel-consolidado';

/** Back to the start: the data set as it was and no request received. */
export function resetMocks(): void {
  resetMockData();
  resetMockNotificaciones();
  resetMockForo();
  resetMockConsolidado();
  resetMockDapcons();
  resetMockIdiomas();
  resetMockRequests();
}
