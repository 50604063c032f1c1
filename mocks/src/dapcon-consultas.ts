// The mock API's lookups of the DAPcon creation modal: the RCP select, the verifiers and the
// consultant check, over a small bilingual data set shaped as the API's seed. Fixtures only: the
// verifiers as the fixture lists them, the check a registered consultant for any NIF. Which verifiers
// and in what order, and which NIF is a registered consultant (the 404 for any other), are the API's
// (api/test/areas/consultores/consultores.test.ts; the modal in DapconAcciones.api.test.tsx). A test
// or a story that shows the 404 gives it itself.
import { CONSULTORES_MSG, consultorPorNif, verificadores, type ConsultorReferencia } from '@dapcon/contract/consultores';
import { rcps, type RcpOpcion } from '@dapcon/contract/rcp';
import type { Bilingual } from './data';
import { mockEndpoint, mockAnswer } from './handlers';

/** An RCP of the mock data set. */
export interface MockRcp {
  rcp_id: number;
  rcp_equivalencia: string;
  rcp_nombre: Bilingual;
  codigo_para_codificacion_dapcon: string | null;
  vigente: boolean;
  anulada: boolean;
}

/** The RCPs: in force, one superseded version, one annulled (never listed). */
export const MOCK_RCPS: readonly MockRcp[] = [
  { rcp_id: 1, rcp_equivalencia: 'RCP 100', rcp_nombre: { es: 'Productos de construcción en general', ca: 'Productes de construcció en general' }, codigo_para_codificacion_dapcon: '100', vigente: true, anulada: false },
  { rcp_id: 2, rcp_equivalencia: 'RCP 100', rcp_nombre: { es: 'Productos de construcción en general', ca: 'Productes de construcció en general' }, codigo_para_codificacion_dapcon: '100', vigente: false, anulada: false },
  { rcp_id: 3, rcp_equivalencia: 'RCP 001', rcp_nombre: { es: 'Baldosas cerámicas', ca: 'Rajoles ceràmiques' }, codigo_para_codificacion_dapcon: '001', vigente: true, anulada: false },
  { rcp_id: 5, rcp_equivalencia: 'RCP 002', rcp_nombre: { es: 'Cementos y cales', ca: 'Ciments i calçs' }, codigo_para_codificacion_dapcon: '002', vigente: true, anulada: false },
  { rcp_id: 6, rcp_equivalencia: 'RCP 003', rcp_nombre: { es: 'Hormigón y prefabricados de hormigón', ca: 'Formigó i prefabricats de formigó' }, codigo_para_codificacion_dapcon: '003', vigente: true, anulada: false },
  { rcp_id: 9, rcp_equivalencia: 'RCP 006', rcp_nombre: { es: 'Productos aislantes térmicos', ca: 'Productes aïllants tèrmics' }, codigo_para_codificacion_dapcon: '006', vigente: true, anulada: false },
  { rcp_id: 17, rcp_equivalencia: 'RCP 013', rcp_nombre: { es: 'Revestimientos de piedra natural', ca: 'Revestiments de pedra natural' }, codigo_para_codificacion_dapcon: '013', vigente: true, anulada: true },
];

/** The registered, active consultants (the demo ones, the first the consultant check answers); `verificador` marks the verifiers. */
export const MOCK_CONSULTORES: ReadonlyArray<ConsultorReferencia & { verificador: boolean }> = [
  { consultor_nif: '47815236F', consultor_nombre: 'Laura', consultor_apellidos: 'Martínez Soler', verificador: false },
  { consultor_nif: '43091827Q', consultor_nombre: 'Marc', consultor_apellidos: 'Riera Bosch', verificador: false },
  { consultor_nif: '39284756C', consultor_nombre: 'Elena', consultor_apellidos: 'Navarro Roca', verificador: true },
  { consultor_nif: '52147896L', consultor_nombre: 'Pau', consultor_apellidos: 'Ferrer Vidal', verificador: true },
];

const referencia = ({ consultor_nif, consultor_nombre, consultor_apellidos }: ConsultorReferencia): ConsultorReferencia => ({
  consultor_nif,
  consultor_nombre,
  consultor_apellidos,
});

/**
 * The RCP select's options (GET /rcp): the fixture's RCPs but the annulled one (it is there for /RCPs),
 * the superseded RCP 100 among them, in the fixture's order, whatever is asked. Which RCPs a query
 * selects (in force unless `novigentes`) and their order are the API's (api/test/areas/rcp/rcp.test.ts,
 * and the creation modal in DapconAcciones.api.test.tsx).
 */
export const MOCK_RCP_OPCIONES: readonly MockRcp[] = MOCK_RCPS.filter((r) => !r.anulada);

/** The default answers of the creation modal's lookups. */
export const dapconConsultasHandlers = [
  mockEndpoint(rcps, ({ lang }): RcpOpcion[] =>
    MOCK_RCP_OPCIONES.map(({ rcp_id, rcp_equivalencia, rcp_nombre, codigo_para_codificacion_dapcon, vigente }) => ({
      rcp_id,
      rcp_equivalencia,
      rcp_nombre: rcp_nombre[lang],
      codigo_para_codificacion_dapcon,
      vigente,
    })),
  ),
  mockEndpoint(verificadores, () => MOCK_CONSULTORES.filter((c) => c.verificador).map(referencia)),
  mockEndpoint(consultorPorNif, () => mockAnswer(referencia(MOCK_CONSULTORES[0] as ConsultorReferencia), { message: CONSULTORES_MSG.consultorValido })),
];
