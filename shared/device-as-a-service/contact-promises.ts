// When the shop gets back to someone who asked about a service (spec section 9): device service within
// 4 working hours, IT services within 1 working day. Working hours and days are the forms' table
// (`../forms/working-hours.ts`: Monday–Friday 09:00–18:00, Polish public holidays off). One table,
// read by both landing pages.

export type PromiseUnit = 'workingHours' | 'workingDays';

export interface ContactPromise {
  /** Message key `services.promise.<topic>`. */
  topic: 'deviceService' | 'itService';
  within: number;
  unit: PromiseUnit;
}

export const contactPromises: readonly ContactPromise[] = [
  { topic: 'deviceService', within: 4, unit: 'workingHours' },
  { topic: 'itService', within: 1, unit: 'workingDays' },
];
