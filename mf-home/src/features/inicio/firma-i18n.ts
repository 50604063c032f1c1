import { addBundle } from '@dapcon/shared-sdk';

/**
 * The signing plugin's install guides (namespace 'home-firma'; spec part 1 §2 'Modals'), loaded with
 * the modal, not with the home. The plugin is AutoFirma, the Spanish administration's electronic
 * signature client (docs/decisions.md 'The signing plugin').
 */
addBundle('home-firma', {
  es: {
    titulo: 'Instalar el complemento de firma',
    intro: 'Los informes de verificación se firman con AutoFirma, la aplicación de firma electrónica de la Administración. Siga la guía de su navegador.',
    detectado: 'Guía de su navegador: {{navegador}}.',
    noCompatible: 'Su navegador no es compatible con el complemento de firma. Use uno de estos navegadores:',
    compatibles: 'Google Chrome, Mozilla Firefox o Microsoft Edge.',
    guias: 'Guías por navegador',
    descargas: 'Página de descargas de AutoFirma',
    cerrar: 'Cerrar',
    navegador: { chrome: 'Chrome', firefox: 'Firefox', edge: 'Edge', android: 'Android', ios: 'iOS' },
    pasos: {
      chrome: {
        p1: 'Descargue AutoFirma para su sistema operativo desde la página de descargas.',
        p2: 'Ejecute el instalador y acepte las opciones que propone.',
        p3: 'Cierre Chrome del todo (todas sus ventanas) y vuelva a abrirlo.',
        p4: 'La primera vez que firme, Chrome le preguntará si quiere abrir AutoFirma: marque «Permitir siempre» y pulse «Abrir AutoFirma».',
      },
      firefox: {
        p1: 'Descargue AutoFirma para su sistema operativo desde la página de descargas.',
        p2: 'Ejecute el instalador y deje marcada la opción de configurar Firefox: así instala en él su certificado de confianza.',
        p3: 'Cierre Firefox del todo (todas sus ventanas) y vuelva a abrirlo.',
        p4: 'La primera vez que firme, Firefox le preguntará con qué aplicación abrir el enlace «afirma»: elija AutoFirma y marque «Recordar mi elección».',
      },
      edge: {
        p1: 'Descargue AutoFirma para su sistema operativo desde la página de descargas.',
        p2: 'Ejecute el instalador y acepte las opciones que propone.',
        p3: 'Cierre Edge del todo (todas sus ventanas) y vuelva a abrirlo.',
        p4: 'La primera vez que firme, Edge le preguntará si este sitio puede abrir AutoFirma: marque «Permitir siempre» y pulse «Abrir».',
      },
      android: {
        p1: 'Instale la aplicación «Cliente @firma móvil» desde Google Play.',
        p2: 'Copie su certificado electrónico (archivo .p12 o .pfx) en el dispositivo e impórtelo desde la aplicación.',
        p3: 'Al firmar, el navegador abrirá la aplicación: elija su certificado y confirme la firma.',
      },
      ios: {
        p1: 'Instale la aplicación «Cliente @firma móvil» desde el App Store.',
        p2: 'Importe su certificado electrónico (archivo .p12 o .pfx) en la aplicación desde Archivos o el correo.',
        p3: 'Al firmar, Safari abrirá la aplicación: elija su certificado y confirme la firma.',
      },
    },
  },
  ca: {
    titulo: 'Instal·lar el complement de signatura',
    intro: "Els informes de verificació se signen amb AutoFirma, l'aplicació de signatura electrònica de l'Administració. Seguiu la guia del vostre navegador.",
    detectado: 'Guia del vostre navegador: {{navegador}}.',
    noCompatible: 'El vostre navegador no és compatible amb el complement de signatura. Feu servir un d’aquests navegadors:',
    compatibles: 'Google Chrome, Mozilla Firefox o Microsoft Edge.',
    guias: 'Guies per navegador',
    descargas: "Pàgina de descàrregues d'AutoFirma",
    cerrar: 'Tancar',
    navegador: { chrome: 'Chrome', firefox: 'Firefox', edge: 'Edge', android: 'Android', ios: 'iOS' },
    pasos: {
      chrome: {
        p1: 'Descarregueu AutoFirma per al vostre sistema operatiu des de la pàgina de descàrregues.',
        p2: "Executeu l'instal·lador i accepteu les opcions que proposa.",
        p3: 'Tanqueu Chrome del tot (totes les finestres) i torneu-lo a obrir.',
        p4: 'La primera vegada que signeu, Chrome us preguntarà si voleu obrir AutoFirma: marqueu «Permet sempre» i premeu «Obre AutoFirma».',
      },
      firefox: {
        p1: 'Descarregueu AutoFirma per al vostre sistema operatiu des de la pàgina de descàrregues.',
        p2: "Executeu l'instal·lador i deixeu marcada l'opció de configurar Firefox: així hi instal·la el seu certificat de confiança.",
        p3: 'Tanqueu Firefox del tot (totes les finestres) i torneu-lo a obrir.',
        p4: "La primera vegada que signeu, Firefox us preguntarà amb quina aplicació voleu obrir l'enllaç «afirma»: trieu AutoFirma i marqueu «Recorda la meva elecció».",
      },
      edge: {
        p1: 'Descarregueu AutoFirma per al vostre sistema operatiu des de la pàgina de descàrregues.',
        p2: "Executeu l'instal·lador i accepteu les opcions que proposa.",
        p3: 'Tanqueu Edge del tot (totes les finestres) i torneu-lo a obrir.',
        p4: 'La primera vegada que signeu, Edge us preguntarà si aquest lloc pot obrir AutoFirma: marqueu «Permet sempre» i premeu «Obre».',
      },
      android: {
        p1: "Instal·leu l'aplicació «Cliente @firma móvil» des de Google Play.",
        p2: "Copieu el vostre certificat electrònic (fitxer .p12 o .pfx) al dispositiu i importeu-lo des de l'aplicació.",
        p3: "En signar, el navegador obrirà l'aplicació: trieu el vostre certificat i confirmeu la signatura.",
      },
      ios: {
        p1: "Instal·leu l'aplicació «Cliente @firma móvil» des de l'App Store.",
        p2: "Importeu el vostre certificat electrònic (fitxer .p12 o .pfx) a l'aplicació des d'Arxius o del correu.",
        p3: "En signar, Safari obrirà l'aplicació: trieu el vostre certificat i confirmeu la signatura.",
      },
    },
  },
});
