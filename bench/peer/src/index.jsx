// The peer of the portal's company list (/empresas): react-admin as its documentation sets it up,
// one resource, read through ra-data-simple-rest from this folder's server (server.mjs), which answers
// from the portal's own API (GET /api/organizaciones), so both sides show the same rows.
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, DateField, List, Resource, TextInput } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('');

// The portal's list: name, CIF, date of creation; sorted by name; 20 rows a page; a name filter.
const filters = [<TextInput key="q" source="q" label="Nombre" alwaysOn />];

const CompanyList = () => (
  <List sort={{ field: 'org_nombre', order: 'ASC' }} perPage={20} filters={filters} title="Empresas">
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="org_nombre" label="Nombre" />
      <DataTable.Col source="org_cif" label="CIF" />
      <DataTable.Col source="fecha_creacion" label="Fecha de creación" field={DateField} />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={dataProvider} title="Empresas">
    <Resource name="companies" list={CompanyList} />
  </Admin>,
);
