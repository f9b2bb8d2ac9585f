import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root. */
export const repositoryRoot = join(import.meta.dirname, '../..');

/**
 * The source modules under `folders` (paths from the repository's root, subfolders included): no
 * tests, declarations or test-only samples (`testing/`).
 */
export const sourceModules = (...folders: string[]): string[] =>
  folders
    .flatMap((folder) =>
      readdirSync(join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${folder}/${file}`,
      ),
    )
    .filter(
      (path) =>
        path.endsWith('.ts') &&
        !path.endsWith('.test.ts') &&
        !path.endsWith('.d.ts') &&
        !path.includes('/testing/'),
    );
