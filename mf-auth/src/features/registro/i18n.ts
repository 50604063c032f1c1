import { COMPANY_FORM_MESSAGES } from '@dapcon/contract/core';
import { addBundle, addMessages } from '@dapcon/shared-sdk';

// The company form's messages, also in the core catalogue: a shell older than their move lacks them.
addMessages(COMPANY_FORM_MESSAGES);

/** The registration's texts (namespace 'auth', under `registro`), loaded with the registration's code. */
addBundle('auth', {
  es: {
    registro: {
      company: {
        title: 'Registro de empresa',
        steps: { datos: 'Datos generales', acreditacion: 'Acreditación' },
        closedAtAccreditation:
          'La cuenta de la empresa ya está creada y puede iniciar sesión ahora. Los documentos de acreditación (ISO 14001, EMAS) podrá añadirlos más adelante desde Mis datos.',
      },
      consultant: { title: 'Registro de consultor' },
      sections: {
        empresa: 'Empresa',
        personal: 'Datos personales',
        direccion: 'Dirección',
        cuenta: 'Cuenta',
        confirmaciones: 'Confirmaciones',
      },
      fields: {
        cif: 'CIF / NIF',
        nif: 'NIF',
        razonSocial: 'Razón social',
        nombre: 'Nombre',
        apellidos: 'Apellidos',
        email: 'Correo electrónico',
        telefono: 'Teléfono',
        movil: 'Teléfono móvil',
        web: 'Página web',
        empresa: 'Empresa',
        password: 'Contraseña',
        passwordConfirmation: 'Repita la contraseña',
        logo: 'Logo',
        veracidad: 'Manifiesto la veracidad de los datos',
        terminos: 'Acepto los términos y condiciones',
        proteccion: 'Acepto la protección de datos',
        iso: 'Dispone de certificado ISO 14001',
        emas: 'Dispone de registro EMAS',
        isoFile: 'Certificado ISO 14001 (PDF)',
        emasFile: 'Registro EMAS (PDF)',
      },
      personHint: 'Con un DNI o NIE la empresa se registra a nombre de una persona.',
      accreditationIntro: 'Si la empresa dispone de certificado ISO 14001 o de registro EMAS, adjunte el documento acreditativo en PDF.',
      next: 'Siguiente',
      finish: 'Finalizar',
      notices: { terminos: 'Términos y condiciones', proteccion: 'Protección de datos' },
    },
  },
  ca: {
    registro: {
      company: {
        title: "Registre d'empresa",
        steps: { datos: 'Dades generals', acreditacion: 'Acreditació' },
        closedAtAccreditation:
          "El compte de l'empresa ja està creat i podeu iniciar sessió ara. Els documents d'acreditació (ISO 14001, EMAS) els podreu afegir més endavant des de Les meves dades.",
      },
      consultant: { title: 'Registre de consultor' },
      sections: {
        empresa: 'Empresa',
        personal: 'Dades personals',
        direccion: 'Adreça',
        cuenta: 'Compte',
        confirmaciones: 'Confirmacions',
      },
      fields: {
        cif: 'CIF / NIF',
        nif: 'NIF',
        razonSocial: 'Raó social',
        nombre: 'Nom',
        apellidos: 'Cognoms',
        email: 'Correu electrònic',
        telefono: 'Telèfon',
        movil: 'Telèfon mòbil',
        web: 'Pàgina web',
        empresa: 'Empresa',
        password: 'Contrasenya',
        passwordConfirmation: 'Repetiu la contrasenya',
        logo: 'Logotip',
        veracidad: 'Manifesto la veracitat de les dades',
        terminos: 'Accepto els termes i condicions',
        proteccion: 'Accepto la protecció de dades',
        iso: 'Disposa de certificat ISO 14001',
        emas: 'Disposa de registre EMAS',
        isoFile: 'Certificat ISO 14001 (PDF)',
        emasFile: 'Registre EMAS (PDF)',
      },
      personHint: "Amb un DNI o NIE l'empresa es registra a nom d'una persona.",
      accreditationIntro: "Si l'empresa disposa de certificat ISO 14001 o de registre EMAS, adjunteu el document acreditatiu en PDF.",
      next: 'Següent',
      finish: 'Finalitzar',
      notices: { terminos: 'Termes i condicions', proteccion: 'Protecció de dades' },
    },
  },
});
