/**
 * The messages of sign-in, registration and passwords (spec part 1 §5, part 2 §5). Texts the
 * spec gives are its own; the rest (docs/accounts.md) are ours, in the same style.
 */
import { spanishTexts, type Catalogue } from '../core/messages';

export const AUTH_MESSAGES = {
  // sign-in and recovery (part 1 §5) and the answers of the auth routes (docs/decisions.md)
  usuarioObligatorio: { es: 'El usuario es obligatorio.', ca: "L'usuari és obligatori." },
  credencialesIncorrectas: { es: 'El usuario o la contraseña no son correctos.', ca: "L'usuari o la contrasenya no són correctes." },
  sesionIniciada: { es: 'Sesión iniciada correctamente.', ca: 'Sessió iniciada correctament.' },
  sesionCerrada: { es: 'Sesión cerrada correctamente.', ca: 'Sessió tancada correctament.' },

  // registration
  documentoYaRegistrado: { es: 'El documento ya está registrado.', ca: 'El document ja està registrat.' },
  correoYaRegistrado: { es: 'El correo ya está registrado.', ca: 'El correu ja està registrat.' },
  titularNoCorresponde: { es: 'El tipo de titular no corresponde al documento: un DNI o NIE es una persona física; un CIF, una empresa.', ca: 'El tipus de titular no correspon al document: un DNI o NIE és una persona física; un CIF, una empresa.' },
  tipoEmpresaNoValido: { es: 'El Tipo de empresa no es válido.', ca: "El tipus d'empresa no és vàlid." },
  tamanioEmpresaNoValido: { es: 'El Tamaño de empresa no corresponde al Tipo de empresa.', ca: "La mida de l'empresa no correspon al tipus d'empresa." },
  aceptarVeracidad: { es: 'Ha de aceptar la veracidad de los datos', ca: "Heu d'acceptar la veracitat de les dades" },
  aceptarTerminos: { es: 'Ha de aceptar los términos y condiciones', ca: "Heu d'acceptar els termes i condicions" },
  aceptarProteccionDatos: { es: 'Ha de aceptar la protección de datos', ca: "Heu d'acceptar la protecció de dades" },
  registroCorrecto: { es: 'El registro se ha realizado correctamente. Ya puede iniciar sesión.', ca: "El registre s'ha fet correctament. Ja podeu iniciar sessió." },

  // accreditation documents after registration (part 1 §3, §5)
  documentoAcreditativoObligatorio: { es: 'Es necesario adjuntar el documento acreditativo', ca: 'Cal adjuntar el document acreditatiu' },
  tipoDocumentoNoValido: { es: 'El tipo de documento no es válido.', ca: 'El tipus de document no és vàlid.' },
  tokenDocsObligatorio: { es: 'El permiso para adjuntar documentos es obligatorio.', ca: 'El permís per adjuntar documents és obligatori.' },
  tokenDocsNoValido: { es: 'El permiso para adjuntar documentos no es válido.', ca: 'El permís per adjuntar documents no és vàlid.' },
  tokenDocsCaducado: { es: 'El plazo para adjuntar documentos tras el registro ha terminado. Puede adjuntarlos desde Mis datos.', ca: 'El termini per adjuntar documents després del registre ha acabat. Els podeu adjuntar des de Les meves dades.' },
  documentoGuardado: { es: 'El documento se ha guardado correctamente.', ca: "El document s'ha desat correctament." },

  // recovery, reset and change of a password (part 1 §5, part 2 §5 'Change password')
  passwordAntiguaObligatoria: { es: 'La contraseña antigua es obligatoria.', ca: 'La contrasenya actual és obligatòria.' },
  passwordAntiguaIncorrecta: { es: 'La contraseña antigua no es correcta.', ca: 'La contrasenya actual no és correcta.' },
  passwordNuevaObligatoria: { es: 'La contraseña nueva es obligatoria.', ca: 'La contrasenya nova és obligatòria.' },
  passwordNuevaIgualAntigua: { es: 'La contraseña nueva debe ser distinta de la antigua.', ca: "La contrasenya nova ha de ser diferent de l'actual." },
  passwordCambiada: { es: 'La contraseña se ha cambiado correctamente.', ca: "La contrasenya s'ha canviat correctament." },
  reinicioSolicitado: { es: 'Si los datos son correctos, recibirá un correo con las instrucciones para restablecer la contraseña.', ca: 'Si les dades són correctes, rebreu un correu amb les instruccions per restablir la contrasenya.' },
  enlaceNoValido: { es: 'El enlace para restablecer la contraseña no es válido.', ca: "L'enllaç per restablir la contrasenya no és vàlid." },
  enlaceUsado: { es: 'El enlace para restablecer la contraseña ya se ha utilizado. Solicite uno nuevo si lo necesita.', ca: "L'enllaç per restablir la contrasenya ja s'ha utilitzat. Sol·liciteu-ne un de nou si el necessiteu." },
  enlaceCaducado: { es: 'El enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.', ca: "L'enllaç per restablir la contrasenya ha caducat. Sol·liciteu-ne un de nou." },
  passwordRestablecida: { es: 'La contraseña se ha restablecido correctamente. Ya puede iniciar sesión.', ca: "La contrasenya s'ha restablert correctament. Ja podeu iniciar sessió." },
} as const satisfies Catalogue;

/**
 * The auth messages in Spanish, by key.
 *
 * @example
 * throw new ValidationError({ old_password: [AUTH_MSG.passwordAntiguaIncorrecta] });
 */
export const AUTH_MSG = spanishTexts(AUTH_MESSAGES);
