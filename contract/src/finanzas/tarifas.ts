/**
 * Tariffs and the programme's bank data (spec part 2 §2.22, §3 'Fee (tarifa)', 'Bank data', §5,
 * §7.9, §7.11 `GET /mostrar_datos_bancarios`; part 1 §7 `GET /parametros/tarifa_asignada`;
 * docs/finanzas.md 'Tariffs and bank data').
 *
 * A fee has a type (the parameter folder `tipos_tarifa`), an internal code the portal looks it up by
 * (for `cuota_anual` the company size parameter: `pme_50`…), a description, an accounting code, a
 * price and a state. The internal code is the administrator profile's alone (part 2 §5, §6): the
 * association administrator (profile 2) neither sees nor sets it; a fee it creates gets the slug of
 * its description as code (the parameter tree's rule for ids, part 1 §5).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { isValidBIC } from 'ibantools';
import { presentString, requiredText, toFormBoolean } from '../core/form';
import { ibanField, isValidCreditorId, normalizeCreditorId } from '../core/iban';
import { choiceFilter, orderByParam, pageParam, paginated } from '../core/list';
import { MSG } from '../core/messages';
import { Importe, importe } from '../core/money';
import { FINANZAS_MSG as TARIFAS_MSG } from './messages';

/**
 * The fee types (parameter folder `tipos_tarifa`, part 2 §9), `cuota_anual` first (the default).
 * `comision` holds the commission rates: its codes are the commission types (`TIPOS_COMISION`) and
 * its price is a percentage of the base amount ('10.00' = 10 %), never above 100.
 */
export const TIPOS_TARIFA = ['cuota_anual', 'dapcon', 'dapcon_renovacion', 'sup_dapcon_idioma', 'comision'] as const;
export type TipoTarifa = (typeof TIPOS_TARIFA)[number];

/** Longest internal code (`tarifas.codigo`). */
export const TARIFA_CODIGO_MAX = 100;
/** Longest accounting code (`tarifas.codigo_contable`). */
export const TARIFA_CODIGO_CONTABLE_MAX = 50;
/** Longest description. */
export const TARIFA_DESCRIPCION_MAX = 500;

/** The main language of a fee's description (`descripcion`): the other languages' are `tarifa_idiomas`. */
export const IDIOMA_PRINCIPAL_TARIFA = 1;

/** A fee's description in one language other than the main one (issue 33, item 17; as an RCP's `rcp_idiomas`). */
export const TarifaTexto = v.object({ idioma_id: v.number(), descripcion: v.string() });
export type TarifaTexto = v.InferOutput<typeof TarifaTexto>;

/**
 * A fee as the API answers it (part 2 §3). `codigo` is null for a caller that may not see it (profile 2).
 * `descripcion` is in the caller's language (the main language's when it has none in it);
 * `descripcion_principal` the main language's and `tarifa_idiomas` the others' (the form's fields).
 */
export const Tarifa = v.object({
  id: v.number(),
  tipo: v.picklist(TIPOS_TARIFA),
  codigo: v.nullable(v.string()),
  descripcion: v.string(),
  descripcion_principal: v.string(),
  tarifa_idiomas: v.array(TarifaTexto),
  codigo_contable: v.string(),
  /** Canonical amount, '450.00'. */
  precio: Importe,
  /** Active: charged; inactive: kept, never charged. */
  estado: v.boolean(),
});
export type Tarifa = v.InferOutput<typeof Tarifa>;

/** The internal code: lower case letters, digits and underscores ('pme_50'). */
function codigoTarifa() {
  return v.pipe(
    presentString(TARIFAS_MSG.codigoObligatorio),
    v.trim(),
    v.nonEmpty(TARIFAS_MSG.codigoObligatorio),
    v.maxLength(TARIFA_CODIGO_MAX, MSG.textoDemasiadoLargo),
    v.regex(/^[a-z0-9_]+$/, TARIFAS_MSG.codigoNoValido),
  );
}

