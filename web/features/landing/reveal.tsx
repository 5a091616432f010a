import { type ReactNode, useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from './motion.ts'

type Phase = 'static' | 'hidden' | 'shown'

const HIDDEN = {
  start: 'opacity-0 -translate-x-12 rtl:translate-x-12',
  end: 'opacity-0 translate-x-12 rtl:-translate-x-12',
} as const

/**
 * Slides its content in from the start or end side the first time it scrolls into view.
 * The server and the first client render show the content as is (visible without JavaScript and
 * before hydration); only blocks still below the fold after hydration are hidden and then
 * revealed. Nothing moves when the visitor prefers reduced motion.
 */
export function Reveal({ from = 'start', className = '', children }: { from?: 'start' | 'end'; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    // The observer's first report says where the block is without a synchronous layout
    // (getBoundingClientRect here laid out each section again during hydration, docs/decisions/0045).
    let first = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false
          const box = entry.boundingClientRect
          // Already seen: never hide what is on screen.
          if (entry.isIntersecting || (box.top < window.innerHeight && box.bottom > 0)) return observer.disconnect()
          setPhase('hidden')
        } else if (entry.isIntersecting) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const motion = phase === 'hidden' ? HIDDEN[from] : phase === 'shown' ? 'opacity-100 translate-x-0 transition duration-700 ease-out' : ''
  return (
    <div ref={ref} className={`${motion} ${className}`}>
      {children}
    </div>
  )
}
