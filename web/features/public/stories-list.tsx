import { useTranslation } from 'react-i18next'
import type { StoryView } from './view-types.ts'

/** The creator's approved stories (badge posts): a link to each and when it was submitted. */
export function StoriesList({ stories }: { stories: StoryView[] }) {
  const { t } = useTranslation()
  if (stories.length === 0) return null
  return (
    <section aria-labelledby="stories-title" className="mx-auto mt-14 max-w-6xl px-4">
      <h2 id="stories-title" className="text-lg font-bold text-zinc-900">
        {t('public.profile.stories_title')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {stories.map((story) => {
          const date = story.submitted_label
          return (
            <li key={story.id}>
              <a
                href={story.story_url}
                target="_blank"
                rel="nofollow noopener noreferrer"
                className="flex flex-col rounded-2xl px-4 py-3 ring-1 ring-zinc-200 hover:bg-zinc-50 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
              >
                <span className="text-sm font-semibold text-brand-700">{t('public.profile.story_link', { date })}</span>
                <time dateTime={story.submitted_at} className="text-xs text-zinc-600">
                  {t('public.profile.submitted', { date })}
                </time>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
