import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A cell that stays on one line ('152,50 uur', '05-10-2026'); the table scrolls instead. */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A table wider than a phone scrolls inside its own region, never the page. The region takes
 * the keyboard's focus and has a name, so someone without a mouse can scroll it too (axe:
 * scrollable-region-focusable).
 */
export function ScrollTable({
  minWidth,
  label,
  labelledBy,
  children,
}: {
  minWidth: number;
  /** The region's name: the table's own (`label`), or the element that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': label,
          'aria-labelledby': labelledBy,
        },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
