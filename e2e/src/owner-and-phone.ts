import type { Browser, Page } from 'playwright-core';
import { openDevice } from './browser';
import { expect } from './expect';
import { callApi } from './page-api';
import { signIn, waitForPath } from './sign-in';

/**
 * The two devices of a story between the owner and an employee: the owner signed in on a
 * 1280 px desktop, and a 390 px phone, not yet signed in, on which the employee plays their
 * part. Before the phone opens, the owner plans the employee's shift of 11:00 to 19:00 on
 * `shiftDate`, the shift the story turns on.
 */
export async function ownerAndPhone(
  browser: Browser,
  shift: { employeeEmail: string; shiftDate: string },
): Promise<{ desktop: Page; mobile: Page }> {
  const desk = await openDevice(browser, { viewport: { width: 1280, height: 800 } });
  const desktop = await desk.newPage();
  await signIn(desktop, 'eigenaar');
  await waitForPath(desktop, '/dashboard');
  const planned = await callApi(desktop, 'POST', '/schedules/confirm', {
    companyId: '{companyId}',
    drafts: [
      {
        employeeEmail: shift.employeeEmail,
        startTime: `${shift.shiftDate}T11:00:00`,
        endTime: `${shift.shiftDate}T19:00:00`,
      },
    ],
  });
  expect(planned.status).toBe(201);
  const phone = await openDevice(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  return { desktop, mobile: await phone.newPage() };
}
