/** The modules of EN 15804+A2, as the results table writes them (the contract's MODULOS_RESULTADOS, without its module in the browser's bundle). */
const MODULOS = ['A1-A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'C1', 'C2', 'C3', 'C4', 'D'] as const;

/** Its results table: the header, then the indicators by module in a table that scrolls in its own box. */
function Resultados({ resultados: r, lang }: { resultados: ResultadosPublicos; lang: IdiomaRegistro }) {
  const t = TEXTOS[lang];
  const unidad = r.unidad === 'unit' ? t.unidadUnit : r.unidad;
  return (
    <section className="resultados" aria-labelledby="resultados-titulo">
      <h2 id="resultados-titulo">{t.resultadosEpd}</h2>
      <dl className="datos">
        <div>
          <dt>{t.unidadDeclarada}</dt>
          <dd>{`${formatearCifra(r.unidad_cantidad, lang)} ${unidad}`}</dd>
        </div>
        {r.masa_por_unidad === null ? null : (
          <div>
            <dt>{t.masaPorUnidad}</dt>
            <dd>{`${formatearCifra(r.masa_por_unidad, lang)} kg`}</dd>
          </div>
        )}
        <div>
          <dt>{t.anioReferencia}</dt>
          <dd>{r.anio_referencia}</dd>
        </div>
        <div>
          <dt>{t.metodoLcia}</dt>
          <dd>{r.metodo}</dd>
        </div>
      </dl>
      {/* A box the keyboard reaches (tabIndex) and a reader names: the table scrolls in it, never the page. */}
      <div className="tabla-caja" role="region" aria-labelledby="resultados-tabla" tabIndex={0}>
        <table className="tabla tabla-resultados">
          <caption id="resultados-tabla">{t.tablaResultados}</caption>
          <thead>
            <tr>
              <th scope="col">{t.indicador}</th>
              <th scope="col">{t.unidadIndicador}</th>
              {MODULOS.map((m) => (
                <th scope="col" key={m}>
                  {m}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.filas.map((f) => (
              <tr key={f.indicador}>
                <th scope="row">{f.indicador}</th>
                <td>{f.unidad}</td>
                {MODULOS.map((m) => (
                  <td key={m} className="cifra">
                    {f.valores[m] === undefined ? '—' : formatearCifra(f.valores[m], lang)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ayuda">{t.leyendaResultados}</p>
    </section>
  );
}

/** A declaration's page: what identifies it, its validity (with a banner when expired), its EPD per language, its results. */
import type { IdiomaRegistro, PaginaFicha, ResultadosPublicos } from '@dapcon/contract/registro';
import { formatearCifra, formatearFecha, nombreIdioma, TEXTOS } from './textos';
import { conLang, hrefLista, RUTA_LISTA, urlArchivo } from './url';

export function Ficha({ pagina, lang }: { pagina: PaginaFicha; lang: IdiomaRegistro }) {
  const t = TEXTOS[lang];
  const d = pagina.dapcon;
  const caducada = d.estado === 'caducada';
  return (
    <article className="ficha">
      <p className="volver">
        <a href={conLang(RUTA_LISTA, lang)}>
          <span aria-hidden="true">← </span>
          {t.volver}
        </a>
      </p>
      {caducada && (
        <div className="aviso-caducada" role="note">
          <strong>{t.estados.caducada}.</strong> {t.caducadaAviso(formatearFecha(d.dapcon_valido_hasta, lang))}
        </div>
      )}
      <header className="ficha-cabecera">
        {d.logo_url !== null && <img className="logo" src={d.logo_url} alt={t.logo(d.empresa.org_nombre)} />}
        <div>
          <p className="ficha-codigo">{d.dapcon_codigo}</p>
          <h1>{d.dv_nombre_producto}</h1>
          <p className="ficha-empresa">{d.empresa.org_nombre}</p>
        </div>
      </header>
      <dl className="datos">
        <div>
          <dt>{t.codigo}</dt>
          <dd>{d.dapcon_codigo}</dd>
        </div>
        <div>
          <dt>{t.estado}</dt>
          <dd>
            <span className={`estado estado-${d.estado}`}>{t.estados[d.estado]}</span>
          </dd>
        </div>
        <div>
          <dt>{t.empresa}</dt>
          <dd>{d.empresa.org_nombre}</dd>
        </div>
        {d.empresa.org_cif === null ? null : (
          <div>
            <dt>{t.cif}</dt>
            <dd>{d.empresa.org_cif}</dd>
          </div>
        )}
        <div>
          <dt>{t.rcp}</dt>
          <dd>
            <span className="equivalencia">{d.rcp.rcp_equivalencia}</span> {d.rcp.rcp_nombre}
          </dd>
        </div>
        {d.clasificacion === null ? null : (
          <div>
            <dt>{t.clasificacion}</dt>
            <dd>
              <a href={hrefLista({ clasificacion: d.clasificacion.codigo }, lang)}>{d.clasificacion.nombre}</a> <span className="equivalencia">{d.clasificacion.codigo}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t.verificador}</dt>
          <dd>{`${d.verificador.nombre} ${d.verificador.apellidos}`.trim()}</dd>
        </div>
        <div>
          <dt>{t.validoDesde}</dt>
          <dd>
            <time dateTime={d.dapcon_valido_desde}>{formatearFecha(d.dapcon_valido_desde, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.validoHasta}</dt>
          <dd>
            <time dateTime={d.dapcon_valido_hasta}>{formatearFecha(d.dapcon_valido_hasta, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.idiomasPublicacion}</dt>
          <dd>{d.idiomas.map((i) => nombreIdioma(i.idioma, lang)).join(', ')}</dd>
        </div>
      </dl>
      <section className="documentos" aria-labelledby="documentos-titulo">
        <h2 id="documentos-titulo">{t.documentos}</h2>
        {d.documentos.length === 0 ? (
          <p>{t.sinDocumentos}</p>
        ) : (
          <ul>
            {d.documentos.map((doc) => (
              <li key={doc.idioma_id}>
                <a href={doc.url} hrefLang={doc.idioma} type="application/pdf" download>
                  {t.documento(nombreIdioma(doc.idioma, lang))}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {d.resultados ? <Resultados resultados={d.resultados} lang={lang} /> : null}
      <section className="documentos" aria-labelledby="descargas-titulo">
        <h2 id="descargas-titulo">{t.descargas}</h2>
        <ul>
          <li>
            <a href={urlArchivo(d.dapcon_codigo, 'certificado', lang)} type="application/pdf" download>
              {t.certificado}
            </a>
          </li>
          <li>
            <a href={urlArchivo(d.dapcon_codigo, 'openepd', lang)} type="application/json" download>
              {t.openEpd}
            </a>
          </li>
          <li>
            <a href={urlArchivo(d.dapcon_codigo, 'ilcd', lang)} type="application/xml" download>
              {t.ilcd}
            </a>
          </li>
        </ul>
      </section>
      <p>
        <a href={hrefLista({ organizacion_id: String(d.empresa.org_id) }, lang)}>{t.otrasDeEmpresa(d.empresa.org_nombre)}</a>
      </p>
    </article>
  );
}
