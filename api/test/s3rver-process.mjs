// s3rver in a process of its own, for test/s3.ts. It needs OpenSSL's legacy provider
// (`node --openssl-legacy-provider`): its ListObjectsV2 continuation tokens are DES-encrypted,
// which OpenSSL 3 refuses otherwise. Prints its port; ends when its standard input closes
// (the test process ended or closed it).
import S3rver from 's3rver';

const [directory, serviceEndpoint] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, serviceEndpoint, silent: true });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  server.close().then(() => process.exit(0), () => process.exit(1));
});
