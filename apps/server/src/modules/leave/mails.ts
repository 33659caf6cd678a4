import { LEAVE_TYPE_LABELS, type LeaveItem } from '@klokwerk/contract/leave';
import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { appLink, composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mail-message';

/** 'maandag 07-12-2026' of a 'yyyy-mm-dd' day. */
function dayText(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${weekdayName(fromIsoDate(iso))} ${day}-${month}-${year}`;
}

/**
 * The days of a request as a sentence names them: 'van maandag 07-12-2026 tot en met zondag
 * 13-12-2026', 'op woensdag 09-12-2026' or 'op woensdag 09-12-2026 van 09:00 tot 13:00'.
 */
export function leaveDaysText(leave: LeaveItem): string {
  if (leave.startTime !== null && leave.endTime !== null) {
    return `op ${dayText(leave.startDate)} van ${leave.startTime} tot ${leave.endTime}`;
  }
  return leave.startDate === leave.endDate
    ? `op ${dayText(leave.startDate)}`
    : `van ${dayText(leave.startDate)} tot en met ${dayText(leave.endDate)}`;
}

export interface DecisionMail {
  to: string;
  companyName: string;
  publicUrl: string;
}

/**
 * The mail an employee gets when a manager decides their request: approved, or rejected with
 * the reason. It answers their own request, so it is always sent (the roster-mail switch is
 * about the roster).
 */
export function leaveDecisionMail(frame: DecisionMail, leave: LeaveItem): MailMessage {
  const kind = LEAVE_TYPE_LABELS[leave.type].toLowerCase();
  const approved = leave.status === 'APPROVED';
  const decider = leave.decidedByName ?? frame.companyName;
  const paragraphs = approved
    ? [
        `${decider} heeft je aanvraag voor ${kind} ${leaveDaysText(leave)} goedgekeurd.`,
        'Het verlof staat nu in het rooster. Fijne vrije tijd!',
      ]
    : [
        `${decider} heeft je aanvraag voor ${kind} ${leaveDaysText(leave)} afgewezen.`,
        `Reden: ${leave.rejectionReason ?? ''}`,
        'Heb je vragen? Neem contact op met je leidinggevende.',
      ];
  return composeMail({
    to: frame.to,
    subject: approved
      ? `Je verlof bij ${frame.companyName} is goedgekeurd`
      : `Je verlofaanvraag bij ${frame.companyName} is afgewezen`,
    greeting: `Hallo ${leave.firstName},`,
    paragraphs,
    action: { label: 'Bekijk je verlof', url: appLink(frame.publicUrl, '/mijn-rooster') },
  });
}
