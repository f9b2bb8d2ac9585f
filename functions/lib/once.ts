/** A value made on first use and kept for the container's life (SDK clients, parsed config). */
export const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
