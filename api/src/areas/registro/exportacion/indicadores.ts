/**
 * The EN 15804+A2 core indicators in the exports (docs/registry-exports.md 'Mapping of the core
 * indicators'): for each row of the results table (contract `INDICADORES_NUCLEO`), its ILCD LCIA
 * method data set under EF 3.1 and EF 3.0 (UUID and version) and its unit group, as the vendored
 * `schemas/ilcd/identifiers/EN15804+A2_EF3.{1,0}_indicators.csv` write them (indicadores.test.ts
 * checks every figure against those files), and its openEPD impact key and unit (openepd 7.28.0,
 * `openepd/model/lcia.py`).
 *
 * EP-freshwater has no openEPD key: openEPD's `ep-fresh` takes kg PO4 eq only, and EN 15804+A2
 * declares kg P eq. The export keeps it, unconverted, in the impact set's `ext` (decisions.md
 * 'The results table').
 */
import type { IndicadorNucleo, MetodoLcia } from '@dapcon/contract';

export interface IndicadorExportable {
  /** The ILCD LCIA method data set per method: its UUID and version. */
  ilcd: Record<MetodoLcia, { uuid: string; version: string }>;
  /** The ILCD unit group's UUID. */
  grupoUnidades: string;
  /** The English name the ILCD identifiers give it (the reference's short description). */
  nombre: string;
  /** Its openEPD impact key and unit, or null when openEPD has none for its unit. */
  openEpd: { clave: string; unidad: string } | null;
}

const mismo = (uuid: string, version: string) => ({ 'EF 3.1': { uuid, version }, 'EF 3.0': { uuid, version } });

