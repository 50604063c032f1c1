// Replaces one entry of remotes.json atomically (write to a temporary file, then rename).
import fs from 'node:fs';

const [file, name, url] = process.argv.slice(2);
if (!file || !name || !url) throw new Error('usage: set-remote.mjs <remotes.json> <container name> <manifest url>');
const remotes = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
remotes[name] = url;
fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(remotes, null, 2)}\n`);
fs.renameSync(`${file}.tmp`, file);
