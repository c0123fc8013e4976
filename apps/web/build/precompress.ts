import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files a browser receives as text; images, fonts and spreadsheets are compressed formats already. */
export const TEXT_ASSET = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|csv)$/;

export interface CompressedVariants {
  br: Buffer | null;
  gz: Buffer | null;
}

/**
 * Both encodings at their strongest level: this runs once per build, not per request, so the slow
 * settings cost nothing at serving time. A variant that is not smaller than the file is dropped.
 */
export async function compressedVariants(content: Buffer): Promise<CompressedVariants> {
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < content.length ? br : null, gz: gzipped.length < content.length ? gzipped : null };
}

async function textFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      // Vite's own manifest is read by the budget check, never served.
      .filter((path) => !relative(folder, path).startsWith(".vite"))
  );
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of the build; returns how many files it compressed. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = await textFiles(folder);
  for (const file of files) {
    const variants = await compressedVariants(await readFile(file));
    if (variants.br) await writeFile(`${file}.br`, variants.br);
    if (variants.gz) await writeFile(`${file}.gz`, variants.gz);
  }
  return files.length;
}

/**
 * Build-time brotli and gzip of the dashboard (issue 7 §9): the API serves the variant the browser
 * accepts (`@fastify/static` `preCompressed`) without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "gym:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      this.info?.(`wrote .br and .gz beside ${count} text files`);
    },
  };
}
