import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Flex, FormField, Heading, HStack, SelectField, Stack, TextInput, type SelectOption } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';
import type { ListFilterName, ListParams, ListQuerySchema } from './useListParams';

/** What every filter field has: the query parameter it sets and its label. */
interface FilterFieldBase<N extends string> {
  name: N;
  label: string;
}

/**
 * One field of a {@link FilterPanel}: free text (a name, a CIF, an id), a choice of options (a
 * reference list, a status), yes/no or a date.
 *
 * @example
 * const fields: FilterField<'filter_name' | 'estado_id'>[] = [
 *   { kind: 'text', name: 'filter_name', label: 'Nombre' },
 *   { kind: 'select', name: 'estado_id', label: 'Estado', options, anyLabel: false },
 * ];
 */
export type FilterField<N extends string = string> =
  | (FilterFieldBase<N> & { kind: 'text'; placeholder?: string; inputMode?: 'text' | 'numeric' })
  | (FilterFieldBase<N> & {
      kind: 'select';
      options: readonly SelectOption[];
      /** Text of the empty choice (no filter): 'Todos' by default; false for a filter that always has a value. */
      anyLabel?: string | false;
    })
  | (FilterFieldBase<N> & { kind: 'yesno'; anyLabel?: string })
  /** A calendar day: the browser's date picker, whose value is 'yyyy-mm-dd' as the list kit's `dateFilter` takes it. */
  | (FilterFieldBase<N> & { kind: 'date' });

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps<S extends ListQuerySchema> {
  /** The list's state (from `useListParams`, `useListState`, `useListQuery` or `useLocalListQuery`). */
  list: Pick<ListParams<S>, 'filters' | 'activeFilters' | 'setFilters' | 'clearFilters'>;
  fields: ReadonlyArray<FilterField<ListFilterName<S>>>;
  /** The panel's heading; 'Filtros' by default (read by screen readers only in the `inline` layout). */
  title?: string;
  /**
   * `column` (default): the filter column of a list screen, beside the table (`ListLayout`), folded
   * behind a button on narrow screens. `inline`: the fields side by side above the table, wrapping on
   * narrow widths, never folded: a short list of filters in a modal.
   */
  layout?: 'column' | 'inline';
}

/**
 * The filter column of a list: its fields, 'Filtrar' (applies them: the URL, then the request, from
 * page 1) and 'Limpiar' (back to no filter, the defaults). The fields show the list's filters and
 * follow the URL (back button, a shared link); what is typed applies only on 'Filtrar' or Enter.
 * On wide screens (`lg`) it is a column beside the table; on narrow ones it folds behind a
 * 'Filtros' button that says how many filters are active. In a modal, `layout="inline"` puts the
 * fields in a row above the table instead.
 *
 * @example
 * <FilterPanel list={list} fields={[{ kind: 'text', name: 'filter_name', label: t('nombre') }]} />
 */
export function FilterPanel<S extends ListQuerySchema>({ list, fields, title, layout = 'column' }: FilterPanelProps<S>) {
  const { t } = useUiText();
  const id = useId();
  const shown = list.filters as Record<string, string | undefined>;
  const [draft, setDraft] = useState<Record<string, string>>({});
  // The fields follow the list's state: a new one (applied, cleared, back button) resets the draft.
  const shownKey = JSON.stringify(shown);
  const [draftOf, setDraftOf] = useState(shownKey);
  if (draftOf !== shownKey) {
    setDraftOf(shownKey);
    setDraft({});
  }
  const [open, setOpen] = useState(false);
  const active = Object.keys(list.activeFilters).length;
  const valueOf = (name: string) => draft[name] ?? shown[name] ?? '';
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const values = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.name)]));
    // Filters the panel does not show (set by a link) stay.
    list.setFilters({ ...list.activeFilters, ...values });
  };
  const clear = () => {
    setDraft({});
    list.clearFilters();
  };

  const renderField = (field: FilterField<ListFilterName<S>>) => {
    const value = valueOf(field.name);
    const onChange = (e: { target: { value: string } }) => set(field.name, e.target.value);
    let control;
    if (field.kind === 'text') {
      control = <TextInput name={field.name} value={value} onChange={onChange} placeholder={field.placeholder} inputMode={field.inputMode} size="sm" />;
    } else if (field.kind === 'date') {
      control = <TextInput type="date" name={field.name} value={value} onChange={onChange} size="sm" />;
    } else {
      const anyLabel = field.anyLabel ?? t('filters.any');
      const options =
        field.kind === 'yesno'
          ? [
              { value: 'true', label: t('filters.yes') },
              { value: 'false', label: t('filters.no') },
            ]
          : field.options;
      control = (
        <SelectField name={field.name} value={value} onChange={onChange} options={options} placeholder={anyLabel === false ? undefined : anyLabel} size="sm" />
      );
    }
    return (
      <FormField key={field.name} label={field.label}>
        {control}
      </FormField>
    );
  };
  const buttons = (
    <>
      <Button type="submit" size="sm" flex="1">
        {t('filters.apply')}
      </Button>
      <Button type="button" size="sm" variant="outline" flex="1" onClick={clear}>
        {t('filters.clear')}
      </Button>
    </>
  );

  const heading = title ?? t('filters.title');
  if (layout === 'inline') {
    return (
      <Box as="section" aria-labelledby={`${id}-title`} w="full">
        <Heading as="h2" srOnly id={`${id}-title`}>
          {heading}
        </Heading>
        <form id={`${id}-form`} noValidate onSubmit={apply} aria-label={heading}>
          <Flex wrap="wrap" gap="3" align="flex-end">
            {fields.map((field) => (
              <Box key={field.name} flex="1 1 11rem" minW="0">
                {renderField(field)}
              </Box>
            ))}
            <HStack gap="2" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
              {buttons}
            </HStack>
          </Flex>
        </form>
      </Box>
    );
  }
  return (
    <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="l2" bg="bg.panel" p="4" w="full">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id={`${id}-title`}>
          {heading}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          display={{ base: 'inline-flex', lg: 'none' }}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('filters.hide') : active > 0 ? t('filters.showActive', { count: active }) : t('filters.show')}
        </Button>
      </HStack>
      <Box asChild mt="4" display={{ base: open ? 'block' : 'none', lg: 'block' }}>
        <form id={`${id}-form`} noValidate onSubmit={apply} aria-label={heading} data-open={open || undefined}>
          <Stack gap="3">
            {fields.map(renderField)}
            <HStack gap="2" pt="1">
              {buttons}
            </HStack>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
