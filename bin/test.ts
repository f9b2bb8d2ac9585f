import { spawn } from 'node:child_process';

// `npm test` after the lint: the type check (`npm run typecheck`) beside the tests instead of before
// them. tsc keeps one core busy for about 30 s, which the suite's runtime files leave free (its two local
// runtimes keep the cores about half busy, vitest.config.ts). Its output is held until the tests end, so
// an error is not lost among theirs. Fails when either fails; arguments go to vitest (`npm test -- test/e2e`).

const typecheck = spawn('npm', ['run', '--silent', 'typecheck'], { stdio: ['ignore', 'pipe', 'pipe'] });
let typeErrors = '';
typecheck.stdout.on('data', (chunk) => {
  typeErrors += chunk;
});
typecheck.stderr.on('data', (chunk) => {
  typeErrors += chunk;
});
const typechecked = new Promise<number>((done) => typecheck.once('close', (code) => done(code ?? 1)));

const tests = spawn('vitest', ['run', ...process.argv.slice(2)], { stdio: 'inherit' });
const tested = await new Promise<number>((done) => tests.once('close', (code) => done(code ?? 1)));

const typeCode = await typechecked;
if (typeCode !== 0) process.stderr.write(`\nnpm run typecheck failed:\n${typeErrors}`);
process.exit(tested || typeCode);
