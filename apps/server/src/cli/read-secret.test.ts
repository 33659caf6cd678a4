import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSecret } from './read-secret';

/** A stand-in terminal: raw mode switches, and what is "typed" arrives as data. */
function fakeTerminal(...typed: string[]) {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.rawModes.push(mode);
      return input;
    },
  });
  let prompts = '';
  const output = { write: (chunk: string) => (prompts += chunk) };
  // Each answer after its prompt, the way a person types.
  const answers = [...typed];
  const type = () => setImmediate(() => input.write(answers.shift() ?? ''));
  input.on('resume', type);
  return { input, output, prompts: () => prompts };
}

describe('readSecret', () => {
  it('reads the first line of a pipe and prints no prompt', async () => {
    let prompts = '';
    const input = Readable.from(['Geheim123!\r\nrest\n']);
    const secret = await readSecret('Wachtwoord', input, { write: (c: string) => (prompts += c) });
    expect(secret).toBe('Geheim123!');
    expect(prompts).toBe('');
  });

  it('refuses an empty pipe or none at all', async () => {
    const output = { write: () => true };
    await expect(readSecret('Wachtwoord', Readable.from([]), output)).rejects.toThrow(
      'Geen wachtwoord ontvangen',
    );
    await expect(readSecret('Wachtwoord', undefined, output)).rejects.toThrow(
      'Geen wachtwoord ontvangen',
    );
  });

  it('on a terminal asks twice without echo; backspace edits, and the two must match', async () => {
    const terminal = fakeTerminal('Geheim12x\u007f3!\r', 'Geheim123!\r');
    const secret = await readSecret('Nieuw wachtwoord', terminal.input, terminal.output);
    expect(secret).toBe('Geheim123!');
    expect(terminal.prompts()).toBe('Nieuw wachtwoord: \nNogmaals ter controle: \n');
    expect(terminal.input.rawModes).toEqual([true, false, true, false]);

    const mismatch = fakeTerminal('Geheim123!\r', 'Geheim124!\r');
    await expect(readSecret('Wachtwoord', mismatch.input, mismatch.output)).rejects.toThrow(
      'niet gelijk',
    );
    const interrupted = fakeTerminal('Gehe\u0003');
    await expect(readSecret('Wachtwoord', interrupted.input, interrupted.output)).rejects.toThrow(
      'Afgebroken.',
    );
  });
});
