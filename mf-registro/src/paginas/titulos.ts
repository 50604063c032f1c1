/** A page's `<title>`: the server writes it, the search updates it when it loads another state in place. */
import type { IdiomaRegistro, PaginaRegistro } from '@dapcon/contract/registro';
import { TEXTOS } from './textos';
import { totalPaginas } from './url';

export function tituloDocumento(pagina: PaginaRegistro, lang: IdiomaRegistro): string {
  const t = TEXTOS[lang];
  if (pagina.tipo === 'ficha') return `${t.tituloFicha(pagina.dapcon.dapcon_codigo, pagina.dapcon.dv_nombre_producto)} · ${t.programaCorto}`;
  if (pagina.tipo === 'no-encontrada') return `${t.tituloNoEncontrada} · ${t.programaCorto}`;
  if (pagina.tipo === 'retirada') return `${t.tituloRetirada}: ${pagina.codigo} · ${t.programaCorto}`;
  const base = pagina.empresa ? t.tituloEmpresa(pagina.empresa) : t.tituloLista;
  const paginas = totalPaginas(pagina.resultado.total, pagina.resultado.per_page);
  const numero = paginas > 1 && pagina.resultado.current_page > 1 ? ` · ${t.pagina(pagina.resultado.current_page, paginas)}` : '';
  return `${base}${numero} · ${t.programaCorto}`;
}
