/**
 * The list kit's own fixture (issue 34, item 2): a product list that exists only for the kit's tests
 * and stories, so that they name no area's contract. Its endpoint is built as an area builds a list
 * (contract/src/empresas/empresas.ts): the core's `listQuery` with its filter helpers, a sortable
 * allow-list, `paginated` rows and an Excel name. Its data set is a few lines, and its mock answer
 * filters, sorts and pages those rows itself: it is the tests' fake server, not what they test.
 * Test-only: no entry of the package exports it, nothing that ships imports it.
 */
import * as v from 'valibot';
import {
  ACCESS,
  booleanFilter,
  choiceFilter,
  datePrefixedName,
  defineEndpoint,
  listQuery,
  paginated,
  PER_PAGE,
  positiveIntegerFilter,
  splitOrderBy,
  textFilter,
} from '@dapcon/contract/core';
import { mockEndpoint, xlsx, XLSX_TYPE } from '@dapcon/mocks';

/** The status filter: activo (default), retirado, todos. */
export const ESTADOS_PRODUCTO = ['activo', 'retirado', 'todos'] as const;

/** The categories (a choice filter without a default). */
export const CATEGORIAS_PRODUCTO = ['estructura', 'cerramiento', 'acabado'] as const;

/** The fields the list may be sorted by: code, name, date. */
export const PRODUCTOS_SORTABLE = ['codigo', 'nombre', 'fecha_alta'] as const;

/** The list's query: name, code, status (default activo), in the catalogue, category, family, supplier; page, order_by, to_excel. */
export const ProductosQuery = listQuery(
  {
    filter_name: textFilter(),
    filter_codigo: textFilter(20),
    estado_id: choiceFilter(ESTADOS_PRODUCTO, 'activo'),
    en_catalogo: booleanFilter(),
    categoria: choiceFilter(CATEGORIAS_PRODUCTO),
    familia: textFilter(),
    proveedor_id: positiveIntegerFilter(),
  },
  PRODUCTOS_SORTABLE,
  'nombre asc',
);
export type ProductosQuery = v.InferOutput<typeof ProductosQuery>;

/** A row of the list. */
export const ProductoListItem = v.object({
  id: v.number(),
  codigo: v.string(),
  nombre: v.string(),
  /** ISO date-time. */
  fecha_alta: v.string(),
  /** Not sortable. */
  unidad: v.nullable(v.string()),
  en_catalogo: v.boolean(),
  categoria: v.picklist(CATEGORIAS_PRODUCTO),
  /** Set for a product of a family (its row is greyed). */
  familia: v.nullable(v.string()),
  proveedor_id: v.number(),
  /** Set when the product is retired. */
  fecha_baja: v.nullable(v.string()),
});
export type ProductoListItem = v.InferOutput<typeof ProductoListItem>;

/** The Excel file name, before the date prefix. */
export const PRODUCTOS_EXCEL_NAME = 'Productos.xlsx';

/** GET /fixture/productos: a page of products, filtered and sorted; with `to_excel=true` the whole list as a file. */
export const productos = defineEndpoint({
  method: 'GET',
  path: '/fixture/productos',
  query: ProductosQuery,
  response: paginated(ProductoListItem),
  access: ACCESS.user,
  summary: "Products: the list kit's test fixture",
  tags: ['fixture'],
});

const TIPOS = ['Bloque', 'Ladrillo', 'Panel', 'Teja', 'Baldosa', 'Viga', 'Placa', 'Mortero', 'Tubo', 'Aislante'];
const MATERIALES = ['hormigón', 'cerámica', 'madera', 'yeso', 'acero'];

/**
 * The 50 products, 'Bloque de hormigón' to 'Aislante de acero' (ids 1 to 50): codes in another order
 * than the names (P-001 to P-050), every seventh retired (43 active: three pages), every third out of
 * the catalogue, every tenth of a family.
 */
