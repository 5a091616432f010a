import type { GrowthDay } from '../../../contract/growth.ts'

const WIDTH = 640
const HEIGHT = 200
const PAD = 8

function points(values: number[], max: number): string {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0
  return values.map((v, i) => `${PAD + i * step},${HEIGHT - PAD - (v / max) * (HEIGHT - 2 * PAD)}`).join(' ')
}

/**
 * Page views, image opens and tag clicks per day as three lines, the previous period dashed beneath (docs/decisions/0020:
 * a few lines of SVG instead of a chart library). Time runs in the reading direction: in a
 * right-to-left page the plot is mirrored so the newest day is on the left. The numbers themselves
 * are in the table next to it; the picture is decoration for screen readers (aria-hidden).
 */
export function GrowthChart({ series, previous, rtl }: { series: GrowthDay[]; previous: GrowthDay[]; rtl: boolean }) {
  const max = Math.max(1, ...series.flatMap((d) => [d.pageViews, d.views, d.clicks]), ...previous.map((d) => d.views))
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
      <polyline
        points={points(
          previous.map((d) => d.views),
          max,
        )}
        fill="none"
        className="stroke-zinc-300"
        strokeWidth="2"
        strokeDasharray="6 4"
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        points={points(
          series.map((d) => d.pageViews),
          max,
        )}
        fill="none"
        className="stroke-emerald-500"
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        points={points(
          series.map((d) => d.views),
          max,
        )}
        fill="none"
        className="stroke-brand-600"
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        points={points(
          series.map((d) => d.clicks),
          max,
        )}
        fill="none"
        className="stroke-amber-500"
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}
