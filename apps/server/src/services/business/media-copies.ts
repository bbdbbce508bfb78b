import fs from 'node:fs/promises';
import path from 'node:path';
import { hasWidthCopies, mediaWidths, widthCopyPath } from '@okmenu/contract';

/**
 * Writes the width copies of every single-file image in a business's media folder (packages/contract
 * media-files.ts): `header.webp` → `header.w160.webp` … `header.w1280.webp`, webp, never enlarged (a copy
 * "wider" than its file is the file's own size). Image bases (`name.webp` beside `name@2x.webp`) have their
 * densities already and get none. A copy newer than its file is kept. Returns how many files were written.
 */
export async function writeWidthCopies(folder: string): Promise<number> {
  const files = await listFiles(folder);
  const names = new Set(files);
  const { default: sharp } = await import('sharp');
  let written = 0;
  for (const file of files) {
    if (!hasWidthCopies(file) || names.has(file.replace(/\.[a-z]+$/i, '@2x.webp'))) continue;
    const { mtimeMs } = await fs.stat(file);
    const source = await sharp(file)
      .metadata()
      .catch(() => undefined);
    // Not an image sharp can read: pages asking for its copies get the file itself (originalOfMissingCopy).
    if (!source?.width) continue;
    for (const width of mediaWidths) {
      const copy = widthCopyPath(file, width);
      const current = await fs.stat(copy).then(
        (stat) => stat.mtimeMs >= mtimeMs,
        () => false,
      );
      if (current) continue;
      // A copy as wide as a webp file or wider is that file (encoding it again would only add bytes).
      if (width >= source.width && source.format === 'webp') await fs.copyFile(file, copy);
      else await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(copy);
      written += 1;
    }
  }
  return written;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const imageTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * For a request of a width copy that does not exist (media imported before copies were made, or a file sharp
 * could not read), the file it is a copy of, so the picture still shows; undefined for any other path.
 */
export async function originalOfMissingCopy(
  mediaDir: string,
  url: string,
): Promise<{ file: string; type: string } | undefined> {
  const match = /^\/media\/(.+)\.w\d+\.webp$/.exec(url);
  if (!match?.[1]) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  const root = path.resolve(mediaDir);
  for (const [extension, type] of Object.entries(imageTypes)) {
    const file = path.resolve(root, `${relative}.${extension}`);
    if (!file.startsWith(root + path.sep)) return undefined;
    if (
      await fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      )
    )
      return { file, type };
  }
  return undefined;
}
