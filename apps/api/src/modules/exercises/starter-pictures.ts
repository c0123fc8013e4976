import { createHash, randomUUID } from "node:crypto";
import { copyFile, link, lstat, mkdir, rename, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { escapeXml } from "../../lib/escape-xml.ts";
import { removeMedia } from "../../uploads/media-types.ts";

/**
 * Simple generated pictures for the starter library (decision 0045): a coloured tile with a title
 * and an optional subtitle. Each distinct picture is drawn once into a content-addressed cache and
 * then hard-linked (or copied across file systems) into each new gym's folders, so provisioning a
 * gym costs a hundred file links rather than a hundred renderings (~0.9 s cold, ~30 ms warm).
 * The cache is a folder of this OS user in the system temp directory (private: mode 0700, owner
 * checked), shared by every process on the machine; failing that, <upload dir>/.starter-cache/.
 */
export interface Picture {
  title: string;
  subtitle?: string;
  /** #rrggbb */
  colour: string;
}

const WIDTH = 480;
const HEIGHT = 320;
/** Bump when the drawing changes, so cached pictures are redrawn. */
const STYLE = "v1";
const CONCURRENCY = 4;

/** Greedy word wrap into at most three lines. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(" ")
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

function svg(p: Picture): Buffer {
  const colour = /^#[0-9a-fA-F]{6}$/.test(p.colour) ? p.colour : "#4A5568";
  const lines = wrap(p.title, 20);
  const size = 34;
  const top = HEIGHT / 2 - ((lines.length - 1) * size * 1.2) / 2 - (p.subtitle ? 14 : 0) + size / 3;
  const title = lines
    .map((l, i) => `<tspan x="${WIDTH / 2}" y="${Math.round(top + i * size * 1.2)}">${escapeXml(l)}</tspan>`)
    .join("");
  const sub = p.subtitle
    ? `<text x="${WIDTH / 2}" y="${HEIGHT - 36}" font-size="20" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(p.subtitle)}</text>`
    : "";
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">` +
      `<rect width="100%" height="100%" fill="${colour}"/>` +
      `<rect x="16" y="16" width="${WIDTH - 32}" height="${HEIGHT - 32}" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>` +
      `<text font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${title}</text>${sub}</svg>`,
  );
}

const pictureKey = (p: Picture) =>
  createHash("sha256")
    .update(JSON.stringify([STYLE, p.title, p.subtitle ?? "", p.colour]))
    .digest("hex")
    .slice(0, 24);

/** In-process memo: one drawing per cache file even when several gyms are provisioned at once. */
const drawing = new Map<string, Promise<string>>();

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The cached file for `p`, drawn if missing (written to a temporary name, then renamed: never half a file). */
function cached(cacheDir: string, p: Picture): Promise<string> {
  const path = join(cacheDir, `${pictureKey(p)}.jpg`);
  let pending = drawing.get(path);
  if (!pending) {
    pending = (async () => {
      if (await exists(path)) return path;
      const tmp = `${path}.${randomUUID()}.part`;
      await sharp(svg(p)).jpeg({ quality: 82, mozjpeg: false }).toFile(tmp);
      await rename(tmp, path);
      return path;
    })();
    pending.catch(() => drawing.delete(path));
    drawing.set(path, pending);
  }
  return pending;
}

const cacheDirs = new Map<string, Promise<string>>();

/** The private shared cache folder, or the upload root's own when that cannot be trusted. */
function cacheDir(uploadDir: string): Promise<string> {
  let dir = cacheDirs.get(uploadDir);
  if (!dir) {
    dir = (async () => {
      const uid = process.getuid?.();
      if (uid !== undefined) {
        const shared = join(tmpdir(), `gym-starter-pictures-${uid}`);
        await mkdir(shared, { mode: 0o700 }).catch(() => {});
        const st = await lstat(shared).catch(() => null);
        if (st?.isDirectory() && st.uid === uid && (st.mode & 0o077) === 0) return shared;
      }
      const local = join(uploadDir, ".starter-cache");
      await mkdir(local, { recursive: true });
      return local;
    })();
    cacheDirs.set(uploadDir, dir);
  }
  return dir;
}

/** Runs `work` over `items`, `CONCURRENCY` at a time (sharp renders on libuv's thread pool). */
async function mapLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return out;
}

/**
 * Places one picture per item in `<upload dir>/<schema>/<folder>/` and returns the relative paths,
 * in the order of `pictures`. Files already placed are removed again if any placement fails.
 */
export async function placePictures(
  uploadDir: string,
  schema: string,
  folder: string,
  pictures: Picture[],
): Promise<string[]> {
  const [cache] = await Promise.all([cacheDir(uploadDir), mkdir(join(uploadDir, schema, folder), { recursive: true })]);
  /** The cache may be cleaned under a long-running process: then check its folder again and redraw. */
  const source = (p: Picture) =>
    cached(cache, p).catch(async () => {
      cacheDirs.delete(uploadDir);
      return cached(await cacheDir(uploadDir), p);
    });
  const sources = await mapLimited(pictures, source);
  const put = (source: string, target: string) => link(source, target).catch(() => copyFile(source, target));
  const placed: string[] = [];
  try {
    for (const [i, path] of sources.entries()) {
      const relative = `${schema}/${folder}/starter-${randomUUID()}.jpg`;
      const target = join(uploadDir, relative);
      await put(path, target).catch(async () => {
        // The file went away since it was drawn: forget it and draw again.
        drawing.delete(path);
        cacheDirs.delete(uploadDir);
        await put(await cached(await cacheDir(uploadDir), pictures[i]!), target);
      });
      placed.push(relative);
    }
  } catch (error) {
    await Promise.all(placed.map((r) => removeMedia(uploadDir, r)));
    throw error;
  }
  return placed;
}
