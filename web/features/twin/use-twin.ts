import { useCallback, useEffect, useRef } from 'react'
import {
  TWIN_FACE_CHECK_POLL_SECONDS,
  TWIN_POLL_SECONDS,
  type TwinGallery,
  type TwinImage,
  type TwinModelInfo,
  type TwinStatus,
  twinApi,
} from '../../../contract/twin.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'
import { readStatus } from './twin-state.ts'

/** What the studio's loader read; null where that read failed (the page reads it again). */
export interface TwinInitial {
  status: TwinStatus | null
  modelInfo: TwinModelInfo | null
  gallery: TwinGallery | null
}

/**
 * The studio's state: status, days left on the model, generated images. While a training runs the
 * status is read again every 15 s; when it changes, the model info follows.
 */
export function useTwin(initial: TwinInitial) {
  const status = useEndpoint(twinApi.status, {}, { initial: initial.status ?? undefined })
  const info = useEndpoint(twinApi.modelInfo, {}, { initial: initial.modelInfo ?? undefined })
  const gallery = useEndpoint(twinApi.gallery, {}, { initial: initial.gallery ?? undefined })

  const twin = status.error ? readStatus(null) : status.data ? readStatus(status.data) : null
  const current = twin?.status
  const previous = useRef(current)
  const reloadInfo = info.reload
  useEffect(() => {
    if (previous.current === current) return
    previous.current = current
    void reloadInfo()
  }, [current, reloadInfo])

  const processing = twin?.status === 'processing'
  const checkingFaces = twin?.checkingFaces === true
  const reloadStatus = status.reload
  useEffect(() => {
    if (!processing && !checkingFaces) return
    const seconds = processing ? TWIN_POLL_SECONDS : TWIN_FACE_CHECK_POLL_SECONDS
    const timer = setInterval(() => void reloadStatus(), seconds * 1000)
    return () => clearInterval(timer)
  }, [processing, checkingFaces, reloadStatus])

  const images = gallery.data?.images ?? []
  const setGallery = gallery.setData
  const setImages = useCallback(
    (update: (list: TwinImage[]) => TwinImage[]) => setGallery({ images: update(images) }),
    [images, setGallery],
  )

  return {
    twin,
    daysRemaining: info.error ? null : (info.data?.daysRemaining ?? null),
    images,
    imagesFailed: gallery.error !== undefined,
    setImages,
    applyStatus: status.setData,
    reloadStatus,
    reloadImages: gallery.reload,
  }
}
