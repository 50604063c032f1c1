/**
 * The portal's e-mail templates: which exist, the variables each one fills in, and the texts they
 * start with (seeded once per language, then the administration's to edit at /plantillas-mensajes).
 * A template may use only its own variables (`{{enlace}}`); the mailer renders them with
 * api/src/mail/render.ts.
 */
import type { PlantillaIdioma } from '@dapcon/contract';

type Bilingue = Record<PlantillaIdioma, string>;

export interface VariableDePlantilla {
  var_id: string;
  var_desc: Bilingue;
  /** What the preview shows in its place. */
  ejemplo: string;
}

export interface PlantillaPorDefecto {
  descripcion: Bilingue;
  variables: readonly VariableDePlantilla[];
  asunto: Bilingue;
  html: Bilingue;
}

const NOMBRE = { var_id: 'nombre', var_desc: { es: 'Nombre del destinatario (persona o empresa)', ca: 'Nom del destinatari (persona o empresa)' }, ejemplo: 'Laura Martínez Soler' };
const ENLACE_DAPCON = {
  var_id: 'enlace',
  var_desc: { es: 'Dirección de la ficha de la DAPcon en el portal', ca: 'Adreça de la fitxa de la DAPcon al portal' },
  ejemplo: 'https://portal.dapcon.example/dapcon/12/1',
};
const DAPCON = {
  var_id: 'dapcon',
  var_desc: { es: 'La DAPcon: su código, cuando lo tiene, y el producto', ca: 'La DAPcon: el seu codi, quan en té, i el producte' },
  ejemplo: 'DAPcon-2026-0007 «Mortero de cal hidráulica»',
};
const ENLACE_LISTA = {
  var_id: 'enlace',
  var_desc: { es: 'Dirección de la lista de DAPcon del portal', ca: 'Adreça de la llista de DAPcon del portal' },
  ejemplo: 'https://portal.dapcon.example/dapcon',
};
const DIAS = { var_id: 'dias', var_desc: { es: 'Días (antes de la fecha o desde ella)', ca: 'Dies (abans de la data o des d’ella)' }, ejemplo: '30' };
const TITULO_INCIDENCIA = { var_id: 'titulo', var_desc: { es: 'Título de la incidencia', ca: 'Títol de la incidència' }, ejemplo: 'Falta la ficha de producto' };

/** A paragraph per line, the link as its own paragraph. */
const parrafos = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const boton = (label: string) => `<a href="{{enlace}}">${label}</a>`;

