import { useCallback, useEffect, useRef, useState } from 'react'
import {
  TWIN_FACE_CHECK_POLL_SECONDS,
  TWIN_POLL_SECONDS,
  type TwinGallery,
  type TwinImage,
  type TwinModelInfo,
  type TwinStatus,
} from '../../../contract/twin.ts'
import { api } from '../../lib/api.ts'
import { readStatus, type TwinView } from './twin-state.ts'

/**
 * The studio's state: status, days left on the model, generated images. While a training runs the
 * status is read again every 15 s; when it changes, the model info and the gallery follow.
 */
export function useTwin() {
  const [twin, setTwin] = useState<TwinView | null>(null)
  const [daysRemaining, setDaysRemaining] = useState<number | null>(null)
  const [images, setImages] = useState<TwinImage[]>([])
  const [imagesFailed, setImagesFailed] = useState(false)
  const previous = useRef<string | null>(null)

  const loadImages = useCallback(async () => {
    const result = await api<TwinGallery>('/api/twin/generated-images')
    setImagesFailed(!result.ok)
    if (result.ok) setImages(result.data.images)
  }, [])

  const loadInfo = useCallback(async () => {
    const result = await api<TwinModelInfo>('/api/twin/model-info')
    setDaysRemaining(result.ok ? result.data.daysRemaining : null)
  }, [])

  const applyStatus = useCallback(
    (data: TwinStatus | null) => {
      const next = readStatus(data)
      setTwin(next)
      if (previous.current !== next.status) {
        previous.current = next.status
        void loadInfo()
      }
    },
    [loadInfo],
  )

  const loadStatus = useCallback(async () => {
    const result = await api<TwinStatus>('/api/twin/status')
    applyStatus(result.ok ? result.data : null)
  }, [applyStatus])

  useEffect(() => {
    void loadStatus()
    void loadImages()
  }, [loadStatus, loadImages])

  const processing = twin?.status === 'processing'
  const checkingFaces = twin?.checkingFaces === true
  useEffect(() => {
    if (!processing && !checkingFaces) return
    const seconds = processing ? TWIN_POLL_SECONDS : TWIN_FACE_CHECK_POLL_SECONDS
    const timer = setInterval(() => void loadStatus(), seconds * 1000)
    return () => clearInterval(timer)
  }, [processing, checkingFaces, loadStatus])

  return { twin, daysRemaining, images, imagesFailed, setImages, applyStatus, reloadStatus: loadStatus, reloadImages: loadImages }
}
