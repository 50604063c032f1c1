/**
 * `npm start` stops whole on SIGTERM: the start script and the API exit, a request in
 * flight is answered first, an idle keep-alive connection does not hold the API open,
 * and the port is closed. Needs the built product (api/dist/server.js and web/), which
 * `npm test` builds first; START_SKIP_BUILD keeps start.mjs from building again.
 * No browser: the product is started here in its own process group, on a free port,
 * with its data in a temporary folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../production';

const ROOT = path.join(import.meta.dirname, '../..');

/** True while any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Opens a connection and sends the head and half the body of a sign-in: a request in flight. */
function startSlowRequest(port: number): Promise<{ finish(): void; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ usuario: 'X0000000Z', password: 'Wrong-Password-1', modulo_app: 'consultor' });
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const answer = new Promise<string>((done) => {
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => done(received));
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      resolve({ finish: () => socket.write(body.slice(10)), answer });
    });
  });
}

test('SIGTERM to npm start stops the start script and the API, after the request in flight', async () => {
  test.setTimeout(360_000);
  expect(fs.existsSync(path.join(ROOT, 'api/dist/server.js')), 'the API is built').toBe(true);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-stop-'));
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    // Its own process group: the test can see (and, failing, end) the whole tree.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, START_SKIP_BUILD: '1', SMTP_URL: '' },
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const pgid = npm.pid;
  if (!pgid) throw new Error('npm did not start');
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 150_000, intervals: [500] })
      .toBe(200);

    // An idle keep-alive connection, and a request whose body is still arriving.
    const idle = new net.Socket();
    await new Promise<void>((resolve) => idle.connect(port, '127.0.0.1', resolve));
    idle.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    const inFlight = await startSlowRequest(port);
    // The request must have reached the API before it is told to stop (a request that arrives while it
    // closes is refused with 503, as it should be); on two busy cores that takes a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const stoppedAt = Date.now();
    process.kill(pgid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    inFlight.finish();
    // Answered in full, although the API was already closing.
    expect(await inFlight.answer).toMatch(/^HTTP\/1\.1 (401|429) /);

    await expect.poll(() => groupAlive(pgid), { timeout: 15_000, intervals: [250] }).toBe(false);
    const seconds = (Date.now() - stoppedAt) / 1000;
    expect(await portOpen(port)).toBe(false);
    // Closed by itself, not by the API's own 10-second limit.
    expect(output).not.toContain('Did not close within');
    expect(seconds).toBeLessThan(10);
    idle.destroy();
  } finally {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
