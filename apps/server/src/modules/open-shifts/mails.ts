import { appLink, composeMail } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { TenantContext } from '../../tenancy/tenant-context';
import { type MailedShift, shiftLine } from '../schedules/index';
import { type Person, plannersOf } from './repository';

export interface MailDeps {
  now: Date;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * What happened to a shift, told to one person, queued in the outbox with the change
 * (docs/open-shifts-and-swaps.md#notifications). Each mail answers something the reader did or
 * is part of, so it goes regardless of the roster-mail switch.
 */
export async function tell(
  ctx: TenantContext,
  deps: MailDeps,
  kind: string,
  to: Person,
  shift: MailedShift,
  text: { subject: string; sentence: (shift: string) => string },
): Promise<void> {
  const line = shiftLine(shift, to.timeZone);
  const message = composeMail({
    to: to.email,
    subject: `${text.subject} bij ${to.companyName}`,
    greeting: `Hallo ${to.firstName},`,
    paragraphs: [text.sentence(line)],
    action: { label: 'Bekijk je rooster', url: appLink(deps.publicUrl, '/mijn-rooster') },
  });
  await queueMail(ctx, deps.mailer, kind, message);
}

/**
 * A step that now waits for a planner, told to every planner who may decide it for the
 * company (plannersOf: never the actor), queued with the step. `about` is the person whose
 * claim or acceptance it is: the company, its name and its clock are theirs.
 */
export async function tellPlanners(
  ctx: TenantContext,
  deps: MailDeps,
  kind: string,
  about: Person,
  shift: MailedShift,
  text: { subject: string; sentence: (shift: string) => string },
): Promise<void> {
  const line = shiftLine(shift, about.timeZone);
  for (const planner of await plannersOf(ctx, about.companyId)) {
    const message = composeMail({
      to: planner.email,
      subject: `${text.subject} bij ${about.companyName}`,
      greeting: `Hallo ${planner.firstName},`,
      paragraphs: [text.sentence(line)],
      action: { label: 'Naar Open diensten', url: appLink(deps.publicUrl, '/open-diensten') },
    });
    await queueMail(ctx, deps.mailer, kind, message);
  }
}

const name = (p: Person) => `${p.firstName} ${p.lastName}`;

/** The texts of every notification, by the step that causes it. */
export const NOTICES = {
  claimApproved: {
    subject: 'Je claim op een open dienst is goedgekeurd',
    sentence: (shift: string) => `Je claim is goedgekeurd: de dienst op ${shift} is nu van jou.`,
  },
  openShiftDeleted: {
    subject: 'Een open dienst die je claimde, is verwijderd',
    sentence: (shift: string) =>
      `De planner heeft de open dienst op ${shift} verwijderd; je claim erop is daarmee afgewezen. Heb je vragen? Neem contact op met je leidinggevende.`,
  },
  claimRejected: {
    subject: 'Je claim op een open dienst is afgewezen',
    sentence: (shift: string) =>
      `Je claim op de open dienst op ${shift} is afgewezen. Heb je vragen? Neem contact op met je leidinggevende.`,
  },
  offeredToYou: (from: Person) => ({
    subject: 'Er is een dienst aan je aangeboden',
    sentence: (shift: string) =>
      `${name(from)} biedt je de dienst op ${shift} aan. Neem hem aan in Mijn rooster; daarna keurt de planner de overname goed.`,
  }),
  accepted: (taker: Person) => ({
    subject: 'Je aangeboden dienst is aangenomen',
    sentence: (shift: string) =>
      `${name(taker)} neemt je dienst op ${shift} over. De planner keurt de overname nog goed; tot dan blijft de dienst van jou.`,
  }),
  handedOver: (taker: Person) => ({
    subject: 'De overname van je dienst is goedgekeurd',
    sentence: (shift: string) =>
      `De planner heeft goedgekeurd dat ${name(taker)} je dienst op ${shift} overneemt. De dienst staat niet meer in je rooster.`,
  }),
  takenOver: {
    subject: 'Je neemt een dienst over',
    sentence: (shift: string) =>
      `De planner heeft de overname goedgekeurd: de dienst op ${shift} is nu van jou.`,
  },
  claimWaiting: (claimant: Person) => ({
    subject: 'Een claim op een open dienst wacht op goedkeuring',
    sentence: (shift: string) =>
      `${name(claimant)} wil de open dienst op ${shift} overnemen. Keur de claim goed of wijs hem af in Open diensten.`,
  }),
  handOverWaiting: (taker: Person, from: Person) => ({
    subject: 'Een overname van een dienst wacht op goedkeuring',
    sentence: (shift: string) =>
      `${name(taker)} neemt de dienst van ${name(from)} op ${shift} over. Keur de overname goed of wijs hem af in Open diensten.`,
  }),
  offerRejected: {
    subject: 'De overname van een dienst is afgewezen',
    sentence: (shift: string) =>
      `De planner heeft de overname van de dienst op ${shift} afgewezen. De dienst blijft bij wie hem aanbood.`,
  },
} as const;
