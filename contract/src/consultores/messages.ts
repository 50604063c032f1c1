/** The consultants area's messages (spec part 2 §8), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const CONSULTORES_MESSAGES = {
  // part 2 §8: the DAPcon creation modal's consultant check
  consultorValido: { es: 'El Consultor ACV es válido', ca: 'El Consultor ACV és vàlid' },
  consultorNoRegistrado: {
    es: 'Es necesario que el Consultor ACV este registrado para poder dar de alta el DAPcon',
    ca: "Cal que el Consultor ACV estigui registrat per poder donar d'alta el DAPcon",
  },
  // the account actions (part 2 §2.11, §4 'Consultant')
  usuarioActivado: { es: 'Usuario activado correctamente', ca: 'Usuari activat correctament' },
  usuarioDadoDeBaja: { es: 'Usuario dado de baja correctamente', ca: 'Usuari donat de baixa correctament' },
  usuarioDadoDeAlta: { es: 'Usuario dado de alta correctamente', ca: "Usuari donat d'alta correctament" },
  usuarioYaActivo: { es: 'El usuario ya está activo.', ca: "L'usuari ja està actiu." },
  usuarioDeBajaNoActivable: { es: 'El usuario está de baja: dele de alta para que vuelva a entrar.', ca: "L'usuari està de baixa: doneu-lo d'alta perquè torni a entrar." },
  estadoPropioNoModificable: { es: 'No puede dar de baja su propio usuario.', ca: 'No podeu donar de baixa el vostre propi usuari.' },
} as const satisfies Catalogue;

/** The Spanish texts (what routes use). */
export const CONSULTORES_MSG = spanishTexts(CONSULTORES_MESSAGES);
