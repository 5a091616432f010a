import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TwinImage } from '../../../contract/twin.ts'
import { Notice } from '../../components/notice.tsx'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { Gallery } from './gallery.tsx'
import { GenerateCard } from './generate-card.tsx'
import { OutfitCard } from './outfit-card.tsx'
import { PublishDialog } from './publish-dialog.tsx'
import { StatusCard } from './status-card.tsx'
import { TrainCard } from './train-card.tsx'
import { type TwinInitial, useTwin } from './use-twin.ts'

/**
 * /ai-twin, the AI studio (AI plan): train a twin on four photos, generate two images a day, turn
 * one photo into four styles, and publish a result as a tagged post. The loader reads the first state.
 */
export function TwinPage({ user, initial, maxExpiryDays }: { user: SidebarUser; initial: TwinInitial; maxExpiryDays: number }) {
  const { t } = useTranslation()
  const { twin, daysRemaining, images, imagesFailed, setImages, applyStatus, reloadStatus, reloadImages } = useTwin(initial)
  const [publishing, setPublishing] = useState<TwinImage | null>(null)
  const finished = () => {
    void reloadImages()
    void reloadStatus()
  }

  return (
    <DashboardShell user={user}>
      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-zinc-900">{t('twin.title')}</h1>
            <p className="mt-2 text-zinc-600">{t('twin.subtitle')}</p>
          </div>
          {twin?.localPreview && (
            <p className="max-w-sm rounded-2xl bg-sky-50 px-4 py-2 text-sm text-sky-900 ring-1 ring-sky-200" data-local-preview>
              <strong className="font-semibold">{t('twin.local_preview')}</strong> {t('twin.local_preview_hint')}
            </p>
          )}
        </div>
        {twin?.unavailable && (
          <div data-ai-unavailable>
            <Notice tone="warning">
              <strong className="font-semibold">{t('twin.unavailable')}</strong> {t('twin.unavailable_hint')}
            </Notice>
          </div>
        )}
        {!twin?.unavailable && <StatusCard twin={twin} daysRemaining={daysRemaining} />}
        {twin && !twin.unavailable && (
          <div className="grid gap-6 xl:grid-cols-2">
            {/* A valid model cannot be retrained; the card returns when it expires. */}
            {twin.status !== 'ready' && <TrainCard twin={twin} onStatus={applyStatus} />}
            <GenerateCard wide={twin.status === 'ready'} status={twin.status} quota={twin.quota} onFinished={finished} />
          </div>
        )}
        {!twin?.unavailable && <OutfitCard quota={twin?.quota ?? null} onFinished={finished} />}
        <Gallery
          images={images}
          loadFailed={imagesFailed}
          onDeleted={(id) => setImages((list) => list.filter((image) => image.id !== id))}
          onPublish={setPublishing}
        />
      </div>
      <PublishDialog
        image={publishing}
        username={user.username}
        maxDays={maxExpiryDays}
        onPublished={() => void reloadImages()}
        onClose={() => setPublishing(null)}
      />
    </DashboardShell>
  )
}
