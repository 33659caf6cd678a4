import { appConfigCall } from './app-config';
import { auditActorsCall, auditLogCall, auditOfObjectCall } from './audit';
import {
  availabilityOfCompanyCall,
  availabilityOfEmployeeCall,
  createAvailabilityCall,
  deleteAvailabilityCall,
  updateAvailabilityCall,
} from './availability';
import {
  hoursBalanceCall,
  hoursBalanceReportCall,
  leaveBalanceCall,
  myHoursBalanceCall,
  myLeaveBalanceCall,
} from './balances';
import { calendarFeedCall, newCalendarFeedCall, ownCalendarFeedCall } from './calendar-feed';
import type { Call } from './call';
import {
  companiesCall,
  createCompanyCall,
  deleteCompanyCall,
  updateCompanyCall,
} from './companies';
import { complianceCall, complianceCheckCall } from './compliance';
import { contactCall } from './contact';
import {
  approveCorrectionCall,
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
  rejectCorrectionCall,
  requestCorrectionCall,
  updateCorrectionTimeCall,
} from './corrections';
import {
  contractsOfEmployeeCall,
  createContractPeriodCall,
  deleteContractPeriodCall,
  updateContractPeriodCall,
} from './employee-contracts';
import {
  createEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  employeesOfCompanyCall,
  updateEmployeeCall,
} from './employees';
import { saveExpenseCall } from './expenses';
import { healthCall } from './health';
import {
  approveLeaveCall,
  cancelLeaveCall,
  leaveOfCompanyCall,
  myLeaveCall,
  rejectLeaveCall,
  requestLeaveCall,
} from './leave';
import {
  createLeaveCorrectionCall,
  leaveAdjustmentsCall,
  saveLeaveOpeningCall,
} from './leave-adjustments';
import { loginCall } from './login';
import { closeMonthCall, monthStatusCall, reopenMonthCall } from './month-closing';
import { myHoursCall, myShiftsCall } from './my-roster';
import {
  approveClaimCall,
  claimOpenShiftCall,
  createOpenShiftCall,
  myOpenShiftsCall,
  openShiftSettingsCall,
  openShiftsOfCompanyCall,
  rejectClaimCall,
  saveOpenShiftSettingsCall,
} from './open-shifts';
import {
  categoriesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  jobTitlesOfCompanyCall,
} from './organisation';
import { paySettingsCall, savePaySettingsCall } from './pay-settings';
import { payrollExportCall, payrollSettingsCall, savePayrollSettingsCall } from './payroll';
import {
  penaltySettingsCall,
  penaltySettingsListCall,
  savePenaltySettingsCall,
} from './penalty-settings';
import {
  employeeLinkCall,
  employeeLinkEmailCall,
  forgotPasswordCall,
  registerEmployeeCall,
  registerUserCall,
  resetPasswordCall,
  userLinkCall,
  userLinkEmailCall,
} from './registration';
import { hoursReportCall, wageCostReportCall } from './reports';
import {
  applyTemplateCall,
  confirmSchedulesCall,
  copyScheduleCall,
  createConceptCall,
  createScheduleCall,
  deleteScheduleCall,
  publishWeekCall,
  saveTemplateCall,
  schedulesOfCompanyCall,
  templatesOfCompanyCall,
  updateScheduleCall,
} from './schedules';
import { saveShiftMailsCall, shiftMailsCall } from './shift-mails';
import {
  acceptShiftOfferCall,
  approveShiftOfferCall,
  createShiftOfferCall,
  myShiftOffersCall,
  rejectShiftOfferCall,
  shiftOffersOfCompanyCall,
  withdrawShiftOfferCall,
} from './shift-offers';
import { reportRecoveryCall, reportSickCall, sicknessOfCompanyCall } from './sickness';
import { signupCall } from './signup';
import {
  proposeRosterCall,
  saveStaffingCall,
  staffingCall,
  staffingCoverageCall,
} from './staffing';
import {
  bulkApprovalCall,
  clockCall,
  createTimeRecordCall,
  editTimeRecordCall,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
  workedHoursCall,
} from './time';
import { todayCall } from './today';
import {
  assignRoleCall,
  changeEmailCall,
  createInvitationCall,
  deleteUserCall,
  requestPasswordResetCall,
  usersOfCompanyCall,
} from './users';

