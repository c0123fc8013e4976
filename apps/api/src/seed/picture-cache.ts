import { createHash, randomUUID } from "node:crypto";
import { copyFile, link, lstat, mkdir, rename, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type MediaOwner, removeFiles } from "../uploads/kept-files.ts";
import { drawPicture, type PictureSpec, pictureSvg } from "./pictures.ts";

/**
 * Pictures every new gym gets the same of (the starter exercises, decision 0045): each distinct
 * picture is drawn once into a content-addressed cache and then hard-linked (or copied across file
 * systems) into each gym's folder, so provisioning costs file links rather than renderings. The
 * cache is a folder of this OS user in the system temp directory (private: mode 0700, owner checked),
 * shared by every process on the machine; failing that, `<upload dir>/.starter-cache/`.
 */
const CONCURRENCY = 4;

const extension = (spec: PictureSpec) => (spec.format === "png" ? "png" : "jpg");

/** Named by what is drawn (the SVG and the format), so a change of drawing never reuses an old file. */
const cacheName = (spec: PictureSpec) =>
  `${createHash("sha256").update(pictureSvg(spec)).digest("hex").slice(0, 24)}.${extension(spec)}`;

/** In-process memo: one drawing per cache file even when several gyms are provisioned at once. */
const drawing = new Map<string, Promise<string>>();

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The cached file for `spec`, drawn if missing (to a temporary name, then renamed: never half a file). */
function cached(cacheDir: string, spec: PictureSpec): Promise<string> {
  const path = join(cacheDir, cacheName(spec));
  let pending = drawing.get(path);
  if (!pending) {
    pending = (async () => {
      if (await exists(path)) return path;
      const tmp = `${path}.${randomUUID()}.part`;
      await (await drawPicture(spec)).toFile(tmp);
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
 * Places one picture per spec in `<upload dir>/<schema>/<folder>/` and returns the relative paths
 * the database stores, in the order of `specs`. Files already placed are removed if any placement fails.
 */
export async function placeCachedPictures(owner: MediaOwner, folder: string, specs: PictureSpec[]): Promise<string[]> {
  const { uploadDir, schema } = owner;
  const [cache] = await Promise.all([cacheDir(uploadDir), mkdir(join(uploadDir, schema, folder), { recursive: true })]);
  /** The cache may be cleaned under a long-running process: then check its folder again and redraw. */
  const source = (spec: PictureSpec) =>
    cached(cache, spec).catch(async () => {
      cacheDirs.delete(uploadDir);
      return cached(await cacheDir(uploadDir), spec);
    });
  const sources = await mapLimited(specs, source);
  const put = (from: string, to: string) => link(from, to).catch(() => copyFile(from, to));
  const placed: string[] = [];
  try {
    for (const [i, path] of sources.entries()) {
      const relative = `${schema}/${folder}/${randomUUID()}.${extension(specs[i]!)}`;
      const target = join(uploadDir, relative);
      await put(path, target).catch(async () => {
        // The file went away since it was drawn: forget it and draw again.
        drawing.delete(path);
        cacheDirs.delete(uploadDir);
        await put(await cached(await cacheDir(uploadDir), specs[i]!), target);
      });
      placed.push(relative);
    }
  } catch (error) {
    await removeFiles(owner, placed);
    throw error;
  }
  return placed;
}
