import type { TrackingKind } from '../../../contract/public.ts'

/**
 * Tells the server a visitor clicked or shared a photo. Fire-and-forget: `keepalive` lets the
 * request finish when the visitor leaves the page right after, and failures are ignored (a lost
 * count must never disturb the visitor). Same-origin credentials let the server skip the
 * creator's own clicks.
 */
export function track(kind: TrackingKind, imageId: string) {
  try {
    void fetch(`/api/public/${kind}/${encodeURIComponent(imageId)}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {})
  } catch {
    // Old browsers without keepalive support throw synchronously; the count is not worth an error.
  }
}
