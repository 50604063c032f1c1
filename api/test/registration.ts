/**
 * What the tests that register a company send: a complete, valid company form (the multipart strings the
 * browser's `toFormData` makes), numbered so that each test's company is its own, and the bytes of a
 * small PNG logo. Used by the registration tests, the storage drivers' test and the backup test.
 */
import { cif } from '../src/seed/documents';

/** The first bytes of a PNG, then filler: enough for the upload check to take it as an image. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/** The password of the companies {@link companyValues} registers. */
export const COMPANY_PASSWORD = 'Empresa-Nueva-2026';

/** A PNG logo as a form's file field. */
export function pngLogo(): File {
  return new File([PNG], 'logo.png', { type: 'image/png' });
}

/**
 * A complete, valid company form (multipart strings), with overrides; `undefined` leaves a field out.
 *
 * @example
 * toFormData(companyValues(7, { logo: pngLogo() }))
 */
export function companyValues(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    usuario: cif('B', 8, 40_000 + n),
    es_persona: '0',
    org_nombre: `Áridos del Vallès ${n}, S.L.`,
    org_direccion: 'Carrer de la Indústria, 12',
    org_codigo_postal: '08201',
    org_poblacion: 'Sabadell',
    org_provincia: 'Barcelona',
    org_pais: '1',
    email: `info${n}@aridos.example`,
    org_telefono: '937 654 321',
    org_web: 'https://www.aridos.example',
    org_persona_contacto_nombre: 'Núria Puig Soler',
    org_persona_contacto_cargo: 'Directora técnica',
    org_persona_contacto_telefono: '600 111 222',
    org_persona_contacto_email: `nuria${n}@aridos.example`,
    org_contacto_facturacion_nombre: 'Pau Serra Vidal',
    org_contacto_facturacion_email: `administracio${n}@aridos.example`,
    org_contacto_facturacion_telefono: '937 654 322',
    password: COMPANY_PASSWORD,
    password_confirmation: COMPANY_PASSWORD,
    org_manif_veracidad_datos: '1',
    org_manif_terminos_condiciones: 'true',
    org_manif_prot_datos_pers: 'on',
    org_tipo: 'empresa',
    org_tamanio: 'pme_50',
    ...overrides,
  };
}
