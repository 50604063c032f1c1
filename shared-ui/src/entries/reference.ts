// @dapcon/shared-ui/reference: the form parts that read the API's reference data (countries, towns by
// postal code, parameter options) through the SDK's query cache, so the sign-in page loads neither them
// nor TanStack Query.
export { AddressFields, type AddressNames } from '../form/kit/AddressFields';
export { useCountryOptions, useParameterOptions, useTowns, type TownsLookup } from '../reference/reference';
export { CompanyFields, COMPANY_FIELD_NAMES, type CompanyFieldNames } from '../reference/CompanyFields';
