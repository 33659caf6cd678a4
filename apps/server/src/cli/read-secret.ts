import { createInterface } from 'node:readline';
import { CliError } from './command';

/** process.stdin, or a stream a test feeds. */
export type SecretInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
};

export interface PromptOutput {
  write(chunk: string): unknown;
}

type Terminal = SecretInput & { setRawMode: (mode: boolean) => unknown };

function isTerminal(input: SecretInput | undefined): input is Terminal {
  return input?.isTTY === true && typeof input.setRawMode === 'function';
}

/** The first line of a pipe or file; undefined when it ends before a line. */
function readFirstLine(input: SecretInput): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      // close() pauses the input, so a pipe left open does not keep the CLI running.
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve(undefined);
    });
    input.once('error', reject);
  });
}

/** Reads what is typed without echoing it; backspace works, Ctrl+C and Ctrl+D stop. */
function readHidden(input: Terminal, prompt: PromptOutput, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode(false);
      input.pause();
      prompt.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string | Buffer) => {
      const text = chunk.toString();
      // Arrow and function keys arrive as one escape sequence; they are no part of a password.
      if (text.startsWith('\u001b')) return;
      for (const char of text) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || (char === '\u0004' && value === '')) {
          return finish(new CliError('Afgebroken.'));
        }
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    prompt.write(`${question}: `);
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}

/**
 * A secret the operator did not put on the command line (where every local user can read it
 * in the process list): on a terminal typed hidden and twice, otherwise the first line of
 * stdin (`printf '%s\n' "$WACHTWOORD" | npm run cli -- …`). Prompts go to stderr, so stdout
 * stays the command's answer.
 */
export async function readSecret(
  question: string,
  input: SecretInput | undefined,
  prompt: PromptOutput,
): Promise<string> {
  if (isTerminal(input)) {
    const first = await readHidden(input, prompt, question);
    if (first === '') throw new CliError('Er is geen wachtwoord ingevoerd.');
    const again = await readHidden(input, prompt, 'Nogmaals ter controle');
    if (again !== first) throw new CliError('De twee wachtwoorden zijn niet gelijk.');
    return first;
  }
  const line = input ? await readFirstLine(input) : undefined;
  if (line === undefined || line === '') {
    throw new CliError(
      'Geen wachtwoord ontvangen. Typ het in een terminal, of geef het als eerste regel op stdin.',
    );
  }
  return line;
}
