/**
 * An administrator's own data ('Mis datos' of the administration module; spec part 1 §3
 * 'Administrator profile', §5, §7 `/usuario-admin/mis-datos/*`): id, name, surnames, phone, sign-in
 * name (its NIF, read-only) and e-mail. The shell's `/mis-datos` opens it for administrators.
 */
import * as v from 'valibot';
import { defineEndpoint } from '../core/endpoint';
import { requiredEmail, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { CONSULTORES_MSG } from './messages';
import { TELEFONO_MAX_LENGTH } from './usuarios';

/** An administrator as it reads its own data (part 1 §3). */
export const MisDatosAdmin = v.object({
  id: v.number(),
  nombre: v.string(),
  apellidos: v.string(),
  telefono: v.nullable(v.string()),
  usuario: v.string(),
  email: v.string(),
});
export type MisDatosAdmin = v.InferOutput<typeof MisDatosAdmin>;

/**
 * POST /usuario-admin/mis-datos/actualizar: what an administrator changes of itself, with the spec's
 * messages (part 1 §5: 'El telefono es obligatorio.' as the spec writes it). Its sign-in name is not
 * here: it is its NIF.
 */
export const MisDatosAdminBody = v.object({
  nombre: requiredText(MSG.nombreObligatorio),
  apellidos: requiredText(MSG.apellidosObligatorios),
  telefono: requiredText(CONSULTORES_MSG.telefonoObligatorioAdmin, TELEFONO_MAX_LENGTH),
  email: requiredEmail(MSG.correoObligatorio),
});
export type MisDatosAdminBody = v.InferOutput<typeof MisDatosAdminBody>;
export type MisDatosAdminForm = v.InferInput<typeof MisDatosAdminBody>;

const ADMIN_ONLY = { modulos: ['administrador'] } as const;

/** The signed-in administrator's own data (`/mis-datos`). */
export const misDatosAdmin = defineEndpoint({
  method: 'GET',
  path: '/usuario-admin/mis-datos/mostrar',
  response: MisDatosAdmin,
  access: ADMIN_ONLY,
  summary: "The signed-in administrator's own data",
  tags: ['consultores'],
});

/** The signed-in administrator saves its own data (201, 'Los datos han sido guardados correctamente'). */
export const actualizarMisDatosAdmin = defineEndpoint({
  method: 'POST',
  path: '/usuario-admin/mis-datos/actualizar',
  body: MisDatosAdminBody,
  response: MisDatosAdmin,
  status: 201,
  stale: ['GET /usuario-admin/mis-datos/mostrar'],
  access: ADMIN_ONLY,
  summary: 'The signed-in administrator updates its own data (name, surnames, phone, e-mail)',
  tags: ['consultores'],
});
