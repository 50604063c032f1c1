import { CONTENIDOS_MESSAGES } from '@dapcon/contract/contenidos';
import { addBundle, addMessages } from '@dapcon/shared-sdk';

// The contract messages this area shows (field errors, answers) in the interface language.
addMessages(CONTENIDOS_MESSAGES);

/**
 * mf-contenidos's texts (namespace 'contenidos'): the message templates' page (/plantillas-mensajes:
 * the list, the form, the variables and the preview).
 */
addBundle('contenidos', {
  es: {
    // The web contents' screens' titles (the tab's name); their texts: features/contenidos/i18n.ts.
    route: { contenido: 'Contenido', contenidoNuevo: 'Nuevo contenido' },
    plantillas: {
      lista: 'Plantillas de correo',
      cargando: 'Cargando las plantillas…',
      cargandoPlantilla: 'Cargando la plantilla…',
      cargandoEditor: 'Cargando el editor…',
      sinPlantillas: 'No hay plantillas.',
      elegir: 'Elija una plantilla de la lista para editarla.',
      noEncontrada: 'No hay ninguna plantilla con el id {{id}}.',
      loadError: 'No se pudo cargar la info',
      retry: 'Reintentar',
      idiomas: { es: 'Castellano', ca: 'Catalán' },
      modificada: 'Última modificación: {{fecha}}',
      form: {
        label: 'Plantilla de correo',
        nombre: 'Nombre',
        nombreAyuda: 'La clave con la que el portal pide esta plantilla: no se puede cambiar.',
        descripcion: 'Descripción',
        remitente: 'Remitente',
        remitenteEmail: 'Email del remitente',
        asunto: 'Asunto',
        html: 'Contenido del correo',
        htmlAyuda: 'Las variables se escriben entre llaves dobles, como {{ejemplo}}: use solo las de esta plantilla.',
        guardar: 'Guardar',
      },
      variables: {
        titulo: 'Variables',
        ayuda: 'Se sustituyen por su valor al enviar el correo.',
        ninguna: 'Esta plantilla no tiene variables.',
        copiar: 'Copiar',
        copiarDe: 'Copiar {{variable}}',
        copiada: 'Copiada: {{variable}}',
      },
      vista: {
        titulo: 'Vista previa',
        ayuda: 'Con los valores de ejemplo de cada variable.',
        asunto: 'Asunto',
        correo: 'Vista previa del correo',
        desconocidas: 'Variables que esta plantilla no tiene: {{variables}}',
      },
    },
  },
  ca: {
    route: { contenido: 'Contingut', contenidoNuevo: 'Nou contingut' },
    plantillas: {
      lista: 'Plantilles de correu',
      cargando: 'Carregant les plantilles…',
      cargandoPlantilla: 'Carregant la plantilla…',
      cargandoEditor: "Carregant l'editor…",
      sinPlantillas: 'No hi ha plantilles.',
      elegir: 'Trieu una plantilla de la llista per editar-la.',
      noEncontrada: "No hi ha cap plantilla amb l'id {{id}}.",
      loadError: "No s'ha pogut carregar la informació",
      retry: 'Tornar-ho a provar',
      idiomas: { es: 'Castellà', ca: 'Català' },
      modificada: 'Darrera modificació: {{fecha}}',
      form: {
        label: 'Plantilla de correu',
        nombre: 'Nom',
        nombreAyuda: 'La clau amb què el portal demana aquesta plantilla: no es pot canviar.',
        descripcion: 'Descripció',
        remitente: 'Remitent',
        remitenteEmail: 'Correu electrònic del remitent',
        asunto: 'Assumpte',
        html: 'Contingut del correu',
        htmlAyuda: "Les variables s'escriuen entre claus dobles, com ara {{ejemplo}}: feu servir només les d'aquesta plantilla.",
        guardar: 'Desar',
      },
      variables: {
        titulo: 'Variables',
        ayuda: 'Se substitueixen pel seu valor en enviar el correu.',
        ninguna: 'Aquesta plantilla no té variables.',
        copiar: 'Copiar',
        copiarDe: 'Copiar {{variable}}',
        copiada: 'Copiada: {{variable}}',
      },
      vista: {
        titulo: 'Previsualització',
        ayuda: "Amb els valors d'exemple de cada variable.",
        asunto: 'Assumpte',
        correo: 'Previsualització del correu',
        desconocidas: 'Variables que aquesta plantilla no té: {{variables}}',
      },
    },
  },
});
