import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';

// An export's files while they are written: in a temporary folder of the function's disk, a CSV file
// streamed record by record (waiting when the disk is slower than the reads) with its SHA-256 counted
// as it grows, a Parquet file a row group per page. Nothing of a file is kept in memory but the page
// being written.

/** A written file: where it is, its size and SHA-256 (hex). */
export interface WrittenFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface TextFile {
  write: (text: string) => Promise<void>;
  close: () => Promise<WrittenFile>;
}

/** A column of a Parquet file: text (nullable) or a 64-bit integer (minor units, counts). */
export interface ParquetColumn {
  name: string;
  type: 'STRING' | 'INT64';
}

export interface ParquetFile {
  /** A page of rows: each column's values, in the columns' order (gathered into row groups). */
  write: (columns: (string | null | bigint)[][]) => Promise<void>;
  close: () => Promise<WrittenFile>;
}

/**
 * Rows gathered into one Parquet row group: the writer keeps each group's metadata until it finishes,
 * so a group per page (a million orders in 10,000 groups) would hold it all; groups of 10,000 rows
 * keep the file's metadata small and memory to one group's columns.
 */
const rowGroupRows = 10_000;

const hashOf = async (path: string): Promise<WrittenFile> => {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).byteLength;
  }
  return { path, bytes, sha256: hash.digest('hex') };
};

export const exportFolder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'export-'));
  return {
    text: (name: string): TextFile => {
      const path = join(dir, name);
      const stream = createWriteStream(path);
      const hash = createHash('sha256');
      let bytes = 0;
      return {
        write: async (text) => {
          const chunk = Buffer.from(text, 'utf8');
          hash.update(chunk);
          bytes += chunk.byteLength;
          if (!stream.write(chunk)) await once(stream, 'drain');
        },
        close: async () => {
          await new Promise<void>((resolve, reject) =>
            stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
          );
          return { path, bytes, sha256: hash.digest('hex') };
        },
      };
    },
    parquet: (name: string, columns: readonly ParquetColumn[]): ParquetFile => {
      const path = join(dir, name);
      const sources = columns.map((column) => ({ ...column, nullable: column.type === 'STRING' }));
      const writer = new ParquetWriter({
        writer: fileWriter(path),
        schema: schemaFromColumnData({ columnData: sources.map((source) => ({ ...source, data: [] })) }),
      });
      let buffered: (string | null | bigint)[][] = sources.map(() => []);
      const flush = async () => {
        if ((buffered[0]?.length ?? 0) === 0) return;
        const columnData = sources.map((source, index) => ({ ...source, data: buffered[index] ?? [] }));
        buffered = sources.map(() => []);
        await writer.write({ columnData, rowGroupSize: rowGroupRows });
      };
      return {
        write: async (values) => {
          for (const [index, column] of buffered.entries()) column.push(...(values[index] ?? []));
          if ((buffered[0]?.length ?? 0) >= rowGroupRows) await flush();
        },
        close: async () => {
          await flush();
          await writer.finish();
          return hashOf(path);
        },
      };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
};
export type ExportFolder = Awaited<ReturnType<typeof exportFolder>>;
