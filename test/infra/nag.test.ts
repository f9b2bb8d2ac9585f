import { AwsSolutionsChecks } from 'cdk-nag';
import { expect, it } from 'vitest';
import { shopApp } from './synth';

// cdk-nag's AWS Solutions rules over every stack of the app: each finding is either fixed or
// acknowledged in the construct it concerns, with a one-line reason (`Validations.of(…).acknowledge`).
// Synthesizing every stack takes about 11 s alone on this machine, several times that beside the
// browser files of a full run.
it('leaves no AwsSolutions finding unfixed or unacknowledged', { timeout: 120_000 }, () => {
  const app = shopApp();
  app.synth();
  const report = new AwsSolutionsChecks().validateScope(app);
  const findings = report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.ruleName} ${resource.constructPath}`),
  );
  expect(findings).toEqual([]);
});
