import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from '../przelewy24/http';
import type { AllegroBook } from './allegro-book';
import { decide, deviceOfUserCode } from './oauth-endpoints';

// The page a device authorisation's `verification_uri` opens (Allegro's "skojarz aplikację"): the
// seller types the user code (or finds it filled in from `?code=`) and allows the shop's application
// or refuses it. Polish, a plain form, no script; being signed in to Allegro is taken as given.

/** What the page shows back of a typed code: only what a user code may hold, so nothing needs escaping. */
const shownCode = (code: string | null) => (code && /^[a-z0-9 ]{1,16}$/i.test(code) ? code : '');

const page = (status: number, res: ServerResponse, body: string) =>
  void res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(
      '<!doctype html><html lang="pl"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Powiąż aplikację z kontem Allegro</title></head><body><main>' +
        '<p>Symulator Allegro (lokalnie): nic tu nie trafia do prawdziwego Allegro.</p>' +
        `<h1>Powiąż aplikację z kontem Allegro</h1>${body}</main></body></html>`,
    );

const form = (base: string, code: string, alert = '') =>
  `${alert ? `<p role="alert">${alert}</p>` : ''}` +
  '<p>Aplikacja „Sklep” prosi o dostęp do Twojego konta sprzedawcy: zamówień i ofert.</p>' +
  `<form method="post" action="${base}/skojarz-aplikacje">` +
  '<label for="code">Kod wyświetlony w aplikacji</label> ' +
  `<input id="code" name="code" value="${code}" autocomplete="off" required> ` +
  '<button type="submit" name="decision" value="allow">Zezwól</button> ' +
  '<button type="submit" name="decision" value="deny">Odmów</button></form>';

export const verificationPage = (book: AllegroBook, base: string, clock: () => Date) => {
  const show = (req: IncomingMessage, res: ServerResponse) => {
    const code = new URL(req.url ?? '/', 'http://simulator').searchParams.get('code');
    req.resume();
    page(200, res, form(base, shownCode(code)));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const typed = await readForm(req, res);
    const code = typed.get('code') ?? '';
    const decision = typed.get('decision') === 'deny' ? 'deny' : 'allow';
    if (!decide(deviceOfUserCode(book, code), decision, clock().getTime()))
      return page(
        400,
        res,
        form(base, shownCode(code), 'Kod jest nieprawidłowy, wygasł albo został już użyty.'),
      );
    book.changed();
    page(
      200,
      res,
      decision === 'allow'
        ? '<p role="status">Gotowe: aplikacja ma dostęp do Twojego konta. Możesz zamknąć tę stronę.</p>'
        : '<p role="status">Odmówiono aplikacji dostępu do Twojego konta.</p>',
    );
  };

  /** Answers `GET|POST {base}/skojarz-aplikacje`. */
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST') return answer(req, res);
    show(req, res);
    return Promise.resolve();
  };
};
