/** The auth area's mappings: registration bodies → rows, stored accounts → answers. */
import {
  PERFILES,
  type EndpointRequest,
  type EstadoPago,
  type MeData,
  type RegistroConsultorBody,
  type RegistroOrganizacionBody,
  type reiniciarPassword,
} from '@dapcon/contract';
import type { NewConsultor } from '../consultores';
import type { NewOrganizacion } from '../empresas';
import type { NewUsuario } from '../../auth/accounts';

/** An account as `findUsuario` reads it. */
interface StoredUsuario {
  id: number;
  usuario: string;
  nombre: string;
  apellidos: string;
  email: string;
  perfil: MeData['perfil'];
  modulo_app: MeData['modulo_app'];
}

/** `GET /auth/me`: the account and its company's payment state (null for other modules). */
export function meData(user: StoredUsuario, estado_pago: EstadoPago): MeData {
  const { id, usuario, nombre, apellidos, email, perfil, modulo_app } = user;
  return { id, usuario, nombre, apellidos, email, perfil, modulo_app, estado_pago };
}

/**
 * The account and organisation rows of a company's registration. A self-employed person
 * (es_persona) is named by name and surname; a company by its business name, on the account too.
 */
export function organizacionRows(
  body: RegistroOrganizacionBody,
  passwordHash: string,
  logoKey: string | null,
): { usuario: NewUsuario; organizacion: NewOrganizacion } {
  const persona = body.es_persona ? { nombre: body.org_persona_nombre ?? '', apellidos: body.org_persona_apellido ?? '' } : null;
  const orgNombre = persona ? `${persona.nombre} ${persona.apellidos}` : (body.org_nombre ?? '');
  return {
    usuario: {
      usuario: body.usuario,
      password_hash: passwordHash,
      email: body.email,
      nombre: persona?.nombre ?? orgNombre,
      apellidos: persona?.apellidos ?? '',
      telefono: body.org_telefono,
      modulo_app: 'organizacion',
      perfil: PERFILES.organizacion,
    },
    organizacion: {
      org_cif: body.usuario,
      org_nombre: orgNombre,
      es_persona: body.es_persona,
      org_persona_nombre: persona?.nombre ?? null,
      org_persona_apellido: persona?.apellidos ?? null,
      org_direccion: body.org_direccion,
      org_codigo_postal: body.org_codigo_postal ?? null,
      org_poblacion: body.org_poblacion ?? null,
      org_provincia: body.org_provincia ?? null,
      org_pais: body.org_pais,
      org_email: body.email,
      org_telefono: body.org_telefono,
      org_web: body.org_web ?? null,
      org_logo: logoKey,
      persona_contacto_nombre: body.org_persona_contacto_nombre,
      persona_contacto_cargo: body.org_persona_contacto_cargo,
      persona_contacto_telefono: body.org_persona_contacto_telefono,
      persona_contacto_email: body.org_persona_contacto_email,
      contacto_facturacion_nombre: body.org_contacto_facturacion_nombre,
      contacto_facturacion_email: body.org_contacto_facturacion_email,
      contacto_facturacion_telefono: body.org_contacto_facturacion_telefono,
      org_tipo: body.org_tipo,
      org_tamanio: body.org_tamanio,
      // A new company owes its first annual fee: it signs in at once, and the home shows the payment alert.
      estado_pago: 'pendiente',
      alerta_pago: true,
    },
  };
}

/** The account and consultant rows of a consultant's registration. */
export function consultorRows(
  body: RegistroConsultorBody,
  passwordHash: string,
  logoKey: string | null,
): { usuario: NewUsuario; consultor: NewConsultor } {
  return {
    usuario: {
      usuario: body.usuario,
      password_hash: passwordHash,
      email: body.email,
      nombre: body.consultor_nombre,
      apellidos: body.consultor_apellidos,
      telefono: body.consultor_movil,
      modulo_app: 'consultor',
      perfil: PERFILES.consultor,
    },
    consultor: {
      consultor_nif: body.usuario,
      consultor_nombre: body.consultor_nombre,
      consultor_apellidos: body.consultor_apellidos,
      consultor_empresa_nombre: body.consultor_empresa_nombre ?? null,
      consultor_direccion: body.consultor_direccion,
      consultor_codigo_postal: body.consultor_codigo_postal ?? null,
      consultor_poblacion: body.consultor_poblacion ?? null,
      consultor_provincia: body.consultor_provincia ?? null,
      consultor_pais: body.consultor_pais,
      consultor_movil: body.consultor_movil,
      consultor_email: body.email,
      consultor_web: body.consultor_web ?? null,
      consultor_logo: logoKey,
    },
  };
}

/** The sign-in identifier a recovery request names: the CIF, the NIF or the administrator's user. */
export function recoveryIdentifier(body: EndpointRequest<typeof reiniciarPassword>['body']): string {
  if (body.modulo_app === 'organizacion') return body.org_cif;
  return body.modulo_app === 'consultor' ? body.consultor_nif : body.usuario;
}
