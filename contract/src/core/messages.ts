/**
 * User-facing texts of the contract, written once per language. Each area keeps its own
 * catalogue (`defineMessages`) beside its schemas; this file holds the portal-wide ones
 * (generic answers, fields every form shares, uploads) and the five session errors.
 *
 * A schema carries the Spanish text (the contract in ES, as the spec writes it); a
 * `Localizer` built from the catalogues turns it into the user's language where it is
 * shown: the API for `Accept-Language: ca`, the browser for a Catalan interface.
 */

/** The languages the contract's messages are written in. */
export type MessageLang = 'es' | 'ca';

/**
 * The cookie the browser keeps the interface language in ('es' or 'ca'), beside the session it stores
 * itself: the page the API writes for a path draws its first screen in that language (docs/decisions.md
 * 'A first screen drawn by the server'). Without it, Spanish, as the interface starts.
 */
export const LANG_COOKIE = 'dapcon-lang';

/**
 * The cookie the browser keeps the kind of its session in (the token's `modulo_app`: 'administrador',
 * 'organizacion', …) while it holds one, until the token expires; none without a session. Not a
 * credential (the API never reads it for an answer): the page the API writes for a signed-in path
 * draws the area's first screen only for a kind of user that may open it (docs/decisions.md 'The
 * signed-in list page drawn by the server').
 */
export const SESSION_KIND_COOKIE = 'dapcon-sesion';

/** One message in both languages. */
export interface MessageText {
  readonly es: string;
  readonly ca: string;
}

/**
 * A catalogue of messages: key → `{ es, ca }`.
 *
 * @example
 * const AUTH_MESSAGES = { sesionIniciada: { es: 'Sesión iniciada correctamente.', ca: 'Sessió iniciada correctament.' } } satisfies Catalogue;
 */
export type Catalogue = Readonly<Record<string, MessageText>>;

/** The Spanish texts of a catalogue, by key: what schemas and routes use. */
export type SpanishTexts<C extends Catalogue> = { readonly [K in keyof C]: C[K]['es'] };

/**
 * The Spanish texts of a catalogue, by key.
 *
 * @example
 * export const AUTH_MSG = spanishTexts(AUTH_MESSAGES); // AUTH_MSG.sesionIniciada === 'Sesión iniciada correctamente.'
 */
export function spanishTexts<C extends Catalogue>(catalogue: C): SpanishTexts<C> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, text.es])) as SpanishTexts<C>;
}

/**
 * Turns contract texts (the Spanish ones schemas and routes write) into a language; any
 * other text (a person's name, the session errors the spec writes in Catalan) comes back
 * unchanged.
 */
export type Localizer = (text: string, lang: MessageLang) => string;

/**
 * A localizer over some catalogues; `add` takes in another one (a remote's area, loaded later).
 * Catalogues may repeat a Spanish text only with the same Catalan one (`catalogueConflicts`).
 *
 * @example
 * const localize = createLocalizer([CORE_MESSAGES, AUTH_MESSAGES]);
 * localize('El documento es obligatorio.', 'ca') // 'El document és obligatori.'
 */
export function createLocalizer(catalogues: readonly Catalogue[] = []): Localizer & { add(catalogue: Catalogue): void } {
  const catalan = new Map<string, string>();
  const add = (catalogue: Catalogue) => {
    for (const text of Object.values(catalogue)) catalan.set(text.es, text.ca);
  };
  catalogues.forEach(add);
  const localize = (text: string, lang: MessageLang) => (lang === 'ca' ? (catalan.get(text) ?? text) : text);
  return Object.assign(localize, { add });
}

/**
 * Spanish texts that two catalogues (or two keys) translate differently: a localizer goes by
 * the Spanish text, so each must have one Catalan text. Empty when the catalogues agree.
 *
 * @example
 * catalogueConflicts([CORE_MESSAGES, AUTH_MESSAGES]) // []
 */
export function catalogueConflicts(catalogues: readonly Catalogue[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const catalogue of catalogues) {
    for (const text of Object.values(catalogue)) {
      const other = seen.get(text.es);
      if (other !== undefined && other !== text.ca) out.push(text.es);
      seen.set(text.es, text.ca);
    }
  }
  return out;
}

/**
 * The portal-wide messages: answers any route may give, the fields every form shares (people,
 * addresses, tax ids, passwords), uploads. Texts the spec gives are its own; the rest are ours,
 * in the same style (docs/accounts.md).
 */
/**
 * The company form's own messages (company-form.ts), in the core catalogue and also a catalogue of their
 * own: the areas whose forms show them (mf-auth, mf-empresas) add it themselves, so a Catalan text is
 * found under a shell published before these messages moved into the core (issue 34: an area ships alone).
 */