/** The state: a select's 'true'/'false' (or a boolean); empty → 'Seleccione un estado'. */
function estadoTarifa() {
  return v.pipe(
    v.optional(v.union([v.boolean(), v.string(), v.number()], TARIFAS_MSG.estadoObligatorio), ''),
    v.check((value) => value !== '', TARIFAS_MSG.estadoObligatorio),
    v.transform((value: boolean | string | number) => toFormBoolean(value)),
    v.boolean(TARIFAS_MSG.estadoObligatorio),
  );
}

/** The fee type: one of `TIPOS_TARIFA`. */
function tipoTarifa() {
  return v.pipe(
    presentString(TARIFAS_MSG.tipoTarifaNoValido),
    v.trim(),
    v.picklist(TIPOS_TARIFA, TARIFAS_MSG.tipoTarifaNoValido),
  );
}

/**
 * The description in the other languages: `{ idioma_id, descripcion }` each; a blank one is dropped
 * (that language then reads the main one), as is one of the main language (that is `descripcion`);
 * a language sent twice keeps the last. Left out: none on a new fee, the stored ones kept on an update.
 */
function textosTarifa() {
  return v.pipe(
    v.optional(
      v.array(
        v.object({
          idioma_id: v.pipe(v.number(MSG.valorNoValido), v.integer(MSG.valorNoValido), v.minValue(1, MSG.valorNoValido)),
          descripcion: v.pipe(v.optional(v.nullable(v.string(MSG.valorNoValido)), ''), v.transform((value) => (value ?? '').trim()), v.maxLength(TARIFA_DESCRIPCION_MAX, MSG.textoDemasiadoLargo)),
        }),
        MSG.valorNoValido,
      ),
    ),
    v.transform((textos) =>
      textos === undefined ? undefined : [...new Map(textos.filter((x) => x.descripcion !== '' && x.idioma_id !== IDIOMA_PRINCIPAL_TARIFA).map((x) => [x.idioma_id, x])).values()],
    ),
  );
}

/** The fields of a fee every form has (part 2 §5 'Fee (tarifa)'); `descripcion` is the main language's. */
const CAMPOS_TARIFA = {
  descripcion: requiredText(TARIFAS_MSG.descripcionTarifaObligatoria, TARIFA_DESCRIPCION_MAX),
  tarifa_idiomas: textosTarifa(),
  codigo_contable: requiredText(TARIFAS_MSG.codigoContableObligatorio, TARIFA_CODIGO_CONTABLE_MAX),
  precio: importe(TARIFAS_MSG.precioObligatorio),
  estado: estadoTarifa(),
};

/**
 * The fee form of the administrator profile (profile 1): every field, the internal code required.
 * The association administrator's form is {@link TarifaFormSinCodigo}.
 */
export const TarifaForm = v.object({ codigo: codigoTarifa(), ...CAMPOS_TARIFA });
export type TarifaFormValues = v.InferInput<typeof TarifaForm>;

/** The fee form of the association administrator (profile 2): no internal code. */
export const TarifaFormSinCodigo = v.object(CAMPOS_TARIFA);
export type TarifaFormSinCodigoValues = v.InferInput<typeof TarifaFormSinCodigo>;

/**
 * POST /tarifas body (part 2 §7.9: the fee fields and `tipo`). `codigo` is optional here because
 * only profile 1 sends it: the API asks it of profile 1 ('Ingrese un código') and refuses it from
 * profile 2 (403), whose fee takes the slug of its description.
 */
export const CrearTarifaBody = v.object({ tipo: tipoTarifa(), codigo: v.optional(codigoTarifa()), ...CAMPOS_TARIFA });
export type CrearTarifaBody = v.InferOutput<typeof CrearTarifaBody>;

/**
 * PATCH /tarifas/{id} body: the fee's fields; the type stays what it was created with (the code
 * and type are what the portal looks a price up by). `codigo` as in {@link CrearTarifaBody}: profile 2
 * may not send one.
 */
export const ActualizarTarifaBody = v.object({ codigo: v.optional(codigoTarifa()), ...CAMPOS_TARIFA });
export type ActualizarTarifaBody = v.InferOutput<typeof ActualizarTarifaBody>;

