import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/index';
import type { MailMessage } from '../mail/mail-message';
import { withoutTenant } from '../tenancy/tenant-context';
import { authHeaders } from './factories';

/** A fresh invitee's address: test files share a database, and addresses are unique per tenant. */
export function inviteeEmail(): string {
  return `genodigde.${randomUUID().slice(0, 8)}@example.test`;
}

/** The body of POST /api/users/generate-registration-links as the form sends it. */
export function invitationBody(
  values: {
    companyId?: number | string | null;
    firstName?: string;
    lastName?: string;
    email?: string;
    roles?: string[];
  } = {},
) {
  return {
    userDTO: {
      email: values.email ?? inviteeEmail(),
      companyName: 'Vestiging',
      roles: values.roles ?? ['MEDEWERKER'],
      tenant: 'genegeerd',
    },
    companyIdRequestDto: {
      companyId: values.companyId === undefined ? null : values.companyId,
      firstName: values.firstName ?? 'Sanne',
      lastName: values.lastName ?? 'de Vries',
    },
  };
}

export function invite(
  app: FastifyInstance,
  token: string,
  tenantId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/generate-registration-links',
    headers: authHeaders(token, tenantId),
    payload: body,
  });
}

/** The mails queued for `to`, newest first (the outbox keeps each one, sent or not). */
export async function mailsTo(db: Database, to: string): Promise<MailMessage[]> {
  const rows = await withoutTenant(db, (tx) =>
    tx
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${to}`)
      .orderBy(desc(outbox.id)),
  );
  return rows.map((row) => row.payload as unknown as MailMessage);
}

export interface MailLink {
  url: URL;
  /** The token, the last part of the path. */
  token: string;
  tenant: string;
}

/** The links of a mail's plain text to a page of the app, by their path before the token. */
export function linksIn(text: string): Record<string, MailLink> {
  const found: Record<string, MailLink> = {};
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    const parts = url.pathname.split('/');
    const token = parts.pop() ?? '';
    found[parts.join('/')] = { url, token, tenant: url.searchParams.get('tenant') ?? '' };
  }
  return found;
}
