import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect } from 'react'

type Point = { x: number; y: number }
type Embla = UseEmblaCarouselType[1]

/**
 * Embla only changes slides on a fast flick or a drag past half a slide; a slow swipe shorter than
 * that snaps back. The spec moves the carousel on any swipe of `thresholdPx` or more, so when Embla
 * lets go on the slide it started from after such a swipe, step one slide in the swipe's direction.
 * Pointer events fire before the touch and mouse events Embla listens to, so the swipe's end point
 * is known when Embla reports `pointerUp`.
 */
export function useSwipeThreshold(api: Embla, thresholdPx: number, dir: 'ltr' | 'rtl') {
  useEffect(() => {
    if (!api) return
    const root = api.rootNode()
    const doc = root.ownerDocument
    let start: (Point & { snap: number }) | null = null
    let last: Point | null = null
    const down = (event: PointerEvent) => {
      if (!event.isPrimary) return
      start = { x: event.clientX, y: event.clientY, snap: api.selectedScrollSnap() }
      last = { x: event.clientX, y: event.clientY }
    }
    const track = (event: PointerEvent) => {
      if (start && event.isPrimary) last = { x: event.clientX, y: event.clientY }
    }
    const released = () => {
      const from = start
      start = null
      if (!from || !last || api.selectedScrollSnap() !== from.snap) return
      const dx = last.x - from.x
      if (Math.abs(dx) < thresholdPx || Math.abs(dx) <= Math.abs(last.y - from.y)) return
      // The slides follow the finger: pulling them towards the reading start reveals the next one.
      const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0
      if (towardsStart) api.scrollNext()
      else api.scrollPrev()
    }
    root.addEventListener('pointerdown', down)
    doc.addEventListener('pointermove', track)
    doc.addEventListener('pointerup', track)
    api.on('pointerUp', released)
    return () => {
      root.removeEventListener('pointerdown', down)
      doc.removeEventListener('pointermove', track)
      doc.removeEventListener('pointerup', track)
      api.off('pointerUp', released)
    }
  }, [api, thresholdPx, dir])
}
