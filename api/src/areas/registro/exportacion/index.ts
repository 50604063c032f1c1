/**
 * A published declaration's machine-readable exports (issue 35, docs/registry-exports.md): openEPD
 * JSON and ILCD+EPD v1.2 XML, each a pure function of `declaracionExportable`'s reading.
 */
export { declaracionExportable, type DeclaracionExportable } from './datos';
export { ilcdEpd, versionIlcd } from './ilcd';
export { openEpd, type DocumentoOpenEpd } from './openepd';
export { NAMESPACE_DAPCON, uuidDe, uuidV5 } from './uuid';
export { escaparXml } from './xml';
