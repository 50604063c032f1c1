import { STORAGE_FOLDERS, type Storage } from './storage';

export interface CopySummary {
  /** Files copied, by folder. */
  files: Record<string, number>;
  bytes: number;
}

/**
 * Copies every key of one storage into another under the same key (the database names keys, so
 * they must not change), replacing what the target holds under it: running it again copies
 * again, harmlessly. A key removed from the source while the copy runs is skipped.
 */
export async function copyStorage(from: Storage, to: Storage, onFile?: (key: string) => void): Promise<CopySummary> {
  const summary: CopySummary = { files: {}, bytes: 0 };
  for (const folder of STORAGE_FOLDERS) {
    summary.files[folder] = 0;
    for (const { key } of await from.list(folder)) {
      const data = await from.get(key);
      if (!data) continue;
      await to.write(key, data);
      summary.files[folder] += 1;
      summary.bytes += data.length;
      onFile?.(key);
    }
  }
  return summary;
}
