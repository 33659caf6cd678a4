import type { Role } from '@klokwerk/domain/roles';
import { describe, expect, it } from 'vitest';
import { availableReports, type ReportAccess } from './available-reports';

const reports = (role: Role, employeeId: number | null = 12) =>
  availableReports({ role, employeeId, email: employeeId ? 'emma@demohoreca.example' : null }).map(
    ({ key, reach }: ReportAccess) => `${key}:${reach}`,
  );

describe('the reports each role sees (docs/roles-and-policies.md)', () => {
  it.each<Role>(['EINDBAAS', 'EIGENAAR', 'BAAS', 'ACCOUNTANT'])(
    '%s: money, the company hours and the company corrections, the payroll export, Plus/min-uren',
    (role) => {
      expect(reports(role)).toEqual([
        'Onkosten:company',
        'employeeHours:company',
        'timeCorrection:company',
        'payrollExport:company',
        'hoursBalance:company',
      ]);
    },
  );

  it('HUMANRESOURCE: money, the company hours and the company corrections, the payroll export, Plus/min-uren', () => {
    expect(reports('HUMANRESOURCE')).toEqual([
      'Onkosten:company',
      'employeeHours:company',
      'timeCorrection:company',
      'payrollExport:company',
      'hoursBalance:company',
    ]);
  });

  it('FLOORMANAGER: the company hours and corrections without money (docs/roles-and-policies.md#money-and-personal-data)', () => {
    expect(reports('FLOORMANAGER')).toEqual([
      'employeeHours:company',
      'timeCorrection:company',
      'hoursBalance:company',
    ]);
  });

  it('MEDEWERKER: only their own hours and corrections, no money', () => {
    expect(reports('MEDEWERKER')).toEqual(['employeeHours:own', 'timeCorrection:own']);
    expect(reports('MEDEWERKER', null)).toEqual([]);
  });

  it.each<Role>(['ROOSTERMAKER', 'KLOKSYSTEEM'])('%s: no access', (role) => {
    expect(reports(role)).toEqual([]);
  });

  it('the platform operator sees no customer figures', () => {
    expect(reports('HORECAMASTERS', null)).toEqual([]);
  });
});
