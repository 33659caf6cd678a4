import { formatDate, formatTime } from '@klokwerk/domain/format';
import { ROLE_LABELS, type Role } from '@klokwerk/domain/roles';
import { appLink, composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mail-message';

/** When a link stops working, as the reader's company tells the time: '28-11-2026 om 11:00'. */
function until(expiresAt: Date, timeZone: string): string {
  return `${formatDate(expiresAt, timeZone)} om ${formatTime(expiresAt, timeZone)}`;
}

export interface InvitationMail {
  to: string;
  firstName: string;
  role: Role;
  companyName: string;
  /** The tenant's name as its users type it at sign-in. */
  tenantName: string;
  tenantId: string;
  /** The employee profile's token; staff roles only. */
  employeeToken: string | null;
  userToken: string;
  expiresAt: Date;
  timeZone: string;
  publicUrl: string;
}

/**
 * The invitation (docs/security.md#links-by-e-mail): staff first complete their employee profile, then create their
 * sign-in; other roles only create the sign-in. Both links carry the tenant, which the pages
 * need to find the token.
 */
export function invitationMail(mail: InvitationMail): MailMessage {
  const query = { tenant: mail.tenantId };
  const userUrl = appLink(mail.publicUrl, `/users/register/${mail.userToken}`, query);
  const role = ROLE_LABELS[mail.role];
  const signIn = `Daarna log je in met de bedrijfsnaam "${mail.tenantName}", je gebruikersnaam en je wachtwoord.`;
  const common = {
    to: mail.to,
    subject: `Uitnodiging voor Klokwerk van ${mail.companyName}`,
    greeting: `Hallo ${mail.firstName},`,
  };
  const ignore = 'Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.';

  if (mail.employeeToken === null) {
    return composeMail({
      ...common,
      paragraphs: [
        `${mail.companyName} nodigt je uit voor Klokwerk, met de rol ${role}.`,
        `Maak je account aan met een gebruikersnaam en een wachtwoord. ${signIn}`,
      ],
      action: { label: 'Account aanmaken', url: userUrl },
      closing: [
        `De link werkt 7 dagen, tot ${until(mail.expiresAt, mail.timeZone)}, en één keer. Is hij verlopen? Vraag ${mail.companyName} dan om een nieuwe uitnodiging.`,
        ignore,
      ],
    });
  }
  const employeeUrl = appLink(mail.publicUrl, `/register/${mail.employeeToken}`, query);
  return composeMail({
    ...common,
    paragraphs: [
      `${mail.companyName} nodigt je uit voor Klokwerk, waarin je je rooster bekijkt, je beschikbaarheid doorgeeft en je uren registreert. Je rol wordt ${role}.`,
      'Aanmelden gaat in twee stappen. Stap 1: vul je gegevens aan (telefoonnummer, geboortedatum, adres en, als je wilt, je BSN).',
    ],
    action: { label: 'Stap 1: gegevens aanvullen', url: employeeUrl },
    closing: [
      `Stap 2: maak daarna je account aan met een gebruikersnaam en een wachtwoord: ${userUrl}`,
      signIn,
      `Beide links werken 7 dagen, tot ${until(mail.expiresAt, mail.timeZone)}, en elk één keer. Is een link verlopen? Vraag ${mail.companyName} dan om een nieuwe uitnodiging.`,
      ignore,
    ],
  });
}

export interface ResetMail {
  to: string;
  name: string;
  userName: string;
  tenantName: string;
  tenantId: string;
  token: string;
  expiresAt: Date;
  timeZone: string;
  publicUrl: string;
  /** A manager's Wachtwoord Resetten, or the user's own forgot-password page. */
  requestedBy: 'manager' | 'user';
}

/**
 * The reset link (docs/security.md#links-by-e-mail), sent by a manager from Gebruikersbeheer (docs/screens.md#registration-links,
 * "Wachtwoord Resetten") or asked for on the forgot-password page.
 */
export function passwordResetMail(mail: ResetMail): MailMessage {
  const byManager = mail.requestedBy === 'manager';
  return composeMail({
    to: mail.to,
    subject: 'Nieuw wachtwoord instellen voor Klokwerk',
    greeting: `Hallo ${mail.name},`,
    paragraphs: [
      byManager
        ? `Een beheerder van ${mail.tenantName} heeft je een link gestuurd waarmee je een nieuw wachtwoord instelt voor je account "${mail.userName}".`
        : `Je hebt gevraagd om een nieuw wachtwoord voor je account "${mail.userName}" bij ${mail.tenantName}. Met deze link stel je het in.`,
    ],
    action: {
      label: 'Nieuw wachtwoord instellen',
      url: appLink(mail.publicUrl, `/reset-password/${mail.token}`, { tenant: mail.tenantId }),
    },
    closing: [
      `De link werkt 1 uur, tot ${until(mail.expiresAt, mail.timeZone)}, en één keer. Tot je een nieuw wachtwoord instelt, blijft je huidige wachtwoord werken.`,
      byManager
        ? 'Had je hier niet om gevraagd? Neem dan contact op met je werkgever.'
        : 'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',
    ],
  });
}
