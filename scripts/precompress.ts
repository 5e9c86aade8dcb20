/**
 * Writes a brotli (.br, highest quality) and a gzip (.gz, level 9) copy next to each text file of
 * the client build (JavaScript, CSS, SVG, JSON...), once per build: the server sends them as
 * they are (@fastify/static's `preCompressed`, src/web-server.ts) and compresses nothing per request
 * for static files. A copy that would not be smaller, or a file under 1 KB, is not written
 * (docs/decisions/029). Run by react-router.config.ts's `buildEnd`, once the whole build is written
 * (React Router writes the browser's route manifest, assets/manifest-*.js, while it builds the server).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const TEXT_FILE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The copy exists and was written after its file (a second pass of the same build skips it). */
async function isNewer(copy: string, than: number): Promise<boolean> {
  return stat(copy).then(
    (s) => s.mtimeMs >= than,
    () => false,
  );
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes the .br and .gz copies of the text files under `dir`; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    const { size, mtimeMs } = await stat(file);
    if (size < MIN_BYTES || (await isNewer(`${file}.br`, mtimeMs))) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    // The .br is written last: its date tells a later pass the file is done.
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    count++;
  }
  return count;
}
