/**
 * The area's server entry (`RenderRegistro`): a registry page as a whole HTML5 document. React's
 * markup (renderToString) inside `<div id="registro">`, and around it what the page's head needs: its
 * title and description, the canonical URL and the alternates per language (hreflang), the style
 * sheet and the module script of the build (`base` + the hashed names build-pages.mjs defines), the
 * JSON-LD of schema.org, and the page's props as a JSON block the browser hydrates from. No inline
 * script or style (the site's CSP): the only script blocks are data (application/json, ld+json).
 */
import { renderToString } from 'react-dom/server';
import type { ContextoRegistro, FichaPublica, PaginaLista, PaginaRegistro, RenderRegistro } from '@dapcon/contract/registro';
import { Registro } from '../paginas/Registro';
import { ID_DATOS, type DatosRegistro } from '../paginas/tipos';
import { formatearFecha, IDIOMAS, TEXTOS } from '../paginas/textos';
import { tituloDocumento } from '../paginas/titulos';
import { conLang, ordenActual, rutaDe } from '../paginas/url';
import { escaparHtml, jsonEnScript } from './escapar';

/** The build's script and style sheet, relative to `base`. */
export const ACTIVOS = {
  js: typeof __REGISTRO_JS__ === 'string' ? __REGISTRO_JS__ : 'paginas/registro.js',
  css: typeof __REGISTRO_CSS__ === 'string' ? __REGISTRO_CSS__ : 'paginas/registro.css',
};


const sinBarraFinal = (origin: string) => origin.replace(/\/+$/, '');
const conBarraFinal = (base: string) => (base.endsWith('/') ? base : `${base}/`);

function descripcion(pagina: PaginaRegistro, contexto: ContextoRegistro): string {
  const t = TEXTOS[contexto.lang];
  if (pagina.tipo === 'ficha') {
    const d = pagina.dapcon;
    return t.descripcionFicha(d.dv_nombre_producto, d.empresa.org_nombre, d.dapcon_codigo, formatearFecha(d.dapcon_valido_hasta, contexto.lang));
  }
  if (pagina.tipo === 'no-encontrada') return t.noEncontrada(pagina.codigo);
  if (pagina.tipo === 'retirada') return t.retirada(pagina.codigo, pagina.producto);
  return pagina.empresa ? t.descripcionEmpresa(pagina.empresa) : t.descripcionLista;
}

/** schema.org's Product with its Certification: a declaration's page. */
function ldFicha(d: FichaPublica, contexto: ContextoRegistro, url: string): Record<string, unknown> {
  const origin = sinBarraFinal(contexto.origin);
  const t = TEXTOS[contexto.lang];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: d.dv_nombre_producto,
    url,
    // Its ECO Platform class, named in the page's language.
    ...(d.clasificacion === null ? {} : { category: d.clasificacion.nombre }),
    manufacturer: {
      '@type': 'Organization',
      name: d.empresa.org_nombre,
      ...(d.empresa.org_cif === null ? {} : { taxID: d.empresa.org_cif }),
      ...(d.logo_url === null ? {} : { logo: `${origin}${d.logo_url}` }),
    },
    ...(d.logo_url === null ? {} : { logo: `${origin}${d.logo_url}` }),
    hasCertification: {
      '@type': 'Certification',
      name: 'DAPcon',
      certificationIdentification: d.dapcon_codigo,
      issuedBy: { '@type': 'Organization', name: t.programaOrganizacion },
      validFrom: d.dapcon_valido_desde,
      expires: d.dapcon_valido_hasta,
      certificationStatus: d.estado === 'caducada' ? 'https://schema.org/CertificationInactive' : 'https://schema.org/CertificationActive',
      url,
    },
  };
}

/** schema.org's CollectionPage with the ItemList of the page's rows: the search. */
function ldLista(pagina: PaginaLista, contexto: ContextoRegistro, url: string, nombre: string): Record<string, unknown> {
  const origin = sinBarraFinal(contexto.origin);
  const desde = (pagina.resultado.current_page - 1) * pagina.resultado.per_page;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: nombre,
    url,
    inLanguage: contexto.lang,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: pagina.resultado.total,
      itemListOrder: ordenActual(pagina.consulta).direccion === 'asc' ? 'https://schema.org/ItemListOrderAscending' : 'https://schema.org/ItemListOrderDescending',
      itemListElement: pagina.resultado.data.map((fila, i) => ({
        '@type': 'ListItem',
        position: desde + i + 1,
        url: `${origin}${conLang(fila.url, contexto.lang)}`,
        name: `${fila.dapcon_codigo} · ${fila.dv_nombre_producto}`,
      })),
    },
  };
}

export const render: RenderRegistro = (pagina, contexto) => {
  const { lang } = contexto;
  const origin = sinBarraFinal(contexto.origin);
  const base = conBarraFinal(contexto.base);
  // The search's own path, written from its state (empty fields of a sent form and page 1 left out): one URL per result.
  const ruta = rutaDe(pagina, contexto);
  const canonica = `${origin}${conLang(ruta, lang)}`;
  const tituloPagina = tituloDocumento(pagina, lang);
  const html = renderToString(<Registro pagina={pagina} contexto={contexto} />);

  const alternas = [
    ...IDIOMAS.map((l) => `<link rel="alternate" hreflang="${l}" href="${escaparHtml(`${origin}${conLang(ruta, l)}`)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escaparHtml(`${origin}${ruta}`)}">`,
  ];
  const ld =
    pagina.tipo === 'ficha'
      ? ldFicha(pagina.dapcon, contexto, `${origin}${pagina.dapcon.url}`)
      : pagina.tipo === 'lista'
        ? ldLista(pagina, contexto, canonica, tituloPagina)
        : null;
  // A search with errors, an unknown code and a withdrawn one (no JSON-LD either) are no page to index.
  const indexable = pagina.tipo === 'ficha' || (pagina.tipo === 'lista' && pagina.errores.length === 0);
  const datos: DatosRegistro = { pagina, contexto };

  return [
    '<!doctype html>',
    `<html lang="${escaparHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escaparHtml(tituloPagina)}</title>`,
    `<meta name="description" content="${escaparHtml(descripcion(pagina, contexto))}">`,
    ...(indexable ? [] : ['<meta name="robots" content="noindex">']),
    `<link rel="canonical" href="${escaparHtml(canonica)}">`,
    ...alternas,
    // The portal's mark, from the shell at the site's root.
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${escaparHtml(base + ACTIVOS.css)}">`,
    `<script type="module" src="${escaparHtml(base + ACTIVOS.js)}"></script>`,
    ...(ld ? [`<script type="application/ld+json">${jsonEnScript(ld)}</script>`] : []),
    '</head>',
    '<body>',
    `<div id="registro">${html}</div>`,
    `<script type="application/json" id="${ID_DATOS}">${jsonEnScript(datos)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
};
