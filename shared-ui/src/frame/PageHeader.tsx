import { Fragment, type ReactNode } from 'react';
import { Box, Breadcrumb, Flex, HStack, Heading } from '@chakra-ui/react';
import { useUiText } from '../i18n';

/** One step of a {@link PageHeader} breadcrumb; the last one is the current page. */
export interface BreadcrumbEntry {
  label: ReactNode;
  /** Path of the step; without it the step is plain text. */
  href?: string;
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
  /** Called with `href` on a plain left click on a breadcrumb link. */
  onNavigate?: (href: string) => void;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  breadcrumbLabel?: string;
}

/**
 * The title of a screen (an `h1`) with an optional breadcrumb and actions.
 *
 * @example
 * <PageHeader title="Empresa Demo SL (B12345678)"
 *   breadcrumb={[{ label: 'Empresas', href: '/empresas' }, { label: 'Empresa Demo SL (B12345678)' }]}
 *   onNavigate={navigate} />
 */
export function PageHeader({ title, breadcrumb, onNavigate, actions, breadcrumbLabel }: PageHeaderProps) {
  const { t } = useUiText();
  breadcrumbLabel ??= t('frame.breadcrumb');
  return (
    <Box mb="6">
      {breadcrumb && breadcrumb.length > 0 ? (
        <Breadcrumb.Root size="sm" mb="2" aria-label={breadcrumbLabel}>
          <Breadcrumb.List>
            {breadcrumb.map((entry, i) => {
              const isLast = i === breadcrumb.length - 1;
              return (
                <Fragment key={i}>
                  <Breadcrumb.Item>
                    {isLast ? (
                      <Breadcrumb.CurrentLink>{entry.label}</Breadcrumb.CurrentLink>
                    ) : entry.href ? (
                      <Breadcrumb.Link
                        href={entry.href}
                        onClick={(e) => {
                          if (!onNavigate || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                          e.preventDefault();
                          onNavigate(entry.href ?? '');
                        }}
                      >
                        {entry.label}
                      </Breadcrumb.Link>
                    ) : (
                      entry.label
                    )}
                  </Breadcrumb.Item>
                  {!isLast ? <Breadcrumb.Separator /> : null}
                </Fragment>
              );
            })}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      ) : null}
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h1" size="xl" color="fg">
          {title}
        </Heading>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </Flex>
    </Box>
  );
}
