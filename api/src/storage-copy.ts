/**
 * `npm run storage-copy` (at the root, or `-w api`)
 *
 * Moves an installation's uploaded files from the local folder to an S3-compatible bucket:
 * copies every file of STORAGE_DIR (default DATA_DIR/storage) into the bucket that
 * STORAGE_DRIVER=s3 and the S3_* variables name, under the same keys, through the two
 * drivers' `Storage` interface. Set the S3 variables (environment or api/.env), run it,
 * stop the API, run it again for the files uploaded meanwhile, restart (docs/deploy.md,
 * "Storage"). The folder is only read.
 */
import fs from 'node:fs';
import { ConfigError, parseConfig, readEnvFile } from './config';
import { localStorage } from './plugins/app/storage';
import { copyStorage } from './plugins/app/storage-copy';
import { s3Storage } from './plugins/app/storage-s3';

async function main(): Promise<number> {
  readEnvFile();
  const config = parseConfig(process.env);
  if (config.storageDriver !== 's3' || !config.s3) {
    console.error('storage-copy copies the local folder into a bucket: set STORAGE_DRIVER=s3 and the S3_* variables (api/.env.example) first.');
    return 2;
  }
  if (!fs.existsSync(config.storageDir)) {
    console.error(`No storage folder at ${config.storageDir} (STORAGE_DIR): nothing to copy.`);
    return 2;
  }
  const bucket = s3Storage(config.s3);
  await bucket.check();
  const target = `bucket ${config.s3.bucket}${config.s3.prefix ? ` under ${config.s3.prefix}` : ''} (${config.s3.endpoint})`;
  console.log(`Copying ${config.storageDir} into ${target}…`);
  const summary = await copyStorage(localStorage(config.storageDir), bucket);
  const counts = Object.entries(summary.files).map(([folder, n]) => `${n} in ${folder}`).join(', ');
  console.log(`Copied ${counts}: ${(summary.bytes / 1_048_576).toFixed(1)} MB.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
