/** The dashboard's messages (spec part 1 §5 'Renewal', 'Payment date'; docs/home.md step 1), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const PANEL_MESSAGES = {
  // part 1 §5, as the spec writes them ('Ingrese una año' included)
  panelFechaObligatoria: { es: 'Ingrese una fecha', ca: 'Introduïu una data' },
  panelImporteObligatorio: { es: 'Ingrese un importe', ca: 'Introduïu un import' },
  panelAnyoObligatorio: { es: 'Ingrese una año', ca: 'Introduïu un any' },
  panelTipoEmpresaObligatorio: { es: 'Seleccione un tipo de empresa', ca: "Seleccioneu un tipus d'empresa" },
  panelTamanioEmpresaObligatorio: { es: 'Seleccione un tamaño de empresa', ca: "Seleccioneu una mida d'empresa" },
  // ours
  panelFechaRenovacionFueraDeRango: {
    es: 'La fecha de renovación ha de estar entre el 01/01/2000 y hoy.',
    ca: "La data de renovació ha d'estar entre l'01/01/2000 i avui.",
  },
  panelSinTransferencia: {
    es: 'Esta empresa no tiene ninguna cuota pendiente por transferencia.',
    ca: 'Aquesta empresa no té cap quota pendent per transferència.',
  },
  panelEmpresaSinCuota: {
    es: 'Esta empresa no paga cuota: está exenta, es de un convenio o está de baja.',
    ca: "Aquesta empresa no paga quota: n'està exempta, és d'un conveni o està de baixa.",
  },
  panelCuotaYaExiste: {
    es: 'La empresa ya tiene la cuota de ese año.',
    ca: "L'empresa ja té la quota d'aquest any.",
  },
  panelDapconSinPagoPendiente: {
    es: 'Esta DAPcon no tiene ningún pago pendiente.',
    ca: 'Aquesta DAPcon no té cap pagament pendent.',
  },
} as const satisfies Catalogue;

/** The Spanish texts (what schemas and routes use). */
export const PANEL_MSG = spanishTexts(PANEL_MESSAGES);
