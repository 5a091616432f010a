import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SetupChecklist } from '../../../contract/setup.ts'
import { cardClass } from '../../components/card.ts'
import { linkClass } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'

/** A production instance's first steps, on the admin area's first view until every one is done. */
export function SetupChecklistCard({ checklist }: { checklist: SetupChecklist }) {
  const { t } = useTranslation()
  const done = checklist.items.filter((item) => item.done).length

  return (
    <section aria-labelledby="setup-checklist-title" className={`${cardClass} mb-8 ring-2 ring-brand-200`}>
      <h2 id="setup-checklist-title" className="text-xl font-bold text-zinc-900">
        {t('setup.checklist.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('setup.checklist.intro', { done, total: checklist.items.length })}</p>
      <ul className="mt-4 grid gap-3">
        {checklist.items.map((item) => {
          const external = item.href.startsWith('http')
          return (
            <li key={item.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 text-sm">
              <Icon
                name={item.done ? 'check-circle' : 'info-circle'}
                className={`mt-0.5 size-5 shrink-0 ${item.done ? 'text-emerald-600' : 'text-zinc-400'}`}
              />
              <span className="sr-only">{t(item.done ? 'setup.checklist.done' : 'setup.checklist.todo')}: </span>
              <span className={`min-w-0 flex-1 basis-60 ${item.done ? 'text-zinc-500 line-through' : 'text-zinc-800'}`}>
                {t(`setup.checklist.items.${item.id}`)}
              </span>
              {external ? (
                <a href={item.href} rel="noopener" className={linkClass}>
                  {t('setup.checklist.open')}
                </a>
              ) : (
                <Link to={item.href} className={linkClass}>
                  {t('setup.checklist.open')}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
