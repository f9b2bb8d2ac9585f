import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedAllegro, servedAllegro } from '../../../test/support/allegro';
import { allegroOAuth } from './allegro-oauth';
import { AllegroError } from './port';

// The authorisation adapter against the simulator: the device flow to its every end (granted,
// pending, slow_down, denied, expired), the seller's page, refresh tokens rotating, and the
// application's own credentials refused.

let allegro: ServedAllegro;
beforeAll(async () => {
  allegro = await servedAllegro();
});
afterAll(() => allegro.close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof AllegroError ? error.failure : String(error)),
  );

describe('the device flow', () => {
  it('starts with a user code and a page to confirm it on, then answers pending until the seller confirms', async () => {
    const { authorisation, control } = allegro;
    const device = await authorisation.startDeviceAuthorisation();
    expect(device.userCode).toMatch(/^[a-z0-9]{9}$/);
    expect(device.verificationUri).toBe(`${allegro.endpoint}/skojarz-aplikacje`);
    expect(device.verificationUriComplete).toBe(`${device.verificationUri}?code=${device.userCode}`);
    expect(device).toMatchObject({ expiresIn: 3600, interval: 5 });

    expect(await authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({ status: 'pending' });
    expect((await control('authorise', { userCode: device.userCode })).status).toBe(200);
    allegro.advance(device.interval);
    const granted = await authorisation.pollDeviceAuthorisation(device.deviceCode);
    if (granted.status !== 'granted') throw new Error(granted.status);
    expect(granted.tokens.accessToken).not.toBe(granted.tokens.refreshToken);
    // Twelve hours from the simulator's now, as Allegro's access tokens live.
    expect(granted.tokens.expiresAt).toBe(
      new Date(Date.parse('2026-03-02T09:00:00Z') + 5_000 + 12 * 3600_000).toISOString(),
    );
    const seller = await allegro.seller({ token: granted.tokens.accessToken });
    expect(await seller.latestEventId()).toBeUndefined();

    // The code is spent: polling it again is a dead code.
    allegro.advance(device.interval);
    expect(await authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({ status: 'expired' });
  });

  it('answers slow_down to a poll sooner than the interval after the last one', async () => {
    const device = await allegro.authorisation.startDeviceAuthorisation();
    expect(await allegro.authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({
      status: 'pending',
    });
    expect(await allegro.authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({
      status: 'slow_down',
    });
    allegro.advance(device.interval);
    expect(await allegro.authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({
      status: 'pending',
    });
  });

  it('answers denied when the seller refuses on the verification page', async () => {
    const device = await allegro.authorisation.startDeviceAuthorisation();
    const page = await fetch(device.verificationUriComplete);
    const html = await page.text();
    expect(html).toContain(`value="${device.userCode}"`);
    expect(html).not.toContain('<script');
    const refused = await fetch(device.verificationUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: device.userCode.toUpperCase(), decision: 'deny' }),
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Odmówiono');
    expect(await allegro.authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({
      status: 'denied',
    });
  });

  it('answers expired once the code outlived its hour, and the page refuses it', async () => {
    const device = await allegro.authorisation.startDeviceAuthorisation();
    allegro.advance(device.expiresIn + 1);
    expect(await allegro.authorisation.pollDeviceAuthorisation(device.deviceCode)).toEqual({
      status: 'expired',
    });
    const late = await fetch(device.verificationUri, {
      method: 'POST',
      body: new URLSearchParams({ code: device.userCode, decision: 'allow' }),
    });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('wygasł');
  });

  it('answers expired for a device code Allegro never issued', async () => {
    expect(await allegro.authorisation.pollDeviceAuthorisation('not-a-code')).toEqual({ status: 'expired' });
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair, and the refresh token used is refused from then on', async () => {
    const first = await allegro.authorise();
    const second = await allegro.authorisation.refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(await failureOf(allegro.authorisation.refresh(first.refreshToken))).toBe('unauthorised');
    const third = await allegro.authorisation.refresh(second.refreshToken);
    const seller = await allegro.seller({ token: third.accessToken });
    expect(await seller.latestEventId()).toBeUndefined();
  });

  it('are all refused once the seller unlinked the application', async () => {
    const tokens = await allegro.authorise();
    await allegro.control('switches', { unlink: true });
    expect(await failureOf(allegro.authorisation.refresh(tokens.refreshToken))).toBe('unauthorised');
  });
});

describe("the application's credentials", () => {
  it('refused are invalid_request (configuration), not a seller to authorise again', async () => {
    const wrong = allegroOAuth({
      authority: allegro.endpoint,
      clientId: 'local-allegro-client',
      clientSecret: 'wrong',
    });
    expect(await failureOf(wrong.startDeviceAuthorisation())).toBe('invalid_request');
    expect(await failureOf(wrong.refresh('anything'))).toBe('invalid_request');
  });
});
