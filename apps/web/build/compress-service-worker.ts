import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The files vite-plugin-pwa writes into the build folder once the bundle is done. */
const WORKER_FILES = /^(sw|workbox-[\w-]+)\.js$/;

/**
 * Brotli and gzip copies of the service worker and the Workbox runtime. vite-plugin-pwa
 * generates them in its closeBundle hook, after vite-plugin-compression2 has done the bundle,
 * so this runs last (order: 'post', sequential).
 */
export function compressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'klokwerk:compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const names = (await readdir(outDir)).filter((name) => WORKER_FILES.test(name));
        for (const name of names) {
          const path = join(outDir, name);
          const source = await readFile(path);
          const copies: Array<[string, Buffer]> = [
            [
              `${path}.br`,
              await brotli(source, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            ],
            [`${path}.gz`, await gz(source, { level: constants.Z_BEST_COMPRESSION })],
          ];
          for (const [target, data] of copies)
            if (data.length < source.length) await writeFile(target, data);
        }
      },
    },
  };
}
