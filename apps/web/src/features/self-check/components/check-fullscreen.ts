/**
 * Full screen where the browser allows it (Android Chrome; not an iPhone's Safari, where the fixed layer
 * covering the page does the same work): the touch grid and the colours must reach the screen's edges.
 */
export function enterFullscreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function exitFullscreen(): void {
  if (document.fullscreenElement && typeof document.exitFullscreen === 'function') {
    document.exitFullscreen().catch(() => undefined);
  }
}
