import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { employees } from './employees';
import { companies, tenantKey } from './tenancy';

/**
 * A login. Customer users belong to a company; platform users (HORECAMASTERS, in the
 * platform tenant) have none. roles holds role names; the first one counts.
 */
export const users = pgTable(
  'users',
  {
    tenantId: tenantKey(),
    id: identityId(),
    userName: text('user_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    companyId: bigint('company_id', { mode: 'number' }),
    employeeId: bigint('employee_id', { mode: 'number' }),
    /** Raised on a password or role change; tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    /** Failed sign-ins before this moment no longer count towards a lock-out. */
    passwordChangedAt: timestamptz('password_changed_at'),
    /** Whether a published or changed roster is mailed to this user's employee address. */
    shiftMails: boolean('shift_mails').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'users_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
    // The account goes with its employee (docs/data-model.md#archived-employees: archiving removes the user account).
    foreignKey({
      name: 'users_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    uniqueIndex('users_user_name_key').on(t.tenantId, sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(t.tenantId, sql`lower(${t.email})`),
    unique('users_employee_key').on(t.tenantId, t.employeeId),
    index('users_company_idx').on(t.tenantId, t.companyId),
    check('users_roles_check', sql`cardinality(${t.roles}) > 0`),
  ],
);

export const LOGIN_OUTCOMES = ['pending', 'succeeded', 'failed', 'locked'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/**
 * Every login attempt. Global (no tenant policy): the per-IP limit spans tenants, and an
 * attempt for an unknown tenant must be counted too. user_name is stored lower-cased.
 * An attempt is written 'pending' when the per-address limit admits it and gets its outcome
 * when it is decided: 'failed' (wrong password or unknown account), 'locked' (refused because
 * the account was locked) or 'succeeded'.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId().primaryKey(),
    ip: text('ip').notNull(),
    tenantId: text('tenant_id'),
    userName: text('user_name'),
    outcome: text('outcome', { enum: LOGIN_OUTCOMES }).notNull().default('pending'),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
    index('login_attempts_account_idx').on(t.tenantId, t.userName, t.attemptedAt),
    // For pruning old attempts.
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
    check(
      'login_attempts_outcome_check',
      sql`${t.outcome} in ('pending', 'succeeded', 'failed', 'locked')`,
    ),
  ],
);

/** A forgot-password token (1 hour, single use), stored as a hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tenantId: tenantKey(),
    id: identityId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'password_resets_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'password_resets_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    unique('password_resets_token_hash_key').on(t.tenantId, t.tokenHash),
    index('password_resets_user_idx').on(t.tenantId, t.userId),
  ],
);

export const REGISTRATION_LINK_KINDS = ['employee', 'user'] as const;

/**
 * An invitation (7 days, single use, stored as a hash): 'employee' completes an employee
 * profile, 'user' creates a login. The names and roles are those the manager entered.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    tenantId: tenantKey(),
    id: identityId(),
    kind: text('kind', { enum: REGISTRATION_LINK_KINDS }).notNull(),
    email: text('email').notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    employeeId: bigint('employee_id', { mode: 'number' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'registration_links_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'registration_links_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'registration_links_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    unique('registration_links_token_hash_key').on(t.tenantId, t.tokenHash),
    index('registration_links_company_idx').on(t.tenantId, t.companyId),
    index('registration_links_employee_idx').on(t.tenantId, t.employeeId),
    check('registration_links_kind_check', sql`${t.kind} in ('employee', 'user')`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type NewLoginAttempt = typeof loginAttempts.$inferInsert;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type NewPasswordReset = typeof passwordResets.$inferInsert;
export type RegistrationLink = typeof registrationLinks.$inferSelect;
export type NewRegistrationLink = typeof registrationLinks.$inferInsert;
