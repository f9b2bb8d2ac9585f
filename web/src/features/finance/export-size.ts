/** A file's size in the largest unit that keeps it at least 1 (bytes, kB, MB, GB), for `Intl` unit formatting. */
export const sizeInUnit = (
  bytes: number,
): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' } => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: units[index] ?? 'byte' };
};
