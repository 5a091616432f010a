/**
 * The `sizes` of a photo in a grid of `max-w-*` with `px-4` (1 rem each side): `base` columns on
 * phones (one unless said), `sm` columns from 640 px, `lg` from 1024 px, a fixed width once the
 * container stops growing. The real column width (not `100vw`) keeps tablets and desktops from
 * fetching more than they show.
 *
 * On phones one column is at most 22.5rem (360 px): a 412 px phone's column is 380 px, which at
 * the common device pixel ratio 1.75 needs 665 pixels, just over the 640 px variant, so the
 * browser would fetch 1080 px (2.7× the bytes). Stating 360 px lets it take 640 px, 4 % short of
 * the screen's pixels (not visible); phones with 2.6× or 3× pixels still get 1080 px.
 */
const PHONE_COLUMN_MAX = '22.5rem'

export function gridSizes({
  base = 1,
  sm,
  lg = sm,
  gapRem,
  maxRem = 72,
}: {
  base?: number
  sm: number
  lg?: number
  gapRem: number
  maxRem?: number
}) {
  const column = (columns: number, width: string) => `calc((${width} - ${2 + gapRem * (columns - 1)}rem) / ${columns})`
  const widest = Math.floor(((maxRem - 2 - gapRem * (lg - 1)) / lg) * 100) / 100
  return [
    `(min-width: ${maxRem * 16}px) ${widest}rem`,
    `(min-width: 1024px) ${column(lg, '100vw')}`,
    `(min-width: 640px) ${column(sm, '100vw')}`,
    `min(${base === 1 ? 'calc(100vw - 2rem)' : column(base, '100vw')}, ${PHONE_COLUMN_MAX})`,
  ].join(', ')
}
