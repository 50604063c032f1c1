/** The DAPcon area's messages (spec part 2 §5, §8; docs/dapcon-lifecycle.md), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const DAPCON_MESSAGES = {
  // part 2 §5: the creation modal (its name and truthfulness messages are MSG.nombreObligatorio, AUTH_MSG.aceptarVeracidad)
  rcpObligatorio: { es: 'El RCP es obligatorio.', ca: "L'RCP és obligatori." },
  verificadorObligatorio: { es: 'El verificador es obligatorio.', ca: 'El verificador és obligatori.' },
  nifConsultorObligatorio: { es: 'El nif es obligatorio.', ca: 'El NIF és obligatori.' },
  // ours: checks only the server can make, and the answers
  rcpNoValido: { es: 'El RCP no es válido o no está vigente.', ca: "L'RCP no és vàlid o no és vigent." },
  verificadorNoValido: { es: 'El verificador no es válido.', ca: 'El verificador no és vàlid.' },
  verificadorEsConsultor: {
    es: 'El verificador no puede ser el Consultor ACV de la misma DAPcon.',
    ca: 'El verificador no pot ser el Consultor ACV de la mateixa DAPcon.',
  },
  idiomasObligatorios: { es: 'Seleccione al menos un idioma de publicación.', ca: 'Seleccioneu almenys un idioma de publicació.' },
  idiomaPrincipalObligatorio: { es: 'El idioma 1 se publica siempre.', ca: "L'idioma 1 es publica sempre." },
  idiomaNoValido: { es: 'El idioma no es válido.', ca: "L'idioma no és vàlid." },
  empresaObligatoria: { es: 'Seleccione la empresa de la DAPcon.', ca: "Seleccioneu l'empresa de la DAPcon." },
  empresaDeBaja: { es: 'La empresa está dada de baja.', ca: "L'empresa està donada de baixa." },
  dapconCreada: { es: 'DAPcon creada', ca: 'DAPcon creada' },
} as const satisfies Catalogue;

/** The Spanish texts (what schemas and routes use). */
export const DAPCON_MSG = spanishTexts(DAPCON_MESSAGES);
