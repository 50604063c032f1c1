/** A declaration's page: what identifies it, its validity (with a banner when expired), its EPD per language. */
import type { IdiomaRegistro, PaginaFicha } from '@dapcon/contract/registro';
import { formatearFecha, nombreIdioma, TEXTOS } from './textos';
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
