import type { ReactNode } from 'react'

/**
 * Every small icon of the app, drawn as inline SVG (an icon font or an emoji would depend on the
 * visitor's fonts). Solid glyphs sit on a 20×20 grid, outlined ones on 24×24 with round strokes.
 * Icons are decorative (`aria-hidden`) unless given a `label`, which makes them an image with a name.
 */
type Glyph = { solid: string; box?: string } | { outline: ReactNode; stroke?: number; box?: string } | { fill: ReactNode; box?: string }

const EYE = (
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
)

const GLYPHS = {
  'alert-circle': {
    solid: 'M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a1 1 0 00-1 1v4a1 1 0 102 0V6a1 1 0 00-1-1zm0 9a1 1 0 100 2 1 1 0 000-2z',
  },
  'check-circle': {
    solid: 'M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z',
  },
  'info-circle': {
    solid: 'M18 10a8 8 0 11-16 0 8 8 0 0116 0zM9 9a1 1 0 012 0v4a1 1 0 11-2 0V9zm1-4a1 1 0 100 2 1 1 0 000-2z',
  },
  warning: {
    solid:
      'M8.3 3.2a2 2 0 013.4 0l6.1 10.6A2 2 0 0116.1 17H3.9a2 2 0 01-1.7-3.2L8.3 3.2zM10 7a1 1 0 00-1 1v3a1 1 0 102 0V8a1 1 0 00-1-1zm0 7a1 1 0 100 2 1 1 0 000-2z',
  },
  lock: {
    solid:
      'M10 1a4.5 4.5 0 00-4.5 4.5V8H5a2 2 0 00-2 2v6a2 2 0 002 2h10a2 2 0 002-2v-6a2 2 0 00-2-2h-.5V5.5A4.5 4.5 0 0010 1zm3 7V5.5a3 3 0 10-6 0V8h6z',
  },
  'chevron-back': {
    solid: 'M12.7 4.3a1 1 0 010 1.4L8.4 10l4.3 4.3a1 1 0 01-1.4 1.4l-5-5a1 1 0 010-1.4l5-5a1 1 0 011.4 0z',
  },
  'arrow-back': {
    solid: 'M9.7 4.3a1 1 0 010 1.4L6.4 9H16a1 1 0 110 2H6.4l3.3 3.3a1 1 0 01-1.4 1.4l-5-5a1 1 0 010-1.4l5-5a1 1 0 011.4 0z',
  },
  external: { solid: 'M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM4 5h5v2H5v8h8v-4h2v6H3V5h1z' },
  close: {
    solid:
      'M5.3 5.3a1 1 0 011.4 0L10 8.6l3.3-3.3a1 1 0 111.4 1.4L11.4 10l3.3 3.3a1 1 0 01-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 01-1.4-1.4L8.6 10 5.3 6.7a1 1 0 010-1.4z',
  },
  'verified-badge': {
    box: '0 0 24 24',
    solid:
      'M8.603 3.799A4.49 4.49 0 0 1 12 2.25c1.357 0 2.573.6 3.397 1.549a4.49 4.49 0 0 1 3.498 1.307 4.491 4.491 0 0 1 1.307 3.497A4.49 4.49 0 0 1 21.75 12a4.49 4.49 0 0 1-1.549 3.397 4.491 4.491 0 0 1-1.307 3.497 4.491 4.491 0 0 1-3.497 1.307A4.49 4.49 0 0 1 12 21.75a4.49 4.49 0 0 1-3.397-1.549 4.49 4.49 0 0 1-3.498-1.306 4.491 4.491 0 0 1-1.307-3.498A4.49 4.49 0 0 1 2.25 12c0-1.357.6-2.573 1.549-3.397a4.49 4.49 0 0 1 1.307-3.497 4.49 4.49 0 0 1 3.497-1.307Zm7.007 6.387a.75.75 0 1 0-1.22-.872l-3.236 4.53L9.53 12.22a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.094l3.75-5.25Z',
  },
  check: { outline: <path d="M5 12.5l4.5 4.5L19 7.5" />, stroke: 2.5 },
  menu: { outline: <path d="M4 7h16M4 12h16M4 17h16" />, stroke: 2 },
  eye: { outline: EYE },
  'eye-off': {
    outline: (
      <>
        {EYE}
        <path d="M4 4l16 16" />
      </>
    ),
  },
  'chevron-start': { outline: <path d="m15 18-6-6 6-6" />, stroke: 2 },
  'chevron-end': { outline: <path d="m9 18 6-6-6-6" />, stroke: 2 },
  'chevron-down': { box: '0 0 20 20', outline: <path d="M5 8l5 5 5-5" />, stroke: 2 },
  arrow: { outline: <path d="M5 12h14M13 6l6 6-6 6" />, stroke: 2.2 },
  share: { outline: <path d="M12 15V3m0 0L8 7m4-4 4 4M5 12v7a2 2 0 002 2h10a2 2 0 002-2v-7" />, stroke: 2 },
  trash: { outline: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3" /> },
  bag: { outline: <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 016 0v2" /> },
  image: { outline: <path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" />, stroke: 1.6 },
  camera: {
    outline: (
      <>
        <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
        <circle cx="12" cy="13" r="3.5" />
      </>
    ),
  },
  bell: { outline: <path d="M6 9a6 6 0 0112 0c0 5 2 6.5 2 6.5H4S6 14 6 9zM10 19a2 2 0 004 0" /> },
  clock: {
    outline: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
    stroke: 2,
  },
  'id-card': {
    outline: (
      <>
        <rect x="4" y="3" width="16" height="18" rx="3" />
        <circle cx="12" cy="10" r="3" />
        <path d="M8 17c1-1.8 2.4-2.7 4-2.7s3 .9 4 2.7" />
      </>
    ),
    stroke: 2,
  },
  star: { fill: <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" /> },
  sparkle: {
    fill: (
      <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9zM19 15l.9 2.1 2.1.9-2.1.9L19 21l-.9-2.1-2.1-.9 2.1-.9z" />
    ),
  },
  pause: {
    fill: (
      <>
        <rect x="6" y="5" width="4" height="14" rx="1" />
        <rect x="14" y="5" width="4" height="14" rx="1" />
      </>
    ),
  },
  play: { fill: <path d="M7 4.5v15l12.5-7.5z" /> },
  quote: {
    box: '0 0 32 24',
    fill: (
      <path d="M0 24V14C0 6 4.5 1.3 12 0l1.5 3.2C8.7 4.6 6.6 7.6 6.5 11H12v13zm18 0V14c0-8 4.5-12.7 12-14l1.5 3.2C26.7 4.6 24.6 7.6 24.5 11H30v13z" />
    ),
  },
} satisfies Record<string, Glyph>

export type IconName = keyof typeof GLYPHS

type IconProps = { className?: string; label?: string } & (
  | { name: IconName; path?: never }
  /** A path from a feature's own table (navigation, services, social networks): outlined by default. */
  | { name?: never; path: string; variant?: 'outline' | 'fill' | 'fill-evenodd'; stroke?: number }
)

export function Icon(props: IconProps) {
  const { className = 'size-5', label } = props
  const glyph: Glyph = props.name
    ? GLYPHS[props.name]
    : props.variant === 'fill' || props.variant === 'fill-evenodd'
      ? { fill: <path d={props.path} fillRule={props.variant === 'fill-evenodd' ? 'evenodd' : undefined} /> }
      : { outline: <path d={props.path} />, stroke: props.stroke }
  const paint =
    'outline' in glyph
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: glyph.stroke ?? 1.8,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' }
  return (
    <svg
      viewBox={glyph.box ?? ('solid' in glyph ? '0 0 20 20' : '0 0 24 24')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className={className}
      {...paint}
    >
      {label && <title>{label}</title>}
      {'solid' in glyph ? <path fillRule="evenodd" d={glyph.solid} clipRule="evenodd" /> : 'fill' in glyph ? glyph.fill : glyph.outline}
    </svg>
  )
}
