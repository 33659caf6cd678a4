import type { KeyObject } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { apiGuard } from './auth/api-guard';
import { signingKey } from './auth/tokens';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerOpenApi, registerOpenApiDocument } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { validatorCompiler } from './http/validator';
import { registerWebApp } from './http/web-static';
import { createMailer, type Mailer } from './mail/mailer';
import { appConfigRoutes } from './modules/app-config/routes';
import { auditRoutes } from './modules/audit/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { balanceRoutes } from './modules/balances/routes';
import { calendarFeedRoutes } from './modules/calendar-feed/routes';
import { companyRoutes } from './modules/companies/routes';
import { contactRoutes } from './modules/contact/routes';
import { contractRoutes } from './modules/contracts/routes';
import { correctionRoutes } from './modules/corrections/routes';
import { employeeRoutes } from './modules/employees/routes';
import { expenseRoutes } from './modules/expenses/routes';
import { healthRoutes } from './modules/health/routes';
import { leaveRoutes } from './modules/leave/routes';
import { leaveAdjustmentRoutes } from './modules/leave-adjustments/routes';
import { loginRoutes } from './modules/login/routes';
import { monthClosingRoutes } from './modules/month-closing/routes';
import { myRosterRoutes } from './modules/my-roster/routes';
import { openShiftRoutes } from './modules/open-shifts/routes';
import { organisationRoutes } from './modules/organisation/routes';
import { passwordRecoveryRoutes } from './modules/password-recovery/routes';
import { paySettingsRoutes } from './modules/pay-settings/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { penaltySettingsRoutes } from './modules/penalty-settings/routes';
import { registrationRoutes } from './modules/registration/routes';
import { reportRoutes } from './modules/reports/routes';
import { holdProposalWorkers } from './modules/roster-proposal/propose-roster';
import { rosterProposalRoutes } from './modules/roster-proposal/routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { shiftMailRoutes } from './modules/shift-mails/routes';
import { signupRoutes } from './modules/signup/routes';
import { staffingRoutes } from './modules/staffing/routes';
import { timeRoutes } from './modules/time/routes';
import { todayRoutes } from './modules/today/routes';
import { userRoutes } from './modules/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The current time; tests move it to prove lock-outs and expiry end. */
    clock: () => Date;
    /** The token signing key, imported once from config.jwtSecret. */
    signingKey: KeyObject;
    /** Sends the outbox: over SMTP_URL, or into the log without it. */
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /**
   * Where mail goes without SMTP_URL: by default the log at `info`;
   * `npm start` prints it, so a newcomer can follow an invitation link.
   */
  mailLog?: (text: string) => void;
  /**
   * How often the outbox is polled for retries and for mail queued by another server; 0 for
   * never (tests: test files share a database and must not send each other's mail).
   */
  mailPollMs?: number;
}

const MAIL_POLL_MS = 30_000;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the Fastify instance: external plugins, then our own, then the feature modules. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For is believed only from a proxy on this machine; trusting it from anyone
    // would let a client pick its own address and walk around the per-IP login limit.
    trustProxy: 'loopback',
    bodyLimit: 1024 * 1024,
    // What Fastify's router and Node's parser refuse before a route runs, in the one error
    // shape with a Dutch message (a 5,000-character path id, a 100 KB query string).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('signingKey', signingKey(options.config.jwtSecret));
  const mailer = createMailer({
    db: options.db,
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
    clock: () => app.clock(),
    log: options.mailLog ?? ((text) => app.log.info(text)),
    warn: (text) => app.log.warn(text),
  });
  app.decorate('mailer', mailer);
  const pollMs = options.mailPollMs ?? MAIL_POLL_MS;
  if (pollMs > 0) app.addHook('onReady', async () => mailer.start(pollMs));
  app.addHook('onClose', async () => mailer.stop());
  // The roster proposal's warm solver thread ends with the last server of the process.
  app.addHook('onClose', holdProposalWorkers());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only over HTTPS, below: a kiosk tablet opens the app over plain HTTP on the LAN.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Over plain HTTP on any host but localhost, this directive makes the browser ask for every
  // script over https, which the LAN does not serve, and the page stays blank (docs/security.md#headers-and-logs).
  // request.protocol believes X-Forwarded-Proto only from the trusted (loopback) proxy.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    const policy = reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.raw.setHeader('content-security-policy', `${policy};upgrade-insecure-requests`);
  });
  // Routes opt in (the kiosk); with REDIS_URL the counts are shared by every server.
  const redis = options.config.redisUrl
    ? new Redis(options.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(apiGuard);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Answers over 3 KB. Below that an answer fits in the first packets a connection may
      // send, so compressing it saves no round trip, only bytes, and cost the list of 5
      // employees (1.9 KB) about 0.2 ms of its 0.7 ms of CPU. Answers from 64 KB on are
      // compressed on the thread pool (docs/decisions/019-one-round-trip-and-several-servers.md).
      registerCompression(api, { threshold: 3 * 1024, offloadFrom: 64 * 1024 });
      registerOpenApiDocument(api);
      await api.register(healthRoutes);
      await api.register(appConfigRoutes);
      await api.register(loginRoutes);
      await api.register(employeeRoutes);
      await api.register(companyRoutes);
      await api.register(penaltySettingsRoutes);
      await api.register(organisationRoutes);
      await api.register(userRoutes);
      await api.register(registrationRoutes);
      await api.register(passwordRecoveryRoutes);
      await api.register(contactRoutes);
      await api.register(signupRoutes);
      await api.register(timeRoutes);
      await api.register(reportRoutes);
      await api.register(expenseRoutes);
      await api.register(correctionRoutes);
      await api.register(scheduleRoutes);
      await api.register(staffingRoutes);
      await api.register(rosterProposalRoutes);
      await api.register(shiftMailRoutes);
      await api.register(availabilityRoutes);
      await api.register(myRosterRoutes);
      await api.register(todayRoutes);
      await api.register(leaveRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(monthClosingRoutes);
      await api.register(payrollRoutes);
      await api.register(auditRoutes);
      await api.register(contractRoutes);
      await api.register(paySettingsRoutes);
      await api.register(leaveAdjustmentRoutes);
      await api.register(openShiftRoutes);
      await api.register(balanceRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
