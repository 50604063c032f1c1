/** The finance area's messages of its commissions slice (spec part 2 §2.8, §5, §8; docs/finanzas.md 'Commissions'), in both languages. */
import type { Catalogue } from '../core/messages';

export const COMISIONES_MESSAGES = {
  // part 2 §5 'Commission agent assignment'
  comisionistaObligatorio: { es: 'Ingrese un Comisionista', ca: 'Introduïu un Comissionista' },
  tipoComisionObligatorio: { es: 'Ingrese un tipo de comisión', ca: 'Introduïu un tipus de comissió' },
  // part 2 §2.8 and §8's confirmations
  sinComisionista: { es: 'No se ha definido ningún consultor', ca: "No s'ha definit cap consultor" },
  confirmarSincronizar: { es: '¿Realmente desea sincronizar este REMA?', ca: 'Realment voleu sincronitzar aquest REMA?' },
  confirmarEliminarComision: { es: '¿Realmente desea eliminar esta Comisión?', ca: 'Realment voleu eliminar aquesta Comissió?' },
  // ours: checks only the server can make, and the answers
  comisionistaNoValido: { es: 'El consultor no existe o no es comisionista.', ca: 'El consultor no existeix o no és comissionista.' },
  tipoComisionNoValido: { es: 'El tipo de comisión no es válido.', ca: 'El tipus de comissió no és vàlid.' },
  comisionNoExiste: { es: 'La comisión no existe.', ca: 'La comissió no existeix.' },
  comisionPagadaNoSeElimina: { es: 'Una comisión pagada no se puede eliminar.', ca: 'Una comissió pagada no es pot eliminar.' },
  comisionesYaPagadas: { es: 'Alguna de las comisiones elegidas ya está pagada.', ca: 'Alguna de les comissions triades ja està pagada.' },
  comisionesNoExisten: { es: 'Alguna de las comisiones elegidas no existe.', ca: 'Alguna de les comissions triades no existeix.' },
  comisionesObligatorias: { es: 'Seleccione al menos una comisión.', ca: 'Seleccioneu almenys una comissió.' },
  demasiadasComisiones: { es: 'Se pueden elegir como máximo 500 comisiones a la vez.', ca: 'Es poden triar com a màxim 500 comissions alhora.' },
  pagadasYNoPagadas: { es: 'Elija pagadas o no pagadas, no ambas.', ca: 'Trieu pagades o no pagades, no totes dues.' },
  fechasInvertidas: { es: 'La fecha desde no puede ser posterior a la fecha hasta.', ca: 'La data des de no pot ser posterior a la data fins a.' },
  empresaConvenioSinComisiones: { es: 'Una empresa de un convenio no tiene comisiones.', ca: "Una empresa d'un conveni no té comissions." },
  porcentajeNoValido: { es: 'El porcentaje ha de estar entre 0 y 100.', ca: 'El percentatge ha de ser entre 0 i 100.' },
  comisionistaDefinido: { es: 'Comisionista definido correctamente', ca: 'Comissionista definit correctament' },
  comisionesSincronizadas: { es: 'Comisiones sincronizadas correctamente', ca: 'Comissions sincronitzades correctament' },
  comisionActualizada: { es: 'Comisión actualizada correctamente', ca: 'Comissió actualitzada correctament' },
  comisionesPagadas: { es: 'Comisiones pagadas correctamente', ca: 'Comissions pagades correctament' },
  comisionEliminada: { es: 'Comisión eliminada correctamente', ca: 'Comissió eliminada correctament' },
} as const satisfies Catalogue;
