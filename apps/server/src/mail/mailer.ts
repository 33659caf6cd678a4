import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { withoutTenant } from '../tenancy/tenant-context';
import { type MailMessage, mailMessage } from './mail-message';
import { type ClaimedMail, claimDueMails, markFailed, markSent } from './outbox-repository';

/** Attempts before a mail is given up ('failed'); the waits between them grow. */
const MAX_ATTEMPTS = 5;
const RETRY_MINUTES = [1, 5, 30, 120];
/** A claimed mail is someone's for this long; a server that dies while sending frees it so. */
const LEASE_MINUTES = 5;
const BATCH = 20;

export interface MailerOptions {
  db: Database;
  /** nodemailer's SMTP URL; without it mails are written to `log` (the embedded default). */
  smtpUrl: string | undefined;
  from: string;
  clock: () => Date;
  /** Where a mail goes when there is no SMTP server. */
  log: (text: string) => void;
  /** Where failures are reported. */
  warn: (text: string) => void;
}

export interface Mailer {
  /** Sends what is due now (only `ids`, when given); answers how many mails went out. */
  flush(ids?: readonly number[]): Promise<number>;
  /**
   * Sends these mails now (they were just committed), without waiting for it. Only these:
   * another server's fresh mail is its own to send, and the poll picks up whatever is left.
   */
  kick(ids: readonly number[]): void;
  /** Flushes every `intervalMs` too, for retries and mail queued by another server. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

type Send = (message: MailMessage, tenantId: string | null) => Promise<void>;

function smtpSender(smtpUrl: string, from: string): Send {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

/**
 * Without an SMTP server the mail goes to the console, headed by its company: on a server with
 * several companies the reader can tell whose invitation a link is (the browser tests, whose
 * files each have a company of their own, read their own mails this way).
 */
function logSender(from: string, log: (text: string) => void): Send {
  return async (message, tenantId) => {
    log(
      [
        `E-mail (geen SMTP_URL ingesteld; niet verzonden, wel bewaard in de outbox)`,
        ...(tenantId === null ? [] : [`Bedrijf: ${tenantId}`]),
        `Van: ${from}`,
        `Aan: ${message.to}`,
        `Onderwerp: ${message.subject}`,
        '',
        message.text,
      ].join('\n'),
    );
  };
}

/**
 * Drains the outbox (docs/data-model.md: one sender serves every tenant). Mails are claimed with a
 * lease (FOR UPDATE SKIP LOCKED), so several servers never send the same mail twice at once;
 * they are sent outside any transaction, since an SMTP server may take seconds to answer.
 */
export function createMailer(options: MailerOptions): Mailer {
  const send = options.smtpUrl
    ? smtpSender(options.smtpUrl, options.from)
    : logSender(options.from, options.log);
  const passes = new Set<Promise<number>>();
  let timer: NodeJS.Timeout | undefined;

  function claim(ids: readonly number[] | undefined): Promise<ClaimedMail[]> {
    const now = options.clock();
    const leaseUntil = new Date(now.getTime() + LEASE_MINUTES * 60_000);
    return withoutTenant(options.db, (tx) =>
      claimDueMails(tx, { now, leaseUntil, ids, batch: BATCH }),
    );
  }

  async function settle(mail: ClaimedMail, error: unknown): Promise<void> {
    const now = options.clock();
    if (error === undefined) {
      await withoutTenant(options.db, (tx) => markSent(tx, mail.id, now));
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    const giveUp = mail.attempts >= MAX_ATTEMPTS;
    const wait = RETRY_MINUTES[Math.min(mail.attempts, RETRY_MINUTES.length) - 1] ?? 1;
    const next = new Date(now.getTime() + wait * 60_000);
    await withoutTenant(options.db, (tx) => markFailed(tx, mail.id, { giveUp, reason, next }));
    options.warn(
      `E-mail ${mail.id} kon niet worden verzonden (poging ${mail.attempts}${giveUp ? ', opgegeven' : ''}): ${reason}`,
    );
  }

  async function drain(ids: readonly number[] | undefined): Promise<number> {
    let sent = 0;
    for (let batch = await claim(ids); batch.length > 0; batch = await claim(ids)) {
      for (const mail of batch) {
        let failure: unknown;
        try {
          // A stored payload that is no mail fails as a send would: retried, then given up.
          await send(mailMessage.parse(mail.payload), mail.tenantId);
          sent++;
        } catch (error) {
          failure = error ?? new Error('onbekende fout');
        }
        await settle(mail, failure);
      }
    }
    return sent;
  }

  /** Passes may overlap: each claims its own rows, so no mail is sent twice. */
  function flush(ids?: readonly number[]): Promise<number> {
    if (ids?.length === 0) return Promise.resolve(0);
    const pass = drain(ids).finally(() => passes.delete(pass));
    passes.add(pass);
    return pass;
  }

  const report = (error: unknown) =>
    options.warn(
      `De outbox kon niet worden verwerkt: ${error instanceof Error ? error.message : error}`,
    );

  return {
    flush,
    kick(ids) {
      flush(ids).catch(report);
    },
    start(intervalMs) {
      timer = setInterval(() => flush().catch(report), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...passes]);
    },
  };
}
