// The design system's tree (react-arborist, virtualised): folders expand and collapse, a node is
// selected by click, Space or Enter, the arrow keys move (Right opens, Left closes or goes up), Home
// and End jump; an accessible `tree` of `treeitem`s (aria-level, aria-expanded, aria-selected). Each
// row may carry actions (edit, create a child…) as icon buttons named for screen readers. Used for
// the fee types (/tarifas) and, next, the parameter tree and the product classification (whose
// children load on first expansion: `onToggle`).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tree, type NodeApi, type NodeRendererProps, type RowRendererProps, type TreeApi } from 'react-arborist';
import { Box, chakra, Flex, IconButton, Text } from '@dapcon/shared-ui';

/** A node of a {@link TreeView}: `children` makes it a folder (an empty list: a folder with nothing yet). */
export interface TreeNodeData {
  id: string;
  name: string;
  children?: readonly TreeNodeData[] | null;
}

/** An action on a row: an icon button, named for screen readers with its node's name. */
export interface TreeNodeAction<T extends TreeNodeData = TreeNodeData> {
  /** 'Editar', 'Crear hijo'…: the button's accessible name is `label: node name`. */
  label: string;
  icon: ReactNode;
  onAction: (node: T) => void;
  /** Only on some nodes (folders, say); every node when absent. */
  visible?: (node: T) => boolean;
}

/** Props of {@link TreeView}. */
export interface TreeViewProps<T extends TreeNodeData> {
  data: readonly T[];
  /** The tree's accessible name. */
  label: string;
  /** The selected node's id (controlled), or null for none. */
  selectedId?: string | null;
  /** A node was selected (click, Space, Enter). */
  onSelect?: (node: T) => void;
  /** A folder was opened or closed (load its children on first opening). */
  onToggle?: (node: T, open: boolean) => void;
  actions?: readonly TreeNodeAction<T>[];
  /** What shows when there are no nodes ('No hay resultados para mostrar'). */
  emptyText: string;
  /** Folders open at first. */
  openByDefault?: boolean;
  /** Height of the scrolling area in pixels: the rows' own height up to `maxHeight` when absent. */
  height?: number;
  maxHeight?: number;
  rowHeight?: number;
  /** A node's label; its name when absent. */
  renderLabel?: (node: T) => ReactNode;
}

const ROW_HEIGHT = 36;
const INDENT = 20;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}>
      <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A row as react-arborist's own, but as wide as the tree rather than its content, so a long label
 * ends in an ellipsis (with its whole text as a tooltip) instead of running under the border.
 */
function Row({ node, attrs, innerRef, children }: RowRendererProps<TreeNodeData>) {
  return (
    <div {...attrs} style={{ ...attrs.style, minWidth: undefined }} ref={innerRef} onFocus={(event) => event.stopPropagation()} onClick={node.handleClick}>
      {children}
    </div>
  );
}

/** How many rows show now: the open folders' children included. */
function visibleCount(nodes: readonly TreeNodeData[], open: (id: string) => boolean): number {
  let n = 0;
  for (const node of nodes) {
    n += 1;
    if (node.children && open(node.id)) n += visibleCount(node.children, open);
  }
  return n;
}

/** What every row reads: the actions and the label renderer (rows are a component of their own, so they are not remounted). */
const RowContext = createContext<{ actions: readonly TreeNodeAction<TreeNodeData>[]; renderLabel?: (node: TreeNodeData) => ReactNode }>({ actions: [] });

/** A row: the chevron of a folder, the label, the actions. */
function Node({ node, style }: NodeRendererProps<TreeNodeData>) {
  const { actions, renderLabel } = useContext(RowContext);
  const shown = actions.filter((action) => !action.visible || action.visible(node.data));
  return (
    <Flex
      style={style}
      align="center"
      gap="1"
      h="full"
      pr="2"
      borderRadius="md"
      cursor="pointer"
      bg={node.isSelected ? 'brand.subtle' : undefined}
      color={node.isSelected ? 'brand.fg' : undefined}
      fontWeight={node.isSelected ? 'semibold' : undefined}
      outline={node.isFocused ? '2px solid' : undefined}
      outlineColor="brand.focusRing"
      outlineOffset="-2px"
      _hover={{ bg: node.isSelected ? 'brand.subtle' : 'bg.muted' }}
      data-selected={node.isSelected || undefined}
    >
      {node.isInternal ? (
        <chakra.span
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="5"
          h="5"
          flexShrink={0}
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            node.toggle();
          }}
        >
          <Chevron open={node.isOpen} />
        </chakra.span>
      ) : (
        <Box w="5" flexShrink={0} />
      )}
      <Text as="span" flex="1" minW="0" truncate textStyle="sm" title={node.data.name}>
        {renderLabel ? renderLabel(node.data) : node.data.name}
      </Text>
      {shown.map((action) => (
        <IconButton
          key={action.label}
          size="2xs"
          variant="ghost"
          aria-label={`${action.label}: ${node.data.name}`}
          title={action.label}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            action.onAction(node.data);
          }}
        >
          {action.icon}
        </IconButton>
      ))}
    </Flex>
  );
}