export const PRODUCTOS: readonly ProductoListItem[] = TIPOS.flatMap((tipo, t) =>
  MATERIALES.map((material, m): ProductoListItem => {
    const id = t * MATERIALES.length + m + 1;
    return {
      id,
      codigo: `P-${String(((id * 17 + 7) % 50) + 1).padStart(3, '0')}`,
      nombre: `${tipo} de ${material}`,
      fecha_alta: new Date(Date.UTC(2024, 0, 1 + id * 11)).toISOString(),
      unidad: id % 4 === 0 ? null : (['m²', 'ud', 'kg'][id % 3] ?? null),
      en_catalogo: id % 3 !== 0,
      categoria: CATEGORIAS_PRODUCTO[id % 3] ?? 'estructura',
      familia: id % 10 === 0 ? 'fam_prefabricados' : null,
      proveedor_id: (id % 5) + 1,
      fecha_baja: id % 7 === 0 ? '2025-06-30T00:00:00.000Z' : null,
    };
  }),
);

/** Lower case, without accents: how the text filters compare. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The products a (checked) query selects, sorted as it asks (ties by id).
 *
 * @example
 * selectProductos(v.parse(ProductosQuery, { filter_name: 'teja' }))
 */
export function selectProductos(query: ProductosQuery, rows: readonly ProductoListItem[] = PRODUCTOS): ProductoListItem[] {
  const { field, direction } = splitOrderBy(query.order_by);
  const sign = direction === 'desc' ? -1 : 1;
  return rows
    .filter(
      (p) =>
        (query.filter_name === undefined || fold(p.nombre).includes(fold(query.filter_name))) &&
        (query.filter_codigo === undefined || fold(p.codigo).includes(fold(query.filter_codigo))) &&
        (query.estado_id === 'todos' || (query.estado_id === 'retirado') === (p.fecha_baja !== null)) &&
        (query.en_catalogo === undefined || p.en_catalogo === query.en_catalogo) &&
        (query.categoria === undefined || p.categoria === query.categoria) &&
        (query.familia === undefined || p.familia === query.familia) &&
        (query.proveedor_id === undefined || p.proveedor_id === query.proveedor_id),
    )
    .sort((a, b) => sign * (a[field].localeCompare(b[field], 'es') || a.id - b.id));
}

/** The Excel's columns. */
export const PRODUCTOS_EXCEL_HEADER = ['Código', 'Nombre', 'Fecha de alta', 'Unidad', 'En catálogo'];

/**
 * The list as the API streams an Excel: the mock layer's stand-in file (`xlsx`: the sheet's name, then
 * its rows) in chunks, no Content-Length, the day's name and `X-Total-Count` with the rows.
 */
export function productosExcel(rows: readonly ProductoListItem[], { chunkBytes = 256, pauseMs = 5 } = {}): Response {
  const bytes = xlsx('Productos', [PRODUCTOS_EXCEL_HEADER, ...rows.map((r) => [r.codigo, r.nombre, r.fecha_alta.slice(0, 10), r.unidad ?? '', r.en_catalogo ? 'Sí' : 'No'])]);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at >= bytes.length) return controller.close();
      if (at > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      controller.enqueue(bytes.slice(at, at + chunkBytes));
      at += chunkBytes;
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(PRODUCTOS_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
  });
}

/**
 * The answer to a raw query (checked already by the mock layer): a page, or the Excel.
 *
 * @example
 * answerProductos({ page: '2', order_by: 'codigo desc' })
 */
export function answerProductos(raw: Record<string, string>) {
  const query = v.parse(ProductosQuery, raw);
  const rows = selectProductos(query);
  if (query.to_excel) return productosExcel(rows);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

/** The mock API's answer to the list: a story's `api` parameter, or `mockServer.use(...)` in a test. */
export const productosHandler = mockEndpoint(productos, ({ query }) => answerProductos(query));
