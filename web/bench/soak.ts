// The soak benchmark (docs/performance.md "Soak"): product-page renders in this process through React Router's
// request handler (no HTTP, so the heap is the render's alone), measured per 1,000 renders, so state that survives
// every render shows as a rising line. It cycles over many products, so the sanitizer sees new texts and repeats.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ServerBuild } from 'react-router';
import { percentile, tenth } from './stats';

export interface SoakRow {
  renders: number;
  heapAfterGcMb: number;
  meanMs: number;
  p95Ms: number;
  /** Processor time of this process per render (user and system): less sensitive to other load than `meanMs`. */
  cpuMs: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export const soak = async ({
  buildDir,
  apiUrl,
  paths,
  renders,
  every = 1_000,
  onRow,
}: {
  /** The storefront build (the folder holding `server/index.js`). */
  buildDir: string;
  apiUrl: string;
  /** Page paths rendered in turn. */
  paths: string[];
  renders: number;
  every?: number;
  onRow?: (row: SoakRow) => void;
}): Promise<SoakRow[]> => {
  process.env.API_URL = apiUrl;
  // React's production build, as the server runs it (React reads NODE_ENV when it is first imported).
  process.env.NODE_ENV = 'production';
  const { createRequestHandler } = await import('react-router');
  const build = (await import(new URL('server/index.js', `file://${buildDir}/`).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const rows: SoakRow[] = [];
  let times: number[] = [];
  let cpu = process.cpuUsage();
  for (let i = 1; i <= renders; i += 1) {
    const path = paths[i % paths.length]!;
    const started = performance.now();
    const response = await handle(new Request(`http://shop.test${path}`, { headers: { accept: 'text/html' } }));
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
    if (i % every === 0) {
      const used = process.cpuUsage(cpu);
      gc();
      const sorted = [...times].sort((a, b) => a - b);
      const row = {
        renders: i,
        heapAfterGcMb: tenth(process.memoryUsage().heapUsed / 1024 / 1024),
        meanMs: tenth(times.reduce((sum, t) => sum + t, 0) / times.length),
        p95Ms: tenth(percentile(sorted, 95)),
        cpuMs: Math.round((used.user + used.system) / 100 / times.length) / 10,
      };
      rows.push(row);
      onRow?.(row);
      times = [];
      cpu = process.cpuUsage();
    }
  }
  return rows;
};
