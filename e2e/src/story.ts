import { beforeEach } from 'vitest';

/**
 * Marks the tests of the describe block (or the file) it is called in as the steps of one story:
 * each step goes on from the page and the data the step before left, as a person goes on from
 * one screen to the next. Call it in a `describe.sequential` whose comment says why the steps
 * belong together; the first step creates what the story needs. After a failed step the later
 * ones are skipped, naming it, instead of failing on a page they never reached.
 */
export function storySteps(): void {
  let failedStep: string | undefined;
  beforeEach(({ skip, onTestFailed, task }) => {
    if (failedStep) skip(`een eerdere stap van dit verhaal mislukte: ${failedStep}`);
    onTestFailed(() => {
      failedStep = task.name;
    });
  });
}
