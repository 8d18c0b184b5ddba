// Writes build/client/builds/latest.json (in the build WEB_BUILD_DIR names, as react-router.config.ts does): the
// id of this build, polled by the storefront to notice a new deployment (spec §4 "A new build is detected by
// polling"). The id hashes the client manifest, so it changes exactly when the shipped code does.
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';

const client = new URL(`../${process.env.WEB_BUILD_DIR ?? 'build'}/client/`, import.meta.url);
const assets = (await readdir(new URL('assets/', client))).sort();
const hash = createHash('sha256');
for (const name of assets) hash.update(name);
const id = hash.digest('hex').slice(0, 16);
await mkdir(new URL('builds/', client), { recursive: true });
await writeFile(new URL('builds/latest.json', client), JSON.stringify({ id, timestamp: Date.now() }));
console.log(`build id ${id}`);
