import { defineConfig } from 'vitest/config';

// One run for every layer: unit tests beside the code, cross-cutting tests in test/.
// The integration and browser suites share one local runtime per file, so files run one at a time
// on this 2-core machine instead of racing each other for DynamoDB Local and Chromium.
export default defineConfig({
  test: {
    include: ['{bin,infra,functions,events,shared,web,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'cdk.out/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['test/support/global-setup.ts'],
    reporters: ['default'],
  },
});
