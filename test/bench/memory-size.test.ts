import { describe, expect, it } from 'vitest';
import type { InvocationRecord } from '#infra/local/operation-counter';
import { awsPrices } from './aws-prices-eu-central-1';
import {
  chosenMemoryMb,
  costPerMillionAt,
  durationAt,
  isWaitedOn,
  measuredWork,
  memoryFloorMb,
  slowdownAt,
  slowdownBoundMs,
} from './memory-size';

const run = (ms: number, cpuMs: number, trigger = 'POST /api/orders/orders'): InvocationRecord => ({
  fn: 'functions-orders-handler',
  trigger,
  memoryMb: 512,
  ms,
  cpuMs,
  dynamo: [],
});

describe('the duration of an invocation at a memory size', () => {
  it('computes on one vCPU at 1,769 MB, on a share of it below, and no faster above', () => {
    const work = { cpuMs: 10, waitMs: 30 };
    expect(durationAt(work, 1769)).toBe(40);
    expect(durationAt(work, 1769 / 2)).toBe(50);
    expect(durationAt(work, 3538)).toBe(40);
    expect(slowdownAt(work, 1769 / 4)).toBe(30);
  });

  it('is measured on the trigger whose runs computed longest: the lower quartile of CPU, the median wait', () => {
    const runs = [run(40, 10), run(50, 30), run(30, 5), run(500, 400), run(9, 8, 'GET /api/orders/basket')];
    expect(measuredWork(runs)).toEqual({ trigger: 'POST /api/orders/orders', cpuMs: 10, waitMs: 30 });
    expect(measuredWork(runs.slice(0, 3))).toMatchObject({ cpuMs: 5 });
    expect(measuredWork(runs.slice(-1))).toEqual({ trigger: 'GET /api/orders/basket', cpuMs: 8, waitMs: 1 });
    expect(measuredWork([])).toBeUndefined();
  });
});

describe('the memory size chosen from the curve', () => {
  it('costs more at a larger size when the invocation mostly waits', () => {
    const waiting = { cpuMs: 2, waitMs: 100 };
    expect(costPerMillionAt(waiting, 256, awsPrices)).toBeLessThan(costPerMillionAt(waiting, 512, awsPrices));
    // A million invocations of 128 ms at 1 GB on Arm, and their requests.
    expect(costPerMillionAt({ cpuMs: 0, waitMs: 128 }, 1024, awsPrices)).toBeCloseTo(
      0.2 + 128_000 * 0.0000133334,
      6,
    );
  });

  it('is the cheapest size whose slowdown over one vCPU stays within the bound', () => {
    const light = { cpuMs: 1, waitMs: 20 };
    expect(chosenMemoryMb(light, 128, slowdownBoundMs.waitedOn, awsPrices)).toBe(128);
    // 30 ms of CPU within 20 ms more needs 1,769 × 30 / 50 ≈ 1,061 MB; within 100 ms, ≈ 408 MB.
    const heavy = { cpuMs: 30, waitMs: 20 };
    expect(chosenMemoryMb(heavy, 128, slowdownBoundMs.waitedOn, awsPrices)).toBe(1280);
    expect(chosenMemoryMb(heavy, 128, slowdownBoundMs.background, awsPrices)).toBe(512);
  });

  it('never goes below the memory the function needs, nor above one vCPU', () => {
    expect(memoryFloorMb(60)).toBe(128);
    expect(memoryFloorMb(90)).toBe(256);
    expect(chosenMemoryMb({ cpuMs: 1, waitMs: 20 }, 256, slowdownBoundMs.waitedOn, awsPrices)).toBe(256);
    expect(chosenMemoryMb({ cpuMs: 5000, waitMs: 0 }, 128, slowdownBoundMs.waitedOn, awsPrices)).toBe(1769);
  });

  it('holds a shopper to the tighter bound: routes and triggers, not queues, streams or schedules', () => {
    expect(isWaitedOn(['POST /api/orders/orders'])).toBe(true);
    expect(isWaitedOn(['websocket subscribe'])).toBe(true);
    expect(isWaitedOn(['cognito TokenGeneration_Authentication'])).toBe(true);
    expect(isWaitedOn(['queue invoices', 'table stream', 'schedule'])).toBe(false);
    expect(isWaitedOn(['queue live-status', 'websocket $connect'])).toBe(true);
  });
});
