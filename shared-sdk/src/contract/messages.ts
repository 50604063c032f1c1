/**
 * Every user-facing text the contract fixes, written once per language: one
 * key, its Spanish text (the contract in ES, as the spec writes it) and its
 * Catalan text. Forms, the API's validation and the tests read them from here;
 * schemas carry the Spanish text and `localizeMessage` turns it into the
 * user's language where it is shown (the API for `Accept-Language: ca`, the
 * forms for a Catalan interface).
 */
export const MESSAGES = {
  // part 1 §5 — sign-in and recovery
  documentoObligatorio: { es: 'El documento es obligatorio.', ca: 'El document és obligatori.' },
  passwordObligatoria: { es: 'La contraseña es obligatoria.', ca: 'La contrasenya és obligatòria.' },
  usuarioObligatorio: { es: 'El usuario es obligatorio.', ca: "L'usuari és obligatori." },
  // answers of the auth routes (not fixed by the spec; see docs/decisions.md)
  credencialesIncorrectas: { es: 'El usuario o la contraseña no son correctos.', ca: "L'usuari o la contrasenya no són correctes." },
  sesionIniciada: { es: 'Sesión iniciada correctamente.', ca: 'Sessió iniciada correctament.' },
  sesionCerrada: { es: 'Sesión cerrada correctamente.', ca: 'Sessió tancada correctament.' },
  moduloInvalido: { es: 'El módulo de la aplicación no es válido.', ca: "El mòdul de l'aplicació no és vàlid." },
  sinPermiso: { es: 'No tiene permiso para acceder a este recurso.', ca: 'No teniu permís per accedir a aquest recurs.' },
  noEncontrado: { es: 'No se ha encontrado el recurso solicitado.', ca: "No s'ha trobat el recurs sol·licitat." },
  datosInvalidos: { es: 'Los datos enviados no son válidos.', ca: 'Les dades enviades no són vàlides.' },
  errorServidor: { es: 'Se ha producido un error en el servidor.', ca: "S'ha produït un error al servidor." },
  demasiadosIntentos: { es: 'Demasiados intentos. Vuelva a intentarlo en unos minutos.', ca: "Massa intents. Torneu-ho a provar d'aquí a uns minuts." },
  // part 1 §8 / part 2 §8
  operacionCorrecta: { es: 'Los datos han sido guardados correctamente', ca: "Les dades s'han desat correctament" },
  sinResultados: { es: 'No es van trobar resultats', ca: 'No es van trobar resultats' },
  parametroNoExiste: { es: 'El parámetro no existe.', ca: 'El paràmetre no existeix.' },
  listaParametrosObligatoria: { es: 'La lista de parámetros es obligatoria.', ca: 'La llista de paràmetres és obligatòria.' },
  noSePudoCargar: { es: 'No se pudo cargar la info', ca: "No s'ha pogut carregar la informació" },

  // Registration, own data (part 1 §5, part 2 §5). Texts the spec gives are its own;
  // the rest (docs/accounts.md) are ours, in the same style.
  documentoNoValido: { es: 'El documento no es válido.', ca: 'El document no és vàlid.' },
  documentoYaRegistrado: { es: 'El documento ya está registrado.', ca: 'El document ja està registrat.' },
  nifObligatorio: { es: 'El NIF es obligatorio.', ca: 'El NIF és obligatori.' },
  nifPersonaNoValido: { es: 'El NIF debe ser un DNI o NIE válido.', ca: 'El NIF ha de ser un DNI o NIE vàlid.' },
  titularNoCorresponde: { es: 'El tipo de titular no corresponde al documento: un DNI o NIE es una persona física; un CIF, una empresa.', ca: 'El tipus de titular no correspon al document: un DNI o NIE és una persona física; un CIF, una empresa.' },
  nombreObligatorio: { es: 'El nombre es obligatorio.', ca: 'El nom és obligatori.' },
  apellidosObligatorios: { es: 'Los apellidos son obligatorios.', ca: 'Els cognoms són obligatoris.' },
  direccionObligatoria: { es: 'La dirección es obligatoria.', ca: "L'adreça és obligatòria." },
  codigoPostalObligatorio: { es: 'El código postal es obligatorio.', ca: 'El codi postal és obligatori.' },
  codigoPostalCincoDigitos: { es: 'El código postal debe tener 5 dígitos.', ca: 'El codi postal ha de tenir 5 dígits.' },
  poblacionObligatoria: { es: 'La población es obligatoria.', ca: 'La població és obligatòria.' },
  provinciaObligatoria: { es: 'La provincia es obligatoria.', ca: 'La província és obligatòria.' },
  paisObligatorio: { es: 'El país es obligatorio.', ca: 'El país és obligatori.' },
  paisNoValido: { es: 'El país no es válido.', ca: 'El país no és vàlid.' },
  correoObligatorio: { es: 'El correo es obligatorio.', ca: 'El correu és obligatori.' },
  emailObligatorio: { es: 'El email es obligatorio.', ca: 'El correu electrònic és obligatori.' },
  correoNoValido: { es: 'El correo no es válido.', ca: 'El correu no és vàlid.' },
  correoYaRegistrado: { es: 'El correo ya está registrado.', ca: 'El correu ja està registrat.' },
  telefonoObligatorio: { es: 'El teléfono es obligatorio.', ca: 'El telèfon és obligatori.' },
  cargoObligatorio: { es: 'El cargo es obligatorio.', ca: 'El càrrec és obligatori.' },
  tipoEmpresaObligatorio: { es: 'El Tipo de empresa es obligatorio.', ca: "El tipus d'empresa és obligatori." },
  tipoEmpresaNoValido: { es: 'El Tipo de empresa no es válido.', ca: "El tipus d'empresa no és vàlid." },
  tamanioEmpresaObligatorio: { es: 'El Tamaño de empresa es obligatorio.', ca: "La mida de l'empresa és obligatòria." },
  tamanioEmpresaNoValido: { es: 'El Tamaño de empresa no corresponde al Tipo de empresa.', ca: "La mida de l'empresa no correspon al tipus d'empresa." },
  aceptarVeracidad: { es: 'Ha de aceptar la veracidad de los datos', ca: "Heu d'acceptar la veracitat de les dades" },
  aceptarTerminos: { es: 'Ha de aceptar los términos y condiciones', ca: "Heu d'acceptar els termes i condicions" },
  aceptarProteccionDatos: { es: 'Ha de aceptar la protección de datos', ca: "Heu d'acceptar la protecció de dades" },
  solicitudNoValida: { es: 'La solicitud no es válida.', ca: 'La sol·licitud no és vàlida.' },
  solicitudDemasiadoGrande: { es: 'La solicitud es demasiado grande.', ca: 'La sol·licitud és massa gran.' },
  tipoContenidoNoValido: { es: 'El tipo de contenido de la solicitud no es válido.', ca: 'El tipus de contingut de la sol·licitud no és vàlid.' },
  formularioIncompleto: { es: 'El formulario no ha llegado entero o está mal formado. Vuelva a enviarlo.', ca: "El formulari no ha arribat sencer o no té el format correcte. Torneu-lo a enviar." },
  caracteresNoValidos: { es: 'El texto contiene caracteres no permitidos.', ca: 'El text conté caràcters no permesos.' },
  passwordEnBlanco: { es: 'La contraseña no puede estar formada solo por espacios.', ca: 'La contrasenya no pot contenir només espais.' },
  textoDemasiadoLargo: { es: 'El texto es demasiado largo.', ca: 'El text és massa llarg.' },
  valorNoValido: { es: 'El valor no es válido.', ca: 'El valor no és vàlid.' },
  registroCorrecto: { es: 'El registro se ha realizado correctamente. Ya puede iniciar sesión.', ca: "El registre s'ha fet correctament. Ja podeu iniciar sessió." },

  // Accreditation documents after registration (part 1 §3, §5)
  documentoAcreditativoObligatorio: { es: 'Es necesario adjuntar el documento acreditativo', ca: 'Cal adjuntar el document acreditatiu' },
  tipoDocumentoNoValido: { es: 'El tipo de documento no es válido.', ca: 'El tipus de document no és vàlid.' },
  tokenDocsObligatorio: { es: 'El permiso para adjuntar documentos es obligatorio.', ca: 'El permís per adjuntar documents és obligatori.' },
  tokenDocsNoValido: { es: 'El permiso para adjuntar documentos no es válido.', ca: 'El permís per adjuntar documents no és vàlid.' },
  tokenDocsCaducado: { es: 'El plazo para adjuntar documentos tras el registro ha terminado. Puede adjuntarlos desde Mis datos.', ca: 'El termini per adjuntar documents després del registre ha acabat. Els podeu adjuntar des de Les meves dades.' },
  documentoGuardado: { es: 'El documento se ha guardado correctamente.', ca: "El document s'ha desat correctament." },

  // Uploads (rules in uploads.ts)
  archivoNoValido: { es: 'El archivo no es válido.', ca: 'El fitxer no és vàlid.' },
  logoTipoNoValido: { es: 'El logo debe ser una imagen PNG, JPEG o GIF.', ca: 'El logotip ha de ser una imatge PNG, JPEG o GIF.' },
  logoDemasiadoGrande: { es: 'El logo no puede superar los 2 MB.', ca: 'El logotip no pot superar els 2 MB.' },
  documentoTipoNoValido: { es: 'El documento debe ser un archivo PDF.', ca: 'El document ha de ser un fitxer PDF.' },
  documentoDemasiadoGrande: { es: 'El documento no puede superar los 10 MB.', ca: 'El document no pot superar els 10 MB.' },

  // Passwords: registration, recovery, reset, change (part 1 §5, part 2 §5 'Change password')
  passwordMinima: { es: 'La contraseña debe tener al menos 8 caracteres.', ca: 'La contrasenya ha de tenir almenys 8 caràcters.' },
  passwordMaxima: { es: 'La contraseña no puede superar los 128 caracteres.', ca: 'La contrasenya no pot superar els 128 caràcters.' },
  passwordConfirmacionObligatoria: { es: 'La confirmación de la contraseña es obligatoria.', ca: 'La confirmació de la contrasenya és obligatòria.' },
  passwordsNoCoinciden: { es: 'Las contraseñas no coinciden.', ca: 'Les contrasenyes no coincideixen.' },
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
} as const satisfies Record<string, { es: string; ca: string }>;

