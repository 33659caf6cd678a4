import { Anchor } from '@mantine/core';
import { useState } from 'react';

/** The table shows a reason up to this many characters; a click shows it all (docs/screens.md#corrections). */
export const REASON_PREVIEW = 30;

/**
 * A reason, shortened to 30 characters with an ellipsis; the shortened text is a button that
 * shows the whole reason (and a second click shortens it again). Characters, not UTF-16 units,
 * so an emoji is never cut in half.
 */
export function ReasonText({ reason }: { reason: string }) {
  const [expanded, setExpanded] = useState(false);
  const characters = Array.from(reason);
  if (characters.length <= REASON_PREVIEW) return reason;
  const preview = `${characters.slice(0, REASON_PREVIEW).join('').trimEnd()}…`;
  return (
    <Anchor
      component="button"
      type="button"
      fz="inherit"
      ta="start"
      aria-expanded={expanded}
      onClick={() => setExpanded((open) => !open)}
    >
      {expanded ? reason : preview}
    </Anchor>
  );
}
