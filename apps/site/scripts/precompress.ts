/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built site, at
 * their highest levels, for the API server to send as they are (`serveStatic`'s
 * `precompressed`): Brotli saves about an eighth of gzip's bytes on a 0.5 Mbps phone, and the
 * server spends no CPU compressing the same files on every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
  return files.length;
}
