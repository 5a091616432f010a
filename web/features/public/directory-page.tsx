import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar, VerifiedMark } from '../../components/avatar.tsx'
import { Pagination } from './pagination.tsx'
import { SearchForm } from './search-form.tsx'
import type { DirectoryResponse } from './view-types.ts'

/** /allinfluencers: approved creators, searchable by username and filtered by country. */
export function DirectoryPage({
  data,
  countries,
  page,
  totalPages,
  search,
  country,
}: {
  data: DirectoryResponse
  countries: { value: string; label: string }[]
  page: number
  totalPages: number
  search: string | undefined
  country: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-black text-zinc-900 sm:text-4xl">{t('public.directory.title')}</h1>
      <p className="mt-2 max-w-2xl text-zinc-600">{t('public.directory.intro')}</p>
      <div className="mt-6">
        <SearchForm label={t('public.directory.search_label')} placeholder={t('public.directory.search_placeholder')} value={search}>
          <label className="flex flex-col gap-1 text-sm font-semibold text-zinc-700">
            {t('public.directory.country_label')}
            <select
              name="country"
              defaultValue={country ?? ''}
              key={country ?? ''}
              className="min-h-11 rounded-full border border-zinc-300 bg-white px-4 text-base font-normal text-zinc-900 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            >
              <option value="">{t('public.directory.all_countries')}</option>
              {countries.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </SearchForm>
      </div>
      {data.data.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-zinc-50 px-6 py-12 text-center text-zinc-600">{t('public.directory.empty')}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.data.map((creator) => (
            <li key={creator.username}>
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={totalPages} />
    </div>
  )
}

function CreatorCard({ creator }: { creator: DirectoryResponse['data'][number] }) {
  const { t } = useTranslation()
  return (
    <Link
      to={`/${encodeURIComponent(creator.username)}`}
      className="flex items-center gap-4 rounded-2xl p-4 ring-1 ring-zinc-200 transition hover:bg-zinc-50 hover:ring-brand-200 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
    >
      <Avatar src={creator.photo} name={creator.username} size={160} className="size-16 text-2xl" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex items-center gap-1.5 font-bold text-zinc-900">
          <span dir="auto" className="truncate">
            {creator.page_name || creator.username}
          </span>
          {creator.badge_verified && <VerifiedMark label={t('public.profile.verified')} className="size-4" />}
        </p>
        <p className="truncate text-sm text-zinc-600">
          <span dir="ltr">@{creator.username}</span>
        </p>
        <p className="truncate text-sm text-zinc-600">
          {[creator.specialization, creator.country, t('public.directory.photos', { count: creator.photo_count })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </Link>
  )
}
