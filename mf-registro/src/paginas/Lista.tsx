/**
 * The search page: the form (a GET to /registro, so it works without JavaScript), the results table
 * with its sort links and the pager. With `cargar` (the browser, once hydrated) the form, the sort and
 * pager links and the 'expired' checkbox load the results in place: the URL is pushed, the browser's
 * back button goes back through them, the region is busy meanwhile and a live region says the count.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { DapconPublica, IdiomaRegistro, PaginaLista } from '@dapcon/contract/registro';
import type { CargarLista, Resultado } from './tipos';
import { formatearFecha, TEXTOS, type CampoConsulta, type Columna } from './textos';
import { tituloDocumento } from './titulos';
import {
  conLang,
  consultaDeQuery,
  consultaOrden,
  enlacesPaginador,
  hrefLista,
  ordenActual,
  PARAMETROS,
  queryDe,
  RUTA_LISTA,
  rutaLista,
  totalPaginas,
  type CampoOrden,
  type Consulta,
} from './url';

export interface ListaProps {
  pagina: PaginaLista;
  lang: IdiomaRegistro;
  /** The browser's loader; without it every link and the form navigate. */
  cargar?: CargarLista | undefined;
  /** Told the list state's path after each change (the language switch follows it). */
  onRuta?: ((ruta: string) => void) | undefined;
}

interface Estado {
  consulta: Consulta;
  errores: CampoConsulta[];
  resultado: Resultado;
}

const COLUMNAS: { columna: Columna; campo: CampoOrden | null }[] = [
  { columna: 'codigo', campo: 'dapcon_codigo' },
  { columna: 'producto', campo: 'dv_nombre_producto' },
  { columna: 'empresa', campo: 'org_nombre' },
  { columna: 'rcp', campo: null },
  { columna: 'desde', campo: 'dapcon_valido_desde' },
  { columna: 'hasta', campo: 'dapcon_valido_hasta' },
  { columna: 'estado', campo: null },
];

/** The list state a form sends: its non-empty fields (`lang` and `page` left out: a new search starts on page 1). */
export function consultaDeFormulario(form: HTMLFormElement): Consulta {
  const datos = new FormData(form);
  const consulta: Consulta = {};
  for (const clave of PARAMETROS) {
    if (clave === 'page') continue;
    const valor = datos.get(clave);
    if (typeof valor === 'string' && valor.trim() !== '') consulta[clave] = valor.trim();
  }
  return consulta;
}

