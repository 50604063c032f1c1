/**
 * Every user-facing text the contract fixes, written once. Forms, the API's
 * validation and the tests read them from here.
 *
 * @example
 * v.pipe(v.string(), v.nonEmpty(MSG.documentoObligatorio))
 */
export const MSG = {
  // part 1 §5 — sign-in and recovery
  documentoObligatorio: 'El documento es obligatorio.',
  passwordObligatoria: 'La contraseña es obligatoria.',
  usuarioObligatorio: 'El usuario es obligatorio.',
  // answers of the auth routes (not fixed by the spec; see docs/decisions.md)
  credencialesIncorrectas: 'El usuario o la contraseña no son correctos.',
  sesionIniciada: 'Sesión iniciada correctamente.',
  sesionCerrada: 'Sesión cerrada correctamente.',
  moduloInvalido: 'El módulo de la aplicación no es válido.',
  sinPermiso: 'No tiene permiso para acceder a este recurso.',
  noEncontrado: 'No se ha encontrado el recurso solicitado.',
  datosInvalidos: 'Los datos enviados no son válidos.',
  errorServidor: 'Se ha producido un error en el servidor.',
  // part 1 §8 / part 2 §8
  operacionCorrecta: 'Los datos han sido guardados correctamente',
  sinResultados: 'No es van trobar resultats',
  noSePudoCargar: 'No se pudo cargar la info',

  // Registration, own data (part 1 §5, part 2 §5). Texts the spec gives are its own;
  // the rest (docs/accounts.md) are ours, in the same style.
  documentoNoValido: 'El documento no es válido.',
  documentoYaRegistrado: 'El documento ya está registrado.',
  nifObligatorio: 'El NIF es obligatorio.',
  nifPersonaNoValido: 'El NIF debe ser un DNI o NIE válido.',
  titularNoCorresponde: 'El tipo de titular no corresponde al documento: un DNI o NIE es una persona física; un CIF, una empresa.',
  nombreObligatorio: 'El nombre es obligatorio.',
  apellidosObligatorios: 'Los apellidos son obligatorios.',
  direccionObligatoria: 'La dirección es obligatoria.',
  codigoPostalObligatorio: 'El código postal es obligatorio.',
  codigoPostalCincoDigitos: 'El código postal debe tener 5 dígitos.',
  poblacionObligatoria: 'La población es obligatoria.',
  provinciaObligatoria: 'La provincia es obligatoria.',
  paisObligatorio: 'El país es obligatorio.',
  paisNoValido: 'El país no es válido.',
  correoObligatorio: 'El correo es obligatorio.',
  emailObligatorio: 'El email es obligatorio.',
  correoNoValido: 'El correo no es válido.',
  correoYaRegistrado: 'El correo ya está registrado.',
  telefonoObligatorio: 'El teléfono es obligatorio.',
  cargoObligatorio: 'El cargo es obligatorio.',
  tipoEmpresaObligatorio: 'El Tipo de empresa es obligatorio.',
  tipoEmpresaNoValido: 'El Tipo de empresa no es válido.',
  tamanioEmpresaObligatorio: 'El Tamaño de empresa es obligatorio.',
  tamanioEmpresaNoValido: 'El Tamaño de empresa no corresponde al Tipo de empresa.',
  aceptarVeracidad: 'Ha de aceptar la veracidad de los datos',
  aceptarTerminos: 'Ha de aceptar los términos y condiciones',
  aceptarProteccionDatos: 'Ha de aceptar la protección de datos',
  textoDemasiadoLargo: 'El texto es demasiado largo.',
  valorNoValido: 'El valor no es válido.',
  registroCorrecto: 'El registro se ha realizado correctamente. Ya puede iniciar sesión.',

  // Accreditation documents after registration (part 1 §3, §5)
  documentoAcreditativoObligatorio: 'Es necesario adjuntar el documento acreditativo',
  tipoDocumentoNoValido: 'El tipo de documento no es válido.',
  tokenDocsObligatorio: 'El permiso para adjuntar documentos es obligatorio.',
  tokenDocsNoValido: 'El permiso para adjuntar documentos no es válido.',
  tokenDocsCaducado: 'El plazo para adjuntar documentos tras el registro ha terminado. Puede adjuntarlos desde Mis datos.',
  documentoGuardado: 'El documento se ha guardado correctamente.',

  // Uploads (rules in uploads.ts)
  archivoNoValido: 'El archivo no es válido.',
  logoTipoNoValido: 'El logo debe ser una imagen PNG, JPEG o GIF.',
  logoDemasiadoGrande: 'El logo no puede superar los 2 MB.',
  documentoTipoNoValido: 'El documento debe ser un archivo PDF.',
  documentoDemasiadoGrande: 'El documento no puede superar los 10 MB.',

  // Passwords: registration, recovery, reset, change (part 1 §5, part 2 §5 'Change password')
  passwordMinima: 'La contraseña debe tener al menos 8 caracteres.',
  passwordMaxima: 'La contraseña no puede superar los 128 caracteres.',
  passwordConfirmacionObligatoria: 'La confirmación de la contraseña es obligatoria.',
  passwordsNoCoinciden: 'Las contraseñas no coinciden.',
  passwordAntiguaObligatoria: 'La contraseña antigua es obligatoria.',
  passwordAntiguaIncorrecta: 'La contraseña antigua no es correcta.',
  passwordNuevaObligatoria: 'La contraseña nueva es obligatoria.',
  passwordNuevaIgualAntigua: 'La contraseña nueva debe ser distinta de la antigua.',
  passwordCambiada: 'La contraseña se ha cambiado correctamente.',
  reinicioSolicitado: 'Si los datos son correctos, recibirá un correo con las instrucciones para restablecer la contraseña.',
  enlaceNoValido: 'El enlace para restablecer la contraseña no es válido.',
  enlaceUsado: 'El enlace para restablecer la contraseña ya se ha utilizado. Solicite uno nuevo si lo necesita.',
  enlaceCaducado: 'El enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.',
  passwordRestablecida: 'La contraseña se ha restablecido correctamente. Ya puede iniciar sesión.',
} as const;

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
