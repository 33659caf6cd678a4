import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useAbsenceHeading, useAbsenceNotesOf } from './absence-context';
import classes from './roster-grid.module.css';

export interface FindingTipProps {
  /** The grid's scrolling frame: the blocks inside it are watched. */
  container: HTMLElement | null;
  /** Violation messages by block key (`data-shift`). */
  flags: ReadonlyMap<string, string[]>;
  title: string;
}

const HIDE_DELAY_MS = 150;

function flaggedBlock(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>('[data-flagged]') : null;
}

/**
 * One tooltip for every flagged block of a grid, instead of one per block: it follows the
 * block under the mouse or with keyboard focus. It stays while the pointer moves onto it and
 * closes with Escape (WCAG 1.4.13); screen readers get the same text as the block's
 * description, so the tooltip itself is for the eye.
 */
export function FindingTip({ container, flags, title }: FindingTipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const notesOf = useAbsenceNotesOf();
  const absenceHeading = useAbsenceHeading();
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!container) return;
    const show = (block: HTMLElement) => {
      window.clearTimeout(hideTimer.current);
      setTarget(block);
    };
    const hideSoon = () => {
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => setTarget(null), HIDE_DELAY_MS);
    };
    const onOver = (event: PointerEvent) => {
      const block = flaggedBlock(event.target);
      if (block && event.pointerType === 'mouse') show(block);
    };
    const onOut = (event: PointerEvent) => {
      const block = flaggedBlock(event.target);
      if (block && flaggedBlock(event.relatedTarget) !== block) hideSoon();
    };
    const onFocusIn = (event: FocusEvent) => {
      const block = flaggedBlock(event.target);
      if (block) show(block);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (flaggedBlock(event.target)) setTarget(null);
    };
    container.addEventListener('pointerover', onOver);
    container.addEventListener('pointerout', onOut);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      window.clearTimeout(hideTimer.current);
      container.removeEventListener('pointerover', onOver);
      container.removeEventListener('pointerout', onOut);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);

  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTarget(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target]);

  // A block drawn again (new findings, another week) is a new element: the old one is gone.
  const key = target?.isConnected ? (target.dataset.shift ?? '') : '';
  const messages = flags.get(key);
  const absences = notesOf(key);
  // Mounted only with a block to point at: without a target or children Mantine's throws.
  if (!target || (!messages && !absences)) return null;
  return (
    <Tooltip
      target={target}
      opened
      label={
        <>
          {messages && (
            <>
              <span className={classes.tipTitle}>{title}</span>
              <ul className={classes.tipList}>
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          )}
          {absences && (
            <>
              <span className={classes.tipTitle}>{absenceHeading}</span>
              <ul className={classes.tipList}>
                {absences.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}
        </>
      }
      multiline
      w={300}
      withArrow
      position="top"
      interactive
      onPointerEnter={() => window.clearTimeout(hideTimer.current)}
      onPointerLeave={() => setTarget(null)}
    />
  );
}
