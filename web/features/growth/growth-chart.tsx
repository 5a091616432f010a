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

/** One line of a chart: its values per day, its colour (a stroke class) and whether it is dashed. */
export interface ChartLine {
  values: number[]
  className: string
  dashed?: boolean
}

/**
 * Lines per day on a common scale (docs/decisions/0020: a few lines of SVG instead of a chart
 * library). Time runs in the reading direction: in a right-to-left page the plot is mirrored so the
 * newest day is on the left. The numbers themselves are in a table next to it; the picture is
 * decoration for screen readers (aria-hidden).
 */
export function LineChart({ lines, rtl, testId, small = false }: { lines: ChartLine[]; rtl: boolean; testId: string; small?: boolean }) {
  const max = Math.max(1, ...lines.flatMap((l) => l.values))
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={small ? 'h-28 w-full' : 'h-48 w-full'}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={rtl ? { transform: 'scaleX(-1)' } : undefined}
      data-testid={testId}
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-zinc-200" strokeWidth="1" />
      {lines.map((line) => (
        <Series
          key={line.className}
          values={line.values}
          max={max}
          className={line.className}
          width={line.dashed ? '2' : '2.5'}
          dashed={line.dashed}
        />
      ))}
    </svg>
  )
}

/** Page views, lightbox opens and tag clicks per day, the previous period's page views dashed beneath. */
export function GrowthChart({ series, previous, rtl }: { series: GrowthDay[]; previous: GrowthDay[]; rtl: boolean }) {
  return (
    <LineChart
      rtl={rtl}
      testId="growth-chart"
      lines={[
        { values: previous.map((d) => d.pageViews), className: 'stroke-zinc-300', dashed: true },
        { values: series.map((d) => d.pageViews), className: 'stroke-emerald-500' },
        { values: series.map((d) => d.lightboxOpens), className: 'stroke-brand-600' },
        { values: series.map((d) => d.clicks), className: 'stroke-amber-500' },
      ]}
    />
  )
}
