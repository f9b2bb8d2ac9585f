import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileCheckpoint } from './file-checkpoint';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'checkpoint-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('fileCheckpoint', () => {
  it('starts empty when the file does not exist yet', async () => {
    await expect(fileCheckpoint(join(dir, 'none.json')).load()).resolves.toEqual({});
  });

  it('keeps checkpoints across store instances, as across restarts, in a JSON file', async () => {
    const path = join(dir, 'streams', 'checkpoint.json');
    await fileCheckpoint(path).save({ 'shardId-1': '100' });
    await fileCheckpoint(path).save({ 'shardId-1': '200', 'shardId-2': '300' });

    await expect(fileCheckpoint(path).load()).resolves.toEqual({ 'shardId-1': '200', 'shardId-2': '300' });
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ 'shardId-1': '200', 'shardId-2': '300' });
  });

  it('refuses a corrupt file instead of silently replaying the whole stream', async () => {
    const path = join(dir, 'checkpoint.json');
    await writeFile(path, '{"shardId-1":');
    await expect(fileCheckpoint(path).load()).rejects.toThrow(SyntaxError);
  });
});
