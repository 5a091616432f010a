import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImageJson } from '../../../contract/images.ts'
import { tagsApi } from '../../../contract/tags.ts'
import { EDIT_MESSAGE_MS, useFlash } from '../../components/flash.tsx'
import { ScriptButton } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { TagDialog, type TagDialogState, type TagFields } from './tag-dialog.tsx'

type ImageTag = ImageJson['tags'][number]

/** Movement (px) after which a press on a tag is a drag, not a click. */
const DRAG_THRESHOLD = 4
const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100) / 100))

/**
 * The photo with its product tags. Click the photo to add a tag there; click a tag to edit its
 * link; right-click (or Delete key) to remove it; drag it (mouse, pen or touch) or use the arrow
 * keys to move it.
 */
export function TagOverlay({
  imageId,
  initialTags,
  onTagsChange,
  children,
}: {
  imageId: string
  initialTags: ImageTag[]
  /** A tag was added, changed or removed (the look's details suggest an alt text from them). */
  onTagsChange?: (tags: ImageTag[]) => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const [tags, setTags] = useState(initialTags)
  const [dialog, setDialog] = useState<(TagDialogState & { tagId?: string; x: number; y: number }) | null>(null)
  const [message, show] = useFlash(EDIT_MESSAGE_MS)
  const [dragging, setDragging] = useState<{ id: string; x: number; y: number } | null>(null)
  const press = useRef<{ id: string; startX: number; startY: number; moved: boolean } | null>(null)
  const suppressClick = useRef(false)

  function percentAt(clientX: number, clientY: number) {
    const rect = box.current?.getBoundingClientRect()
    if (!rect || rect.width === 0 || rect.height === 0) return null
    return { x: ((clientX - rect.left) / rect.width) * 100, y: ((clientY - rect.top) / rect.height) * 100 }
  }

  function addAt(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget && !(event.target as HTMLElement).dataset.photo) return
    const at = percentAt(event.clientX, event.clientY)
    if (!at) return
    setDialog({ mode: 'add', link: '', product: null, x: clamp(at.x), y: clamp(at.y) })
  }

  // The dialog only submits while open, so `dialog` is set whenever these run.
  function send({ link, product }: TagFields) {
    return dialog?.tagId
      ? call(tagsApi.update, { params: { id: dialog.tagId }, body: { link, product } })
      : call(tagsApi.add, { body: { image_id: imageId, x_percent: dialog?.x ?? 50, y_percent: dialog?.y ?? 50, link, product } })
  }

  function saved(tag: ImageTag) {
    const next = dialog?.tagId
      ? tags.map((old) => (old.id === tag.id ? { ...old, link: tag.link, product: tag.product } : old))
      : [...tags, tag]
    setTags(next)
    onTagsChange?.(next)
    show('success', t('tags.saved'))
  }

  async function move(tag: ImageTag, x: number, y: number) {
    setTags((all) => all.map((t2) => (t2.id === tag.id ? { ...t2, x_percent: x, y_percent: y } : t2)))
    const result = await call(tagsApi.update, { params: { id: tag.id }, body: { x_percent: x, y_percent: y } })
    if (!result.ok) {
      setTags((all) => all.map((t2) => (t2.id === tag.id ? tag : t2)))
      show('error', t('tags.move_failed'))
    }
  }

  async function remove(tag: ImageTag) {
    if (!window.confirm(t('tags.delete_confirm'))) return
    const result = await call(tagsApi.remove, { params: { id: tag.id } })
    if (!result.ok) {
      show('error', t('tags.delete_failed'))
      return
    }
    const next = tags.filter((t2) => t2.id !== tag.id)
    setTags(next)
    onTagsChange?.(next)
    setDialog(null)
    box.current?.focus()
  }

  function pointerDown(event: PointerEvent<HTMLButtonElement>, tag: ImageTag) {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    press.current = { id: tag.id, startX: event.clientX, startY: event.clientY, moved: false }
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>) {
    const p = press.current
    if (!p) return
    if (!p.moved && Math.hypot(event.clientX - p.startX, event.clientY - p.startY) < DRAG_THRESHOLD) return
    p.moved = true
    const at = percentAt(event.clientX, event.clientY)
    if (at) setDragging({ id: p.id, ...at })
  }

  function pointerUp(event: PointerEvent<HTMLButtonElement>, tag: ImageTag) {
    const p = press.current
    press.current = null
    setDragging(null)
    if (!p?.moved) return
    suppressClick.current = true
    const at = percentAt(event.clientX, event.clientY)
    if (!at || at.x < 0 || at.x > 100 || at.y < 0 || at.y > 100) {
      show('warning', t('tags.outside_image'))
      return
    }
    void move(tag, clamp(at.x), clamp(at.y))
  }

  function keyDown(event: KeyboardEvent<HTMLButtonElement>, tag: ImageTag) {
    const step = event.shiftKey ? 5 : 1
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const d = delta[event.key]
    if (d) {
      event.preventDefault()
      void move(tag, clamp(tag.x_percent + d[0]), clamp(tag.y_percent + d[1]))
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      void remove(tag)
    }
  }

  function edit(tag: ImageTag) {
    if (suppressClick.current) {
      suppressClick.current = false
      return
    }
    setDialog({ mode: 'edit', tagId: tag.id, link: tag.link, product: tag.product, x: tag.x_percent, y: tag.y_percent })
  }

  const editing = dialog?.tagId ? tags.find((tag) => tag.id === dialog.tagId) : undefined

  return (
    <div>
      {/* Tag positions are coordinates on the photo, which is never mirrored, so this box is always
          left-to-right: x_percent 0 is the photo's left edge in every language. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicking the photo is a pointer shortcut; keyboard users add tags with the "Add tag" button below */}
      <div ref={box} dir="ltr" tabIndex={-1} onClick={addAt} className="relative cursor-crosshair overflow-hidden outline-none select-none">
        {children}
        {tags.map((tag, index) => {
          const live = dragging?.id === tag.id ? dragging : { x: tag.x_percent, y: tag.y_percent }
          return (
            <button
              key={tag.id}
              type="button"
              aria-label={t('images.tag_label', { number: index + 1, link: tag.link })}
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Enter Delete"
              onClick={() => edit(tag)}
              onContextMenu={(e) => {
                e.preventDefault()
                void remove(tag)
              }}
              onPointerDown={(e) => pointerDown(e, tag)}
              onPointerMove={pointerMove}
              onPointerUp={(e) => pointerUp(e, tag)}
              onPointerCancel={() => {
                press.current = null
                setDragging(null)
              }}
              onKeyDown={(e) => keyDown(e, tag)}
              style={{ left: `${live.x}%`, top: `${live.y}%` }}
              className={`absolute grid size-8 -translate-1/2 cursor-grab touch-none place-items-center rounded-full border-2 border-white bg-brand-600 text-xs font-bold text-white shadow-lg transition-transform hover:scale-110 focus-visible:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-zinc-950 active:cursor-grabbing ${dragging?.id === tag.id ? 'scale-110 opacity-90' : ''}`}
            >
              {index + 1}
            </button>
          )
        })}
      </div>
      <div className="flex justify-end px-4 pt-3">
        <ScriptButton
          onClick={() => setDialog({ mode: 'add', link: '', product: null, x: 50, y: 50 })}
          className="rounded-full px-3 py-1.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:ring-4 focus-visible:outline-none disabled:opacity-50"
        >
          {t('images.add_tag')}
        </ScriptButton>
      </div>
      <div role="status" aria-live="polite" className="px-4 pt-2 empty:hidden">
        {message && message.tone !== 'error' && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
      {message?.tone === 'error' && (
        <Notice tone="error" className="mx-4 mt-2">
          {message.text}
        </Notice>
      )}
      <TagDialog
        state={dialog}
        send={send}
        onSaved={saved}
        onFailed={() => show('error', t('tags.save_failed'))}
        onDelete={editing ? () => void remove(editing) : undefined}
        onClose={() => setDialog(null)}
      />
    </div>
  )
}
