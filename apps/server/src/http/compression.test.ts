import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, registerCompression } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['compress, deflate', undefined],
    ['br;q=nonsense', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

const LONG = 'é'.repeat(2_000) + 'x'.repeat(10_000);

async function server() {
  const app = Fastify();
  registerCompression(app, { threshold: 3 * 1024, offloadFrom: 8 * 1024 });
  app.get('/short', async () => ({ text: 'kort' }));
  app.get('/medium', async () => ({ text: 'm'.repeat(5_000) }));
  app.get('/long', async () => ({ text: LONG }));
  app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(10_000)));
  app.get('/empty', async (_request, reply) => reply.code(204).send());
  app.get('/vary', async (_request, reply) => reply.header('vary', 'Origin').send({ text: LONG }));
  return app;
}

describe('registerCompression', () => {
  it('leaves an answer under the threshold as it is', async () => {
    const app = await server();
    const response = await app.inject({ url: '/short', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ text: 'kort' });
  });

  it('compresses a medium answer on the event loop and a long one on the thread pool alike', async () => {
    const app = await server();
    for (const url of ['/medium', '/long']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const text = brotliDecompressSync(response.rawPayload).toString('utf8');
      expect(JSON.parse(text).text.length).toBe(url === '/long' ? LONG.length : 5_000);
    }
  });

  it('sends gzip to a client without brotli, with the text intact', async () => {
    const app = await server();
    const response = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual({ text: LONG });
  });

  it('sends a client that accepts neither the answer uncompressed, marked as varying', async () => {
    const app = await server();
    const response = await app.inject({ url: '/long', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.json()).toEqual({ text: LONG });
  });

  it('adds Accept-Encoding to a Vary the route set', async () => {
    const app = await server();
    const response = await app.inject({ url: '/vary', headers: { 'accept-encoding': 'br' } });
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('leaves images and answers without a body alone', async () => {
    const app = await server();
    const png = await app.inject({ url: '/png', headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(10_000);
    const empty = await app.inject({ url: '/empty', headers: { 'accept-encoding': 'br' } });
    expect(empty.statusCode).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
  });
});
