import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '#functions/lib/pdf/pdf-text';
import { repoRoot } from '#infra/cdk/shop-function';
import { allFunctions } from '#infra/wiring';
import { esbuildOptions, externalOf } from '#infra/wiring/function-bundle';
import { copiedBeside, installedFiles } from '#infra/wiring/installed-packages';

// The invoice PDF's consumer as Lambda runs it: bundled with its own externals, in a folder of its
// own with only the files the deploy ships beside it (its two faces, the package's manifest and licence,
// copied as the CDK's after-bundling hook copies them), draws an invoice a reader can read: the PDF
// writer needs nothing else at run time.

const folder = mkdtempSync(join(tmpdir(), 'invoice-pdf-bundle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the invoice PDF bundle', () => {
  it('renders an invoice from its own folder with the files shipped beside it', async () => {
    const decl = allFunctions().find(({ entry }) => entry === 'events/consumers/render-invoice-pdf.ts');
    expect(decl?.nodeModules).toBeUndefined();
    const files = installedFiles(repoRoot, decl?.packageFiles ?? []);
    expect(files).toHaveLength(4);
    const script = join(folder, 'render.mjs');
    await build({
      ...esbuildOptions,
      stdin: {
        contents: [
          "import { renderInvoicePdf } from '#functions/lib/invoices/pdf/render-invoice-pdf';",
          "import { sampleInvoice } from '#shared/invoices/sample-invoice';",
          'process.stdout.write(renderInvoicePdf(sampleInvoice).toString("base64"));',
        ].join('\n'),
        resolveDir: repoRoot,
        loader: 'ts',
      },
      external: externalOf(decl ?? {}),
      outfile: script,
      logLevel: 'error',
    });
    for (const command of copiedBeside([], files).afterBundling(repoRoot, folder)) execSync(command);
    const pdf = Buffer.from(
      execFileSync(process.execPath, [script], { cwd: folder, encoding: 'utf8' }),
      'base64',
    );
    expect(pdfText(pdf)).toContain('Faktura VAT FV/2026/11/000123');
    expect(pdfText(pdf)).toContain('Łódzka Kuźnia Gęśli S.A.');
  });
});
