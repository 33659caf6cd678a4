/**
 * The kinds of leave a request can ask for (docs/leave-and-hours-balance.md#leave-types), and
 * what each does: vakantie is paid and comes off the leave balance; bijzonder verlof (short
 * absence, calamity leave, a wedding: Wet arbeid en zorg or the CAO) is paid and does not;
 * onbetaald verlof is neither, and takes its hours off the contract hours instead.
 */
export const LEAVE_TYPES = ['vakantie', 'bijzonder', 'onbetaald'] as const;

export type LeaveType = (typeof LEAVE_TYPES)[number];

export interface LeaveTypeRule {
  /** Counted against the leave balance (BW 7:634 leave). */
  fromBalance: boolean;
  /** Paid, so done hours in the hours balance; unpaid leave lowers the contract hours. */
  paid: boolean;
  /** As a screen names it. */
  label: string;
}

export const LEAVE_TYPE_RULES: Record<LeaveType, LeaveTypeRule> = {
  vakantie: { fromBalance: true, paid: true, label: 'Vakantie' },
  bijzonder: { fromBalance: false, paid: true, label: 'Bijzonder verlof' },
  onbetaald: { fromBalance: false, paid: false, label: 'Onbetaald verlof' },
};
