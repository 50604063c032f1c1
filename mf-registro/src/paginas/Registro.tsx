/** The registry's page as a whole, the same tree on the server (renderToString) and in the browser (hydrateRoot). */
import { useState } from 'react';
import type { ContextoRegistro, PaginaRegistro } from '@dapcon/contract/registro';
import { Ficha } from './Ficha';
import { Lista } from './Lista';
import { NoEncontrada } from './NoEncontrada';
import { Pagina } from './Pagina';
import { Retirada } from './Retirada';
import type { CargarLista } from './tipos';
import { rutaDe } from './url';

export interface RegistroProps {
  pagina: PaginaRegistro;
  contexto: ContextoRegistro;
  /** The browser's loader of list states (absent on the server). */
  cargar?: CargarLista | undefined;
}

export function Registro({ pagina, contexto, cargar }: RegistroProps) {
  // The list's path follows its state once the browser loads states in place (the language switch's links).
  const [ruta, setRuta] = useState(() => rutaDe(pagina, contexto));
  const { lang } = contexto;
  return (
    <Pagina lang={lang} ruta={ruta}>
      {pagina.tipo === 'lista' ? (
        <Lista pagina={pagina} lang={lang} cargar={cargar} onRuta={setRuta} />
      ) : pagina.tipo === 'ficha' ? (
        <Ficha pagina={pagina} lang={lang} />
      ) : pagina.tipo === 'retirada' ? (
        <Retirada pagina={pagina} lang={lang} />
      ) : (
        <NoEncontrada pagina={pagina} lang={lang} />
      )}
    </Pagina>
  );
}
