/**
 * Reading the classification's import file (docs/parametros.md 'The import file'): CSV in UTF-8, ';'
 * or ',' between columns (the header's decides), fields in double quotes when they hold the separator,
 * a quote or a line break; a header row of `codigo`, `padre`, optionally `orden`, and `nombre_<idioma>`
 * / `descripcion_<idioma>` for active languages (their codes: es, ca, en…; `nombre_es` required).
 * Parents come before their children. Nothing is written here: a file with any problem is one 422
 * whose errors name each line and column (`linea.<n>.<columna>`, up to 50 of them).
 */
import { CLASIFICACION_LIMITES, CLASIFICACION_MSG, CODIGO_CLASIFICACION, MSG } from '@dapcon/contract';
import { FieldErrors, ValidationError } from '../../errors';

/** A language a file may have columns for: its id and code. */
export interface IdiomaFichero {
  id: number;
  idioma: string;
}

/** One node of the file. */
export interface FilaClasificacion {
  /** Where its row starts (the header is line 1). */
  linea: number;
  codigo: string;
  /** The parent's code; null at the top level. */
  padre: string | null;
  /** Its order among its siblings; null: its place among them in the file. */
  orden: number | null;
  /** Its texts by language id, for the languages the file has columns for ('' descriptions as null). */
  textos: Map<number, { nombre: string; descripcion: string | null } | null>;
}

/** What the file holds: the languages it has columns for, and its nodes in file order. */
export interface FicheroClasificacion {
  idiomas: number[];
  filas: FilaClasificacion[];
}

/** At most this many errors are answered (a wrong file would otherwise give thousands). */
const MAX_ERRORES = 50;

/** A record of the CSV: its fields and the line it starts on. */
interface Registro {
  linea: number;
  campos: string[];
}

/** Errors, up to MAX_ERRORES: past it the rest are not gathered. */
class Errores extends FieldErrors {
  private count = 0;

  en(linea: number, columna: string | null, message: string): void {
    if (this.count >= MAX_ERRORES) return;
    this.count += 1;
    this.add(columna ? `linea.${linea}.${columna}` : `linea.${linea}`, message);
  }
}

/** The separator the header line uses: ';' unless it has more ','. */
function separadorDe(texto: string): string {
  const cabecera = texto.slice(0, texto.search(/\r|\n/) < 0 ? texto.length : texto.search(/\r|\n/));
  const puntoYComa = cabecera.split(';').length - 1;
  const comas = cabecera.split(',').length - 1;
  return comas > puntoYComa ? ',' : ';';
}

/**
 * The CSV's records (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes; '\n', '\r\n'
 * or '\r' between records). Answers null and adds the error when a quote is never closed.
 */
function registrosDe(texto: string, sep: string, errores: Errores): Registro[] | null {
  const out: Registro[] = [];
  let campos: string[] = [];
  let campo = '';
  let entreComillas = false;
  let linea = 1;
  let inicio = 1;
  let comillaAbierta = 1;
  const cerrarRegistro = () => {
    campos.push(campo);
    out.push({ linea: inicio, campos });
    campos = [];
    campo = '';
  };
  for (let i = 0; i < texto.length; i += 1) {
    const c = texto[i] as string;
    if (entreComillas) {
      if (c === '"') {
        if (texto[i + 1] === '"') {
          campo += '"';
          i += 1;
        } else entreComillas = false;
      } else {
        if (c === '\n' || (c === '\r' && texto[i + 1] !== '\n')) linea += 1;
        campo += c;
      }
    } else if (c === '"' && campo.trim() === '') {
      entreComillas = true;
      campo = '';
      comillaAbierta = linea;
    } else if (c === sep) {
      campos.push(campo);
      campo = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && texto[i + 1] === '\n') i += 1;
      cerrarRegistro();
      linea += 1;
      inicio = linea;
    } else campo += c;
  }
  if (entreComillas) {
    errores.en(comillaAbierta, null, CLASIFICACION_MSG.clasifFicheroComillas);
    return null;
  }
  if (campo !== '' || campos.length > 0) cerrarRegistro();
  return out;
}

/** What a header column is. */
type Columna = { tipo: 'codigo' | 'padre' | 'orden' } | { tipo: 'nombre' | 'descripcion'; idioma: number };

/**
 * Reads and checks a classification file against the active languages (language 1 first: its name
 * column is required). Throws the 422 (`ValidationError`) when anything is wrong.
 *
 * @example
 * leerFicheroClasificacion('codigo;padre;nombre_es\n01;;Hormigón\n', [{ id: 1, idioma: 'es' }]).filas[0].codigo // '01'
 */
