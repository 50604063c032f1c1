/** The public registry's contract (issue 35; docs/registry.md): what the programme publishes, read without signing in. */
export * from './cifras';
export * from './exportacion';
export * from './paginas';
export * from './registro';
