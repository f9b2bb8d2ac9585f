import { defineMachine } from '../state-machine';

// An export's states: an on-demand one is queued until its consumer runs it; a scheduled
// one starts running. A run that failed, or crashed while running (its Lambda timed out), runs again
// from the start; done is final, so a period exported once is never rewritten.

export const exportStates = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];

export const exportMachine = defineMachine<ExportState>({
  initial: ['queued', 'running'],
  terminal: ['done'],
  next: {
    queued: ['running'],
    running: ['running', 'done', 'failed'],
    done: [],
    failed: ['running'],
  },
});