export function leerFicheroClasificacion(contenido: string, idiomas: readonly IdiomaFichero[]): FicheroClasificacion {
  const errores = new Errores();
  const texto = contenido.replace(/^\uFEFF/, '');
  // A file in another encoding, read as UTF-8 by the browser, carries replacement characters.
  const malCodificada = texto.indexOf('\uFFFD');
  if (malCodificada >= 0) {
    errores.en(texto.slice(0, malCodificada).split(/\r\n|\r|\n/).length, null, CLASIFICACION_MSG.clasifFicheroCodificacion);
    errores.throwIfAny();
  }
  if (texto.includes('\u0000')) throw new ValidationError({ contenido: [MSG.caracteresNoValidos] });
  const registros = registrosDe(texto, separadorDe(texto), errores);
  errores.throwIfAny();
  const [cabecera, ...resto] = (registros ?? []).filter((r) => r.campos.some((campo) => campo.trim() !== ''));
  if (!cabecera) throw new ValidationError({ contenido: [CLASIFICACION_MSG.clasifFicheroSinFilas] });

  // The header: every column known, once; codigo, padre and language 1's name required.
  const porCodigoIdioma = new Map(idiomas.map((i) => [i.idioma.toLowerCase(), i.id]));
  const columnas: (Columna | null)[] = [];
  const vistas = new Set<string>();
  cabecera.campos.forEach((bruto) => {
    const nombre = bruto.trim().toLowerCase();
    const idioma = /^(nombre|descripcion)_([a-z]{2,3}(?:-[a-z]{2,3})?)$/.exec(nombre);
    let columna: Columna | null = null;
    if (nombre === 'codigo' || nombre === 'padre' || nombre === 'orden') columna = { tipo: nombre };
    else if (idioma && porCodigoIdioma.has(idioma[2] as string)) columna = { tipo: idioma[1] as 'nombre' | 'descripcion', idioma: porCodigoIdioma.get(idioma[2] as string) as number };
    if (!columna) errores.en(cabecera.linea, nombre || '(vacía)', CLASIFICACION_MSG.clasifColumnaDesconocida);
    else if (vistas.has(nombre)) errores.en(cabecera.linea, nombre, CLASIFICACION_MSG.clasifColumnaRepetida);
    vistas.add(nombre);
    columnas.push(columna);
  });
  const principal = idiomas.find((i) => i.id === 1)?.idioma.toLowerCase() ?? 'es';
  for (const requerida of ['codigo', 'padre', `nombre_${principal}`]) {
    if (!vistas.has(requerida)) errores.en(cabecera.linea, requerida, CLASIFICACION_MSG.clasifColumnaFalta);
  }
  errores.throwIfAny();
  if (resto.length === 0) throw new ValidationError({ contenido: [CLASIFICACION_MSG.clasifFicheroSinFilas] });

  const idiomasFichero = [...new Set(columnas.flatMap((c) => (c && (c.tipo === 'nombre' || c.tipo === 'descripcion') ? [c.idioma] : [])))].sort((a, b) => a - b);
  const nombreDe = new Map(idiomas.map((i) => [i.id, i.idioma.toLowerCase()]));
  const codigos = new Set<string>();
  const filas: FilaClasificacion[] = [];
  for (const registro of resto) {
    const { linea } = registro;
    if (registro.campos.length !== columnas.length) {
      errores.en(linea, null, CLASIFICACION_MSG.clasifFicheroColumnas);
      continue;
    }
    let codigo = '';
    let padre: string | null = null;
    let orden: number | null = null;
    const nombres = new Map<number, string>();
    const descripciones = new Map<number, string>();
    for (const [i, bruto] of registro.campos.entries()) {
      const valor = bruto.trim();
      const columna = columnas[i];
      if (!columna) continue;
      if (columna.tipo === 'codigo') codigo = valor;
      else if (columna.tipo === 'padre') padre = valor === '' ? null : valor;
      else if (columna.tipo === 'orden') {
        if (valor === '') orden = null;
        else if (/^\d{1,9}$/.test(valor) && Number(valor) >= 1) orden = Number(valor);
        else errores.en(linea, 'orden', CLASIFICACION_MSG.clasifOrdenNoValido);
      } else if (columna.tipo === 'nombre') nombres.set(columna.idioma, valor);
      else if (columna.tipo === 'descripcion') descripciones.set(columna.idioma, valor);
    }
    if (codigo === '') errores.en(linea, 'codigo', CLASIFICACION_MSG.clasifValorObligatorio);
    else if (!CODIGO_CLASIFICACION.test(codigo)) errores.en(linea, 'codigo', CLASIFICACION_MSG.clasifCodigoNoValido);
    else if (codigos.has(codigo)) errores.en(linea, 'codigo', CLASIFICACION_MSG.clasifCodigoRepetido);
    if (padre !== null && (padre === codigo || !codigos.has(padre))) errores.en(linea, 'padre', CLASIFICACION_MSG.clasifPadreNoAnterior);
    const textos = new Map<number, { nombre: string; descripcion: string | null } | null>();
    for (const idioma of idiomasFichero) {
      const nombre = nombres.get(idioma) ?? '';
      const descripcion = descripciones.get(idioma) ?? '';
      const columna = `nombre_${nombreDe.get(idioma) ?? idioma}`;
      if (nombre.length > CLASIFICACION_LIMITES.nombre) errores.en(linea, columna, MSG.textoDemasiadoLargo);
      if (descripcion.length > CLASIFICACION_LIMITES.classDefinition) errores.en(linea, `descripcion_${nombreDe.get(idioma) ?? idioma}`, MSG.textoDemasiadoLargo);
      if (nombre === '' && (idioma === 1 || descripcion !== '')) errores.en(linea, columna, CLASIFICACION_MSG.clasifValorObligatorio);
      textos.set(idioma, nombre === '' ? null : { nombre, descripcion: descripcion === '' ? null : descripcion });
    }
    if (codigo !== '') codigos.add(codigo);
    filas.push({ linea, codigo, padre, orden, textos });
  }
  errores.throwIfAny();
  return { idiomas: idiomasFichero, filas };
}
