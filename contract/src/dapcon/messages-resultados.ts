/** The results table's messages (resultados.ts), in both languages; part of DAPCON_MESSAGES. */
import { spanishTexts, type Catalogue } from '../core/messages';

/** The messages of the results table, in both languages. `{…}` are filled in the reader's language by the API (`mensajeResultados`). */
export const RESULTADOS_MESSAGES = {
  tablaObligatoria: { es: 'Seleccione el archivo de resultados.', ca: 'Seleccioneu el fitxer de resultats.' },
  tablaIlegible: { es: 'No se puede leer el archivo: descargue la plantilla y rellénela.', ca: 'No es pot llegir el fitxer: descarregueu la plantilla i empleneu-la.' },
  cabeceraFalta: { es: 'Falta «{campo}» en la cabecera de la plantilla.', ca: 'Falta «{campo}» a la capçalera de la plantilla.' },
  cabeceraNoValida: { es: '«{campo}»: «{valor}» no es válido ({esperado}).', ca: '«{campo}»: «{valor}» no és vàlid ({esperado}).' },
  columnasNoValidas: {
    es: 'La fila de encabezado de la tabla debe ser la de la plantilla: indicador; unidad; A1-A3 … D.',
    ca: "La fila d'encapçalament de la taula ha de ser la de la plantilla: indicador; unidad; A1-A3 … D.",
  },
  indicadorDesconocido: { es: 'Fila {fila}: el indicador «{valor}» no es de la plantilla.', ca: 'Fila {fila}: l’indicador «{valor}» no és de la plantilla.' },
  indicadorRepetido: { es: 'Fila {fila}: el indicador «{valor}» está repetido.', ca: 'Fila {fila}: l’indicador «{valor}» està repetit.' },
  indicadorFalta: { es: 'Falta la fila del indicador «{valor}».', ca: 'Falta la fila de l’indicador «{valor}».' },
  unidadNoCoincide: { es: 'Fila {fila} ({indicador}): la unidad debe ser «{unidad}».', ca: 'Fila {fila} ({indicador}): la unitat ha de ser «{unidad}».' },
  celdaNoValida: {
    es: 'Fila {fila} ({indicador}), módulo {modulo}: «{valor}» no es un número, ND ni MND.',
    ca: 'Fila {fila} ({indicador}), mòdul {modulo}: «{valor}» no és un número, ND ni MND.',
  },
  moduloObligatorio: {
    es: 'Fila {fila} ({indicador}): el módulo {modulo} es obligatorio en EN 15804+A2 (un número o ND).',
    ca: 'Fila {fila} ({indicador}): el mòdul {modulo} és obligatori a EN 15804+A2 (un número o ND).',
  },
  masErrores: { es: 'Y {n} errores más.', ca: 'I {n} errors més.' },
  // The header's expected values, named in `cabeceraNoValida`.
  esperadoCantidad: { es: 'una cantidad mayor que 0 y una unidad: kg, m, m2, m3 o unit', ca: 'una quantitat més gran que 0 i una unitat: kg, m, m2, m3 o unit' },
  esperadoMasa: { es: 'kilos mayores que 0, o vacío', ca: 'quilos més grans que 0, o buit' },
  esperadoAnio: { es: 'un año entre 1990 y el próximo', ca: 'un any entre 1990 i el vinent' },
  esperadoMetodo: { es: 'el método EF 3.1 o EF 3.0', ca: 'el mètode EF 3.1 o EF 3.0' },
} as const satisfies Catalogue;
export const RESULTADOS_MSG = spanishTexts(RESULTADOS_MESSAGES);
