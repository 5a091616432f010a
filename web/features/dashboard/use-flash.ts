import { useCallback, useEffect, useRef, useState } from 'react'

/** How long a dashboard message stays (spec §9: messages clear after 3 s). */
export const FLASH_MS = 3000

export interface Flash {
  tone: 'success' | 'error'
  text: string
}

/** A success or error message that clears itself after FLASH_MS. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const show = useCallback((tone: Flash['tone'], text: string) => {
    clearTimeout(timer.current)
    setFlash({ tone, text })
    timer.current = setTimeout(() => setFlash(null), FLASH_MS)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  return [flash, show] as const
}
