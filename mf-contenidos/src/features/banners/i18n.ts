import { addBundle } from '@dapcon/shared-sdk';

/**
 * mf-contenidos's texts of the front page's banners (/banner-portada: the three panels of criteria);
 * namespace 'contenidos', merged with the area's others.
 */
addBundle('contenidos', {
  es: {
    banners: {
      intro: 'La portada de la web pública tiene tres buscadores: de empresas, de verificadores y de consultores. Marque en cada uno los criterios por los que sus visitantes podrán buscar y guárdelo.',
      paneles: {
        banner_empresa: { titulo: 'Banner de empresas', ayuda: 'Para buscar las empresas que tienen declaraciones DAPcon.' },
        banner_verificador: { titulo: 'Banner de verificadores', ayuda: 'Para buscar a los verificadores del programa.' },
        banner_consultor: { titulo: 'Banner de consultores', ayuda: 'Para buscar a los consultores ACV del programa.' },
      },
      criterios: 'Criterios de búsqueda',
      marcados: '{{count}} de {{total}} marcados',
      sinGuardar: 'Cambios sin guardar',
      guardar: 'Guardar',
      cargando: 'Cargando los criterios…',
      sinOpciones: 'Este banner no tiene criterios para elegir: añádalos en Parámetros.',
      loadError: 'No se pudieron cargar los criterios.',
      retry: 'Reintentar',
    },
  },
  ca: {
    banners: {
      intro: "La portada del web públic té tres cercadors: d'empreses, de verificadors i de consultors. Marqueu en cadascun els criteris pels quals els visitants podran cercar i deseu-lo.",
      paneles: {
        banner_empresa: { titulo: "Bàner d'empreses", ayuda: 'Per cercar les empreses que tenen declaracions DAPcon.' },
        banner_verificador: { titulo: 'Bàner de verificadors', ayuda: 'Per cercar els verificadors del programa.' },
        banner_consultor: { titulo: 'Bàner de consultors', ayuda: 'Per cercar els consultors ACV del programa.' },
      },
      criterios: 'Criteris de cerca',
      marcados: '{{count}} de {{total}} marcats',
      sinGuardar: 'Canvis sense desar',
      guardar: 'Desar',
      cargando: 'Carregant els criteris…',
      sinOpciones: 'Aquest bàner no té criteris per triar: afegiu-los a Paràmetres.',
      loadError: "No s'han pogut carregar els criteris.",
      retry: 'Tornar-ho a provar',
    },
  },
});
