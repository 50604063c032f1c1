// /public-documentos (spec part 2 §2.18; part 1 §7; docs/contenidos.md step 6): what a consultant, a
// verifier or a company reads of the document library — the document types on the left with how many
// of their published documents are for the reader's profile, a search box, and the chosen type's
// documents (title, description, download; a link opens in a new tab). The type, the search and the
// page live in the URL.
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Heading, HStack, LoadingState, PageHeader, Stack, Text, TextInput } from '@dapcon/shared-ui';
import { DataTable, Pagination, useListParams, type DataTableColumn } from '@dapcon/shared-ui/data';
import { pageParam, textFilter } from '@dapcon/contract/core';
import { documentosPublicos, tiposDocumentoPublicos, type DocumentoPublico, type TipoDocumentoPublico } from '@dapcon/contract/contenidos';
import { feedback, useTranslation, type ApiError } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import * as v from 'valibot';
import { AbrirDocumento } from './descarga';
import './i18n';

/** What the page keeps in the URL: the type (`?tipo=`), the search (`?magic=`) and the page. */
const PaginaQuery = v.object({ tipo: textFilter(100), magic: textFilter(), page: pageParam() });

/** A read that failed: to the shell's error modal (a session error is the shell's: it signs out). */
function useReported(error: ApiError | null) {
  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);
}

