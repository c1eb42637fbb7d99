/**
 * Post-build step of `npm run build`: reprints every chunk of `dist/` as pure ASCII, without
 * comments (licences are in `dist/licenses.txt`), through terser with compression and name
 * mangling off — the code, its names and its layout stay readable; only the characters change.
 *
 * Why: Node hands a source file that holds even one non-ASCII character to V8 as a two-byte
 * string, which V8 scans more slowly than a one-byte one. ncc's output keeps the `—` and `’` of
 * our messages and of our dependencies' comments, so every run paid for it: loading the artifact
 * client's chunk (3.7 MB) took ~50 ms more CPU than its ASCII reprint (Node 24, 2 cores,
 * `node -e "import('./dist/<chunk>.js')"`, 15 interleaved runs each).
 *
 * `ascii_only` escapes strings, regular expressions and identifiers as `\uXXXX`, which means the
 * same to JavaScript; the raw text of a tagged template (`String.raw`…) cannot be escaped and is
 * left as it is. Throws (exit 1) if terser cannot parse a chunk.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const chunks = (await readdir(dist)).filter((name) => name.endsWith('.js'));
await Promise.all(
  chunks.map(async (name) => {
    const file = join(dist, name);
    const result = await minify(await readFile(file, 'utf8'), {
      module: true,
      compress: false,
      mangle: false,
      format: { ascii_only: true, beautify: true, comments: false, indent_level: 2 },
    });
    if (result.code === undefined) throw new Error(`terser returned no code for dist/${name}`);
    await writeFile(file, `${result.code}\n`);
  }),
);
console.log(`dist/: ${chunks.length} chunks reprinted as ASCII`);
