/**
 * The companies area's messages (spec part 2 §4, §5, §8), in both languages. Texts the spec
 * gives are its own; the rest are ours, in the same style.
 */
import { spanishTexts, type Catalogue } from '../core/messages';

export const EMPRESAS_MESSAGES = {
  // part 2 §5
  fechaAltaObligatoria: { es: 'La fecha de alta es obligatoria', ca: "La data d'alta és obligatòria" },
  // ours: the baja modal (part 2 §2.5: date and observations)
  fechaBajaObligatoria: { es: 'La fecha de baja es obligatoria', ca: 'La data de baixa és obligatòria' },
  // part 2 §2.5
  empresaDadaDeBaja: { es: 'Empresa dada de baja', ca: 'Empresa donada de baixa' },
  empresaDadaDeAlta: { es: 'Empresa dada de alta', ca: "Empresa donada d'alta" },
  yaDeBaja: { es: 'La empresa ya está dada de baja.', ca: "L'empresa ja està donada de baixa." },
  yaDeAlta: { es: 'La empresa ya está dada de alta.', ca: "L'empresa ja està donada d'alta." },
  // part 2 §5 (delete confirmation) and ours (the answer, the refusal)
  confirmarBorrado: { es: 'Realmente desea borrar esta empresa', ca: 'Realment voleu esborrar aquesta empresa' },
  empresaEliminada: { es: 'La empresa ha sido eliminada.', ca: "L'empresa s'ha eliminat." },
  empresaConHistorial: {
    es: 'La empresa tiene DAPcons o pagos registrados y no se puede borrar. Puede darla de baja.',
    ca: "L'empresa té DAPcons o pagaments registrats i no es pot esborrar. La podeu donar de baixa.",
  },
  // ours: checks only the server can make
  convenioNoValido: { es: 'El convenio no es válido.', ca: 'El conveni no és vàlid.' },
  sinDocumento: { es: 'La empresa no tiene este documento.', ca: "L'empresa no té aquest document." },
  sinLogo: { es: 'La empresa no tiene logo.', ca: "L'empresa no té logotip." },
  documentoEliminado: { es: 'El documento se ha quitado.', ca: "S'ha tret el document." },
  // ours: PATCH /organizaciones (part 2 §7.3, fee exemption)
  exencionActualizada: { es: 'Se ha actualizado la exención de la cuota anual.', ca: "S'ha actualitzat l'exempció de la quota anual." },
  recordatoriosCuotaActivados: { es: 'Recibirá los recordatorios de la cuota anual pendiente.', ca: 'Rebreu els recordatoris de la quota anual pendent.' },
  recordatoriosCuotaDesactivados: { es: 'Ya no recibirá los recordatorios de la cuota anual pendiente.', ca: 'Ja no rebreu els recordatoris de la quota anual pendent.' },
  // impersonation (part 2 §2.5 'Iniciar Sesión')
  empresaDeBajaSinSesion: {
    es: 'La empresa está dada de baja: no se puede iniciar sesión como ella.',
    ca: "L'empresa està donada de baixa: no s'hi pot iniciar sessió.",
  },
  sesionComoEmpresa: { es: 'Sesión iniciada como la empresa.', ca: "Sessió iniciada com l'empresa." },
  sesionRecuperada: { es: 'Ha vuelto a su sesión.', ca: 'Heu tornat a la vostra sessió.' },
  sinSuplantacion: { es: 'Esta sesión no se inició desde la administración.', ca: "Aquesta sessió no es va iniciar des de l'administració." },
} as const satisfies Catalogue;

/** The Spanish texts (what schemas and routes use). */
export const EMPRESAS_MSG = spanishTexts(EMPRESAS_MESSAGES);