/** The types on the left, each with its count; the chosen one marked for assistive technology too. */
function TiposNav({ tipos, elegido, onElegir }: { tipos: readonly TipoDocumentoPublico[]; elegido: string; onElegir: (tipo: string) => void }) {
  const { t } = useTranslation('contenidos');
  return (
    <Box as="nav" aria-label={t('biblioteca.publico.tipos')} borderWidth="1px" borderRadius="l2" bg="bg.panel" p="2">
      <Heading as="h2" size="sm" px="2" py="2">
        {t('biblioteca.publico.tipos')}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {tipos.map((tipo) => {
          const actual = tipo.param_id === elegido;
          return (
            <li key={tipo.param_id}>
              <Button
                variant={actual ? 'subtle' : 'ghost'}
                colorPalette={actual ? 'brand' : 'gray'}
                w="full"
                justifyContent="space-between"
                h="auto"
                minH="9"
                py="1.5"
                whiteSpace="normal"
                textAlign="start"
                fontWeight={actual ? 'semibold' : 'normal'}
                aria-current={actual ? 'page' : undefined}
                aria-label={t('biblioteca.publico.tipoDe', { tipo: tipo.pt_texto, total: tipo.total })}
                onClick={() => onElegir(tipo.param_id)}
              >
                <Text as="span">{tipo.pt_texto}</Text>{' '}
                <Text as="span" fontSize="xs" fontWeight="semibold" px="2" borderRadius="full" bg={tipo.total > 0 ? 'brand.100' : 'gray.100'} color={tipo.total > 0 ? 'brand.800' : 'fg.muted'} data-testid="tipo-total">
                  {tipo.total}
                </Text>
              </Button>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The search box: what is typed applies on 'Buscar' or Enter; 'Limpiar' drops it. */
function Buscador({ valor, onBuscar }: { valor: string; onBuscar: (texto: string) => void }) {
  const { t } = useTranslation('contenidos');
  const [texto, setTexto] = useState(valor);
  const [de, setDe] = useState(valor);
  // The box follows the URL (back button, another type).
  if (de !== valor) {
    setDe(valor);
    setTexto(valor);
  }
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    onBuscar(texto);
  };
  return (
    <form role="search" aria-label={t('biblioteca.publico.buscar')} onSubmit={buscar} noValidate>
      <HStack gap="2" align="flex-end">
        <Box flex="1" maxW="28rem">
          <TextInput
            name="magic"
            type="search"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            placeholder={t('biblioteca.publico.buscarAyuda')}
            aria-label={t('biblioteca.publico.buscarAyuda')}
          />
        </Box>
        <Button type="submit">{t('biblioteca.publico.buscar')}</Button>
        {valor ? (
          <Button variant="outline" onClick={() => onBuscar('')}>
            {t('biblioteca.publico.limpiar')}
          </Button>
        ) : null}
      </HStack>
    </form>
  );
}

/** The chosen type's documents, a page at a time. */
function DocumentosDeTipo({ tipo, magic, page, onPage }: { tipo: TipoDocumentoPublico; magic: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('contenidos');
  const { data, error, isPending, isFetching, isPlaceholderData } = useApiQuery(
    documentosPublicos,
    { params: { type: tipo.param_id }, query: { ...(magic ? { magic } : {}), ...(page > 1 ? { page } : {}) } },
    { placeholderData: (previous) => previous },
  );
  useReported(error);
  const columns: DataTableColumn<DocumentoPublico>[] = [
    { key: 'titulo', header: t('biblioteca.publico.columnas.titulo'), width: '30%', render: (r) => <Text fontWeight="medium">{r.titulo}</Text> },
    { key: 'descripcion', header: t('biblioteca.publico.columnas.descripcion'), render: (r) => <Text fontSize="sm">{r.descripcion}</Text> },
    { key: 'descarga', header: t('biblioteca.publico.columnas.descarga'), width: '9rem', align: 'end', render: (r) => <AbrirDocumento documento={r} size="sm" /> },
  ];
  // A read that failed says so in the table (the shell's modal tells the error), never 'no documents'.
  const vacio = error ? t('table.loadError', { ns: 'ui' }) : magic ? t('biblioteca.publico.sinResultados', { texto: magic }) : t('biblioteca.publico.sinDocumentos');
  return (
    <Stack gap="4">
      <DataTable<DocumentoPublico>
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(r) => r.id}
        loading={isPending || (isFetching && isPlaceholderData)}
        emptyText={vacio}
        aria-label={t('biblioteca.publico.tabla', { tipo: tipo.pt_texto })}
      />
      <Pagination page={page} total={data?.total ?? 0} perPage={data?.per_page ?? 0} onPageChange={onPage} />
    </Stack>
  );
}

/**
 * The readers' document library: the types on the left (the first with documents chosen unless the
 * URL says), the search box and the chosen type's documents.
 */
export function PublicDocumentos() {
  const { t } = useTranslation(['contenidos', 'common']);
  const state = useListParams(PaginaQuery);
  const tipos = useApiQuery(tiposDocumentoPublicos);
  useReported(tipos.error);
  const lista = tipos.data ?? [];
  const pedido = state.filters.tipo ?? '';
  const tipo = lista.find((x) => x.param_id === pedido) ?? lista.find((x) => x.total > 0) ?? lista[0];
  const magic = state.filters.magic ?? '';

  let cuerpo;
  if (tipos.isPending) cuerpo = <LoadingState label={t('biblioteca.publico.cargando')} />;
  else if (!tipo) cuerpo = <Text color="fg.muted">{t('biblioteca.publico.sinTipos')}</Text>;
  else {
    cuerpo = (
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box w={{ base: 'full', lg: '18rem' }} flexShrink={0}>
          <TiposNav tipos={lista} elegido={tipo.param_id} onElegir={(id) => state.setFilters({ tipo: id, magic })} />
        </Box>
        <Stack gap="4" flex="1" minW="0">
          <Heading as="h2" size="md">
            {tipo.pt_texto}
          </Heading>
          <Buscador valor={magic} onBuscar={(texto) => state.setFilters({ tipo: tipo.param_id, magic: texto })} />
          <DocumentosDeTipo tipo={tipo} magic={magic} page={state.page} onPage={state.setPage} />
        </Stack>
      </Flex>
    );
  }
  return (
    <Stack gap="0">
      <PageHeader title={t('route.publicDocumentos', { ns: 'common' })} />
      {cuerpo}
    </Stack>
  );
}
