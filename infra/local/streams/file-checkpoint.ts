import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CheckpointStore, Checkpoints } from './checkpoint-store';

/** Checkpoints in a JSON file, replaced atomically (temporary file + rename) so a crash never leaves half of one. */
export const fileCheckpoint = (path: string): CheckpointStore => ({
  async load() {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as Checkpoints;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  },
  async save(checkpoints) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.tmp`;
    await writeFile(temporary, `${JSON.stringify(checkpoints, null, 2)}\n`);
    await rename(temporary, path);
  },
});
