import { randomUUID } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import { API, type FakeSubscription } from './stripe.ts'

export interface FakeSchedule {
  id: string
  object: 'subscription_schedule'
  subscription: string
  status: 'active' | 'released'
  end_behavior: string
  current_phase: { start_date: number; end_date: number }
  /** The phases as last sent (price, dates, the cycle of a phase given by duration, metadata). */
  phases: { price: string; start_date?: number; end_date?: number; interval?: string; metadata: Record<string, string | null> }[]
}

interface Context {
  capture: (request: Request) => Promise<URLSearchParams>
  stripeError: (status: number, message: string) => Response
  subscriptionsById: Map<string, FakeSubscription>
  schedules: Map<string, FakeSchedule>
}

/** The phases of a schedule update, read back from Stripe's form encoding (`phases[0][items][0][price]` …). */
function phasesOf(p: URLSearchParams): FakeSchedule['phases'] {
  const phases: FakeSchedule['phases'] = []
  for (let i = 0; p.has(`phases[${i}][items][0][price]`); i++) {
    const at = (key: string) => p.get(`phases[${i}]${key}`)
    const metadata: Record<string, string | null> = {}
    for (const [key, value] of p) {
      const name = key.match(new RegExp(`^phases\\[${i}\\]\\[metadata\\]\\[(.+)\\]$`))?.[1]
      if (name) metadata[name] = value
    }
    phases.push({
      price: at('[items][0][price]')!,
      start_date: at('[start_date]') ? Number(at('[start_date]')) : undefined,
      end_date: at('[end_date]') ? Number(at('[end_date]')) : undefined,
      interval: at('[duration][interval]') ?? undefined,
      metadata,
    })
  }
  return phases
}

/** Subscription schedules as Stripe keeps them: one per subscription, made from it, updated, released. */
export function scheduleHandlers({ capture, stripeError, subscriptionsById, schedules }: Context) {
  const find = (id: unknown) => schedules.get(String(id))
  return [
    http.post(`${API}/subscription_schedules`, async ({ request }) => {
      const p = await capture(request)
      const subscription = subscriptionsById.get(p.get('from_subscription') ?? '')
      if (!subscription) return stripeError(404, 'No such subscription')
      if (subscription.schedule) return stripeError(400, 'The subscription already has a schedule')
      const item = subscription.items.data[0]!
      const period = { start_date: item.current_period_start, end_date: item.current_period_end }
      const schedule: FakeSchedule = {
        id: `sub_sched_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
        object: 'subscription_schedule',
        subscription: subscription.id,
        status: 'active',
        end_behavior: 'release',
        current_phase: period,
        phases: [{ price: item.price.id, ...period, metadata: {} }],
      }
      schedules.set(schedule.id, schedule)
      subscription.schedule = schedule.id
      return HttpResponse.json(schedule)
    }),
    http.get(`${API}/subscription_schedules/:id`, async ({ request, params }) => {
      await capture(request)
      const schedule = find(params.id)
      return schedule ? HttpResponse.json(schedule) : stripeError(404, 'No such subscription schedule')
    }),
    http.post(`${API}/subscription_schedules/:id/release`, async ({ request, params }) => {
      await capture(request)
      const schedule = find(params.id)
      if (schedule?.status !== 'active') return stripeError(400, 'The schedule is not active')
      schedule.status = 'released'
      subscriptionsById.get(schedule.subscription)!.schedule = null
      return HttpResponse.json(schedule)
    }),
    http.post(`${API}/subscription_schedules/:id`, async ({ request, params }) => {
      const p = await capture(request)
      const schedule = find(params.id)
      if (schedule?.status !== 'active') return stripeError(400, 'The schedule is not active')
      const phases = phasesOf(p)
      // Stripe insists that the phase running now keeps its start.
      if (phases[0]?.start_date !== schedule.current_phase.start_date) return stripeError(400, 'The current phase cannot change its start')
      schedule.phases = phases
      schedule.end_behavior = p.get('end_behavior') ?? schedule.end_behavior
      return HttpResponse.json(schedule)
    }),
  ]
}
