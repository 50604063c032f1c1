import { AUTH_MESSAGES } from '@dapcon/contract/auth';
import { CONSULTORES_MESSAGES } from '@dapcon/contract/consultores';
import { addBundle, addMessages } from '@dapcon/shared-sdk';

// The contract messages this area shows (field errors, answers, the delete question) in the interface
// language: the consultants area's, and the auth area's its forms share (e-mail or NIF taken).
addMessages(CONSULTORES_MESSAGES);
addMessages(AUTH_MESSAGES);

/**
 * mf-consultores's texts (namespace 'consultores'): the titles of its nested screens, the consultant
 * list, and a consultant's page (tabs, account state, account actions and their questions, the data).
 */
addBundle('consultores', {
  es: {
    historial: {
      intro: 'Quién cambió qué y cuándo en el consultor y en su cuenta de acceso, lo más reciente primero. Las contraseñas nunca se muestran: solo que cambiaron (••••).',
      tabla: 'Historial',
      sinDatos: 'Ningún cambio registrado.',
      columnas: { fecha: 'Fecha', quien: 'Quién', accion: 'Acción', cambios: 'Cambios (antes → después)' },
      por: 'por',
      sinCuenta: 'sin cuenta',
      vacio: '(vacío)',
      si: 'Sí',
      no: 'No',
      acciones: {
        creacion: 'Creación',
        modificacion: 'Modificación',
        eliminacion: 'Eliminación',
        escritura: 'Escritura',
        acceso: 'Acceso',
        acceso_fallido: 'Acceso fallido',
        denegado: 'Acceso denegado',
        suplantacion_inicio: 'Inicio de suplantación',
        suplantacion_fin: 'Fin de suplantación',
        exportacion: 'Exportación',
      },
      entidades: { consultores: 'Consultor', usuarios: 'Cuenta de acceso', organizaciones: 'Empresa' },
    },
    route: { usuario: 'Usuario', consultor: 'Consultor' },
    list: {
      table: 'Consultores',
      filters: { nombre: 'Nombre o apellidos', nif: 'NIF', verificador: '¿Es verificador?', comisionistas: 'Solo comisionistas' },
      columns: { nif: 'NIF', nombre: 'Nombre', telefono: 'Teléfono', verificador: 'Verificador', baja: 'Baja', acciones: 'Acciones' },
      bajaDesde: 'Baja: {{fecha}}',
      // The spec writes it without the accent (part 2 §2.10).
      yes: 'Si',
      no: 'No',
      ver: 'Ver',
      verDe: 'Ver: {{nombre}}',
    },
    ficha: {
      tabs: { label: 'Apartados del consultor', datosGenerales: 'Datos generales', comisiones: 'Comisiones', historial: 'Historial' },
      loading: 'Cargando el consultor…',
      notFound: { message: 'No hay ningún consultor con el NIF {{nif}}.', back: 'Volver a Consultores' },
      loadError: 'No se pudo cargar la info',
      retry: 'Reintentar',
      estado: { label: 'Estado de la cuenta', activo: 'Activo', pendiente: 'Pendiente de activar', baja: 'De baja desde {{fecha}}' },
      actions: { label: 'Acciones del consultor', activar: 'Activar', darDeBaja: 'Dar de baja', darDeAlta: 'Dar de alta', iniciarSesion: 'Iniciar sesión', eliminar: 'Eliminar' },
      // Spec part 2 §4 'Consultant'.
      confirmar: {
        bajaTitle: 'Dar de baja',
        altaTitle: 'Dar de alta',
        baja: '¿Estás seguro de que deseas dar de baja a este usuario?',
        alta: '¿Estás seguro de que deseas dar de alta a este usuario?',
      },
      eliminar: { title: 'Eliminar el consultor', confirm: 'Eliminar' },
    },
    datos: {
      form: 'Datos del consultor',
      sections: { personales: 'Datos personales', empresa: 'Empresa', direccion: 'Dirección', logo: 'Logo', perfil: 'Perfil en el programa' },
      fields: {
        nif: 'NIF',
        nombre: 'Nombre',
        apellidos: 'Apellidos',
        movil: 'Teléfono',
        email: 'Correo electrónico',
        web: 'Página web',
        empresaNombre: 'Nombre de la empresa',
        empresaCif: 'CIF de la empresa',
        esVerificador: 'Es verificador',
        esComisionista: 'Es comisionista',
      },
      logo: { ninguno: 'El consultor aún no tiene logo.', alt: 'Logo de {{nombre}}' },
      casillas: {
        titulo: 'Casillas del verificador',
        ayuda: 'Textos de la casilla de la página de firma y de la última página de las declaraciones que verifica, en cada idioma.',
        idioma: 'Casillas en {{idioma}}',
        paginaFirma: 'Casilla de la página de firma',
        ultimaPagina: 'Casilla de la última página',
      },
      guardar: 'Guardar',
    },
    misDatosAdmin: { form: 'Mis datos de administrador', usuario: 'Usuario (NIF)' },
  },
  ca: {
    historial: {
      intro: "Qui va canviar què i quan al consultor i al seu compte d'accés, el més recent primer. Les contrasenyes no es mostren mai: només que van canviar (••••).",
      tabla: 'Historial',
      sinDatos: 'No hi ha cap canvi registrat.',
      columnas: { fecha: 'Data', quien: 'Qui', accion: 'Acció', cambios: 'Canvis (abans → després)' },
      por: 'per',
      sinCuenta: 'sense compte',
      vacio: '(buit)',
      si: 'Sí',
      no: 'No',
      acciones: {
        creacion: 'Creació',
        modificacion: 'Modificació',
        eliminacion: 'Eliminació',
        escritura: 'Escriptura',
        acceso: 'Accés',
        acceso_fallido: 'Accés fallit',
        denegado: 'Accés denegat',
        suplantacion_inicio: 'Inici de suplantació',
        suplantacion_fin: 'Fi de suplantació',
        exportacion: 'Exportació',
      },
      entidades: { consultores: 'Consultor', usuarios: "Compte d'accés", organizaciones: 'Empresa' },
    },
    route: { usuario: 'Usuari', consultor: 'Consultor' },
    list: {
      table: 'Consultors',
      filters: { nombre: 'Nom o cognoms', nif: 'NIF', verificador: 'És verificador?', comisionistas: 'Només comissionistes' },
      columns: { nif: 'NIF', nombre: 'Nom', telefono: 'Telèfon', verificador: 'Verificador', baja: 'Baixa', acciones: 'Accions' },
      bajaDesde: 'Baixa: {{fecha}}',
      yes: 'Sí',
      no: 'No',
      ver: 'Veure',
      verDe: 'Veure: {{nombre}}',
    },
    ficha: {
      tabs: { label: 'Apartats del consultor', datosGenerales: 'Dades generals', comisiones: 'Comissions', historial: 'Historial' },
      loading: 'Carregant el consultor…',
      notFound: { message: 'No hi ha cap consultor amb el NIF {{nif}}.', back: 'Tornar a Consultors' },
      loadError: "No s'ha pogut carregar la informació",
      retry: 'Tornar-ho a provar',
      estado: { label: 'Estat del compte', activo: 'Actiu', pendiente: "Pendent d'activar", baja: 'De baixa des del {{fecha}}' },
      actions: { label: 'Accions del consultor', activar: 'Activar', darDeBaja: 'Donar de baixa', darDeAlta: "Donar d'alta", iniciarSesion: 'Iniciar sessió', eliminar: 'Eliminar' },
      confirmar: {
        bajaTitle: 'Donar de baixa',
        altaTitle: "Donar d'alta",
        baja: 'Esteu segur que voleu donar de baixa aquest usuari?',
        alta: "Esteu segur que voleu donar d'alta aquest usuari?",
      },
      eliminar: { title: 'Eliminar el consultor', confirm: 'Eliminar' },
    },
    datos: {
      form: 'Dades del consultor',
      sections: { personales: 'Dades personals', empresa: 'Empresa', direccion: 'Adreça', logo: 'Logotip', perfil: 'Perfil al programa' },
      fields: {
        nif: 'NIF',
        nombre: 'Nom',
        apellidos: 'Cognoms',
        movil: 'Telèfon',
        email: 'Correu electrònic',
        web: 'Pàgina web',
        empresaNombre: "Nom de l'empresa",
        empresaCif: "CIF de l'empresa",
        esVerificador: 'És verificador',
        esComisionista: 'És comissionista',
      },
      logo: { ninguno: 'El consultor encara no té logotip.', alt: 'Logotip de {{nombre}}' },
      casillas: {
        titulo: 'Caselles del verificador',
        ayuda: "Textos de la casella de la pàgina de signatura i de l'última pàgina de les declaracions que verifica, en cada idioma.",
        idioma: 'Caselles en {{idioma}}',
        paginaFirma: 'Casella de la pàgina de signatura',
        ultimaPagina: "Casella de l'última pàgina",
      },
      guardar: 'Desar',
    },
    misDatosAdmin: { form: "Les meves dades d'administrador", usuario: 'Usuari (NIF)' },
  },
});
