import { type ComponentType, useEffect, useState } from 'react';
import { loadSignedInTexts } from '../i18n/i18n';

let loadedTopBar: ComponentType | undefined;

/**
 * Fetches the top bar's code and texts, which only a signed-in user sees: the guarded routes
 * wait for it, so their first render has the bar in place.
 */
export async function loadTopBar(): Promise<void> {
  const [module] = await Promise.all([import('./signed-in-top-bar'), loadSignedInTexts()]);
  loadedTopBar = module.SignedInTopBar;
}

/**
 * The top bar while signed in: in the same render as the page when its code is here already
 * (React.lazy would show its fallback for a render even then, the bar a frame after the page),
 * otherwise as soon as the code arrives, e.g. on a public page opened while signed in.
 */
export function TopBarSlot() {
  const [TopBar, setTopBar] = useState(() => loadedTopBar);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (TopBar) return;
    loadTopBar().then(() => setTopBar(() => loadedTopBar), setFailure);
  }, [TopBar]);
  // A chunk that cannot be fetched is the route error page's, as it is for a lazy route.
  if (failure) throw failure;
  return TopBar ? <TopBar /> : null;
}
