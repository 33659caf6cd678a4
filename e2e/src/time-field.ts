import type { Locator } from 'playwright-core';
import { expect } from './expect';

/**
 * Types a time into the product's time field (apps/web/src/components/signed-in/time-field.tsx)
 * as a person does: the hours, and two digits move on to the minutes. `time` is 'HH:mm'.
 */
export async function typeTime(scope: Locator, name: string, time: string): Promise<void> {
  await scope.getByRole('spinbutton', { name: `${name}, uren` }).click();
  await scope.page().keyboard.type(time.replace(':', ''), { delay: 60 });
  await expect(scope.getByRole('spinbutton', { name: `${name}, minuten` })).toHaveValue(
    time.slice(3),
  );
}
