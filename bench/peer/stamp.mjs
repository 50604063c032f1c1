// What decides whether dist/ is current: the hash of the files the build reads (its sources, the build
// script and the lock file). build.mjs writes it to dist/stamp.json; the bench rebuilds when it differs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PEER_DIR = import.meta.dirname;

/** The hash of the files the build reads. */
export function inputsHash(dir = PEER_DIR) {
  const files = ['build.mjs', 'package-lock.json', ...fs.readdirSync(path.join(dir, 'src')).sort().map((f) => `src/${f}`)];
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** True when dist/ was built from the files as they are now. */
export function isBuilt(dir = PEER_DIR) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'dist/stamp.json'), 'utf8')).inputs === inputsHash(dir);
  } catch {
    return false;
  }
}