/** The templates, by `pe_nombre`. */
export const PLANTILLAS = {
  restablecer_password: {
    descripcion: { es: 'Recuperación de la contraseña: el enlace para elegir una nueva', ca: "Recuperació de la contrasenya: l'enllaç per triar-ne una de nova" },
    variables: [
      NOMBRE,
      { var_id: 'enlace', var_desc: { es: 'Enlace de un solo uso para elegir la contraseña', ca: "Enllaç d'un sol ús per triar la contrasenya" }, ejemplo: 'https://portal.dapcon.example/restablecer-password?token=ejemplo' },
      { var_id: 'minutos', var_desc: { es: 'Minutos que el enlace es válido', ca: "Minuts que l'enllaç és vàlid" }, ejemplo: '60' },
    ],
    asunto: { es: 'DAPcon: restablecimiento de la contraseña', ca: 'DAPcon: restabliment de la contrasenya' },
    html: {
      es: parrafos(
        'Hola, {{nombre}}:',
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta en el portal DAPcon.',
        boton('Restablecer la contraseña'),
        'El enlace es válido durante {{minutos}} minutos y solo puede usarse una vez. Al restablecer la contraseña se cerrarán todas las sesiones abiertas.',
        'Si no lo ha solicitado usted, puede ignorar este mensaje: la contraseña no cambiará.',
      ),
      ca: parrafos(
        'Hola, {{nombre}}:',
        'Hem rebut una sol·licitud per restablir la contrasenya del vostre compte al portal DAPcon.',
        boton('Restablir la contrasenya'),
        "L'enllaç és vàlid durant {{minutos}} minuts i només es pot fer servir una vegada. En restablir la contrasenya es tancaran totes les sessions obertes.",
        "Si no l'heu demanat vosaltres, podeu ignorar aquest missatge: la contrasenya no canviarà.",
      ),
    },
  },
  bienvenida_usuario: {
    descripcion: { es: 'Alta de un usuario de la asociación: el enlace para elegir su contraseña', ca: "Alta d'un usuari de l'associació: l'enllaç per triar la contrasenya" },
    variables: [
      NOMBRE,
      { var_id: 'usuario', var_desc: { es: 'Usuario (NIF) con el que entra', ca: 'Usuari (NIF) amb què entra' }, ejemplo: '71234567W' },
      { var_id: 'enlace', var_desc: { es: 'Enlace de un solo uso para elegir la contraseña', ca: "Enllaç d'un sol ús per triar la contrasenya" }, ejemplo: 'https://portal.dapcon.example/restablecer-password?token=ejemplo' },
      { var_id: 'dias', var_desc: { es: 'Días que el enlace es válido', ca: "Dies que l'enllaç és vàlid" }, ejemplo: '7' },
    ],
    asunto: { es: 'DAPcon: bienvenido/a al portal, elija su contraseña', ca: 'DAPcon: benvingut/da al portal, trieu la contrasenya' },
    html: {
      es: parrafos(
        'Hola, {{nombre}}:',
        'La administración del programa DAPcon le ha dado de alta como usuario del portal, con el usuario {{usuario}}.',
        boton('Elegir la contraseña'),
        'El enlace es válido durante {{dias}} días y solo puede usarse una vez. Si caduca, pida otro con «¿Ha olvidado su contraseña?» en la página de acceso de los administradores.',
        'Si no esperaba este mensaje, puede ignorarlo: nadie podrá entrar con su usuario sin este enlace.',
      ),
      ca: parrafos(
        'Hola, {{nombre}}:',
        "L'administració del programa DAPcon us ha donat d'alta com a usuari del portal, amb l'usuari {{usuario}}.",
        boton('Triar la contrasenya'),
        "L'enllaç és vàlid durant {{dias}} dies i només es pot fer servir una vegada. Si caduca, demaneu-ne un altre amb «Heu oblidat la contrasenya?» a la pàgina d'entrada dels administradors.",
        'Si no esperàveu aquest missatge, podeu ignorar-lo: ningú no podrà entrar amb el vostre usuari sense aquest enllaç.',
      ),
    },
  },
  registro_cuenta: {
    descripcion: {
      es: 'Registro de una empresa o de un consultor: la confirmación, con el usuario con que entra',
      ca: "Registre d'una empresa o d'un consultor: la confirmació, amb l'usuari amb què entra",
    },
    variables: [
      NOMBRE,
      { var_id: 'usuario', var_desc: { es: 'Usuario (CIF o NIF) con el que entra', ca: 'Usuari (CIF o NIF) amb què entra' }, ejemplo: 'B12345674' },
      { var_id: 'enlace', var_desc: { es: 'Dirección de la página de acceso del portal', ca: "Adreça de la pàgina d'accés del portal" }, ejemplo: 'https://portal.dapcon.example/login' },
    ],
    asunto: { es: 'DAPcon: su registro en el portal', ca: 'DAPcon: el vostre registre al portal' },
    html: {
      es: parrafos(
        'Hola, {{nombre}}:',
        'Le confirmamos el registro en el portal del programa DAPcon con el usuario {{usuario}}.',
        'Puede entrar con ese usuario y la contraseña que eligió al registrarse.',
        boton('Entrar en el portal'),
        'Si no reconoce este registro, póngase en contacto con la administración del programa.',
      ),
      ca: parrafos(
        'Hola, {{nombre}}:',
        "Us confirmem el registre al portal del programa DAPcon amb l'usuari {{usuario}}.",
        'Podeu entrar amb aquest usuari i la contrasenya que vau triar en registrar-vos.',
        boton('Entrar al portal'),
        "Si no reconeixeu aquest registre, poseu-vos en contacte amb l'administració del programa.",
      ),
    },
  },
  dapcon_creada: {
    descripcion: {
      es: 'Al consultor y al verificador (y a la empresa, si la creó la administración): una DAPcon nueva en borrador',
      ca: "Al consultor i al verificador (i a l'empresa, si la va crear l'administració): una DAPcon nova en esborrany",
    },
    variables: [DAPCON, ENLACE_DAPCON, { var_id: 'empresa', var_desc: { es: 'La empresa de la DAPcon', ca: "L'empresa de la DAPcon" }, ejemplo: 'Cementos del Llobregat, S.A.' }],
    asunto: { es: 'Nueva DAPcon en borrador', ca: 'Nova DAPcon en esborrany' },
    html: {
      es: parrafos('Se ha creado la {{dapcon}} de {{empresa}}, en la que usted participa.', 'Está en borrador: puede consultarla en el portal.', boton('Ver la DAPcon')),
      ca: parrafos("S'ha creat la {{dapcon}} de {{empresa}}, en què vostè participa.", 'És en esborrany: la podeu consultar al portal.', boton('Veure la DAPcon')),
    },
  },
  dapcon_enviada: {
    descripcion: { es: 'Al verificador: una DAPcon enviada a verificación', ca: 'Al verificador: una DAPcon enviada a verificació' },
    variables: [DAPCON, ENLACE_DAPCON],
    asunto: { es: 'DAPcon enviada a verificación', ca: 'DAPcon enviada a verificació' },
    html: {
      es: parrafos('La {{dapcon}} se ha enviado a verificación y usted es su verificador.', 'Puede revisarla en el portal.', boton('Ver la DAPcon')),
      ca: parrafos("La {{dapcon}} s'ha enviat a verificació i vostè n'és el verificador.", 'La podeu revisar al portal.', boton('Veure la DAPcon')),
    },
  },
  dapcon_enviada_partes: {
    descripcion: {
      es: 'A la empresa y al consultor (a quien no la envió): una DAPcon enviada a verificación',
      ca: "A l'empresa i al consultor (a qui no la va enviar): una DAPcon enviada a verificació",
    },
    variables: [DAPCON, ENLACE_DAPCON],
    asunto: { es: 'DAPcon enviada a verificación', ca: 'DAPcon enviada a verificació' },
    html: {
      es: parrafos('La {{dapcon}} se ha enviado a verificación.', 'Su verificador la revisará; le avisaremos de sus incidencias y de su decisión.', boton('Ver la DAPcon')),
      ca: parrafos("La {{dapcon}} s'ha enviat a verificació.", 'El seu verificador la revisarà; us avisarem de les seves incidències i de la seva decisió.', boton('Veure la DAPcon')),
    },
  },
  dapcon_devuelta: {
    descripcion: {
      es: 'A la empresa y al consultor (y al verificador, si la devolvió la administración): una DAPcon devuelta a borrador, con el motivo',
      ca: "A l'empresa i al consultor (i al verificador, si la va retornar l'administració): una DAPcon retornada a esborrany, amb el motiu",
    },
    variables: [DAPCON, ENLACE_DAPCON, { var_id: 'motivo', var_desc: { es: 'Motivo de la devolución', ca: 'Motiu del retorn' }, ejemplo: 'Falta la declaración en catalán.' }],
    asunto: { es: 'DAPcon devuelta a borrador', ca: 'DAPcon retornada a esborrany' },
    html: {
      es: parrafos('La {{dapcon}} se ha devuelto a borrador. Motivo:', '{{motivo}}', boton('Ver la DAPcon')),
      ca: parrafos("La {{dapcon}} s'ha retornat a esborrany. Motiu:", '{{motivo}}', boton('Veure la DAPcon')),
    },
  },
  dapcon_aceptada: {
    descripcion: { es: 'A la empresa y al consultor: el verificador ha aceptado la DAPcon', ca: "A l'empresa i al consultor: el verificador ha acceptat la DAPcon" },
    variables: [DAPCON, ENLACE_DAPCON],
    asunto: { es: 'DAPcon verificada', ca: 'DAPcon verificada' },
    html: {
      es: parrafos('El verificador ha aceptado la {{dapcon}}. Queda pendiente de publicación por el programa.', boton('Ver la DAPcon')),
      ca: parrafos('El verificador ha acceptat la {{dapcon}}. Queda pendent de publicació pel programa.', boton('Veure la DAPcon')),
    },
  },
  dapcon_publicada: {
    descripcion: { es: 'A la empresa, al consultor y al verificador: la DAPcon publicada, con su validez', ca: "A l'empresa, al consultor i al verificador: la DAPcon publicada, amb la seva validesa" },
    variables: [
      DAPCON,
      ENLACE_DAPCON,
      { var_id: 'desde', var_desc: { es: 'Inicio de la validez', ca: 'Inici de la validesa' }, ejemplo: '01/03/2026' },
      { var_id: 'hasta', var_desc: { es: 'Fin de la validez', ca: 'Fi de la validesa' }, ejemplo: '28/02/2031' },
    ],
    asunto: { es: 'DAPcon publicada', ca: 'DAPcon publicada' },
    html: {
      es: parrafos('La {{dapcon}} se ha publicado.', 'Es válida del {{desde}} al {{hasta}}.', boton('Ver la DAPcon')),
      ca: parrafos("La {{dapcon}} s'ha publicat.", 'És vàlida del {{desde}} al {{hasta}}.', boton('Veure la DAPcon')),
    },
  },
  dapcon_validez: {
    descripcion: { es: 'A la empresa y al consultor: la administración ha ajustado la validez de la DAPcon', ca: "A l'empresa i al consultor: l'administració ha ajustat la validesa de la DAPcon" },
    variables: [
      DAPCON,
      ENLACE_DAPCON,
      { var_id: 'desde', var_desc: { es: 'Inicio de la validez', ca: 'Inici de la validesa' }, ejemplo: '01/03/2026' },
      { var_id: 'hasta', var_desc: { es: 'Fin de la validez', ca: 'Fi de la validesa' }, ejemplo: '28/02/2031' },
    ],
    asunto: { es: 'Validez de la DAPcon ajustada', ca: 'Validesa de la DAPcon ajustada' },
    html: {
      es: parrafos('La validez de la {{dapcon}} ha cambiado.', 'Ahora es válida del {{desde}} al {{hasta}}.', boton('Ver la DAPcon')),
      ca: parrafos('La validesa de la {{dapcon}} ha canviat.', 'Ara és vàlida del {{desde}} al {{hasta}}.', boton('Veure la DAPcon')),
    },
  },
  dapcon_caducada: {
    descripcion: { es: 'A la empresa y al consultor: la DAPcon ha caducado (por la administración o al acabar su validez)', ca: "A l'empresa i al consultor: la DAPcon ha caducat (per l'administració o en acabar la seva validesa)" },
    variables: [DAPCON, ENLACE_DAPCON, { var_id: 'fecha', var_desc: { es: 'Fecha de la caducidad', ca: 'Data de la caducitat' }, ejemplo: '28/02/2031' }],
    asunto: { es: 'DAPcon caducada', ca: 'DAPcon caducada' },
    html: {
      es: parrafos('La {{dapcon}} ha caducado el {{fecha}} y ya no está vigente.', 'La empresa puede renovarla desde su ficha en el portal.', boton('Ver la DAPcon')),
      ca: parrafos('La {{dapcon}} ha caducat el {{fecha}} i ja no és vigent.', "L'empresa la pot renovar des de la seva fitxa al portal.", boton('Veure la DAPcon')),
    },
  },
  dapcon_retirada: {
    descripcion: { es: 'A la empresa y al consultor: la administración ha retirado la DAPcon del programa, con el motivo', ca: "A l'empresa i al consultor: l'administració ha retirat la DAPcon del programa, amb el motiu" },
    variables: [
      DAPCON,
      ENLACE_DAPCON,
      { var_id: 'fecha', var_desc: { es: 'Fecha de la retirada', ca: 'Data de la retirada' }, ejemplo: '15/03/2027' },
      { var_id: 'motivo', var_desc: { es: 'Motivo de la retirada', ca: 'Motiu de la retirada' }, ejemplo: 'Los datos de la declaración no corresponden al producto fabricado.' },
    ],
    asunto: { es: 'DAPcon retirada', ca: 'DAPcon retirada' },
    html: {
      es: parrafos(
        'La administración del programa ha retirado la {{dapcon}} el {{fecha}}. Ya no es válida y el registro público indica que se ha retirado. Motivo:',
        '{{motivo}}',
        boton('Ver la DAPcon'),
      ),
      ca: parrafos(
        "L'administració del programa ha retirat la {{dapcon}} el {{fecha}}. Ja no és vàlida i el registre públic indica que s'ha retirat. Motiu:",
        '{{motivo}}',
        boton('Veure la DAPcon'),
      ),
    },
  },
  dapcon_renovada: {
    descripcion: { es: 'A la empresa, al consultor y al verificador (a quien no la renovó): la renovación de una DAPcon, nueva en borrador', ca: "A l'empresa, al consultor i al verificador (a qui no la va renovar): la renovació d'una DAPcon, nova en esborrany" },
    variables: [DAPCON, { ...ENLACE_DAPCON, var_desc: { es: 'Dirección de la nueva DAPcon en el portal', ca: 'Adreça de la nova DAPcon al portal' } }],
    asunto: { es: 'Renovación de la DAPcon', ca: 'Renovació de la DAPcon' },
    html: {
      es: parrafos('Se ha iniciado la renovación de la {{dapcon}}: una nueva DAPcon en borrador, en la que usted participa.', boton('Ver la nueva DAPcon')),
      ca: parrafos("S'ha iniciat la renovació de la {{dapcon}}: una nova DAPcon en esborrany, en què vostè participa.", boton('Veure la nova DAPcon')),
    },
  },
  dapcon_eliminada: {
    descripcion: { es: 'Al consultor y al verificador (y a la empresa, si la eliminó la administración): una DAPcon en borrador eliminada', ca: "Al consultor i al verificador (i a l'empresa, si la va eliminar l'administració): una DAPcon en esborrany eliminada" },
    variables: [DAPCON, ENLACE_LISTA],
    asunto: { es: 'DAPcon eliminada', ca: 'DAPcon eliminada' },
    html: {
      es: parrafos('Se ha eliminado la {{dapcon}}, que estaba en borrador, con sus documentos.', boton('Ver sus DAPcon')),
      ca: parrafos("S'ha eliminat la {{dapcon}}, que era en esborrany, amb els seus documents.", boton('Veure les vostres DAPcon')),
    },
  },
  dapcon_por_caducar: {
    descripcion: {
      es: 'Recordatorio a la empresa y al consultor: su DAPcon caduca (90, 30 y 0 días antes; /parametros, carpeta «recordatorios»)',
      ca: "Recordatori a l'empresa i al consultor: la seva DAPcon caduca (90, 30 i 0 dies abans; /parametros, carpeta «recordatorios»)",
    },
    variables: [DAPCON, ENLACE_DAPCON, { var_id: 'hasta', var_desc: { es: 'Fecha de caducidad', ca: 'Data de caducitat' }, ejemplo: '28/02/2031' }, DIAS],
    asunto: { es: 'DAPcon próxima a caducar', ca: 'DAPcon a punt de caducar' },
    html: {
      es: parrafos('La {{dapcon}} caduca el {{hasta}} (quedan {{dias}} días).', 'Puede renovarla desde su ficha en el portal.', boton('Ver la DAPcon')),
      ca: parrafos('La {{dapcon}} caduca el {{hasta}} (queden {{dias}} dies).', 'La podeu renovar des de la seva fitxa al portal.', boton('Veure la DAPcon')),
    },
  },
  recordatorio_cuota: {
    descripcion: {
      es: 'Recordatorio a la empresa: su cuota anual sigue pendiente (15 y 45 días después de emitirse)',
      ca: "Recordatori a l'empresa: la seva quota anual continua pendent (15 i 45 dies després d'emetre's)",
    },
    variables: [
      NOMBRE,
      { var_id: 'anyo', var_desc: { es: 'Año de la cuota', ca: 'Any de la quota' }, ejemplo: '2026' },
      { var_id: 'importe', var_desc: { es: 'Importe de la cuota', ca: 'Import de la quota' }, ejemplo: '350,00 €' },
      DIAS,
      { var_id: 'enlace', var_desc: { es: 'Dirección del portal donde pagarla', ca: 'Adreça del portal on pagar-la' }, ejemplo: 'https://portal.dapcon.example/' },
    ],
    asunto: { es: 'DAPcon: cuota {{anyo}} pendiente de pago', ca: 'DAPcon: quota {{anyo}} pendent de pagament' },
    html: {
      es: parrafos('Hola, {{nombre}}:', 'La cuota {{anyo}} del programa DAPcon ({{importe}}) sigue pendiente de pago desde hace {{dias}} días.', 'Puede pagarla o elegir cómo hacerlo en el portal.', boton('Ir al portal')),
      ca: parrafos('Hola, {{nombre}}:', 'La quota {{anyo}} del programa DAPcon ({{importe}}) continua pendent de pagament des de fa {{dias}} dies.', 'La podeu pagar o triar com fer-ho al portal.', boton('Anar al portal')),
    },
  },
  recordatorio_pago_dapcon: {
    descripcion: { es: 'Recordatorio a la empresa: su DAPcon se ha publicado con el pago pendiente', ca: "Recordatori a l'empresa: la seva DAPcon s'ha publicat amb el pagament pendent" },
    variables: [DAPCON, ENLACE_DAPCON, { var_id: 'importe', var_desc: { es: 'Importe pendiente', ca: 'Import pendent' }, ejemplo: '600,00 €' }],
    asunto: { es: 'DAPcon publicada: pago pendiente', ca: 'DAPcon publicada: pagament pendent' },
    html: {
      es: parrafos('La {{dapcon}} está publicada y su pago ({{importe}}) sigue pendiente.', 'Puede consultarlo en su ficha del portal.', boton('Ver la DAPcon')),
      ca: parrafos('La {{dapcon}} és publicada i el seu pagament ({{importe}}) continua pendent.', 'El podeu consultar a la seva fitxa al portal.', boton('Veure la DAPcon')),
    },
  },
  recordatorio_verificacion: {
    descripcion: {
      es: 'Recordatorio al verificador y a la administración: una DAPcon espera la verificación',
      ca: "Recordatori al verificador i a l'administració: una DAPcon espera la verificació",
    },
    variables: [DAPCON, ENLACE_DAPCON, DIAS, { var_id: 'enviada', var_desc: { es: 'Fecha del envío a verificación', ca: "Data de l'enviament a verificació" }, ejemplo: '02/11/2026' }],
    asunto: { es: 'DAPcon pendiente de verificación', ca: 'DAPcon pendent de verificació' },
    html: {
      es: parrafos('La {{dapcon}} se envió a verificación el {{enviada}} y lleva {{dias}} días sin ninguna acción del verificador.', boton('Ver la DAPcon')),
      ca: parrafos("La {{dapcon}} es va enviar a verificació el {{enviada}} i fa {{dias}} dies que no té cap acció del verificador.", boton('Veure la DAPcon')),
    },
  },
  recordatorio_incidencia: {
    descripcion: { es: 'Recordatorio a quien debe responder: una incidencia lleva días sin respuesta', ca: "Recordatori a qui ha de respondre: una incidència fa dies que no té resposta" },
    variables: [DAPCON, ENLACE_DAPCON, TITULO_INCIDENCIA, DIAS],
    asunto: { es: 'Incidencia sin respuesta', ca: 'Incidència sense resposta' },
    html: {
      es: parrafos('La incidencia «{{titulo}}» de la {{dapcon}} espera su respuesta desde hace {{dias}} días.', boton('Ver la DAPcon')),
      ca: parrafos('La incidència «{{titulo}}» de la {{dapcon}} espera la vostra resposta des de fa {{dias}} dies.', boton('Veure la DAPcon')),
    },
  },
  incidencia_nueva: {
    descripcion: { es: 'A la empresa y al consultor: una incidencia nueva en la verificación', ca: "A l'empresa i al consultor: una incidència nova en la verificació" },
    variables: [DAPCON, ENLACE_DAPCON, TITULO_INCIDENCIA],
    asunto: { es: 'Nueva incidencia en la verificación', ca: 'Nova incidència en la verificació' },
    html: {
      es: parrafos('La verificación de la {{dapcon}} tiene una nueva incidencia: «{{titulo}}».', 'Consúltela y respóndala en el portal.', boton('Ver la DAPcon')),
      ca: parrafos('La verificació de la {{dapcon}} té una nova incidència: «{{titulo}}».', 'Consulteu-la i responeu-la al portal.', boton('Veure la DAPcon')),
    },
  },
  incidencia_respuesta: {
    descripcion: { es: 'A la otra parte: una respuesta a una incidencia', ca: "A l'altra part: una resposta a una incidència" },
    variables: [DAPCON, ENLACE_DAPCON, TITULO_INCIDENCIA],
    asunto: { es: 'Nueva respuesta a una incidencia', ca: 'Nova resposta a una incidència' },
    html: {
      es: parrafos('La incidencia «{{titulo}}» de la {{dapcon}} tiene una nueva respuesta.', 'Consúltela en el portal.', boton('Ver la DAPcon')),
      ca: parrafos('La incidència «{{titulo}}» de la {{dapcon}} té una nova resposta.', 'Consulteu-la al portal.', boton('Veure la DAPcon')),
    },
  },
  documento_sustituido: {
    descripcion: { es: 'Al verificador: un documento sustituido mientras una incidencia está abierta', ca: 'Al verificador: un document substituït mentre una incidència és oberta' },
    variables: [
      DAPCON,
      ENLACE_DAPCON,
      TITULO_INCIDENCIA,
      { var_id: 'documento', var_desc: { es: 'El documento sustituido', ca: 'El document substituït' }, ejemplo: 'Documento DAPcon (Catalán)' },
      { var_id: 'archivo', var_desc: { es: 'El nombre del archivo nuevo', ca: 'El nom del fitxer nou' }, ejemplo: 'dap-mortero-ca-v2.pdf' },
    ],
    asunto: { es: 'Documento corregido durante la verificación', ca: 'Document corregit durant la verificació' },
    html: {
      es: parrafos('Se ha sustituido el {{documento}} de la {{dapcon}} mientras la incidencia «{{titulo}}» está abierta.', 'Archivo nuevo: {{archivo}}.', boton('Ver la DAPcon')),
      ca: parrafos("S'ha substituït el {{documento}} de la {{dapcon}} mentre la incidència «{{titulo}}» és oberta.", 'Fitxer nou: {{archivo}}.', boton('Veure la DAPcon')),
    },
  },
  comunicacion_contenido: {
    descripcion: {
      es: 'Comunicación de un contenido (noticia, comunicado, evento): el texto con que empieza el envío desde /contenidos',
      ca: "Comunicació d'un contingut (notícia, comunicat, esdeveniment): el text amb què comença l'enviament des de /contenidos",
    },
    variables: [
      { var_id: 'titulo', var_desc: { es: 'Título del contenido', ca: 'Títol del contingut' }, ejemplo: 'Nueva versión de la guía de verificación' },
      {
        var_id: 'descripcion_corta',
        var_desc: { es: 'Descripción corta del contenido', ca: 'Descripció curta del contingut' },
        ejemplo: 'La guía incorpora los cambios de la norma EN 15804+A2.',
      },
      {
        var_id: 'enlace',
        var_desc: { es: 'Dirección de los comunicados en el portal', ca: 'Adreça dels comunicats al portal' },
        ejemplo: 'https://portal.dapcon.example/public-comunicados',
      },
    ],
    asunto: { es: 'DAPcon: {{titulo}}', ca: 'DAPcon: {{titulo}}' },
    html: {
      es: parrafos('<strong>{{titulo}}</strong>', '{{descripcion_corta}}', boton('Leer más en el portal DAPcon')),
      ca: parrafos('<strong>{{titulo}}</strong>', '{{descripcion_corta}}', boton('Llegir-ne més al portal DAPcon')),
    },
  },
} as const satisfies Record<string, PlantillaPorDefecto>;

export type NombrePlantilla = keyof typeof PLANTILLAS;

export function esNombrePlantilla(nombre: string): nombre is NombrePlantilla {
  return Object.hasOwn(PLANTILLAS, nombre);
}