/** A plain left click, the only one the page takes over (a new tab, a download… stay the browser's). */
function clicSimple(e: MouseEvent<HTMLAnchorElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

const idError = (campo: CampoConsulta) => `error-${campo}`;

export function Lista({ pagina, lang, cargar, onRuta }: ListaProps) {
  const t = TEXTOS[lang];
  const [estado, setEstado] = useState<Estado>({ consulta: pagina.consulta, errores: pagina.errores, resultado: pagina.resultado });
  const [ocupado, setOcupado] = useState(false);
  const [fallo, setFallo] = useState(false);
  const [anuncio, setAnuncio] = useState('');
  // The form's fields are the browser's (no JavaScript needed); going back through the history redraws them.
  const [generacion, setGeneracion] = useState(0);
  const peticion = useRef<AbortController | null>(null);
  // The state shown, for the history's handler (a skip link's '#contenido' pops the same state: nothing to load).
  const mostrada = useRef(queryDe(estado.consulta));
  const titulo = useRef<HTMLHeadingElement>(null);

  const ir = useCallback(
    async (consulta: Consulta, { historial, foco = false }: { historial: 'push' | 'pop'; foco?: boolean }) => {
      if (!cargar) return;
      peticion.current?.abort();
      const control = new AbortController();
      peticion.current = control;
      setOcupado(true);
      setFallo(false);
      setAnuncio(t.cargando);
      try {
        const respuesta = await cargar(consulta, lang, control.signal);
        if (control.signal.aborted) return;
        if (historial === 'push') window.history.pushState({ registro: true }, '', hrefLista(consulta, lang));
        else setGeneracion((g) => g + 1);
        onRuta?.(rutaLista(consulta));
        mostrada.current = queryDe(consulta);
        document.title = tituloDocumento({ ...pagina, consulta, resultado: respuesta.ok ? respuesta.resultado : pagina.resultado }, lang);
        if (respuesta.ok) {
          setEstado({ consulta, errores: [], resultado: respuesta.resultado });
          setAnuncio(t.resultadosCuenta(respuesta.resultado.total));
        } else {
          setEstado({ consulta, errores: respuesta.errores, resultado: { data: [], total: 0, per_page: estado.resultado.per_page, current_page: 1 } });
          setAnuncio(t.erroresResumen);
        }
        if (foco) titulo.current?.focus();
      } catch {
        if (control.signal.aborted) return;
        setFallo(true);
        setAnuncio(t.errorCarga);
      } finally {
        if (peticion.current === control) {
          peticion.current = null;
          setOcupado(false);
        }
      }
    },
    [cargar, lang, onRuta, t, pagina, estado.resultado.per_page],
  );

  // Back and forward through the states this page pushed (and the one it was loaded with).
  useEffect(() => {
    if (!cargar) return undefined;
    const alVolver = () => {
      if (window.location.pathname !== RUTA_LISTA) return;
      const consulta = consultaDeQuery(window.location.search);
      if (queryDe(consulta) === mostrada.current && !peticion.current) return;
      void ir(consulta, { historial: 'pop' });
    };
    window.addEventListener('popstate', alVolver);
    return () => window.removeEventListener('popstate', alVolver);
  }, [cargar, ir]);

  useEffect(() => () => peticion.current?.abort(), []);

  const enlace = (consulta: Consulta, foco = false) => ({
    href: hrefLista(consulta, lang),
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (!cargar || !clicSimple(e)) return;
      e.preventDefault();
      void ir(consulta, { historial: 'push', foco });
    },
  });

  const { consulta, errores, resultado } = estado;
  const hayErrores = errores.length > 0;
  const orden = ordenActual(consulta);
  const paginas = totalPaginas(resultado.total, resultado.per_page);
  const { anterior, siguiente } = enlacesPaginador(consulta, resultado.current_page, paginas);
  const erroresSinCampo = errores.filter((e) => e === 'page' || e === 'order_by' || e === 'organizacion_id');

  const errorDe = (campo: CampoConsulta) =>
    errores.includes(campo) ? (
      <p className="error-campo" id={idError(campo)}>
        {t.errores[campo]}
      </p>
    ) : null;
  const describe = (campo: CampoConsulta, ayuda?: string) => [ayuda, errores.includes(campo) ? idError(campo) : undefined].filter(Boolean).join(' ') || undefined;
  /** A select of the form: its label, 'all' first, the options, its error under it. */
  const campoSelect = (campo: CampoConsulta, id: string, etiqueta: string, todas: string, opciones: { valor: string; texto: string }[]) => (
    <div className="campo">
      <label htmlFor={id}>{etiqueta}</label>
      <select id={id} name={campo} defaultValue={consulta[campo] ?? ''} aria-describedby={describe(campo)} aria-invalid={errores.includes(campo) || undefined}>
        <option value="">{todas}</option>
        {opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.texto}
          </option>
        ))}
      </select>
      {errorDe(campo)}
    </div>
  );

  return (
    <>
      <h1>{pagina.empresa ? t.tituloEmpresa(pagina.empresa) : t.tituloLista}</h1>
      {pagina.empresa && consulta.organizacion_id && (
        <p className="filtro-empresa">
          {t.filtroEmpresa(pagina.empresa)} <a href={hrefLista({ ...consulta, organizacion_id: undefined, page: undefined }, lang)}>{t.quitarEmpresa}</a>
        </p>
      )}
      <form
        key={generacion}
        className="busqueda"
        method="get"
        action={RUTA_LISTA}
        role="search"
        aria-label={t.formulario}
        noValidate
        onSubmit={(e) => {
          if (!cargar) return;
          e.preventDefault();
          void ir(consultaDeFormulario(e.currentTarget), { historial: 'push' });
        }}
      >
        {hayErrores && (
          <div className="errores-resumen" role="alert">
            <p>{t.erroresResumen}</p>
            {erroresSinCampo.length > 0 && (
              <ul>
                {erroresSinCampo.map((campo) => (
                  <li key={campo}>{t.errores[campo]}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <input type="hidden" name="lang" value={lang} />
        {consulta.organizacion_id && <input type="hidden" name="organizacion_id" value={consulta.organizacion_id} />}
        {consulta.order_by && <input type="hidden" name="order_by" value={consulta.order_by} />}
        <div className="campos">
          <div className="campo campo-texto">
            <label htmlFor="f-texto">{t.campoTexto}</label>
            <input
              id="f-texto"
              name="filter_text"
              type="search"
              defaultValue={consulta.filter_text ?? ''}
              aria-describedby={describe('filter_text', 'f-texto-ayuda')}
              aria-invalid={errores.includes('filter_text') || undefined}
            />
            <p className="ayuda" id="f-texto-ayuda">
              {t.ayudaTexto}
            </p>
            {errorDe('filter_text')}
          </div>
          {campoSelect('rcp_id', 'f-rcp', t.campoRcp, t.todasRcp, pagina.rcps.map((r) => ({ valor: String(r.id), texto: r.nombre })))}
          {campoSelect(
            'idioma_id',
            'f-idioma',
            t.campoIdioma,
            t.todosIdiomas,
            pagina.idiomas.map((i) => ({ valor: String(i.id), texto: i.nombre || (t.idiomas[i.codigo] ?? i.codigo) })),
          )}
          {campoSelect('clasificacion', 'f-clasificacion', t.campoClasificacion, t.todasClasificaciones, [
            // A class named by the URL that no declaration of the page's options has (a family, a node id): kept so the form shows it.
            ...(consulta.clasificacion && !pagina.clasificaciones.some((c) => c.codigo === consulta.clasificacion) ? [{ valor: consulta.clasificacion, texto: consulta.clasificacion }] : []),
            ...pagina.clasificaciones.map((c) => ({ valor: c.codigo, texto: `${c.nombre} (${c.codigo})` })),
          ])}
          <div className="campo">
            <label htmlFor="f-caduca">{t.campoCaducaAntes}</label>
            <input
              id="f-caduca"
              name="caduca_antes"
              type="date"
              defaultValue={consulta.caduca_antes ?? ''}
              aria-describedby={describe('caduca_antes', 'f-caduca-ayuda')}
              aria-invalid={errores.includes('caduca_antes') || undefined}
            />
            <p className="ayuda" id="f-caduca-ayuda">
              {t.ayudaCaducaAntes}
            </p>
            {errorDe('caduca_antes')}
          </div>
          <div className="campo campo-casilla">
            <input
              id="f-caducadas"
              name="caducadas"
              type="checkbox"
              value="true"
              defaultChecked={consulta.caducadas === 'true'}
              aria-describedby={describe('caducadas')}
              aria-invalid={errores.includes('caducadas') || undefined}
              onChange={(e) => {
                const form = e.currentTarget.form;
                if (cargar && form) void ir(consultaDeFormulario(form), { historial: 'push' });
              }}
            />
            <label htmlFor="f-caducadas">{t.campoCaducadas}</label>
            {errorDe('caducadas')}
          </div>
        </div>
        <button type="submit">{t.buscar}</button>
      </form>

      <section className="resultados" aria-labelledby="resultados-titulo" aria-busy={ocupado}>
        <h2 id="resultados-titulo" ref={titulo} tabIndex={-1}>
          {t.resultados}
        </h2>
        <p className="anuncio" role="status">
          {anuncio}
        </p>
        {fallo && (
          <p className="error-carga" role="alert">
            {t.errorCarga}
          </p>
        )}
        {hayErrores ? null : resultado.total === 0 || resultado.data.length === 0 ? (
          <div className="vacio">
            <p>{t.sinResultados}</p>
            <p>{t.sinResultadosAyuda}</p>
          </div>
        ) : (
          <>
            <div className="tabla-caja" tabIndex={0} role="region" aria-labelledby="tabla-cuenta">
              <table className="tabla">
                <caption id="tabla-cuenta">
                  {t.resultadosCuenta(resultado.total)}
                  {paginas > 1 ? ` · ${t.pagina(resultado.current_page, paginas)}` : ''}
                </caption>
                <thead>
                  <tr>
                    {COLUMNAS.map(({ columna, campo }) => {
                      const activa = campo !== null && orden.campo === campo;
                      return (
                        <th key={columna} scope="col" aria-sort={activa ? (orden.direccion === 'asc' ? 'ascending' : 'descending') : undefined}>
                          {campo === null ? (
                            t.columnas[columna]
                          ) : (
                            <a className="orden" {...enlace(consultaOrden(consulta, campo))} title={t.ordenarPor(t.columnas[columna])}>
                              {t.columnas[columna]}
                              <span className="orden-marca" aria-hidden="true">
                                {activa ? (orden.direccion === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                              </span>
                              {activa && <span className="visualmente-oculto">{`, ${orden.direccion === 'asc' ? t.ordenAsc : t.ordenDesc}`}</span>}
                            </a>
                          )}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {resultado.data.map((fila) => (
                    <Fila key={fila.dapcon_codigo} fila={fila} lang={lang} />
                  ))}
                </tbody>
              </table>
            </div>
            {paginas > 1 && (
              <nav className="paginador" aria-label={t.paginacion}>
                {anterior ? (
                  <a rel="prev" {...enlace(anterior, true)}>
                    <span aria-hidden="true">← </span>
                    {t.anterior}
                  </a>
                ) : (
                  <span className="paginador-hueco" />
                )}
                <span className="paginador-actual">{t.pagina(resultado.current_page, paginas)}</span>
                {siguiente ? (
                  <a rel="next" {...enlace(siguiente, true)}>
                    {t.siguiente}
                    <span aria-hidden="true"> →</span>
                  </a>
                ) : (
                  <span className="paginador-hueco" />
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}

function Fila({ fila, lang }: { fila: DapconPublica; lang: IdiomaRegistro }) {
  const t = TEXTOS[lang];
  return (
    <tr className={fila.estado === 'caducada' ? 'fila-caducada' : undefined}>
      <th scope="row">
        <a href={conLang(fila.url, lang)}>{fila.dapcon_codigo}</a>
      </th>
      <td>{fila.dv_nombre_producto}</td>
      <td>
        <a href={hrefLista({ organizacion_id: String(fila.empresa.org_id) }, lang)}>{fila.empresa.org_nombre}</a>
      </td>
      <td>
        <span className="equivalencia">{fila.rcp.rcp_equivalencia}</span> {fila.rcp.rcp_nombre}
      </td>
      <td>
        <time dateTime={fila.dapcon_valido_desde}>{formatearFecha(fila.dapcon_valido_desde, lang)}</time>
      </td>
      <td>
        <time dateTime={fila.dapcon_valido_hasta}>{formatearFecha(fila.dapcon_valido_hasta, lang)}</time>
      </td>
      <td>
        <span className={`estado estado-${fila.estado}`}>{t.estados[fila.estado]}</span>
      </td>
    </tr>
  );
}
