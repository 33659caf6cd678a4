import { runServer } from '../run-server';

/**
 * One of the servers src/two-servers.test.ts starts: `npm start`'s server, whose outbox poll
 * runs every CLUSTER_MAIL_POLL_MS, so both servers reach for the same queued mail at once.
 */
const pollMs = Number(process.env.CLUSTER_MAIL_POLL_MS ?? '');
runServer(Number.isInteger(pollMs) && pollMs > 0 ? { mailPollMs: pollMs } : {});
