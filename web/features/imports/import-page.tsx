import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { IMAGE_CATEGORIES } from '../../../contract/images.ts'
import { IMPORT_FILE_FIELD, IMPORT_MAX_PHOTOS, IMPORT_PAGE_PATH, type ImportJson } from '../../../contract/imports.ts'
import { primaryButtonClass } from '../../components/form/buttons.tsx'
import { inputClass } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { ImportStatus } from './import-status.tsx'

/**
 * Import from Instagram: how to get the data download, the form (a plain multipart post to the
 * server, so it works before and without the page's script) and the latest import's progress.
 */
export function ImportPage({ user, current, refusal }: { user: SidebarUser; current: ImportJson | null; refusal: string | null }) {
  const { t } = useTranslation()
  const id = useId()
  const running = current?.status === 'running'
  return (
    <DashboardShell user={user}>
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{t('imports.title')}</h1>
      <p className="mt-2 max-w-2xl text-zinc-700">{t('imports.intro')}</p>
      {refusal && (
        <Notice tone="error" className="mt-6">
          {t(`imports.errors.${refusal}`, { max: IMPORT_MAX_PHOTOS, file: '' })}
        </Notice>
      )}
      {/* A refusal is the news; the import before it shows again only while it still runs. */}
      {current && (!refusal || running) && <ImportStatus key={current.id} initial={current} />}
      <section aria-labelledby={`${id}-how`} className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-7">
        <h2 id={`${id}-how`} className="text-lg font-bold text-zinc-900">
          {t('imports.how_title')}
        </h2>
        <p className="mt-2 max-w-2xl text-sm leading-relaxed text-zinc-700">{t('imports.how_steps')}</p>
        <form method="post" action={IMPORT_PAGE_PATH} encType="multipart/form-data" className="mt-5 grid max-w-xl gap-5">
          <div>
            <label htmlFor={`${id}-category`} className="text-sm font-semibold text-zinc-800">
              {t('imports.category_label')}
            </label>
            <select id={`${id}-category`} name="category" defaultValue="clothes" className={`${inputClass} mt-1.5`}>
              {IMAGE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`images.categories.${category}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-file`} className="text-sm font-semibold text-zinc-800">
              {t('imports.file_label')}
            </label>
            <input
              id={`${id}-file`}
              name={IMPORT_FILE_FIELD}
              type="file"
              required
              accept=".zip,application/zip"
              aria-describedby={`${id}-hint`}
              className="mt-1.5 block w-full text-sm text-zinc-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800"
            />
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-zinc-600">
              {t('imports.file_hint')}
            </p>
          </div>
          <button type="submit" disabled={running} className={`${primaryButtonClass} w-full sm:w-auto sm:justify-self-start`}>
            {t('imports.submit')}
          </button>
        </form>
      </section>
    </DashboardShell>
  )
}
