// The mock API's RCP families (the parameter folder `familias_rcp`, as the API's seed
// api/src/areas/rcp/data/familias.ts): what the RCP modal offers and the list's 'material'.
import type { Bilingual } from './data';

/** The families, in the folder's order. */
export const MOCK_FAMILIAS_RCP: ReadonlyArray<{ id: string; texto: Bilingual }> = [
  { id: 'fam_rcp_general', texto: { es: 'Productos de construcción en general', ca: 'Productes de construcció en general' } },
  { id: 'fam_rcp_ceramica', texto: { es: 'Cerámica', ca: 'Ceràmica' } },
  { id: 'fam_rcp_cemento', texto: { es: 'Cemento y cal', ca: 'Ciment i calç' } },
  { id: 'fam_rcp_hormigon', texto: { es: 'Hormigón', ca: 'Formigó' } },
  { id: 'fam_rcp_aislante', texto: { es: 'Aislantes', ca: 'Aïllants' } },
  { id: 'fam_rcp_vidrio', texto: { es: 'Vidrio', ca: 'Vidre' } },
  { id: 'fam_rcp_piedra', texto: { es: 'Piedra natural', ca: 'Pedra natural' } },
];
