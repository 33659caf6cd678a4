import { restrictNewFilesToOwner } from '../config/private-data-dir';
import { runCli } from './run-cli';

/** Entry of `npm run cli -- …`; everything testable lives in run-cli.ts. */
// Before anything is made in DATA_DIR: the CLI may create the database and its secrets.
restrictNewFilesToOwner();
const code = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
// exitCode rather than exit(): lets stdout finish writing when it is a pipe.
process.exitCode = code;
