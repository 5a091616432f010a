import { type RefObject, useEffect, useRef } from 'react'

/**
 * A file input works before the page's scripts run: the browser's picker opens and keeps the
 * choice, but the change event fires before React listens. Once hydrated, a choice already made
 * is handed to `onChoose` as if it had just happened, so the first try is never lost.
 */
export function useEarlyFiles(ref: RefObject<HTMLInputElement | null>, onChoose: (input: HTMLInputElement) => void) {
  const handler = useRef(onChoose)
  handler.current = onChoose
  useEffect(() => {
    const input = ref.current
    if (input?.files && input.files.length > 0) handler.current(input)
  }, [ref])
}
