import { addBundle } from '@dapcon/shared-sdk';

/** mf-registro's texts in the portal (namespace 'registro'): its panel on the DAPcon record page. The registry's own pages have theirs in src/paginas/textos.ts (ES, CA and EN). */
addBundle('registro', {
  es: {
    enlace: {
      titulo: 'Registro público',
      texto: 'Esta declaración figura en el registro público de DAPcon, que cualquiera puede consultar sin registrarse.',
      ver: 'Ver su página en el registro',
      certificado: 'Descargar el certificado de registro (PDF)',
      openEpd: 'Datos en formato openEPD (JSON)',
      ilcd: 'Datos en formato ILCD+EPD (XML)',
    },
    // The registry's figures on the administrator's dashboard (./CifrasRegistro).
    cifras: {
      titulo: 'Registro público',
      publicadas: 'Declaraciones publicadas',
      publicadasAyuda: 'Las que el registro muestra hoy.',
      caducan: 'Caducan en 90 días',
      caducanAyuda: 'Publicadas que dejan de ser válidas de hoy a dentro de 90 días.',
      exportaciones: 'Exportaciones este mes',
      exportacionesAyuda: 'openEPD {{openepd}} · ILCD {{ilcd}}',
      certificados_one: 'Y {{count}} certificado descargado este mes.',
      certificados_other: 'Y {{count}} certificados descargados este mes.',
      nota: 'Se cuentan las descargas que sirve el portal; las que una caché sirve sin preguntarle, no.',
      ver: 'Ver el registro público',
      cargando: 'Cargando las cifras del registro',
      error: 'No se han podido cargar las cifras del registro.',
      reintentar: 'Reintentar',
    },
  },
  ca: {
    enlace: {
      titulo: 'Registre públic',
      texto: 'Aquesta declaració figura al registre públic de DAPcon, que qualsevol pot consultar sense registrar-se.',
      ver: 'Veure la seva pàgina al registre',
      certificado: 'Descarregar el certificat de registre (PDF)',
      openEpd: 'Dades en format openEPD (JSON)',
      ilcd: 'Dades en format ILCD+EPD (XML)',
    },
    cifras: {
      titulo: 'Registre públic',
      publicadas: 'Declaracions publicades',
      publicadasAyuda: 'Les que el registre mostra avui.',
      caducan: 'Caduquen en 90 dies',
      caducanAyuda: "Publicades que deixen de ser vàlides d'avui a d'aquí a 90 dies.",
      exportaciones: 'Exportacions aquest mes',
      exportacionesAyuda: 'openEPD {{openepd}} · ILCD {{ilcd}}',
      certificados_one: 'I {{count}} certificat descarregat aquest mes.',
      certificados_other: 'I {{count}} certificats descarregats aquest mes.',
      nota: 'Es compten les descàrregues que serveix el portal; les que una memòria cau serveix sense preguntar-li, no.',
      ver: 'Veure el registre públic',
      cargando: 'Carregant les xifres del registre',
      error: "No s'han pogut carregar les xifres del registre.",
      reintentar: 'Tornar-ho a provar',
    },
  },
});
