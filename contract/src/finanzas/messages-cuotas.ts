/** The finance area's messages of its cuotas slice (spec part 2 §5, §8; docs/finanzas.md 'Annual fees'), in both languages. */
import type { Catalogue } from '../core/messages';

export const CUOTAS_MESSAGES = {
  // part 2 §5 'Fee payment': org_id, year and pagado say MSG.campoObligatorio; importe's text is the
  // spec's own ('Ingrese una observación', as the contract writes it), said when no amount is given
  // and the company's size has no active tariff to take it from.
  importeCuotaObligatorio: { es: 'Ingrese una observación', ca: 'Introduïu una observació' },
  tipoCuotaObligatorio: { es: 'Seleccione el tipo', ca: 'Seleccioneu el tipus' },
  // ours: checks only the server can make, and the answers
  pagoFuturo: { es: 'La fecha de pago no puede ser posterior a hoy.', ca: 'La data de pagament no pot ser posterior a avui.' },
  pagoAnteriorA2000: { es: 'La fecha de pago no puede ser anterior al año 2000.', ca: "La data de pagament no pot ser anterior a l'any 2000." },
  metodoPagoNoValido: { es: 'El método de pago no es válido.', ca: 'El mètode de pagament no és vàlid.' },
  cuotasObligatorias: { es: 'Indique al menos una cuota.', ca: 'Indiqueu almenys una quota.' },
  demasiadasCuotas: { es: 'Se pueden registrar como máximo 500 cuotas a la vez.', ca: 'Es poden registrar com a màxim 500 quotes alhora.' },
  cuotaRepetida: { es: 'La misma empresa y año aparecen más de una vez.', ca: "La mateixa empresa i any apareixen més d'una vegada." },
  cuotaYaPagada: { es: 'La cuota de este año ya está pagada para esta empresa.', ca: "La quota d'aquest any ja està pagada per a aquesta empresa." },
  empresaNoExiste: { es: 'La empresa no existe.', ca: "L'empresa no existeix." },
  cuotaNoExiste: { es: 'No hay ninguna cuota de esta empresa en ese año.', ca: "No hi ha cap quota d'aquesta empresa en aquest any." },
  pagoRegistrado: { es: 'Pago registrado correctamente', ca: 'Pagament registrat correctament' },
  pagosRegistrados: { es: 'Pagos registrados correctamente', ca: 'Pagaments registrats correctament' },
  pagoEliminado: { es: 'Pago eliminado correctamente', ca: 'Pagament eliminat correctament' },
} as const satisfies Catalogue;