export const INDICADORES_EXPORTACION: Readonly<Record<IndicadorNucleo, IndicadorExportable>> = {
  'GWP-total': {
    ilcd: { 'EF 3.1': { uuid: 'a7ea142a-9749-11ed-a8fc-0242ac120002', version: '01.00.000' }, 'EF 3.0': { uuid: '6a37f984-a4b3-458a-a20a-64418c145fa2', version: '04.00.016' } },
    grupoUnidades: '1ebf3012-d0db-4de2-aefd-ef30cedb0be1',
    nombre: 'Global Warming Potential - total (GWP-total)',
    openEpd: { clave: 'gwp', unidad: 'kgCO2e' },
  },
  'GWP-fossil': {
    ilcd: { 'EF 3.1': { uuid: 'a7ea19c0-9749-11ed-a8fc-0242ac120002', version: '01.00.000' }, 'EF 3.0': { uuid: '5f635281-343e-44fb-83df-1971b155e6b6', version: '01.00.008' } },
    grupoUnidades: '1ebf3012-d0db-4de2-aefd-ef30cedb0be1',
    nombre: 'Global Warming Potential - fossil fuels (GWP-fossil)',
    openEpd: { clave: 'gwp-fossil', unidad: 'kgCO2e' },
  },
  'GWP-biogenic': {
    ilcd: { 'EF 3.1': { uuid: 'a7ea186c-9749-11ed-a8fc-0242ac120002', version: '01.00.000' }, 'EF 3.0': { uuid: '2356e1ab-0185-4db5-86e5-16de51c7485c', version: '01.00.005' } },
    grupoUnidades: '1ebf3012-d0db-4de2-aefd-ef30cedb0be1',
    nombre: 'Global Warming Potential - biogenic (GWP-biogenic)',
    openEpd: { clave: 'gwp-biogenic', unidad: 'kgCO2e' },
  },
  'GWP-luluc': {
    ilcd: { 'EF 3.1': { uuid: 'a7ea1ae2-9749-11ed-a8fc-0242ac120002', version: '01.00.000' }, 'EF 3.0': { uuid: '4331bbdb-978a-490d-8707-eeb047f01a55', version: '01.00.005' } },
    grupoUnidades: '1ebf3012-d0db-4de2-aefd-ef30cedb0be1',
    nombre: 'Global Warming Potential - land use and land use change (GWP-luluc)',
    openEpd: { clave: 'gwp-luluc', unidad: 'kgCO2e' },
  },
  ODP: {
    ilcd: mismo('b5c629d6-def3-11e6-bf01-fe55135034f3', '02.00.012'),
    grupoUnidades: 'd9e957c9-7309-4474-bf3a-7777df6c4e5b',
    nombre: 'Depletion potential of the stratospheric ozone layer (ODP)',
    openEpd: { clave: 'odp', unidad: 'kgCFC11e' },
  },
  AP: {
    ilcd: { 'EF 3.1': { uuid: 'b5c611c6-def3-11e6-bf01-fe55135034f3', version: '01.04.000' }, 'EF 3.0': { uuid: 'b5c611c6-def3-11e6-bf01-fe55135034f3', version: '01.03.009' } },
    grupoUnidades: '42e089ac-92bf-4bf2-8ca1-5fc40d18f2ed',
    nombre: 'Acidification potential, Accumulated Exceedance (AP)',
    openEpd: { clave: 'ap', unidad: 'molHe' },
  },
  'EP-freshwater': {
    ilcd: mismo('b53ec18f-7377-4ad3-86eb-cc3f4f276b2b', '01.00.010'),
    grupoUnidades: '0429039d-a61d-4590-ba67-aa4a20a810a1',
    nombre: 'Eutrophication potential - freshwater (EP-freshwater)',
    openEpd: null,
  },
  'EP-marine': {
    ilcd: mismo('b5c619fa-def3-11e6-bf01-fe55135034f3', '02.00.010'),
    grupoUnidades: 'd05bb823-ecdf-4686-8c40-bf1d9257859f',
    nombre: 'Eutrophication potential - marine (EP-marine)',
    openEpd: { clave: 'ep-marine', unidad: 'kgNe' },
  },
  'EP-terrestrial': {
    ilcd: mismo('b5c614d2-def3-11e6-bf01-fe55135034f3', '01.02.009'),
    grupoUnidades: '71b4d617-0ec9-4d3f-b65e-e438940c2401',
    nombre: 'Eutrophication potential - terrestrial (EP-terrestrial)',
    openEpd: { clave: 'ep-terr', unidad: 'molNe' },
  },
  POCP: {
    ilcd: { 'EF 3.1': { uuid: 'b5c610fe-def3-11e6-bf01-fe55135034f3', version: '02.01.000' }, 'EF 3.0': { uuid: 'b5c610fe-def3-11e6-bf01-fe55135034f3', version: '02.00.013' } },
    grupoUnidades: 'd27c25f8-fbc1-44c6-b47b-4adbae4199c6',
    nombre: 'Photochemical Ozone Creation Potential (POCP)',
    openEpd: { clave: 'pocp', unidad: 'kgNMVOCe' },
  },
  'ADP-minerals&metals': {
    ilcd: mismo('b2ad6494-c78d-11e6-9d9d-cec0c932ce01', '01.00.010'),
    grupoUnidades: '54ccd2d9-a32a-4fc2-923d-f2c8c93e89d4',
    nombre: 'Abiotic depletion potential - non-fossil resources (ADPE)',
    openEpd: { clave: 'ADP-mineral', unidad: 'kgSbe' },
  },
  'ADP-fossil': {
    ilcd: mismo('b2ad6110-c78d-11e6-9d9d-cec0c932ce01', '01.00.010'),
    grupoUnidades: '93a60a57-a3c8-11da-a746-0800200c9a66',
    nombre: 'Abiotic depletion potential - fossil resources (ADPF)',
    openEpd: { clave: 'ADP-fossil', unidad: 'MJ' },
  },
  WDP: {
    ilcd: mismo('b2ad66ce-c78d-11e6-9d9d-cec0c932ce01', '03.00.014'),
    grupoUnidades: '6ae2df01-888e-46c8-b17d-49fa3869b476',
    nombre: 'Water (user) deprivation potential (WDP)',
    openEpd: { clave: 'WDP', unidad: 'm3AWARE' },
  },
};

/** A module as openEPD names it: 'A1-A3' → 'A1A2A3', the others as they are. */
export function moduloOpenEpd(modulo: string): string {
  return modulo === 'A1-A3' ? 'A1A2A3' : modulo;
}
