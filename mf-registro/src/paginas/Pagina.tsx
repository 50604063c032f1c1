/** The registry's common frame: skip link, header with the programme's name and the language switch, main, footer. */
import type { ReactNode } from 'react';
import type { IdiomaRegistro } from '@dapcon/contract/registro';
import { IDIOMAS, TEXTOS } from './textos';
import { conLang, RUTA_LISTA } from './url';

export interface PaginaProps {
  lang: IdiomaRegistro;
  /** The page's path and query without `lang`: the switch's links add theirs. */
  ruta: string;
  children: ReactNode;
}

export function Pagina({ lang, ruta, children }: PaginaProps) {
  const t = TEXTOS[lang];
  return (
    <>
      <a className="saltar" href="#contenido">
        {t.saltar}
      </a>
      <header className="cabecera">
        <div className="marco cabecera-marco">
          <a className="marca" href={conLang(RUTA_LISTA, lang)}>
            {t.programa}
          </a>
          <nav className="idiomas" aria-label={t.cambiarIdioma}>
            <ul>
              {IDIOMAS.map((l) => (
                <li key={l}>
                  <a href={conLang(ruta, l)} hrefLang={l} lang={l} aria-current={l === lang ? 'true' : undefined}>
                    {t.nombreNativo[l]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="contenido" className="marco" tabIndex={-1}>
        {children}
      </main>
      <footer className="pie">
        <div className="marco">
          <p>{t.pie}</p>
        </div>
      </footer>
    </>
  );
}
