import type { GrowthDay } from '../../../contract/growth.ts'

const WIDTH = 640
const HEIGHT = 200
const PAD = 8

function points(values: number[], max: number): string {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0
  return values.map((v, i) => `${PAD + i * step},${HEIGHT - PAD - (v / max) * (HEIGHT - 2 * PAD)}`).join(' ')
}

/** One line of the chart: a day's value per point, scaled to the chart's common maximum. */
function Series({
  values,
  max,
  className,
  width = '2.5',
  dashed = false,
}: {
  values: number[]
  max: number
  className: string
  width?: string
  dashed?: boolean
}) {
  return (
    <polyline
      points={points(values, max)}
      fill="none"
      className={className}
      strokeWidth={width}
      strokeDasharray={dashed ? '6 4' : undefined}
      vectorEffect="non-scaling-stroke"
    />
  )
}

/**
 * Page views, tag clicks and lightbox opens per day as three lines, the previous period dashed beneath (docs/decisions/0020:
 * a few lines of SVG instead of a chart library). Time runs in the reading direction: in a
 * right-to-left page the plot is mirrored so the newest day is on the left. The numbers themselves
 * are in the table next to it; the picture is decoration for screen readers (aria-hidden).
 */
export function GrowthChart({ series, previous, rtl }: { series: GrowthDay[]; previous: GrowthDay[]; rtl: boolean }) {
  const max = Math.max(1, ...series.flatMap((d) => [d.pageViews, d.lightboxOpens, d.clicks]), ...previous.map((d) => d.pageViews))
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-48 w-full"
      preserveAspectRatio="none"
      aria-hidden="true"
      style={rtl ? { transform: 'scaleX(-1)' } : undefined}
      data-testid="growth-chart"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-zinc-200" strokeWidth="1" />
      <Series values={previous.map((d) => d.pageViews)} max={max} className="stroke-zinc-300" width="2" dashed />
      <Series values={series.map((d) => d.pageViews)} max={max} className="stroke-emerald-500" />
      <Series values={series.map((d) => d.lightboxOpens)} max={max} className="stroke-brand-600" />
      <Series values={series.map((d) => d.clicks)} max={max} className="stroke-amber-500" />
    </svg>
  )
}