/**
 * A tree of nodes with selection, keyboard and optional row actions, in the portal's theme.
 *
 * @example
 * <TreeView label="Tipos de tarifa" data={[{ id: 'cuota_anual', name: 'Cuota anual' }]} selectedId={tipo}
 *   onSelect={(n) => setTipo(n.id)} emptyText="No hay resultados para mostrar" />
 */
export function TreeView<T extends TreeNodeData>({
  data,
  label,
  selectedId = null,
  onSelect,
  onToggle,
  actions = [],
  emptyText,
  openByDefault = false,
  height,
  maxHeight = 480,
  rowHeight = ROW_HEIGHT,
  renderLabel,
}: TreeViewProps<T>) {
  const treeRef = useRef<TreeApi<T> | undefined>(undefined);
  // A folder opened or closed changes how many rows show (the height follows).
  const [, setToggles] = useState(0);
  const rowContext = useMemo(
    () => ({ actions: actions as readonly TreeNodeAction<TreeNodeData>[], renderLabel: renderLabel as ((node: TreeNodeData) => ReactNode) | undefined }),
    [actions, renderLabel],
  );
  const byId = useMemo(() => {
    const map = new Map<string, T>();
    const walk = (nodes: readonly TreeNodeData[]) => {
      for (const node of nodes) {
        map.set(node.id, node as T);
        if (node.children) walk(node.children);
      }
    };
    walk(data);
    return map;
  }, [data]);

  // A node selected before it is in the data (a child created in a level not read yet) is shown when it
  // arrives: its folders opened and the row selected. The tree follows `selection` only when it changes,
  // and finds no node then.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId === null) revealed.current = null;
    else if (revealed.current !== selectedId && byId.has(selectedId)) {
      revealed.current = selectedId;
      // Its row exists once its folders are open: scrollTo opens them and waits for it.
      void treeRef.current?.scrollTo(selectedId)?.then(() => treeRef.current?.select(selectedId, { focus: false }));
    }
  }, [selectedId, byId]);

  const select = useCallback((node: NodeApi<T> | null | undefined) => {
    if (!node) return;
    onSelect?.(node.data);
  }, [onSelect]);

  // Enter selects the focused node too (react-arborist keeps Enter for renaming, which this tree does not do).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && treeRef.current?.focusedNode) {
      event.preventDefault();
      const node = treeRef.current.focusedNode;
      node.select();
      select(node);
    }
  };

  if (data.length === 0) {
    return (
      // A tree must hold tree items (WCAG 4.1.2, axe's 'aria-required-children'): an empty one is a
      // group with the tree's name and the empty text.
      <Box role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="4">
        <Text color="fg.muted">{emptyText}</Text>
      </Box>
    );
  }

  const rows = visibleCount(data, (id) => treeRef.current?.isOpen(id) ?? openByDefault);
  const treeHeight = height ?? Math.min(maxHeight, Math.max(rows, 1) * rowHeight + 8);

  return (
    <RowContext.Provider value={rowContext}>
      <Box borderWidth="1px" borderRadius="md" p="1" onKeyDown={onKeyDown} css={{ '& [role=tree]:focus-visible': { outline: '2px solid', outlineColor: 'var(--chakra-colors-brand-focus-ring)' } }}>
        <Tree<T>
          ref={treeRef}
          data={data}
          aria-label={label}
          idAccessor="id"
          childrenAccessor={(node) => (node.children ?? null) as readonly T[] | null}
          openByDefault={openByDefault}
          selection={selectedId ?? undefined}
          disableMultiSelection
          disableDeselectOnClick
          disableEdit
          disableDrag
          disableDrop
          width="100%"
          height={treeHeight}
          rowHeight={rowHeight}
          indent={INDENT}
          renderRow={Row as unknown as (props: RowRendererProps<T>) => ReactNode}
          onSelect={(nodes) => select(nodes[0])}
          onToggle={(id) => {
            setToggles((n) => n + 1);
            const node = byId.get(id);
            if (node) onToggle?.(node, treeRef.current?.isOpen(id) ?? false);
          }}
        >
          {Node as unknown as (props: NodeRendererProps<T>) => ReactNode}
        </Tree>
      </Box>
    </RowContext.Provider>
  );
}
