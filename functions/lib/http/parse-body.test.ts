import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AppError } from '../errors';
import { maxBodyBytes, parseJsonBody } from './parse-body';

const schema = z.strictObject({ name: z.string() });

const event = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  ({ headers, body, isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, fields: error.fields } : 'other';
  }
  return 'none';
};

describe('parseJsonBody', () => {
  it('returns the parsed, validated body', () => {
    expect(parseJsonBody(event('{"name":"Ala"}'), schema)).toEqual({ name: 'Ala' });
    expect(
      parseJsonBody(event('{"name":"Ala"}', { 'content-type': 'application/json; charset=utf-8' }), schema),
    ).toEqual({ name: 'Ala' });
  });

  it('answers unsupported_media_type for a body that is not JSON by content type', () => {
    expect(
      codeOf(() => parseJsonBody(event('name=Ala', { 'content-type': 'text/plain' }), schema)),
    ).toMatchObject({
      code: 'unsupported_media_type',
    });
    expect(codeOf(() => parseJsonBody(event('{}', {}), schema))).toMatchObject({
      code: 'unsupported_media_type',
    });
  });

  it('answers payload_too_large above 1 MiB', () => {
    const big = JSON.stringify({ name: 'x'.repeat(maxBodyBytes) });
    expect(codeOf(() => parseJsonBody(event(big), schema))).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers invalid_json for malformed JSON', () => {
    expect(codeOf(() => parseJsonBody(event('{"name":'), schema))).toMatchObject({ code: 'invalid_json' });
  });

  it('answers invalid_data with field paths for a schema violation', () => {
    expect(codeOf(() => parseJsonBody(event('{"name":1}'), schema))).toEqual({
      code: 'invalid_data',
      fields: [{ path: 'name', message: 'invalid_value' }],
    });
  });

  it('reads base64-encoded bodies', () => {
    const body = Buffer.from('{"name":"Ola"}').toString('base64');
    const encoded = { ...event(body), isBase64Encoded: true } as APIGatewayProxyEventV2;
    expect(parseJsonBody(encoded, schema)).toEqual({ name: 'Ola' });
  });
});
