import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';
import { appLink, composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mail-message';

/** A shift as a mail names it. */
export interface MailedShift {
  startTime: Date;
  endTime: Date;
}

/** 'maandag 30-11-2026 van 09:00 tot 17:00' in the company's zone. */
export function shiftLine(shift: MailedShift, timeZone: string): string {
  const day = weekdayName(localDateOf(shift.startTime, timeZone));
  return `${day} ${formatDate(shift.startTime, timeZone)} van ${formatTime(shift.startTime, timeZone)} tot ${formatTime(shift.endTime, timeZone)}`;
}

function list(shifts: readonly MailedShift[], timeZone: string): string {
  return shifts.map((shift) => `- ${shiftLine(shift, timeZone)}`).join('\n');
}

export interface Recipient {
  email: string;
  firstName: string;
}

export interface MailFrame {
  companyName: string;
  timeZone: string;
  publicUrl: string;
}

const OPT_OUT =
  'Wil je deze e-mails niet meer ontvangen? Zet "Rooster per e-mail" uit op de roosterpagina van Klokwerk.';

function rosterMail(
  to: Recipient,
  frame: MailFrame,
  subject: string,
  paragraphs: string[],
): MailMessage {
  return composeMail({
    to: to.email,
    subject,
    greeting: `Hallo ${to.firstName},`,
    paragraphs,
    action: { label: 'Bekijk je rooster', url: appLink(frame.publicUrl, '/Schedulepro') },
    closing: [OPT_OUT],
  });
}

/** The one mail an employee gets when a week is published: their new shifts of that week. */
export function publishedMail(
  to: Recipient,
  frame: MailFrame,
  week: { number: number; shifts: readonly MailedShift[] },
): MailMessage {
  const count = week.shifts.length === 1 ? 'Je nieuwe dienst' : 'Je nieuwe diensten';
  return rosterMail(to, frame, `Je rooster voor week ${week.number} bij ${frame.companyName}`, [
    `${frame.companyName} heeft het rooster van week ${week.number} bevestigd. ${count}:`,
    list(week.shifts, frame.timeZone),
  ]);
}

/** A definitive shift that was moved (another time, or to this employee). */
export function changedMail(
  to: Recipient,
  frame: MailFrame,
  change: { before: MailedShift | null; after: MailedShift },
): MailMessage {
  const lines = change.before
    ? [
        `${frame.companyName} heeft een dienst van je rooster gewijzigd.`,
        `Was: ${shiftLine(change.before, frame.timeZone)}`,
        `Wordt: ${shiftLine(change.after, frame.timeZone)}`,
      ]
    : [
        `${frame.companyName} heeft een dienst aan je rooster toegevoegd:`,
        shiftLine(change.after, frame.timeZone),
      ];
  return rosterMail(to, frame, `Je rooster bij ${frame.companyName} is gewijzigd`, lines);
}

/** A definitive shift that was taken off the roster. */
export function removedMail(to: Recipient, frame: MailFrame, shift: MailedShift): MailMessage {
  return rosterMail(to, frame, `Je rooster bij ${frame.companyName} is gewijzigd`, [
    `${frame.companyName} heeft een dienst uit je rooster gehaald:`,
    shiftLine(shift, frame.timeZone),
  ]);
}