/** Every call of the API, for the tests that hold the contract and the server to each other. */
export const CALLS: readonly Call[] = [
  healthCall,
  appConfigCall,
  complianceCall,
  complianceCheckCall,
  loginCall,
  employeesOfCompanyCall,
  createEmployeeCall,
  updateEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  companiesCall,
  createCompanyCall,
  updateCompanyCall,
  deleteCompanyCall,
  penaltySettingsListCall,
  penaltySettingsCall,
  savePenaltySettingsCall,
  categoriesOfCompanyCall,
  jobTitlesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  usersOfCompanyCall,
  assignRoleCall,
  createInvitationCall,
  requestPasswordResetCall,
  deleteUserCall,
  changeEmailCall,
  employeeLinkCall,
  employeeLinkEmailCall,
  registerEmployeeCall,
  userLinkCall,
  userLinkEmailCall,
  registerUserCall,
  resetPasswordCall,
  forgotPasswordCall,
  contactCall,
  signupCall,
  clockCall,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
  bulkApprovalCall,
  workedHoursCall,
  createTimeRecordCall,
  editTimeRecordCall,
  hoursReportCall,
  wageCostReportCall,
  saveExpenseCall,
  correctionsOfEmployeeCall,
  correctionsOfCompanyCall,
  requestCorrectionCall,
  approveCorrectionCall,
  rejectCorrectionCall,
  updateCorrectionTimeCall,
  schedulesOfCompanyCall,
  staffingCall,
  saveStaffingCall,
  staffingCoverageCall,
  proposeRosterCall,
  createScheduleCall,
  confirmSchedulesCall,
  createConceptCall,
  updateScheduleCall,
  publishWeekCall,
  copyScheduleCall,
  saveTemplateCall,
  templatesOfCompanyCall,
  applyTemplateCall,
  deleteScheduleCall,
  shiftMailsCall,
  saveShiftMailsCall,
  createAvailabilityCall,
  availabilityOfCompanyCall,
  availabilityOfEmployeeCall,
  updateAvailabilityCall,
  deleteAvailabilityCall,
  myShiftsCall,
  myHoursCall,
  todayCall,
  requestLeaveCall,
  myLeaveCall,
  cancelLeaveCall,
  leaveOfCompanyCall,
  approveLeaveCall,
  rejectLeaveCall,
  reportSickCall,
  reportRecoveryCall,
  sicknessOfCompanyCall,
  calendarFeedCall,
  ownCalendarFeedCall,
  newCalendarFeedCall,
  closeMonthCall,
  reopenMonthCall,
  monthStatusCall,
  auditLogCall,
  auditActorsCall,
  auditOfObjectCall,
  payrollSettingsCall,
  savePayrollSettingsCall,
  payrollExportCall,
  contractsOfEmployeeCall,
  createContractPeriodCall,
  updateContractPeriodCall,
  deleteContractPeriodCall,
  paySettingsCall,
  savePaySettingsCall,
  leaveAdjustmentsCall,
  saveLeaveOpeningCall,
  createLeaveCorrectionCall,
  createOpenShiftCall,
  openShiftsOfCompanyCall,
  myOpenShiftsCall,
  claimOpenShiftCall,
  approveClaimCall,
  rejectClaimCall,
  openShiftSettingsCall,
  saveOpenShiftSettingsCall,
  createShiftOfferCall,
  myShiftOffersCall,
  acceptShiftOfferCall,
  withdrawShiftOfferCall,
  shiftOffersOfCompanyCall,
  approveShiftOfferCall,
  rejectShiftOfferCall,
  leaveBalanceCall,
  myLeaveBalanceCall,
  hoursBalanceCall,
  myHoursBalanceCall,
  hoursBalanceReportCall,
];
