import { useState } from 'react';
import type { RecordRow } from '../lib/record-rows';

export const loadRejectDialog = () => import('./reject-dialog');
export const loadTimesDialog = () => import('./record-times-dialog');
export const loadHistoryDialog = () => import('./record-history-dialog');

/**
 * Which registration the times dialog and the history dialog show. Each keeps its registration
 * while it closes, so its content does not vanish during the fade.
 */
export function useRecordDialogs() {
  // A registration (its times), or null to add one; undefined when none was opened yet.
  const [timesOf, setTimesOf] = useState<RecordRow | null | undefined>(undefined);
  const [timesOpened, setTimesOpened] = useState(false);
  // Each opening starts from a fresh form, also when the same registration is opened again.
  const [timesKey, setTimesKey] = useState(0);
  const [historyOf, setHistoryOf] = useState<RecordRow | null>(null);
  const [historyOpened, setHistoryOpened] = useState(false);

  return {
    timesOf,
    timesOpened,
    timesKey,
    openTimes: (row: RecordRow | null) => {
      void loadTimesDialog();
      setTimesOf(row);
      setTimesKey((key) => key + 1);
      setTimesOpened(true);
    },
    closeTimes: () => setTimesOpened(false),
    historyOf,
    historyOpened,
    openHistory: (row: RecordRow) => {
      void loadHistoryDialog();
      setHistoryOf(row);
      setHistoryOpened(true);
    },
    closeHistory: () => setHistoryOpened(false),
  };
}

export type RecordDialogState = ReturnType<typeof useRecordDialogs>;