/** The fields `GET /tarifas` sorts by. */
export const TARIFAS_SORTABLE = ['descripcion', 'codigo_contable', 'precio', 'estado'] as const;

/**
 * GET /tarifas query (part 2 §7.9: `page`, `tipo`; and the list kit's `order_by`). The type is
 * `cuota_anual` when not given (part 2 §9: the default fee type).
 */
export const TarifasQuery = v.object({
  tipo: choiceFilter(TIPOS_TARIFA, 'cuota_anual'),
  page: pageParam(),
  order_by: orderByParam(TARIFAS_SORTABLE, 'descripcion asc'),
});
export type TarifasQuery = v.InferOutput<typeof TarifasQuery>;
export type TarifasQueryInput = v.InferInput<typeof TarifasQuery>;

const TarifaIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

const TAGS = ['finanzas'];

/** A page of the fees of a type (`tipo`, the annual fee by default), sorted (description by default). */
export const tarifasList = defineEndpoint({
  method: 'GET',
  path: '/tarifas',
  query: TarifasQuery,
  response: paginated(Tarifa),
  access: ACCESS.admin,
  summary: 'Fees of a type (cuota_anual by default): paged and sorted (the internal code only for profile 1)',
  tags: TAGS,
});

/** One fee. */
export const tarifaDetalle = defineEndpoint({
  method: 'GET',
  path: '/tarifas/:id',
  params: TarifaIdParams,
  response: Tarifa,
  access: ACCESS.admin,
  summary: 'A fee (the internal code only for profile 1)',
  tags: TAGS,
});

/** Creates a fee (201); a fee of the same type and code → 422 under `codigo`. */
export const crearTarifa = defineEndpoint({
  method: 'POST',
  path: '/tarifas',
  body: CrearTarifaBody,
  response: Tarifa,
  status: 201,
  stale: ['GET /tarifas', 'GET /parametros/tarifa_asignada', 'GET /organizaciones/detalle_tarifa'],
  access: ACCESS.admin,
  summary: 'Create a fee (profile 2: without internal code, which is the slug of its description)',
  tags: TAGS,
});

/** Updates a fee (200). */
export const actualizarTarifa = defineEndpoint({
  method: 'PATCH',
  path: '/tarifas/:id',
  params: TarifaIdParams,
  body: ActualizarTarifaBody,
  response: Tarifa,
  stale: ['GET /tarifas', 'GET /tarifas/:id', 'GET /parametros/tarifa_asignada', 'GET /organizaciones/detalle_tarifa'],
  access: ACCESS.admin,
  summary: 'Update a fee (profile 2: every field but the internal code)',
  tags: TAGS,
});

/** Deletes a fee (200). */
export const borrarTarifa = defineEndpoint({
  method: 'DELETE',
  path: '/tarifas/:id',
  params: TarifaIdParams,
  response: v.object({ id: v.number() }),
  stale: ['GET /tarifas', 'GET /parametros/tarifa_asignada', 'GET /organizaciones/detalle_tarifa'],
  access: ACCESS.admin,
  summary: 'Delete a fee',
  tags: TAGS,
});

/** The programme's bank data (part 2 §3 'Bank data'): the account transfers go to. */
export const DatosBancarios = v.object({
  id: v.number(),
  entidad: v.string(),
  /** The IBAN in electronic format ('ES9121000418450200051332'). */
  num_cuenta: v.string(),
  /** The creditor of the direct-debit remittances: its name, its bank's BIC, its SEPA creditor identifier (each may be missing). */
  titular: v.nullable(v.string()),
  bic: v.nullable(v.string()),
  identificador_acreedor: v.nullable(v.string()),
  /** The creditor's postal address, printed on the SEPA mandate (may be missing). */
  direccion: v.nullable(v.string()),
});
export type DatosBancarios = v.InferOutput<typeof DatosBancarios>;

/**
 * An optional field of the bank data: left out → undefined (kept as it is: the spec's body has only
 * entidad and num_cuenta); blank or null → null (cleared); else normalized and checked.
 */
