import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { DisclosureLabel } from './disclosure-label.tsx'
import type { ImageView } from './view-types.ts'

/** The photo large, in a modal dialog (Escape, the close button or a click outside closes it). */
export function ImageViewer({ image, alt, onClose }: { image: ImageView; alt: string; onClose: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click is the backdrop shortcut
    <dialog
      ref={ref}
      aria-label={alt}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close()
      }}
      className="m-auto max-h-[92dvh] w-[min(92vw,48rem)] overflow-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-zinc-950/70"
    >
      <div className="relative">
        <ResponsivePicture image={image} alt={alt} sizes="(min-width: 768px) 48rem, 92vw" priority="eager" />
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="absolute end-3 top-3 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-zinc-900 shadow focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
        >
          {t('public.card.close')}
        </button>
        <DisclosureLabel image={image} className="absolute start-3 top-3 text-sm font-semibold shadow" />
      </div>
    </dialog>
  )
}
