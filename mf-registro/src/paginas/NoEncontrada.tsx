/** An unknown code's page (404). */
import type { IdiomaRegistro, PaginaNoEncontrada } from '@dapcon/contract/registro';
import { TEXTOS } from './textos';
import { conLang, RUTA_LISTA } from './url';

export function NoEncontrada({ pagina, lang }: { pagina: PaginaNoEncontrada; lang: IdiomaRegistro }) {
  const t = TEXTOS[lang];
  return (
    <section className="no-encontrada">
      <h1>{t.tituloNoEncontrada}</h1>
      <p>{t.noEncontrada(pagina.codigo)}</p>
      <p>{t.noEncontradaAyuda}</p>
      <p>
        <a href={conLang(RUTA_LISTA, lang)}>{t.volver}</a>
      </p>
    </section>
  );
}
