import { describe, expect, it } from 'vitest';
import { alternates, pathFor } from '#shared/routes';
import { type BuildManifest, chunksOf, pageDocument } from './document';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shim.js'] },
  '_shim.js': { file: 'assets/shim-b.js' },
  'src/features/catalogue/product-page.tsx': {
    file: 'assets/product-page-c.js',
    imports: ['index.html', '_stars.js', '_card.js', '_shim.js'],
  },
  '_stars.js': { file: 'assets/stars-d.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card-e.js', imports: ['index.html'] },
};

describe('chunksOf', () => {
  it("gives a lazy module's chunk and everything it imports once, without the app entry and its imports", () => {
    expect(chunksOf(manifest, 'src/features/catalogue/product-page.tsx')).toEqual([
      '/assets/product-page-c.js',
      '/assets/stars-d.js',
      '/assets/card-e.js',
    ]);
  });

  it('gives nothing for a module the build does not know', () => {
    expect(chunksOf(manifest, 'src/missing.tsx')).toEqual([]);
  });
});

describe('pageDocument', () => {
  it('fills the shell with the language, head, links, markup and embedded data', () => {
    const template =
      '<html lang="pl"><head><title>x</title><meta name="description" content="" /><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>';
    const path = pathFor('about', 'en');
    const page = pageDocument({
      template,
      origin: 'https://sklep.example',
      path,
      alternates: alternates('about'),
      data: { language: 'en', messages: {} },
      html: '<h1>About $& us</h1>',
      title: 'About <us>',
      description: 'A "shop"',
      timeoutMessage: 'Reload',
    });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>About &lt;us></title>');
    expect(page).toContain('content="A &quot;shop&quot;"');
    expect(page).toContain(`<link rel="canonical" href="https://sklep.example${path}" />`);
    expect(page).toContain('hreflang="x-default" href="https://sklep.example/o-nas/"');
    // Replacement patterns in the markup stay literal.
    expect(page).toContain('<h1>About $& us</h1>');
    expect(page).toContain(
      '<script id="shop-data" type="application/json">{"language":"en","messages":{}}</script>',
    );
    expect(page).toContain('<body data-timeout-message="Reload">');
    expect(page).not.toContain('name="robots"');
  });

  it('keeps a noindex page out of search results with a robots meta', () => {
    const page = pageDocument({
      template: '<html lang="pl"><head><!--head--></head><body><!--app--><!--data--></body></html>',
      origin: 'https://sklep.example',
      path: pathFor('serverError', 'pl'),
      alternates: alternates('serverError'),
      data: { language: 'pl', messages: {} },
      html: '<h1>Błąd</h1>',
      title: 'Błąd',
      description: '',
      timeoutMessage: 'Odśwież',
      noindex: true,
    });
    expect(page).toContain('<meta name="robots" content="noindex" />');
  });
});
