import { TimedAlert } from './timed-alert';
import type { Banner } from './use-banner';

/**
 * The screen's banner (useBanner), or nothing: a new message restarts the timer (its id is the
 * key), and a persistent one stays until closed.
 */
export function BannerAlert({ banner, onClose }: { banner: Banner | null; onClose(): void }) {
  if (!banner) return null;
  return (
    <TimedAlert
      key={banner.id}
      kind={banner.kind}
      onClose={onClose}
      durationMs={banner.persistent ? null : undefined}
    >
      {banner.text}
    </TimedAlert>
  );
}
