/** The last processed sequence number of each shard, so a restarted poller resumes where it stopped. */
export type Checkpoints = Record<string, string>;

export interface CheckpointStore {
  load(): Promise<Checkpoints>;
  save(checkpoints: Checkpoints): Promise<void>;
}

/** The default store: checkpoints live as long as the process. */
export const memoryCheckpoint = (): CheckpointStore => {
  let saved: Checkpoints = {};
  return {
    load: async () => ({ ...saved }),
    save: async (checkpoints) => {
      saved = { ...checkpoints };
    },
  };
};
