import { describe, expect, it } from 'vitest';
import { refusedDraft } from './confirm-failure';

describe('refusedDraft', () => {
  it('reads the draft and field the server names', () => {
    expect(refusedDraft('drafts.2.endTime')).toEqual({ index: 2, field: 'endTime' });
    expect(refusedDraft('drafts.0')).toEqual({ index: 0, field: null });
  });

  it('is nothing for any other field', () => {
    expect(refusedDraft('companyId')).toBeNull();
    expect(refusedDraft('drafts')).toBeNull();
    expect(refusedDraft(undefined)).toBeNull();
  });
});
