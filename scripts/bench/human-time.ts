/**
 * The creator's own time in a walk (scripts/bench/first-page-walk.ts): a keystroke-level model
 * (Card, Moran & Newell 1980) adapted to a phone. The browser's time is measured; this adds what a
 * person spends reading, deciding, tapping and typing, with no overlap between the two (a
 * creator who reads while a page loads is faster than this estimate).
 */

/** Every operator's cost in seconds, and where it comes from. */
export const HUMAN_MODEL = {
  /** Reading at 200 words a minute (a slow reader of a screen; adults read prose at ~240). */
  readPerWord: 60 / 200,
  /** Deciding what to do next, once per step (KLM's M operator). */
  mental: 1.35,
  /** Finding and tapping a target with a thumb (KLM's pointing P is 1.1 s with a mouse; thumb taps at phone distances measure 0.5–0.9 s). */
  tap: 0.8,
  /** Typing on a phone's keyboard: 36 words a minute of 5 characters (Palin et al., MobileHCI 2019, 37,000 typists) = 3 characters a second. */
  typePerChar: 1 / 3,
  /** Switching app (to the shop's app and back), each way. */
  appSwitch: 2,
  /** A long press that opens the Paste menu. */
  longPress: 1,
  /** One swipe to scroll to the next card. */
  swipe: 1,
} as const

export interface HumanWork {
  /** Words the creator reads on this step's screen. */
  words?: number
  taps?: number
  /** Characters typed. */
  typed?: number
  appSwitches?: number
  longPresses?: number
  swipes?: number
}

/** The step's human seconds: one decision, then every operator it names. */
export function humanSeconds(work: HumanWork) {
  const m = HUMAN_MODEL
  return (
    m.mental +
    (work.words ?? 0) * m.readPerWord +
    (work.taps ?? 0) * m.tap +
    (work.typed ?? 0) * m.typePerChar +
    (work.appSwitches ?? 0) * m.appSwitch +
    (work.longPresses ?? 0) * m.longPress +
    (work.swipes ?? 0) * m.swipe
  )
}

/**
 * The words a person reads on the screen now (runs in the page): visible text inside the viewport,
 * or only inside an open modal dialog, which hides the page behind it. A screen seen before is
 * only glanced at (`seen`): its status notes and the fields' values, what changed.
 */
export function wordsOnScreen(seen: boolean) {
  const root: Element = document.querySelector('dialog[open]') ?? document.body
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  let words = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = node.textContent?.trim()
    if (!parent || !text || parent.closest('script,style,noscript,template,[hidden],[aria-hidden="true"],.sr-only')) continue
    if (seen && !parent.closest('[role=status],[role=alert]')) continue
    const style = getComputedStyle(parent)
    if (style.visibility === 'hidden' || style.display === 'none') continue
    const box = parent.getBoundingClientRect()
    if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue
    words += text.split(/\s+/).length
  }
  // Field values count as read too (the product's name, brand, price the shop's page filled in).
  for (const field of root.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=file]),textarea,select')) {
    const box = field.getBoundingClientRect()
    if (field.value && box.width > 0 && box.bottom > 0 && box.top < innerHeight) words += field.value.trim().split(/\s+/).length
  }
  return words
}
