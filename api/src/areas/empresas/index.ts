/**
 * The empresas area: the companies, their page, saves, baja and alta, documents. What others use: the
 * companies' table, a company of a user, its payment state and accreditation documents (sign-in and
 * registration), the row lock of a company; the keys of its stored files; routes (with what a change
 * of the fee exemption asks of the finance area, EmpresasRoutesOptions) and seed.
 */
export {
  DOCUMENT_COLUMNS,
  estadoPagoOfUsuario,
  findEmpresaOfUsuario,
  findOrganizacionOfUsuario,
  insertOrganizacion,
  lockOrganizacion,
  type NewOrganizacion,
  organizacionStorageKeys,
  setDocumentoAcreditacion,
} from './repository';
export { default as routes, type EmpresasRoutesOptions } from './routes';
export { seedDemoOrganizaciones, seedProgrammeOrganizaciones } from './seed';
export { organizaciones } from './tables';

// For other areas' tests: the matrix, the list's page.
export { empresasMatrix } from './matrix';
export { empresasPage } from './service';
