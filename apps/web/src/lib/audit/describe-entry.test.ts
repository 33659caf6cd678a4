import type { AuditEntry } from '@klokwerk/contract/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../i18n/i18n';
import { ENTRIES } from '../../test/audit-entries';
import { actionText, actorText, changeLines, objectText } from './describe-entry';

const ZONE = 'Europe/Amsterdam';
const t = i18n.getFixedT('nl', 'audit');
const noCompany = () => null;
const [reopen, close, approval, role] = ENTRIES as [AuditEntry, AuditEntry, AuditEntry, AuditEntry];

beforeAll(() => loadNamespaces('audit'));

describe('an audit entry in plain Dutch', () => {
  it('says which way an approval went, and only the fields that changed', () => {
    expect(actionText(approval, t)).toBe('Registratie goedgekeurd');
    expect(objectText(approval, t, noCompany)).toBe('Registratie #102');
    expect(changeLines(approval, ZONE, t)).toEqual(['Status: van In afwachting naar Goedgekeurd']);
  });

  it('names whose registration it is and when, and a missing rejection reason in Dutch', () => {
    const rejected: AuditEntry = {
      ...approval,
      subject: 'Emma Smit, 05-10-2026 09:58',
      details: {
        before: { approvalStatus: 'Pending', rejectionReason: null },
        after: { approvalStatus: 'Rejected', rejectionReason: 'Reason not provided' },
      },
    };
    expect(objectText(rejected, t, noCompany)).toBe('Registratie Emma Smit, 05-10-2026 09:58');
    expect(changeLines(rejected, ZONE, t)).toEqual([
      'Status: van In afwachting naar Afgekeurd',
      'Reden afkeuring: van — naar Geen reden opgegeven',
    ]);
  });

  it("names a closing's month and shows its figures as hours and euros", () => {
    expect(actionText(close, t)).toBe('Maand afgesloten');
    expect(objectText(close, t, noCompany)).toBe('Maandafsluiting oktober 2026');
    expect(changeLines(close, ZONE, t)).toEqual([
      'Afgesloten: Ja',
      'Betaalde uren: 87,67 uur',
      'Loonkosten: € 1.369,57',
    ]);
    expect(actorText(close.actor, t)).toBe('Eva de Eigenaar');
  });

  it('keeps the reason of a reopening', () => {
    expect(actionText(reopen, t)).toBe('Maand heropend');
    expect(changeLines(reopen, ZONE, t)).toEqual([
      'Afgesloten: van Ja naar Nee',
      'Reden: Correctie van Lars vergeten',
    ]);
    expect(actorText(reopen.actor, t)).toBe('boekhouder');
  });

  it('shows a role change as from … to … in role names, by the system when nobody signed in did it', () => {
    expect(actionText(role, t)).toBe('Rol gewijzigd');
    expect(objectText(role, t, noCompany)).toBe('Account planner');
    expect(changeLines(role, ZONE, t)).toEqual(['Rollen: van Medewerker naar Roostermaker']);
    expect(actorText(role.actor, t)).toBe('Systeem');
    expect(actorText({ userId: null, userName: null, fullName: null }, t)).toBe(
      'Verwijderd account',
    );
  });

  it('formats pay, moments on the company clock, and names payroll settings by company', () => {
    const pay: AuditEntry = {
      auditId: 1,
      at: '2026-03-29T01:30:00.000Z',
      action: 'employee.pay.change',
      entity: 'employee',
      entityId: 5,
      actor: null,
      details: {
        before: { salary: 15.4, hoursRating: 1 },
        after: { salary: 16, hoursRating: 1.25 },
      },
    };
    expect(changeLines(pay, ZONE, t)).toEqual([
      'Uurloon: van € 15,40 naar € 16,00',
      'Uurfactor: van 1,00 naar 1,25',
    ]);
    const created: AuditEntry = {
      ...pay,
      action: 'time.record.create',
      entity: 'time_record',
      details: { employeeId: 5, clockInTime: '2026-03-29T01:30:00.000Z', clockOutTime: null },
      names: { 'employee:5': 'Emma Smit' },
    };
    // 01:30Z on the night the clocks go forward is 03:30 in Amsterdam.
    expect(changeLines(created, ZONE, t)).toEqual([
      'Medewerker: Emma Smit',
      'In: 29-03-2026 03:30',
      'Uit: —',
    ]);
    const settings: AuditEntry = {
      ...pay,
      action: 'payroll.settings.change',
      entity: 'payroll_settings',
      entityId: 1,
      details: { before: null, after: { debtorNumber: '12345', hoursCode: 'U2100' } },
    };
    expect(objectText(settings, t, () => 'Demo Horeca Centrum')).toBe(
      'Salarisinstellingen Demo Horeca Centrum',
    );
    expect(changeLines(settings, ZONE, t)).toEqual(['Debiteurnummer: 12345', 'Urencode: U2100']);
  });

  it('shows an action it does not know with a general text, and hidden values as none', () => {
    const unknown: AuditEntry = { ...approval, action: 'shift.swap', details: null };
    expect(actionText(unknown, t)).toBe('Wijziging vastgelegd');
    expect(changeLines(unknown, ZONE, t)).toEqual([]);
  });

  it('shows a change of contract with its dates, hours and days as a person reads them', () => {
    const contract: AuditEntry = {
      ...approval,
      entity: 'employee',
      entityId: 12,
      action: 'employee.contract.change',
      details: {
        contractId: 40,
        before: {
          from: '2024-01-01',
          to: null,
          kind: 'fixed',
          minutesPerWeek: 1920,
          workingWeekdays: [1, 2, 3, 4, 5],
        },
        after: {
          from: '2024-01-01',
          to: '2026-06-30',
          kind: 'minMax',
          minutesPerWeek: null,
          workingWeekdays: [3, 4, 5, 6, 7],
        },
      },
    };
    expect(actionText(contract, t)).toBe('Contractperiode gewijzigd');
    expect(changeLines(contract, ZONE, t)).toEqual([
      'Tot en met: van — naar 30-06-2026',
      'Soort: van vaste uren naar min-maxcontract',
      'Uren per week: van 32 uur naar —',
      'Werkdagen: van ma, di, wo, do, vr naar wo, do, vr, za, zo',
    ]);
    const correction: AuditEntry = {
      ...contract,
      action: 'leave.correction.create',
      details: {
        correctionId: 3,
        date: '2026-03-02',
        kind: 'statutory',
        minutes: -270,
        reason: 'Op papier',
      },
    };
    expect(changeLines(correction, ZONE, t)).toEqual([
      'Datum: 02-03-2026',
      'Soort: wettelijk',
      'Uren: −4 uur 30 min',
      'Reden: Op papier',
    ]);
  });

  it('names the company of changed leave and pay settings', () => {
    const settings: AuditEntry = {
      ...approval,
      entity: 'pay_settings',
      entityId: 1,
      action: 'pay-settings.change',
      details: null,
    };
    expect(actionText(settings, t)).toBe('Verlof en toeslagen gewijzigd');
    expect(objectText(settings, t, () => 'Demo Horeca Centrum')).toBe(
      'Verlof en toeslagen Demo Horeca Centrum',
    );
  });
});