function campoAcreedor(maxLength: number, normalize: (value: string) => string, valid: (value: string) => boolean, message: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(message))),
    v.transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : normalize(value.trim()))),
    v.check((value) => value === undefined || value === null || (value.length <= maxLength && valid(value)), message),
  );
}

/**
 * PATCH /datos_bancario/{id} body (part 2 §5 'Bank data': entidad and num_cuenta required; the IBAN
 * checked). Ours: the remittance's creditor — its name, the BIC (ibantools) and the SEPA creditor
 * identifier (its check digits) — each optional until a remittance is generated, and its postal address
 * (printed on the SEPA mandate); left out, each is kept.
 */
export const DatosBancariosBody = v.object({
  entidad: requiredText(TARIFAS_MSG.entidadObligatoria),
  num_cuenta: ibanField(TARIFAS_MSG.numCuentaObligatorio),
  titular: campoAcreedor(140, (value) => value, () => true, MSG.textoDemasiadoLargo),
  bic: campoAcreedor(11, (value) => value.replace(/\s/g, '').toUpperCase(), isValidBIC, TARIFAS_MSG.bicNoValido),
  identificador_acreedor: campoAcreedor(35, normalizeCreditorId, isValidCreditorId, TARIFAS_MSG.identificadorAcreedorNoValido),
  direccion: campoAcreedor(300, (value) => value, () => true, MSG.textoDemasiadoLargo),
});
export type DatosBancariosBody = v.InferOutput<typeof DatosBancariosBody>;
export type DatosBancariosForm = v.InferInput<typeof DatosBancariosBody>;

/** The programme's bank data (the administration's modal). */
export const datosBancarios = defineEndpoint({
  method: 'GET',
  path: '/datos_bancario',
  response: DatosBancarios,
  access: ACCESS.admin,
  summary: "The programme's bank data",
  tags: TAGS,
});

/** Saves the programme's bank data: answers 201 (part 2 §7.9). */
export const actualizarDatosBancarios = defineEndpoint({
  method: 'PATCH',
  path: '/datos_bancario/:id',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) }),
  body: DatosBancariosBody,
  response: DatosBancarios,
  status: 201,
  stale: ['GET /datos_bancario', 'GET /mostrar_datos_bancarios'],
  access: ACCESS.admin,
  summary: "Save the programme's bank data (201)",
  tags: TAGS,
});

/** What a company's transfer view reads (part 2 §3 'Bank data': nombre_entidad, numero_cuenta). */
export const CuentaTransferencia = v.object({ nombre_entidad: v.string(), numero_cuenta: v.string() });
export type CuentaTransferencia = v.InferOutput<typeof CuentaTransferencia>;

/** The account a transfer goes to: any signed-in user (a company paying by transfer). */
export const mostrarDatosBancarios = defineEndpoint({
  method: 'GET',
  path: '/mostrar_datos_bancarios',
  response: CuentaTransferencia,
  access: ACCESS.user,
  summary: "The programme's account for a transfer (nombre_entidad, numero_cuenta)",
  tags: TAGS,
});

/** GET /parametros/tarifa_asignada query: `id`, the size parameter ('pme_50'). */
export const TarifaAsignadaQuery = v.object({ id: requiredText(TARIFAS_MSG.tamanioObligatorio, TARIFA_CODIGO_MAX) });

/**
 * The annual fee of a company size (part 1 §7: `id` of the size parameter; reads `precio`): the
 * price of the active `cuota_anual` fee with that code; 404 when there is none. Public: the company
 * forms that show it include the registration wizard, before any sign-in, and a price list is no secret.
 */
export const tarifaAsignada = defineEndpoint({
  method: 'GET',
  path: '/parametros/tarifa_asignada',
  query: TarifaAsignadaQuery,
  response: v.object({ precio: Importe }),
  access: ACCESS.public,
  summary: 'The annual fee of a company size (id: the size parameter, pme_50…)',
  tags: TAGS,
});
