import type { ReactNode } from 'react'
import { Icon } from '../../components/icon.tsx'

const ICONS = {
  success: { className: 'bg-emerald-100 text-emerald-700', d: 'M5 12.5l4.5 4.5L19 7.5' },
  mail: { className: 'bg-brand-100 text-brand-700', d: 'M4 6h16v12H4zM4 7l8 6 8-6' },
  error: {
    className: 'bg-red-100 text-red-700',
    d: 'M12 8v5M12 16.5v.01M10.3 3.9L2.6 17.3A2 2 0 004.3 20h15.4a2 2 0 001.7-2.7L13.7 3.9a2 2 0 00-3.4 0z',
  },
  key: { className: 'bg-brand-100 text-brand-700', d: 'M15 7a3 3 0 11-2.2 5L7 17.8V20H4.5v-2.5l5.7-5.7A3 3 0 0115 7z' },
} as const

/** A centred card for one-step account pages (registration done, reset link, new password). */
export function StatusCard({ icon, title, children }: { icon: keyof typeof ICONS; title: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
        <section className="rounded-3xl bg-white p-6 text-center shadow-xl ring-1 shadow-brand-600/5 ring-zinc-200 sm:p-10">
          <span aria-hidden="true" className={`mx-auto grid size-16 place-items-center rounded-full ${ICONS[icon].className}`}>
            <Icon path={ICONS[icon].d} stroke={2} className="size-8" />
          </span>
          <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-3xl">{title}</h1>
          <div className="mt-4 text-zinc-600">{children}</div>
        </section>
      </div>
    </div>
  )
}