export const COMPANY_FORM_MESSAGES = {
  tipoEmpresaObligatorio: { es: 'El Tipo de empresa es obligatorio.', ca: "El tipus d'empresa és obligatori." },
  tamanioEmpresaObligatorio: { es: 'El Tamaño de empresa es obligatorio.', ca: "La mida de l'empresa és obligatòria." },
} satisfies Catalogue;

export const CORE_MESSAGES = {
  // answers of any route
  moduloInvalido: { es: 'El módulo de la aplicación no es válido.', ca: "El mòdul de l'aplicació no és vàlid." },
  sinPermiso: { es: 'No tiene permiso para acceder a este recurso.', ca: 'No teniu permís per accedir a aquest recurs.' },
  noEncontrado: { es: 'No se ha encontrado el recurso solicitado.', ca: "No s'ha trobat el recurs sol·licitat." },
  datosInvalidos: { es: 'Los datos enviados no son válidos.', ca: 'Les dades enviades no són vàlides.' },
  errorServidor: { es: 'Se ha producido un error en el servidor.', ca: "S'ha produït un error al servidor." },
  demasiadosIntentos: { es: 'Demasiados intentos. Vuelva a intentarlo en unos minutos.', ca: "Massa intents. Torneu-ho a provar d'aquí a uns minuts." },
  baseDatosNoResponde: { es: 'La base de datos no responde.', ca: 'La base de dades no respon.' },
  // part 1 §8 / part 2 §8
  descripcionObligatoria: { es: 'La descripción es obligatoria.', ca: 'La descripció és obligatòria.' },
  operacionCorrecta: { es: 'Los datos han sido guardados correctamente', ca: "Les dades s'han desat correctament" },
  sinResultados: { es: 'No es van trobar resultats', ca: 'No es van trobar resultats' },
  noSePudoCargar: { es: 'No se pudo cargar la info', ca: "No s'ha pogut carregar la informació" },
  // requests the server cannot read
  solicitudNoValida: { es: 'La solicitud no es válida.', ca: 'La sol·licitud no és vàlida.' },
  solicitudDemasiadoGrande: { es: 'La solicitud es demasiado grande.', ca: 'La sol·licitud és massa gran.' },
  tipoContenidoNoValido: { es: 'El tipo de contenido de la solicitud no es válido.', ca: 'El tipus de contingut de la sol·licitud no és vàlid.' },
  formularioIncompleto: { es: 'El formulario no ha llegado entero o está mal formado. Vuelva a enviarlo.', ca: "El formulari no ha arribat sencer o no té el format correcte. Torneu-lo a enviar." },
  caracteresNoValidos: { es: 'El texto contiene caracteres no permitidos.', ca: 'El text conté caràcters no permesos.' },
  textoDemasiadoLargo: { es: 'El texto es demasiado largo.', ca: 'El text és massa llarg.' },
  valorNoValido: { es: 'El valor no es válido.', ca: 'El valor no és vàlid.' },
  fechaNoValida: { es: 'La fecha no es válida.', ca: 'La data no és vàlida.' },
  // money (money.ts)
  campoObligatorio: { es: 'El campo es obligatorio.', ca: 'El camp és obligatori.' },
  importeNoValido: { es: 'El importe no es válido: hasta 2 decimales, sin negativos.', ca: "L'import no és vàlid: fins a 2 decimals, sense negatius." },
  anyoNoValido: { es: 'El año ha de estar entre 2000 y el actual.', ca: "L'any ha de ser entre el 2000 i l'actual." },
  // lists (list.ts)
  paginaNoValida: { es: 'La página no es válida.', ca: 'La pàgina no és vàlida.' },
  ordenNoValido: { es: 'No se puede ordenar por ese campo.', ca: 'No es pot ordenar per aquest camp.' },

  // fields every form of people and organisations has (part 1 §5, part 2 §5)
  documentoObligatorio: { es: 'El documento es obligatorio.', ca: 'El document és obligatori.' },
  documentoNoValido: { es: 'El documento no es válido.', ca: 'El document no és vàlid.' },
  nifObligatorio: { es: 'El NIF es obligatorio.', ca: 'El NIF és obligatori.' },
  nifPersonaNoValido: { es: 'El NIF debe ser un DNI o NIE válido.', ca: 'El NIF ha de ser un DNI o NIE vàlid.' },
  nombreObligatorio: { es: 'El nombre es obligatorio.', ca: 'El nom és obligatori.' },
  apellidosObligatorios: { es: 'Los apellidos son obligatorios.', ca: 'Els cognoms són obligatoris.' },
  cargoObligatorio: { es: 'El cargo es obligatorio.', ca: 'El càrrec és obligatori.' },
  telefonoObligatorio: { es: 'El teléfono es obligatorio.', ca: 'El telèfon és obligatori.' },
  correoObligatorio: { es: 'El correo es obligatorio.', ca: 'El correu és obligatori.' },
  emailObligatorio: { es: 'El email es obligatorio.', ca: 'El correu electrònic és obligatori.' },
  correoNoValido: { es: 'El correo no es válido.', ca: 'El correu no és vàlid.' },
  // the address block (address.ts)
  direccionObligatoria: { es: 'La dirección es obligatoria.', ca: "L'adreça és obligatòria." },
  codigoPostalObligatorio: { es: 'El código postal es obligatorio.', ca: 'El codi postal és obligatori.' },
  codigoPostalCincoDigitos: { es: 'El código postal debe tener 5 dígitos.', ca: 'El codi postal ha de tenir 5 dígits.' },
  poblacionObligatoria: { es: 'La población es obligatoria.', ca: 'La població és obligatòria.' },
  provinciaObligatoria: { es: 'La provincia es obligatoria.', ca: 'La província és obligatòria.' },
  paisObligatorio: { es: 'El país es obligatorio.', ca: 'El país és obligatori.' },
  paisNoValido: { es: 'El país no es válido.', ca: 'El país no és vàlid.' },
  // a company's type and size (company-form.ts)
  ...COMPANY_FORM_MESSAGES,
  // passwords of any account (fields.ts)
  passwordObligatoria: { es: 'La contraseña es obligatoria.', ca: 'La contrasenya és obligatòria.' },
  passwordEnBlanco: { es: 'La contraseña no puede estar formada solo por espacios.', ca: 'La contrasenya no pot contenir només espais.' },
  passwordMinima: { es: 'La contraseña debe tener al menos 8 caracteres.', ca: 'La contrasenya ha de tenir almenys 8 caràcters.' },
  passwordMaxima: { es: 'La contraseña no puede superar los 128 caracteres.', ca: 'La contrasenya no pot superar els 128 caràcters.' },
  passwordConfirmacionObligatoria: { es: 'La confirmación de la contraseña es obligatoria.', ca: 'La confirmació de la contrasenya és obligatòria.' },
  passwordsNoCoinciden: { es: 'Las contraseñas no coinciden.', ca: 'Les contrasenyes no coincideixen.' },

  // the reference lookups (reference.ts: the parameter lists)
  parametroNoExiste: { es: 'El parámetro no existe.', ca: 'El paràmetre no existeix.' },
  listaParametrosObligatoria: { es: 'La lista de parámetros es obligatoria.', ca: 'La llista de paràmetres és obligatòria.' },
  // uploads (uploads.ts)
  archivoNoValido: { es: 'El archivo no es válido.', ca: 'El fitxer no és vàlid.' },
logoTipoNoValido: { es: 'Solo se admiten imágenes png, jpeg, jpg o gif.', ca: "Només s'admeten imatges png, jpeg, jpg o gif." },
  logoDemasiadoGrande: { es: 'La imagen no puede superar los 2 MB.', ca: 'La imatge no pot superar els 2 MB.' },
  documentoTipoNoValido: { es: 'Solo se admiten archivos pdf.', ca: "Només s'admeten fitxers pdf." },
  documentoDemasiadoGrande: { es: 'El archivo no puede superar los 10 MB.', ca: 'El fitxer no pot superar els 10 MB.' },
  /** The results table's file (dapcon/resultados.ts). */
  tablaTipoNoValido: { es: 'El archivo debe ser un CSV o un Excel (.xlsx) hecho con la plantilla.', ca: 'El fitxer ha de ser un CSV o un Excel (.xlsx) fet amb la plantilla.' },
  tablaDemasiadoGrande: { es: 'El archivo no puede superar 1 MB.', ca: 'El fitxer no pot superar 1 MB.' },
  archivoTipoNoValido: { es: 'Solo se admiten archivos pdf o imágenes png, jpeg, jpg o gif.', ca: "Només s'admeten fitxers pdf o imatges png, jpeg, jpg o gif." },
} as const satisfies Catalogue;

/**
 * A key of the portal-wide messages.
 *
 * @example
 * const key: MessageKey = 'documentoObligatorio';
 */
export type MessageKey = keyof typeof CORE_MESSAGES;

/**
 * The portal-wide messages in Spanish, by key.
 *
 * @example
 * v.pipe(v.string(), v.nonEmpty(MSG.documentoObligatorio))
 */
export const MSG = spanishTexts(CORE_MESSAGES);

/**
 * The five session failures of spec part 1 §8. The server answers them with
 * status 401 and `{ status: 'Error', message }`; the client logs out on any of them.
 * The spec writes them in Catalan, and they pass every localizer unchanged.
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
