/**
 * The `sizes` of a photo in a grid of `max-w-*` with `px-4` (1 rem each side): `base` columns on
 * phones (one unless said), `sm` columns from 640 px, `lg` from 1024 px, a fixed width once the
 * container stops growing. Stating the real column width (not `100vw`) lets a 412 px phone pick the 640 px
 * variant instead of the 1080 px one.
 */
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
    base === 1 ? 'calc(100vw - 2rem)' : column(base, '100vw'),
  ].join(', ')
}
