// @dapcon/shared-ui/tree: the tree of the design system (react-arborist), for the fee types, the parameter tree and the classification.
export { TreeView, type TreeViewProps, type TreeNodeData, type TreeNodeAction } from '../tree/TreeView';
