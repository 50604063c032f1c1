/**
 * The RCP families of the seed (`familia_rcp`, spec part 2 §3): the options of the parameter folder
 * `familias_rcp`, in Spanish and Catalan. Their names are the RCP list's 'material' column.
 */
import { CARPETA_FAMILIAS_RCP } from '@dapcon/contract';

/** The folder's texts, and what the association administrator may do with it (2: edit). */
export const CARPETA_FAMILIAS = { id: CARPETA_FAMILIAS_RCP, es: 'Familias de RCP', ca: "Famílies d'RCP", permiso: 2 } as const;

/** After the reference lists' folders (LISTAS) in the tree's root. */
export const CARPETA_FAMILIAS_ORDEN = 50;

/** The families, in the folder's order. */
export const FAMILIAS_RCP = [
  { id: 'fam_rcp_general', es: 'Productos de construcción en general', ca: 'Productes de construcció en general' },
  { id: 'fam_rcp_ceramica', es: 'Cerámica', ca: 'Ceràmica' },
  { id: 'fam_rcp_cemento', es: 'Cemento y cal', ca: 'Ciment i calç' },
  { id: 'fam_rcp_hormigon', es: 'Hormigón', ca: 'Formigó' },
  { id: 'fam_rcp_mortero', es: 'Morteros', ca: 'Morters' },
  { id: 'fam_rcp_aislante', es: 'Aislantes', ca: 'Aïllants' },
  { id: 'fam_rcp_vidrio', es: 'Vidrio', ca: 'Vidre' },
  { id: 'fam_rcp_metal', es: 'Metales', ca: 'Metalls' },
  { id: 'fam_rcp_madera', es: 'Madera', ca: 'Fusta' },
  { id: 'fam_rcp_plastico', es: 'Plásticos', ca: 'Plàstics' },
  { id: 'fam_rcp_piedra', es: 'Piedra natural', ca: 'Pedra natural' },
  { id: 'fam_rcp_aridos', es: 'Áridos', ca: 'Àrids' },
  { id: 'fam_rcp_yeso', es: 'Yeso', ca: 'Guix' },
  { id: 'fam_rcp_pintura', es: 'Pinturas y recubrimientos', ca: 'Pintures i recobriments' },
] as const;

export type FamiliaRcpId = (typeof FAMILIAS_RCP)[number]['id'];
