import { runCli } from './run-cli';

/** Entry of `npm run cli -- …`; everything testable lives in run-cli.ts. */
const code = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
// exitCode rather than exit(): lets stdout finish writing when it is a pipe.
process.exitCode = code;
