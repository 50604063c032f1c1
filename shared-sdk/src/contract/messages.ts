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
