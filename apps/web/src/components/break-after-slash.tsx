import type { ReactNode } from 'react';

/**
 * The text with a place to break the line after each slash ("Inklokken/uitklokken"): a narrow
 * screen breaks there instead of inside a word. What is read and copied stays the same.
 */
export function BreakAfterSlash({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const { index } of text.matchAll(/\//g)) {
    nodes.push(text.slice(from, index + 1), <wbr key={index} />);
    from = index + 1;
  }
  nodes.push(text.slice(from));
  return <>{nodes}</>;
}
