/** A withdrawn declaration's page (410): its code and product, the day it was withdrawn (never the reason), and the way back to the search. */
import type { IdiomaRegistro, PaginaRetirada } from '@dapcon/contract/registro';
import { formatearFecha, TEXTOS } from './textos';
import { conLang, RUTA_LISTA } from './url';

export function Retirada({ pagina, lang }: { pagina: PaginaRetirada; lang: IdiomaRegistro }) {
  const t = TEXTOS[lang];
  return (
    <section className="no-encontrada" data-estado="retirada">
      <h1>{t.tituloRetirada}</h1>
      <p>{t.retirada(pagina.codigo, pagina.producto)}</p>
      {pagina.retirada_el ? (
        <p>
          <time dateTime={pagina.retirada_el}>{t.retiradaEl(formatearFecha(pagina.retirada_el, lang))}</time>
        </p>
      ) : null}
      <p>{t.retiradaAyuda}</p>
      <p>
        <a href={conLang(RUTA_LISTA, lang)}>{t.volver}</a>
      </p>
    </section>
  );
}
