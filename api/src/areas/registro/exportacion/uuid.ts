/**
 * Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name), so that every export of a
 * declaration, and every data set it refers to, carries the same id: the ILCD+EPD format asks for
 * a lowercase UUID per data set, and a data hub recognises a re-export by it.
 */
import { createHash } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The version-5 UUID of `name` in `namespace`, lowercase.
 *
 * @example
 * uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8') // '2ed6657d-e927-568b-95e1-2665a8aea6a2'
 */
export function uuidV5(name: string, namespace: string): string {
  if (!UUID.test(namespace)) throw new Error(`not a lowercase UUID: ${namespace}`);
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** RFC 9562's namespace for URLs. */
const NAMESPACE_URL = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/**
 * The DAPcon programme's own namespace, fixed: the version-5 UUID of the URN below in the URL
 * namespace. Changing it changes every exported id, which a data hub would read as new data sets.
 */
export const NAMESPACE_DAPCON = uuidV5('urn:dapcon:registro:ilcd-epd', NAMESPACE_URL);

/** What an id names: the declaration (its process data set) by its code, and the data sets it refers to. */
export const uuidDe = {
  /** The declaration's process data set: its code alone ('DAPcon-2026-0001'). */
  declaracion: (codigo: string) => uuidV5(codigo, NAMESPACE_DAPCON),
  /** The programme operator's contact data set (DAPcon: one for every declaration). */
  programa: () => uuidV5('contacto:programa', NAMESPACE_DAPCON),
  /** The company's contact data set, by the portal's id of the company (a tax id may be a person's: never hashed into an id). */
  empresa: (orgId: number) => uuidV5(`contacto:empresa:${orgId}`, NAMESPACE_DAPCON),
  /** The verifier's contact data set, by the portal's id of the consultant (never their NIF). */
  verificador: (id: number) => uuidV5(`contacto:verificador:${id}`, NAMESPACE_DAPCON),
  /** The RCP's source data set, by its reference and version ('RCP 100', '2.0'). */
  rcp: (equivalencia: string, version: string) => uuidV5(`fuente:rcp:${equivalencia}:${version}`, NAMESPACE_DAPCON),
  /** The declaration's EPD document in one language, as a source data set. */
  documento: (codigo: string, idioma: string) => uuidV5(`fuente:epd:${codigo}:${idioma}`, NAMESPACE_DAPCON),
  /** The declared product's flow data set (the reference flow), by the declaration's code. */
  producto: (codigo: string) => uuidV5(`flujo:producto:${codigo}`, NAMESPACE_DAPCON),
};
