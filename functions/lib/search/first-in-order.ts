type Compare = (a: number, b: number) => number;

/**
 * The first `count` of `items` in `compare` order, sorted. A page near the top of a long listing
 * needs only its items in order: a bounded heap finds them in O(n log count) instead of sorting all.
 */
export const firstInOrder = (items: number[], count: number, compare: Compare): number[] => {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  // A max-heap of the best `count` so far: its root is the worst of them.
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const value = heap[i] as number;
    heap[i] = heap[j] as number;
    heap[j] = value;
  };
  const worse = (i: number, j: number) => compare(heap[i] as number, heap[j] as number) > 0;
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let largest = i;
        if (left < count && worse(left, largest)) largest = left;
        if (right < count && worse(right, largest)) largest = right;
        if (largest === i) break;
        swap(i, largest);
        i = largest;
      }
    }
  }
  return heap.sort(compare);
};
