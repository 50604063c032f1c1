/** The consultants area's messages (spec part 2 §8), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const CONSULTORES_MESSAGES = {
  // part 2 §8: the DAPcon creation modal's consultant check
  consultorValido: { es: 'El Consultor ACV es válido', ca: 'El Consultor ACV és vàlid' },
  consultorNoRegistrado: {
    es: 'Es necesario que el Consultor ACV este registrado para poder dar de alta el DAPcon',
    ca: "Cal que el Consultor ACV estigui registrat per poder donar d'alta el DAPcon",
  },
} as const satisfies Catalogue;

/** The Spanish texts (what routes use). */
export const CONSULTORES_MSG = spanishTexts(CONSULTORES_MESSAGES);
