/** What the contract's source declares of an endpoint: its method, and whether it lists what it makes stale. */
export interface DeclaredEndpoint {
  method: string;
  stale: boolean;
}

/** The contract's endpoints as its source declares them, by export name. */
export function contractEndpoints(dir?: string): Map<string, DeclaredEndpoint>;

/** True for a write: a method other than GET, or an endpoint that declares what it makes stale. */
export function isWriteDeclared(endpoint: DeclaredEndpoint): boolean;

/** ESLint's portal/screen-writes. */
export function screenWritesRule(endpoints?: Map<string, DeclaredEndpoint>): unknown;

/** A remote's screen files: its source, tests, stories and test helpers left out. */
export function screenFiles(remote: string): { files: string[]; ignores: string[] };
