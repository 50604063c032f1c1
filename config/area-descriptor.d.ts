/** Evaluates an area's src/area.ts (its descriptor) the way the build does, and answers its default export. */
export function readAreaDescriptor(file: string): Promise<unknown>;

/** Emits `area.json`, the area's descriptor, beside the remote's mf-manifest.json. */
export class AreaDescriptorPlugin {
  constructor(file: string);
  apply(compiler: unknown): void;
}
