import type { RosterTemplate } from '@klokwerk/contract/schedules';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rosterTemplates, type TemplateShift } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/**
 * Keeps a template under its name; null when the company uses the name already. The name's
 * unique key decides, also between two planners saving at once; a conflict must not abort the
 * request's transaction, so it is not raised but answered by no row.
 */
export async function insertTemplate(
  ctx: TenantContext,
  values: { companyId: number; name: string; shifts: TemplateShift[] },
): Promise<number | null> {
  const [row] = await ctx.tx
    .insert(rosterTemplates)
    .values({ ...values, tenantId: ctx.tenantId, createdBy: ctx.actor.userId })
    .onConflictDoNothing()
    .returning({ templateId: rosterTemplates.id });
  return row?.templateId ?? null;
}

/** The company's templates by name (case-insensitively), then id. */
export function templatesOf(ctx: TenantContext, companyId: number): Promise<RosterTemplate[]> {
  return ctx.tx
    .select({
      templateId: rosterTemplates.id,
      name: rosterTemplates.name,
      shiftCount: sql<number>`jsonb_array_length(${rosterTemplates.shifts})`,
    })
    .from(rosterTemplates)
    .where(
      and(eq(rosterTemplates.tenantId, ctx.tenantId), eq(rosterTemplates.companyId, companyId)),
    )
    .orderBy(sql`lower(${rosterTemplates.name})`, asc(rosterTemplates.id));
}

/** A template's company and shifts; null when the tenant has none with this id. */
export async function findTemplate(
  ctx: TenantContext,
  templateId: number,
): Promise<{ companyId: number; shifts: TemplateShift[] } | null> {
  const [row] = await ctx.tx
    .select({ companyId: rosterTemplates.companyId, shifts: rosterTemplates.shifts })
    .from(rosterTemplates)
    .where(and(eq(rosterTemplates.tenantId, ctx.tenantId), eq(rosterTemplates.id, templateId)));
  return row ?? null;
}
