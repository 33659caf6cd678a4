import { useState, useTransition } from 'react';

/** What a dialog asks about, and whether it shows. */
export interface DialogAbout<Subject> {
  subject: Subject;
  opened: boolean;
}

/**
 * A dialog about one item of a list (the delete confirmation of a card) whose code is its own
 * chunk. It opens in a transition, so while its code loads the list stays as it is and
 * `openingKey` names the item whose button waits; closed, it keeps its subject while it fades
 * out, so its text does not vanish first.
 */
export function useLazyDialog<Subject, Key>(keyOf: (subject: Subject) => Key) {
  const [dialog, setDialog] = useState<DialogAbout<Subject> | null>(null);
  const [requested, setRequested] = useState<Key | null>(null);
  const [opening, startOpening] = useTransition();

  const open = (subject: Subject) => {
    setRequested(keyOf(subject));
    startOpening(() => setDialog({ subject, opened: true }));
  };
  const close = () => setDialog((current) => current && { ...current, opened: false });

  return { dialog, open, close, openingKey: opening ? requested : null };
}
