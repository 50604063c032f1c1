import { addBundle } from '@dapcon/shared-sdk';

// The company form sections' texts (namespace 'ui', key 'company'): they load with
// `@dapcon/shared-ui/reference`, so the sign-in page never downloads them.
addBundle('ui', {
  es: {
    company: {
      sections: {
        direccion: 'Dirección',
        contacto: 'Contacto',
        personaContacto: 'Persona de contacto',
        facturacion: 'Contacto de facturación',
        datosFacturacion: 'Datos de facturación',
      },
      fields: {
        email: 'Correo electrónico',
        telefono: 'Teléfono',
        web: 'Página web',
        nombre: 'Nombre',
        cargo: 'Cargo',
        tipo: 'Tipo de empresa',
        tamanio: 'Tamaño de empresa',
      },
      select: 'Seleccione',
      typeFirst: 'Seleccione primero el tipo de empresa',
      adminOnly: 'Fija la cuota anual: solo la administración puede cambiarlo.',
    },
  },
  ca: {
    company: {
      sections: {
        direccion: 'Adreça',
        contacto: 'Contacte',
        personaContacto: 'Persona de contacte',
        facturacion: 'Contacte de facturació',
        datosFacturacion: 'Dades de facturació',
      },
      fields: {
        email: 'Correu electrònic',
        telefono: 'Telèfon',
        web: 'Pàgina web',
        nombre: 'Nom',
        cargo: 'Càrrec',
        tipo: "Tipus d'empresa",
        tamanio: "Mida de l'empresa",
      },
      select: 'Seleccioneu',
      typeFirst: "Seleccioneu primer el tipus d'empresa",
      adminOnly: "Fixa la quota anual: només l'administració el pot canviar.",
    },
  },
});
