/** The consultants area's messages (spec part 2 §8), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const CONSULTORES_MESSAGES = {
  // part 2 §8: the DAPcon creation modal's consultant check
  consultorValido: { es: 'El Consultor ACV es válido', ca: 'El Consultor ACV és vàlid' },
  consultorNoRegistrado: {
    es: 'Es necesario que el Consultor ACV este registrado para poder dar de alta el DAPcon',
    ca: "Cal que el Consultor ACV estigui registrat per poder donar d'alta el DAPcon",
  },
  // the account actions (part 2 §2.11, §4 'Consultant')
  usuarioActivado: { es: 'Usuario activado correctamente', ca: 'Usuari activat correctament' },
  usuarioDadoDeBaja: { es: 'Usuario dado de baja correctamente', ca: 'Usuari donat de baixa correctament' },
  usuarioDadoDeAlta: { es: 'Usuario dado de alta correctamente', ca: "Usuari donat d'alta correctament" },
  usuarioYaActivo: { es: 'El usuario ya está activo.', ca: "L'usuari ja està actiu." },
  usuarioDeBajaNoActivable: { es: 'El usuario está de baja: dele de alta para que vuelva a entrar.', ca: "L'usuari està de baixa: doneu-lo d'alta perquè torni a entrar." },
  estadoPropioNoModificable: { es: 'No puede dar de baja su propio usuario.', ca: 'No podeu donar de baixa el vostre propi usuari.' },
  // the consultant's page and own data (part 2 §2.11, §5, part 1 §5)
  casillasNoValidas: { es: 'Las casillas del verificador no son válidas.', ca: 'Les caselles del verificador no són vàlides.' },
  casillasIdiomaNoValido: { es: 'Las casillas del verificador nombran un idioma que no existe.', ca: 'Les caselles del verificador anomenen un idioma que no existeix.' },
  confirmarBorradoConsultor: { es: 'Realmente desea borrar el consultor?', ca: 'Realment voleu esborrar el consultor?' },
  consultorEliminado: { es: 'Consultor eliminado correctamente', ca: 'Consultor eliminat correctament' },
  consultorConHistorial: {
    es: 'No se puede borrar: el consultor figura en DAPcons o comisiones. Dele de baja.',
    ca: 'No es pot esborrar: el consultor figura en DAPcons o comissions. Doneu-lo de baixa.',
  },
  // part 1 §5 'Administrator profile', as the spec writes it (no accent)
  telefonoObligatorioAdmin: { es: 'El telefono es obligatorio.', ca: 'El telèfon és obligatori.' },
  sinLogoConsultor: { es: 'El consultor no tiene logo.', ca: 'El consultor no té logo.' },
  sesionComoConsultor: { es: 'Sesión iniciada como el consultor', ca: 'Sessió iniciada com el consultor' },
  consultorSinSesion: { es: 'El consultor no puede iniciar sesión: su usuario no está activo.', ca: "El consultor no pot iniciar sessió: el seu usuari no està actiu." },
  // the association's users (part 2 §2.13, §5 'Association user', §6; usuarios.ts): the spec's texts as it writes them
  apellidosObligatorioUsuario: { es: 'Los apellidos son obligatorio.', ca: 'Els cognoms són obligatoris.' },
  emailObligatorioUsuario: { es: 'El email es obligatorio', ca: 'El correu electrònic és obligatori.' },
  perfilObligatorio: { es: 'El perfil es obligatorio.', ca: 'El perfil és obligatori.' },
  perfilNoValido: { es: 'El perfil no es válido.', ca: 'El perfil no és vàlid.' },
  perfilPropioNoModificable: { es: 'No puede cambiar su propio perfil.', ca: 'No podeu canviar el vostre propi perfil.' },
  usuarioCreado: {
    es: 'Usuario creado correctamente. Se le ha enviado un correo para elegir su contraseña.',
    ca: "Usuari creat correctament. Se li ha enviat un correu per triar la contrasenya.",
  },
  usuarioEliminado: { es: 'Usuario eliminado correctamente', ca: 'Usuari eliminat correctament' },
  usuarioConActividad: {
    es: 'No se puede borrar: el usuario ya ha entrado en el portal. Dele de baja.',
    ca: "No es pot esborrar: l'usuari ja ha entrat al portal. Doneu-lo de baixa.",
  },
  usuarioPropioNoEliminable: { es: 'No puede borrar su propio usuario.', ca: 'No podeu esborrar el vostre propi usuari.' },
  usuarioYaExiste: { es: 'Ya existe un usuario con este NIF.', ca: 'Ja existeix un usuari amb aquest NIF.' },
  usuarioNifLibre: { es: 'No hay ningún usuario con este NIF.', ca: 'No hi ha cap usuari amb aquest NIF.' },
  nifDeOtraCuenta: { es: 'El NIF ya pertenece a otra cuenta del portal.', ca: 'El NIF ja pertany a un altre compte del portal.' },
} as const satisfies Catalogue;

/** The Spanish texts (what routes use). */
export const CONSULTORES_MSG = spanishTexts(CONSULTORES_MESSAGES);
