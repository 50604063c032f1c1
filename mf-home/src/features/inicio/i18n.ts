import { addBundle } from '@dapcon/shared-sdk';

/**
 * The readers' homes' texts (namespace 'home-inicio'; spec part 1 §2 'Consultor home', 'Company home'):
 * what every reader's home shows. A company's part adds its own (empresa-i18n.ts), a consultant's its
 * own (consultor-i18n.ts), each loaded with that part.
 */
addBundle('home-inicio', {
  es: {
    cargando: 'Cargando su página de inicio',
    error: 'No se ha podido cargar su página de inicio.',
    reintentar: 'Reintentar',
    logo: { titulo: 'Aún no ha subido su logo', texto: 'Añádalo en Mis datos.', enlace: 'Ir a Mis datos' },
  },
  ca: {
    cargando: "Carregant la vostra pàgina d'inici",
    error: "No s'ha pogut carregar la vostra pàgina d'inici.",
    reintentar: 'Tornar-ho a provar',
    logo: { titulo: 'Encara no heu pujat el vostre logotip', texto: 'Afegiu-lo a Les meves dades.', enlace: 'Anar a Les meves dades' },
  },
});
