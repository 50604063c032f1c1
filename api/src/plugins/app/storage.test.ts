import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStorageKey, localStorage } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = localStorage(root);

describe('local storage', () => {
  it('puts under a generated key, gets it back and deletes it', async () => {
    const key = await storage.put('logos', 'png', Buffer.from('bytes'));
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(fs.readdirSync(path.join(root, 'logos'))).toEqual([key.split('/')[1]]);
    expect(await storage.get(key)).toEqual(Buffer.from('bytes'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('never reads or removes outside its keys', async () => {
    fs.writeFileSync(path.join(root, 'secret.txt'), 'x');
    for (const key of ['../secret.txt', 'logos/../../secret.txt', '/etc/passwd', 'logos/x.png', 'otros/00000000-0000-0000-0000-000000000000.png']) {
      expect(isStorageKey(key), key).toBe(false);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
    }
    expect(fs.existsSync(path.join(root, 'secret.txt'))).toBe(true);
    await expect(storage.put('logos', '../x', Buffer.from(''))).rejects.toThrow();
  });
});