/**
 * A key of the contract's messages.
 *
 * @example
 * const key: MessageKey = 'documentoObligatorio';
 */
export type MessageKey = keyof typeof MESSAGES;

/**
 * The languages the contract's messages are written in.
 *
 * @example
 * localizeMessage(MSG.documentoObligatorio, 'ca' satisfies MessageLang)
 */
export type MessageLang = 'es' | 'ca';

/**
 * The contract's messages in Spanish, by key: what schemas and routes use.
 *
 * @example
 * v.pipe(v.string(), v.nonEmpty(MSG.documentoObligatorio))
 */
export const MSG = Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [key, text.es])) as {
  readonly [K in MessageKey]: (typeof MESSAGES)[K]['es'];
};

const CATALAN_BY_SPANISH = new Map<string, string>(Object.values(MESSAGES).map((text) => [text.es, text.ca]));

/**
 * A contract message in the given language. Texts that are not contract
 * messages (a person's name, the five session errors, which the spec writes
 * in Catalan) come back unchanged.
 *
 * @example
 * localizeMessage('El documento es obligatorio.', 'ca') // 'El document és obligatori.'
 * localizeMessage('La sessió no existeix', 'es') // 'La sessió no existeix'
 */
export function localizeMessage(text: string, lang: MessageLang): string {
  return lang === 'ca' ? (CATALAN_BY_SPANISH.get(text) ?? text) : text;
}

/**
 * The five session failures of spec part 1 §8. The server answers them with
 * status 401 and `{ status: 'Error', message }`; the client logs out on any of them.
 */
export const SESSION_ERRORS = {
  expirado: 'El token ha expirat',
  sinToken: "No s'ha trobat el token",
  sesionInexistente: 'La sessió no existeix',
  tokenInvalido: 'El token és invàlid',
  noAutorizado: 'No autoritzat',
} as const;

export type SessionErrorMessage = (typeof SESSION_ERRORS)[keyof typeof SESSION_ERRORS];

export const SESSION_ERROR_MESSAGES: readonly string[] = Object.values(SESSION_ERRORS);

/** True when an API message is one of the session failures that end the session in the browser. */
export function isSessionError(message: unknown): message is SessionErrorMessage {
  return typeof message === 'string' && SESSION_ERROR_MESSAGES.includes(message);
}
