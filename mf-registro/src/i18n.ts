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
  },
});
