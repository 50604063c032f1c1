import { addBundle } from '@dapcon/shared-sdk';

/** A consultant's or verifier's part of its home (namespace 'home-inicio', loaded with InicioConsultor). */
addBundle('home-inicio', {
  es: {
    firma: {
      titulo: 'Instale el complemento de firma',
      texto: 'Para firmar los informes de verificación necesita el complemento de firma electrónica en este navegador.',
      boton: 'Cómo instalarlo',
    },
    incidencias: {
      titulo: 'Incidencias sin resolver',
      vacio: 'No tiene incidencias sin resolver.',
      sinCodigo: 'sin código',
    },
  },
  ca: {
    firma: {
      titulo: 'Instal·leu el complement de signatura',
      texto: 'Per signar els informes de verificació necessiteu el complement de signatura electrònica en aquest navegador.',
      boton: "Com s'instal·la",
    },
    incidencias: {
      titulo: 'Incidències sense resoldre',
      vacio: 'No teniu incidències sense resoldre.',
      sinCodigo: 'sense codi',
    },
  },
});
