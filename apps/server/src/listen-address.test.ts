import { describe, expect, it } from 'vitest';
import { chooseListenHost, isLoopbackHost } from './listen-address';

describe('chooseListenHost', () => {
  it('listens on loopback while the demo tenant exists and HOST is not set', () => {
    const choice = chooseListenHost(undefined, true);
    expect(choice.host).toBe('127.0.0.1');
    expect(choice.notice).toContain('npm run cli -- demo remove');
    expect(choice.warning).toBeUndefined();
  });

  it('listens on every address without the demo tenant', () => {
    expect(chooseListenHost(undefined, false)).toEqual({
      host: '0.0.0.0',
      notice: undefined,
      warning: undefined,
    });
  });

  it('obeys HOST, and warns when it exposes the demo tenant to other machines', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'klokwerk.local']) {
      const choice = chooseListenHost(host, true);
      expect(choice.host).toBe(host);
      expect(choice.warning).toMatch(/^WAARSCHUWING: HOST=/);
      expect(choice.warning).toContain('Welkom123!');
      expect(choice.warning).toContain('npm run cli -- demo remove');
    }
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1']) {
      expect(chooseListenHost(host, true).warning).toBeUndefined();
    }
    expect(chooseListenHost('0.0.0.0', false).warning).toBeUndefined();
  });

  it('knows loopback addresses', () => {
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.example.nl')).toBe(false);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
});
