import { useCallback, useState } from 'react';

/** A screen's success or error message, shown in a TimedAlert. */
export interface Banner {
  /** New for every message, so the same text shown again restarts its timer. */
  id: number;
  kind: 'success' | 'error';
  text: string;
  /** Kept until closed: a refusal that explains itself takes longer than 5 s to read. */
  persistent: boolean;
}

export type ShowBanner = (kind: Banner['kind'], text: string, persistent?: boolean) => void;

/** One banner per screen or panel: the latest message replaces the one before. */
export function useBanner(): { banner: Banner | null; show: ShowBanner; close: () => void } {
  const [banner, setBanner] = useState<Banner | null>(null);
  const show = useCallback<ShowBanner>(
    (kind, text, persistent = false) =>
      setBanner((previous) => ({ id: (previous?.id ?? 0) + 1, kind, text, persistent })),
    [],
  );
  const close = useCallback(() => setBanner(null), []);
  return { banner, show, close };
}
