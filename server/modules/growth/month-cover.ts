import { DAY_MS } from '../../../contract/dates.ts'
import type { DayRange } from './growth.repository.ts'

const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const monthStart = (day: string) => `${day.slice(0, 7)}-01`
/** The last day of `day`'s month. */
function monthEnd(day: string): string {
  const d = new Date(msOf(monthStart(day)))
  d.setUTCMonth(d.getUTCMonth() + 1)
  return dayOf(d.getTime() - DAY_MS)
}
const spanOf = (r: DayRange) => Math.round((msOf(r.to) - msOf(r.from)) / DAY_MS) + 1
const shift = (day: string, days: number) => dayOf(msOf(day) + days * DAY_MS)

/**
 * How to read a day range from the monthly items rollup plus as few daily rows as possible:
 * `months` (first days of the months read whole, or null), daily ranges to `add`, and daily
 * ranges to `subtract` (days of a whole month that lie outside the range). Each edge month is
 * read whichever way touches fewer days: a 90-day range ending today subtracts the rest of this
 * month (days with no rows yet) and adds at most half a month at its start.
 */
export interface MonthCover {
  months: DayRange | null
  add: DayRange[]
  subtract: DayRange[]
}

export function monthCover(range: DayRange): MonthCover {
  // Inside one month the daily rows are never more than the month's.
  if (monthStart(range.from) === monthStart(range.to)) return { months: null, add: [range], subtract: [] }
  const cover: MonthCover = { months: null, add: [], subtract: [] }
  let firstMonth = monthStart(range.from)
  let lastMonth = monthStart(range.to)
  const headIn = { from: range.from, to: monthEnd(range.from) }
  const headOut = { from: firstMonth, to: shift(range.from, -1) }
  if (range.from !== firstMonth) {
    if (spanOf(headIn) <= spanOf(headOut)) {
      cover.add.push(headIn)
      firstMonth = shift(headIn.to, 1)
    } else cover.subtract.push(headOut)
  }
  const tailIn = { from: lastMonth, to: range.to }
  const tailOut = { from: shift(range.to, 1), to: monthEnd(range.to) }
  if (range.to !== tailOut.to) {
    if (spanOf(tailIn) < spanOf(tailOut)) {
      cover.add.push(tailIn)
      lastMonth = monthStart(shift(lastMonth, -1))
    } else cover.subtract.push(tailOut)
  }
  if (firstMonth <= lastMonth) cover.months = { from: firstMonth, to: lastMonth }
  return cover
}
